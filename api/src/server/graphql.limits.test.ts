import fs from 'node:fs';
import path from 'node:path';
import { getOperationAST, Kind, parse, validate, visit, type DocumentNode, type SelectionSetNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../config.js';
import { buildAppSchema } from '../graphql/schema.js';
import { createAppPubSub } from '../graphql/pubsub.js';
import { GRAPHQL_LIMITS, listCost, validationRules } from './graphql.limits.js';

/** The operations the web app sends (codegen's output), with the largest list sizes it asks for. */
function webOperations(): { name: string; doc: DocumentNode }[] {
  const src = fs.readFileSync(path.join(repoRoot, 'web', 'src', 'gql', 'graphql.ts'), 'utf8');
  return [...src.matchAll(/export const (\w+)Document = (\{.*?\}) as\s+unknown\s+as DocumentNode/g)].map((m) => ({
    name: m[1],
    doc: JSON.parse(m[2]) as DocumentNode,
  }));
}
/** What Apollo Client sends: every selection set but the operation's own asks for __typename too. */
function withTypenames(doc: DocumentNode): DocumentNode {
  return visit(doc, {
    SelectionSet(node: SelectionSetNode, _key, parent) {
      if (parent && 'kind' in parent && parent.kind === Kind.OPERATION_DEFINITION) return undefined;
      if (node.selections.some((s) => s.kind === Kind.FIELD && s.name.value === '__typename')) return undefined;
      return { ...node, selections: [...node.selections, { kind: Kind.FIELD, name: { kind: Kind.NAME, value: '__typename' } }] };
    },
  });
}
const LARGEST_VARIABLES: Record<string, Record<string, unknown>> = {
  TrialsTable: { limit: 1000 }, // the CSV export's page
  AnalyticsPage: { limit: 50 },
  CompanyPage: { pipelineFirst: 200 }, // web/src/features/companies/pages/CompanyPage.tsx
};

describe('list cost', () => {
  it('counts list sizes from literal and variable arguments, through fragments', async () => {
    const schema = await buildAppSchema(createAppPubSub(undefined));
    const cost = (q: string, v?: Record<string, unknown>) => {
      const doc = parse(q);
      return listCost(schema, doc, getOperationAST(doc)!, v);
    };
    expect(cost('{ trialsTable(limit: 10) { rows { nctId briefTitle } } }')).toBe(1 + 10 * (1 + 2));
    expect(cost('query($n: Int) { trialsTable(limit: $n) { rows { nctId } } }', { n: 100 })).toBe(1 + 100 * 2);
    expect(cost('query { trialsTable(limit: 4) { ...R } } fragment R on TrialsTablePage { rows { nctId } }')).toBe(1 + 4 * 2);
    expect(cost('{ systemInfo { version } }')).toBe(2);
  });

  it('gives the same cost when it reuses a parsed operation with other variables (costs are kept per operation and size values)', async () => {
    const schema = await buildAppSchema(createAppPubSub(undefined));
    const q = `query($n: Int, $m: Int, $o: TrialsTableFilter) {
      a: trialsTable(limit: $n, filter: $o) { rows { nctId } }
      b: trialsTable(limit: 2) { rows { nctId } }
      ...R
    } fragment R on Query { comments(nctId: "NCT00000001", limit: $m) { comments { id } } }`;
    const reused = parse(q);
    const op = getOperationAST(reused)!;
    for (const v of [{ n: 10 }, { n: 100 }, { n: 10, m: 3 }, { n: 10, m: 40 }, { n: 10 }, {}, { n: null }, { n: 10, o: { investmentVerdict: 'OUI' } }]) {
      const fresh = parse(q);
      expect({ v, cost: listCost(schema, reused, op, v) }).toEqual({ v, cost: listCost(schema, fresh, getOperationAST(fresh)!, v) });
    }
    expect(listCost(schema, reused, op, { n: 100 })).toBeGreaterThan(listCost(schema, reused, op, { n: 10 }));
    expect(listCost(schema, reused, op, { n: 10, m: 40 })).toBeGreaterThan(listCost(schema, reused, op, { n: 10, m: 3 }));
  });

  it('keeps every web operation under the limit, with the largest page sizes the app asks for', async () => {
    const schema = await buildAppSchema(createAppPubSub(undefined));
    const ops = webOperations();
    expect(ops.length).toBeGreaterThan(20);
    for (const { name, doc } of ops) {
      const c = listCost(schema, doc, getOperationAST(doc)!, LARGEST_VARIABLES[name] ?? {});
      expect({ name, over: c > GRAPHQL_LIMITS.maxListCost }).toEqual({ name, over: false });
    }
  });

  it('lets every web operation through the static rules (depth, aliases, cost) as Apollo sends it', async () => {
    const schema = await buildAppSchema(createAppPubSub(undefined));
    for (const { name, doc } of webOperations()) {
      expect({ name, errors: validate(schema, withTypenames(doc), validationRules).map((e) => e.message) }).toEqual({ name, errors: [] });
    }
  });
});
