import type { Connection } from '@mikro-orm/core';
import { continentTable } from './analytics.continents.js';

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
export interface TrialHighlight {
  nctId: string;
  briefTitle: string;
  leadSponsor: string;
  ticker: string | null;
  score: number;
  recommendation: string;
  investmentVerdict: string;
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

export async function computeSummary(conn: Connection, filters: SummaryFilters): Promise<AnalyticsSummary> {
  const w = whereOf(filters);
  const q = <T>(sql: string, extra: unknown[] = []) => conn.execute(sql, [...extra, ...w.params]) as Promise<T[]>;
  const highlight = `t.nct_id as "nctId", t.brief_title as "briefTitle", t.lead_sponsor_name as "leadSponsor", t.ticker, t.score, t.recommendation, t.investment_verdict as "investmentVerdict"`;

  const table = continentTable();
  const continentMap = JSON.stringify(Object.fromEntries(table.countries.map((c, i) => [c, table.continents[i]])));
  // Four scans instead of nine: the scalar group-bys share one GROUPING SETS scan, the array
  // columns one lateral unnest; the top-N cut is a window function in SQL.
  const [totals, grouped, unnested, continentRows, topOpportunities, topRisks] = await Promise.all([
    q<Record<string, unknown>>(
      `select count(*)::int as total, coalesce(sum(t.enrollment), 0)::bigint as total_enrollment, avg(t.enrollment)::float8 as avg_enrollment,
         percentile_cont(0.5) within group (order by t.enrollment) as median, min(t.enrollment) as min, max(t.enrollment) as max,
         greatest(max(t.updated_at), max(t.analyzed_at)) as last_update,
         to_char(min(t.start_date), 'YYYY-MM-DD') as start_min, to_char(max(t.start_date), 'YYYY-MM-DD') as start_max, count(t.start_date)::int as start_n,
         to_char(min(t.completion_date), 'YYYY-MM-DD') as end_min, to_char(max(t.completion_date), 'YYYY-MM-DD') as end_max, count(t.completion_date)::int as end_n,
         avg(t.score)::float8 as avg_score, count(t.score)::int as analyzed
       from trials t where ${w.sql}`,
    ),
    q<{ kind: string; name: string; count: number }>(
      `select kind, name, count from (
         select kind, name, count, row_number() over (partition by kind order by count desc, name) as rank from (
           select case when grouping(t.status) = 0 then 'status' when grouping(t.lead_sponsor_name) = 0 then 'sponsor'
                       when grouping(t.recommendation) = 0 then 'recommendation' else 'verdict' end as kind,
                  coalesce(t.status, t.lead_sponsor_name, t.recommendation, t.investment_verdict) as name, count(*)::int as count
           from trials t where ${w.sql}
           group by grouping sets ((t.status), (t.lead_sponsor_name), (t.recommendation), (t.investment_verdict))) g
         where name is not null) r
       where kind <> 'sponsor' or rank <= ${TOP_N} order by kind, rank`,
    ),
    q<{ kind: string; name: string; count: number }>(
      `select kind, name, count from (
         select kind, name, count, row_number() over (partition by kind order by count desc, name) as rank from (
           select x.kind, x.name, count(*)::int as count
           from trials t cross join lateral (
             select 'country' as kind, c as name from unnest(t.countries) c
             union all select 'condition', c from unnest(t.conditions) c
             union all select 'phase', p from unnest(t.phases) p) x
           where ${w.sql} group by x.kind, x.name) g) r
       where kind = 'phase' or rank <= ${TOP_N} order by kind, rank`,
    ),
    // A trial counts once per continent where it has a site (countries not in the map: 'Other').
    q<NameCount>(
      `with m as (select ?::jsonb as j)
       select x.continent as name, count(*)::int as count
       from trials t cross join m cross join lateral (select distinct coalesce(m.j ->> lower(c), 'Other') as continent from unnest(t.countries) c) x
       where ${w.sql} group by x.continent order by count desc, name`,
      [continentMap],
    ),
    q<TrialHighlight>(`select ${highlight} from trials t where t.recommendation = 'INVESTIR' and ${w.sql} order by t.score desc, t.nct_id limit ${HIGHLIGHTS_N}`),
    q<TrialHighlight>(
      `select ${highlight} from trials t where t.recommendation = 'NE_PAS_INVESTIR' and t.investment_verdict <> 'NON' and ${w.sql} order by t.score asc, t.nct_id limit ${HIGHLIGHTS_N}`,
    ),
  ]);
  const pick = (rows: { kind: string; name: string; count: number }[], kind: string): NameCount[] =>
    rows.filter((r) => r.kind === kind).map((r) => ({ name: String(r.name), count: Number(r.count) }));
  const topCountries = pick(unnested, 'country');
  const topConditions = pick(unnested, 'condition');
  const phases = pick(unnested, 'phase');
  const statusDistribution = pick(grouped, 'status');
  const topSponsors = pick(grouped, 'sponsor');
  const recommendations = pick(grouped, 'recommendation');
  const stockOpportunities = pick(grouped, 'verdict');
  const t = totals[0];
  const total = toNum(t.total);
  const hl = (rows: TrialHighlight[]) => rows.map((r) => ({ ...r, score: Number(r.score) }));
  return {
    overview: { totalTrials: total, totalEnrollment: toNum(t.total_enrollment), averageEnrollment: round1(toNum(t.avg_enrollment)), lastUpdate: iso(t.last_update) },
    topMetrics: { topCountries, topSponsors, statusDistribution, topConditions },
    geographic: { continents: continentRows.map((r) => ({ name: String(r.name), count: Number(r.count) })), topCountries },
    phases,
    enrollment: { total: toNum(t.total_enrollment), average: round1(toNum(t.avg_enrollment)), median: toNum(t.median), min: toNum(t.min), max: toNum(t.max) },
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
