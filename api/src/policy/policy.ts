import type { AppContext, AuthUser } from '../context.js';
import { AppError, forbidden, unauthenticated, type ErrorReason } from '../errors.js';
import { commentPolicies } from '../modules/comments/comments.policy.js';
import { watchlistPolicies } from '../modules/watchlist/watchlist.policy.js';
import type { Policy } from './policy.types.js';

/**
 * The one policy module (Outline-style): every action a service guards, and who may do it. Services
 * call `authorize(ctx, action, resource)` before they act, whatever the transport (GraphQL over HTTP
 * or WebSocket, REST); `@Authorized()` on resolvers stays as the deny-by-default marker and calls
 * the same `requireUser`.
 */
const POLICIES = {
  'auth.me': {},
  'auth.changePassword': {},
  'auth.logout': {},
  'trial.react': { anonymous: 'Sign in to like or dislike a trial', anonymousReason: 'SIGN_IN_TO_REACT' },
  'trial.reanalyze': {},
  'analytics.refresh': {},
  'stocks.clearCache': {},
  ...commentPolicies,
  ...watchlistPolicies,
} satisfies Record<string, Policy<never>>;

export type Action = keyof typeof POLICIES;
/** The resource an action's rule looks at (void for actions that only need a signed-in user). */
export type ResourceOf<A extends Action> = (typeof POLICIES)[A] extends { allow: (user: never, resource: infer R) => boolean } ? R : void;

/** The signed-in user, or UNAUTHENTICATED (TOKEN_EXPIRED when the token was valid but stale). */
export function requireUser(
  ctx: Pick<AppContext, 'user' | 'authError'>,
  anonymous = 'Authentication required',
  reason: ErrorReason = 'UNAUTHENTICATED',
): AuthUser {
  if (ctx.user) return ctx.user;
  if (ctx.authError === 'TOKEN_EXPIRED') throw new AppError('TOKEN_EXPIRED', 'Access token expired', { reason: 'TOKEN_EXPIRED' });
  throw unauthenticated(anonymous, reason);
}

const policyOf = <A extends Action>(action: A) => POLICIES[action] as Policy<ResourceOf<A>>;

/** May `user` do `action` on `resource`? (No user: never.) */
export function can<A extends Action>(user: Pick<AuthUser, 'id'> | null, action: A, ...[resource]: ResourceOf<A> extends void ? [] : [ResourceOf<A>]): boolean {
  if (!user) return false;
  const { allow } = policyOf(action);
  return !allow || allow(user, resource as ResourceOf<A>);
}

/** The signed-in user allowed to do `action` on `resource`; otherwise UNAUTHENTICATED / TOKEN_EXPIRED, or FORBIDDEN. */
export function authorize<A extends Action>(
  ctx: Pick<AppContext, 'user' | 'authError'>,
  action: A,
  ...[resource]: ResourceOf<A> extends void ? [] : [ResourceOf<A>]
): AuthUser {
  const policy = policyOf(action);
  const user = requireUser(ctx, policy.anonymous, policy.anonymousReason);
  if (policy.allow && !policy.allow(user, resource as ResourceOf<A>)) throw forbidden(policy.denied, policy.deniedReason);
  return user;
}
