import { QueryOrder, raw, sql, type ObjectQuery } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { columnOf, joinedField, type RawSafeKey, type Row } from '../../db/rows.js';
import type { Deps } from '../../deps.js';
import { ANALYSIS_FIELDS, toAnalysisInput, type AnalysisInput, type AnalysisRunway, type TrialForAnalysis } from '../../domain/analysis-input.js';
import { logger } from '../../lib/logger.js';
import { createAnalysisProvider } from '../../providers/analysis/index.js';
import { inputHashOf } from '../../providers/analysis/rules.js';
import type { AnalysisOutput, AnalysisProvider } from '../../providers/analysis/types.js';
import { slipHistories } from '../changes/changes.slips.js';
import { createAlertsForRecommendationChanges } from '../alerts/alerts.create.js';
import { Trial, type TrialEntity } from '../trials/trials.entity.js';
import { Analysis, ENGINE_OUTPUT_FIELDS, type AnalysisEntity } from './analysis.entity.js';
import { activePipelines, enrollmentTargets, PIPELINE_STATUSES } from './analysis.inputs.js';
import { marketCapPort, reactionsPort, runwayPort, type MarketCapFigure, type MarketCapPort, type ReactionsPort, type RunwayPort } from './analysis.market.js';
import { eventsOfTrials } from '../regulatory/regulatory.queries.js';

export type AnalyzeMode = 'all' | 'stale' | 'ids';

export interface AnalyzeProgress {
  total: number;
  processed: number;
  analyzed: number;
  skipped: number;
  failed: number;
}

export interface AnalyzeOptions {
  mode: AnalyzeMode;
  nctIds?: string[];
  /** Re-analyse even when the input hash is unchanged. */
  force?: boolean;
  batchSize?: number;
  /** Reference date (YYYY-MM-DD), today by default. */
  asOf?: string;
  onProgress?: (p: AnalyzeProgress) => void;
  /** Overrides (tests): the provider, the market-cap port, the runway port and the measured-reactions port. */
  provider?: AnalysisProvider;
  marketCaps?: MarketCapPort;
  runways?: RunwayPort;
  reactions?: ReactionsPort;
}

const providers = new WeakMap<Deps, AnalysisProvider>();
/** The configured provider (ANALYSIS_PROVIDER), one per process-wide deps. */
export function analysisProviderFor(deps: Deps): AnalysisProvider {
  let p = providers.get(deps);
  if (!p) {
    p = createAnalysisProvider(deps.config);
    providers.set(deps, p);
  }
  return p;
}

const LLM_CONCURRENCY = 4;

async function forEachLimit<T>(items: T[], limit: number, fn: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await fn(items[next++]);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

/**
 * Trials whose latest analysis is missing, failed on quota, or older than the trial's last change.
 * A function: a raw fragment is consumed by the query that uses it.
 */
const stale = (): ObjectQuery<TrialEntity> => ({
  $or: [{ analyzedAt: null }, { recommendation: 'ERREUR_QUOTA' }, { [raw((alias) => `${alias}.updated_at > ${alias}.analyzed_at`)]: [] }],
});

/** A trial to analyse (a row of the fields the engine reads), with the input hash and recommendation of its latest analysis. */
type BatchRow = Row<TrialEntity, (typeof ANALYSIS_FIELDS)[number]> & {
  lastHash: Row<AnalysisEntity, 'inputHash'>['inputHash'] | null;
  lastRecommendation: Row<AnalysisEntity, 'recommendation'>['recommendation'] | null;
};

async function selectBatch(em: EntityManager, where: ObjectQuery<TrialEntity>, limit: number): Promise<BatchRow[]> {
  const latest = em
    .createQueryBuilder(Analysis, 'a')
    .select(['inputHash', 'recommendation'])
    .where({ trial: sql.ref('t.nct_id') })
    .orderBy({ analyzedAt: QueryOrder.DESC })
    .limit(1);
  return em
    .createQueryBuilder(Trial, 't')
    .select([
      ...ANALYSIS_FIELDS,
      joinedField(em, Analysis, 'la', 'inputHash', 'lastHash'),
      joinedField(em, Analysis, 'la', 'recommendation', 'lastRecommendation'),
    ])
    .leftJoinLateral(latest, 'la', { [raw('true')]: [] })
    .where(where)
    .orderBy({ nctId: QueryOrder.ASC })
    .limit(limit)
    .execute<BatchRow[]>('all');
}

type SponsorRecords = Map<string, { completed: number; terminated: number }>;

/**
 * Finished phase 3 trials (completed, terminated) per lead sponsor: for the given sponsors, or for
 * every sponsor at once (one aggregate; the map holds one small entry per sponsor that has any).
 */
async function sponsorRecords(em: EntityManager, sponsors: string[] | 'all'): Promise<SponsorRecords> {
  const out: SponsorRecords = new Map();
  if (sponsors !== 'all' && sponsors.length === 0) return out;
  const rows = await em
    .createQueryBuilder(Trial, 't')
    .select([
      'leadSponsorName',
      raw(`count(*) filter (where t.status = 'COMPLETED')::int as completed`),
      raw(`count(*) filter (where t.status = 'TERMINATED')::int as terminated`),
    ])
    .where({
      ...(sponsors === 'all' ? {} : { leadSponsorName: { $in: sponsors } }),
      phases: { $contains: ['PHASE3'] },
      status: { $in: ['COMPLETED', 'TERMINATED'] },
    })
    .groupBy('leadSponsorName')
    .execute<(Row<TrialEntity, 'leadSponsorName'> & { completed: number; terminated: number })[]>('all');
  for (const r of rows) out.set(r.leadSponsorName, { completed: r.completed, terminated: r.terminated });
  return out;
}

/** Above this many trials, sponsor records are computed once for the run rather than per batch. */
const WHOLE_RUN_RECORDS = 2000;

/** The sponsor's record without the trial itself. */
function recordWithout(rec: { completed: number; terminated: number } | undefined, t: TrialForAnalysis) {
  const r = { completed: rec?.completed ?? 0, terminated: rec?.terminated ?? 0 };
  if ((t.phases ?? []).includes('PHASE3')) {
    if (t.status === 'COMPLETED') r.completed = Math.max(0, r.completed - 1);
    if (t.status === 'TERMINATED') r.terminated = Math.max(0, r.terminated - 1);
  }
  return r;
}

const ACTIVE: ReadonlySet<string> = new Set(PIPELINE_STATUSES);
/** The company's other active trials (same ticker), this one excluded; null for an unlisted sponsor. */
function otherActive(pipelines: Map<string, number>, t: TrialForAnalysis): number | null {
  if (t.investmentVerdict === 'NON' || t.ticker === null) return null;
  const all = pipelines.get(t.ticker) ?? 0;
  return Math.max(0, all - (ACTIVE.has(t.status) ? 1 : 0));
}

/** The properties of an analysis the batch writes (the others have defaults). */
const STORED_FIELDS = ['trial', ...ENGINE_OUTPUT_FIELDS, 'inputHash'] as const satisfies readonly RawSafeKey<AnalysisEntity>[];
type StoredAnalysis = Row<AnalysisEntity, (typeof STORED_FIELDS)[number]>;

/**
 * Inserts the analyses and denormalises them onto trials in one statement (SQL is the point: a
 * whole batch as one JSON parameter, and the trials updated from the inserted rows). The record set's
 * columns and types come from the entity's metadata.
 */
async function store(em: EntityManager, items: { nctId: string; out: AnalysisOutput; hash: string }[]): Promise<void> {
  if (items.length === 0) return;
  const rows: StoredAnalysis[] = items.map(({ nctId, out, hash }) => ({ ...out, trial: nctId, inputHash: hash }));
  const columns = STORED_FIELDS.map((p) => columnOf(em, Analysis, p));
  const data = rows.map((r) => Object.fromEntries(STORED_FIELDS.map((p, i) => [columns[i].name, r[p]])));
  const names = columns.map((c) => c.name).join(', ');
  await em.execute(
    `with data as (select * from jsonb_to_recordset(?::jsonb) as x(${columns.map((c) => `${c.name} ${c.type}`).join(', ')})),
     ins as (insert into analyses (${names}) select ${names} from data
             returning trial_nct_id, recommendation, score, analyzed_at, (breakdown->>'probability')::float8 as readout_probability)
     update trials t set score = ins.score, recommendation = ins.recommendation, analyzed_at = ins.analyzed_at, readout_probability = ins.readout_probability
     from ins where t.nct_id = ins.trial_nct_id`,
    [JSON.stringify(data)],
    'run',
  );
}

/**
 * Watchers of a trial whose new analysis changed its recommendation get an alert (after the
 * analyses are stored). An alert that cannot be written is logged: it never fails the analysis.
 */
async function alertRecommendationChanges(em: EntityManager, done: { nctId: string; out: AnalysisOutput; previous: BatchRow['lastRecommendation'] }[]) {
  const changed = done.flatMap((d) =>
    d.previous !== null && d.previous !== d.out.recommendation ? [{ nctId: d.nctId, previous: d.previous, recommendation: d.out.recommendation }] : [],
  );
  if (!changed.length) return;
  try {
    await createAlertsForRecommendationChanges(em, changed);
  } catch (err) {
    logger.warn({ err, trials: changed.length }, 'recommendation-change alerts failed');
  }
}

/**
 * (Re)computes analyses in batches of `batchSize` trials (keyset pagination on nct_id, so memory
 * stays flat at any table size). A trial whose input hash equals its latest analysis's is skipped
 * (unless `force`); a quota failure is always retried. Each analysis is stored as a new history
 * row and denormalised onto the trial (score, recommendation, analyzed_at).
 */
export async function analyzeTrials(deps: Deps, opts: AnalyzeOptions): Promise<AnalyzeProgress> {
  const em = deps.orm.em.fork();
  const provider = opts.provider ?? analysisProviderFor(deps);
  const capsPort = opts.marketCaps ?? marketCapPort(deps);
  const capCache = new Map<string, MarketCapFigure | null>();
  const runwaysOf = opts.runways ?? runwayPort(deps);
  // The measured reactions by cap bucket, read once for the run: every trial of a bucket uses the same row.
  const reactions = await (opts.reactions ?? reactionsPort(deps))();
  const batchSize = Math.max(1, Math.min(opts.batchSize ?? 500, 2000));
  const asOf = opts.asOf ?? new Date().toISOString().slice(0, 10);
  const ids = opts.mode === 'ids' ? [...new Set((opts.nctIds ?? []).map((s) => s.trim().toUpperCase()).filter(Boolean))].sort() : [];

  let total: number;
  if (opts.mode === 'ids') total = ids.length;
  else {
    total = await em
      .createQueryBuilder(Trial, 't')
      .where(opts.mode === 'stale' ? stale() : {})
      .getCount();
  }
  const progress: AnalyzeProgress = { total, processed: 0, analyzed: 0, skipped: 0, failed: 0 };
  const runRecords = total > WHOLE_RUN_RECORDS ? await sponsorRecords(em, 'all') : null;
  let last = '';
  let pending: Promise<void> | null = null;
  let idOffset = 0;
  for (;;) {
    let rows: BatchRow[];
    if (opts.mode === 'ids') {
      const chunk = ids.slice(idOffset, idOffset + batchSize);
      idOffset += batchSize;
      if (chunk.length === 0) break;
      rows = await selectBatch(em, { nctId: { $in: chunk } }, chunk.length);
      progress.processed += chunk.length - rows.length; // unknown ids count as processed
      progress.failed += chunk.length - rows.length;
    } else {
      rows = await selectBatch(em, { $and: [{ nctId: { $gt: last } }, opts.mode === 'stale' ? stale() : {}] }, batchSize);
      if (rows.length === 0) break;
      last = rows[rows.length - 1].nctId;
    }
    const records = runRecords ?? (await sponsorRecords(em, [...new Set(rows.map((r) => r.leadSponsorName))]));
    // A stored ticker is a real one (absent tickers are stored as NULL).
    const tickers = rows.flatMap((r) => (r.investmentVerdict !== 'NON' && r.ticker !== null ? [r.ticker.toUpperCase()] : []));
    const unknown = [...new Set(tickers.filter((t) => !capCache.has(t)))];
    if (unknown.length) for (const [t, cap] of await capsPort(unknown)) capCache.set(t, cap);
    // Primary completion slips from the change history (changes module): absent when none.
    const slips = await slipHistories(
      em,
      rows.map((r) => r.nctId),
    );
    // The enrollment target (the last ESTIMATED count before it became ACTUAL) and the company's active pipeline.
    const targets = await enrollmentTargets(
      em,
      rows.filter((r) => r.enrollmentType === 'ACTUAL').map((r) => ({ nctId: r.nctId, enrollment: r.enrollment })),
    );
    // Regulatory events linked to the trials with HIGH or MEDIUM confidence (regulatory module).
    const regulatory = await eventsOfTrials(
      em,
      rows.map((r) => r.nctId),
    );
    const pipelines = await activePipelines(
      em,
      rows.flatMap((r) => (r.investmentVerdict !== 'NON' && r.ticker !== null ? [r.ticker] : [])),
    );
    // The companies' cash runways (stored financials): the dilution term.
    const runways = tickers.length ? await runwaysOf([...new Set(tickers)]) : new Map<string, AnalysisRunway>();
    const todo: { nctId: string; input: AnalysisInput; hash: string; previous: BatchRow['lastRecommendation'] }[] = [];
    for (const row of rows) {
      progress.processed += 1;
      try {
        const ticker = row.ticker?.toUpperCase() ?? null;
        const cap = row.investmentVerdict !== 'NON' && ticker ? (capCache.get(ticker) ?? null) : null;
        const input: AnalysisInput = toAnalysisInput(row, {
          sponsorRecord: recordWithout(records.get(row.leadSponsorName), row),
          marketCap: cap?.usd ?? null,
          asOf,
          enrollmentTarget: targets.get(row.nctId) ?? null,
          companyActiveTrials: otherActive(pipelines, row),
        });
        const slip = slips.get(row.nctId);
        if (slip) input.slips = slip;
        // The demo provider simulates the market of real tickers: its caps are flagged in the texts.
        if (cap?.demo) input.marketCapDemo = true;
        input.runway = row.investmentVerdict !== 'NON' && ticker ? (runways.get(ticker) ?? null) : null;
        input.reactions = reactions;
        const events = (regulatory.get(row.nctId) ?? []).filter((e) => e.link && e.link.confidence !== 'LOW');
        if (events.length)
          input.regulatoryEvents = events.map(({ kind, agency, date, dateConfidence, drug, outcome, crlCategory, demo }) => ({
            kind,
            agency,
            date,
            dateConfidence,
            drug,
            outcome,
            crlCategory,
            demo,
          }));
        const hash = inputHashOf(input, provider.name);
        if (!opts.force && row.lastHash === hash && row.lastRecommendation !== 'ERREUR_QUOTA') progress.skipped += 1;
        else todo.push({ nctId: row.nctId, input, hash, previous: row.lastRecommendation });
      } catch (err) {
        progress.failed += 1;
        logger.error({ err, nctId: row.nctId }, 'analysis input failed');
      }
    }
    const done: { nctId: string; out: AnalysisOutput; hash: string; previous: BatchRow['lastRecommendation'] }[] = [];
    // The rules engine is synchronous; an LLM is called a few trials at a time.
    await forEachLimit(todo, provider.name === 'llm' ? LLM_CONCURRENCY : 1, async (t) => {
      try {
        done.push({ nctId: t.nctId, out: await provider.analyze(t.input), hash: t.hash, previous: t.previous });
        progress.analyzed += 1;
      } catch (err) {
        progress.failed += 1;
        logger.error({ err, nctId: t.nctId }, 'analysis failed');
      }
    });
    // The next batch is read and computed while this one is written.
    if (pending) await pending;
    const snapshot = { ...progress };
    pending = store(em, done)
      .then(() => alertRecommendationChanges(em, done))
      .then(() => opts.onProgress?.(snapshot));
  }
  if (pending) await pending;
  return progress;
}
