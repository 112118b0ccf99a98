import { defineModule } from '../../module.js';
import { TrialChange } from './changes.entity.js';
import { changesLoader } from './changes.loaders.js';
import { changesResolvers } from './changes.resolver.js';
import { changesRoutes } from './changes.rest.js';

/** What each import changed in a trial's registry record. */
export const changesModule = defineModule({
  name: 'changes',
  resolvers: changesResolvers,
  routes: changesRoutes,
  entities: [TrialChange],
  loaders: [changesLoader],
});
