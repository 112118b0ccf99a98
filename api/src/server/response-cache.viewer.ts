import {
  execute,
  isObjectType,
  Kind,
  getNamedType,
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLObjectType,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionNode,
  type SelectionSetNode,
} from 'graphql';
import type { AppContext } from '../context.js';
import type { ResponseCacheRules } from './response-cache.rules.js';

/**
 * The viewer's part of a cacheable operation.
 *
 * A signed-in answer is the signed-out answer (shared by every viewer, kept by the response cache)
 * with the viewer's fields (`viewerReaction`, declared by the modules as reading only the row's id
 * and the viewer) replaced by this viewer's values. The viewer's values come from a second, small
 * operation: the same root fields, the same variables, keeping only the paths that lead to viewer
 * fields. Both answers have the same keys (aliases included) on those paths, so merging the second
 * into the first gives exactly the answer a full execution would.
 *
 * Only viewer fields under a root field that names its row (`trial(nctId: …)`) can be split this
 * way: under a page of rows (`trialsTable`) the viewer's operation would re-run the page's query.
 */
export type ViewerPart =
  /** No viewer field: every viewer gets the signed-out answer. */
  | { kind: 'none' }
  /** Viewer fields under rows named by their root field: the operation that reads them. */
  | { kind: 'split'; document: DocumentNode; roots: { field: string; idArgument: string }[] }
  /** Viewer fields this split cannot serve: signed-in requests take the full execution. */
  | { kind: 'whole' };

const MAX_DEPTH = 64;

class Unsplittable extends Error {}

/** The operation with every fragment spread replaced by an inline fragment (a cycle or an unknown fragment throws). */
function inlineFragments(selectionSet: SelectionSetNode, fragments: Map<string, FragmentDefinitionNode>, depth: number): SelectionSetNode {
  if (depth > MAX_DEPTH) throw new Unsplittable('too deep');
  const selections = selectionSet.selections.map((s): SelectionNode => {
    if (s.kind === Kind.FRAGMENT_SPREAD) {
      const fragment = fragments.get(s.name.value);
      if (!fragment) throw new Unsplittable(`unknown fragment ${s.name.value}`);
      return {
        kind: Kind.INLINE_FRAGMENT,
        typeCondition: fragment.typeCondition,
        directives: [...(s.directives ?? []), ...(fragment.directives ?? [])],
        selectionSet: inlineFragments(fragment.selectionSet, fragments, depth + 1),
      };
    }
    if (!s.selectionSet) return s;
    return { ...s, selectionSet: inlineFragments(s.selectionSet, fragments, depth + 1) };
  });
  return { ...selectionSet, selections };
}

/** Walks the inlined operation, keeping only the paths to viewer fields. */
class Pruner {
  found = false;
  readonly roots: { field: string; idArgument: string }[] = [];
  constructor(
    private readonly schema: GraphQLSchema,
    private readonly rules: ResponseCacheRules,
  ) {}

  root(selectionSet: SelectionSetNode): SelectionSetNode | null {
    return this.keep(selectionSet, (s) => {
      if (s.kind === Kind.INLINE_FRAGMENT) {
        const inner = this.root(s.selectionSet);
        return inner && { ...s, selectionSet: inner };
      }
      if (s.kind !== Kind.FIELD || s.name.value === '__typename') return null;
      const how = this.rules.rootFields.get(s.name.value);
      const field = this.schema.getQueryType()?.getFields()[s.name.value];
      const type = field && getNamedType(field.type);
      if (!how || !s.selectionSet || !isObjectType(type)) throw new Unsplittable(`root ${s.name.value}`);
      if (!how.idArgument) {
        // A page of rows: splitting would re-run its query.
        if (this.rows(s.selectionSet, type)) throw new Unsplittable(`viewer fields under ${s.name.value}`);
        return null;
      }
      const inner = this.rows(s.selectionSet, type);
      if (!inner) return null;
      this.roots.push({ field: s.name.value, idArgument: how.idArgument });
      return { ...s, selectionSet: inner };
    });
  }

  /** Below a root field: only viewer fields of rows, and the fields leading to them. */
  private rows(selectionSet: SelectionSetNode, type: GraphQLObjectType): SelectionSetNode | null {
    return this.keep(selectionSet, (s) => {
      if (s.kind === Kind.INLINE_FRAGMENT) {
        const condition = s.typeCondition ? this.schema.getType(s.typeCondition.name.value) : type;
        if (!isObjectType(condition)) throw new Unsplittable('abstract type');
        const inner = this.rows(s.selectionSet, condition);
        return inner && { ...s, selectionSet: inner };
      }
      if (s.kind !== Kind.FIELD) return null;
      if (type.name === this.rules.rowType && this.rules.viewerFields.has(s.name.value)) {
        this.found = true;
        return s;
      }
      if (!s.selectionSet) return null;
      const field = type.getFields()[s.name.value];
      const next = field && getNamedType(field.type);
      if (!isObjectType(next)) throw new Unsplittable('abstract type');
      const inner = this.rows(s.selectionSet, next);
      return inner && { ...s, selectionSet: inner };
    });
  }

  private keep(selectionSet: SelectionSetNode, map: (s: SelectionNode) => SelectionNode | null): SelectionSetNode | null {
    const selections = selectionSet.selections.map(map).filter((s): s is SelectionNode => s !== null);
    return selections.length ? { ...selectionSet, selections } : null;
  }
}

/** The viewer's part of `operation` (decided once per document). */
export function viewerPartOf(schema: GraphQLSchema, rules: ResponseCacheRules, document: DocumentNode, operation: OperationDefinitionNode): ViewerPart {
  if (rules.viewerFields.size === 0) return { kind: 'none' };
  const fragments = new Map(document.definitions.filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION).map((f) => [f.name.value, f]));
  try {
    const pruner = new Pruner(schema, rules);
    const selectionSet = pruner.root(inlineFragments(operation.selectionSet, fragments, 0));
    if (!pruner.found || !selectionSet) return { kind: 'none' };
    return { kind: 'split', document: { kind: Kind.DOCUMENT, definitions: [{ ...operation, selectionSet }] }, roots: pruner.roots };
  } catch (e) {
    if (e instanceof Unsplittable) return { kind: 'whole' };
    throw e;
  }
}

/** `shared` with `viewer`'s values written over it, on the viewer's paths only (neither is changed). */
export function mergeViewer(shared: unknown, viewer: unknown): unknown {
  if (Array.isArray(viewer) && Array.isArray(shared)) return shared.map((item, i) => (i < viewer.length ? mergeViewer(item, viewer[i]) : item));
  if (viewer === null || typeof viewer !== 'object' || Array.isArray(viewer) || shared === null || typeof shared !== 'object' || Array.isArray(shared))
    return viewer;
  const out: Record<string, unknown> = { ...(shared as Record<string, unknown>) };
  for (const [key, value] of Object.entries(viewer)) out[key] = key in out ? mergeViewer(out[key], value) : value;
  return out;
}

const isRecord = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);

/** Where a viewer value goes in the shared answer: a path of keys and indexes, as mergeViewer walks it. */
type Path = (string | number)[];

/**
 * The places mergeViewer writes `viewer` over `shared`, in its order: each path and the value put there.
 * False where mergeViewer would build something no path can say (a key or list item `shared` lacks).
 */
function placements(shared: unknown, viewer: unknown, path: Path, out: { path: Path; value: unknown }[]): boolean {
  if (Array.isArray(viewer) && Array.isArray(shared)) {
    if (viewer.length > shared.length) return false;
    return viewer.every((item, i) => placements(shared[i], item, [...path, i], out));
  }
  if (!isRecord(viewer) || !isRecord(shared)) {
    out.push({ path, value: viewer });
    return true;
  }
  for (const [key, value] of Object.entries(viewer)) {
    if (!(key in shared) || !placements(shared[key], value, [...path, key], out)) return false;
  }
  return true;
}

/** The viewer answer's shape with every scalar as 0: two answers of one shape take their values at the same places. */
const skeleton = (viewer: unknown) => JSON.stringify(viewer, (_key, v: unknown) => (v !== null && typeof v === 'object' ? v : 0));

/**
 * A shared answer's text cut at its viewer values: the text is chunks[0] + value 0 + chunks[1] + …, for
 * viewer answers of the skeleton it was cut for. Built on the first signed-in read of the answer, so
 * later reads write the viewer's few values into the text instead of parsing and re-serialising it.
 */
interface Template {
  skeleton: string;
  paths: Path[];
  chunks: string[];
}
const templates = new WeakMap<object, Template | null>();

function templateOf(sharedBody: string, viewer: unknown): Template | null {
  const shared = JSON.parse(sharedBody) as { data?: unknown };
  const places: { path: Path; value: unknown }[] = [];
  if (!placements(shared.data, viewer, [], places) || places.length === 0 || places.some((p) => p.path.length === 0)) return null;
  // A marker no answer can hold: PostgreSQL text never contains U+0000 (input-guard.ts refuses it).
  const marker = (i: number) => `\u0000viewer:${i}`;
  for (const [i, { path }] of places.entries()) {
    let at = shared.data as Record<string | number, unknown>;
    for (const step of path.slice(0, -1)) at = at[step] as Record<string | number, unknown>;
    at[path[path.length - 1]] = marker(i);
  }
  const text = JSON.stringify(shared) + (sharedBody.endsWith('\n') ? '\n' : '');
  const chunks: string[] = [];
  let from = 0;
  for (let i = 0; i < places.length; i++) {
    const quoted = JSON.stringify(marker(i));
    const at = text.indexOf(quoted, from);
    if (at < 0) return null;
    chunks.push(text.slice(from, at));
    from = at + quoted.length;
  }
  chunks.push(text.slice(from));
  return { skeleton: skeleton(viewer), paths: places.map((p) => p.path), chunks };
}

/** The shared answer's text with the viewer's values written in (null: the template does not fit). */
function fill(template: Template, viewer: unknown): string | null {
  if (skeleton(viewer) !== template.skeleton) return null;
  let text = template.chunks[0];
  for (const [i, path] of template.paths.entries()) {
    let value = viewer;
    for (const step of path) value = (value as Record<string | number, unknown>)[step];
    text += JSON.stringify(value) + template.chunks[i + 1];
  }
  return text;
}

/**
 * The signed-in answer: the shared (signed-out) answer's body with the viewer's fields of `context`'s
 * viewer merged in, byte for byte what mergeViewer gives. Null when the viewer's operation fails: the
 * caller then executes the request whole.
 */
export async function answerForViewer(
  schema: GraphQLSchema,
  rules: ResponseCacheRules,
  part: Extract<ViewerPart, { kind: 'split' }>,
  shared: { body: string },
  context: AppContext,
  variables: Record<string, unknown>,
  /** Told the size of the template cut from `shared` on its first signed-in read. */
  onTemplate?: (bytes: number) => void,
): Promise<string | null> {
  if (!shared.body.startsWith('{"data":{')) return null;
  for (const root of part.roots) {
    const knownRow = rules.rootFields.get(root.field)?.knownRow;
    if (!knownRow) return null;
    // The shared answer read these rows: they exist. Their ids are the root fields' arguments.
    try {
      for (const id of rootIds(part.document, root, variables)) knownRow(context, id);
    } catch {
      return null;
    }
  }
  const result = await execute({ schema, document: part.document, contextValue: context, variableValues: variables });
  if (result.errors?.length || !result.data) return null;
  return withViewer(shared, result.data, onTemplate);
}

/** `shared`'s body with `viewer` merged into its data: byte for byte mergeViewer's answer, from the answer's template when it fits. */
export function withViewer(shared: { body: string }, viewer: unknown, onTemplate?: (bytes: number) => void): string {
  let template = templates.get(shared);
  if (template === undefined) {
    templates.set(shared, (template = templateOf(shared.body, viewer)));
    if (template) onTemplate?.(template.chunks.reduce((n, c) => n + c.length, 0));
  }
  const filled = template ? fill(template, viewer) : null;
  if (filled !== null) return filled;
  const parsed = JSON.parse(shared.body) as { data?: unknown };
  // Apollo ends its bodies with a newline: so does this one, byte for byte the whole execution's answer.
  return JSON.stringify({ ...parsed, data: mergeViewer(parsed.data, viewer) }) + (shared.body.endsWith('\n') ? '\n' : '');
}

/** The id arguments of `root` in the viewer's operation, as strings (literal or variable). */
function rootIds(document: DocumentNode, root: { field: string; idArgument: string }, variables: Record<string, unknown>): string[] {
  const ids: string[] = [];
  const visitSet = (set: SelectionSetNode) => {
    for (const s of set.selections) {
      if (s.kind === Kind.INLINE_FRAGMENT) visitSet(s.selectionSet);
      if (s.kind !== Kind.FIELD || s.name.value !== root.field) continue;
      const arg = s.arguments?.find((a) => a.name.value === root.idArgument)?.value;
      const id = arg?.kind === Kind.STRING ? arg.value : arg?.kind === Kind.VARIABLE ? variables[arg.name.value] : undefined;
      if (typeof id === 'string') ids.push(id);
    }
  };
  for (const d of document.definitions) if (d.kind === Kind.OPERATION_DEFINITION) visitSet(d.selectionSet);
  return ids;
}
