import { defineModule } from '../../module.js';
import { RegulatoryEventRow, RegulatoryLinkRow } from './regulatory.entity.js';
import { regulatoryRefreshJob } from './regulatory.job.js';
import { eventsByTickerLoader, eventsByTrialLoader } from './regulatory.loaders.js';
import { regulatoryResolvers } from './regulatory.resolver.js';
import { regulatoryRoutes } from './regulatory.rest.js';

/** FDA and EMA events beside the trials' readouts (issue 30): providers → stored events → links to trials. */
export const regulatoryModule = defineModule({
  name: 'regulatory',
  resolvers: regulatoryResolvers,
  routes: regulatoryRoutes,
  entities: [RegulatoryEventRow, RegulatoryLinkRow],
  loaders: [eventsByTrialLoader, eventsByTickerLoader],
  jobs: [regulatoryRefreshJob],
});
