import { defineModule } from '../../module.js';
import { catalystsPolicy } from './catalysts.policy.js';
import { catalystsResolvers } from './catalysts.resolver.js';
import { catalystsRoutes } from './catalysts.rest.js';

/** The catalyst screen (issue 30): trial readouts and regulatory events in one list, with its CSV and .ics exports. */
export const catalystsModule = defineModule({
  name: 'catalysts',
  resolvers: catalystsResolvers,
  routes: catalystsRoutes,
  policies: catalystsPolicy,
});
