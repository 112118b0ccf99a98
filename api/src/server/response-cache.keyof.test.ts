import { describe, expect, it } from 'vitest';
import { createAppPubSub } from '../graphql/pubsub.js';
import { app, buildAppSchema } from '../composition.js';
import { ResponseCache } from './response-cache.js';

describe('ResponseCache.keyOf with variables it cannot serialise (issue 27, finding 6)', () => {
  it('answers "not cacheable" instead of throwing (nested past the stack, a cycle)', async () => {
    const cache = new ResponseCache(await buildAppSchema(createAppPubSub(undefined)), app.responseCache!, 1024 * 1024);
    cache.setListening(true);
    const query = '{ trialsTable(limit: 1) { rows { nctId } } }';
    let deep: unknown = [];
    for (let i = 0; i < 200_000; i++) deep = [deep];
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(cache.keyOf({ query, variables: { junk: deep } }, 'fr')).toBeNull();
    expect(cache.keyOf({ query, variables: { junk: cyclic } }, 'fr')).toBeNull();
    expect(cache.keyOf({ query, variables: { n: 1 } }, 'fr')?.key).toEqual(expect.any(String));
  });
});
