import { defineModule } from '../../module.js';
import { Comment, CommentLike } from './comments.entity.js';
import { CommentOut } from './comments.outputs.js';
import { commentPolicy } from './comments.policy.js';
import { commentsResolvers } from './comments.resolver.js';
import { commentsRoutes } from './comments.rest.js';

/** Comments on trials and their likes. */
export const commentsModule = defineModule({
  name: 'comments',
  resolvers: commentsResolvers,
  routes: commentsRoutes,
  outputs: [CommentOut],
  entities: [Comment, CommentLike],
  policies: commentPolicy,
});
