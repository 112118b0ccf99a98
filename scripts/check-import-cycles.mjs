#!/usr/bin/env node
// Fails on an import cycle between our own modules (part of `npm run lint`). Imports are resolved by
// TypeScript itself, with each workspace's tsconfig, so `./x.js` → `x.ts` and type-only imports are
// understood (a type-only import is erased at run time and cannot form a cycle: it is skipped).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PROJECTS = ['api', 'web', 'e2e', 'bench'];

function runtimeImports(file, source) {
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, false);
  const out = [];
  for (const st of sf.statements) {
    if (ts.isImportDeclaration(st)) {
      const clause = st.importClause;
      const typeOnly =
        clause &&
        (clause.isTypeOnly ||
          (!clause.name &&
            clause.namedBindings &&
            ts.isNamedImports(clause.namedBindings) &&
            clause.namedBindings.elements.length > 0 &&
            clause.namedBindings.elements.every((e) => e.isTypeOnly)));
      if (!typeOnly) out.push(st.moduleSpecifier.text);
    } else if (ts.isExportDeclaration(st) && st.moduleSpecifier && !st.isTypeOnly) {
      out.push(st.moduleSpecifier.text);
    }
  }
  return out;
}

const graph = new Map();
for (const project of PROJECTS) {
  const configPath = path.join(root, project, 'tsconfig.json');
  const { config } = ts.readConfigFile(configPath, ts.sys.readFile);
  const parsed = ts.parseJsonConfigFileContent(config, ts.sys, path.dirname(configPath));
  const host = ts.createCompilerHost(parsed.options);
  for (const file of parsed.fileNames) {
    if (file.includes('/node_modules/') || file.includes('/src/gql/')) continue;
    const deps = [];
    for (const spec of runtimeImports(file, ts.sys.readFile(file) ?? '')) {
      if (!spec.startsWith('.')) continue;
      const resolved = ts.resolveModuleName(spec, file, parsed.options, host).resolvedModule?.resolvedFileName;
      if (resolved && !resolved.includes('/node_modules/')) deps.push(path.resolve(resolved));
    }
    graph.set(path.resolve(file), deps);
  }
}

// Depth-first search with colours; each cycle is reported once, from its first file.
const colour = new Map();
const stack = [];
const cycles = [];
function visit(file) {
  colour.set(file, 'grey');
  stack.push(file);
  for (const dep of graph.get(file) ?? []) {
    if (colour.get(dep) === 'grey') cycles.push([...stack.slice(stack.indexOf(dep)), dep]);
    else if (!colour.has(dep)) visit(dep);
  }
  stack.pop();
  colour.set(file, 'black');
}
for (const file of graph.keys()) if (!colour.has(file)) visit(file);

if (cycles.length) {
  console.error(`Import cycles (${cycles.length}):`);
  for (const c of cycles) console.error(`  ${c.map((f) => path.relative(root, f)).join(' → ')}`);
  process.exit(1);
}
console.log(`No import cycle among ${graph.size} modules.`);
