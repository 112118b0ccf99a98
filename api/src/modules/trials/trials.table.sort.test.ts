import { beforeAll, describe, expect, it } from 'vitest';
import { buildTrial, insertTrials } from '../../../test/factories.js';
import { useTestServer } from '../../../test/server.js';

/** Estimated primary completion given as a month: the catalyst window is that month (starts on the 1st). */
const month = (ym: string) => ({ primaryCompletionDate: `${ym}-15`, primaryCompletionDateRaw: ym, primaryCompletionDateType: 'ESTIMATED' as const });

/**
 * The advanced table's investor columns (issue 30): sorted on the server by the next catalyst's
 * window start and by the sponsor's USD market cap, both ways, nulls last, ties on nct_id.
 */
describe('trials table sorted by next catalyst and by market cap (GraphQL and REST)', () => {
  const fx = useTestServer();
  // Caps in yen, euros and dollars (the demo provider), a ticker it does not know, and no ticker.
  const trials = [
    buildTrial({ nctId: 'NCT60000001', ticker: 'PFE', investmentVerdict: 'OUI', ...month('2027-03') }),
    buildTrial({ nctId: 'NCT60000002', ticker: '4502.T', investmentVerdict: 'OUI', ...month('2027-01') }),
    buildTrial({ nctId: 'NCT60000003', ticker: 'SAN.PA', investmentVerdict: 'POSSIBLE', ...month('2027-03') }),
    buildTrial({ nctId: 'NCT60000004', ticker: 'ZZZQ', investmentVerdict: 'OUI', ...month('2026-12') }),
    buildTrial({ nctId: 'NCT60000005', ticker: null, investmentVerdict: 'NON', ...month('2027-06') }),
    // Withdrawn: no catalyst.
    buildTrial({ nctId: 'NCT60000006', ticker: 'MRNA', investmentVerdict: 'OUI', status: 'WITHDRAWN', ...month('2027-02') }),
    buildTrial({ nctId: 'NCT60000007', ticker: 'PFE', investmentVerdict: 'OUI', status: 'WITHDRAWN', ...month('2027-02') }),
    buildTrial({ nctId: 'NCT60000008', ticker: 'MRNA', investmentVerdict: 'POSSIBLE', ...month('2027-01') }),
  ];
  let caps: Map<string, number>;

  beforeAll(async () => {
    await insertTrials(fx.db.ctx().em, trials);
    const res = await fx.srv.gql(`query($t: [String!]!) { stocks(tickers: $t) { ticker marketCapUsd } }`, { t: ['PFE', '4502.T', 'SAN.PA', 'MRNA'] });
    caps = new Map((res.data!.stocks as { ticker: string; marketCapUsd: number }[]).map((q) => [q.ticker, q.marketCapUsd]));
  });

  const TABLE = `query($f: TrialsTableFilter, $p: Int, $l: Int, $s: TrialsTableSortField, $o: SortOrder) {
    trialsTable(filter: $f, page: $p, limit: $l, sortBy: $s, sortOrder: $o) {
      rows { nctId ticker nextCatalyst { windowStart kind confidence } stock { marketCapUsd } }
      pagination { totalCount hasNextPage } } }`;
  type Row = { nctId: string; ticker: string | null; nextCatalyst: { windowStart: string } | null; stock: { marketCapUsd: number | null } | null };
  const page = async (vars: Record<string, unknown>) => {
    const r = await fx.srv.gql(TABLE, vars);
    expect(r.errors).toBeUndefined();
    return r.data!.trialsTable as { rows: Row[]; pagination: { totalCount: number; hasNextPage: boolean } };
  };
  const ids = async (vars: Record<string, unknown>) => (await page(vars)).rows.map((r) => r.nctId);
  /** Every page of `limit` rows, concatenated. */
  const allPages = async (vars: Record<string, unknown>, limit: number) => {
    const out: string[] = [];
    for (let p = 1; ; p++) {
      const pg = await page({ ...vars, l: limit, p });
      out.push(...pg.rows.map((r) => r.nctId));
      if (!pg.pagination.hasNextPage) return out;
    }
  };

  it('sorts by the next catalyst window start both ways, trials without one last, ties on nctId', async () => {
    const asc = ['NCT60000004', 'NCT60000002', 'NCT60000008', 'NCT60000001', 'NCT60000003', 'NCT60000005', 'NCT60000006', 'NCT60000007'];
    const desc = ['NCT60000005', 'NCT60000001', 'NCT60000003', 'NCT60000002', 'NCT60000008', 'NCT60000004', 'NCT60000006', 'NCT60000007'];
    expect(await ids({ s: 'nextCatalyst', o: 'ASC' })).toEqual(asc);
    expect(await ids({ s: 'nextCatalyst', o: 'DESC' })).toEqual(desc);
    // The rows carry the window the order is by.
    const rows = (await page({ s: 'nextCatalyst', o: 'ASC' })).rows;
    expect(rows.map((r) => r.nextCatalyst?.windowStart ?? null)).toEqual([
      '2026-12-01',
      '2027-01-01',
      '2027-01-01',
      '2027-03-01',
      '2027-03-01',
      '2027-06-01',
      null,
      null,
    ]);
    // Pages of 3 are the same order, nothing repeated or skipped.
    expect(await allPages({ s: 'nextCatalyst', o: 'ASC' }, 3)).toEqual(asc);
    expect(await allPages({ s: 'nextCatalyst', o: 'DESC' }, 3)).toEqual(desc);
  });

  it('sorts by the sponsor market cap in USD both ways, unknown and unlisted last, ties on nctId', async () => {
    expect(caps.get('4502.T')).toBeTypeOf('number');
    const byCap = (o: 1 | -1) =>
      trials
        .filter((t) => t.ticker && caps.has(t.ticker))
        .sort((a, b) => o * (caps.get(a.ticker!)! - caps.get(b.ticker!)!) || (a.nctId < b.nctId ? -1 : 1))
        .map((t) => t.nctId);
    const unknown = ['NCT60000004', 'NCT60000005'];
    const desc = [...byCap(-1), ...unknown];
    const asc = [...byCap(1), ...unknown];
    expect(desc).toHaveLength(8);
    // PFE's two trials are neighbours, in nctId order, whichever way.
    expect(desc.indexOf('NCT60000007') - desc.indexOf('NCT60000001')).toBe(1);
    expect(asc.indexOf('NCT60000007') - asc.indexOf('NCT60000001')).toBe(1);
    expect(await ids({ s: 'marketCapUsd', o: 'DESC' })).toEqual(desc);
    expect(await ids({ s: 'marketCapUsd', o: 'ASC' })).toEqual(asc);
    const rows = (await page({ s: 'marketCapUsd', o: 'DESC' })).rows;
    const shown = rows.map((r) => r.stock?.marketCapUsd ?? null);
    const known = shown.filter((c): c is number => c !== null);
    expect(known).toEqual([...known].sort((a, b) => b - a));
    expect(shown.slice(-2)).toEqual([null, null]);
    for (const l of [1, 3, 5]) {
      expect(await allPages({ s: 'marketCapUsd', o: 'DESC' }, l), `pages of ${l}`).toEqual(desc);
      expect(await allPages({ s: 'marketCapUsd', o: 'ASC' }, l), `pages of ${l}`).toEqual(asc);
    }
    // With a filter: the same order restricted to the matching trials, and the right total.
    const oui = await page({ s: 'marketCapUsd', o: 'DESC', f: { investmentVerdict: 'OUI' } });
    const ouiIds = new Set(trials.filter((t) => t.investmentVerdict === 'OUI').map((t) => t.nctId));
    expect(oui.rows.map((r) => r.nctId)).toEqual(desc.filter((id) => ouiIds.has(id)));
    expect(oui.pagination.totalCount).toBe(ouiIds.size);
  });

  it('REST /trials-table sorts alike and its rows carry nextCatalyst and marketCapUsd', async () => {
    for (const [sortBy, sortOrder] of [
      ['nextCatalyst', 'asc'],
      ['nextCatalyst', 'desc'],
      ['marketCapUsd', 'asc'],
      ['marketCapUsd', 'desc'],
    ] as const) {
      const rest = await fx.srv.rest('GET', `/trials-table?investissement_bourse=ALL&sortBy=${sortBy}&sortOrder=${sortOrder}&limit=5&page=2`);
      expect(rest.status).toBe(200);
      const gql = await page({ s: sortBy, o: sortOrder.toUpperCase(), l: 5, p: 2 });
      expect(
        rest.body.data.map((r: { nctId: string }) => r.nctId),
        `${sortBy} ${sortOrder}`,
      ).toEqual(gql.rows.map((r) => r.nctId));
      expect(rest.body.pagination).toMatchObject({ currentPage: 2, totalCount: 8 });
    }
    const rest = await fx.srv.rest('GET', '/trials-table?investissement_bourse=ALL&sortBy=nextCatalyst&sortOrder=asc&limit=8');
    const gql = await page({ s: 'nextCatalyst', o: 'ASC', l: 8 });
    for (const [i, r] of (rest.body.data as { nctId: string; nextCatalyst: { windowStart: string } | null; marketCapUsd: number | null }[]).entries()) {
      expect(r.nctId).toBe(gql.rows[i].nctId);
      expect(r.nextCatalyst?.windowStart ?? null).toBe(gql.rows[i].nextCatalyst?.windowStart ?? null);
      expect(r.marketCapUsd).toBe(gql.rows[i].stock?.marketCapUsd ?? null);
    }
    expect(rest.body.data[0]).toMatchObject({
      nctId: 'NCT60000004',
      nextCatalyst: { kind: 'PRIMARY_COMPLETION', windowStart: '2026-12-01' },
      marketCapUsd: null,
    });
    const pfe = rest.body.data.find((r: { nctId: string }) => r.nctId === 'NCT60000001');
    expect(pfe.marketCapUsd).toBe(caps.get('PFE'));
  });

  it('both sorts can be served in index order (no sort of the table)', async () => {
    const knex = fx.db.ctx().em.getKnex();
    const plans: string[] = [];
    await knex.transaction(async (trx) => {
      // On 8 rows the planner would rather sort; forbidding it shows whether an index gives the order.
      await trx.raw('set local enable_seqscan = off');
      await trx.raw('set local enable_sort = off');
      for (const order of ['asc', 'desc'])
        plans.push(
          (await trx.raw(`explain select t.nct_id from trials t order by t.catalyst_window_start ${order} nulls last, t.nct_id asc limit 25`)).rows
            .map((r: { 'QUERY PLAN': string }) => r['QUERY PLAN'])
            .join('\n'),
        );
    });
    expect(plans[0]).toContain('trials_catalyst_sort_asc');
    expect(plans[1]).toContain('trials_catalyst_sort_desc');
    for (const p of plans) expect(p).not.toMatch(/\bSort\b/);
  });
});
