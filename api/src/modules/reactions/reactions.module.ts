import { defineModule } from '../../module.js';
import { TrialReaction } from './reactions.entity.js';
import { viewerReactions } from './reactions.loaders.js';
import { ReactionsOut, ViewerReactionOut } from './reactions.outputs.js';
import { reactionsPolicy } from './reactions.policy.js';
import { reactionsResolvers } from './reactions.resolver.js';
import { reactionsRoutes } from './reactions.rest.js';

/** Likes and dislikes of trials. Its routes come before the trials module's (/trials/user/reactions before /trials/:id). */
export const reactionsModule = defineModule({
  name: 'reactions',
  resolvers: reactionsResolvers,
  routes: reactionsRoutes,
  outputs: [ReactionsOut, ViewerReactionOut],
  entities: [TrialReaction],
  loaders: [viewerReactions],
  policies: reactionsPolicy,
  // The like counts are columns of the trial's row; the viewer's reaction reads the trial's id and the viewer alone.
  responseCache: { rowType: 'Trial', rowFields: ['reactions'], viewerFields: ['viewerReaction'] },
});
