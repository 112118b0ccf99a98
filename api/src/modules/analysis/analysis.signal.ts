import DataLoader from 'dataloader';
import type { AppContext } from '../../context.js';
import type { Row } from '../../db/rows.js';
import { readPostedResults } from '../../domain/readout.js';
import { isStatusSignal, trialSignal, type StatusSignal } from '../../domain/signal.js';
import type { TrialStatus } from '../../domain/trial.js';
import type { TrialResults } from '../../domain/trial-record.js';
import { namedQuery } from '../../db/named-query.js';
import { defineLoader } from '../../graphql/loaders.js';
import { Trial, type TrialEntity } from '../trials/trials.entity.js';

/**
 * A trial's signal, the same on every screen and transport (summary card, cards, table, calendar,
 * company pipeline, .ics, CSV, REST): the one its latest analysis stored (`breakdown.signal`, written
 * by the analysis engine with domain/signal.ts `trialSignal`). A trial not analysed yet, or analysed
 * before the engine stored a signal, gets the same function's answer computed now from its status
 * and its posted results (domain/readout.ts), so the two paths cannot disagree.
 *
 * Reads go through per-request DataLoaders (the latest analyses, then the posted results of the
 * trials that have results but no stored signal): two queries at most for a whole page.
 *
 * Caching: every analysis is stored by one statement that also updates its trial's row (score,
 * recommendation, analyzed_at: analysis.batch.ts `store`), so the `trials` change announcement that
 * drops cached anonymous answers (server/response-cache.ts) covers a new signal too.
 */

/** What the signal reads of a trial (its root object: a trial row, a company pipeline row, an .ics row). */
export interface SignalSubject {
  nctId: string;
  status: TrialStatus | string;
  hasResults: boolean;
  /** The posted results when the caller already read them (a trial read whole); absent: loaded if needed. */
  results?: TrialResults | null;
}

/** Posted results of trials by nctId, batched per request (only the `results` column). */
export const postedResultsLoader = defineLoader(
  'analysis.postedResults',
  (c: AppContext) =>
    new DataLoader<string, TrialResults | null>(async (ids) => {
      const rows = await c.em
        .createQueryBuilder(Trial)
        .select(['nctId', 'results'])
        .where({ nctId: { $in: [...ids] } })
        .execute<Row<TrialEntity, 'nctId' | 'results'>[]>('all');
      const byId = new Map(rows.map((r) => [r.nctId, r.results]));
      return ids.map((id) => byId.get(id) ?? null);
    }),
);

/** The signal computed now (a trial without a stored signal): status and posted results. */
export async function computedSignal(ctx: AppContext, t: SignalSubject): Promise<StatusSignal> {
  if (!t.hasResults) return trialSignal(t.status, null);
  const results = t.results !== undefined ? t.results : await postedResultsLoader(ctx).load(t.nctId);
  return trialSignal(t.status, readPostedResults(results)?.outcome ?? null);
}

/**
 * The `breakdown.signal` of each trial's latest analysis (the order of latestAnalyses), and only it:
 * a page's signals without reading its analyses' other large columns (timeline, detail).
 */
const LATEST_SIGNALS = `select distinct on (a.trial_nct_id) a.trial_nct_id as "nctId", a.breakdown -> 'signal' as signal
    from analyses a where a.trial_nct_id = any(?::text[])
   order by a.trial_nct_id asc, a.analyzed_at desc`;

/** The signal each trial's latest analysis stored (null: none, or not well-formed), batched per request. */
export const storedSignalLoader = defineLoader(
  'analysis.storedSignal',
  (c: AppContext) =>
    new DataLoader<string, StatusSignal | null>(async (ids) => {
      const rows = await namedQuery<{ nctId: string; signal: unknown }>(c.em, 'analysis_latest_signals', LATEST_SIGNALS, [[...ids]]);
      const byId = new Map(rows.map((r) => [r.nctId, isStatusSignal(r.signal) ? r.signal : null]));
      return ids.map((id) => byId.get(id) ?? null);
    }),
);

/** A trial's signal: its latest analysis', else computed now (see above). */
export async function trialSignalOf(ctx: AppContext, t: SignalSubject): Promise<StatusSignal> {
  return (await storedSignalLoader(ctx).load(t.nctId)) ?? computedSignal(ctx, t);
}

/** The signals of many trials (REST lists, the .ics feed), by nctId: batched like the GraphQL field. */
export async function trialSignalsOf(ctx: AppContext, trials: readonly SignalSubject[]): Promise<Map<string, StatusSignal>> {
  const signals = await Promise.all(trials.map((t) => trialSignalOf(ctx, t)));
  return new Map(trials.map((t, i) => [t.nctId, signals[i]]));
}
