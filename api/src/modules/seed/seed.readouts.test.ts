import { describe, expect, it } from 'vitest';
import { CURATED_COMPANIES } from '../companies/companies.data.js';
import { buildCompanyDirectory, resolveSponsor } from '../companies/sponsor-resolver.js';
import { catalystOfRecord } from '../../domain/catalyst.js';
import { addDays, daysBetween } from './seed.dates.js';
import { generateTrial } from './seed.generator.js';

const directory = buildCompanyDirectory(CURATED_COMPANIES.map((c, i) => ({ id: i + 1, ...c })));
const today = '2026-11-25';
const dataset = Array.from({ length: 2000 }, (_, i) => generateTrial(i, { seed: 'trialyst', today, resolve: (l, c) => resolveSponsor(directory, l, c) }));
const share = (n: number) => n / dataset.length;

describe('demo readout timing', () => {
  it('completed trials mostly have ACTUAL dates, ongoing ones ESTIMATED', () => {
    const completed = dataset.filter((r) => r.status === 'COMPLETED');
    expect(completed.filter((r) => r.primaryCompletionDateType === 'ACTUAL').length / completed.length).toBeGreaterThan(0.9);
    expect(completed.every((r) => r.completionDateType === 'ACTUAL')).toBe(true);
    const recruiting = dataset.filter((r) => r.status === 'RECRUITING' || r.status === 'NOT_YET_RECRUITING');
    expect(recruiting.every((r) => r.completionDateType === 'ESTIMATED')).toBe(true);
  });

  it('posts results for some completed trials, 6 to 14 months after primary completion', () => {
    const posted = dataset.filter((r) => r.resultsFirstPostDate);
    expect(posted.length).toBeGreaterThan(100);
    for (const r of posted) {
      const lag = daysBetween(r.primaryCompletionDate!, r.resultsFirstPostDate!);
      expect(lag, r.nctId).toBeGreaterThanOrEqual(150); // month-only primary completions start on the 1st
      expect(lag, r.nctId).toBeLessThanOrEqual(460);
    }
  });

  it('gives every confidence a realistic share, with overdue estimated dates', () => {
    const conf = new Map<string, number>();
    for (const r of dataset) {
      const c = catalystOfRecord({ ...r, hasResults: r.results !== null }, today);
      conf.set(c?.confidence ?? 'NONE', (conf.get(c?.confidence ?? 'NONE') ?? 0) + 1);
    }
    expect(share(conf.get('ANTICIPATED') ?? 0)).toBeGreaterThan(0.3);
    expect(share(conf.get('PASSED') ?? 0)).toBeGreaterThan(0.2);
    expect(share(conf.get('OVERDUE') ?? 0)).toBeGreaterThan(0.03);
    expect(share(conf.get('OVERDUE') ?? 0)).toBeLessThan(0.25);
    expect(conf.get('ACTUAL') ?? 0).toBeGreaterThan(0);
  });

  it("pins the dashboard's upcoming slots: a primary completion in the next 14 days", () => {
    const soon = dataset.filter((r) => {
      const c = catalystOfRecord({ ...r, hasResults: r.results !== null }, today);
      return r.ticker && c?.confidence === 'ANTICIPATED' && c.windowStart >= today && c.windowStart <= addDays(today, 14);
    });
    expect(soon.length).toBeGreaterThan(30);
  });
});
