import { describe, expect, it } from 'vitest';
import { DemoStockProvider } from './demo.js';
import { demoFxRate, fxSymbol } from './fx.js';
import { YahooStockProvider, type YahooClient } from './yahoo.js';

describe('FX rates from the stock provider', () => {
  it('demo: deterministic rates near the real ones, the same all day; pence are a hundredth of the pound', async () => {
    const morning = new Date('2026-11-25T08:00:00Z');
    const evening = new Date('2026-11-25T21:00:00Z');
    const eur = demoFxRate('EUR', morning);
    expect(eur.usdPer).toBeGreaterThan(1.08 * 0.99);
    expect(eur.usdPer).toBeLessThan(1.08 * 1.01);
    expect(demoFxRate('EUR', evening).usdPer).toBe(eur.usdPer);
    expect(demoFxRate('GBp', morning).usdPer).toBeCloseTo(demoFxRate('GBP', morning).usdPer! / 100, 10);
    expect(demoFxRate('USD', morning).usdPer).toBe(1);
    expect(demoFxRate('XXX', morning)).toMatchObject({ usdPer: null, isError: true });
    const provider = new DemoStockProvider({ now: () => morning });
    const rates = await provider.getFxRates(['JPY', 'CHF']);
    expect(rates.get('JPY')!.usdPer).toBeGreaterThan(0.0067 * 0.99);
    expect(rates.get('CHF')!.usdPer).toBe(demoFxRate('CHF', morning).usdPer);
  });

  it('yahoo: one quote call for the currency pairs (EURUSD=X), pence from the pound, unknown pairs as errors', async () => {
    const calls: string[][] = [];
    const client: YahooClient = {
      async quote(symbols: string[]) {
        calls.push(symbols);
        return symbols
          .filter((s) => s !== 'XXXUSD=X')
          .map((symbol) => ({ symbol, regularMarketPrice: symbol === 'EURUSD=X' ? 1.0842 : symbol === 'GBPUSD=X' ? 1.27 : 0.0066 }));
      },
      quoteSummary: () => Promise.reject(new Error('unused')),
      chart: () => Promise.reject(new Error('unused')),
    };
    const provider = new YahooStockProvider({ client, now: () => new Date('2026-11-25T12:00:00Z') });
    const rates = await provider.getFxRates(['USD', 'EUR', 'GBp', 'GBP', 'JPY', 'XXX']);
    expect(calls).toEqual([['EURUSD=X', 'GBPUSD=X', 'JPYUSD=X', 'XXXUSD=X']]);
    expect(fxSymbol('GBp')).toBe('GBPUSD=X');
    expect(rates.get('USD')!.usdPer).toBe(1);
    expect(rates.get('EUR')!.usdPer).toBe(1.0842);
    expect(rates.get('GBp')!.usdPer).toBeCloseTo(0.0127, 10);
    expect(rates.get('JPY')!.usdPer).toBe(0.0066);
    expect(rates.get('XXX')).toMatchObject({ usdPer: null, isError: true, source: 'yahoo' });
  });
});
