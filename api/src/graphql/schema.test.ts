import { describe, expect, it } from 'vitest';
import type { GraphQLObjectType, GraphQLSchema } from 'graphql';
import { Authorized, buildSchema, getMetadataStorage, Query, Resolver } from 'type-graphql';
import { authChecker } from './auth-checker.js';
import { Public } from './public.js';
import { buildAppSchema } from '../composition.js';
import { createAppPubSub } from './pubsub.js';

function walkRootFields(schema: GraphQLSchema) {
  const storage = getMetadataStorage();
  const handlers = {
    Query: storage.queries,
    Mutation: storage.mutations,
    Subscription: storage.subscriptions,
  } as const;

  const unmarked: string[] = [];
  const both: string[] = [];
  let checked = 0;
  for (const [rootName, defs] of Object.entries(handlers)) {
    const root = schema.getType(rootName) as GraphQLObjectType | undefined;
    if (!root) continue;
    for (const field of Object.values(root.getFields())) {
      checked += 1;
      const isPublic = field.extensions?.public === true;
      const def = defs.find((d) => d.schemaName === field.name);
      const isAuthorized = Array.isArray(def?.roles);
      if (!isPublic && !isAuthorized) unmarked.push(`${rootName}.${field.name}`);
      if (isPublic && isAuthorized) both.push(`${rootName}.${field.name}`);
    }
  }
  return { unmarked, both, checked };
}

/**
 * Deny-by-default: every root field (Query, Mutation, Subscription) must be marked either
 * @Authorized() (type-graphql keeps its roles in the metadata storage, also when set on the
 * resolver class) or @Public() (a field extension `public: true`). An unmarked field fails here.
 */
describe('GraphQL schema: deny-by-default', () => {
  it('marks every root field @Authorized() or @Public()', async () => {
    const pubsub = createAppPubSub();
    const schema = await buildAppSchema(pubsub);
    await pubsub.close();
    const { unmarked, both, checked } = walkRootFields(schema);
    expect(checked).toBeGreaterThan(0);
    expect(unmarked, `root fields without @Authorized() or @Public(): ${unmarked.join(', ')}`).toEqual([]);
    expect(both, `root fields marked both @Authorized() and @Public(): ${both.join(', ')}`).toEqual([]);
  });

  it('the check sees the markers it relies on', async () => {
    const pubsub = createAppPubSub();
    const schema = await buildAppSchema(pubsub);
    await pubsub.close();
    const query = schema.getQueryType()!.getFields();
    expect(query.systemInfo.extensions?.public).toBe(true);
    const me = getMetadataStorage().queries.find((d) => d.schemaName === 'me');
    expect(me?.roles).toEqual([]);
    expect(query.me.extensions?.public).toBeUndefined();
  });

  it('fails on an unmarked root field', async () => {
    @Resolver()
    class ProbeResolver {
      @Query(() => String)
      unmarkedProbe(): string {
        return 'x';
      }
      @Public()
      @Query(() => String)
      publicProbe(): string {
        return 'x';
      }
      @Authorized()
      @Query(() => String)
      authorizedProbe(): string {
        return 'x';
      }
    }
    const schema = await buildSchema({ resolvers: [ProbeResolver], authChecker, validate: false });
    const { unmarked, checked } = walkRootFields(schema);
    expect(checked).toBe(3);
    expect(unmarked).toEqual(['Query.unmarkedProbe']);
  });
});
