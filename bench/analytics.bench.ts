import { getSummary } from '../api/src/modules/analytics/analytics.service.js';
import { computeSummary, type AnalyticsSummary, type SummaryFilters } from '../api/src/modules/analytics/analytics.summary.js';
import type { AppContext } from '../api/src/context.js';
import { inMemorySummary, type InMemorySummary } from './analytics.baseline.js';
import type { BenchDb } from './db.js';
import { planSummary, statementTimes } from './plans.js';
import { ms, type Figure } from './report.js';
import { ratio, rssMb, time } from './stats.js';

/** Where the SQL summary and the in-memory computation disagree (empty: they agree). */
function disagreements(s: AnalyticsSummary, m: InMemorySummary): string[] {
  const out: string[] = [];
  const eq = (name: string, a: unknown, b: unknown) => {
    if (JSON.stringify(a) !== JSON.stringify(b)) out.push(`${name}: SQL ${JSON.stringify(a)} vs memory ${JSON.stringify(b)}`);
  };
  const pairs = (l: { name: string; count: number }[]) => l.map((x) => [x.name, x.count]);
  eq('totalTrials', s.overview.totalTrials, m.totalTrials);
  eq('totalEnrollment', s.enrollment.total, m.totalEnrollment);
  eq('median', s.enrollment.median, m.medianEnrollment);
  eq('min/max', [s.enrollment.min, s.enrollment.max], [m.minEnrollment, m.maxEnrollment]);
  eq('averageScore', s.investmentInsights.averageScore, m.averageScore);
  eq('statusDistribution', pairs(s.topMetrics.statusDistribution), m.statusDistribution);
  eq('topSponsors', pairs(s.topMetrics.topSponsors), m.topSponsors);
  eq('topCountries', pairs(s.topMetrics.topCountries), m.topCountries);
  eq('topConditions', pairs(s.topMetrics.topConditions), m.topConditions);
  eq('phases', pairs(s.phases), m.phases);
  eq('continents', pairs(s.geographic.continents), m.continents);
  eq('recommendations', pairs(s.investmentInsights.recommendations), m.recommendations);
  eq('stockOpportunities', pairs(s.investmentInsights.stockOpportunities), m.verdicts);
  eq('startDateRange', [s.dates.startDateRange.earliest, s.dates.startDateRange.latest, s.dates.startDateRange.count], m.startRange);
  eq('completionDateRange', [s.dates.completionDateRange.earliest, s.dates.completionDateRange.latest, s.dates.completionDateRange.count], m.completionRange);
  return out;
}

/** The SQL summary itself, bypassing the service's short-lived cache of slow summaries. */
const sqlSummary = (ctx: AppContext, f: SummaryFilters = {}) => computeSummary(ctx.em.getConnection(), f);

/**
 * The analytics summary's SQL (computeSummary, what getSummary runs on a cache miss) against
 * (a) the naive way: loading the summary's columns of every trial and aggregating in JavaScript,
 * and (b) the same SQL with indexes disabled. The in-memory result is compared with the SQL one.
 * getSummary itself (the service both transports call) keeps summaries slower than 500 ms for
 * 30 s: measured separately, against its own cache misses.
 */
export async function benchAnalytics(db: BenchDb, opts: { runs: number; baselineRuns: number; maxRows: number }): Promise<Figure[]> {
  const conn = db.deps.orm.em.getConnection();
  const summary = await sqlSummary(db.ctx());
  const rssBefore = rssMb();
  let mem = await inMemorySummary(conn, opts.maxRows);
  const rssAfter = rssMb();
  const diff = disagreements(summary, mem);
  const measured = await time(() => sqlSummary(db.ctx()), {
    runs: opts.runs,
    warmup: 1,
  });
  const inMemory = await time(async () => (mem = await inMemorySummary(conn, opts.maxRows)), { runs: opts.baselineRuns, warmup: 0 });
  const noIndex = await time(() => sqlSummary(db.noIndexCtx()), {
    runs: opts.baselineRuns,
    warmup: 0,
  });
  const partial = mem.rowsLoaded < summary.overview.totalTrials;
  const ranged = {
    dateFrom: summary.dates.startDateRange.latest ? `${summary.dates.startDateRange.latest.slice(0, 4)}-01-01` : null,
  };
  const rangedMeasured = await time(() => sqlSummary(db.ctx(), ranged), {
    runs: opts.runs,
    warmup: 1,
  });
  const rangedNoIndex = await time(() => sqlSummary(db.noIndexCtx(), ranged), {
    runs: opts.baselineRuns,
    warmup: 0,
  });
  const service = await time(() => getSummary(db.ctx(), {}), { runs: opts.runs, warmup: 1 });
  // Where the time goes: each statement of the summary run alone, one after the other.
  const statements = await statementTimes(db.deps.orm, () => sqlSummary(db.ctx()));
  return [
    {
      section: '3. analyticsSummary',
      name: 'summary over all trials (SQL aggregates)',
      value: ms(measured),
      baseline: `${partial ? `bounded sample of ${mem.rowsLoaded.toLocaleString('en-US')} rows` : 'all rows'} loaded + aggregated in JS: ${ms(inMemory)}`,
      ratio: ratio(inMemory.medianMs, measured.medianMs),
      ratioMeaning: 'speed-up over loading trials into memory',
      measured,
      baselineMeasured: {
        ...inMemory,
        rowsLoaded: mem.rowsLoaded,
        rssGrowthMb: rssAfter - rssBefore,
      },
      notes: [
        diff.length ? `SQL and in-memory results DISAGREE: ${diff.join('; ')}` : 'the in-memory computation gives the same numbers as the SQL summary',
        `loading the rows grew RSS by ${rssAfter - rssBefore} MB`,
        ...statements.map((x) => `statement alone: ${x.ms} ms — ${x.sql}`),
      ],
      plans: {
        measured: await planSummary(db.deps.orm, () => sqlSummary(db.ctx())),
      },
    },
    {
      section: '3. analyticsSummary',
      name: 'summary over all trials, indexes disabled',
      value: ms(measured),
      baseline: `same SQL, sequential scans only: ${ms(noIndex)}`,
      ratio: ratio(noIndex.medianMs, measured.medianMs),
      ratioMeaning: 'speed-up over the no-index run (≈1: full-table aggregates need no index)',
      measured,
      baselineMeasured: noIndex,
      plans: {
        baseline: await planSummary(db.noIndexDeps.orm, () => sqlSummary(db.noIndexCtx())),
      },
    },
    {
      section: '3. analyticsSummary',
      name: `summary, start date from ${ranged.dateFrom}`,
      value: ms(rangedMeasured),
      baseline: `same SQL, sequential scans only: ${ms(rangedNoIndex)}`,
      ratio: ratio(rangedNoIndex.medianMs, rangedMeasured.medianMs),
      ratioMeaning: 'speed-up over the no-index run',
      measured: rangedMeasured,
      baselineMeasured: rangedNoIndex,
      plans: {
        measured: await planSummary(db.deps.orm, () => sqlSummary(db.ctx(), ranged)),
      },
    },
    {
      section: '3. analyticsSummary',
      name: 'getSummary service, repeated calls',
      value: ms(service),
      baseline: `its SQL on every call: ${ms(measured)}`,
      ratio: ratio(measured.medianMs, service.medianMs),
      ratioMeaning: "speed-up from the service's 30-s cache (only summaries slower than 500 ms are kept)",
      measured: service,
      baselineMeasured: measured,
    },
  ];
}
