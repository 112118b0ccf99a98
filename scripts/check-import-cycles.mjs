#!/usr/bin/env node
// Fails on an import circle between our own modules (part of `npm run lint`). Every workspace is
// read with its own tsconfig (TypeScript resolves `./x.js` → `x.ts`), and every import counts:
// value and type-only imports and re-exports, `import x = require()`, `import('./x.js')` calls and
// `typeof import('./x.js')` types. A type-only circle is erased at run time, but it still ties the
// files' meanings together (neither can be understood, moved or split without the other), so it is
// a circle too. A circle is a group of files that reach one another (a strongly connected
// component); each is reported once, with one shortest loop through it.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const WORKSPACES = ['api', 'web', 'e2e', 'bench'];

/** Every module specifier a file names, whatever the kind of import. */
function specifiers(file, source) {
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true);
  const out = [];
  const literal = (node) => (node && ts.isStringLiteralLike(node) ? node.text : undefined);
  const visit = (node) => {
    let spec;
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) spec = literal(node.moduleSpecifier);
    else if (ts.isImportEqualsDeclaration(node) && ts.isExternalModuleReference(node.moduleReference)) spec = literal(node.moduleReference.expression);
    else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) spec = literal(node.arguments[0]);
    else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) spec = literal(node.argument.literal);
    if (spec) out.push(spec);
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return out;
}

const graph = new Map();
const perWorkspace = [];
let edges = 0;
for (const workspace of WORKSPACES) {
  const configPath = path.join(root, workspace, 'tsconfig.json');
  const { config, error } = ts.readConfigFile(configPath, ts.sys.readFile);
  if (error) throw new Error(`${configPath}: ${ts.flattenDiagnosticMessageText(error.messageText, '\n')}`);
  const parsed = ts.parseJsonConfigFileContent(config, ts.sys, path.dirname(configPath));
  const host = ts.createCompilerHost(parsed.options);
  let files = 0;
  for (const name of parsed.fileNames) {
    const file = path.resolve(name);
    if (file.includes('/node_modules/') || file.includes('/src/gql/') || graph.has(file)) continue;
    const deps = new Set();
    for (const spec of specifiers(file, ts.sys.readFile(file) ?? '')) {
      if (!spec.startsWith('.')) continue;
      const resolved = ts.resolveModuleName(spec, file, parsed.options, host).resolvedModule?.resolvedFileName;
      if (resolved && !resolved.includes('/node_modules/')) deps.add(path.resolve(resolved));
    }
    graph.set(file, [...deps]);
    edges += deps.size;
    files++;
  }
  perWorkspace.push(`${workspace} ${files}`);
}

// Tarjan's strongly connected components (iterative: the graph is deep enough to matter).
const index = new Map();
const low = new Map();
const onStack = new Set();
const stack = [];
const groups = [];
let counter = 0;
for (const start of graph.keys()) {
  if (index.has(start)) continue;
  const work = [[start, 0]];
  index.set(start, counter);
  low.set(start, counter++);
  stack.push(start);
  onStack.add(start);
  while (work.length) {
    const frame = work[work.length - 1];
    const [file, i] = frame;
    const deps = graph.get(file) ?? [];
    if (i < deps.length) {
      frame[1]++;
      const dep = deps[i];
      if (!graph.has(dep)) continue;
      if (!index.has(dep)) {
        index.set(dep, counter);
        low.set(dep, counter++);
        stack.push(dep);
        onStack.add(dep);
        work.push([dep, 0]);
      } else if (onStack.has(dep)) {
        low.set(file, Math.min(low.get(file), index.get(dep)));
      }
      continue;
    }
    work.pop();
    if (work.length) {
      const parent = work[work.length - 1][0];
      low.set(parent, Math.min(low.get(parent), low.get(file)));
    }
    if (low.get(file) === index.get(file)) {
      const group = [];
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        group.push(member);
      } while (member !== file);
      if (group.length > 1 || (graph.get(file) ?? []).includes(file)) groups.push(group.sort());
    }
  }
}

/** A shortest loop from the group's first file back to it, staying inside the group. */
function shortestLoop(group) {
  const members = new Set(group);
  const from = group[0];
  const previous = new Map();
  const queue = [from];
  while (queue.length) {
    const file = queue.shift();
    for (const dep of graph.get(file) ?? []) {
      if (!members.has(dep)) continue;
      if (dep === from) {
        const loop = [from];
        for (let f = file; f !== from; f = previous.get(f)) loop.splice(1, 0, f);
        return [...loop, from];
      }
      if (!previous.has(dep)) {
        previous.set(dep, file);
        queue.push(dep);
      }
    }
  }
  return [from, from];
}

const rel = (f) => path.relative(root, f);
console.log(`Read ${graph.size} modules in ${WORKSPACES.length} workspaces (${perWorkspace.join(', ')}), ${edges} imports (type-only included).`);
if (groups.length) {
  groups.sort((a, b) => rel(a[0]).localeCompare(rel(b[0])));
  console.error(`Import circles: ${groups.length}`);
  for (const group of groups) {
    const loop = shortestLoop(group);
    console.error(`  ${loop.map(rel).join(' → ')}`);
    const others = group.filter((f) => !loop.includes(f));
    if (others.length) console.error(`    (${group.length} files reach one another; also: ${others.map(rel).join(', ')})`);
  }
  process.exit(1);
}
console.log('Import circles: 0');
