import type { Connection } from '@mikro-orm/core';
import type { Deps } from '../../deps.js';
import { logger } from '../../lib/logger.js';
import { createAnalysisProvider } from '../../providers/analysis/index.js';
import { inputHashOf } from '../../providers/analysis/rules.js';
import type { AnalysisInput, AnalysisOutput, AnalysisProvider } from '../../providers/analysis/types.js';
import { TRIAL_FOR_ANALYSIS_COLUMNS, toAnalysisInput, type TrialForAnalysis } from './analysis.input.js';
import { marketCapPort, type MarketCapPort } from './analysis.market.js';

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
  /** Overrides (tests): the provider and the market-cap port. */
  provider?: AnalysisProvider;
  marketCaps?: MarketCapPort;
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

/** Trials whose latest analysis is missing, failed on quota, or older than the trial's last change. */
const STALE = `(t.analyzed_at is null or t.recommendation = 'ERREUR_QUOTA' or t.updated_at > t.analyzed_at)`;

type Row = TrialForAnalysis & { lastHash: string | null; lastRecommendation: string | null };

async function selectBatch(conn: Connection, where: string, params: unknown[], limit: number): Promise<Row[]> {
  return conn.execute(
    `select ${TRIAL_FOR_ANALYSIS_COLUMNS}, la.input_hash as "lastHash", la.recommendation as "lastRecommendation"
     from trials t
     left join lateral (select a.input_hash, a.recommendation from analyses a where a.trial_nct_id = t.nct_id order by a.analyzed_at desc limit 1) la on true
     where ${where} order by t.nct_id limit ${Number(limit)}`,
    params,
  ) as Promise<Row[]>;
}

type SponsorRecords = Map<string, { completed: number; terminated: number }>;

/**
 * Finished phase 3 trials (completed, terminated) per lead sponsor: for the given sponsors, or for
 * every sponsor at once (one aggregate; the map holds one small entry per sponsor that has any).
 */
async function sponsorRecords(conn: Connection, sponsors: string[] | 'all'): Promise<SponsorRecords> {
  const out: SponsorRecords = new Map();
  if (sponsors !== 'all' && sponsors.length === 0) return out;
  const rows = (await conn.execute(
    `select lead_sponsor_name as name, count(*) filter (where status = 'COMPLETED')::int as completed, count(*) filter (where status = 'TERMINATED')::int as terminated
     from trials where ${sponsors === 'all' ? '' : 'lead_sponsor_name = any(array[?]::text[]) and '}phases @> array['PHASE3']::text[] and status in ('COMPLETED', 'TERMINATED')
     group by lead_sponsor_name`,
    sponsors === 'all' ? [] : [sponsors],
  )) as { name: string; completed: number; terminated: number }[];
  for (const r of rows) out.set(r.name, { completed: r.completed, terminated: r.terminated });
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

/** Inserts the analyses (one JSON parameter for the whole batch) and denormalises them onto trials, in one statement. */
async function store(conn: Connection, items: { nctId: string; out: AnalysisOutput; hash: string }[]): Promise<void> {
  if (items.length === 0) return;
  const rows = items.map(({ nctId, out, hash }) => ({
    trial_nct_id: nctId,
    provider: out.provider,
    recommendation: out.recommendation,
    score: out.score,
    investment_verdict: out.investmentVerdict,
    sponsor_listed: out.sponsorListed,
    ticker: out.ticker,
    has_error: out.hasError,
    error_type: out.errorType,
    error_message: out.errorMessage,
    timeline: out.timeline,
    details: out.details,
    breakdown: out.breakdown,
    input_hash: hash,
  }));
  await conn.execute(
    `with data as (
       select * from jsonb_to_recordset(?::jsonb) as x(trial_nct_id text, provider text, recommendation text, score float8, investment_verdict text,
         sponsor_listed boolean, ticker text, has_error boolean, error_type text, error_message text, timeline jsonb, details jsonb, breakdown jsonb, input_hash text)),
     ins as (
       insert into analyses (trial_nct_id, provider, recommendation, score, investment_verdict, sponsor_listed, ticker, has_error, error_type, error_message, timeline, details, breakdown, input_hash)
       select trial_nct_id, provider, recommendation, score, investment_verdict, sponsor_listed, ticker, has_error, error_type, error_message, timeline, details, breakdown, input_hash from data
       returning trial_nct_id, recommendation, score, analyzed_at)
     update trials t set score = ins.score, recommendation = ins.recommendation, analyzed_at = ins.analyzed_at
     from ins where t.nct_id = ins.trial_nct_id`,
    [JSON.stringify(rows)],
  );
}

/**
 * (Re)computes analyses in batches of `batchSize` trials (keyset pagination on nct_id, so memory
 * stays flat at any table size). A trial whose input hash equals its latest analysis's is skipped
 * (unless `force`); a quota failure is always retried. Each analysis is stored as a new history
 * row and denormalised onto the trial (score, recommendation, analyzed_at).
 */
export async function analyzeTrials(deps: Deps, opts: AnalyzeOptions): Promise<AnalyzeProgress> {
  const em = deps.orm.em.fork();
  const conn = em.getConnection();
  const provider = opts.provider ?? analysisProviderFor(deps);
  const capsPort = opts.marketCaps ?? marketCapPort(deps);
  const capCache = new Map<string, number | null>();
  const batchSize = Math.max(1, Math.min(opts.batchSize ?? 500, 2000));
  const asOf = opts.asOf ?? new Date().toISOString().slice(0, 10);
  const ids = opts.mode === 'ids' ? [...new Set((opts.nctIds ?? []).map((s) => s.trim().toUpperCase()).filter(Boolean))].sort() : [];

  let total: number;
  if (opts.mode === 'ids') total = ids.length;
  else {
    const [{ n }] = await conn.execute<{ n: number }[]>(`select count(*)::int as n from trials t ${opts.mode === 'stale' ? `where ${STALE}` : ''}`);
    total = n;
  }
  const progress: AnalyzeProgress = { total, processed: 0, analyzed: 0, skipped: 0, failed: 0 };
  const runRecords = total > WHOLE_RUN_RECORDS ? await sponsorRecords(conn, 'all') : null;
  let last = '';
  let pending: Promise<void> | null = null;
  let idOffset = 0;
  for (;;) {
    let rows: Row[];
    if (opts.mode === 'ids') {
      const chunk = ids.slice(idOffset, idOffset + batchSize);
      idOffset += batchSize;
      if (chunk.length === 0) break;
      rows = await selectBatch(conn, 't.nct_id = any(array[?]::text[])', [chunk], chunk.length);
      progress.processed += chunk.length - rows.length; // unknown ids count as processed
      progress.failed += chunk.length - rows.length;
    } else {
      rows = await selectBatch(conn, `t.nct_id > ?${opts.mode === 'stale' ? ` and ${STALE}` : ''}`, [last], batchSize);
      if (rows.length === 0) break;
      last = rows[rows.length - 1].nctId;
    }
    const records = runRecords ?? (await sponsorRecords(conn, [...new Set(rows.map((r) => r.leadSponsorName))]));
    // A stored ticker is a real one (absent tickers are stored as NULL).
    const tickers = rows.flatMap((r) => (r.investmentVerdict !== 'NON' && r.ticker !== null ? [r.ticker.toUpperCase()] : []));
    const unknown = [...new Set(tickers.filter((t) => !capCache.has(t)))];
    if (unknown.length) for (const [t, cap] of await capsPort(unknown)) capCache.set(t, cap);
    const todo: { nctId: string; input: AnalysisInput; hash: string }[] = [];
    for (const row of rows) {
      progress.processed += 1;
      try {
        const ticker = row.ticker?.toUpperCase() ?? null;
        const input: AnalysisInput = toAnalysisInput(row, {
          sponsorRecord: recordWithout(records.get(row.leadSponsorName), row),
          marketCap: row.investmentVerdict !== 'NON' && ticker ? (capCache.get(ticker) ?? null) : null,
          asOf,
        });
        const hash = inputHashOf(input, provider.name);
        if (!opts.force && row.lastHash === hash && row.lastRecommendation !== 'ERREUR_QUOTA') progress.skipped += 1;
        else todo.push({ nctId: row.nctId, input, hash });
      } catch (err) {
        progress.failed += 1;
        logger.error({ err, nctId: row.nctId }, 'analysis input failed');
      }
    }
    const done: { nctId: string; out: AnalysisOutput; hash: string }[] = [];
    // The rules engine is synchronous; an LLM is called a few trials at a time.
    await forEachLimit(todo, provider.name === 'llm' ? LLM_CONCURRENCY : 1, async (t) => {
      try {
        done.push({ nctId: t.nctId, out: await provider.analyze(t.input), hash: t.hash });
        progress.analyzed += 1;
      } catch (err) {
        progress.failed += 1;
        logger.error({ err, nctId: t.nctId }, 'analysis failed');
      }
    });
    // The next batch is read and computed while this one is written.
    if (pending) await pending;
    const snapshot = { ...progress };
    pending = store(conn, done).then(() => opts.onProgress?.(snapshot));
  }
  if (pending) await pending;
  return progress;
}
