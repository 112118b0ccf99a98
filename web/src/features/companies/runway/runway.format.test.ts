import { afterAll, describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { atReadoutText, dayNumber, factSource, isDilutionRisk, monthsText, readoutWhen, runwayBarLayout, worstRisk } from './runway.format';

const inLanguage = async (lang: 'fr' | 'en') => {
  await i18n.changeLanguage(lang);
  return i18n.t;
};
afterAll(() => i18n.changeLanguage('fr'));

describe('when a readout is expected', () => {
  it('names a day once; a month or quarter with its window end', async () => {
    let t = await inLanguage('fr');
    expect(readoutWhen(t, { label: '9 décembre 2026', readoutDate: '2026-12-09' })).toBe('9 décembre 2026');
    expect(readoutWhen(t, { label: 'T2 2026', readoutDate: '2026-06-30' })).toBe('T2 2026, fin de fenêtre le 30/06/2026');
    t = await inLanguage('en');
    expect(readoutWhen(t, { label: 'December 9, 2026', readoutDate: '2026-12-09' })).toBe('December 9, 2026');
  });
});

describe('months and the runway at a readout in words', () => {
  it('writes months with one decimal, in French and English', async () => {
    let t = await inLanguage('fr');
    expect(monthsText(t, 14.24)).toBe('14,2 mois');
    expect(monthsText(t, -3.06)).toBe('3,1 mois');
    t = await inLanguage('en');
    expect(monthsText(t, 14.24)).toBe('14.2 months');
    expect(monthsText(t, 1)).toBe('1.0 month');
    expect(monthsText(t, 0.04)).toBe('0.0 months');
  });

  it('says how much cash is left at the readout, or how long before it the cash runs out', async () => {
    let t = await inLanguage('fr');
    expect(atReadoutText(t, { monthsAtReadout: 8.5, risk: 'NONE' }, false)).toBe('8,5 mois de trésorerie restant à la lecture');
    expect(atReadoutText(t, { monthsAtReadout: -4.2, risk: 'BEFORE_READOUT' }, false)).toBe('Trésorerie épuisée 4,2 mois avant la lecture');
    expect(atReadoutText(t, { monthsAtReadout: null, risk: 'NONE' }, true)).toBe('Non consommatrice de trésorerie');
    expect(atReadoutText(t, { monthsAtReadout: null, risk: 'UNKNOWN' }, false)).toBe('Inconnu');
    t = await inLanguage('en');
    expect(atReadoutText(t, { monthsAtReadout: 2.96, risk: 'WITHIN_6_MONTHS' }, false)).toBe('3.0 months of cash left at the readout');
    expect(atReadoutText(t, { monthsAtReadout: -0.5, risk: 'BEFORE_READOUT' }, false)).toBe('Cash runs out 0.5 months before the readout');
    expect(atReadoutText(t, { monthsAtReadout: null, risk: 'NONE' }, true)).toBe('Not burning cash');
  });

  it('calls a runway ending before or within 6 months after the readout a dilution risk, and ranks risks', () => {
    expect(isDilutionRisk('BEFORE_READOUT')).toBe(true);
    expect(isDilutionRisk('WITHIN_6_MONTHS')).toBe(true);
    expect(isDilutionRisk('NONE')).toBe(false);
    expect(isDilutionRisk('UNKNOWN')).toBe(false);
    expect(worstRisk(['NONE', 'WITHIN_6_MONTHS', 'UNKNOWN'])).toBe('WITHIN_6_MONTHS');
    expect(worstRisk(['WITHIN_6_MONTHS', 'BEFORE_READOUT'])).toBe('BEFORE_READOUT');
    expect(worstRisk([])).toBe('NONE');
  });

  it('cites a figure by form, period end and filing date', async () => {
    let t = await inLanguage('fr');
    expect(factSource(t, { form: '10-Q', periodEnd: '2025-09-30', filed: '2025-11-05' })).toBe('10-Q, période close le 30/09/2025, déposé le 05/11/2025');
    expect(factSource(t, { form: 'demo', periodEnd: '2025-09-30', filed: null })).toBe('démonstration, période close le 30/09/2025');
    t = await inLanguage('en');
    expect(factSource(t, { form: '10-K', periodEnd: '2024-12-31', filed: '2025-02-27' })).toBe('10-K, period ended 12/31/2024, filed 02/27/2025');
  });
});

describe('runwayBarLayout', () => {
  const readout = (readoutDate: string, nctId = readoutDate) => ({ readoutDate, nctId });

  it('runs the axis from the balance-sheet date past the later of the runway end and the last readout', () => {
    const layout = runwayBarLayout({
      start: '2025-09-30',
      runwayEnd: '2026-09-30',
      readouts: [readout('2026-03-31'), readout('2027-03-31')],
      today: '2026-01-15',
    });
    const span = dayNumber(layout.end) - dayNumber('2025-09-30');
    expect(dayNumber(layout.end)).toBeGreaterThan(dayNumber('2027-03-31'));
    expect(layout.cashEndPct).toBeCloseTo(((dayNumber('2026-09-30') - dayNumber('2025-09-30')) / span) * 100, 5);
    expect(layout.markers.map((m) => m.beyond)).toEqual([false, true]);
    expect(layout.markers[1].pct).toBeLessThan(100);
    expect(layout.todayPct).toBeGreaterThan(0);
    expect(layout.todayPct).toBeLessThan(layout.cashEndPct!);
  });

  it('puts the readouts of one day on one marker, and close markers on other rows', () => {
    const layout = runwayBarLayout({
      start: '2025-01-01',
      runwayEnd: '2027-12-31',
      readouts: [readout('2026-06-30', 'A'), readout('2026-06-30', 'B'), readout('2026-07-15', 'C'), readout('2027-06-30', 'D')],
      today: '2025-06-01',
    });
    expect(layout.markers.map((m) => m.readouts.map((r) => r.nctId))).toEqual([['A', 'B'], ['C'], ['D']]);
    expect(layout.markers.map((m) => m.level)).toEqual([0, 1, 0]);
    expect(layout.markers.every((m) => !m.beyond)).toBe(true);
  });

  it('leaves the bar open when the company does not burn cash, and keeps today off the axis when it is outside', () => {
    const layout = runwayBarLayout({ start: '2025-09-30', runwayEnd: null, readouts: [], today: '2020-01-01' });
    expect(layout.cashEndPct).toBeNull();
    expect(layout.todayPct).toBeNull();
    expect(dayNumber(layout.end) - dayNumber('2025-09-30')).toBeGreaterThanOrEqual(730);
  });
});
