import {
  getNamedType,
  isObjectType,
  Kind,
  TypeInfo,
  visit,
  visitWithTypeInfo,
  type DocumentNode,
  type GraphQLNamedType,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';
import type { ResponseCacheRules } from './response-cache.rules.js';
import { viewerPartOf, type ViewerPart } from './response-cache.viewer.js';
/**
 * Which anonymous GraphQL answers may be kept, and what they depend on.
 *
 * The modules say it (ResponseCacheRules, from their manifests; the trials module today): one row
 * type whose writes the database announces (a trigger on `trials`: migration TrialChangeNotify),
 * its fields computed from its own row alone (and the request's language and day, both part of the
 * cache key), and the root fields answered from those rows. An answer is cacheable when every field
 * it selects is one of these, or a field of the plain objects they return. Anything that reads
 * another table, the time of day, a stock provider or the viewer makes the whole operation
 * uncacheable. A root field with an id argument (`trial(nctId)`) depends on that row; one without
 * (`trialsTable`) on every row (a write anywhere can change its pages).
 *
 * Viewer fields (`viewerReaction`) read the row's id and the viewer only: a signed-out answer holds
 * their signed-out values, and a signed-in answer is that answer with the viewer's values merged in
 * (response-cache.viewer.ts).
 */
export type Dependencies = { kind: 'trials'; ids: string[] } | { kind: 'all' };

export type { ResponseCacheRules, RootFieldRule } from './response-cache.rules.js';

const isRowField = (rules: ResponseCacheRules, name: string) => name === '__typename' || rules.rowFields.has(name) || rules.viewerFields.has(name);

/** The object types reachable from the cacheable fields (plain data: their fields read their parent object only). */
export function cacheableTypes(schema: GraphQLSchema, rules: ResponseCacheRules): Set<string> {
  const seen = new Set<string>();
  const visitType = (type: GraphQLNamedType) => {
    if (!isObjectType(type) || seen.has(type.name) || type.name === rules.rowType || type.name === 'Query') return;
    seen.add(type.name);
    for (const field of Object.values(type.getFields())) visitType(getNamedType(field.type));
  };
  const row = schema.getType(rules.rowType);
  if (!isObjectType(row)) return seen;
  for (const [name, field] of Object.entries(row.getFields())) if (isRowField(rules, name)) visitType(getNamedType(field.type));
  const roots = schema.getQueryType()?.getFields() ?? {};
  for (const [name, how] of rules.rootFields) {
    const root = roots[name];
    if (!root || how.idArgument) continue;
    // A field over every row answers a page of them: the page type, and what its fields return.
    const page = getNamedType(root.type);
    if (isObjectType(page)) {
      seen.add(page.name);
      for (const field of Object.values(page.getFields())) visitType(getNamedType(field.type));
    }
  }
  return seen;
}

/** A cacheable operation: whether it reads the whole table, and where its `trial(nctId)` ids come from. */
export interface CacheableShape {
  all: boolean;
  ids: ({ variable: string } | { literal: string })[];
  /** What a signed-in answer adds to the signed-out one. */
  viewer: ViewerPart;
}

/** Whether the operation's answer may be cached (null: never), decided once per document. */
export function cacheableShape(
  schema: GraphQLSchema,
  rules: ResponseCacheRules,
  types: ReadonlySet<string>,
  document: DocumentNode,
  operationName: string | undefined,
): CacheableShape | null {
  const operations = document.definitions.filter((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION);
  const operation = operationName ? operations.find((o) => o.name?.value === operationName) : operations.length === 1 ? operations[0] : undefined;
  if (!operation || operation.operation !== 'query' || operations.length !== 1) return null;
  let ok = true;
  const shape: CacheableShape = { all: false, ids: [], viewer: { kind: 'none' } };
  const typeInfo = new TypeInfo(schema);
  visit(
    document,
    visitWithTypeInfo(typeInfo, {
      Directive(node) {
        if (node.name.value !== 'include' && node.name.value !== 'skip') ok = false;
      },
      Field(node) {
        const parent = typeInfo.getParentType();
        const name = node.name.value;
        if (!parent) return void (ok = false);
        if (parent.name === 'Query') {
          if (name === '__typename') return;
          const root = rules.rootFields.get(name);
          if (!root) return void (ok = false);
          if (!root.idArgument) shape.all = true;
          else {
            const arg = node.arguments?.find((a) => a.name.value === root.idArgument)?.value;
            if (arg?.kind === Kind.VARIABLE) shape.ids.push({ variable: arg.name.value });
            else if (arg?.kind === Kind.STRING) shape.ids.push({ literal: arg.value });
            else ok = false;
          }
        } else if (parent.name === rules.rowType) {
          if (!isRowField(rules, name)) ok = false;
        } else if (!types.has(parent.name)) {
          ok = false;
        }
      },
    }),
  );
  if (!ok) return null;
  shape.viewer = viewerPartOf(schema, rules, document, operation);
  return shape;
}

/** What an answer of that operation with these variables reads (null: an id is not a string). */
export function dependenciesOf(shape: CacheableShape, variables: Record<string, unknown>): Dependencies | null {
  if (shape.all) return { kind: 'all' };
  const ids: string[] = [];
  for (const source of shape.ids) {
    const id = 'literal' in source ? source.literal : variables[source.variable];
    if (typeof id !== 'string') return null;
    ids.push(id.trim().toUpperCase());
  }
  return { kind: 'trials', ids };
}
