import DataLoader from 'dataloader';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { app } from './composition.js';
import { loadConfig } from './config.js';
import { defineLoader } from './graphql/loaders.js';
import type { ResolverClass } from './graphql/resolver-class.js';
import { composeModules, defineModule, shadows, type FrameworkServices, type ModuleManifest } from './module.js';
import { definePolicies } from './policy/policy.js';
import { defineRoute } from './rest/route.js';

class FakeResolver {}
const resolver: ResolverClass = FakeResolver;
const route = (method: 'get' | 'post', path: string, tag = 'demo') =>
  defineRoute({ method, path, tag, summary: path, response: z.strictObject({}), handler: async () => ({}) });
const services: FrameworkServices = {
  authenticate: async () => ({ user: null, authError: null }),
  sessions: { onEnded: () => () => undefined, accessTokenTtlSeconds: 60 },
  readiness: async () => ({ ready: true }),
};
const base = defineModule({ name: 'base', resolvers: [resolver], provides: services });
const compose = (...more: ModuleManifest[]) => composeModules([base, ...more]);

describe('composeModules', () => {
  it('keeps the modules’ order for routes, and refuses a route an earlier one would always answer', () => {
    const specific = defineModule({ name: 'specific', routes: [route('get', '/things/popular')] });
    const general = defineModule({ name: 'general', routes: [route('get', '/things/:id'), route('post', '/things/popular')] });
    expect(compose(specific, general).rest.routes.map((r) => `${r.method} ${r.path}`)).toEqual([
      'get /things/popular',
      'get /things/:id',
      'post /things/popular',
    ]);
    expect(() => compose(general, specific)).toThrow(/GET \/things\/popular \(specific\) is never reached: GET \/things\/:id \(general\)/);
    expect(() => compose(general, defineModule({ name: 'twice', routes: [route('get', '/things/:other')] }))).toThrow(/is never reached/);
    expect(() => compose(specific, defineModule({ name: 'again', routes: [route('get', '/things/popular')] }))).toThrow(/given twice/);
  });

  it('says which routes shadow which', () => {
    expect(shadows({ method: 'get', path: '/trials/:id' }, { method: 'get', path: '/trials/user' })).toBe(true);
    expect(shadows({ method: 'get', path: '/trials/:id' }, { method: 'get', path: '/trials/:id/changes' })).toBe(false);
    expect(shadows({ method: 'get', path: '/trials/:id' }, { method: 'post', path: '/trials/user' })).toBe(false);
    expect(shadows({ method: 'get', path: '/trials/user' }, { method: 'get', path: '/trials/:id' })).toBe(false);
    // A segment with a suffix (`:token.ics`) is matched literally, not as a bare parameter.
    expect(shadows({ method: 'get', path: '/feed/:token.ics' }, { method: 'get', path: '/feed/x' })).toBe(false);
  });

  it('lists the document’s tags in the given order, then the others in route order', () => {
    const m = defineModule({ name: 'm', routes: [route('get', '/b', 'b'), route('get', '/a', 'a'), route('get', '/c', 'c')] });
    expect(composeModules([base, m], { restTagOrder: ['c', 'meta'] }).rest.tags).toEqual(['c', 'meta', 'b', 'a']);
  });

  it('refuses a loader key or a policy action given twice', () => {
    const loader = defineLoader('shared.key', () => new DataLoader<string, string>(async (keys) => keys));
    expect(() => compose(defineModule({ name: 'x', loaders: [loader] }), defineModule({ name: 'y', loaders: [loader] }))).toThrow(
      /Loader key "shared.key" is given by x and by y/,
    );
    const policies = definePolicies({ 'thing.do': {} });
    expect(() => compose(defineModule({ name: 'x', policies }), defineModule({ name: 'y', policies }))).toThrow(/Policy action "thing.do"/);
  });

  it('needs each framework service from exactly one module', () => {
    expect(() => composeModules([defineModule({ name: 'alone', resolvers: [resolver] })])).toThrow(/no module provides authenticate/);
    expect(() => compose(defineModule({ name: 'other', provides: { readiness: services.readiness } }))).toThrow(
      /readiness is provided by base and other: one module only/,
    );
    expect(() => composeModules([defineModule({ name: 'empty', provides: services })])).toThrow(/no module gives a GraphQL resolver/);
  });

  it('merges the response-cache rules of one row type, and refuses two', () => {
    const rows = defineModule({ name: 'rows', responseCache: { rowType: 'Row', rowFields: ['a'], rootFields: { row: { idArgument: 'id' }, rows: {} } } });
    const more = defineModule({ name: 'more', responseCache: { rowType: 'Row', rowFields: ['b'] } });
    const rules = compose(rows, more).responseCache;
    expect([...(rules?.rowFields ?? [])]).toEqual(['a', 'b']);
    expect([...(rules?.rootFields.keys() ?? [])]).toEqual(['row', 'rows']);
    expect(compose().responseCache).toBeUndefined();
    expect(() => compose(rows, defineModule({ name: 'other', responseCache: { rowType: 'Other' } }))).toThrow(/one row type/);
  });

  it('runs the modules’ start-up steps in order', () => {
    const steps: string[] = [];
    const step = (name: string) =>
      defineModule({
        name,
        listeners: () => void steps.push(`${name}.listeners`),
        prepare: (config) => void steps.push(`${name}.prepare:${config.NODE_ENV}`),
      });
    const composed = compose(step('one'), step('two'));
    composed.listeners();
    composed.prepare(loadConfig({ NODE_ENV: 'test' }));
    expect(steps).toEqual(['one.listeners', 'two.listeners', 'one.prepare:test', 'two.prepare:test']);
  });
});

describe('the app’s composition', () => {
  it('assembles every module once, with the framework services and the response-cache rules', () => {
    expect(app.modules).toHaveLength(new Set(app.modules).size);
    expect(app.resolvers.length).toBeGreaterThan(app.modules.length);
    expect(app.rest.routes.length).toBeGreaterThan(50);
    expect(app.entities).toHaveLength(new Set(app.entities).size);
    expect(app.responseCache?.rowType).toBe('Trial');
    expect(app.responseCache?.rootFields.get('trial')).toMatchObject({ idArgument: 'nctId', knownRow: expect.any(Function) });
    expect([...(app.responseCache?.rowFields ?? [])]).toEqual(expect.arrayContaining(['nctId', 'reactions']));
    expect([...(app.responseCache?.viewerFields ?? [])]).toEqual(['viewerReaction']);
    expect(app.jobs.map((j) => `${j.name}:${j.phase}`)).toEqual(
      expect.arrayContaining(['alerts.dispatcher:with-server', 'analytics.warm:once-listening', 'sync.scheduler:once-listening']),
    );
  });

  it('mounts /trials/user/reactions before /trials/:id, and every route names a documented tag', () => {
    const order = app.rest.routes.map((r) => `${r.method} ${r.path}`);
    expect(order.indexOf('get /trials/user/reactions')).toBeLessThan(order.indexOf('get /trials/:id'));
    for (const r of app.rest.routes) expect(app.rest.tags).toContain(r.tag);
  });
});
