import 'reflect-metadata';
import { Arg, Ctx, Int, Query, Resolver } from 'type-graphql';
import type { AppContext } from '../../context.js';
import { Public } from '../../graphql/public.js';
import { calendarMonth, calendarMonths } from './calendar.service.js';
import { CalendarFilterInput, CalendarMonthCountType, CalendarMonthType } from './calendar.types.js';
import type { ResolverClass } from '../../graphql/resolver-class.js';

@Resolver()
class CalendarResolver {
  @Public()
  @Query(() => CalendarMonthType, {
    description:
      "One month's trials by next catalyst (window in the month; the current month also carries open windows and overdue dates) and its regulatory events, at most 1000 of each.",
  })
  calendarMonth(
    @Ctx() ctx: AppContext,
    @Arg('month', () => String, { description: 'Month key YYYY-MM.' }) month: string,
    @Arg('filter', () => CalendarFilterInput, { nullable: true, description: 'Filters.' }) filter: CalendarFilterInput | null,
  ): Promise<CalendarMonthType> {
    return calendarMonth(ctx, { month, filter: filter ? { ...filter } : null });
  }

  @Public()
  @Query(() => [CalendarMonthCountType], { description: 'Trial and regulatory event counts per month, for count months from `from`.' })
  calendarMonths(
    @Ctx() ctx: AppContext,
    @Arg('from', () => String, { nullable: true, description: 'First month YYYY-MM (default: the current month).' }) from: string | null,
    @Arg('count', () => Int, { nullable: true, description: 'Number of months, 1 to 60 (default 60).' }) count: number | null,
    @Arg('filter', () => CalendarFilterInput, { nullable: true, description: 'Filters.' }) filter: CalendarFilterInput | null,
  ): Promise<CalendarMonthCountType[]> {
    return calendarMonths(ctx, { from, count, filter: filter ? { ...filter } : null });
  }
}

/** GraphQL adapter of the calendar module: resolver classes are added to this list. */
export const calendarResolvers: ResolverClass[] = [CalendarResolver];
