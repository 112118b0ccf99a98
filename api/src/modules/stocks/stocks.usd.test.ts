import { beforeAll, describe, expect, it } from 'vitest';
import { buildTrial, insertTrials } from '../../../test/factories.js';
import { useTestServer } from '../../../test/server.js';

type Quote = {
  ticker: string;
  currency: string;
  marketCap: number | null;
  marketCapUsd: number | null;
  usdRate: number | null;
  currentPriceUsd: number | null;
};

/** Market caps in yen, euros and dollars, plus a ticker the provider does not know. */
const TICKERS = ['4502.T', 'PFE', 'VRTX', 'SAN.PA', 'MRNA'];
const UNKNOWN = 'ZZZQ';

describe('market caps compare in USD: the stock dashboard order and the REST stock answers', () => {
  const fx = useTestServer();
  let caps: Map<string, Quote>;

  beforeAll(async () => {
    await insertTrials(
      fx.db.deps.orm.em.fork(),
      [...TICKERS, UNKNOWN].flatMap((ticker, i) => [
        buildTrial({ ticker, investmentVerdict: 'OUI', leadSponsorClass: 'INDUSTRY' }),
        buildTrial({ ticker, investmentVerdict: i % 2 ? 'OUI' : 'POSSIBLE', leadSponsorClass: 'INDUSTRY' }),
      ]),
    );
    const res = await fx.srv.gql(`query($t: [String!]!) { stocks(tickers: $t) { ticker currency marketCap marketCapUsd usdRate currentPriceUsd } }`, {
      t: TICKERS,
    });
    caps = new Map((res.data!.stocks as Quote[]).map((q) => [q.ticker, q]));
  });

  const byUsd = (order: 'asc' | 'desc') => [...TICKERS].sort((a, b) => (order === 'desc' ? -1 : 1) * (caps.get(a)!.marketCapUsd! - caps.get(b)!.marketCapUsd!));
  /** Tickers of a page of rows, each once, in order of first appearance. */
  const distinct = (tickers: string[]) => [...new Set(tickers.map((t) => t.toUpperCase()))];

  it('the yen cap is the larger number but the smaller one in USD', () => {
    expect(caps.get('4502.T')!.currency).toBe('JPY');
    expect(caps.get('4502.T')!.marketCap!).toBeGreaterThan(caps.get('PFE')!.marketCap!);
    expect(caps.get('4502.T')!.marketCapUsd!).toBeLessThan(caps.get('PFE')!.marketCapUsd!);
  });

  it('enrichedTrials(sortBy: marketCapUsd) ranks the sponsors by USD cap, both ways, unknown caps last, across pages', async () => {
    const q = `query($o: SortOrder, $p: Int) {
      enrichedTrials(sortBy: marketCapUsd, sortOrder: $o, limit: 4, page: $p) { trials { ticker score stock { marketCapUsd } } pagination { totalCount } }
    }`;
    const pages = async (o: string) => {
      const out: string[] = [];
      for (let p = 1; p <= 3; p++) {
        const res = await fx.srv.gql(q, { o, p });
        expect(res.errors).toBeUndefined();
        out.push(...res.data!.enrichedTrials.trials.map((t: { ticker: string }) => t.ticker));
      }
      return out;
    };
    const desc = await pages('DESC');
    expect(desc).toHaveLength(12);
    expect(distinct(desc)).toEqual([...byUsd('desc'), UNKNOWN]);
    expect(distinct(await pages('ASC'))).toEqual([...byUsd('asc'), UNKNOWN]);
    // A page past every ranked sponsor's trials holds the unknown caps only.
    const past = await fx.srv.gql(`{ enrichedTrials(sortBy: marketCapUsd, limit: 5, page: 3) { trials { ticker } } }`);
    expect(past.data!.enrichedTrials.trials).toEqual([{ ticker: UNKNOWN }, { ticker: UNKNOWN }]);
    // The default order is still the best score first.
    const byScore = await fx.srv.gql(`{ enrichedTrials(limit: 100) { trials { nctId } } }`);
    expect(byScore.data!.enrichedTrials.trials).toHaveLength(12);
  });

  it('REST /stock/trials/enriched takes the same sortBy and sortOrder; rows carry marketCapUsd; a bad value is 400', async () => {
    const res = await fx.srv.rest('GET', '/stock/trials/enriched?sortBy=marketCapUsd&sortOrder=desc&investissement_bourse=OUI&limit=50');
    expect(res.status).toBe(200);
    const rows: { ticker_bourse: string; stockData: Quote }[] = res.body.data;
    expect(distinct(rows.map((r) => r.ticker_bourse))).toEqual([...byUsd('desc'), UNKNOWN]);
    for (const r of rows.filter((x) => x.ticker_bourse !== UNKNOWN)) expect(r.stockData.marketCapUsd).toBe(caps.get(r.ticker_bourse)!.marketCapUsd);
    const bad = await fx.srv.rest('GET', '/stock/trials/enriched?sortBy=marketCap');
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('BAD_USER_INPUT');
    expect((await fx.srv.gql(`{ enrichedTrials(sortBy: marketCap) { pagination { totalCount } } }`)).errors).toBeDefined();
  });

  it('REST /stock/* answers keep the spec fields and add usdRate, marketCapUsd, currentPriceUsd, as GraphQL StockData', async () => {
    const one = await fx.srv.rest('GET', '/stock/4502.T');
    expect(one.status).toBe(200);
    const takeda = caps.get('4502.T')!;
    expect(one.body.data).toMatchObject({
      ticker: '4502.T',
      currency: 'JPY',
      marketCap: takeda.marketCap,
      marketCapUsd: takeda.marketCapUsd,
      usdRate: takeda.usdRate,
      currentPriceUsd: takeda.currentPriceUsd,
    });
    expect(one.body.data.marketCapUsd).toBeCloseTo(one.body.data.marketCap * one.body.data.usdRate, -4);

    const many = await fx.srv.rest('POST', '/stock/multiple', { tickers: ['pfe', 'san.pa'] });
    expect(many.body.data.PFE).toMatchObject({ usdRate: 1, marketCapUsd: caps.get('PFE')!.marketCap });
    expect(many.body.data['SAN.PA'].marketCapUsd).toBe(caps.get('SAN.PA')!.marketCapUsd);

    const [trial] = await insertTrials(fx.db.deps.orm.em.fork(), [buildTrial({ ticker: '4502.T', investmentVerdict: 'NON' })]);
    const byTrial = await fx.srv.rest('GET', `/stock/trial/${trial.nctId}`);
    expect(byTrial.body.data).toMatchObject({ ticker: '4502.T', marketCapUsd: takeda.marketCapUsd });

    const unknown = await fx.srv.rest('GET', `/stock/${UNKNOWN}`);
    expect(unknown.body.data).toMatchObject({ isError: true, marketCapUsd: null, currentPriceUsd: null });

    const company = await fx.srv.rest('GET', '/companies/4502.T');
    expect(company.body.data.stock.marketCapUsd).toBe(company.body.data.marketCapUsd);
    expect(company.body.data.stock.marketCapUsd).toBe(takeda.marketCapUsd);
  });
});
