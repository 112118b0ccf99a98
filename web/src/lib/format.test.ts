import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { i18n } from './i18n';
import {
  formatAge,
  formatAxisDate,
  formatBillions,
  formatCompact,
  formatAxisCurrency,
  formatCompactCurrency,
  formatCurrency,
  formatDate,
  formatDateSpan,
  formatDecimal,
  formatDateTime,
  formatDaysFromToday,
  formatFractionPercent,
  formatLongDate,
  formatMonthYear,
  formatNumber,
  formatNumericText,
  formatInterval,
  formatPercent,
  formatPStatement,
  formatPValue,
  formatRatio,
  formatRelativeTime,
  formatScore,
  formatSigned,
  intlLocale,
  withColon,
} from './format';

/** Intl puts a (narrow) no-break space in French numbers: compare with plain spaces. */
const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

async function inLanguage(lang: 'fr' | 'en') {
  await i18n.changeLanguage(lang);
}

beforeAll(() => inLanguage('fr'));
afterAll(() => inLanguage('fr'));

describe('French interface', () => {
  beforeAll(() => inLanguage('fr'));

  it('uses the fr-FR locale', () => {
    expect(intlLocale()).toBe('fr-FR');
  });

  it('groups thousands with a space and uses a decimal comma', () => {
    expect(plain(formatNumber(3000))).toBe('3 000');
    expect(plain(formatNumber(1707))).toBe('1 707');
    expect(formatNumber(46, 1)).toBe('46,0');
    expect(formatNumber(null)).toBe('—');
    expect(formatRatio(1.234)).toBe('1,23');
  });

  it('percentages: decimal comma and a space before %', () => {
    expect(plain(formatPercent(46, { digits: 1 }))).toBe('46,0 %');
    expect(plain(formatPercent(1.234))).toBe('1,23 %');
    expect(plain(formatPercent(1.234, { signed: true }))).toBe('+1,23 %');
    expect(plain(formatPercent(-0.5, { signed: true }))).toBe('\u22120,50 %');
    expect(plain(formatFractionPercent(0.0312))).toBe('3,12 %');
    expect(formatPercent(null)).toBe('—');
  });

  it('scores out of 10 and signed changes', () => {
    expect(formatScore(5)).toBe('5,0/10');
    expect(formatScore(7.25)).toBe('7,3/10');
    expect(formatScore(undefined)).toBe('—');
    expect(formatSigned(1.5)).toBe('+1,50');
    expect(formatSigned(-0.25)).toBe('\u22120,25');
  });

  it('currencies with their symbol, compact amounts never with a bare "B"', () => {
    expect(plain(formatCurrency(1234.5))).toBe('1 234,50 $US');
    expect(plain(formatCurrency(5, 'EUR'))).toBe('5,00 €');
    expect(formatCurrency(null)).toBe('—');
    expect(plain(formatCompactCurrency(7.99e9))).toBe('7,99 Md $US');
    expect(plain(formatCompactCurrency(7.99e11, 'JPY'))).toMatch(/^799 Md (JPY|¥|JP¥)$/);
    expect(plain(formatBillions(12.34e9))).toBe('12,3 Md $US');
    expect(plain(formatBillions(145e9))).toBe('145,0 Md $US');
    expect(plain(formatCompact(12_345_678))).toBe('12,35 M');
    expect(formatCompact(999)).toBe('999');
    expect(plain(formatAxisCurrency(11900, 'INR'))).toBe('11 900 ₹');
    expect(plain(formatAxisCurrency(12.5))).toBe('12,50 $US');
    for (const s of [formatCompactCurrency(2.5e9), formatBillions(45.6e9, 'EUR')]) expect(s).not.toMatch(/\dB\b/);
  });

  it('dates: French formats, readable axis dates, "Non spécifiée" when absent', () => {
    expect(formatDate('2026-03-05')).toBe('05/03/2026');
    expect(formatDate('2025-06')).toBe('juin 2025');
    expect(formatDate(null)).toBe('Non spécifiée');
    expect(formatDate('')).toBe('Non spécifiée');
    expect(formatDate('not a date')).toBe('Non spécifiée');
    expect(formatLongDate('2026-11-21')).toBe('21 novembre 2026');
    expect(formatAxisDate('2026-10-22')).toBe('22 oct.');
    expect(formatMonthYear('2026-11')).toBe('Novembre 2026');
    expect(formatDateTime('2026-11-21T14:05:00')).toBe('21/11/2026 14:05');
  });

  it('days from today: aujourd’hui, demain, dans N jours', () => {
    expect(formatDaysFromToday(0)).toMatch(/^aujourd.hui$/);
    expect(formatDaysFromToday(-2)).toMatch(/^aujourd.hui$/);
    expect(formatDaysFromToday(1)).toBe('demain');
    expect(formatDaysFromToday(2)).toBe('dans 2 jours');
    expect(formatDaysFromToday(14)).toBe('dans 14 jours');
  });

  it('labels take a space before the colon', () => {
    expect(withColon('Promoteur')).toBe('Promoteur :');
  });

  it('p-values: below 0.001 "< 0,001", otherwise 3 decimals; significant below 0.05', () => {
    expect(formatPValue('0.0004')).toEqual({ text: '< 0,001', significant: true });
    expect(formatPValue(0.0004)).toEqual({ text: '< 0,001', significant: true });
    expect(formatPValue('0.0312')).toEqual({ text: '0,031', significant: true });
    expect(formatPValue('0.05')).toEqual({ text: '0,050', significant: false });
    expect(formatPValue('<0.001')).toEqual({ text: '< 0,001', significant: true });
    expect(formatPValue('NA')).toEqual({ text: 'NA', significant: null });
    expect(formatPValue('not calculated')).toEqual({ text: 'not calculated', significant: null });
    expect(formatPValue(null).significant).toBeNull();
  });

  it('issue 33: p-values as statements, bounds and intervals in French decimals', () => {
    expect(formatPStatement('0.524')).toBe('p = 0,524');
    expect(formatPStatement('<0.001')).toBe('p < 0,001');
    expect(formatPStatement(0.0004)).toBe('p < 0,001');
    expect(formatPStatement(null)).toBe('—');
    expect(formatNumericText('<0.001')).toBe('< 0,001');
    expect(formatNumericText('7.336')).toBe('7,336');
    expect(formatInterval('7.336', '31.623')).toBe('[7,336 ; 31,623]');
  });

  it('issue 33: eligibility ages in French words', () => {
    expect(plain(formatAge('18 Years'))).toBe('18 ans');
    expect(plain(formatAge('1 Year'))).toBe('1 an');
    expect(plain(formatAge('6 Months'))).toBe('6 mois');
    expect(plain(formatAge('2 Weeks'))).toBe('2 semaines');
    expect(plain(formatAge('30 Days'))).toBe('30 jours');
    expect(formatAge('N/A')).toBe('—');
    expect(formatAge(null)).toBe('—');
    expect(formatAge('Adult')).toBe('Adult');
  });

  it('issue 33: a date range whose ends are the same day shows it once', () => {
    expect(formatDateSpan('2025-03-03', '2025-03-03')).toBe('03/03/2025');
    expect(formatDateSpan('2025-03-03', '2025-06-30')).toBe('03/03/2025 → 30/06/2025');
    expect(formatDateSpan(null, '2025-06-30')).toBe('30/06/2025');
  });

  it('relative time follows the spec thresholds', () => {
    const now = new Date('2026-11-21T12:00:00Z');
    const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();
    expect(formatRelativeTime(ago(30_000), now)).toBe("À l'instant");
    expect(formatRelativeTime(ago(60_000), now)).toBe('Il y a 1 minute');
    expect(formatRelativeTime(ago(59 * 60_000), now)).toBe('Il y a 59 minutes');
    expect(formatRelativeTime(ago(60 * 60_000), now)).toBe('Il y a 1 heure');
    expect(formatRelativeTime(ago(23 * 3600_000), now)).toBe('Il y a 23 heures');
    expect(formatRelativeTime(ago(24 * 3600_000), now)).toBe('Il y a 1 jour');
    expect(formatRelativeTime(ago(6 * 86_400_000), now)).toBe('Il y a 6 jours');
    expect(formatRelativeTime(ago(7 * 86_400_000), now)).toBe('14 novembre 2026');
  });
});

describe('English interface', () => {
  beforeAll(() => inLanguage('en'));
  afterAll(() => inLanguage('fr'));

  it('uses the en-US locale', () => {
    expect(intlLocale()).toBe('en-US');
  });

  it('groups thousands with a comma and uses a decimal point', () => {
    expect(formatNumber(3000)).toBe('3,000');
    expect(formatNumber(1707)).toBe('1,707');
    expect(formatNumber(46, 1)).toBe('46.0');
    expect(formatRatio(1.234)).toBe('1.23');
  });

  it('percentages without a space', () => {
    expect(formatPercent(46, { digits: 1 })).toBe('46.0%');
    expect(formatPercent(1.234, { signed: true })).toBe('+1.23%');
    expect(formatFractionPercent(0.0312)).toBe('3.12%');
  });

  it('scores, signed changes, currencies', () => {
    expect(formatScore(5)).toBe('5.0/10');
    expect(formatSigned(1.5)).toBe('+1.50');
    expect(formatCurrency(123.456)).toBe('$123.46');
    expect(formatCurrency(5, 'EUR')).toBe('€5.00');
    expect(formatCurrency(5, 'not a currency')).toBe('$5.00');
    expect(formatCompactCurrency(7.99e9)).toBe('$7.99B');
    expect(formatCompactCurrency(1.23e12)).toBe('$1.23T');
    expect(formatBillions(12.34e9)).toBe('$12.3B');
    expect(formatCompact(12_300)).toBe('12.3K');
    expect(formatCompact(7e6)).toBe('7M');
  });

  it('every number format writes a loss with the true minus sign, never a hyphen', () => {
    expect(formatNumber(-1234.5, 1)).toBe('\u22121,234.5');
    expect(formatDecimal(-0.5)).toBe('\u22120.5');
    expect(formatRatio(-1.25)).toBe('\u22121.25');
    expect(formatNumber(-0.04, 1)).toBe('0.0');
    expect(formatPercent(-0.004)).toBe('0.00%');
    expect(formatCompact(-12_300)).toBe('\u221212.3K');
    expect(formatCurrency(-5)).toBe('\u2212$5.00');
    expect(formatCompactCurrency(-7.99e9)).toBe('\u2212$7.99B');
    expect(formatAxisCurrency(-150)).toBe('\u2212$150');
    expect(formatNumericText('-1.2')).toBe('\u22121.2');
  });

  it('dates: US formats, "Oct 22" on chart axes, "Not specified" when absent', () => {
    expect(formatDate('2026-03-05')).toBe('03/05/2026');
    expect(formatDate(null)).toBe(i18n.t('common:format.notSpecified'));
    expect(formatLongDate('2026-11-21')).toBe('November 21, 2026');
    expect(formatAxisDate('2026-10-22')).toBe('Oct 22');
    expect(formatMonthYear('2026-11')).toBe('November 2026');
  });

  it('days from today: today, tomorrow, in N days', () => {
    expect(formatDaysFromToday(0)).toBe('today');
    expect(formatDaysFromToday(1)).toBe('tomorrow');
    expect(formatDaysFromToday(3)).toBe('in 3 days');
  });

  it('labels take no space before the colon', () => {
    expect(withColon('Sponsor')).toBe('Sponsor:');
  });

  it('issue 33: p-values, intervals and ages in English', () => {
    expect(formatPStatement('0.524')).toBe('p = 0.524');
    expect(formatPStatement('<0.001')).toBe('p < 0.001');
    expect(formatInterval('7.336', '31.623')).toBe('[7.336, 31.623]');
    expect(plain(formatAge('18 Years'))).toBe('18 years');
    expect(formatAge('1 Year')).toBe('1 year');
    expect(plain(formatAge('6 Months'))).toBe('6 months');
    expect(formatDateSpan('2025-03-03', '2025-03-03')).toBe('03/03/2025');
  });

  it('p-values and relative times', () => {
    expect(formatPValue('0.0312').text).toBe('0.031');
    expect(formatPValue('0.0004').text).toBe('< 0.001');
    const now = new Date('2026-11-21T12:00:00Z');
    expect(formatRelativeTime(new Date(now.getTime() - 5 * 60_000), now)).toBe('5 minutes ago');
    expect(formatRelativeTime(new Date(now.getTime() - 10_000), now)).toBe('Just now');
    expect(formatRelativeTime(new Date(now.getTime() - 8 * 86_400_000), now)).toBe('November 13, 2026');
  });
});

describe('numbers interpolated into messages', () => {
  it('are grouped in the message language; years stay as they are', async () => {
    const { createTestI18n } = await import('../test/locales');
    const fr = createTestI18n('fr');
    const en = createTestI18n('en');
    expect(plain(fr.t('table:details.enrollment', { value: 1707 }))).toBe('1 707 participants');
    expect(en.t('table:details.enrollment', { value: 1707 })).toBe('1,707 participants');
    expect(en.t('dashboard:upcoming.count', { count: 3000 })).toBe('3,000 trials');
    expect(en.t('trial:sponsorMatch.history.acquired', { by: 'Pfizer', year: 2019 })).toBe('acquired by Pfizer in 2019');
  });

  it('write a negative number with the true minus sign', async () => {
    const { createTestI18n } = await import('../test/locales');
    expect(createTestI18n('en').t('table:details.enrollment', { value: -1707 })).toBe('\u22121,707 participants');
  });
});
