import type { AppContext, AuthUser } from '../context.js';
import { AppError, forbidden, unauthenticated, type ErrorReason } from '../errors.js';
import type { Policy } from './policy.types.js';

/**
 * Policies, Outline-style: each module says, in its `<module>.policy.ts`, every action its services
 * guard and who may do it (`definePolicies`), and lists the table in its manifest (the composition
 * root refuses an action named twice). Services call `policy.authorize(ctx, action, resource)`
 * before they act, whatever the transport (GraphQL over HTTP or WebSocket, REST); `@Authorized()`
 * on resolvers stays as the deny-by-default marker and calls the same `requireUser`.
 */
export type PolicyTable = Readonly<Record<string, Policy<never>>>;

/** The resource an action's rule looks at (void for actions that only need a signed-in user). */
export type ResourceOf<T extends PolicyTable, A extends keyof T> = T[A] extends { allow: (user: never, resource: infer R) => boolean } ? R : void;

type ResourceArgs<T extends PolicyTable, A extends keyof T> = ResourceOf<T, A> extends void ? [] : [ResourceOf<T, A>];

export interface Policies<T extends PolicyTable> {
  /** The rules, by action (the manifest lists them). */
  readonly actions: T;
  /** May `user` do `action` on `resource`? (No user: never.) */
  can<A extends keyof T & string>(user: Pick<AuthUser, 'id'> | null, action: A, ...resource: ResourceArgs<T, A>): boolean;
  /** The signed-in user allowed to do `action` on `resource`; otherwise UNAUTHENTICATED / TOKEN_EXPIRED, or FORBIDDEN. */
  authorize<A extends keyof T & string>(ctx: Pick<AppContext, 'user' | 'authError'>, action: A, ...resource: ResourceArgs<T, A>): AuthUser;
}

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

/** A rule with its resource type erased: the signatures of `can` and `authorize` pair each action with its resource. */
type ErasedPolicy = Omit<Policy<never>, 'allow'> & { allow?: (user: Pick<AuthUser, 'id'>, resource: unknown) => boolean };

/** A module's actions and the checks its services call. */
export function definePolicies<const T extends PolicyTable>(actions: T): Policies<T> {
  const policyOf = (action: keyof T) => actions[action] as ErasedPolicy;
  return {
    actions,
    can(user, action, ...[resource]) {
      if (!user) return false;
      const { allow } = policyOf(action);
      return !allow || allow(user, resource);
    },
    authorize(ctx, action, ...[resource]) {
      const policy = policyOf(action);
      const user = requireUser(ctx, policy.anonymous, policy.anonymousReason);
      if (policy.allow && !policy.allow(user, resource)) throw forbidden(policy.denied, policy.deniedReason);
      return user;
    },
  };
}
