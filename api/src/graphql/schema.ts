import 'reflect-metadata';
import fs from 'node:fs/promises';
import path from 'node:path';
import { lexicographicSortSchema, printSchema, type GraphQLSchema } from 'graphql';
import { buildSchema } from 'type-graphql';
import { repoRoot } from '../config.js';
import { authChecker } from './auth-checker.js';
import type { PubSub } from './pubsub.js';
import type { ResolverClass } from './resolver-class.js';

/** At least one resolver class, in the modules' order (buildSchema refuses an empty list). */
export type ResolverList = readonly [ResolverClass, ...ResolverClass[]];

/** The schema of `resolvers` (the composition root's `buildAppSchema` passes every module's). */
export async function buildGraphQLSchema(resolvers: ResolverList, pubSub: PubSub): Promise<GraphQLSchema> {
  return buildSchema({
    resolvers: [...resolvers],
    authChecker,
    pubSub,
    validate: false,
    // A thrown AppError already says the right thing; "authMode: error" makes @Authorized throw it.
    authMode: 'error',
  });
}

export const SCHEMA_FILE = path.join(repoRoot, 'schema', 'schema.graphql');

/** The SDL as committed: sorted, so the file only changes when the schema does. */
export function printAppSchema(schema: GraphQLSchema): string {
  return `${printSchema(lexicographicSortSchema(schema))}\n`;
}

export async function emitSchema(schema: GraphQLSchema, file = SCHEMA_FILE): Promise<void> {
  await fs.mkdir(path.dirname(file), { recursive: true });
  await fs.writeFile(file, printAppSchema(schema));
}
