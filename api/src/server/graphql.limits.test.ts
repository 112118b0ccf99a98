import { buildSchema, getOperationAST, Kind, parse, validate, visit, type DocumentNode, type GraphQLSchema, type SelectionSetNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import { buildAppSchema } from '../composition.js';
import { createAppPubSub } from '../graphql/pubsub.js';
import * as generated from '../../../web/src/gql/graphql.js';
import { GRAPHQL_LIMITS, listCost, validationRules } from './graphql.limits.js';

/** The operations the web app sends (codegen's output), with the largest list sizes it asks for. */
function webOperations(): { name: string; doc: DocumentNode }[] {
  return Object.entries(generated).flatMap(([key, value]) =>
    key.endsWith('Document') && isDocument(value) ? [{ name: key.slice(0, -'Document'.length), doc: value }] : [],
  );
}
const isDocument = (value: unknown): value is DocumentNode => typeof value === 'object' && value !== null && 'kind' in value && value.kind === Kind.DOCUMENT;
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
  TrialsTable: { limit: 100 }, // the table's largest page (web/src/features/table/table.state.ts PAGE_SIZES)
  TrialsTableExport: { limit: 500 }, // the CSV export's page (web/src/features/table/table.export.ts EXPORT_PAGE_SIZE)
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

  it('counts a variable default like the value it stands for (issue 27, finding 2), and explicit values over it', async () => {
    const schema = await buildAppSchema(createAppPubSub(undefined));
    const cost = (q: string, v?: Record<string, unknown>) => {
      const doc = parse(q);
      return listCost(schema, doc, getOperationAST(doc)!, v);
    };
    const pages = (args: string) => Array.from({ length: 15 }, (_, i) => `p${i}: trialsTable(${args}) { rows { nctId } }`).join(' ');
    const expected = 15 * (1 + 1000 * 2);
    expect(cost(`{ ${pages('limit: 1000, page: 1')} }`)).toBe(expected);
    expect(cost(`query Q($n: Int) { ${pages('limit: $n, page: 1')} }`, { n: 1000 })).toBe(expected);
    expect(cost(`query Q($n: Int = 1000) { ${pages('limit: $n, page: 1')} }`)).toBe(expected);
    expect(cost(`query Q($n: Int = 1000) { ${pages('limit: $n, page: 1')} }`, {})).toBe(expected);
    expect(cost(`query Q($n: Int! = 1000) { ${pages('limit: $n, page: 1')} }`, { other: 1 })).toBe(expected);
    expect(cost(`query Q($n: Int = 1000) { ${pages('limit: $n')} }`, { n: 2 })).toBe(15 * (1 + 2 * 2));
    // Through a fragment, with the default on the operation.
    expect(cost(`query Q($n: Int = 1000) { ...F } fragment F on Query { ${pages('limit: $n')} }`)).toBe(expected);
    expect(expected).toBeGreaterThan(GRAPHQL_LIMITS.maxListCost);
    // Explicit null: the field's own default (none here: the assumed 50).
    expect(cost(`query Q($n: Int = 1000) { trialsTable(limit: $n) { rows { nctId } } }`, { n: null })).toBe(1 + 50 * 2);
    // A field default (stocks: limit = 20) when the variable is absent and has no default.
    expect(cost(`query Q($n: Int) { stocks(limit: $n) { __typename } }`)).toBe(cost(`{ stocks(limit: 20) { __typename } }`));
  });

  it('leaves invalid or hostile variables to execution: no throw, whatever their shape or depth', async () => {
    const schema = await buildAppSchema(createAppPubSub(undefined));
    const doc = parse('query Q($n: Int = 1000, $f: TrialsTableFilter) { trialsTable(limit: $n, filter: $f) { rows { nctId } } }');
    const op = getOperationAST(doc)!;
    let deep: unknown = [];
    for (let i = 0; i < 200_000; i++) deep = [deep];
    for (const v of [{ n: 'ten' }, { n: deep }, { n: 1e308 }, { n: {} }, { f: deep }, { junk: deep }, JSON.parse('{"__proto__":{"n":5}}'), null]) {
      expect(() => listCost(schema, doc, op, v as Record<string, unknown>)).not.toThrow();
    }
    expect(listCost(schema, doc, op, { junk: deep })).toBe(1 + 1000 * 2);
  });

  it('counts sizes given inside input objects: literal, variable, variable of the input type, input defaults, lists of inputs', () => {
    const schema: GraphQLSchema = buildSchema(`
      input Page { limit: Int, offset: Int }
      input PageWithDefault { limit: Int = 400 }
      input Query2 { text: String, page: Page, pages: [Page!] }
      type Item { id: ID }
      type Query { items(page: Page): [Item!]!, byDefault(page: PageWithDefault = {}): [Item!]!, search(q: Query2): [Item!]!, many(pages: [Page!]): [Item!]! }
    `);
    const cost = (q: string, v?: Record<string, unknown>) => {
      const doc = parse(q);
      return listCost(schema, doc, getOperationAST(doc)!, v);
    };
    const per = (n: number) => 1 + n;
    expect(cost('{ items(page: { limit: 700 }) { id } }')).toBe(per(700));
    expect(cost('query($n: Int) { items(page: { limit: $n }) { id } }', { n: 700 })).toBe(per(700));
    expect(cost('query($n: Int = 700) { items(page: { limit: $n }) { id } }')).toBe(per(700));
    expect(cost('query($p: Page) { items(page: $p) { id } }', { p: { limit: 700 } })).toBe(per(700));
    expect(cost('query($p: Page = { limit: 700 }) { items(page: $p) { id } }')).toBe(per(700));
    expect(cost('{ byDefault { id } }')).toBe(per(400));
    expect(cost('query($p: PageWithDefault) { byDefault(page: $p) { id } }', { p: {} })).toBe(per(400));
    expect(cost('query($q: Query2) { search(q: $q) { id } }', { q: { page: { limit: 700 } } })).toBe(per(700));
    expect(cost('query($q: Query2 = { page: { limit: 700 } }) { search(q: $q) { id } }')).toBe(per(700));
    expect(cost('query($n: Int = 300) { many(pages: [{ limit: $n }, { limit: 400 }]) { id } }')).toBe(per(700));
    expect(cost('query($ps: [Page!]) { many(pages: $ps) { id } }', { ps: [{ limit: 300 }, { limit: 400 }] })).toBe(per(700));
    expect(cost('query($q: Query2) { search(q: $q) { id } }', { q: { pages: [{ limit: 300 }, { limit: 400 }] } })).toBe(per(700));
    // No size given anywhere: the assumed default.
    expect(cost('{ items { id } }')).toBe(per(50));
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
