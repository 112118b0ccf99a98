import { describe, expect, it } from 'vitest';
import { currencySymbol, formatMarketCap, formatMoneyCompact, usdEquivalent } from './money';

describe('money in its own currency', () => {
  it('carries the currency symbol, never a bare B', () => {
    expect(formatMoneyCompact(145e9, 'USD')).toBe('$145.0B');
    expect(formatMoneyCompact(7_991e9, 'JPY')).toBe('¥8.0T');
    expect(formatMarketCap(7_991e9, 'JPY')).toBe('¥7,991.0B');
    expect(formatMarketCap(145e9, 'USD')).toBe('$145.0B');
    expect(formatMoneyCompact(12.3e9, 'EUR')).toBe('€12.3B');
    expect(formatMoneyCompact(250e9, 'CHF')).toBe('CHF 250.0B');
    expect(formatMoneyCompact(80e9, 'GBp')).toBe('£80.0B');
    expect(formatMarketCap(null, 'USD')).toBe('—');
    expect(currencySymbol('GBp')).toBe('£');
  });

  it('shows a USD equivalent only for other currencies', () => {
    expect(usdEquivalent(52.3e9, 'JPY')).toBe('≈ $52.3B');
    expect(usdEquivalent(52.3e9, 'USD')).toBe('');
  });
});
