import { z } from 'zod';
import type { Knex } from '@mikro-orm/postgresql';
import type { AppContext } from '../../context.js';
import type { Deps } from '../../deps.js';
import { cacheFor, DEFAULT_SWR, type SwrCache, type SwrOptions } from '../analytics/analytics.cache.js';
import { badInput } from '../../errors.js';
import { paginate, type Pagination } from '../../lib/pagination.js';
import { knexOf, LIST_PROPS, rowToTrial, trialSelectListOf } from './trials.rows.js';
import { tableCountsFor, type CountedAt } from './trials.table.count.js';
import { capPageSql, dropCapColumns, rankTickersByUsdCap } from './trials.table.cap.js';
import type { TrialSqlRow } from './trials.fields.js';
import { INVESTMENT_VERDICTS, type InvestmentVerdict } from '../../domain/sponsor.js';
import { PHASE_CODES, type PhaseCode } from '../../domain/trial.js';
import type { TrialsTableSortField } from './trials.table.types.js';
import type { TrialType } from './trials.types.js';
import { isoDate, optionalList, phaseValue, verdictValue } from './trials.validation.js';

/** Sortable columns of the advanced table (GraphQL names, checked against the enum, and the spec's REST aliases). */
const SORT_COLUMNS: Record<`${TrialsTableSortField}` | 'title' | 'sponsor' | 'ticker_bourse' | 'investissement_bourse', string> = {
  nctId: 't.nct_id',
  briefTitle: 't.brief_title',
  title: 't.brief_title',
  leadSponsor: 't.lead_sponsor_name',
  sponsor: 't.lead_sponsor_name',
  ticker: 't.ticker',
  ticker_bourse: 't.ticker',
  phase: 't.phases',
  phases: 't.phases',
  score: 't.score',
  recommendation: 't.recommendation',
  investmentVerdict: `(case t.investment_verdict when 'OUI' then 3 when 'POSSIBLE' then 2 else 1 end)`,
  investissement_bourse: `(case t.investment_verdict when 'OUI' then 3 when 'POSSIBLE' then 2 else 1 end)`,
  enrollment: 't.enrollment',
  completionDate: 't.completion_date',
  startDate: 't.start_date',
  countries: 't.countries',
  status: 't.status',
  likes: 't.likes',
  analyzedAt: 't.analyzed_at',
  // Both served by an index each way (migration TableCatalystCapSort).
  nextCatalyst: 't.catalyst_window_start',
  // Not a column: the sponsors' caps come from the stock provider (trials.table.cap.ts).
  marketCapUsd: '',
};
export const TABLE_SORT_FIELDS = Object.keys(SORT_COLUMNS);
/** The same, looked up by a validated name (an own key: see tableSchema). */
const SORT_SQL: Readonly<Record<string, string>> = SORT_COLUMNS;

export const tableFilterSchema = z.object({
  investmentVerdict: verdictValue.optional().nullable(),
  recommendation: z
    .string()
    .trim()
    .transform((v) => v.toUpperCase())
    .pipe(z.string().regex(/^[A-Z_]{2,24}$/, 'recommendation must be a value such as INVESTIR'))
    .optional()
    .nullable(),
  phases: optionalList(phaseValue, 10),
  completionDateFrom: isoDate.optional().nullable(),
  completionDateTo: isoDate.optional().nullable(),
});
export type TableFilterInput = z.input<typeof tableFilterSchema>;
const filterOf = (f: unknown) => tableFilterSchema.parse(f ?? {});

export const tableSchema = z.object({
  page: z.number().int('page must be an integer').min(1, 'page must be at least 1').max(1_000_000).default(1),
  limit: z.number().int('limit must be an integer').min(1, 'limit must be at least 1').max(1000, 'limit must be at most 1000').default(25),
  sortBy: z
    .string()
    .trim()
    .default('analyzedAt')
    .refine((v) => Object.hasOwn(SORT_COLUMNS, v), { message: `sortBy must be one of ${TABLE_SORT_FIELDS.join(', ')}` }),
  sortOrder: z
    .string()
    .trim()
    .toLowerCase()
    .default('desc')
    .refine((v) => v === 'asc' || v === 'desc', 'sortOrder must be asc or desc'),
});
export interface TableInput {
  filter?: TableFilterInput | null;
  page?: number | null;
  limit?: number | null;
  sortBy?: string | null;
  sortOrder?: string | null;
}

type TableFilter = z.output<typeof tableFilterSchema>;

/**
 * The table filters as SQL conditions on alias `t` (completion bounds inclusive; undated trials
 * excluded when bounded): the one definition the table's own statements and applyTableFilter use.
 */
function tableConditions(f: TableFilter): { sql: string; bindings: Knex.RawBinding[] }[] {
  if (f.completionDateFrom && f.completionDateTo && f.completionDateFrom > f.completionDateTo)
    throw badInput('completionDateFrom must not be after completionDateTo', { field: 'completionDateFrom', reason: 'DATE_RANGE_INVERTED' });
  const c: { sql: string; bindings: Knex.RawBinding[] }[] = [];
  if (f.investmentVerdict) c.push({ sql: 't.investment_verdict = ?', bindings: [f.investmentVerdict] });
  if (f.recommendation) c.push({ sql: 't.recommendation = ?', bindings: [f.recommendation] });
  if (f.phases) c.push({ sql: 't.phases && ?::text[]', bindings: [f.phases] });
  if (f.completionDateFrom) c.push({ sql: 't.completion_date >= ?', bindings: [f.completionDateFrom] });
  if (f.completionDateTo) c.push({ sql: 't.completion_date <= ?', bindings: [f.completionDateTo] });
  return c;
}

/** Filters of the table, the calendar and the stats (completion bounds inclusive; undated trials excluded when bounded). */
export function applyTableFilter(q: Knex.QueryBuilder, f: TableFilter): Knex.QueryBuilder {
  for (const c of tableConditions(f)) q.whereRaw(c.sql, c.bindings);
  return q;
}

/** The table filters as one condition ('' without a filter) and its bindings. */
function tableCondition(f: TableFilter): { sql: string; bindings: Knex.RawBinding[] } {
  const c = tableConditions(f);
  return { sql: c.map((x) => x.sql).join(' and '), bindings: c.flatMap((x) => x.bindings) };
}

/** `where …` of the table filters and its bindings ('' without a filter). */
function tableWhere(f: TableFilter): { sql: string; bindings: Knex.RawBinding[] } {
  const c = tableCondition(f);
  return { sql: c.sql ? ` where ${c.sql}` : '', bindings: c.bindings };
}

/** A filter as a cache key: equal keys, equal sets of rows (phases are a set: their order does not matter). */
function filterKey(f: TableFilter): string {
  return JSON.stringify([
    f.investmentVerdict ?? null,
    f.recommendation ?? null,
    f.phases ? [...new Set(f.phases)].sort() : null,
    f.completionDateFrom ?? null,
    f.completionDateTo ?? null,
  ]);
}

/** Column of the rows query carrying the statement's snapshot (see trials.table.count.ts); not a trial property. */
const SNAPSHOT = '$snapshot';

export interface TableOptions {
  /**
   * Trial properties the caller reads (trials.selection.ts derives them from the GraphQL
   * selection); absent: every list property, as REST presents them.
   */
  props?: readonly string[] | null;
}

/**
 * The advanced table: filtered, sorted by any shown column (nulls last, then nctId), paged. By
 * marketCapUsd, the sponsors are ranked by their USD cap first (trials.table.cap.ts).
 */
export async function trialsTable(ctx: AppContext, input: TableInput, opts: TableOptions = {}): Promise<{ rows: TrialType[]; pagination: Pagination }> {
  const { page, limit, sortBy, sortOrder } = tableSchema.parse({
    page: input.page ?? undefined,
    limit: input.limit ?? undefined,
    sortBy: input.sortBy ?? undefined,
    sortOrder: input.sortOrder ?? undefined,
  });
  const filter = filterOf(input.filter);
  const where = tableWhere(filter);
  const knex = knexOf(ctx);
  const select = trialSelectListOf(opts.props ?? LIST_PROPS);
  const snapshotColumn = `(select pg_current_snapshot()::text) as "${SNAPSHOT}"`;
  const order = sortOrder === 'asc' ? 'asc' : 'desc';
  const pageSql = async (): Promise<{ sql: string; bindings: Knex.RawBinding[] }> =>
    sortBy === 'marketCapUsd'
      ? capPageSql(select, snapshotColumn, tableCondition(filter), await rankTickersByUsdCap(ctx, knex, order), limit, (page - 1) * limit)
      : {
          // The page's ids first (an index-only scan when an index serves the order), then only their
          // rows: the rows skipped by the offset are never read nor projected.
          sql: `select ${select}, ${snapshotColumn} from trials t
            join (select t.nct_id from trials t${where.sql}
                  order by ${SORT_SQL[sortBy]} ${order} nulls last, t.nct_id asc limit ? offset ?) page on page.nct_id = t.nct_id
            order by ${SORT_SQL[sortBy]} ${order} nulls last, t.nct_id asc`,
          bindings: [...where.bindings, limit, (page - 1) * limit],
        };
  const rowsQ = pageSql()
    .then((q) => knex.raw(q.sql, q.bindings))
    .then((r: { rows: (TrialSqlRow & { [SNAPSHOT]?: string })[] }) => r.rows);
  const countNow = async (): Promise<CountedAt> => {
    const r = await knex.raw(`select count(*)::int as n, pg_current_snapshot()::text as s from trials t${where.sql}`, where.bindings);
    return { count: r.rows[0].n, snapshot: r.rows[0].s };
  };

  // The total: cached per filter and snapshot, exact (trials.table.count.ts).
  const key = filterKey(filter);
  const counts = tableCountsFor(ctx.deps);
  const likely = counts.likelyValid(key);
  const counting = likely ? null : counts.count(key, countNow);
  let rows: Awaited<typeof rowsQ>;
  try {
    rows = await rowsQ;
  } catch (e) {
    counting?.result.catch(() => undefined);
    throw e;
  }
  const snapshot = rows[0]?.[SNAPSHOT] ?? null;
  counts.saw(snapshot);
  let total: number;
  if (!counting) total = (counts.at(key, snapshot) ?? (await counts.fresh(key, countNow))).count;
  else {
    const c = await counting.result;
    // A count another request had started may predate this one: only its snapshot can vouch for it.
    total = !counting.joined || c.snapshot === snapshot ? c.count : (await counts.fresh(key, countNow)).count;
  }
  for (const r of rows) {
    delete r[SNAPSHOT];
    dropCapColumns(r);
  }
  return { rows: rows.map(rowToTrial), pagination: paginate(page, limit, total) };
}

export interface NameCount {
  name: string;
  count: number;
}
export interface TableStats {
  totalTrials: number;
  averageScore: number | null;
  totalEnrollment: number;
  recommendationBreakdown: NameCount[];
  investmentBreakdown: NameCount[];
}

type StatsFilter = TableFilter;
const isUnfiltered = (f: StatsFilter) => Object.values(f).every((v) => v === null || v === undefined || (Array.isArray(v) && v.length === 0));
const breakdownOrder = (a: NameCount, b: NameCount) => b.count - a.count || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);

/**
 * Statistics card of the table, over the same filters.
 * - Without a filter, every figure is read from an index alone (index-only scans of the
 *   verdict, enrollment, score and recommendation indexes), never from the wide table rows.
 * - With a filter, one scan of the matching rows: the totals (grouping set `()`) and both
 *   breakdowns from a single hashed GROUPING SETS pass.
 */
export async function computeTableStats(knex: Knex, filter: StatsFilter): Promise<TableStats> {
  let tot: { count: number; avg: number | null; enrollment: string | number };
  let recommendationBreakdown: NameCount[];
  let investmentBreakdown: NameCount[];
  if (isUnfiltered(filter)) {
    const [totals, recs, verdicts] = await Promise.all([
      knex.raw(`select (select count(*)::int from trials) as count, (select coalesce(sum(enrollment), 0)::bigint from trials where enrollment is not null) as enrollment,
                       (select avg(score)::float8 from trials where score is not null) as avg`),
      knex.raw(`select recommendation as name, count(*)::int as count from trials where recommendation is not null group by recommendation`),
      knex.raw(`select investment_verdict as name, count(*)::int as count from trials group by investment_verdict`),
    ]);
    tot = totals.rows[0];
    recommendationBreakdown = (recs.rows as NameCount[]).sort(breakdownOrder);
    investmentBreakdown = (verdicts.rows as NameCount[]).sort(breakdownOrder);
  } else {
    const rows: { kind: string; name: string | null; count: number; avg: number | null; enrollment: string }[] = await applyTableFilter(
      knex('trials as t').select(
        knex.raw(`case when grouping(t.recommendation) = 0 then 'recommendation' when grouping(t.investment_verdict) = 0 then 'verdict' else 'total' end as kind,
          coalesce(t.recommendation, t.investment_verdict) as name, count(*)::int as count, avg(t.score)::float8 as avg, coalesce(sum(t.enrollment), 0)::bigint as enrollment`),
      ),
      filter,
    ).groupByRaw('grouping sets ((), (t.recommendation), (t.investment_verdict))');
    tot = rows.find((r) => r.kind === 'total')!;
    const breakdown = (kind: string) =>
      rows
        .filter((r) => r.kind === kind && r.name !== null)
        .map((r) => ({ name: r.name as string, count: r.count }))
        .sort(breakdownOrder);
    recommendationBreakdown = breakdown('recommendation');
    investmentBreakdown = breakdown('verdict');
  }
  return {
    totalTrials: tot.count,
    averageScore: tot.avg === null ? null : Math.round(tot.avg * 100) / 100,
    totalEnrollment: Number(tot.enrollment),
    recommendationBreakdown,
    investmentBreakdown,
  };
}

/**
 * Without a filter, the statistics card is served through a stale-while-revalidate cache
 * (modules/analytics/analytics.cache.ts): on a large table the figures MAY BE UP TO
 * TABLE_STATS_CACHE.maxStaleMs (5 minutes) OLD, normally at most ~30 s plus one recomputation after
 * the trials table changed; small tables and filtered stats are always computed fresh.
 */
export const TABLE_STATS_CACHE: SwrOptions = DEFAULT_SWR;
const statsCaches = new WeakMap<Deps, SwrCache<TableStats>>();
const UNFILTERED = 'all';
const computeUnfiltered = (deps: Deps) => () => computeTableStats(deps.orm.em.fork().getKnex(), filterOf({}));

/** Statistics card of the table over the same filters (computeTableStats). */
export async function trialsTableStats(ctx: AppContext, input: { filter?: TableFilterInput | null }): Promise<TableStats> {
  const filter = filterOf(input.filter);
  if (!isUnfiltered(filter)) return computeTableStats(knexOf(ctx), filter);
  return cacheFor(statsCaches, ctx.deps, TABLE_STATS_CACHE).get(UNFILTERED, computeUnfiltered(ctx.deps));
}

/** Recomputes the unfiltered statistics card in the background (server start; after imports or seeds in this process). */
export function warmTableStats(deps: Deps): Promise<TableStats> {
  return cacheFor(statsCaches, deps, TABLE_STATS_CACHE).refresh(UNFILTERED, computeUnfiltered(deps));
}

/** What the table's filter bar offers: verdicts, phases and the completion date range. */
export async function trialsTableFilters(
  ctx: AppContext,
): Promise<{ investmentVerdicts: InvestmentVerdict[]; phases: PhaseCode[]; dateRange: { min: string | null; max: string | null } }> {
  const knex = knexOf(ctx);
  // Existence probes on the indexes (verdict btree, phases GIN, completion date btree): fast at 500 000 trials.
  const [verdicts, phases, [range]] = await Promise.all([
    knex.raw(`select v from unnest(?::text[]) with ordinality as x(v, i) where exists (select 1 from trials where investment_verdict = x.v) order by i`, [
      [...INVESTMENT_VERDICTS],
    ]),
    knex.raw(`select p from unnest(?::text[]) with ordinality as x(p, i) where exists (select 1 from trials where phases @> array[x.p]) order by i`, [
      [...PHASE_CODES],
    ]),
    knex('trials').select(knex.raw(`to_char(min(completion_date), 'YYYY-MM-DD') as min, to_char(max(completion_date), 'YYYY-MM-DD') as max`)),
  ]);
  return {
    investmentVerdicts: verdicts.rows.map((r: { v: InvestmentVerdict }) => r.v),
    phases: phases.rows.map((r: { p: PhaseCode }) => r.p),
    dateRange: { min: range.min ?? null, max: range.max ?? null },
  };
}
