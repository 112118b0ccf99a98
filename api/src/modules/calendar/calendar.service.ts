import type { AppContext } from '../../context.js';
import { knexOf, rowToTrial, trialSelect } from '../trials/trials.rows.js';
import { applyTableFilter, tableFilterSchema } from '../trials/trials.table.js';
import type { TrialType } from '../trials/trials.types.js';
import { todayUtc } from '../trials/trials.validation.js';
import { eventCountsByMonth, eventsInWindow } from '../regulatory/regulatory.calendar.js';
import type { RegulatoryEventView } from '../regulatory/regulatory.queries.js';
import { listedMonthStart, orderListed, whereListedIn, type CatalystFilter } from './calendar.catalysts.js';
import { calendarScope, regulatoryWindow, type RegulatoryFilter } from './calendar.regulatory.js';
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

/** The table's filters (verdict, recommendation, phases), the catalyst filters (kind, confidence) and the regulatory ones, with what they show. */
export function parseCalendarFilter(filter: unknown) {
  const { catalystKinds, confidences, regulatoryKinds, regulatoryConfidences, ...f } = calendarFilterSchema.parse(filter ?? {});
  const catalyst: CatalystFilter = { catalystKinds, confidences };
  const regulatory: RegulatoryFilter = { regulatoryKinds, regulatoryConfidences };
  return { table: tableFilterSchema.parse({ ...f }), catalyst, regulatory, scope: calendarScope(catalyst, regulatory) };
}

export interface CalendarMonthResult {
  month: string;
  /** Trials plus regulatory events. */
  count: number;
  trialCount: number;
  regulatoryCount: number;
  trials: TrialType[];
  regulatoryEvents: RegulatoryEventView[];
}

/**
 * Trials whose next catalyst is listed in `month` (YYYY-MM; the current month also carries open
 * windows and overdue dates, see calendar.catalysts.ts) and the regulatory events dated in it, with
 * the calendar filters (calendar.regulatory.ts).
 */
export async function calendarMonth(ctx: AppContext, input: { month: string; filter?: CalendarFilterInput | null }): Promise<CalendarMonthResult> {
  const month = monthSchema.parse(input.month);
  const { table, catalyst, regulatory, scope } = parseCalendarFilter(input.filter);
  const knex = knexOf(ctx);
  const today = todayUtc();
  const start = firstDay(month);
  const end = firstDay(addMonths(month, 1));
  const readTrials = async () => {
    if (!scope.readouts) return [];
    const q = applyTableFilter(knex('trials as t').select(trialSelect(knex)), table);
    whereListedIn(q, start, end, today, catalyst);
    return (await orderListed(q, today).limit(CALENDAR_MONTH_LIMIT)).map(rowToTrial);
  };
  const readEvents = () => (scope.regulatory ? eventsInWindow(ctx.em, regulatoryWindow(knex, table, regulatory, start, end), CALENDAR_MONTH_LIMIT) : []);
  const [trials, regulatoryEvents] = await Promise.all([readTrials(), readEvents()]);
  return {
    month,
    count: trials.length + regulatoryEvents.length,
    trialCount: trials.length,
    regulatoryCount: regulatoryEvents.length,
    trials,
    regulatoryEvents,
  };
}

export interface CalendarMonthCount {
  month: string;
  /** Trials plus regulatory events. */
  count: number;
  trialCount: number;
  regulatoryCount: number;
}

/**
 * Counts of trials whose next catalyst is listed in each of `count` months from `from` (default: the
 * current month) and of the regulatory events dated in them: one query each.
 */
export async function calendarMonths(
  ctx: AppContext,
  input: { from?: string | null; count?: number | null; filter?: CalendarFilterInput | null },
): Promise<CalendarMonthCount[]> {
  const from = monthSchema.parse(input.from ?? currentMonth());
  const count = monthCountSchema.parse(input.count ?? undefined);
  const { table, catalyst, regulatory, scope } = parseCalendarFilter(input.filter);
  const knex = knexOf(ctx);
  const today = todayUtc();
  const start = firstDay(from);
  const end = firstDay(addMonths(from, count));
  const readTrials = async () => {
    if (!scope.readouts) return new Map<string, number>();
    const listed = listedMonthStart(today);
    const q = applyTableFilter(knex('trials as t').select(knex.raw(`to_char(${listed.sql}, 'YYYY-MM') as month, count(*)::int as n`, listed.bindings)), table);
    const rows: { month: string; n: number }[] = await whereListedIn(q, start, end, today, catalyst).groupByRaw('1');
    return new Map(rows.map((r) => [r.month, r.n]));
  };
  const readEvents = async () =>
    scope.regulatory ? eventCountsByMonth(ctx.em, regulatoryWindow(knex, table, regulatory, start, end)) : new Map<string, number>();
  const [trials, events] = await Promise.all([readTrials(), readEvents()]);
  return Array.from({ length: count }, (_, i) => {
    const month = addMonths(from, i);
    const trialCount = trials.get(month) ?? 0;
    const regulatoryCount = events.get(month) ?? 0;
    return { month, count: trialCount + regulatoryCount, trialCount, regulatoryCount };
  });
}
