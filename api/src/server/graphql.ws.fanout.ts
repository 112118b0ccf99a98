import { performance } from 'node:perf_hooks';
import {
  createSourceEventStream,
  execute,
  getOperationAST,
  Kind,
  type DocumentNode,
  type ExecutionArgs,
  type ExecutionResult,
  type GraphQLSchema,
} from 'graphql';
import type { WebSocket } from 'ws';
import { createContext, type AppContext } from '../context.js';
import type { Deps } from '../deps.js';
import { fail } from '../errors.js';
import { isTopicStream, type PubSub } from '../graphql/pubsub.js';
import { eventsDelivered } from '../lib/metrics.js';
import { formatGraphQLError, logInternalErrors, withRequestId } from './graphql.errors.js';

/**
 * Live fan-out of subscription events over graphql-ws.
 *
 * Subscribers of the same document, operation and variables form a family. A family shares one
 * source stream per pub/sub topic (the first subscriber's subscribe resolver opens it), and each
 * event is executed once and serialised once, then the same bytes are written to every socket
 * (only the operation id differs), straight through `ws`: no per-subscriber execution, async
 * iterator or JSON.stringify. Sending is time-sliced, so a broadcast to thousands of sockets
 * never holds the event loop for long: the liker's own HTTP answer, and every other request, go
 * out between slices.
 *
 * Per-connection semantics are kept: each subscriber brings its own viewer (user, token error,
 * locale, address, user agent, authenticated once per operation as before). An execution runs with
 * a fresh context built from one subscriber's viewer whose viewer fields record when they are read;
 * its result goes to every subscriber that agrees on the fields it read (nothing read: everyone),
 * and the others get an execution of their own. A field like `likedByMe` therefore still answers
 * per user, while `trialReactionsChanged { likes }` is executed once for all. Opening a source
 * stream is traced the same way (an `@Authorized` subscription reads the user).
 *
 * Streams that are not a plain pub/sub topic (a custom `subscribe`, e.g. live quotes that start with
 * a snapshot; a filter) are never shared: their subscriber is a family of one.
 *
 * A signed-in subscriber lives as long as its session: when the session is revoked (`revoke`, fed by
 * the revocation signal of every process) or its access token expires (a timer, and a check before
 * each delivery), the subscription ends with an UNAUTHENTICATED error and gets nothing more.
 */

/** Context fields an answer may depend on (the request id only names the execution in logs). */
const VIEWER_FIELDS = ['user', 'authError', 'locale', 'ip', 'userAgent'] as const;
type ViewerField = (typeof VIEWER_FIELDS)[number];
export type Viewer = Pick<AppContext, ViewerField>;

/** A broadcast yields to the event loop after this much sending. */
const SLICE_MS = 4;
/** Revocations are remembered this long, for subscribers whose authentication was under way when one arrived. */
const REVOCATION_MEMORY_MS = 60_000;
const REVOCATION_MEMORY_MAX = 10_000;
/** setTimeout's longest delay; a later expiry is re-armed. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/** A session as the server knows it: its user and the family of its access token (AuthUser.sessionId). */
export interface SessionRef {
  userId: string;
  familyId: string;
}

/** Sessions just ended (logout, password change, refresh-token theft), as the auth module announces them. */
export interface EndedSessions {
  /** The user whose sessions ended. */
  userId: string;
  /** Whether `session` is one of them. */
  ends(session: SessionRef): boolean;
}

/** What the WebSocket server needs to end a subscription with its session: the auth module provides it. */
export interface SessionEvents {
  /** Calls `listener` with every ending announced from now on, by any process; returns the function that stops listening. */
  onEnded(pubsub: PubSub, listener: (ended: EndedSessions) => void): () => void;
  /** Lifetime of an access token: a subscription opened with one ends when it expires. */
  accessTokenTtlSeconds: number;
}

/** The session a signed-in subscriber authenticated with. */
export interface ViewerSession extends SessionRef {
  /** When its access token expires (ms since epoch). */
  expiresAt: number;
  /** When its authentication started (ms since epoch): revocations heard since then apply to it. */
  since: number;
}

const sessionRevoked = () => fail('SESSION_REVOKED', 'The session has ended: sign in again');
const sessionExpired = () => fail('ACCESS_TOKEN_EXPIRED', 'The access token has expired: refresh it and subscribe again');

interface Member {
  socket: WebSocket;
  viewer: Viewer;
  session: ViewerSession | null;
  expiryTimer: NodeJS.Timeout | null;
  /** The viewer's fields as comparable strings. */
  keys: Record<ViewerField, string>;
  /** `{"id":"<id>","type":"next","payload":` — what graphql-ws would put before the payload. */
  prefix: string;
  /** joining: registered, graphql-ws not iterating yet (messages wait in `held`). */
  state: 'joining' | 'live' | 'gone';
  held: Buffer[];
  group: Group | null;
  finish: (error?: unknown) => void;
}

interface Family {
  key: string;
  groups: Group[];
  /** A group being opened: others wait for it (it may be theirs). */
  opening: Promise<unknown> | null;
}

interface Group {
  family: Family;
  /** Shareable (a plain topic stream), and the viewer values its opening read. */
  shared: boolean;
  openedWith: [ViewerField, string][];
  members: Set<Member>;
  source: AsyncIterator<unknown>;
  /** The subscription field (its messages are counted under it in trialyst_events_delivered_total). */
  field: string;
}

const viewerKeys = (v: Viewer): Record<ViewerField, string> => ({
  user: v.user ? JSON.stringify(v.user) : '',
  authError: v.authError ?? '',
  locale: v.locale,
  ip: v.ip ?? '',
  userAgent: v.userAgent ?? '',
});

const yieldToIo = () => new Promise<void>((resolve) => setImmediate(resolve));

/** The root field a subscription document asks for (`trialReactionsChanged`). */
function subscriptionField(document: DocumentNode, operationName: string | null | undefined): string {
  const first = getOperationAST(document, operationName ?? undefined)?.selectionSet.selections[0];
  return first?.kind === Kind.FIELD ? first.name.value : 'unknown';
}

export interface FanoutSubscription {
  schema: GraphQLSchema;
  document: DocumentNode;
  operationName: string | null | undefined;
  variableValues: Record<string, unknown>;
  /** The query text: with the operation name and variables, the family key. */
  query: string;
  socket: WebSocket;
  id: string;
  viewer: Viewer;
  /** Absent for an anonymous subscriber. */
  session?: ViewerSession;
}

export interface Fanout {
  /** graphql-ws's `subscribe` for one subscriber: an iterator graphql-ws holds (ended on complete/close), or the errors. */
  subscribe(sub: FanoutSubscription): Promise<AsyncIterableIterator<never> | ExecutionResult>;
  /** Ends, with an UNAUTHENTICATED error, the subscriptions of the sessions `ended` names; answers how many. */
  revoke(ended: EndedSessions): number;
  /** Families, groups and members now, and events executed so far (tests, diagnostics). */
  stats(): { families: number; groups: number; members: number; sharedGroups: number; executions: number };
}

export function createFanout(deps: Deps): Fanout {
  const families = new Map<string, Family>();
  let executions = 0;
  /** Signed-in members by user id (a revocation names a user). */
  const byUser = new Map<string, Set<Member>>();
  /** Revocations heard lately: oldest first, and by user id. */
  const heard: { at: number; ended: EndedSessions }[] = [];
  const heardByUser = new Map<string, { at: number; ended: EndedSessions }[]>();

  function remember(ended: EndedSessions) {
    const now = Date.now();
    const entry = { at: now, ended };
    heard.push(entry);
    heardByUser.set(ended.userId, [...(heardByUser.get(ended.userId) ?? []), entry]);
    while (heard.length > REVOCATION_MEMORY_MAX || heard[0].at < now - REVOCATION_MEMORY_MS) {
      const old = heard.shift()!;
      const rest = heardByUser.get(old.ended.userId)?.filter((e) => e !== old) ?? [];
      if (rest.length) heardByUser.set(old.ended.userId, rest);
      else heardByUser.delete(old.ended.userId);
    }
  }

  function rememberSession(member: Member) {
    const session = member.session;
    if (!session) return;
    let set = byUser.get(session.userId);
    if (!set) byUser.set(session.userId, (set = new Set()));
    set.add(member);
    const arm = () => {
      const delay = session.expiresAt - Date.now();
      member.expiryTimer = setTimeout(
        () => (session.expiresAt <= Date.now() ? member.finish(sessionExpired()) : arm()),
        Math.min(Math.max(delay, 0), MAX_TIMER_MS),
      );
      member.expiryTimer.unref();
    };
    arm();
  }

  function forgetSession(member: Member) {
    if (member.expiryTimer) clearTimeout(member.expiryTimer);
    member.expiryTimer = null;
    const session = member.session;
    if (!session) return;
    const set = byUser.get(session.userId);
    set?.delete(member);
    if (set && !set.size) byUser.delete(session.userId);
  }

  /** Whether the member may no longer receive anything (ended now if its token has just expired). */
  function over(member: Member): boolean {
    if (member.state === 'gone') return true;
    if (member.session && member.session.expiresAt <= Date.now()) {
      member.finish(sessionExpired());
      return true;
    }
    return false;
  }

  /** A revocation heard since the member's authentication started, that ends its session. */
  function revokedSince(session: ViewerSession): boolean {
    return (heardByUser.get(session.userId) ?? []).some((h) => h.at >= session.since && h.ended.ends(session));
  }

  /** A fresh context for one execution, whose viewer fields record that they were read. */
  function tracedContext(viewer: Viewer, operationName: string | null | undefined): { ctx: AppContext; reads: Set<ViewerField> } {
    const ctx = createContext(deps, { ...viewer });
    ctx.operation = operationName ?? null;
    const reads = new Set<ViewerField>();
    for (const field of VIEWER_FIELDS) {
      let value = ctx[field];
      Object.defineProperty(ctx, field, {
        enumerable: true,
        configurable: true,
        get: () => (reads.add(field), value),
        set: (v) => {
          reads.add(field);
          value = v;
        },
      });
    }
    return { ctx, reads };
  }

  function leave(member: Member) {
    const group = member.group;
    member.group = null;
    if (!group) return;
    group.members.delete(member);
    closeIfUnused(group);
  }

  /** The last one out closes the stream (unsubscribes from the topic); so does a group opened for a member gone meanwhile. */
  function closeIfUnused(group: Group) {
    if (group.members.size) return;
    group.family.groups = group.family.groups.filter((g) => g !== group);
    forgetIfEmpty(group.family);
    void Promise.resolve(group.source.return?.()).catch(() => undefined);
  }

  function forgetIfEmpty(fam: Family) {
    if (!fam.groups.length && !fam.opening && families.get(fam.key) === fam) families.delete(fam.key);
  }

  function join(group: Group, member: Member): void {
    member.group = group;
    group.members.add(member);
  }

  function memberIterator(member: Member): AsyncIterableIterator<never> {
    let resolveEnd!: (r: IteratorResult<never>) => void;
    let rejectEnd!: (e: unknown) => void;
    const ended = new Promise<IteratorResult<never>>((resolve, reject) => {
      resolveEnd = resolve;
      rejectEnd = reject;
    });
    ended.catch(() => undefined); // observed by graphql-ws through next(); never unhandled
    member.finish = (error) => {
      if (member.state === 'gone') return;
      member.state = 'gone';
      member.held = [];
      forgetSession(member);
      leave(member);
      if (error === undefined) resolveEnd({ done: true, value: undefined });
      else rejectEnd(error);
    };
    const iterator: AsyncIterableIterator<never> = {
      next() {
        if (member.state === 'joining') {
          // graphql-ws holds the subscription now: what arrived meanwhile goes first, in order.
          member.state = 'live';
          for (const buf of member.held) if (member.socket.readyState === member.socket.OPEN) member.socket.send(buf, { binary: false });
          member.held = [];
        }
        return ended;
      },
      return() {
        member.finish();
        return Promise.resolve({ done: true, value: undefined });
      },
      throw(error: unknown) {
        member.finish();
        return Promise.reject(error);
      },
      [Symbol.asyncIterator]() {
        return iterator;
      },
    };
    return iterator;
  }

  /** One result as graphql-ws's payload, with errors formatted (and logged) once per execution. */
  function payloadOf(result: ExecutionResult, ctx: AppContext): string {
    if (!result.errors?.length) return JSON.stringify(result);
    logInternalErrors(result.errors, ctx.requestId);
    return JSON.stringify({
      ...result,
      errors: withRequestId(
        result.errors.map((e) => formatGraphQLError(e.toJSON(), e)),
        ctx.requestId,
      ),
    });
  }

  async function send(members: Member[], payload: string, field: string) {
    const bytes = new Map<string, Buffer>();
    let sliceStart = performance.now();
    let n = 0;
    let sent = 0;
    for (const m of members) {
      if (over(m)) continue;
      let buf = bytes.get(m.prefix);
      if (!buf) bytes.set(m.prefix, (buf = Buffer.from(`${m.prefix}${payload}}`)));
      if (m.state === 'joining') m.held.push(buf);
      else if (m.socket.readyState === m.socket.OPEN) m.socket.send(buf, { binary: false });
      else continue;
      sent++;
      if ((++n & 63) === 0 && performance.now() - sliceStart > SLICE_MS) {
        await yieldToIo();
        sliceStart = performance.now();
      }
    }
    if (sent) eventsDelivered.inc({ subscription: field }, sent);
  }

  /** Executes one event for the group's members: once, unless the answer read viewer fields on which they differ. */
  async function deliver(group: Group, args: Omit<ExecutionArgs, 'rootValue' | 'contextValue'>, event: unknown) {
    let pending = [...group.members];
    for (;;) {
      pending = pending.filter((m) => !over(m));
      if (!pending.length) return;
      const first = pending[0];
      const { ctx, reads } = tracedContext(first.viewer, args.operationName);
      executions++;
      const result = await execute({ ...args, rootValue: event, contextValue: ctx });
      let served = pending;
      if (reads.size) {
        const read = [...reads];
        served = pending.filter((m) => read.every((f) => m.keys[f] === first.keys[f]));
        pending = pending.filter((m) => !read.every((f) => m.keys[f] === first.keys[f]));
      } else pending = [];
      await send(served, payloadOf(result, ctx), group.field);
    }
  }

  async function run(group: Group, args: Omit<ExecutionArgs, 'rootValue' | 'contextValue'>) {
    let failure: unknown;
    try {
      for (;;) {
        const step = await group.source.next();
        if (step.done) break;
        // Published during a request: let that request's own continuation run first (its next query
        // goes out, its answer is not queued behind the first slice of this broadcast).
        await yieldToIo();
        if (group.members.size) await deliver(group, args, step.value);
      }
    } catch (e) {
      failure = e ?? new Error('The event stream failed');
    }
    for (const m of [...group.members]) m.finish(failure);
  }

  /** Opens a source stream for `member` (traced): a new group, or the errors graphql would answer. */
  async function open(fam: Family, member: Member, sub: FanoutSubscription): Promise<Group | ExecutionResult> {
    const args = { schema: sub.schema, document: sub.document, operationName: sub.operationName, variableValues: sub.variableValues };
    const { ctx, reads } = tracedContext(member.viewer, sub.operationName);
    const stream = await createSourceEventStream({ ...args, contextValue: ctx });
    const openedWith = [...reads].map((f): [ViewerField, string] => [f, member.keys[f]]);
    if (!(Symbol.asyncIterator in stream)) return stream;
    const group: Group = {
      family: fam,
      shared: isTopicStream(stream),
      openedWith,
      members: new Set(),
      source: stream[Symbol.asyncIterator](),
      field: subscriptionField(sub.document, sub.operationName),
    };
    fam.groups.push(group);
    void run(group, args);
    return group;
  }

  const fits = (g: Group, m: Member) => g.shared && g.openedWith.every(([f, v]) => m.keys[f] === v);

  return {
    async subscribe(sub) {
      const key = JSON.stringify([sub.operationName ?? null, sub.variableValues, sub.query]);
      const member: Member = {
        socket: sub.socket,
        viewer: sub.viewer,
        keys: viewerKeys(sub.viewer),
        prefix: `{"id":${JSON.stringify(sub.id)},"type":"next","payload":`,
        session: sub.session ?? null,
        expiryTimer: null,
        state: 'joining',
        held: [],
        group: null,
        finish: () => undefined,
      };
      // Its end (complete, close, session over) may come while its stream is being opened.
      const iterator = memberIterator(member);
      if (member.session && revokedSince(member.session)) member.finish(sessionRevoked());
      else if (!over(member)) rememberSession(member);
      for (;;) {
        if (over(member)) return iterator;
        let fam = families.get(key);
        if (!fam) families.set(key, (fam = { key, groups: [], opening: null }));
        const group = fam.groups.find((g) => fits(g, member));
        if (group) {
          join(group, member);
          return iterator;
        }
        if (fam.opening) {
          await fam.opening.catch(() => undefined);
          continue;
        }
        const opening = open(fam, member, sub);
        fam.opening = opening;
        let opened: Group | ExecutionResult;
        try {
          opened = await opening;
        } finally {
          fam.opening = null;
          forgetIfEmpty(fam);
        }
        if (!('members' in opened)) {
          member.finish();
          return opened;
        }
        if (over(member)) {
          closeIfUnused(opened);
          return iterator;
        }
        // Not shared: this subscriber's alone. Shared: joined on the next turn, like everyone else.
        if (!opened.shared) {
          join(opened, member);
          return iterator;
        }
      }
    },
    revoke(ended) {
      remember(ended);
      let count = 0;
      for (const member of [...(byUser.get(ended.userId) ?? [])]) {
        if (!member.session || !ended.ends(member.session)) continue;
        member.finish(sessionRevoked());
        count++;
      }
      return count;
    },
    stats() {
      let groups = 0;
      let members = 0;
      let sharedGroups = 0;
      for (const f of families.values()) {
        groups += f.groups.length;
        for (const g of f.groups) {
          members += g.members.size;
          if (g.shared) sharedGroups++;
        }
      }
      return { families: families.size, groups, members, sharedGroups, executions };
    },
  };
}
