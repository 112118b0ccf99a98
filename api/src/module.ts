import type { z } from 'zod';
import type { Config } from './config.js';
import type { Authenticate } from './context.js';
import type { OrmEntities } from './db/orm.js';
import type { Deps } from './deps.js';
import type { ResolverClass } from './graphql/resolver-class.js';
import type { ResolverList } from './graphql/schema.js';
import type { PolicyTable } from './policy/policy.js';
import type { RestApi, RestRoute } from './rest/route.js';
import type { ReadinessCheck, ServerWiring } from './server/app.js';
import type { SessionEvents } from './server/graphql.ws.fanout.js';
import type { BackgroundJob } from './server/jobs.js';
import type { ResponseCacheRules, RootFieldRule } from './server/response-cache.policy.js';

/**
 * What a module contributes to the app: its manifest, exported by `modules/<name>/<name>.module.ts`.
 * The composition root (composition.ts) lists the manifests and `composeModules` assembles them; the
 * framework (graphql/, rest/, server/, context.ts, db/) receives the result and names no module.
 * Every field is optional: a module gives what it has.
 */
export interface ModuleManifest {
  /** The module's folder name under modules/. */
  name: string;
  /** type-graphql resolver classes (the types they use come with them). */
  resolvers?: readonly ResolverClass[];
  /** REST facades, in mounting order: a specific path before a parameterised one that would match it. */
  routes?: readonly RestRoute[];
  /** Named zod output schemas (`.meta({ id })`) the OpenAPI document lists even when only referenced from others. */
  outputs?: readonly z.ZodType[];
  /** MikroORM entities (defineEntity); a new table also needs its migration in db/migrations/. */
  entities?: OrmEntities;
  /** Per-request DataLoaders (`defineLoader`): their keys must be unique across the app. */
  loaders?: readonly { key: string }[];
  /** The actions its services guard (`definePolicies`): their names must be unique across the app. */
  policies?: { actions: PolicyTable };
  /** Registers process-wide listeners (hooks of other modules), once per process: server, CLI and tests. */
  listeners?: () => void;
  /** Background work of a server process (server/jobs.ts). */
  jobs?: readonly BackgroundJob[];
  /** Fields of the announced rows that the response cache may keep (server/response-cache.policy.ts). */
  responseCache?: ResponseCacheContribution;
  /** Checks made once when a server starts, before the database opens: a ConfigError stops the start. */
  prepare?: (config: Config) => void;
  /** Data a server needs before it serves; run by one process at a time, under an advisory lock. */
  prepareData?: (deps: Deps, log: (line: string) => void) => Promise<void>;
  /** Services the framework needs, each from exactly one module. */
  provides?: Partial<FrameworkServices>;
}

/** The services the framework needs, each provided by exactly one module. */
export interface FrameworkServices {
  /** Who sent a request (the bearer token): every transport's context factory calls it. */
  authenticate: Authenticate;
  /** Session endings and token lifetime: a WebSocket subscription ends with its session. */
  sessions: SessionEvents;
  /** /readyz. */
  readiness: ReadinessCheck;
}

/** One module's part of the response-cache rules (they are merged; every part names the same row type). */
export interface ResponseCacheContribution {
  rowType: string;
  rowFields?: readonly string[];
  viewerFields?: readonly string[];
  rootFields?: Readonly<Record<string, RootFieldRule>>;
}

/** Everything the modules contribute, assembled: what the entry points hand the framework. */
export interface Composition extends ServerWiring {
  /** The modules' names, in the composition's order. */
  modules: readonly string[];
  /** Every resolver class, in module order (graphql/schema.ts buildGraphQLSchema). */
  resolvers: ResolverList;
  rest: RestApi;
  /** Every entity (db/orm.ts openOrm). */
  entities: OrmEntities;
  /** Every loader key and policy action (unique: checked here). */
  loaderKeys: readonly string[];
  actions: readonly string[];
  /** Runs every module's `listeners` (idempotent: each module registers once per process). */
  listeners(): void;
  /** Every module's `prepare`, in order. */
  prepare(config: Config): void;
  /** Every module's `prepareData`, in order. */
  prepareData(deps: Deps, log: (line: string) => void): Promise<void>;
}

export interface ComposeOptions {
  /**
   * The OpenAPI document's tag order; tags that routes name and this list does not follow, in the
   * order of their first route.
   */
  restTagOrder?: readonly string[];
}

/** Identity, for the type: `export const fooModule = defineModule({ name: 'foo', ... })`. */
export const defineModule = (manifest: ModuleManifest): ModuleManifest => manifest;

class CompositionError extends Error {
  constructor(message: string) {
    super(`Composition: ${message}`);
    this.name = 'CompositionError';
  }
}

function unique(what: string, items: { name: string; from: string }[]): string[] {
  const seen = new Map<string, string>();
  for (const { name, from } of items) {
    const first = seen.get(name);
    if (first !== undefined) throw new CompositionError(`${what} "${name}" is given by ${first} and by ${from}`);
    seen.set(name, from);
  }
  return [...seen.keys()];
}

const isParam = (segment: string) => /^:\w+$/.test(segment);

/** Whether `earlier` (mounted first) answers every request meant for `later`: same method, its parameters cover `later`'s fixed segments. */
export function shadows(earlier: Pick<RestRoute, 'method' | 'path'>, later: Pick<RestRoute, 'method' | 'path'>): boolean {
  if (earlier.method !== later.method) return false;
  const a = earlier.path.split('/');
  const b = later.path.split('/');
  return a.length === b.length && a.every((s, i) => s === b[i] || isParam(s));
}

function checkRouteOrder(routes: { route: RestRoute; from: string }[]): void {
  routes.forEach(({ route, from }, i) => {
    for (const { route: earlier, from: earlierFrom } of routes.slice(0, i)) {
      if (!shadows(earlier, route)) continue;
      const what = `${route.method.toUpperCase()} ${route.path} (${from})`;
      throw new CompositionError(
        earlier.path === route.path
          ? `${what} is given twice (also by ${earlierFrom})`
          : `${what} is never reached: ${earlier.method.toUpperCase()} ${earlier.path} (${earlierFrom}) is mounted first and matches it; list ${from} before ${earlierFrom}, or its route first`,
      );
    }
  });
}

function mergeResponseCache(parts: { part: ResponseCacheContribution; from: string }[]): ResponseCacheRules | undefined {
  if (!parts.length) return undefined;
  const rowType = parts[0].part.rowType;
  const rowFields = new Set<string>();
  const viewerFields = new Set<string>();
  const rootFields = new Map<string, RootFieldRule>();
  for (const { part, from } of parts) {
    if (part.rowType !== rowType) throw new CompositionError(`the response cache follows one row type: ${from} says ${part.rowType}, another ${rowType}`);
    for (const f of part.rowFields ?? []) rowFields.add(f);
    for (const f of part.viewerFields ?? []) viewerFields.add(f);
    for (const [name, how] of Object.entries(part.rootFields ?? {})) rootFields.set(name, how);
  }
  return { rowType, rowFields, viewerFields, rootFields };
}

/**
 * Assembles manifests, in the given order (resolvers, routes, jobs... keep it), and checks what no
 * single module can: every route reachable, loader keys and policy actions unique, each framework
 * service provided once. Throws a CompositionError naming the modules at fault.
 */
export function composeModules(manifests: readonly ModuleManifest[], opts: ComposeOptions = {}): Composition {
  const modules = unique(
    'Module',
    manifests.map((m) => ({ name: m.name, from: 'the composition' })),
  );
  const all = <T>(pick: (m: ModuleManifest) => readonly T[] | undefined) => manifests.flatMap((m) => (pick(m) ?? []).map((item) => ({ item, from: m.name })));

  const [first, ...others] = all((m) => m.resolvers).map((r) => r.item);
  if (!first) throw new CompositionError('no module gives a GraphQL resolver');

  const routes = all((m) => m.routes).map(({ item, from }) => ({ route: item, from }));
  checkRouteOrder(routes);
  const tags = [...(opts.restTagOrder ?? [])];
  for (const { route } of routes) if (!tags.includes(route.tag)) tags.push(route.tag);

  const loaderKeys = unique(
    'Loader key',
    all((m) => m.loaders).map(({ item, from }) => ({ name: item.key, from })),
  );
  const actions = unique(
    'Policy action',
    all((m) => (m.policies ? Object.keys(m.policies.actions) : [])).map(({ item, from }) => ({ name: item, from })),
  );

  const provided = <K extends keyof FrameworkServices>(key: K): FrameworkServices[K] => {
    const givers = manifests.flatMap((m) => {
      const service = m.provides?.[key];
      return service === undefined ? [] : [{ service, from: m.name }];
    });
    const [only, ...more] = givers;
    if (!only) throw new CompositionError(`no module provides ${key} (the framework needs it)`);
    if (more.length) throw new CompositionError(`${key} is provided by ${givers.map((g) => g.from).join(' and ')}: one module only`);
    return only.service;
  };

  return {
    modules,
    resolvers: [first, ...others],
    rest: { routes: routes.map((r) => r.route), outputs: all((m) => m.outputs).map((o) => o.item), tags },
    entities: all((m) => m.entities).map((e) => e.item),
    loaderKeys,
    actions,
    authenticate: provided('authenticate'),
    sessions: provided('sessions'),
    readiness: provided('readiness'),
    responseCache: mergeResponseCache(manifests.flatMap((m) => (m.responseCache ? [{ part: m.responseCache, from: m.name }] : []))),
    jobs: all((m) => m.jobs).map((j) => j.item),
    listeners() {
      for (const m of manifests) m.listeners?.();
    },
    prepare(config) {
      for (const m of manifests) m.prepare?.(config);
    },
    async prepareData(deps, log) {
      for (const m of manifests) await m.prepareData?.(deps, log);
    },
  };
}
