import { Kind, type FieldNode, type GraphQLResolveInfo, type SelectionSetNode } from 'graphql';
import { TRIAL_FIELD_LIST } from './trials.fields.js';
import { COMPUTED_FIELD_READS } from './trials.fields.resolver.js';

/**
 * Which stored trial properties a GraphQL selection needs, so a list reads only those columns
 * (the web's table page asks for 11 of 41).
 *
 * Stored fields of `Trial` read their own property; the computed fields of this module read what
 * COMPUTED_FIELD_READS (beside their resolvers) says; `nctId` is always read (it is the key the
 * large fields and other modules load by). A field this module does not know (a field resolver of
 * another module: analysis, reactions, quotes…) may read anything from its root: then every list
 * property is read, as before, and the answer cannot change.
 */

const STORED: ReadonlyMap<string, string> = new Map(TRIAL_FIELD_LIST.flatMap((f) => (f.gql && f.load === 'list' ? [[f.prop, f.prop] as const] : [])));
const COMPUTED: Readonly<Record<string, readonly string[]>> = COMPUTED_FIELD_READS;

/** Properties read by these `Trial` fields, or null when one of them is not known here (read everything). */
export function trialPropsFor(fields: Iterable<string>): string[] | null {
  const props = new Set<string>(['nctId']);
  for (const name of fields) {
    if (name === '__typename') continue;
    const stored = STORED.get(name);
    if (stored) props.add(stored);
    else if (Object.hasOwn(COMPUTED, name)) for (const p of COMPUTED[name]) props.add(p);
    else return null;
  }
  return [...props];
}

type Fragments = GraphQLResolveInfo['fragments'];

/** Field nodes of these selection sets, through fragment spreads and inline fragments (directives ignored: a skipped field is still read). */
function fieldsOf(sets: readonly SelectionSetNode[], fragments: Fragments): FieldNode[] {
  const out: FieldNode[] = [];
  const seen = new Set<string>();
  const walk = (set: SelectionSetNode) => {
    for (const sel of set.selections) {
      if (sel.kind === Kind.FIELD) out.push(sel);
      else if (sel.kind === Kind.INLINE_FRAGMENT) walk(sel.selectionSet);
      else if (!seen.has(sel.name.value)) {
        seen.add(sel.name.value);
        const frag = fragments[sel.name.value];
        if (frag) walk(frag.selectionSet);
      }
    }
  };
  for (const s of sets) walk(s);
  return out;
}

/** Names of the fields selected at `path` below the field being resolved (e.g. ['rows'] under trialsTable). */
export function selectedFieldNames(info: Pick<GraphQLResolveInfo, 'fieldNodes' | 'fragments'>, path: readonly string[]): Set<string> {
  let sets: SelectionSetNode[] = info.fieldNodes.flatMap((n) => (n.selectionSet ? [n.selectionSet] : []));
  for (const name of path) sets = fieldsOf(sets, info.fragments).flatMap((f) => (f.name.value === name && f.selectionSet ? [f.selectionSet] : []));
  return new Set(fieldsOf(sets, info.fragments).map((f) => f.name.value));
}

/** Documents are parsed once and cached by Apollo: the answer is kept per field node (and path). */
const memo = new WeakMap<FieldNode, Map<string, string[] | null>>();

/** The trial properties the `Trial` objects at `path` below the current field need (null: every list property). */
export function trialPropsOfSelection(info: Pick<GraphQLResolveInfo, 'fieldNodes' | 'fragments'>, path: readonly string[]): string[] | null {
  const node = info.fieldNodes.length === 1 ? info.fieldNodes[0] : undefined;
  const key = path.join('.');
  const known = node && memo.get(node);
  if (known && known.has(key)) return known.get(key)!;
  const props = trialPropsFor(selectedFieldNames(info, path));
  if (node) {
    if (known) known.set(key, props);
    else memo.set(node, new Map([[key, props]]));
  }
  return props;
}
