import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testRedisUrl } from '../../../test/redis.js';
import { createTestDb, type TestDb } from '../../../test/db.js';
import { DemoStockProvider } from '../../providers/stocks/demo.js';
import { MemoryStockCache, RedisStockCache } from './stocks.cache.js';
import { HISTORY_TTL_MS, StockMarket } from './stocks.market.js';
import { manualClock, RecordingProvider } from './stocks.testing.js';

const OPEN = '2026-11-20T16:00:00Z'; // Friday: New York and Paris in session
const WEEKEND = '2026-11-21T12:00:00Z';

let db: TestDb;
beforeAll(async () => {
  db = await createTestDb();
});
afterAll(async () => {
  await db.close();
});

function setup(iso: string, opts: { orm?: boolean } = {}) {
  const clock = manualClock(iso);
  const provider = new RecordingProvider(new DemoStockProvider({ now: clock.now }));
  const market = new StockMarket(provider, opts.orm === false ? null : db.deps.orm, {
    now: clock.now,
    cache: new MemoryStockCache(1000, () => clock.now().getTime()),
  });
  return { clock, provider, market };
}

describe('stock cache', () => {
  it('serves repeated requests from the cache, then refetches after 60 s during market hours', async () => {
    const { clock, provider, market } = setup(OPEN);
    const a = await market.getQuotes(['PFE', 'SAN.PA']);
    const b = await market.getQuotes(['SAN.PA', 'PFE']);
    expect(provider.quoteCalls).toEqual([['PFE', 'SAN.PA']]);
    expect(b.get('PFE')).toEqual(a.get('PFE'));
    expect([...b.keys()]).toEqual(['SAN.PA', 'PFE']);
    expect(await market.stats()).toMatchObject({ validEntries: 2, totalEntries: 2, hits: 2, misses: 2, backend: 'memory', provider: 'demo' });

    // Only the missing ticker goes to the provider.
    await market.getQuotes(['PFE', 'MRNA']);
    expect(provider.quoteCalls.at(-1)).toEqual(['MRNA']);

    clock.advance(61_000);
    expect(await market.stats()).toMatchObject({ validEntries: 0, totalEntries: 3 });
    const c = await market.getQuotes(['PFE']);
    expect(provider.quoteCalls.at(-1)).toEqual(['PFE']);
    expect(c.get('PFE')!.lastUpdate).not.toBe(a.get('PFE')!.lastUpdate);
  });

  it('keeps quotes longer while the market is closed', async () => {
    const { clock, provider, market } = setup(WEEKEND);
    await market.getQuotes(['PFE']);
    clock.advance(20 * 60_000);
    await market.getQuotes(['PFE']);
    expect(provider.quoteCalls).toHaveLength(1);
    clock.advance(11 * 60_000);
    await market.getQuotes(['PFE']);
    expect(provider.quoteCalls).toHaveLength(2);
  });

  it('serves the expired entry, flagged stale, when the provider fails', async () => {
    const { clock, provider, market } = setup(OPEN, { orm: false });
    const fresh = (await market.getQuotes(['PFE'])).get('PFE')!;
    clock.advance(5 * 60_000);
    provider.failing = true;
    const served = (await market.getQuotes(['PFE'])).get('PFE')!;
    expect(served).toMatchObject({ stale: true, isError: false, currentPrice: fresh.currentPrice, error: 'Provider down' });
    // Never seen and provider down: a clear error, not an exception.
    const unknown = (await market.getQuotes(['MRNA'])).get('MRNA')!;
    expect(unknown).toMatchObject({ isError: true, stale: false, error: 'Provider down' });
  });

  it('does not cache a ticker the provider could not serve', async () => {
    const { provider, market } = setup(OPEN, { orm: false });
    provider.errorTickers.add('BADX');
    const first = await market.getQuotes(['BADX', 'PFE']);
    expect(first.get('BADX')).toMatchObject({ isError: true, error: 'Cannot serve BADX' });
    expect(first.get('PFE')!.isError).toBe(false);
    await market.getQuotes(['BADX', 'PFE']);
    expect(provider.quoteCalls).toEqual([['BADX', 'PFE'], ['BADX']]);
  });

  it('persists the last good quotes: after a restart with the provider down they are served stale', async () => {
    const first = setup(OPEN);
    const good = (await first.market.getQuotes(['LLY', 'ABBV'])).get('LLY')!;
    const rows = await db.deps.orm.em
      .fork()
      .getConnection()
      .execute(`select ticker, kind, source from stock_snapshots where ticker in ('LLY', 'ABBV') order by ticker`);
    expect(rows).toEqual([
      { ticker: 'ABBV', kind: 'quote', source: 'demo' },
      { ticker: 'LLY', kind: 'quote', source: 'demo' },
    ]);

    const restarted = setup(OPEN); // new process: empty cache
    restarted.provider.failing = true;
    const served = (await restarted.market.getQuotes(['LLY', 'GILD'])).get('LLY')!;
    expect(served).toMatchObject({ stale: true, isError: false, currentPrice: good.currentPrice, companyName: good.companyName });
    expect((await restarted.market.getQuotes(['GILD'])).get('GILD')!.isError).toBe(true);
  });

  it('clears every entry, and the next request asks the provider again', async () => {
    const { provider, market } = setup(OPEN);
    await market.getQuotes(['PFE', 'SAN.PA']);
    await market.getHistory('PFE', 30);
    expect(await market.stats()).toMatchObject({ validEntries: 3, totalEntries: 3 });
    expect(await market.clear()).toBe(3);
    expect(await market.stats()).toMatchObject({ validEntries: 0, totalEntries: 0, hits: 0, misses: 0 });
    await market.getQuotes(['PFE']);
    expect(provider.quoteCalls).toHaveLength(2);
  });

  it('caches history for an hour and serves it stale when the provider fails', async () => {
    const { clock, provider, market } = setup(OPEN);
    const h = await market.getHistory('SAN.PA', 90);
    await market.getHistory('SAN.PA', 90);
    expect(provider.historyCalls).toBe(1);
    clock.advance(HISTORY_TTL_MS + 1000);
    provider.failing = true;
    const stale = await market.getHistory('SAN.PA', 90);
    expect(provider.historyCalls).toBe(2);
    expect(stale).toMatchObject({ stale: true, isError: false, prices: h.prices });
  });
});

const redisUrl = await testRedisUrl();

describe.runIf(redisUrl)('stock cache in Redis', () => {
  const url = redisUrl!;

  it('is shared between processes, counts valid entries and clears only its own keys', async () => {
    const prefix = `trialyst-test:${db.name}:`;
    const other = new RedisStockCache(url, `${prefix}other:`);
    await other.setMany([{ key: 'q:X', entry: { value: 1, storedAt: 0, expiresAt: Date.now() + 60_000 } }]);

    const clock = manualClock(OPEN);
    const mk = () => {
      const provider = new RecordingProvider(new DemoStockProvider({ now: clock.now }));
      return { provider, market: new StockMarket(provider, null, { now: clock.now, cache: new RedisStockCache(url, `${prefix}main:`) }) };
    };
    const a = mk();
    const b = mk();
    try {
      const q = (await a.market.getQuotes(['PFE', 'SAN.PA'])).get('PFE')!;
      const fromB = (await b.market.getQuotes(['PFE'])).get('PFE')!;
      expect(b.provider.quoteCalls).toHaveLength(0);
      expect(fromB).toEqual(q);
      expect(await b.market.stats()).toMatchObject({ validEntries: 2, totalEntries: 2, backend: 'redis' });

      clock.advance(61_000);
      expect(await b.market.stats()).toMatchObject({ validEntries: 0, totalEntries: 2 });
      b.provider.failing = true;
      expect((await b.market.getQuotes(['PFE'])).get('PFE')).toMatchObject({ stale: true, currentPrice: q.currentPrice });

      expect(await a.market.clear()).toBe(2);
      expect(await b.market.stats()).toMatchObject({ validEntries: 0, totalEntries: 0 });
      expect(await other.stats(Date.now())).toEqual({ validEntries: 1, totalEntries: 1 });
    } finally {
      await other.clear();
      await Promise.all([a.market.close(), b.market.close(), other.close()]);
    }
  });
});

describe('live quotes', () => {
  it('pushes at once, then only while the market is open; nothing is fetched on a weekend', async () => {
    const { liveQuotes } = await import('./stocks.live.js');
    const { clock, provider } = setup(WEEKEND, { orm: false });
    const market = new StockMarket(provider, null, { now: clock.now, tickMs: 20 });
    const it = liveQuotes(market, ['PFE', 'SAN.PA'])[Symbol.asyncIterator]();
    const first = await it.next();
    expect((first.value as { ticker: string }[]).map((q) => q.ticker)).toEqual(['PFE', 'SAN.PA']);
    const timeout = new Promise((resolve) => setTimeout(() => resolve('quiet'), 200));
    const pending = it.next();
    expect(await Promise.race([pending, timeout])).toBe('quiet');
    expect(provider.quoteCalls).toHaveLength(1);

    // Monday 16:00 UTC: both markets open; the next tick pushes moved quotes.
    clock.set('2026-11-23T16:00:00Z');
    const pushed = (await pending).value as { ticker: string; marketState: string }[];
    expect(pushed.length).toBeGreaterThan(0);
    for (const q of pushed) expect(q.marketState).toBe('REGULAR');
    await it.return?.();
  });
});

describe('deps.stocks factory', () => {
  it('feeds the curated companies (name, exchange, currency) to the demo market', async () => {
    const { createStocks } = await import('./stocks.factory.js');
    const { CURATED_COMPANIES } = await import('../companies/companies.data.js');
    const market = createStocks(db.deps.config, null, { now: () => new Date(OPEN) });
    const paris = CURATED_COMPANIES.find((c) => c.ticker.endsWith('.PA'))!;
    const q = await market.getQuote(paris.ticker.toUpperCase());
    expect(q).toMatchObject({ companyName: paris.name, currency: paris.currency, exchange: 'Euronext Paris', source: 'demo', isError: false });
    expect(market.source).toBe('demo');
    expect(market.cache.kind).toBe('memory');
    await market.close();
  });
});
