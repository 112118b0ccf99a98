import { ApolloArmor } from '@escape.tech/graphql-armor';
import {
  GraphQLError,
  getArgumentValues,
  getNamedType,
  getVariableValues,
  isInputObjectType,
  isInputType,
  isObjectType,
  isInterfaceType,
  Kind,
  typeFromAST,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLField,
  type GraphQLInputObjectType,
  type GraphQLInputType,
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

/** Whether an input type holds a size field (`limit`...) at any depth: such an argument sizes its field's list too. */
const sizedInputs = new WeakMap<GraphQLInputObjectType, boolean>();
function holdsSize(type: GraphQLInputType): boolean {
  const root = getNamedType(type);
  if (!isInputObjectType(root)) return false;
  const known = sizedInputs.get(root);
  if (known !== undefined) return known;
  // Iterative, and every type visited once: input types may refer to themselves.
  const seen = new Set<GraphQLInputObjectType>([root]);
  const todo = [root];
  let found = false;
  while (todo.length && !found) {
    for (const f of Object.values(todo.pop()!.getFields())) {
      if (SIZE_ARGS.includes(f.name)) found = true;
      const inner = getNamedType(f.type);
      if (isInputObjectType(inner) && !seen.has(inner)) {
        seen.add(inner);
        todo.push(inner);
      }
    }
  }
  sizedInputs.set(root, found);
  return found;
}

/** Variables a value node refers to; with `sized`, only those under a size field of an input object literal. */
function variablesIn(node: ValueNode, into: Set<string>, sized: boolean): void {
  const todo: [ValueNode, boolean][] = [[node, sized]];
  while (todo.length) {
    const [n, under] = todo.pop()!;
    if (n.kind === Kind.VARIABLE && under) into.add(n.name.value);
    else if (n.kind === Kind.LIST) for (const v of n.values) todo.push([v, under]);
    else if (n.kind === Kind.OBJECT) for (const f of n.fields) todo.push([f.value, under || SIZE_ARGS.includes(f.name.value)]);
  }
}

/**
 * Every variable the cost can depend on: those used in a size argument or under a size field of an
 * input object literal, anywhere in the operation or the document's fragments, and those whose
 * declared type holds a size field (`$page: PageInput`).
 */
function sizeVariables(schema: GraphQLSchema, document: DocumentNode, operation: OperationDefinitionNode): string[] {
  const used = new Set<string>();
  const walk = (set: SelectionSetNode) => {
    for (const sel of set.selections) {
      if (sel.kind === Kind.FIELD) for (const a of sel.arguments ?? []) variablesIn(a.value, used, SIZE_ARGS.includes(a.name.value));
      if (sel.kind !== Kind.FRAGMENT_SPREAD && sel.selectionSet) walk(sel.selectionSet);
    }
  };
  walk(operation.selectionSet);
  for (const d of document.definitions) if (d.kind === Kind.FRAGMENT_DEFINITION) walk(d.selectionSet);
  for (const def of operation.variableDefinitions ?? []) {
    const type = typeFromAST(schema, def.type);
    if (type && isInputType(type) && holdsSize(type)) used.add(def.variable.name.value);
  }
  return [...used].sort();
}

/**
 * The values of `names` as execution will see them: coerced to their declared types, with the
 * operation's default values for those not given. Null when they are invalid: execution refuses
 * them then, with its own error.
 */
function coercedVariables(
  schema: GraphQLSchema,
  operation: OperationDefinitionNode,
  inputs: Record<string, unknown>,
  names: string[],
): Record<string, unknown> | null {
  if (names.length === 0) return {};
  const defs = (operation.variableDefinitions ?? []).filter((d) => names.includes(d.variable.name.value));
  const { coerced, errors } = getVariableValues(schema, defs, inputs, { maxErrors: 1 });
  return errors || !coerced ? null : coerced;
}

/** The sizes found under size keys of an argument value (an input object, a list of them), at any depth. */
function sizesIn(value: unknown, sized: boolean): number {
  let total = 0;
  const todo: [unknown, boolean][] = [[value, sized]];
  while (todo.length) {
    const [v, under] = todo.pop()!;
    if (under && typeof v === 'number' && Number.isFinite(v) && v > 0) total += v;
    else if (Array.isArray(v)) for (const item of v) todo.push([item, under]);
    else if (v !== null && typeof v === 'object') for (const [k, item] of Object.entries(v)) todo.push([item, under || SIZE_ARGS.includes(k)]);
  }
  return total;
}

/**
 * How many items a field's list may hold, from its arguments as execution resolves them (literals,
 * variables, the operation's and the field's defaults); several size values (in a list of inputs) add up.
 */
function listSize(field: GraphQLField<unknown, unknown>, node: FieldNode, variables: Record<string, unknown>): number {
  const sizing = field.args.filter((a) => SIZE_ARGS.includes(a.name) || holdsSize(a.type));
  if (!sizing.length) return 1;
  let values: Record<string, unknown>;
  try {
    values = getArgumentValues(field, node, variables);
  } catch {
    return DEFAULT_LIST_SIZE; // an argument execution would refuse
  }
  let total = 0;
  for (const a of sizing) total += sizesIn(values[a.name], SIZE_ARGS.includes(a.name));
  return total > 0 ? total : DEFAULT_LIST_SIZE;
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
          const multiplier = listSize(field, sel, variables);
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

/** Costs already computed, per parsed operation (Apollo and graphql-ws reuse parsed documents): by the coerced values of the variables that size lists. */
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
 * `limit`/`first` argument asks for. Static rules cannot see variables, so `trialsTable(limit: $n)`
 * fifteen times over would pass them: the sizes are read from the arguments as execution will
 * resolve them, from the variables coerced to their declared types with the operation's default
 * values (`query($n: Int = 1000)` with no variables costs what `{ n: 1000 }` does). Invalid
 * variables are left to execution, which refuses them. The cost is a function of the operation and
 * of the coerced values of the variables its sizes use: it is computed once per parsed operation
 * and set of those values.
 */
export function listCost(schema: GraphQLSchema, document: DocumentNode, operation: OperationDefinitionNode, variables: Record<string, unknown> = {}): number {
  let known = knownCosts.get(operation);
  if (!known || known.schema !== schema || known.document !== document) {
    known = { schema, document, vars: sizeVariables(schema, document, operation), byValues: new Map() };
    knownCosts.set(operation, known);
  }
  const inputs = typeof variables === 'object' && variables !== null && !Array.isArray(variables) ? variables : {};
  const coerced = coercedVariables(schema, operation, inputs, known.vars) ?? {};
  // Coerced values are as deep as their declared types (never the client's raw nesting): safe to serialise.
  const key = JSON.stringify(known.vars.map((v) => (Object.hasOwn(coerced, v) ? [coerced[v]] : [])));
  const hit = known.byValues.get(key);
  if (hit !== undefined) return hit;
  const cost = computeListCost(schema, document, operation, coerced);
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
