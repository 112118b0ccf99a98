import { defineModule } from '../../module.js';
import { AnalyticsSnapshot } from './analytics.entity.js';
import { AnalyticsSummaryOut, SnapshotOut } from './analytics.outputs.js';
import { analyticsPolicy } from './analytics.policy.js';
import { analyticsResolvers } from './analytics.resolver.js';
import { analyticsRoutes } from './analytics.rest.js';
import { warmAnalyticsCaches } from './analytics.warm.js';

/** Whole-table aggregates (the dashboard's summary) and their snapshots. */
export const analyticsModule = defineModule({
  name: 'analytics',
  resolvers: analyticsResolvers,
  routes: analyticsRoutes,
  outputs: [AnalyticsSummaryOut, SnapshotOut],
  entities: [AnalyticsSnapshot],
  policies: analyticsPolicy,
  jobs: [
    {
      // Computed in the background once the server listens, not awaited: the first dashboard load does not wait.
      name: 'analytics.warm',
      phase: 'once-listening',
      start: (deps) => void warmAnalyticsCaches(deps),
    },
  ],
});
