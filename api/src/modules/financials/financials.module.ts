import { defineModule } from '../../module.js';
import { CompanyFinancialsRow } from './financials.entity.js';
import { financialsRefreshJob } from './financials.job.js';
import { financialsLoader } from './financials.loaders.js';
import { CompanyRunwayOut, RunwayReadoutOut } from './financials.outputs.js';
import { financialsResolvers } from './financials.resolver.js';
import { financialsRoutes } from './financials.rest.js';

/** Company financials and cash runway (issue 31): provider → stored figures per ticker → runway at each readout. */
export const financialsModule = defineModule({
  name: 'financials',
  resolvers: financialsResolvers,
  routes: financialsRoutes,
  outputs: [CompanyRunwayOut, RunwayReadoutOut],
  entities: [CompanyFinancialsRow],
  loaders: [financialsLoader],
  jobs: [financialsRefreshJob],
});
