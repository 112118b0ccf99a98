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
import { TRIAL_FIELD_LIST } from '../modules/trials/trials.fields.js';
import { COMPUTED_FIELD_READS } from '../modules/trials/trials.fields.resolver.js';

/**
 * Which anonymous GraphQL answers may be kept, and what they depend on.
 *
 * An answer is cacheable when every field it selects is computed from `trials` rows alone (and the
 * request's language): the stored columns of the field descriptor, the fields computed from them,
 * the like counts, the viewer's reaction (constant when signed out) and the plain objects these
 * return (next catalysts depend on the day too, which is part of the cache key). Anything that reads
 * another table, the time of day, a stock provider or the viewer makes the
 * whole operation uncacheable. `trial(nctId)` depends on that trial's row; `trialsTable` on every
 * row (a write anywhere can change its pages). Invalidation comes from the database itself: a
 * trigger announces every statement that writes `trials` (migration TrialChangeNotify).
 */
export type Dependencies = { kind: 'trials'; ids: string[] } | { kind: 'all' };

const ROOT_FIELDS = new Set(['trial', 'trialsTable', '__typename']);

/** Trial fields read from its own row: descriptor columns exposed in GraphQL and the computed ones. */
export const CACHEABLE_TRIAL_FIELDS: ReadonlySet<string> = new Set([
  ...TRIAL_FIELD_LIST.filter((f) => f.gql !== false).map((f) => f.prop),
  ...Object.keys(COMPUTED_FIELD_READS),
  'reactions',
  'viewerReaction',
  '__typename',
]);

/** The object types reachable from the cacheable fields (plain data: their fields read their parent object only). */
export function cacheableTypes(schema: GraphQLSchema): Set<string> {
  const seen = new Set<string>();
  const visitType = (type: GraphQLNamedType) => {
    if (!isObjectType(type) || seen.has(type.name) || type.name === 'Trial' || type.name === 'Query') return;
    seen.add(type.name);
    for (const field of Object.values(type.getFields())) visitType(getNamedType(field.type));
  };
  const trial = schema.getType('Trial');
  if (!isObjectType(trial)) return seen;
  for (const [name, field] of Object.entries(trial.getFields())) if (CACHEABLE_TRIAL_FIELDS.has(name)) visitType(getNamedType(field.type));
  const table = schema.getQueryType()?.getFields().trialsTable;
  if (table) {
    const page = getNamedType(table.type);
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
}

/** Whether the operation's answer may be cached (null: never), decided once per document. */
export function cacheableShape(
  schema: GraphQLSchema,
  types: ReadonlySet<string>,
  document: DocumentNode,
  operationName: string | undefined,
): CacheableShape | null {
  const operations = document.definitions.filter((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION);
  const operation = operationName ? operations.find((o) => o.name?.value === operationName) : operations.length === 1 ? operations[0] : undefined;
  if (!operation || operation.operation !== 'query' || operations.length !== 1) return null;
  let ok = true;
  const shape: CacheableShape = { all: false, ids: [] };
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
          if (!ROOT_FIELDS.has(name)) return void (ok = false);
          if (name === 'trialsTable') shape.all = true;
          if (name === 'trial') {
            const arg = node.arguments?.find((a) => a.name.value === 'nctId')?.value;
            if (arg?.kind === Kind.VARIABLE) shape.ids.push({ variable: arg.name.value });
            else if (arg?.kind === Kind.STRING) shape.ids.push({ literal: arg.value });
            else ok = false;
          }
        } else if (parent.name === 'Trial') {
          if (!CACHEABLE_TRIAL_FIELDS.has(name)) ok = false;
        } else if (!types.has(parent.name)) {
          ok = false;
        }
      },
    }),
  );
  return ok ? shape : null;
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
