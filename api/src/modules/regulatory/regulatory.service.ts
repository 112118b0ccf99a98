import type { Knex } from '@mikro-orm/postgresql';
import type { AppContext } from '../../context.js';
import type { Deps } from '../../deps.js';
import { addDaysIso } from '../../domain/dates.js';
import type { RegulatoryLinkOverride } from '../../domain/regulatory-link.js';
import type { RegulatoryEvent, RegulatoryProvider } from '../../domain/regulatory.js';
import { logger } from '../../lib/logger.js';
import { readRegulatoryOverrides } from '../../providers/regulatory/index.js';
import { createAlertsForRegulatoryEvents, type RegulatoryAlertInput } from '../alerts/alerts.create.js';
import type { RecordedTrialChange } from '../changes/changes.hooks.js';
import { insertChanges, toDateOrNull } from '../changes/changes.record.js';
import { getCompany } from '../companies/companies.page.js';
import { getTrial } from '../trials/trials.service.js';
import { linkEvents } from './regulatory.linking.js';
import { writeLinks } from './regulatory.links.js';
import { eventsByTickerLoader, eventsByTrialLoader } from './regulatory.loaders.js';
import { newsOf } from './regulatory.news.js';
import { eventsBetween, type RegulatoryEventView } from './regulatory.queries.js';
import { eventsSince, upsertEvents } from './regulatory.store.js';
import { linkableTrials, regulatoryQuery } from './regulatory.trials.js';
import { providerEventSchema, regulatoryListSchema, type RegulatoryListInput } from './regulatory.validation.js';

export type { RegulatoryEventView } from './regulatory.queries.js';

/** Providers are asked for events from this many days back (recent decisions and every upcoming date). */
export const REFRESH_SINCE_DAYS = 730;

/** One refresh's counts. */
export interface RefreshSummary {
  providers: { name: string; events: number; rejected: number; error: string | null }[];
  /** Events the providers gave (valid ones). */
  received: number;
  inserted: number;
  updated: number;
  unchanged: number;
  links: { added: number; removed: number; changed: number };
  /** Change-history rows written (date changes and decisions, one per linked trial). */
  changes: number;
  alerts: number;
}

/** One provider's valid events; a failing provider is logged and counted, never thrown (the others still run). */
async function ask(provider: RegulatoryProvider, query: ReturnType<typeof regulatoryQuery>, signal?: AbortSignal) {
  try {
    const raw = await provider.events(query, signal);
    const events: RegulatoryEvent[] = [];
    let rejected = 0;
    for (const e of raw) {
      if (providerEventSchema.safeParse(e).success) events.push(e);
      else rejected += 1;
    }
    if (rejected) logger.warn({ provider: provider.name, rejected }, 'regulatory refresh: invalid events skipped');
    return { events, line: { name: provider.name, events: events.length, rejected, error: null } };
  } catch (err) {
    logger.warn({ err, provider: provider.name }, 'regulatory refresh: provider failed, skipped');
    const error = err instanceof Error ? err.message : String(err);
    return { events: [], line: { name: provider.name, events: 0, rejected: 0, error } };
  }
}

/** The committed link corrections (api/data/regulatory/overrides.csv); an unreadable file is logged and links go by names alone. */
function fileOverrides(): RegulatoryLinkOverride[] {
  try {
    return readRegulatoryOverrides();
  } catch (err) {
    logger.warn({ err }, 'regulatory refresh: overrides file unreadable, ignored');
    return [];
  }
}

/** The NCT ids among `ids` that are stored trials. */
async function storedTrials(trx: Knex.Transaction, ids: string[]): Promise<Set<string>> {
  if (!ids.length) return new Set();
  const { rows } = await trx.raw<{ rows: { nct_id: string }[] }>('select nct_id from trials where nct_id = any(?::text[])', [ids]);
  return new Set(rows.map((r) => r.nct_id));
}

/** Serialises refreshes across processes (a transaction-level advisory lock: released at commit). */
const REFRESH_LOCK = 7_318_820_030;

/**
 * Asks every provider for the events of the stored late-stage drug trials, stores them (upsert by
 * source and source key), relinks the events to trials, records date changes and decisions in the
 * linked trials' change history, then alerts the watchers of the linked trials and of the company.
 * One transaction for the writes (another process refreshing waits); the alerts follow the commit.
 */
export async function refreshRegulatoryEvents(
  deps: Pick<Deps, 'orm'>,
  providers: readonly RegulatoryProvider[],
  opts: { today?: string; sinceDays?: number; signal?: AbortSignal; overrides?: readonly RegulatoryLinkOverride[] } = {},
): Promise<RefreshSummary> {
  const today = opts.today ?? new Date().toISOString().slice(0, 10);
  const since = addDaysIso(today, -(opts.sinceDays ?? REFRESH_SINCE_DAYS));
  const em = deps.orm.em.fork();
  const trials = await linkableTrials(em);
  const query = regulatoryQuery(trials, { since, today });
  const asked = [];
  for (const p of providers) asked.push(await ask(p, query, opts.signal));
  const received = asked.flatMap((a) => a.events);
  const overrides = opts.overrides ?? fileOverrides();

  const alertItems: RegulatoryAlertInput[] = [];
  const summary = await em.transactional(async (tem) => {
    const trx = tem.getTransactionContext<Knex.Transaction>();
    if (!trx) throw new Error('regulatory refresh: no transaction');
    await trx.raw('select pg_advisory_xact_lock(?)', [REFRESH_LOCK]);
    const { writes, unchanged } = await upsertEvents(trx, received);
    const recent = await eventsSince(trx, since);
    const older = writes.map((w) => w.event).filter((e) => e.date < since);
    const candidates = new Set(trials.map((t) => t.nctId));
    // An override may name a trial that is not a late-stage candidate: linked if it is stored.
    const named = await storedTrials(
      trx,
      [...new Set(overrides.map((o) => o.nctId))].filter((id) => !candidates.has(id)),
    );
    const links = linkEvents([...recent, ...older], trials, overrides, (id) => candidates.has(id) || named.has(id));
    const linkCounts = await writeLinks(trx, links);

    const changes: RecordedTrialChange[] = [];
    for (const w of writes) {
      const news = newsOf(w, today);
      if (!news) continue;
      const e = w.event;
      const nctIds = (links.get(e.id) ?? []).map((l) => l.nctId);
      const changedAt = toDateOrNull(e.asOf);
      for (const nctId of nctIds) for (const c of news.changes) changes.push({ nctId, ...c, changedAt });
      alertItems.push({
        nctIds,
        ticker: e.ticker,
        changes: news.changes.map((c) => ({ ...c, changedAt: changedAt ? changedAt.toISOString() : null })),
        regulatory: {
          reason: news.reason,
          eventId: e.id,
          kind: e.kind,
          agency: e.agency,
          date: e.date,
          previousDate: w.before && w.before.date !== e.date ? w.before.date : null,
          dateConfidence: e.dateConfidence,
          outcome: e.outcome,
          drug: e.drug,
          applicationNumber: e.applicationNumber,
          sourceUrl: e.sourceUrl,
          demo: e.demo,
        },
      });
    }
    await insertChanges(tem, changes, null);
    const inserted = writes.filter((w) => w.isNew).length;
    return { inserted, updated: writes.length - inserted, unchanged, links: linkCounts, changes: changes.length };
  });
  let alerts = 0;
  try {
    alerts = await createAlertsForRegulatoryEvents(deps.orm.em.fork(), alertItems);
  } catch (err) {
    logger.error({ err, events: alertItems.length }, 'regulatory refresh: alerts could not be created');
  }
  return { providers: asked.map((a) => a.line), received: received.length, ...summary, alerts };
}

// ---- reads (GraphQL and REST) ---------------------------------------------------------------

/** `GET /api/trials/:nctId/regulatory`: malformed id → BAD_USER_INPUT, unknown trial → NOT_FOUND. */
export async function trialRegulatoryEvents(ctx: AppContext, nctId: unknown): Promise<{ nctId: string; events: RegulatoryEventView[] }> {
  const trial = await getTrial(ctx, nctId);
  return { nctId: trial.nctId, events: await eventsByTrialLoader(ctx).load(trial.nctId) };
}

/** `GET /api/companies/:ticker/regulatory`: the events of the company page (NOT_FOUND as the page). */
export async function companyRegulatoryEvents(ctx: AppContext, ticker: unknown): Promise<{ ticker: string; events: RegulatoryEventView[] }> {
  const company = await getCompany(ctx, ticker);
  return { ticker: company.ticker, events: await eventsByTickerLoader(ctx).load(company.ticker.toUpperCase()) };
}

/** `regulatoryEvents(nctId, ticker, from, to, first)`: a trial's, a company's, or every event in a date range. */
export async function listRegulatoryEvents(ctx: AppContext, input: RegulatoryListInput): Promise<RegulatoryEventView[]> {
  const q = regulatoryListSchema.parse(input);
  const within = (e: RegulatoryEventView) => (!q.from || e.date >= q.from) && (!q.to || e.date <= q.to);
  if (q.nctId || q.ticker) {
    const lists = await Promise.all([q.nctId ? eventsByTrialLoader(ctx).load(q.nctId) : null, q.ticker ? eventsByTickerLoader(ctx).load(q.ticker) : null]);
    const [byTrial, byTicker] = lists;
    const both = byTrial && byTicker ? byTrial.filter((e) => byTicker.some((c) => c.id === e.id)) : (byTrial ?? byTicker ?? []);
    return both.filter(within).slice(0, q.first);
  }
  return eventsBetween(ctx.em, { from: q.from ?? null, to: q.to ?? null, first: q.first });
}
