import { describe, expect, it } from 'vitest';
import { isCurrencyCode, mainUnit, unitsPerMain } from './money.js';

describe('currencies', () => {
  it('accepts ISO codes and the pence quote, nothing else', () => {
    for (const c of ['USD', 'EUR', 'JPY', 'GBP', 'GBp']) expect(isCurrencyCode(c), c).toBe(true);
    for (const c of ['usd', 'US', 'EURO', 'GBPp', '', 'gbp']) expect(isCurrencyCode(c), c).toBe(false);
  });

  it('reports a pence quote in pounds, 100 pence to the pound', () => {
    expect(mainUnit('GBp')).toBe('GBP');
    expect(mainUnit('EUR')).toBe('EUR');
    expect(unitsPerMain('GBp')).toBe(100);
    expect(unitsPerMain('GBP')).toBe(1);
  });
});
