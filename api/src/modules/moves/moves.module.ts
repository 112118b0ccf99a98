import { defineModule } from '../../module.js';
import { CatalystMove } from './moves.entity.js';
import { movesComputeJob } from './moves.job.js';
import { moveByKeyLoader, pastCatalystsLoader } from './moves.loaders.js';
import { PastCatalystOut, ReactionStatsOut, StockMoveOut } from './moves.outputs.js';
import { movesResolvers } from './moves.resolver.js';
import { movesRoutes } from './moves.rest.js';
import { demoShocksJob } from './moves.shocks.js';

/**
 * Past catalysts and the stock's reaction (issue 31): events → daily closes → stored moves, computed
 * incrementally; in demo mode the simulated market reacts to the demo trials' outcomes.
 */
export const movesModule = defineModule({
  name: 'moves',
  resolvers: movesResolvers,
  routes: movesRoutes,
  outputs: [StockMoveOut, PastCatalystOut, ReactionStatsOut],
  entities: [CatalystMove],
  loaders: [moveByKeyLoader, pastCatalystsLoader],
  jobs: [demoShocksJob, movesComputeJob],
});
