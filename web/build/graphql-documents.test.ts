import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { graphql } from '../src/gql';
import { readDocumentMap, readDocuments, rewriteGraphqlCalls } from './graphql-documents';

const gqlDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src/gql');

describe('graphql() rewrite at build time', () => {
  const map = readDocumentMap(path.join(gqlDir, 'gql.ts'));
  const docs = readDocuments(path.join(gqlDir, 'graphql.ts'));

  it('reads every generated document, and each is the very value graphql() returns at run time', () => {
    expect(docs).not.toBeNull();
    expect(map.size).toBeGreaterThan(10);
    for (const [source, name] of map) {
      const json = docs!.get(name);
      expect(json, name).toBeDefined();
      expect(JSON.parse(json!), name).toEqual(graphql(source));
    }
  });

  it('replaces each call by an import of its document, keeping the line count', () => {
    const [[source, name]] = [...map].filter(([, n]) => n.endsWith('Document'));
    const code = [`import { graphql } from '../../gql';`, `export const Q = graphql(\`${source}\`);`, `export const after = 1;`].join('\n');
    const out = rewriteGraphqlCalls(code, map)!;
    expect(out).toContain(`import __gql_${name} from "virtual:trialyst-gql/${name}";`);
    expect(out).toContain(`export const Q = (__gql_${name}`);
    expect(out).not.toMatch(/graphql\(`/);
    expect(out.split('\n').length).toBe(code.split('\n').length);
    expect(out.split('\n').at(-1)).toBe('export const after = 1;');
  });

  it('keeps the runtime call for a document codegen has not seen, and leaves other modules alone', () => {
    const missing: string[] = [];
    const code = `import { graphql } from '../gql';\nconst Q = graphql(\`\n  query NotGenerated($id: ID!) { trial(nctId: $id) { nctId } }\n\`);`;
    expect(rewriteGraphqlCalls(code, map, (d) => missing.push(d))).toBeNull();
    expect(missing).toEqual(['query NotGenerated($id: ID!) { trial(nctId: $id) { nctId } }']);
    expect(rewriteGraphqlCalls(`import { graphql } from 'graphql';\ngraphql(\`query { a }\`);`, map)).toBeNull();
  });
});
