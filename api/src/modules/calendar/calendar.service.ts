import type { AppContext } from '../../context.js';
import { knexOf, rowToTrial, trialSelect } from '../trials/trials.rows.js';
import { applyTableFilter, tableFilterSchema } from '../trials/trials.table.js';
import type { TrialType } from '../trials/trials.types.js';
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

function parseFilter(filter: unknown) {
  const f = calendarFilterSchema.parse(filter ?? {});
  return tableFilterSchema.parse({ ...f });
}

/** Trials completing in `month` (YYYY-MM), earliest first, with the calendar filters. */
export async function calendarMonth(
  ctx: AppContext,
  input: { month: string; filter?: CalendarFilterInput | null },
): Promise<{ month: string; count: number; trials: TrialType[] }> {
  const month = monthSchema.parse(input.month);
  const filter = parseFilter(input.filter);
  const knex = knexOf(ctx);
  const rows = await applyTableFilter(knex('trials as t').select(trialSelect(knex)), filter)
    .where('t.completion_date', '>=', firstDay(month))
    .where('t.completion_date', '<', firstDay(addMonths(month, 1)))
    .orderByRaw('t.completion_date asc, t.nct_id asc')
    .limit(CALENDAR_MONTH_LIMIT);
  const trials = rows.map(rowToTrial);
  return { month, count: trials.length, trials };
}

/** Trial counts per month for `count` months from `from` (default: the current month), in one query. */
export async function calendarMonths(
  ctx: AppContext,
  input: { from?: string | null; count?: number | null; filter?: CalendarFilterInput | null },
): Promise<{ month: string; count: number }[]> {
  const from = monthSchema.parse(input.from ?? currentMonth());
  const count = monthCountSchema.parse(input.count ?? undefined);
  const filter = parseFilter(input.filter);
  const knex = knexOf(ctx);
  const rows: { month: string; n: number }[] = await applyTableFilter(
    knex('trials as t').select(knex.raw(`to_char(t.completion_date, 'YYYY-MM') as month, count(*)::int as n`)),
    filter,
  )
    .where('t.completion_date', '>=', firstDay(from))
    .where('t.completion_date', '<', firstDay(addMonths(from, count)))
    .groupByRaw('1');
  const byMonth = new Map(rows.map((r) => [r.month, r.n]));
  return Array.from({ length: count }, (_, i) => {
    const month = addMonths(from, i);
    return { month, count: byMonth.get(month) ?? 0 };
  });
}
