import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { documentLiteralToJson } from './document-literal';

/**
 * Build-time replacement of the client preset's `graphql(`…`)` calls (web/src/gql/gql.ts recommends its
 * Babel/SWC plugins "for production"; this is the same rewrite as a Vite plugin). At run time `graphql()`
 * looks its argument up in a map that references every document of the app, and every document lives in
 * one module (web/src/gql/graphql.ts): the first page loaded all 60-odd documents (≈ 125 KB).
 *
 * In `vite build` only:
 * - each generated document becomes a module of its own (`virtual:trialyst-gql/<Export>`, the JSON of the
 *   document graphql.ts holds), and graphql.ts re-exports them, so a chunk holds only the documents it uses;
 * - each `graphql(`…`)` becomes an import of its document: the object `graphql()` returns at run time.
 * A document missing from the generated map (sources changed since `npm run codegen`) keeps its runtime
 * call, with a warning: the result is the same as before, only bigger. Dev server and tests are unchanged.
 */

const VIRTUAL = 'virtual:trialyst-gql/';
const RESOLVED = '\0trialyst-gql/';

/** The map of web/src/gql/gql.ts: document source (the template's text) → export of graphql.ts. */
export function readDocumentMap(gqlTs: string): Map<string, string> {
  const text = fs.readFileSync(gqlTs, 'utf8');
  const start = text.indexOf('const documents: Documents = {');
  if (start < 0) throw new Error(`${gqlTs}: no "const documents" map (client preset output changed?)`);
  const end = text.indexOf('\n};', start);
  const map = new Map<string, string>();
  for (const line of text.slice(start, end).split('\n')) {
    const m = /^\s*("(?:[^"\\]|\\.)*"): types\.(\w+),?$/.exec(line);
    if (m) map.set(JSON.parse(m[1]) as string, m[2]);
  }
  if (!map.size) throw new Error(`${gqlTs}: empty document map`);
  return map;
}

/**
 * The documents of web/src/gql/graphql.ts: export name → its JSON. Null when the module has any other
 * runtime export (then it cannot be replaced by re-exports and is left alone). Codegen writes each document
 * as a checked literal, `export const XDocument: DocumentNode<…> = {"kind":Kind.DOCUMENT,…};`
 * (./codegen-preset.ts); its modules here hold the JSON the client preset printed, so the bundle needs no
 * `graphql` enums.
 */
export function readDocuments(graphqlTs: string): Map<string, string> | null {
  const docs = new Map<string, string>();
  for (const line of fs.readFileSync(graphqlTs, 'utf8').split('\n')) {
    if (!/^export\s+(?!type\b|interface\b)/.test(line)) continue;
    const m = /^export const (\w+): DocumentNode<[^=]+> = (\{.*\});$/.exec(line);
    if (!m) return null;
    docs.set(m[1], documentLiteralToJson(m[2]));
  }
  return docs;
}

/** A module that takes `graphql` from the generated folder (web/src/gql, its index or gql.ts). */
const IMPORTS_GRAPHQL = /import\s*\{\s*graphql\s*\}\s*from\s*['"](?:\.{1,2}\/)+gql(?:\/index|\/gql)?['"]/;
/** `graphql(` + one plain template literal (no `${}`, no escapes: its text is its value) + `)`. */
const CALL = /\bgraphql\(\s*`((?:[^`\\$]|\$(?!\{))*)`\s*\)/g;

/**
 * Rewrites every `graphql(`…`)` of one module into an import of its document module. Returns null when
 * there is none. A document not in the generated map keeps its runtime call (`onMissing` is told). The
 * line count is kept (the template's newlines stay inside the parentheses).
 */
export function rewriteGraphqlCalls(code: string, documents: Map<string, string>, onMissing?: (firstLine: string) => void): string | null {
  if (!IMPORTS_GRAPHQL.test(code)) return null;
  const used = new Set<string>();
  const out = code.replace(CALL, (call: string, source: string) => {
    const name = documents.get(source);
    if (!name) {
      onMissing?.(source.trim().split('\n')[0]);
      return call;
    }
    used.add(name);
    return `(__gql_${name}${'\n'.repeat(source.split('\n').length - 1)})`;
  });
  if (!used.size) return null;
  return [...used].map((n) => `import __gql_${n} from ${JSON.stringify(VIRTUAL + n)};`).join('') + out;
}

export function graphqlDocuments(srcDir: string): Plugin {
  const gqlDir = path.join(srcDir, 'gql');
  const graphqlTs = path.join(gqlDir, 'graphql.ts');
  let map = new Map<string, string>();
  let docs: Map<string, string> | null = null;
  return {
    name: 'trialyst:graphql-documents',
    apply: 'build',
    enforce: 'pre',
    buildStart() {
      docs = readDocuments(graphqlTs);
      if (!docs) this.warn('web/src/gql/graphql.ts has runtime exports other than documents: documents stay in one module');
      const known = docs;
      map = new Map([...readDocumentMap(path.join(gqlDir, 'gql.ts'))].filter(([, name]) => known?.has(name)));
    },
    resolveId(id) {
      return docs && id.startsWith(VIRTUAL) ? RESOLVED + id.slice(VIRTUAL.length) : null;
    },
    load(id) {
      if (!id.startsWith(RESOLVED)) return null;
      const json = docs?.get(id.slice(RESOLVED.length));
      if (!json) throw new Error(`no document ${id.slice(RESOLVED.length)} in web/src/gql/graphql.ts`);
      return `export default ${json};`;
    },
    transform(code, id) {
      const file = id.split('?')[0];
      if (!docs || !/\.tsx?$/.test(file) || !file.startsWith(srcDir + path.sep)) return null;
      if (file === graphqlTs) {
        return { code: [...docs.keys()].map((n) => `export { default as ${n} } from ${JSON.stringify(VIRTUAL + n)};`).join('\n'), map: null };
      }
      if (file.startsWith(gqlDir + path.sep)) return null;
      const out = rewriteGraphqlCalls(code, map, (doc) =>
        this.warn(`${path.relative(srcDir, file)}: "${doc}" is not in web/src/gql (run \`npm run codegen\`); graphql() left as is`),
      );
      return out === null ? null : { code: out, map: null };
    },
  };
}
