import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { i18n } from './i18n';
import { currencySymbol, formatMarketCap, formatMoneyCompact, usdEquivalent } from './money';

const nbsp = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

describe('money in its own currency', () => {
  let before: string;
  beforeAll(async () => {
    before = i18n.language;
    await i18n.changeLanguage('en');
  });
  afterAll(async () => {
    await i18n.changeLanguage(before);
  });

  it('carries the currency symbol, never a bare B, in the interface language', async () => {
    expect(formatMoneyCompact(145e9, 'USD')).toBe('$145.0B');
    expect(formatMoneyCompact(7_991e9, 'JPY')).toBe('¥8.0T');
    expect(formatMarketCap(145e9, 'USD')).toBe('$145.0B');
    expect(formatMoneyCompact(12.3e9, 'EUR')).toBe('€12.3B');
    expect(nbsp(formatMoneyCompact(250e9, 'CHF'))).toBe('CHF 250.0B');
    expect(formatMoneyCompact(80e9, 'GBp')).toBe('£80.0B');
    expect(formatMarketCap(null, 'USD')).toBe('—');
    expect(currencySymbol('GBp')).toBe('£');
    await i18n.changeLanguage('fr');
    expect(nbsp(formatMarketCap(145e9, 'USD'))).toBe('145,0 Md $US');
    expect(nbsp(formatMoneyCompact(12.3e9, 'EUR'))).toBe('12,3 Md €');
    await i18n.changeLanguage('en');
  });

  it('shows a USD equivalent only for other currencies', () => {
    expect(usdEquivalent(52.3e9, 'JPY')).toBe('≈ $52.3B');
    expect(usdEquivalent(52.3e9, 'USD')).toBe('');
  });
});
