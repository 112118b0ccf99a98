import { defineModule } from '../../module.js';
import { syncResolvers } from './sync.resolver.js';
import { syncRoutes } from './sync.rest.js';
import { startConfiguredSync, stopConfiguredSync } from './sync.scheduler.js';

/** The incremental ClinicalTrials.gov sync (CTGOV_SYNC_INTERVAL) and its status. */
export const syncModule = defineModule({
  name: 'sync',
  resolvers: syncResolvers,
  routes: syncRoutes,
  jobs: [
    {
      // Off when CTGOV_SYNC_INTERVAL is unset; an interrupted run resumes next time.
      name: 'sync.scheduler',
      phase: 'once-listening',
      start: (deps, { databaseUrl }) => {
        startConfiguredSync(deps, databaseUrl);
        return { stop: () => stopConfiguredSync(deps) };
      },
    },
  ],
});
