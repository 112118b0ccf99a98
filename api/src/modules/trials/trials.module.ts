import { defineModule } from '../../module.js';
import { Trial } from './trials.entity.js';
import { TRIAL_FIELD_LIST } from './trials.fields.js';
import { COMPUTED_FIELD_READS } from './trials.fields.resolver.js';
import { knowTrialByIdOnly, trialLoader } from './trials.loaders.js';
import { SponsorOut, TableRowOut, TableStatsOut, TrialOut } from './trials.outputs.js';
import { trialsResolvers } from './trials.resolver.js';
import { trialsRoutes } from './trials.rest.js';

/** Trials: search, lists, the table and a trial's page. */
export const trialsModule = defineModule({
  name: 'trials',
  resolvers: trialsResolvers,
  routes: trialsRoutes,
  outputs: [SponsorOut, TrialOut, TableRowOut, TableStatsOut],
  entities: [Trial],
  loaders: [trialLoader],
  // Signed-out reads of `trial(nctId)` and `trialsTable` are kept until a write to `trials` is
  // announced: the descriptor's columns exposed in GraphQL and the fields computed from them.
  responseCache: {
    rowType: 'Trial',
    rowFields: [...TRIAL_FIELD_LIST.filter((f) => f.gql !== false).map((f) => f.prop), ...Object.keys(COMPUTED_FIELD_READS)],
    rootFields: { trial: { idArgument: 'nctId', knownRow: knowTrialByIdOnly }, trialsTable: {} },
  },
});
