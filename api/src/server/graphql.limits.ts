import { ApolloArmor } from '@escape.tech/graphql-armor';
import {
  GraphQLError,
  getNamedType,
  getNullableType,
  isListType,
  isObjectType,
  isInterfaceType,
  Kind,
  valueFromAST,
  type ArgumentNode,
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLField,
  type GraphQLNamedType,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
  type ValidationRule,
  type ValueNode,
} from 'graphql';
import { isUnstorableText, unstorableTextMessage } from '../lib/input-guard.js';

/** The limits every GraphQL operation passes, over HTTP and WebSocket alike. */
export const GRAPHQL_LIMITS = {
  maxDepth: 12,
  maxAliases: 15,
  maxDirectives: 50,
  /** graphql-armor's static cost (fields and nesting). */
  maxCost: 20_000,
  /** Lexer tokens in one document (the web app's largest operation has a few hundred). */
  maxTokens: 5_000,
  /**
   * Fields to resolve, counting list sizes from `limit`/`first` arguments (variables included):
   * the web app's largest operation, a 1000-row CSV export page, costs about 19 000.
   */
  maxListCost: 25_000,
} as const;

/** Lets GraphQL string literals through only when PostgreSQL can store them (no NUL, no lone surrogate). */
const storableStringLiterals: ValidationRule = (context) => ({
  StringValue(node) {
    if (isUnstorableText(node.value))
      context.reportError(new GraphQLError(unstorableTextMessage('String literal'), { nodes: [node], extensions: { reason: 'UNSTORABLE_TEXT', params: {} } }));
  },
});

const armor = new ApolloArmor({
  maxDepth: { n: GRAPHQL_LIMITS.maxDepth, ignoreIntrospection: true },
  maxAliases: { n: GRAPHQL_LIMITS.maxAliases },
  maxDirectives: { n: GRAPHQL_LIMITS.maxDirectives },
  costLimit: { maxCost: GRAPHQL_LIMITS.maxCost, ignoreIntrospection: true },
  // Token counting is done by graphql-js's own parser option (GRAPHQL_LIMITS.maxTokens), for both transports.
  maxTokens: { enabled: false },
  blockFieldSuggestion: { enabled: false },
});

/** Validation rules added to graphql-js's specified rules (armor reports to the validation context). */
export const validationRules: ValidationRule[] = [...(armor.protect().validationRules ?? []), storableStringLiterals];

export const parseOptions = { maxTokens: GRAPHQL_LIMITS.maxTokens } as const;

const SIZE_ARGS = ['limit', 'first', 'last', 'pageSize'];
/** Assumed size of a list whose size argument is absent and has no default (server defaults are ≤ 50). */
const DEFAULT_LIST_SIZE = 50;

/** Variables a value node refers to (a size argument may be `$n` or contain variables). */
function variablesIn(node: ValueNode, into: Set<string>): void {
  if (node.kind === Kind.VARIABLE) into.add(node.name.value);
  else if (node.kind === Kind.LIST) for (const v of node.values) variablesIn(v, into);
  else if (node.kind === Kind.OBJECT) for (const f of node.fields) variablesIn(f.value, into);
}

/** Every variable a size argument uses anywhere in the operation or the document's fragments (what its cost can depend on). */
function sizeVariables(document: DocumentNode, operation: OperationDefinitionNode): string[] {
  const used = new Set<string>();
  const walk = (set: SelectionSetNode) => {
    for (const sel of set.selections) {
      if (sel.kind === Kind.FIELD) for (const a of sel.arguments ?? []) if (SIZE_ARGS.includes(a.name.value)) variablesIn(a.value, used);
      if (sel.kind !== Kind.FRAGMENT_SPREAD && sel.selectionSet) walk(sel.selectionSet);
    }
  };
  walk(operation.selectionSet);
  for (const d of document.definitions) if (d.kind === Kind.FRAGMENT_DEFINITION) walk(d.selectionSet);
  return [...used].sort();
}

function listSize(field: GraphQLField<unknown, unknown>, args: readonly ArgumentNode[], variables: Record<string, unknown>): number {
  for (const name of SIZE_ARGS) {
    const def = field.args.find((a) => a.name === name);
    if (!def) continue;
    const node = args.find((a) => a.name.value === name);
    const value = node ? valueFromAST(node.value, def.type, variables) : def.defaultValue;
    return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : DEFAULT_LIST_SIZE;
  }
  return 1;
}

function computeListCost(schema: GraphQLSchema, document: DocumentNode, operation: OperationDefinitionNode, variables: Record<string, unknown>): number {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const d of document.definitions) if (d.kind === Kind.FRAGMENT_DEFINITION) fragments.set(d.name.value, d);
  const root = schema.getRootType(operation.operation);
  if (!root) return 0;

  const costOf = (set: SelectionSetNode, type: GraphQLNamedType, seen: Set<string>): number => {
    let total = 0;
    for (const sel of set.selections) {
      if (sel.kind === Kind.FIELD) {
        if (sel.name.value.startsWith('__')) continue;
        const field = isObjectType(type) || isInterfaceType(type) ? type.getFields()[sel.name.value] : undefined;
        if (!field) continue;
        total += 1;
        if (sel.selectionSet) {
          const multiplier =
            isListType(getNullableType(field.type)) || SIZE_ARGS.some((a) => field.args.some((d) => d.name === a))
              ? listSize(field, sel.arguments ?? [], variables)
              : 1;
          total += multiplier * costOf(sel.selectionSet, getNamedType(field.type), seen);
        }
      } else if (sel.kind === Kind.INLINE_FRAGMENT) {
        const on = sel.typeCondition ? (schema.getType(sel.typeCondition.name.value) ?? type) : type;
        total += costOf(sel.selectionSet, on, seen);
      } else {
        const frag = fragments.get(sel.name.value);
        if (!frag || seen.has(frag.name.value)) continue; // cycles are refused by validation anyway
        const on = schema.getType(frag.typeCondition.name.value) ?? type;
        total += costOf(frag.selectionSet, on, new Set(seen).add(frag.name.value));
      }
      if (total > GRAPHQL_LIMITS.maxListCost * 10) return total; // far over: stop counting
    }
    return total;
  };
  return costOf(operation.selectionSet, root, new Set());
}

/** Costs already computed, per parsed operation (Apollo and graphql-ws reuse parsed documents): by the values of the variables that size lists. */
interface KnownCosts {
  schema: GraphQLSchema;
  document: DocumentNode;
  /** Variables the cost may depend on (sizeVariables). */
  vars: string[];
  byValues: Map<string, number>;
}
const knownCosts = new WeakMap<OperationDefinitionNode, KnownCosts>();
const MAX_KNOWN_VALUES = 32;

/**
 * How many fields an operation may resolve, multiplying each sub-selection by the size its
 * `limit`/`first` argument asks for (variables included). Static rules cannot see variables,
 * so `trialsTable(limit: $n)` thirty times over would pass them. The cost is a function of the
 * operation and of the values of the variables its size arguments use: it is computed once per
 * parsed operation and set of those values.
 */
export function listCost(schema: GraphQLSchema, document: DocumentNode, operation: OperationDefinitionNode, variables: Record<string, unknown> = {}): number {
  let known = knownCosts.get(operation);
  if (!known || known.schema !== schema || known.document !== document) {
    known = { schema, document, vars: sizeVariables(document, operation), byValues: new Map() };
    knownCosts.set(operation, known);
  }
  const key = JSON.stringify(known.vars.map((v) => (Object.hasOwn(variables, v) ? [variables[v]] : [])));
  const hit = known.byValues.get(key);
  if (hit !== undefined) return hit;
  const cost = computeListCost(schema, document, operation, variables);
  if (known.byValues.size >= MAX_KNOWN_VALUES) known.byValues.clear();
  known.byValues.set(key, cost);
  return cost;
}

export function listCostError(cost: number): GraphQLError {
  return new GraphQLError(
    `Operation too expensive: it asks for about ${cost} fields (${GRAPHQL_LIMITS.maxListCost} at most, counting list sizes); ask for smaller pages or fewer fields`,
    { extensions: { code: 'BAD_USER_INPUT', reason: 'OPERATION_TOO_EXPENSIVE', params: { cost, max: GRAPHQL_LIMITS.maxListCost }, http: { status: 400 } } },
  );
}
