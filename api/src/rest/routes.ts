import { alertsRoutes } from '../modules/alerts/alerts.rest.js';
import { analysisRoutes } from '../modules/analysis/analysis.rest.js';
import { analyticsRoutes } from '../modules/analytics/analytics.rest.js';
import { authRoutes } from '../modules/auth/auth.rest.js';
import { calendarRoutes } from '../modules/calendar/calendar.rest.js';
import { changesRoutes } from '../modules/changes/changes.rest.js';
import { commentsRoutes } from '../modules/comments/comments.rest.js';
import { companiesRoutes } from '../modules/companies/companies.rest.js';
import { reactionsRoutes } from '../modules/reactions/reactions.rest.js';
import { stocksRoutes } from '../modules/stocks/stocks.rest.js';
import { syncRoutes } from '../modules/sync/sync.rest.js';
import { trialsRoutes } from '../modules/trials/trials.rest.js';
import { watchlistRoutes } from '../modules/watchlist/watchlist.rest.js';
import type { RestRoute } from './route.js';

/**
 * The spec's REST calls under /api, thin facades over the same services as GraphQL. Order matters
 * where paths overlap: specific routes (e.g. /trials/popular) before /trials/:id. The OpenAPI
 * document is generated from this same list.
 */
export const REST_ROUTES: readonly RestRoute[] = [
  ...authRoutes,
  ...reactionsRoutes,
  ...trialsRoutes,
  ...calendarRoutes,
  ...commentsRoutes,
  ...stocksRoutes,
  ...analysisRoutes,
  ...analyticsRoutes,
  ...changesRoutes,
  ...syncRoutes,
  ...companiesRoutes,
  ...watchlistRoutes,
  ...alertsRoutes,
];
