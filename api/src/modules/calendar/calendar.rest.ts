import type { Request, Router } from 'express';
import type { Deps } from '../../deps.js';
import { handle, queryString } from '../../rest/handler.js';
import { intParam, listParam } from '../trials/trials.params.js';
import { presentTableRow } from '../trials/trials.presenter.js';
import { calendarIcsRoute } from './calendar.ics.js';
import { calendarMonth, calendarMonths, type CalendarFilterInput } from './calendar.service.js';

const filterOf = (req: Request): CalendarFilterInput => ({
  investmentVerdict: queryString(req, 'investissement_bourse'),
  recommendation: queryString(req, 'recommendation'),
  phases: listParam(req, 'phase'),
});

/** REST facades of the calendar module, mounted under /api (the spec's calendar itself reads /trials-table). */
export function calendarRoutes(router: Router, deps: Deps): void {
  calendarIcsRoute(router, deps); // GET /api/calendar.ics (helper H8b)
  router.get(
    '/calendar/months',
    handle(deps, async (ctx, req) => ({
      success: true,
      months: await calendarMonths(ctx, { from: queryString(req, 'from'), count: intParam(req, 'count'), filter: filterOf(req) }),
    })),
  );
  router.get(
    '/calendar/months/:month',
    handle(deps, async (ctx, req) => {
      const m = await calendarMonth(ctx, { month: String(req.params.month), filter: filterOf(req) });
      return { success: true, month: m.month, count: m.count, data: m.trials.map(presentTableRow) };
    }),
  );
}
