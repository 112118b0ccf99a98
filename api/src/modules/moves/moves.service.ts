import type { AppContext } from '../../context.js';
import type { CapBucket } from '../../domain/analysis.js';
import { eventKeys, MOVE_CAP_BUCKETS, type CatalystOutcome, type ReactionMeasure } from '../../domain/reactions.js';
import { AREAS, type Area } from '../../domain/therapeutic-areas.js';
import { getCompany } from '../companies/companies.page.js';
import { moveByKeyLoader, pastCatalystsLoader } from './moves.loaders.js';
import { pastCatalystOf, stockMoveOf, type PastCatalystView, type StockMoveView } from './moves.presenter.js';
import { reactionGroups, type ReactionGroupRow } from './moves.queries.js';
import { pastCatalystsSchema, reactionStatsSchema, type PastCatalystsInput, type ReactionStatsInput } from './moves.validation.js';

/** Company.pastCatalysts: the company's stored past catalysts, most recent first, with their moves (batched). */
export async function companyPastCatalysts(ctx: AppContext, company: { ticker: string }, args: PastCatalystsInput): Promise<PastCatalystView[]> {
  const { first } = pastCatalystsSchema.parse(args);
  const rows = await pastCatalystsLoader(ctx).load(`${company.ticker.toUpperCase()}|${first}`);
  return rows.map((r) => pastCatalystOf(r, ctx.locale));
}

/** `GET /api/companies/:ticker/past-catalysts`: malformed ticker → BAD_USER_INPUT, unknown company → NOT_FOUND (as the page). */
export async function pastCatalystsOfCompany(
  ctx: AppContext,
  ticker: unknown,
  args: PastCatalystsInput,
): Promise<{ ticker: string; pastCatalysts: PastCatalystView[] }> {
  const company = await getCompany(ctx, ticker);
  return { ticker: company.ticker, pastCatalysts: await companyPastCatalysts(ctx, company, args) };
}

/** The chart marker's kinds that are past catalysts, and their event keys. */
function keyOfTrialEvent(kind: string, nctId: string, date: string): string | null {
  if (kind === 'PRIMARY_COMPLETION') return eventKeys.primaryCompletion(nctId);
  if (kind === 'RESULTS_POSTED') return eventKeys.resultsPosted(nctId);
  if (kind === 'TERMINATED' || kind === 'SUSPENDED') return eventKeys.stop(nctId, date);
  return null;
}

/** CompanyTrialEvent.move: the move of the matching past catalyst (same trial, kind and date); null for the other markers. */
export async function trialEventMove(ctx: AppContext, e: { date: string; kind: string; trial: { nctId: string } }): Promise<StockMoveView | null> {
  const key = keyOfTrialEvent(e.kind, e.trial.nctId, e.date);
  if (!key) return null;
  const row = await moveByKeyLoader(ctx).load(key);
  return row && row.eventDate === e.date && row.kind === e.kind ? stockMoveOf(row) : null;
}

/** CompanyReadout.move: the readout is dated by its results posting, else its primary completion. */
export async function readoutMove(
  ctx: AppContext,
  r: { date: string; trial: { nctId: string; resultsFirstPostDate: string | null } },
): Promise<StockMoveView | null> {
  const kind = r.trial.resultsFirstPostDate === r.date ? 'RESULTS_POSTED' : 'PRIMARY_COMPLETION';
  return trialEventMove(ctx, { date: r.date, kind, trial: r.trial });
}

export interface ReactionGroupView {
  outcome: CatalystOutcome;
  capBucket: CapBucket | null;
  area: Area | null;
  n: number;
  median: number | null;
  q1: number | null;
  q3: number | null;
}

export interface ReactionStatsView {
  measure: ReactionMeasure;
  groups: ReactionGroupView[];
  total: number;
  demo: boolean;
  benchmark: string;
  asOf: string | null;
}

const OUTCOMES = ['SUCCESS', 'FAILURE'] as const;
/** Buckets always listed (with n = 0 when empty); UNKNOWN only when it has moves. */
const LISTED_BUCKETS: readonly string[] = ['SMALL', 'MID', 'LARGE'];

/**
 * Query.reactionStats and `GET /api/analytics/reactions`: for SUCCESS then FAILURE, all moves, then
 * each cap bucket, then each therapeutic area with moves — always with n. Only moves whose outcome is
 * decided; `demo` when any was measured on the demo market.
 */
export async function getReactionStats(ctx: AppContext, args: ReactionStatsInput): Promise<ReactionStatsView> {
  const { measure } = reactionStatsSchema.parse(args);
  const { groups, totals } = await reactionGroups(ctx.em, measure);
  const find = (pick: (g: ReactionGroupRow) => boolean) => groups.find(pick);
  const view = (outcome: CatalystOutcome, capBucket: CapBucket | null, area: Area | null, g: ReactionGroupRow | undefined): ReactionGroupView => ({
    outcome,
    capBucket,
    area,
    n: g?.n ?? 0,
    median: g?.median ?? null,
    q1: g?.q1 ?? null,
    q3: g?.q3 ?? null,
  });
  const out: ReactionGroupView[] = [];
  for (const outcome of OUTCOMES) {
    const mine = groups.filter((g) => g.outcome === outcome);
    out.push(
      view(
        outcome,
        null,
        null,
        find((g) => g.outcome === outcome && g.capBucket === null && g.area === null),
      ),
    );
    for (const b of MOVE_CAP_BUCKETS) {
      const g = mine.find((x) => x.capBucket === b && x.area === null);
      if (LISTED_BUCKETS.includes(b) || g) out.push(view(outcome, b, null, g));
    }
    for (const a of AREAS) {
      const g = mine.find((x) => x.area === a && x.capBucket === null);
      if (g) out.push(view(outcome, null, a, g));
    }
  }
  return { measure, groups: out, total: totals.total, demo: totals.demo, benchmark: ctx.deps.config.MARKET_BENCHMARK_TICKER, asOf: totals.asOf };
}
