import type { AppContext } from '../api/src/context.js';
import { calendarMonth, calendarMonths, currentMonth } from '../api/src/modules/calendar/calendar.service.js';
import { popularTrials, upcomingTrials, getTrial } from '../api/src/modules/trials/trials.service.js';
import { computeTableStats, tableFilterSchema, trialsTable, trialsTableStats } from '../api/src/modules/trials/trials.table.js';
import type { BenchDb } from './db.js';
import { planSummary } from './plans.js';
import { fmt, ms, type Figure } from './report.js';
import { ratio, time, type Timing } from './stats.js';

interface PageCase {
  name: string;
  call: (ctx: AppContext) => Promise<unknown>;
  size: (r: unknown) => string;
}

const len = (r: unknown) => `${(r as unknown[]).length} rows`;

/**
 * The screens' queries through their service functions. Two baselines: the unit cost of a
 * primary-key lookup of one trial (getTrial), and the same call with indexes disabled.
 */
export async function benchPages(db: BenchDb, nctId: string, opts: { runs: number; baselineRuns: number }): Promise<Figure[]> {
  const cases: PageCase[] = [
    {
      name: 'trialsTable default page (25, analyzedAt desc)',
      call: (c) => trialsTable(c, {}),
      size: (r) => `${(r as { rows: unknown[] }).rows.length} rows`,
    },
    {
      name: 'trialsTable 100 rows, page 200',
      call: (c) => trialsTable(c, { limit: 100, page: 200 }),
      size: (r) => `${(r as { rows: unknown[] }).rows.length} rows`,
    },
    {
      name: 'trialsTable sorted by score, verdict OUI',
      call: (c) =>
        trialsTable(c, {
          sortBy: 'score',
          filter: { investmentVerdict: 'OUI' },
        }),
      size: (r) => `${(r as { rows: unknown[] }).rows.length} rows`,
    },
    {
      // The SQL itself: the service serves the unfiltered stats from a stale-while-revalidate cache.
      name: 'trialsTableStats (no filter), uncached SQL',
      call: (c) => computeTableStats(c.em.getKnex(), tableFilterSchema.parse({})),
      size: () => 'stats',
    },
    {
      name: 'trialsTableStats service (no filter, cached when slow)',
      call: (c) => trialsTableStats(c, {}),
      size: () => 'stats',
    },
    {
      name: 'calendarMonths(60)',
      call: (c) => calendarMonths(c, { count: 60 }),
      size: len,
    },
    {
      name: 'calendarMonth(current month)',
      call: (c) => calendarMonth(c, { month: currentMonth() }),
      size: (r) => `${(r as { count: number }).count} trials`,
    },
    {
      name: 'upcomingTrials (14 days)',
      call: (c) => upcomingTrials(c, {}),
      size: len,
    },
    {
      name: 'popularTrials (10)',
      call: (c) => popularTrials(c, {}),
      size: len,
    },
  ];
  const unit = await time(() => getTrial(db.ctx(), nctId), {
    runs: opts.runs * 2,
    warmup: 3,
  });
  const figures: Figure[] = [
    {
      section: '4. Screens',
      name: `unit: getTrial("${nctId}") primary-key lookup`,
      value: ms(unit),
      baseline: '(the unit of the ratios below)',
      ratio: 1,
      ratioMeaning: 'multiples of one primary-key lookup',
      measured: unit,
    },
  ];
  for (const c of cases) {
    const sample = await c.call(db.ctx());
    const measured = await time(() => c.call(db.ctx()), {
      runs: opts.runs,
      warmup: 2,
    });
    const noIndex: Timing = await time(() => c.call(db.noIndexCtx()), {
      runs: opts.baselineRuns,
      warmup: 1,
    });
    figures.push({
      section: '4. Screens',
      name: `${c.name} → ${c.size(sample)}`,
      value: ms(measured),
      baseline: `${fmt(unit.medianMs)} ms PK lookup; no index: ${ms(noIndex)}`,
      ratio: ratio(measured.medianMs, unit.medianMs),
      ratioMeaning: `multiples of one PK lookup; speed-up over no index: ${ratio(noIndex.medianMs, measured.medianMs)}×`,
      measured,
      baselineMeasured: {
        unit,
        noIndex,
        speedUpOverNoIndex: ratio(noIndex.medianMs, measured.medianMs),
      },
      plans: {
        measured: await planSummary(db.deps.orm, () => c.call(db.ctx())),
      },
    });
  }
  return figures;
}
