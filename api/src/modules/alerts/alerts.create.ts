import type { EntityManager } from '@mikro-orm/postgresql';
import type { Recommendation } from '../../domain/analysis.js';
import type { AlertChange, AlertKind, AlertPayload, AlertRegulatory } from './alerts.entity.js';
import { nudgeAlertDispatchers } from './alerts.wake.js';
import type { RecordedTrialChange } from '../changes/changes.hooks.js';

/**
 * Alerts are rows first: these functions insert one row per watcher, in the caller's entity manager
 * (inside its transaction when it has one), and nudge the dispatchers of this process; a dispatcher
 * (alerts.dispatch.ts, in every server process) then publishes them on `alertCreated` and queues
 * their webhook deliveries. Rows written by another process (a CLI import) are pushed at the next
 * poll (about a second).
 */

/** One recorded change of a trial field (the change history's row, as import listeners get it). */
export type TrialChangeInput = RecordedTrialChange;

/** The field whose first value means "results posted". */
export const RESULTS_FIELD = 'resultsFirstPostDate';

interface NewAlert {
  userId: string;
  kind: AlertKind;
  nctId: string | null;
  ticker: string | null;
  payload: AlertPayload;
}

type WatchRow = { userId: string; kind: 'TRIAL' | 'COMPANY'; target: string };

async function watchersOf(em: EntityManager, nctIds: string[], tickers: string[]): Promise<WatchRow[]> {
  if (!nctIds.length && !tickers.length) return [];
  const { rows } = await em.getKnex().raw<{ rows: WatchRow[] }>(
    `select user_id as "userId", kind, target from watches
     where (kind = 'TRIAL' and target = any(?::text[])) or (kind = 'COMPANY' and target = any(?::text[]))`,
    [nctIds, tickers],
  );
  return rows;
}

/** A trial's companies: its lead sponsor's ticker and the listed collaborators' (upper case). */
interface TrialTickers {
  lead: string | null;
  all: Set<string>;
}

/** Each trial's companies, as its company pages list it: lead sponsor or collaborator. */
async function tickersOf(em: EntityManager, nctIds: string[]): Promise<Map<string, TrialTickers>> {
  if (!nctIds.length) return new Map();
  const { rows } = await em
    .getKnex()
    .raw<{ rows: { nctId: string; ticker: string | null; collaborators: string[] }[] }>(
      `select nct_id as "nctId", ticker, collaborator_tickers as collaborators from trials where nct_id = any(?::text[])`,
      [nctIds],
    );
  return new Map(
    rows.map((r) => {
      const lead = r.ticker ? r.ticker.toUpperCase() : null;
      return [r.nctId, { lead, all: new Set([lead, ...r.collaborators.map((c) => c.toUpperCase())].filter((t): t is string => !!t)) }];
    }),
  );
}

const allTickers = (m: Map<string, TrialTickers>) => [...new Set([...m.values()].flatMap((t) => [...t.all]))];

async function insertAlerts(em: EntityManager, alerts: NewAlert[]): Promise<number> {
  if (!alerts.length) return 0;
  const knex = em.getKnex();
  // Batches of 1000 rows: a bulk import touching a popular trial stays a few statements.
  for (let i = 0; i < alerts.length; i += 1000) {
    const chunk = alerts.slice(i, i + 1000);
    await knex.raw(
      `insert into alerts (user_id, kind, nct_id, ticker, payload)
       select x.user_id, x.kind, x.nct_id, x.ticker, x.payload from jsonb_to_recordset(?::jsonb)
         as x(user_id uuid, kind varchar(24), nct_id varchar(16), ticker varchar(16), payload jsonb)`,
      [JSON.stringify(chunk.map((a) => ({ user_id: a.userId, kind: a.kind, nct_id: a.nctId, ticker: a.ticker, payload: a.payload })))],
    );
  }
  nudgeAlertDispatchers();
  return alerts.length;
}

const toChange = (c: TrialChangeInput): AlertChange => ({
  field: c.field,
  oldValue: c.oldValue,
  newValue: c.newValue,
  changedAt: c.changedAt ? c.changedAt.toISOString() : null,
  slipDays: c.slipDays,
});

/**
 * Alerts for recorded changes of trials: for each trial, its watchers and the watchers of its
 * companies (lead sponsor or collaborator) get one alert each — RESULTS_POSTED when results were
 * first posted, and one TRIAL_CHANGED listing the other changes. A user watching both the trial and
 * a company gets one. A company watcher's alert names the company watched. Answers the number of
 * alerts created.
 */
export async function createAlertsForTrialChanges(em: EntityManager, changes: TrialChangeInput[]): Promise<number> {
  if (!changes.length) return 0;
  const byTrial = new Map<string, TrialChangeInput[]>();
  for (const c of changes) byTrial.set(c.nctId, [...(byTrial.get(c.nctId) ?? []), c]);
  const nctIds = [...byTrial.keys()];
  const tickers = await tickersOf(em, nctIds);
  const watchers = await watchersOf(em, nctIds, allTickers(tickers));
  const alerts: NewAlert[] = [];
  for (const [nctId, list] of byTrial) {
    const companies = tickers.get(nctId) ?? { lead: null, all: new Set<string>() };
    const recipients = recipientsOf(watchers, nctId, companies);
    if (!recipients.size) continue;
    const results = list.filter((c) => c.field === RESULTS_FIELD && c.newValue !== null && c.oldValue === null);
    const others = list.filter((c) => !results.includes(c));
    for (const [userId, { via, ticker }] of recipients) {
      if (results.length) alerts.push({ userId, kind: 'RESULTS_POSTED', nctId, ticker, payload: { changes: results.map(toChange), via } });
      if (others.length) alerts.push({ userId, kind: 'TRIAL_CHANGED', nctId, ticker, payload: { changes: others.map(toChange), via } });
    }
  }
  return insertAlerts(em, alerts);
}

/**
 * Trial watchers first (a user watching both the trial and a company is told it is their trial), then
 * the watchers of one of its companies, each alert naming the company watched (the lead sponsor first).
 */
function recipientsOf(watchers: WatchRow[], nctId: string, companies: TrialTickers): Map<string, { via: 'TRIAL' | 'COMPANY'; ticker: string | null }> {
  const recipients = new Map<string, { via: 'TRIAL' | 'COMPANY'; ticker: string | null }>();
  for (const w of watchers) if (w.kind === 'TRIAL' && w.target === nctId) recipients.set(w.userId, { via: 'TRIAL', ticker: companies.lead });
  const order = [...companies.all].sort((a, b) => Number(b === companies.lead) - Number(a === companies.lead));
  for (const ticker of order)
    for (const w of watchers)
      if (w.kind === 'COMPANY' && w.target === ticker && !recipients.has(w.userId)) recipients.set(w.userId, { via: 'COMPANY', ticker });
  return recipients;
}

/**
 * Alerts for new trials: the watchers of each trial's companies (the lead sponsor's ticker given,
 * and the listed collaborators' as stored) get one alert per trial, naming the company watched.
 */
export async function createAlertsForNewTrials(em: EntityManager, trials: { nctId: string; ticker: string | null }[]): Promise<number> {
  if (!trials.length) return 0;
  const stored = await tickersOf(
    em,
    trials.map((t) => t.nctId),
  );
  const companies = new Map(
    trials.map((t) => {
      const lead = t.ticker?.trim().toUpperCase() || null;
      const had = stored.get(t.nctId);
      const collaborators = [...(had?.all ?? [])].filter((c) => c !== had?.lead);
      const all = new Set([...(lead ? [lead] : []), ...collaborators]);
      return [t.nctId, { lead, all }];
    }),
  );
  const watchers = await watchersOf(em, [], allTickers(companies));
  const alerts: NewAlert[] = [];
  for (const t of trials) {
    for (const [userId, { ticker }] of recipientsOf(
      watchers.filter((w) => w.kind === 'COMPANY'),
      t.nctId,
      companies.get(t.nctId)!,
    ))
      alerts.push({ userId, kind: 'NEW_TRIAL', nctId: t.nctId, ticker, payload: { via: 'COMPANY' } });
  }
  return insertAlerts(em, alerts);
}

/** Alerts for new analyses whose recommendation differs from the previous one: the trial's watchers get one each. */
export async function createAlertsForRecommendationChanges(
  em: EntityManager,
  items: { nctId: string; previous: Recommendation; recommendation: Recommendation }[],
): Promise<number> {
  // A quota failure is no opinion: neither side of a change may be one.
  const changed = items.filter((i) => i.previous !== i.recommendation && i.previous !== 'ERREUR_QUOTA' && i.recommendation !== 'ERREUR_QUOTA');
  if (!changed.length) return 0;
  const watchers = await watchersOf(
    em,
    changed.map((i) => i.nctId),
    [],
  );
  if (!watchers.length) return 0;
  const tickers = await tickersOf(
    em,
    changed.map((i) => i.nctId),
  );
  const alerts: NewAlert[] = [];
  for (const i of changed) {
    for (const w of watchers) {
      if (w.kind === 'TRIAL' && w.target === i.nctId) {
        alerts.push({
          userId: w.userId,
          kind: 'RECOMMENDATION_CHANGED',
          nctId: i.nctId,
          ticker: tickers.get(i.nctId)?.lead ?? null,
          payload: { previousRecommendation: i.previous, recommendation: i.recommendation, via: 'TRIAL' },
        });
      }
    }
  }
  return insertAlerts(em, alerts);
}

/** A regulatory event worth telling the watchers of its trials and of its company. */
export interface RegulatoryAlertInput {
  /** The trials linked to the event, best link first. */
  nctIds: string[];
  /** The event's ticker (its company), if any. */
  ticker: string | null;
  regulatory: AlertRegulatory;
  /** The change history rows it wrote (a date move, a decision), as trial alerts list them. */
  changes: AlertChange[];
}

/**
 * REGULATORY_EVENT alerts: for each event, the watchers of a linked trial and the watchers of its
 * companies (the event's ticker, a linked trial's lead sponsor or collaborator) get one alert each,
 * a company watcher's naming the company watched; a user watching both is told it is their trial. Answers the number of alerts created.
 */
export async function createAlertsForRegulatoryEvents(em: EntityManager, items: RegulatoryAlertInput[]): Promise<number> {
  if (!items.length) return 0;
  const nctIds = [...new Set(items.flatMap((i) => i.nctIds))];
  const trialTickers = await tickersOf(em, nctIds);
  const tickersOfItem = (i: RegulatoryAlertInput) =>
    new Set([i.ticker?.trim().toUpperCase(), ...i.nctIds.flatMap((id) => [...(trialTickers.get(id)?.all ?? [])])].filter((t): t is string => !!t));
  const watchers = await watchersOf(em, nctIds, [...new Set(items.flatMap((i) => [...tickersOfItem(i)]))]);
  if (!watchers.length) return 0;
  const alerts: NewAlert[] = [];
  for (const item of items) {
    const tickers = tickersOfItem(item);
    const recipients = new Map<string, { via: 'TRIAL' | 'COMPANY'; nctId: string | null; watched?: string }>();
    for (const nctId of item.nctIds)
      for (const w of watchers) if (w.kind === 'TRIAL' && w.target === nctId && !recipients.has(w.userId)) recipients.set(w.userId, { via: 'TRIAL', nctId });
    for (const w of watchers) {
      if (w.kind !== 'COMPANY' || !tickers.has(w.target) || recipients.has(w.userId)) continue;
      const nctId = item.nctIds.find((id) => trialTickers.get(id)?.all.has(w.target)) ?? item.nctIds[0] ?? null;
      recipients.set(w.userId, { via: 'COMPANY', nctId, watched: w.target });
    }
    for (const [userId, { via, nctId, watched }] of recipients) {
      const ticker = watched ?? (item.ticker?.trim().toUpperCase() || (nctId ? (trialTickers.get(nctId)?.lead ?? null) : null));
      alerts.push({ userId, kind: 'REGULATORY_EVENT', nctId, ticker, payload: { changes: item.changes, via, regulatory: item.regulatory } });
    }
  }
  return insertAlerts(em, alerts);
}
