import { defineModule } from '../../module.js';
import { CalendarFeed, Watch } from './watchlist.entity.js';
import { watchlistPolicy } from './watchlist.policy.js';
import { watchlistResolvers } from './watchlist.resolver.js';
import { watchlistRoutes } from './watchlist.rest.js';

/** Watched trials and companies, and their private calendar feeds. */
export const watchlistModule = defineModule({
  name: 'watchlist',
  resolvers: watchlistResolvers,
  routes: watchlistRoutes,
  entities: [Watch, CalendarFeed],
  policies: watchlistPolicy,
});
