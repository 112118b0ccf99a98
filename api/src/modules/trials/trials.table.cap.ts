import type { Knex } from '@mikro-orm/postgresql';
import type { AppContext } from '../../context.js';
import { marketCapUsd } from '../stocks/stocks.fx.js';
import { quoteLoader } from '../stocks/stocks.loaders.js';
import { storedTicker } from '../stocks/stocks.ticker.js';

/**
 * The advanced table sorted by the sponsor's market cap in US dollars. Caps are not stored: they
 * come from the stock provider, converted as the score's cap buckets and the stock dashboard convert
 * them (stocks.fx.ts). So the tickers are ranked here, then the page walks them in rank order.
 * The catalyst screen's market-cap sort (catalysts.sql.ts) walks its readouts the same way.
 */

/**
 * Every distinct stored ticker, one index probe each (a skip scan of trials_ticker_index: a few
 * hundred probes at 500 000 trials, where `select distinct` reads every trial).
 */
export const STORED_TICKERS = `with recursive r(ticker) as (
    (select ticker from trials where ticker is not null order by ticker limit 1)
    union all
    select (select t.ticker from trials t where t.ticker > r.ticker order by t.ticker limit 1) from r where r.ticker is not null
  ) select ticker from r where ticker is not null`;

/** Tickers with a known USD cap, in sort order, with their caps; `ranks` dense (equal caps share a rank, so their trials tie-break on nct_id). */
export interface CapRanking {
  tickers: string[];
  ranks: number[];
  caps: number[];
}

/**
 * `tickers` ranked by USD cap (largest first for `desc`): their quotes in one batch and one FX batch
 * (the request's loaders). A ticker whose quote or rate is unknown is left out: its trials sort
 * last, with the unlisted ones.
 */
export async function rankByUsdCap(ctx: AppContext, tickers: readonly string[], order: 'asc' | 'desc'): Promise<CapRanking> {
  const caps = await capsUsdOf(
    ctx,
    tickers.map((ticker) => ({ ticker })),
  );
  const sign = order === 'desc' ? -1 : 1;
  const known = tickers
    .map((ticker, i) => ({ ticker, cap: caps[i] }))
    .filter((c): c is { ticker: string; cap: number } => c.cap !== null && c.cap !== undefined)
    .sort((a, b) => sign * (a.cap - b.cap));
  const ranks: number[] = [];
  known.forEach((c, i) => ranks.push(i > 0 && known[i - 1].cap === c.cap ? ranks[i - 1] : i + 1));
  return { tickers: known.map((c) => c.ticker), ranks, caps: known.map((c) => c.cap) };
}

/** The stored tickers ranked by USD cap (rankByUsdCap). */
export async function rankTickersByUsdCap(ctx: AppContext, knex: Knex, order: 'asc' | 'desc'): Promise<CapRanking> {
  const { rows }: { rows: { ticker: string }[] } = await knex.raw(STORED_TICKERS);
  return rankByUsdCap(
    ctx,
    rows.map((r) => r.ticker),
    order,
  );
}

type SqlPart = { sql: string; bindings: readonly Knex.RawBinding[] };

/**
 * FROM items: the trials (alias `t`) of the ranked tickers, the tickers (alias `cap`: ticker, rank,
 * cap) in rank order, each through trials_ticker_index — a nested loop whose outer order lets an
 * incremental sort add nct_id, so `order by cap.rank, t.nct_id limit n` stops after n rows.
 * `conditions` (on `t`, may read `cap.cap`) filter each ticker's trials.
 */
export function rankedTrialsFrom(ranking: CapRanking, conditions: SqlPart): { sql: string; bindings: Knex.RawBinding[] } {
  const and = conditions.sql ? ` and ${conditions.sql}` : '';
  return {
    sql: `(select ticker, rank, cap from unnest(?::text[], ?::int[], ?::float8[]) as c(ticker, rank, cap) order by rank) cap
      cross join lateral (select t.* from trials t where t.ticker = cap.ticker${and}) t`,
    bindings: [ranking.tickers, ranking.ranks, ranking.caps, ...conditions.bindings],
  };
}

/** Condition on alias `t`: the trial is outside the ranking (no ticker, or its cap unknown). */
export function unrankedTrial(ranking: CapRanking): { sql: string; bindings: Knex.RawBinding[] } {
  return { sql: '(t.ticker is null or not (t.ticker = any(?::text[])))', bindings: [ranking.tickers] };
}

/** Column of the page query carrying a row's rank (not a trial property: removed before presenting). */
export const CAP_RANK = '$capRank';
/** Column carrying the row's nct_id whatever the select list holds. */
const NCT = '$nct';

/**
 * The SQL of one page by USD cap (then nct_id), unknown caps last, in one statement (one snapshot):
 * - ranked: the tickers in rank order (rankedTrialsFrom), stopped after `offset + limit` rows;
 * - the rest (no ticker, or a cap unknown): by primary key, also stopped after `offset + limit`;
 * both merged, ordered, and cut to the page. `conditions` are the table filters on alias `t`.
 */
export function capPageSql(
  select: string,
  extra: string,
  conditions: { sql: string; bindings: Knex.RawBinding[] },
  ranking: CapRanking,
  limit: number,
  offset: number,
): { sql: string; bindings: Knex.RawBinding[] } {
  const and = conditions.sql ? ` and ${conditions.sql}` : '';
  const upTo = offset + limit;
  const ranked = rankedTrialsFrom(ranking, conditions);
  const unranked = unrankedTrial(ranking);
  const sql = `select x.*, ${extra} from (
      (select ${select}, t.nct_id as "${NCT}", cap.rank as "${CAP_RANK}"
         from ${ranked.sql}
        order by cap.rank, t.nct_id limit ?)
      union all
      (select ${select}, t.nct_id as "${NCT}", null::int as "${CAP_RANK}"
         from trials t where ${unranked.sql}${and}
        order by t.nct_id limit ?)
    ) x order by x."${CAP_RANK}" asc nulls last, x."${NCT}" asc limit ? offset ?`;
  return {
    sql,
    bindings: [...ranked.bindings, upTo, ...unranked.bindings, ...conditions.bindings, upTo, limit, offset],
  };
}

/** Removes the page query's helper columns from a row. */
export function dropCapColumns(row: Record<string, unknown>): void {
  delete row[CAP_RANK];
  delete row[NCT];
}

/** The USD cap of each row's sponsor (null: unlisted or unknown), one quote batch and one FX batch for the page. */
export function capsUsdOf(ctx: AppContext, rows: readonly { ticker: string | null }[]): Promise<(number | null)[]> {
  return Promise.all(
    rows.map(async (r) => {
      const symbol = storedTicker(r.ticker);
      if (!symbol) return null;
      return quoteLoader(ctx)
        .load(symbol)
        .then((q) => marketCapUsd(ctx, q))
        .catch(() => null);
    }),
  );
}
