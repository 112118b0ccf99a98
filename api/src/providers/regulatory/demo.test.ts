import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config.js';
import { addDaysIso, daysBetweenIso } from '../../domain/dates.js';
import type { RegulatoryDrugQuery, RegulatoryQuery } from '../../domain/regulatory.js';
import { DEMO_SOURCE_URL, DemoRegulatoryProvider } from './demo.js';
import { FederalRegisterProvider } from './federalregister.js';
import { FileRegulatoryProvider } from './file.js';
import { createRegulatoryProviders } from './index.js';
import { OpenFdaProvider } from './openfda.js';

const drugs: RegulatoryDrugQuery[] = [
  { name: 'Semaglutide', otherNames: ['NN9535'], company: 'Novo Nordisk A/S', ticker: 'NOVO-B.CO' },
  { name: 'Tirzepatide', otherNames: ['LY3298176'], company: 'Eli Lilly and Company', ticker: 'LLY' },
  { name: 'Pembrolizumab', otherNames: ['MK-3475', 'Keytruda'], company: 'Merck Sharp & Dohme LLC', ticker: 'MRK' },
  { name: 'Zilovertamab 10 mg', otherNames: [], company: 'Acme Therapeutics', ticker: 'ACME' },
  { name: 'Orforglipron', otherNames: [], company: 'Eli Lilly and Company', ticker: 'LLY' },
  { name: 'Placebo', otherNames: [], company: 'Novo Nordisk A/S', ticker: 'NOVO-B.CO' },
  { name: 'Cisplatin', otherNames: [], company: null, ticker: null },
];
const query = (today: string, since = addDaysIso(today, -365)): RegulatoryQuery => ({ drugs, since, today });
const provider = new DemoRegulatoryProvider();

describe('DemoRegulatoryProvider', () => {
  it('is deterministic: the same query gives the same events', async () => {
    expect(await provider.events(query('2026-11-28'))).toEqual(await new DemoRegulatoryProvider().events(query('2026-11-28')));
  });

  it('every drug with a company gets an announced FDA target date ahead, flagged as demo data', async () => {
    const today = '2026-11-28';
    const events = await provider.events(query(today));
    for (const name of ['Semaglutide', 'Tirzepatide', 'Pembrolizumab', 'Zilovertamab 10 mg', 'Orforglipron']) {
      const pdufa = events.filter((e) => e.drug === name && e.kind === 'PDUFA_DATE' && e.date > today);
      expect(pdufa, name).toHaveLength(1);
      expect(pdufa[0]).toMatchObject({ dateConfidence: 'ANNOUNCED', outcome: 'PENDING', agency: 'FDA' });
      expect(daysBetweenIso(today, pdufa[0].date)).toBeLessThanOrEqual(365);
    }
    expect(events.some((e) => e.drug === 'Placebo' || e.drug === 'Cisplatin')).toBe(false); // no drug, or no company
    for (const e of events) {
      expect(e).toMatchObject({ source: 'DEMO', demo: true, sourceUrl: DEMO_SOURCE_URL, asOf: today, applicationNumber: null });
      expect(e.date >= query(today).since).toBe(true);
      expect(e.dateConfidence).toBe(e.date > today || e.kind === 'PDUFA_DATE' ? 'ANNOUNCED' : 'ACTUAL');
      expect([1, 2, 3, 4, 5]).toContain(new Date(`${e.date}T00:00:00Z`).getUTCDay()); // working days
    }
    expect(new Set(events.map((e) => e.sourceKey)).size).toBe(events.length);
  });

  it('passed target dates have a decision: an approval, or a CRL with its category', async () => {
    const decisions = (await Promise.all(['2026-03-01', '2026-07-01', '2026-11-28'].map((d) => provider.events(query(d))))).flat();
    const crls = decisions.filter((e) => e.kind === 'CRL');
    const approvals = decisions.filter((e) => e.kind === 'APPROVAL');
    expect(approvals.length + crls.length).toBeGreaterThan(0);
    for (const e of approvals) expect(e).toMatchObject({ outcome: 'POSITIVE', dateConfidence: 'ACTUAL', crlCategory: null });
    for (const e of crls)
      expect(e).toMatchObject({ outcome: 'NEGATIVE', dateConfidence: 'ACTUAL', crlCategory: expect.stringMatching(/^(MANUFACTURING|EFFICACY|SAFETY|OTHER)$/) });
    for (const e of decisions.filter((d) => d.kind === 'APPROVAL' || d.kind === 'CRL'))
      expect(decisions.some((p) => p.kind === 'PDUFA_DATE' && p.date === e.date && p.drug === e.drug)).toBe(true);
  });

  it('an event keeps its date from one day to the next; the calendar moves on once a date has passed', async () => {
    const before = await provider.events(query('2026-11-28'));
    const after = await provider.events(query('2026-12-28', '2025-11-28'));
    const dates = new Map(after.map((e) => [e.sourceKey, e.date]));
    for (const e of before) if (dates.has(e.sourceKey)) expect(dates.get(e.sourceKey)).toBe(e.date);
    const nextFor = (events: typeof before, today: string) =>
      events
        .filter((e) => e.kind === 'PDUFA_DATE' && e.date > today)
        .map((e) => e.date)
        .sort();
    // A year later every drug has a new target date ahead of that day.
    const later = await provider.events(query('2027-11-28'));
    expect(nextFor(later, '2027-11-28')).toHaveLength(5);
    expect(nextFor(later, '2027-11-28')).not.toEqual(nextFor(before, '2026-11-28'));
  });

  it('some drugs have an advisory committee before their target date', async () => {
    const events = (await Promise.all(['2026-03-01', '2026-07-01', '2026-11-28', '2027-03-01'].map((d) => provider.events(query(d))))).flat();
    const meetings = events.filter((e) => e.kind === 'ADCOMM_MEETING');
    expect(meetings.length).toBeGreaterThan(0);
    for (const m of meetings) {
      const target = events.find((p) => p.kind === 'PDUFA_DATE' && p.sourceKey.replace(/:PDUFA_DATE$/, '') === m.sourceKey.replace(/:ADCOMM_MEETING$/, ''));
      expect(target && daysBetweenIso(m.date, target.date)).toBeGreaterThanOrEqual(33);
    }
  });
});

describe('createRegulatoryProviders', () => {
  it('demo by default; the names REGULATORY_PROVIDERS lists, in order', () => {
    expect(createRegulatoryProviders(loadConfig({})).map((p) => p.constructor)).toEqual([DemoRegulatoryProvider]);
    expect(createRegulatoryProviders(loadConfig({ REGULATORY_PROVIDERS: '' })).map((p) => p.name)).toEqual(['demo']);
    const all = createRegulatoryProviders(loadConfig({ REGULATORY_PROVIDERS: 'file, openfda,FederalRegister,demo,file', OPENFDA_API_KEY: 'k' }));
    expect(all.map((p) => p.constructor)).toEqual([FileRegulatoryProvider, OpenFdaProvider, FederalRegisterProvider, DemoRegulatoryProvider]);
    expect(all.map((p) => p.source)).toEqual(['FILE', 'OPENFDA', 'FEDERAL_REGISTER', 'DEMO']);
  });

  it('an unknown provider is a configuration error naming the variable', () => {
    expect(() => loadConfig({ REGULATORY_PROVIDERS: 'demo,fda' })).toThrow(ConfigError);
    expect(() => loadConfig({ REGULATORY_PROVIDERS: 'demo,fda' })).toThrow(
      /REGULATORY_PROVIDERS\.1: unknown provider "fda" \(expected demo, file, openfda, federalregister\)/,
    );
  });
});
