import crypto from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Deps } from './deps.js';
import { createLoaders, type Loaders } from './graphql/loaders.js';
import { authenticateBearer } from './modules/auth/auth.bearer.js';

export interface AuthUser {
  id: string;
  email: string;
  name: string | null;
  /** Session family of the access token (set by auth.bearer; absent for users built by tests). */
  sessionId?: string;
}

export type Locale = 'fr' | 'en';

/** Per-request context shared by GraphQL resolvers and REST handlers. */
export interface AppContext {
  deps: Deps;
  em: EntityManager;
  user: AuthUser | null;
  /** Why the bearer token was rejected, if one was sent and rejected. */
  authError: 'TOKEN_EXPIRED' | 'UNAUTHENTICATED' | null;
  loaders: Loaders;
  locale: Locale;
  requestId: string;
  ip: string | null;
  userAgent: string | null;
}

export interface ContextInput {
  user?: AuthUser | null;
  authError?: AppContext['authError'];
  locale?: string | null;
  ip?: string | null;
  userAgent?: string | null;
  requestId?: string;
}

export function parseLocale(value: string | null | undefined): Locale {
  return value && /^en\b/i.test(value.trim()) ? 'en' : 'fr';
}

/** The context object: the entity manager is forked on first use (a request that reads no data, such as `{ __typename }`, never forks one). */
class RequestContext implements AppContext {
  private forked: EntityManager | undefined;
  loaders: Loaders;
  constructor(
    readonly deps: Deps,
    public user: AuthUser | null,
    public authError: AppContext['authError'],
    public locale: Locale,
    public requestId: string,
    public ip: string | null,
    public userAgent: string | null,
  ) {
    this.loaders = createLoaders(this);
  }
  get em(): EntityManager {
    return (this.forked ??= this.deps.orm.em.fork());
  }
  set em(em: EntityManager) {
    this.forked = em;
  }
}

export function createContext(deps: Deps, input: ContextInput = {}): AppContext {
  return new RequestContext(
    deps,
    input.user ?? null,
    input.authError ?? null,
    parseLocale(input.locale),
    input.requestId ?? crypto.randomUUID(),
    input.ip ?? null,
    input.userAgent ?? null,
  );
}

/** What every transport (REST, GraphQL over HTTP, GraphQL over WebSocket) knows about a request. */
export interface RequestInfo {
  authorization: string | null | undefined;
  locale: string | null | undefined;
  ip: string | null;
  userAgent: string | null | undefined;
  requestId: string;
}

/** The one context factory of every transport: authenticates the bearer token, then builds the context. */
export async function requestContext(deps: Deps, info: RequestInfo): Promise<AppContext> {
  const auth = await authenticateBearer(deps, info.authorization);
  return createContext(deps, { ...auth, locale: info.locale ?? null, ip: info.ip, userAgent: info.userAgent ?? null, requestId: info.requestId });
}
