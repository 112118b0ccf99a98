import crypto from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import { requestEntityManager, type QueryTag } from './db/orm.js';
import type { Deps } from './deps.js';
import { Loaders } from './graphql/loaders.js';
import { toAppError } from './errors.js';
import { logFailure } from './errors.log.js';
import { logger } from './lib/logger.js';

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
  loaders: Loaders<AppContext>;
  locale: Locale;
  requestId: string;
  /** The GraphQL operation name (or REST route), once known: in this request's log lines and slow-query lines. */
  operation: string | null;
  /** The logger of this request: every line carries its request id (`reqId`) and operation (`op`, once known). */
  readonly log: Logger;
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
  /** The request's tag (its id and operation), when its transport keeps one (request-info.ts). */
  tag?: QueryTag;
}

export function parseLocale(value: string | null | undefined): Locale {
  return value && /^en\b/i.test(value.trim()) ? 'en' : 'fr';
}

/**
 * The context object: the entity manager is forked on first use (a request that reads no data, such
 * as `{ __typename }`, never forks one), and so is the logger.
 */
class RequestContext implements AppContext {
  private forked: EntityManager | undefined;
  private logger: Logger | undefined;
  /** Shared with the entity manager's statements (slow-query lines name the request and operation). */
  private readonly tag: QueryTag;
  loaders: Loaders<AppContext>;
  constructor(
    readonly deps: Deps,
    public user: AuthUser | null,
    public authError: AppContext['authError'],
    public locale: Locale,
    readonly requestId: string,
    public ip: string | null,
    public userAgent: string | null,
    tag?: QueryTag,
  ) {
    this.tag = tag?.reqId === requestId ? tag : { reqId: requestId, operation: null };
    this.loaders = new Loaders<AppContext>(this);
  }
  get em(): EntityManager {
    return (this.forked ??= requestEntityManager(this.deps.orm, this.tag));
  }
  set em(em: EntityManager) {
    this.forked = em;
  }
  get operation(): string | null {
    return this.tag.operation;
  }
  set operation(name: string | null) {
    this.tag.operation = name;
    this.logger = undefined;
  }
  get log(): Logger {
    return (this.logger ??= logger.child(this.tag.operation ? { reqId: this.requestId, op: this.tag.operation } : { reqId: this.requestId }));
  }
}

export function createContext(deps: Deps, input: ContextInput = {}): AppContext {
  return new RequestContext(
    deps,
    input.user ?? null,
    input.authError ?? null,
    parseLocale(input.locale),
    input.requestId ?? input.tag?.reqId ?? crypto.randomUUID(),
    input.ip ?? null,
    input.userAgent ?? null,
    input.tag,
  );
}

/** What every transport (REST, GraphQL over HTTP, GraphQL over WebSocket) knows about a request. */
export interface RequestInfo {
  authorization: string | null | undefined;
  locale: string | null | undefined;
  ip: string | null;
  userAgent: string | null | undefined;
  requestId: string;
  /** Shared with the transport's record of the request (its log line names the operation). */
  tag?: QueryTag;
}

/** Who sent a request: the user of its bearer token, or why the token was refused (anonymous: neither). */
export interface Authentication {
  user: AuthUser | null;
  authError: AppContext['authError'];
}

/**
 * Resolves a request's `Authorization` header (or a graphql-ws connectionParams token). The auth
 * module provides it; the composition root hands it to every transport.
 */
export type Authenticate = (deps: Deps, authorization: string | null | undefined) => Promise<Authentication>;

/** A transport's context factory, bound to the process's dependencies and authenticator. */
export type ContextFactory = (info: RequestInfo) => Promise<AppContext>;

/** The one context factory of every transport: authenticates the request, then builds the context. */
export async function requestContext(deps: Deps, authenticate: Authenticate, info: RequestInfo): Promise<AppContext> {
  let auth: Authentication;
  try {
    auth = await authenticate(deps, info.authorization);
  } catch (err) {
    // Raised before any transport's error path knows the request (Apollo answers a failed context
    // on its own, graphql-ws in onError): the error carries the request id and is logged here.
    const appError = toAppError(err);
    appError.requestId = info.requestId;
    logFailure(appError, err, { reqId: info.requestId, ...(info.tag?.operation ? { op: info.tag.operation } : {}) });
    throw appError;
  }
  return createContext(deps, {
    ...auth,
    locale: info.locale ?? null,
    ip: info.ip,
    userAgent: info.userAgent ?? null,
    requestId: info.requestId,
    tag: info.tag,
  });
}

/** requestContext bound to `deps` and `authenticate`: what the server hands its transports. */
export const contextFactory =
  (deps: Deps, authenticate: Authenticate): ContextFactory =>
  (info) =>
    requestContext(deps, authenticate, info);
