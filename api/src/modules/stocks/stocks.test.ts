import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDb, type TestDb } from '../../../test/db.js';
import { buildTrial, insertTrials } from '../../../test/factories.js';
import { startTestServer, type TestServer } from '../../../test/server.js';
import { createUser } from '../../../test/users.js';
import { DemoStockProvider } from '../../providers/stocks/demo.js';
import { MemoryStockCache } from './stocks.cache.js';
import { StockMarket } from './stocks.market.js';
import { RecordingProvider } from './stocks.testing.js';

/** Market time: frozen at Friday 16:00 UTC (New York and Paris in session); runs 600× faster while `running`. */
let frozenAt = new Date('2026-11-20T16:00:00Z').getTime();
let runningSince: number | null = null;
const now = () => new Date(runningSince === null ? frozenAt : frozenAt + (Date.now() - runningSince) * 600);

const SPEC_FIELDS = [
  'ticker',
  'companyName',
  'currentPrice',
  'change',
  'changePercent',
  'previousClose',
  'dayLow',
  'dayHigh',
  'fiftyTwoWeekLow',
  'fiftyTwoWeekHigh',
  'volume',
  'avgVolume',
  'marketState',
  'marketCap',
  'peRatio',
  'beta',
  'dividendYield',
  'exchange',
  'currency',
  'monthChange',
  'monthChangePercent',
  'historicalPrices',
  'lastUpdate',
  'isError',
  'error',
  'holders',
  'analystRecommendations',
  'financialData',
  'keyStats',
  'topInstitutions',
  'source',
];

const TICKERS = ['PFE', 'SAN.PA', 'MRNA', 'LLY', 'AZN.L', 'NOVO-B.CO', 'GILD', 'AMGN', 'BMY', 'ABBV', '4502.T', 'ROG.SW', 'BAYN.DE', 'VRTX', 'REGN'];

let db: TestDb;
let srv: TestServer;
let provider: RecordingProvider;

beforeAll(async () => {
  db = await createTestDb();
  provider = new RecordingProvider(new DemoStockProvider({ now }));
  await db.deps.stocks.close();
  db.deps.stocks = new StockMarket(provider, db.deps.orm, { now, cache: new MemoryStockCache(), tickMs: 100 });
  srv = await startTestServer(db);
  // 100 trials: 15 distinct tickers written in any case, 10 with absent tickers; verdicts OUI / POSSIBLE / NON.
  const trials = Array.from({ length: 100 }, (_, i) => {
    const absent = i % 10 === 9;
    const t = TICKERS[i % TICKERS.length];
    return buildTrial({
      nctId: `NCT6${String(i).padStart(7, '0')}`,
      ticker: absent ? ((['N/A', 'Non déterminé', '', null] as const)[i % 4] ?? null) : i % 2 ? t.toLowerCase() : t,
      investmentVerdict: absent ? 'NON' : i % 3 === 0 ? 'POSSIBLE' : 'OUI',
      completionDate: `2027-0${(i % 9) + 1}-15`,
    });
  });
  await insertTrials(db.ctx().em, trials);
});

afterAll(async () => {
  await srv?.close();
  await db?.close();
});

beforeEach(async () => {
  await db.deps.stocks.clear();
  provider.quoteCalls.length = 0;
});

describe('GraphQL stock fields batch into one provider call per operation', () => {
  it('Trial.stock on a 100-row page: one getQuotes with the distinct upper-case tickers', async () => {
    const res = await srv.gql(
      `{ enrichedTrials(limit: 100) { trials { nctId ticker stock { ticker currentPrice source isError } } pagination { totalCount } } }`,
    );
    expect(res.errors).toBeUndefined();
    const page = res.data!.enrichedTrials;
    expect(page.pagination.totalCount).toBe(90); // listed trials only
    expect(page.trials).toHaveLength(90);
    for (const t of page.trials) expect(t.stock).toMatchObject({ ticker: t.ticker.toUpperCase(), source: 'demo', isError: false });
    expect(provider.quoteCalls).toHaveLength(1);
    expect([...provider.quoteCalls[0]].sort()).toEqual([...TICKERS].sort());

    // Same page again: served by the cache, no provider call.
    await srv.gql(`{ enrichedTrials(limit: 100) { trials { stock { currentPrice } } } }`);
    expect(provider.quoteCalls).toHaveLength(1);
  });

  it('stock(), stocks() and aliases in one operation: one call, duplicates merged', async () => {
    const res = await srv.gql(`{
      a: stock(ticker: "pfe") { ticker currentPrice }
      b: stock(ticker: "PFE") { ticker currentPrice }
      c: stock(ticker: "san.pa") { ticker exchange currency }
      list: stocks(tickers: ["mrna", "LLY", "N/A", "Non déterminé", "PFE"]) { ticker }
    }`);
    expect(res.errors).toBeUndefined();
    expect(res.data!.a).toEqual(res.data!.b);
    expect(res.data!.c).toEqual({ ticker: 'SAN.PA', exchange: 'Euronext Paris', currency: 'EUR' });
    expect(res.data!.list.map((s: { ticker: string }) => s.ticker)).toEqual(['MRNA', 'LLY', 'PFE']);
    expect(provider.quoteCalls).toHaveLength(1);
    expect([...provider.quoteCalls[0]].sort()).toEqual(['LLY', 'MRNA', 'PFE', 'SAN.PA']);
  });

  it('Trial.stock is null for an absent ticker and never reaches the provider', async () => {
    const res = await srv.gql(`{ enrichedTrials(investmentVerdict: NON, limit: 50) { trials { nctId ticker stock { ticker } } } }`);
    expect(res.errors).toBeUndefined();
    // NON trials with a real ticker do not exist in this data set: absent tickers are not "listed".
    expect(res.data!.enrichedTrials.trials).toEqual([]);
    expect(provider.quoteCalls).toHaveLength(0);
  });
});

describe('GraphQL validation and fields', () => {
  it('rejects malformed tickers and out-of-range arguments with BAD_USER_INPUT', async () => {
    for (const q of [
      `{ stock(ticker: "PF E") { ticker } }`,
      `{ stock(ticker: "ABCDEFGHIJK") { ticker } }`,
      `{ stock(ticker: "N/A") { ticker } }`,
      `{ stocks(tickers: ["PFE", "bad!"]) { ticker } }`,
      `{ stocks(tickers: [${Array.from({ length: 101 }, (_, i) => `"T${i}"`).join(',')}]) { ticker } }`,
      `{ stockHistory(ticker: "PFE", days: 366) { ticker } }`,
      `{ stockHistory(ticker: "PFE", days: 0) { ticker } }`,
      `{ enrichedTrials(limit: 500) { pagination { totalCount } } }`,
    ]) {
      const res = await srv.gql(q);
      expect(res.errors?.[0]?.extensions?.code, q).toBe('BAD_USER_INPUT');
    }
    // The verdict is an enum: a value outside it is refused by GraphQL validation, before any resolver.
    for (const q of [
      `{ enrichedTrials(investmentVerdict: MAYBE) { pagination { totalCount } } }`,
      `{ enrichedTrials(investmentVerdict: "OUI") { pagination { totalCount } } }`,
    ]) {
      const res = await srv.gql(q);
      expect(res.errors?.[0]?.extensions?.code, q).toBe('GRAPHQL_VALIDATION_FAILED');
    }
    expect(provider.quoteCalls).toHaveLength(0);
  });

  it('serves every spec field, a year of history, and cache stats', async () => {
    const res = await srv.gql(`{
      stock(ticker: "PFE") { ticker companyName currentPrice dayLow dayHigh marketState dividendYield currency source stale lastUpdate
        historicalPrices { date close volume } holders { institutionsCount } analystRecommendations { period strongBuy }
        financialData { recommendationKey targetMeanPrice } keyStats { priceToSales enterpriseValue } topInstitutions { organization pctHeld } }
      stockHistory(ticker: "pfe", days: 365) { ticker currency source prices { date close } isError }
    }`);
    expect(res.errors).toBeUndefined();
    const s = res.data!.stock;
    expect(s).toMatchObject({ ticker: 'PFE', companyName: 'Pfizer Inc.', marketState: 'REGULAR', currency: 'USD', source: 'demo', stale: false });
    expect(s.dayLow).toBeLessThanOrEqual(s.currentPrice);
    expect(s.topInstitutions).toHaveLength(5);
    expect(res.data!.stockHistory.prices.length).toBeGreaterThan(250);
    const stats = await srv.gql(`{ stockCacheStats { validEntries totalEntries backend provider } }`);
    expect(stats.data!.stockCacheStats).toEqual({ validEntries: 2, totalEntries: 2, backend: 'memory', provider: 'demo' });
  });

  it('clearStockCache needs a signed-in user', async () => {
    const anon = await srv.gql(`mutation { clearStockCache { cleared } }`);
    expect(anon.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const user = await createUser(db);
    await srv.gql(`{ stock(ticker: "PFE") { ticker } }`);
    const ok = await srv.gql(`mutation { clearStockCache { cleared } }`, {}, user.accessToken);
    expect(ok.errors).toBeUndefined();
    expect(ok.data!.clearStockCache.cleared).toBe(1);
  });
});

describe('REST facades', () => {
  it('GET /stock/{ticker} answers the spec fields; malformed is 400', async () => {
    const res = await srv.rest('GET', '/stock/san.pa');
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    for (const f of SPEC_FIELDS) expect(res.body.data, f).toHaveProperty(f);
    expect(res.body.data).toMatchObject({ ticker: 'SAN.PA', currency: 'EUR', isError: false, error: null, source: 'demo' });
    for (const k of ['date', 'close', 'volume']) expect(res.body.data.historicalPrices[0]).toHaveProperty(k);
    const bad = await srv.rest('GET', '/stock/PFE%3BDROP');
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ success: false, code: 'BAD_USER_INPUT' });
    expect(typeof bad.body.error).toBe('string');
  });

  it('POST /stock/multiple keys results by upper-case ticker, in one provider call', async () => {
    const res = await srv.rest('POST', '/stock/multiple', { tickers: ['pfe', 'San.Pa', 'N/A', '', 'PFE'] });
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    expect(Object.keys(res.body.data).sort()).toEqual(['PFE', 'SAN.PA']);
    expect(res.body.data.PFE.ticker).toBe('PFE');
    expect(provider.quoteCalls).toEqual([['PFE', 'SAN.PA']]);
    for (const body of [{}, { tickers: 'PFE' }, { tickers: ['bad ticker'] }]) {
      const bad = await srv.rest('POST', '/stock/multiple', body);
      expect(bad.status).toBe(400);
      expect(bad.body.code).toBe('BAD_USER_INPUT');
    }
  });

  it('GET /stock/trial/{id}: the trial and its stock; null data without a ticker; 404 and 400', async () => {
    const listed = await srv.rest('GET', '/stock/trial/nct60000001');
    expect(listed.status).toBe(200);
    expect(listed.body).toMatchObject({
      success: true,
      ticker: 'SAN.PA',
      trial: { nctId: 'NCT60000001', ticker_bourse: 'san.pa' },
      data: { ticker: 'SAN.PA' },
    });
    const unlisted = await srv.rest('GET', '/stock/trial/NCT60000009');
    expect(unlisted.body).toMatchObject({ success: true, ticker: null, data: null });
    expect((await srv.rest('GET', '/stock/trial/NCT69999999')).status).toBe(404);
    expect((await srv.rest('GET', '/stock/trial/abc')).status).toBe(400);
  });

  it('GET /stock/trials/enriched: rows with stockData, verdict filter and pagination', async () => {
    const res = await srv.rest('GET', '/stock/trials/enriched?limit=10&page=2&investissement_bourse=OUI');
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    expect(res.body.data).toHaveLength(10);
    for (const row of res.body.data) {
      expect(row.investissement_bourse).toBe('OUI');
      expect(row.stockData.ticker).toBe(row.ticker_bourse.toUpperCase());
    }
    const oui = (await srv.gql(`{ enrichedTrials(investmentVerdict: OUI, limit: 100) { pagination { totalCount } } }`)).data!.enrichedTrials.pagination
      .totalCount;
    expect(res.body.pagination).toEqual({ currentPage: 2, totalPages: Math.ceil(oui / 10), totalCount: oui, limit: 10, hasNextPage: true, hasPrevPage: true });
    const all = await srv.rest('GET', '/stock/trials/enriched?investissement_bourse=ALL&limit=50');
    expect(all.body.pagination.totalCount).toBe(90);
    expect((await srv.rest('GET', '/stock/trials/enriched?limit=abc')).status).toBe(400);
  });

  it('GET /stock/cache/stats and DELETE /stock/cache (signed-in, rate-limited)', async () => {
    await srv.rest('POST', '/stock/multiple', { tickers: ['PFE', 'LLY', 'GILD'] });
    const stats = await srv.rest('GET', '/stock/cache/stats');
    expect(stats.body).toMatchObject({ success: true, data: { validEntries: 3, totalEntries: 3 } });
    const anon = await srv.rest('DELETE', '/stock/cache');
    expect(anon.status).toBe(401);
    expect(anon.body).toMatchObject({ success: false, code: 'UNAUTHENTICATED' });
    const user = await createUser(db);
    const ok = await srv.rest('DELETE', '/stock/cache', undefined, user.accessToken);
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ success: true, data: { cleared: 3 } });
    expect((await srv.rest('GET', '/stock/cache/stats')).body.data).toMatchObject({ validEntries: 0, totalEntries: 0 });
    for (let i = 0; i < 4; i++) expect((await srv.rest('DELETE', '/stock/cache', undefined, user.accessToken)).status).toBe(200);
    const limited = await srv.rest('DELETE', '/stock/cache', undefined, user.accessToken);
    expect(limited.status).toBe(429);
    expect(limited.body.code).toBe('RATE_LIMITED');
  });
});

describe('subscription stockQuotes', () => {
  it('pushes the current quotes, then fresh ones while the market is open', async () => {
    runningSince = Date.now();
    const client = srv.ws();
    type Quote = { ticker: string; currentPrice: number; marketState: string; lastUpdate: string };
    type Payload = { data?: { stockQuotes: Quote[] }; errors?: unknown[] };
    const it = client.iterate({
      query: `subscription { stockQuotes(tickers: ["pfe", "SAN.PA"]) { ticker currentPrice marketState lastUpdate } }`,
    });
    const first = (await it.next()).value as Payload;
    expect(first.errors).toBeUndefined();
    const initial = first.data!.stockQuotes;
    expect(initial.map((q) => q.ticker)).toEqual(['PFE', 'SAN.PA']);
    expect(initial[0].marketState).toBe('REGULAR');
    const moved = ((await it.next()).value as Payload).data!.stockQuotes;
    expect(moved.length).toBeGreaterThan(0);
    const before = new Map(initial.map((q) => [q.ticker, q]));
    for (const q of moved) expect(q.lastUpdate > before.get(q.ticker)!.lastUpdate).toBe(true);
    await it.return?.();
    frozenAt = now().getTime();
    runningSince = null;
  });

  it('rejects more than 50 tickers', async () => {
    const client = srv.ws();
    const it = client.iterate({
      query: `subscription($t: [String!]!) { stockQuotes(tickers: $t) { ticker } }`,
      variables: { t: Array.from({ length: 51 }, (_, i) => `T${i}`) },
    });
    const r = await it.next().catch((e: unknown) => ({ value: { errors: e as { message: string }[] } }));
    const errors = (r.value as { errors?: { message: string }[] }).errors;
    expect(JSON.stringify(errors)).toMatch(/At most 50 tickers/);
  });
});
