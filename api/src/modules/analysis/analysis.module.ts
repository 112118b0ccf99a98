import { defineModule } from '../../module.js';
import { Analysis } from './analysis.entity.js';
import { wireRunwayReanalysis } from './analysis.listeners.js';
import { latestAnalysisLoader } from './analysis.loaders.js';
import { TrialAnalyticsOut } from './analysis.outputs.js';
import { analysisPolicy } from './analysis.policy.js';
import { analysisResolvers } from './analysis.resolver.js';
import { analysisRoutes } from './analysis.rest.js';
import { postedResultsLoader } from './analysis.signal.js';

/** Investment analyses of trials, by the analysis provider (ANALYSIS_PROVIDER). */
export const analysisModule = defineModule({
  name: 'analysis',
  resolvers: analysisResolvers,
  routes: analysisRoutes,
  outputs: [TrialAnalyticsOut],
  entities: [Analysis],
  loaders: [latestAnalysisLoader, postedResultsLoader],
  policies: analysisPolicy,
  listeners: wireRunwayReanalysis,
});
