import { describe, expect, it } from 'vitest';
import { testRedisUrl } from '../../../test/redis.js';
import { loadConfig } from '../../config.js';
import { MemoryStockCache, RedisStockCache } from '../stocks/stocks.cache.js';
import { createStocks } from '../stocks/stocks.factory.js';
import { applyShocks } from './moves.shocks.js';
import type { ShockRow } from './moves.store.js';

const NOW = new Date('2026-11-21T12:00:00Z');
const config = loadConfig({ NODE_ENV: 'test' });
/** Genfit's failed readout on Monday 2 November. */
const ROWS: ShockRow[] = [
  { eventKey: 'RP:NCT90000001', ticker: 'GNFT.PA', kind: 'PRIMARY_COMPLETION', eventDate: '2026-11-02', outcome: 'FAILURE', nctId: 'NCT90000001' },
];
const closeOn = (prices: { date: string; close: number }[], d: string) => prices.find((p) => p.date === d)!.close;

describe('stock cache: prices that change with the events', () => {
  it('drops a ticker’s quote and histories, and only them', async () => {
    const cache = new MemoryStockCache();
    const e = { storedAt: 0, expiresAt: Date.now() + 60_000 };
    await cache.setMany<unknown>([
      { key: 'q:GNFT.PA', entry: { ...e, value: 1 } },
      { key: 'h:GNFT.PA:30', entry: { ...e, value: { prices: [] } } },
      { key: 'h:GNFT.PA:1827', entry: { ...e, value: { prices: [] } } },
      { key: 'q:GNFT', entry: { ...e, value: 2 } },
      { key: 'h:PFE:30', entry: { ...e, value: { prices: [] } } },
      { key: 'fx:EUR', entry: { ...e, value: 3 } },
    ]);
    expect(await cache.invalidate(['GNFT.PA'])).toBe(3);
    expect((await cache.getMany(['q:GNFT', 'h:PFE:30', 'fx:EUR', 'q:GNFT.PA'])).map((x) => x !== null)).toEqual([true, true, true, false]);
  });

  it('counts a long history as many entries: a few ten-year reads cannot fill the memory cache', async () => {
    const cache = new MemoryStockCache(40);
    const e = { storedAt: 0, expiresAt: Date.now() + 60_000 };
    const tenYears = { prices: Array.from({ length: 2600 }, (_, i) => ({ date: String(i), close: 1, volume: null })) };
    await cache.setMany([{ key: 'q:A', entry: { ...e, value: 1 } }]);
    for (const t of ['B', 'C', 'D', 'E']) await cache.setMany([{ key: `h:${t}:3653`, entry: { ...e, value: tenYears } }]);
    // Each weighs 11: the oldest entries went first to stay within 40.
    const left = await cache.getMany(['q:A', 'h:B:3653', 'h:C:3653', 'h:D:3653', 'h:E:3653']);
    expect(left.map((x) => x !== null)).toEqual([false, false, true, true, true]);
    expect(await cache.stats(0)).toMatchObject({ totalEntries: 3 });
  });
});

const redisUrl = await testRedisUrl();

describe.runIf(redisUrl)('two processes on one Redis cache: the demo market’s events', () => {
  it('a process that learns the events drops the shared entries; one that served old prices meanwhile drops them again when it catches up', async () => {
    const prefix = `trialyst-test:moves:${Date.now()}:`;
    const a = { stocks: createStocks(config, null, { now: () => NOW, cache: new RedisStockCache(redisUrl!, prefix) }) };
    const b = { stocks: createStocks(config, null, { now: () => NOW, cache: new RedisStockCache(redisUrl!, prefix) }) };
    try {
      const plain = (await b.stocks.getHistory('GNFT.PA', 30)).prices;
      // A learns the events: the shared entry goes, A's next read shows the reaction.
      expect(await applyShocks(a, ROWS)).toEqual(['GNFT.PA']);
      const shocked = (await a.stocks.getHistory('GNFT.PA', 30)).prices;
      expect(closeOn(shocked, '2026-11-02') / closeOn(plain, '2026-11-02')).toBeLessThan(0.86);
      // B has not loaded them yet: it may serve (and share) its old prices…
      await b.stocks.cache.invalidate(['GNFT.PA']);
      expect((await b.stocks.getHistory('GNFT.PA', 30)).prices).toEqual(plain);
      // …until it catches up: the shared entry goes again, and both serve the same prices.
      expect(await applyShocks(b, ROWS)).toEqual(['GNFT.PA']);
      expect((await a.stocks.getHistory('GNFT.PA', 30)).prices).toEqual(shocked);
      expect((await b.stocks.getHistory('GNFT.PA', 30)).prices).toEqual(shocked);
    } finally {
      await a.stocks.clear();
      await a.stocks.close();
      await b.stocks.close();
    }
  });
});
