import type { StockSource } from '../../domain/market.js';
import { isCurrencyCode, mainUnit, unitsPerMain, USD } from '../../domain/money.js';
import { USD_PER } from './demo.profiles.js';
import { Rng, round } from './random.js';
import type { FxRate } from './types.js';

/** Currencies a provider is asked about: valid codes (domain/money.ts), deduplicated, USD answered without a call. */
export function fxCurrencies(currencies: string[]): string[] {
  return [...new Set(currencies.filter(isCurrencyCode))];
}

/** The Yahoo Finance symbol of a currency's rate against USD ("EURUSD=X"); pence use the pound's pair. */
export function fxSymbol(currency: string): string {
  return `${mainUnit(currency)}${USD}=X`;
}

/** USD per unit from the pair's price (pence: a hundredth of the pound). */
export function usdPerFromPair(currency: string, pairPrice: number): number {
  return pairPrice / unitsPerMain(currency);
}

export function fxError(currency: string, source: StockSource, at: Date): FxRate {
  return { currency, usdPer: null, asOf: at.toISOString(), source, isError: true };
}

export function usdRate(source: StockSource, at: Date): FxRate {
  return { currency: USD, usdPer: 1, asOf: at.toISOString(), source, isError: false };
}

/**
 * The demo market's rate of a currency on a day: the rough constant of `USD_PER` (near the real
 * rate) moved by a small deterministic daily wobble (±1 % at most), so a page shows the same rate
 * all day and a test can pin it. Pence follow the pound exactly. Unknown currency: error.
 */
export function demoFxRate(currency: string, at: Date): FxRate {
  if (currency === USD) return usdRate('demo', at);
  const base = mainUnit(currency);
  const constant = USD_PER[base];
  if (!constant) return fxError(currency, 'demo', at);
  const day = at.toISOString().slice(0, 10);
  const wobble = Math.max(-0.01, Math.min(0.01, 0.004 * new Rng(`fx|${base}|${day}`).normal()));
  const pair = round(constant * (1 + wobble), constant < 0.01 ? 8 : 6);
  return { currency, usdPer: usdPerFromPair(currency, pair), asOf: `${day}T00:00:00.000Z`, source: 'demo', isError: false };
}
