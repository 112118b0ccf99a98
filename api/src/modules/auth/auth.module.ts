import { defineModule } from '../../module.js';
import { authenticateBearer } from './auth.bearer.js';
import { UserOut } from './auth.outputs.js';
import { PasswordReset, Session, User } from './auth.entity.js';
import { authPolicy } from './auth.policy.js';
import { authResolvers } from './auth.resolver.js';
import { authRoutes } from './auth.rest.js';
import { onSessionRevoked, revokes } from './auth.revocation.js';
import { prepareAuth } from './auth.secret.js';
import { sessionCacheJob } from './auth.session-listener.js';
import { ACCESS_TOKEN_TTL_SECONDS } from './auth.tokens.js';

/** Accounts, sessions and tokens: it authenticates every request (live sessions kept in memory) and ends subscriptions with their session. */
export const authModule = defineModule({
  name: 'auth',
  resolvers: authResolvers,
  routes: authRoutes,
  outputs: [UserOut],
  entities: [User, Session, PasswordReset],
  policies: authPolicy,
  prepare: prepareAuth,
  jobs: [sessionCacheJob],
  provides: {
    authenticate: authenticateBearer,
    sessions: {
      onEnded: (pubsub, listener) => onSessionRevoked(pubsub, (revocation) => listener({ userId: revocation.userId, ends: (s) => revokes(revocation, s) })),
      accessTokenTtlSeconds: ACCESS_TOKEN_TTL_SECONDS,
    },
  },
});
