import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from './i18n';
import {
  formatBillions,
  formatCompact,
  formatCompactCurrency,
  formatCurrency,
  formatDate,
  formatFractionPercent,
  formatPercent,
  formatPValue,
  formatRelativeTime,
} from './format';

beforeAll(async () => {
  await i18n.changeLanguage('fr');
});

describe('p-value formatting', () => {
  it('below 0.001 shows "< 0.001", otherwise 3 decimals; significant below 0.05', () => {
    expect(formatPValue('0.0004')).toEqual({ text: '< 0.001', significant: true });
    expect(formatPValue(0.0004)).toEqual({ text: '< 0.001', significant: true });
    expect(formatPValue('0.0312')).toEqual({ text: '0.031', significant: true });
    expect(formatPValue('0.05')).toEqual({ text: '0.050', significant: false });
    expect(formatPValue('0.2')).toEqual({ text: '0.200', significant: false });
    expect(formatPValue('<0.001')).toEqual({ text: '< 0.001', significant: true });
  });
  it('shows a non-numeric value as is', () => {
    expect(formatPValue('NA')).toEqual({ text: 'NA', significant: null });
    expect(formatPValue('not calculated')).toEqual({ text: 'not calculated', significant: null });
    expect(formatPValue(null).significant).toBeNull();
  });
});

describe('relative time', () => {
  const now = new Date('2026-11-21T12:00:00Z');
  const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();
  it('follows the spec thresholds', () => {
    expect(formatRelativeTime(ago(30_000), now)).toBe("À l'instant");
    expect(formatRelativeTime(ago(60_000), now)).toBe('Il y a 1 minute');
    expect(formatRelativeTime(ago(59 * 60_000), now)).toBe('Il y a 59 minutes');
    expect(formatRelativeTime(ago(60 * 60_000), now)).toBe('Il y a 1 heure');
    expect(formatRelativeTime(ago(23 * 3600_000), now)).toBe('Il y a 23 heures');
    expect(formatRelativeTime(ago(24 * 3600_000), now)).toBe('Il y a 1 jour');
    expect(formatRelativeTime(ago(6 * 86_400_000), now)).toBe('Il y a 6 jours');
    expect(formatRelativeTime(ago(7 * 86_400_000), now)).toBe('14 novembre 2026');
  });
  it('translates to English', async () => {
    await i18n.changeLanguage('en');
    expect(formatRelativeTime(ago(5 * 60_000), now)).toBe('5 minutes ago');
    expect(formatRelativeTime(ago(10_000), now)).toBe('Just now');
    await i18n.changeLanguage('fr');
  });
});

describe('dates and numbers', () => {
  it("formats dates in French and says 'Non spécifiée' when absent", () => {
    expect(formatDate('2026-03-05')).toBe('05/03/2026');
    expect(formatDate('2025-06')).toBe('juin 2025');
    expect(formatDate(null)).toBe('Non spécifiée');
    expect(formatDate('')).toBe('Non spécifiée');
    expect(formatDate('not a date')).toBe('Non spécifiée');
  });
  it('USD with 2 decimals, percentages with 2 decimals, T/B/M/K', () => {
    expect(formatCurrency(123.456)).toBe('$123.46');
    expect(formatCurrency(5, 'EUR')).toBe('€5.00');
    expect(formatCurrency(null)).toBe('—');
    expect(formatPercent(1.234)).toBe('1.23%');
    expect(formatPercent(1.234, { signed: true })).toBe('+1.23%');
    expect(formatPercent(-0.5, { signed: true })).toBe('-0.50%');
    expect(formatCompact(1.23e12)).toBe('1.23T');
    expect(formatCompact(45.6e9)).toBe('45.60B');
    expect(formatCompact(7e6)).toBe('7.00M');
    expect(formatCompact(12_300)).toBe('12.30K');
    expect(formatCompact(999)).toBe('999');
    expect(formatCompactCurrency(2.5e9)).toBe('$2.50B');
    expect(formatFractionPercent(0.0312)).toBe('3.12%');
    expect(formatBillions(12.34e9)).toBe('12.3B');
  });
});
