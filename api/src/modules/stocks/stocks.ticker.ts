import { badInput } from '../../errors.js';
import { realTicker } from '../trials/trials.signals.js';

/** A ticker: 1–10 letters, digits, dots or dashes (SAN.PA, NOVO-B.CO, 4502.T). */
export const TICKER_PATTERN = /^[A-Za-z0-9.-]{1,10}$/;

/** The spec's absent-ticker values ('', 'N/A', 'Non déterminé'): no stock fetch for these. */
export function isAbsentTicker(value: string | null | undefined): boolean {
  return realTicker(value) === null;
}

/** A real ticker, upper-cased; absent values give null; a malformed one is BAD_USER_INPUT. */
export function parseTicker(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value !== 'string') throw badInput('A ticker must be a string', { field: 'ticker', reason: 'INVALID_TICKER' });
  if (isAbsentTicker(value)) return null;
  const t = value.trim();
  if (!TICKER_PATTERN.test(t))
    throw badInput(`Invalid ticker: ${t.slice(0, 20)} (1 to 10 letters, digits, dots or dashes)`, { field: 'ticker', reason: 'INVALID_TICKER' });
  return t.toUpperCase();
}

/** Like parseTicker, for a field that must name a stock. */
export function requireTicker(value: unknown): string {
  const t = parseTicker(value);
  if (!t) throw badInput('No ticker: this company is not listed', { field: 'ticker', reason: 'NO_TICKER' });
  return t;
}

/** Distinct real tickers of a list, upper-cased, in first-seen order; absent values dropped, malformed ones rejected. */
export function parseTickers(values: unknown, max: number): string[] {
  if (!Array.isArray(values)) throw badInput('tickers must be a list of tickers', { field: 'tickers', reason: 'INVALID_TYPE' });
  if (values.length > max) throw badInput(`At most ${max} tickers per request`, { field: 'tickers', reason: 'TOO_MANY_TICKERS', max });
  const out = new Set<string>();
  for (const v of values) {
    const t = parseTicker(v);
    if (t) out.add(t);
  }
  return [...out];
}

/** A ticker stored on a trial (null or real): the upper-case symbol to quote, or null when none or malformed. */
export function storedTicker(value: string | null | undefined): string | null {
  const t = realTicker(value);
  return t && TICKER_PATTERN.test(t) ? t.toUpperCase() : null;
}
