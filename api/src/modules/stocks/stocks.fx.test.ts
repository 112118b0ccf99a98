import { describe, expect, it } from 'vitest';
import { DemoStockProvider } from '../../providers/stocks/demo.js';
import { FX_TTL_MS, StockMarket } from './stocks.market.js';
import { manualClock, RecordingProvider } from './stocks.testing.js';

describe('StockMarket.getFxRates', () => {
  it('caches rates like quotes: one provider call for the missing currencies, stale rates served when the provider fails', async () => {
    const clock = manualClock('2026-11-25T12:00:00Z');
    const provider = new RecordingProvider(new DemoStockProvider({ now: clock.now }));
    const market = new StockMarket(provider, null, { now: clock.now });
    const first = await market.getFxRates(['EUR', 'JPY']);
    await market.getFxRates(['EUR', 'JPY']);
    await market.getFxRates(['EUR', 'CHF']);
    expect(provider.fxCalls).toEqual([['EUR', 'JPY'], ['CHF']]);
    clock.advance(FX_TTL_MS + 1);
    provider.failing = true;
    const stale = await market.getFxRates(['EUR']);
    expect(stale.get('EUR')!.usdPer).toBe(first.get('EUR')!.usdPer);
    expect(provider.fxCalls).toHaveLength(3);
  });
});
