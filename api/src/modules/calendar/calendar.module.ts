import { defineModule } from '../../module.js';
import { calendarResolvers } from './calendar.resolver.js';
import { calendarRoutes } from './calendar.rest.js';

/** The catalyst calendar and its iCalendar feed. */
export const calendarModule = defineModule({
  name: 'calendar',
  resolvers: calendarResolvers,
  routes: calendarRoutes,
});
