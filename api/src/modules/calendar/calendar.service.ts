import type { AppContext } from '../../context.js';
import { knexOf, rowToTrial, trialSelect } from '../trials/trials.rows.js';
import { applyTableFilter, tableFilterSchema } from '../trials/trials.table.js';
import type { TrialType } from '../trials/trials.types.js';
import { todayUtc } from '../trials/trials.validation.js';
import { listedMonthStart, orderListed, whereListedIn, type CatalystFilter } from './calendar.catalysts.js';
import { CALENDAR_MONTH_LIMIT, calendarFilterSchema, monthCountSchema, monthSchema, type CalendarFilterInput } from './calendar.validation.js';

export { CALENDAR_MAX_MONTHS, CALENDAR_MONTH_LIMIT, calendarFilterSchema, type CalendarFilterInput } from './calendar.validation.js';

/** 'YYYY-MM' plus n months → 'YYYY-MM'. */
export function addMonths(month: string, n: number): string {
  const [y, m] = month.split('-').map(Number);
  const i = y * 12 + (m - 1) + n;
  return `${String(Math.floor(i / 12)).padStart(4, '0')}-${String((i % 12) + 1).padStart(2, '0')}`;
}
const firstDay = (month: string) => `${month}-01`;
export const currentMonth = () => new Date().toISOString().slice(0, 7);

/** The table's filters (verdict, recommendation, phases) and the catalyst filters (kind, confidence). */
export function parseCalendarFilter(filter: unknown) {
  const { catalystKinds, confidences, ...f } = calendarFilterSchema.parse(filter ?? {});
  const catalyst: CatalystFilter = { catalystKinds, confidences };
  return { table: tableFilterSchema.parse({ ...f }), catalyst };
}

/**
 * Trials whose next catalyst is listed in `month` (YYYY-MM; the current month also carries open
 * windows and overdue dates, see calendar.catalysts.ts), with the calendar filters.
 */
export async function calendarMonth(
  ctx: AppContext,
  input: { month: string; filter?: CalendarFilterInput | null },
): Promise<{ month: string; count: number; trials: TrialType[] }> {
  const month = monthSchema.parse(input.month);
  const { table, catalyst } = parseCalendarFilter(input.filter);
  const knex = knexOf(ctx);
  const today = todayUtc();
  const q = applyTableFilter(knex('trials as t').select(trialSelect(knex)), table);
  whereListedIn(q, firstDay(month), firstDay(addMonths(month, 1)), today, catalyst);
  const rows = await orderListed(q, today).limit(CALENDAR_MONTH_LIMIT);
  const trials = rows.map(rowToTrial);
  return { month, count: trials.length, trials };
}

/** Counts of trials whose next catalyst is listed in each of `count` months from `from` (default: the current month), in one query. */
export async function calendarMonths(
  ctx: AppContext,
  input: { from?: string | null; count?: number | null; filter?: CalendarFilterInput | null },
): Promise<{ month: string; count: number }[]> {
  const from = monthSchema.parse(input.from ?? currentMonth());
  const count = monthCountSchema.parse(input.count ?? undefined);
  const { table, catalyst } = parseCalendarFilter(input.filter);
  const knex = knexOf(ctx);
  const today = todayUtc();
  const listed = listedMonthStart(today);
  const q = applyTableFilter(knex('trials as t').select(knex.raw(`to_char(${listed.sql}, 'YYYY-MM') as month, count(*)::int as n`, listed.bindings)), table);
  const rows: { month: string; n: number }[] = await whereListedIn(q, firstDay(from), firstDay(addMonths(from, count)), today, catalyst).groupByRaw('1');
  const byMonth = new Map(rows.map((r) => [r.month, r.n]));
  return Array.from({ length: count }, (_, i) => {
    const month = addMonths(from, i);
    return { month, count: byMonth.get(month) ?? 0 };
  });
}
