import type { Connection } from '@mikro-orm/core';
import type { InvestmentVerdict } from '../../domain/sponsor.js';
import type { Recommendation } from '../../domain/analysis.js';

/**
 * The analytics summary (spec section 3), computed with SQL aggregates over the trials table,
 * never by loading trials into memory. The date filter keeps trials whose start date falls in
 * [dateFrom, dateTo] (inclusive); with a bound set, undated trials are left out.
 */
export interface NameCount {
  name: string;
  count: number;
}
export interface DateRange {
  earliest: string | null;
  latest: string | null;
  count: number;
}
/** A highlighted trial (rated INVESTIR or NE_PAS_INVESTIR, so analysed: recommendation and score are set). */
export interface TrialHighlight {
  nctId: string;
  briefTitle: string;
  leadSponsor: string;
  ticker: string | null;
  score: number;
  recommendation: Recommendation;
  investmentVerdict: InvestmentVerdict;
}
export interface AnalyticsSummary {
  overview: { totalTrials: number; totalEnrollment: number; averageEnrollment: number; lastUpdate: string | null };
  topMetrics: { topCountries: NameCount[]; topSponsors: NameCount[]; statusDistribution: NameCount[]; topConditions: NameCount[] };
  geographic: { continents: NameCount[]; topCountries: NameCount[] };
  phases: NameCount[];
  enrollment: { total: number; average: number; median: number; min: number; max: number };
  investmentInsights: {
    recommendations: NameCount[];
    stockOpportunities: NameCount[];
    topRisks: TrialHighlight[];
    topOpportunities: TrialHighlight[];
    averageScore: number;
    analyzedTrials: number;
  };
  dates: { startDateRange: DateRange; completionDateRange: DateRange };
}

export interface SummaryFilters {
  dateFrom?: string | null;
  dateTo?: string | null;
}

export const TOP_N = 10;
export const HIGHLIGHTS_N = 5;

function whereOf(f: SummaryFilters): { sql: string; params: unknown[] } {
  const parts: string[] = [];
  const params: unknown[] = [];
  if (f.dateFrom) {
    parts.push('t.start_date >= ?::date');
    params.push(f.dateFrom);
  }
  if (f.dateTo) {
    parts.push('t.start_date <= ?::date');
    params.push(f.dateTo);
  }
  return { sql: parts.length ? parts.join(' and ') : 'true', params };
}

const round1 = (x: number) => Math.round(x * 10) / 10;
const toNum = (v: unknown) => (v === null || v === undefined ? 0 : Number(v));
const iso = (v: unknown) => (v === null || v === undefined ? null : v instanceof Date ? v.toISOString() : String(v));

/** One row of the two aggregate scans: a (kind, name) group and its count; kind 'total' carries the totals. */
type GroupRow = { kind: string; name: string | null; count: number } & Record<string, unknown>;

/** Exact median (as percentile_cont(0.5)), sum, min and max of a histogram of integer values. */
export function histogramStats(bins: { value: number; count: number }[]): { n: number; sum: number; min: number; max: number; median: number } {
  const sorted = [...bins].sort((a, b) => a.value - b.value);
  const n = sorted.reduce((acc, b) => acc + b.count, 0);
  if (!n) return { n: 0, sum: 0, min: 0, max: 0, median: 0 };
  const at = (k: number) => {
    let seen = 0;
    for (const b of sorted) {
      seen += b.count;
      if (k < seen) return b.value;
    }
    return sorted[sorted.length - 1].value;
  };
  const median = n % 2 ? at((n - 1) / 2) : (at(n / 2 - 1) + at(n / 2)) / 2;
  return { n, sum: sorted.reduce((acc, b) => acc + b.value * b.count, 0), min: sorted[0].value, max: sorted[sorted.length - 1].value, median };
}

/**
 * Two scans of the trials table (run concurrently) plus two index-backed top-5 queries:
 * 1. the scalar columns: one GROUPING SETS pass gives the totals (grouping set `()`), the status,
 *    sponsor, recommendation and verdict breakdowns and the enrollment histogram (distinct values
 *    and their counts, from which the exact median, sum, min and max are derived; no sort of the
 *    whole table as percentile_cont needs);
 * 2. the array columns: countries, conditions, phases and continents (`trials.continents`, derived
 *    on upsert) unnested side by side in the select list (one ProjectSet node, no per-row lateral
 *    subquery) and counted in one hashed GROUPING SETS pass.
 * Only the top-N cut of sponsors, countries and conditions is returned (window function in SQL).
 */
export async function computeSummary(conn: Connection, filters: SummaryFilters): Promise<AnalyticsSummary> {
  const w = whereOf(filters);
  const q = <T>(sql: string) => conn.execute(sql, [...w.params]) as Promise<T[]>;
  const highlight = `t.nct_id as "nctId", t.brief_title as "briefTitle", t.lead_sponsor_name as "leadSponsor", t.ticker, t.score, t.recommendation, t.investment_verdict as "investmentVerdict"`;
  const topCut = (inner: string) =>
    `select * from (select g.*, row_number() over (partition by g.kind order by g.count desc, g.name) as rank from (${inner}) g where g.name is not null or g.kind = 'total') r
     where r.kind not in ('sponsor', 'country', 'condition') or r.rank <= ${TOP_N} order by r.kind, r.rank`;
  const [grouped, unnested, topOpportunities, topRisks] = await Promise.all([
    q<GroupRow>(
      topCut(`select case when grouping(t.status) = 0 then 'status' when grouping(t.lead_sponsor_name) = 0 then 'sponsor'
                when grouping(t.recommendation) = 0 then 'recommendation' when grouping(t.investment_verdict) = 0 then 'verdict'
                when grouping(t.enrollment) = 0 then 'enrollment' else 'total' end as kind,
              coalesce(t.status, t.lead_sponsor_name, t.recommendation, t.investment_verdict, t.enrollment::text) as name, count(*)::int as count,
              greatest(max(t.updated_at), max(t.analyzed_at)) as last_update,
              to_char(min(t.start_date), 'YYYY-MM-DD') as start_min, to_char(max(t.start_date), 'YYYY-MM-DD') as start_max, count(t.start_date)::int as start_n,
              to_char(min(t.completion_date), 'YYYY-MM-DD') as end_min, to_char(max(t.completion_date), 'YYYY-MM-DD') as end_max, count(t.completion_date)::int as end_n,
              avg(t.score)::float8 as avg_score, count(t.score)::int as analyzed
            from trials t where ${w.sql}
            group by grouping sets ((), (t.status), (t.lead_sponsor_name), (t.recommendation), (t.investment_verdict), (t.enrollment))`),
    ),
    // Parallel unnests in one select list yield max(cardinality) rows per trial, shorter arrays
    // padded with NULL; each grouping set drops its NULL group, so every element counts once.
    q<GroupRow>(
      topCut(`select case when grouping(x.c) = 0 then 'country' when grouping(x.d) = 0 then 'condition' when grouping(x.p) = 0 then 'phase' else 'continent' end as kind,
              coalesce(x.c, x.d, x.p, x.k) as name, count(*)::int as count
            from (select unnest(t.countries) as c, unnest(t.conditions) as d, unnest(t.phases) as p, unnest(t.continents) as k from trials t where ${w.sql}) x
            group by grouping sets ((x.c), (x.d), (x.p), (x.k))`),
    ),
    q<TrialHighlight>(
      `select ${highlight} from trials t where t.recommendation = 'INVESTIR' and ${w.sql} order by t.score desc, t.nct_id limit ${HIGHLIGHTS_N}`,
    ),
    q<TrialHighlight>(
      `select ${highlight} from trials t where t.recommendation = 'NE_PAS_INVESTIR' and t.investment_verdict <> 'NON' and ${w.sql} order by t.score asc, t.nct_id limit ${HIGHLIGHTS_N}`,
    ),
  ]);
  const pick = (rows: GroupRow[], kind: string): NameCount[] =>
    rows.filter((r) => r.kind === kind).map((r) => ({ name: String(r.name), count: Number(r.count) }));
  const topCountries = pick(unnested, 'country');
  const topConditions = pick(unnested, 'condition');
  const phases = pick(unnested, 'phase');
  const statusDistribution = pick(grouped, 'status');
  const topSponsors = pick(grouped, 'sponsor');
  const recommendations = pick(grouped, 'recommendation');
  const stockOpportunities = pick(grouped, 'verdict');
  const t = grouped.find((r) => r.kind === 'total') ?? ({} as GroupRow);
  const total = toNum(t.count);
  const e = histogramStats(grouped.filter((r) => r.kind === 'enrollment').map((r) => ({ value: Number(r.name), count: Number(r.count) })));
  const averageEnrollment = e.n ? round1(e.sum / e.n) : 0;
  const hl = (rows: TrialHighlight[]) => rows.map((r) => ({ ...r, score: Number(r.score) }));
  return {
    overview: { totalTrials: total, totalEnrollment: e.sum, averageEnrollment, lastUpdate: iso(t.last_update) },
    topMetrics: { topCountries, topSponsors, statusDistribution, topConditions },
    geographic: { continents: pick(unnested, 'continent'), topCountries },
    phases,
    enrollment: { total: e.sum, average: averageEnrollment, median: e.median, min: e.min, max: e.max },
    investmentInsights: {
      recommendations,
      stockOpportunities,
      topRisks: hl(topRisks),
      topOpportunities: hl(topOpportunities),
      averageScore: round1(toNum(t.avg_score)),
      analyzedTrials: toNum(t.analyzed),
    },
    dates: {
      startDateRange: { earliest: (t.start_min as string | null) ?? null, latest: (t.start_max as string | null) ?? null, count: toNum(t.start_n) },
      completionDateRange: { earliest: (t.end_min as string | null) ?? null, latest: (t.end_max as string | null) ?? null, count: toNum(t.end_n) },
    },
  };
}
