import { describe, expect, it } from 'vitest';
import { drugNameKeys } from './drug-names.js';
import {
  companyKey,
  linkRegulatoryEvent,
  normaliseApplicationNumber,
  type LinkCandidate,
  type LinkableEvent,
  type RegulatoryLinkOverride,
} from './regulatory-link.js';

/** Wegovy's EMA opinion (api/data/regulatory/events.csv) and trials shaped like real ones. */
const wegovy: LinkableEvent = {
  source: 'FILE',
  sourceKey: 'ema-005422-chmp',
  drug: 'Wegovy',
  drugNames: ['Wegovy', 'semaglutide'],
  applicationNumber: 'EMEA/H/C/005422',
  company: 'Novo Nordisk A/S',
  ticker: 'NOVO-B.CO',
};

const trial = (nctId: string, names: string[], ticker: string | null, companyName: string | null): LinkCandidate => ({
  nctId,
  drugKeys: drugNameKeys(names),
  ticker,
  companyName,
});

const novo = trial('NCT05813925', ['Cagrilintide', 'Semaglutide', 'Placebo Semaglutide'], 'NOVO-B.CO', 'Novo Nordisk A/S');

describe('linkRegulatoryEvent', () => {
  it('a drug and the same company: DRUG_AND_COMPANY, HIGH (by ticker or, without one, by company name)', () => {
    expect(linkRegulatoryEvent(wegovy, [novo])).toEqual([{ nctId: 'NCT05813925', method: 'DRUG_AND_COMPANY', confidence: 'HIGH' }]);
    const unresolved = trial('NCT00000001', ['semaglutide 2.4 mg'], null, 'Novo Nordisk');
    expect(linkRegulatoryEvent(wegovy, [unresolved])).toEqual([{ nctId: 'NCT00000001', method: 'DRUG_AND_COMPANY', confidence: 'HIGH' }]);
  });

  it('a drug and no company on one side: DRUG_NAME, MEDIUM', () => {
    const noCompany = trial('NCT00000002', ['Semaglutide'], null, null);
    expect(linkRegulatoryEvent(wegovy, [noCompany])).toEqual([{ nctId: 'NCT00000002', method: 'DRUG_NAME', confidence: 'MEDIUM' }]);
    expect(linkRegulatoryEvent({ ...wegovy, company: null, ticker: null }, [novo])).toEqual([
      { nctId: 'NCT05813925', method: 'DRUG_NAME', confidence: 'MEDIUM' },
    ]);
  });

  it('a drug with another company: LOW through an INN or a code, nothing through a brand', () => {
    // Opuviz, Samsung Bioepis's aflibercept biosimilar, and Bayer's aflibercept trial (NCT05850520).
    const opuviz: LinkableEvent = {
      ...wegovy,
      sourceKey: 'ema-006056-chmp',
      drug: 'Opuviz',
      drugNames: ['aflibercept'],
      company: 'Samsung Bioepis NL B.V.',
      ticker: null,
    };
    const bayer = trial('NCT05850520', ['Aflibercept, VEGF Trap-Eye(Eylea, BAY86-5321)_higher dose'], 'BAYN.DE', 'Bayer');
    expect(linkRegulatoryEvent(opuviz, [bayer])).toEqual([{ nctId: 'NCT05850520', method: 'DRUG_NAME', confidence: 'LOW' }]);
    const byCode = trial('NCT00000003', ['LY3298176'], 'XYZ', 'Someone Else');
    expect(linkRegulatoryEvent({ ...wegovy, drugNames: ['LY-3298176'], ticker: 'LLY' }, [byCode])).toEqual([
      { nctId: 'NCT00000003', method: 'DRUG_NAME', confidence: 'LOW' },
    ]);
    // Only the brand is shared: two companies' products sharing a brand name are a coincidence.
    const brandOnly = trial('NCT00000004', ['Wegovy'], 'ACME', 'Acme Inc.');
    expect(linkRegulatoryEvent(wegovy, [brandOnly])).toEqual([]);
  });

  it('no shared drug key, no link; generic names never link', () => {
    expect(linkRegulatoryEvent(wegovy, [trial('NCT00000005', ['Tirzepatide'], 'NOVO-B.CO', 'Novo Nordisk')])).toEqual([]);
    const generic: LinkableEvent = { ...wegovy, drug: 'Insulin', drugNames: ['insulin', 'placebo'] };
    expect(linkRegulatoryEvent(generic, [trial('NCT00000006', ['Insulin', 'Placebo'], 'NOVO-B.CO', 'Novo Nordisk')])).toEqual([]);
  });

  it('overrides: a link by event is OVERRIDE, by application APPLICATION, both HIGH, even for a trial that is not a candidate', () => {
    const overrides: RegulatoryLinkOverride[] = [
      { source: 'FILE', sourceKey: 'ema-005422-chmp', applicationNumber: null, nctId: 'NCT00000007', action: 'link' },
      { source: null, sourceKey: null, applicationNumber: 'EMEA/H/C/005422', nctId: 'NCT00000008', action: 'link' },
      { source: 'OPENFDA', sourceKey: 'ema-005422-chmp', applicationNumber: null, nctId: 'NCT00000009', action: 'link' }, // another source: not this event
    ];
    expect(linkRegulatoryEvent(wegovy, [], overrides)).toEqual([
      { nctId: 'NCT00000007', method: 'OVERRIDE', confidence: 'HIGH' },
      { nctId: 'NCT00000008', method: 'APPLICATION', confidence: 'HIGH' },
    ]);
    const nda = { ...wegovy, applicationNumber: 'NDA215256' };
    const byNda: RegulatoryLinkOverride = { source: null, sourceKey: null, applicationNumber: 'NDA 215256', nctId: 'NCT05813925', action: 'link' };
    expect(linkRegulatoryEvent(nda, [novo], [byNda])).toEqual([{ nctId: 'NCT05813925', method: 'APPLICATION', confidence: 'HIGH' }]);
  });

  it('an unlink override wins over names and over a link row', () => {
    const unlink: RegulatoryLinkOverride = { source: 'FILE', sourceKey: 'ema-005422-chmp', applicationNumber: null, nctId: 'NCT05813925', action: 'unlink' };
    const link: RegulatoryLinkOverride = { ...unlink, action: 'link' };
    const other = trial('NCT00000010', ['semaglutide'], null, null);
    expect(linkRegulatoryEvent(wegovy, [novo, other], [link, unlink])).toEqual([{ nctId: 'NCT00000010', method: 'DRUG_NAME', confidence: 'MEDIUM' }]);
  });

  it('orders links strongest first, one per trial', () => {
    const noCompany = trial('NCT00000011', ['Semaglutide'], null, null);
    expect(linkRegulatoryEvent(wegovy, [noCompany, novo, novo]).map((l) => l.nctId)).toEqual(['NCT05813925', 'NCT00000011']);
  });
});

describe('keys', () => {
  it('company names without legal and place words', () => {
    expect(companyKey('Novo Nordisk A/S')).toBe('novo nordisk');
    expect(companyKey('Eli Lilly Nederland B.V.')).toBe(companyKey('Eli Lilly and Company'));
    expect(companyKey('Merck Sharp & Dohme B.V.')).toBe(companyKey('Merck Sharp & Dohme LLC'));
    expect(companyKey('Merck KGaA, Darmstadt, Germany')).not.toBe(companyKey('Merck Sharp & Dohme LLC'));
    expect(companyKey(null)).toBe('');
  });

  it('application numbers with or without a space', () => {
    expect(normaliseApplicationNumber('NDA 219398')).toBe('NDA219398');
    expect(normaliseApplicationNumber('bla-761269')).toBe('BLA761269');
    expect(normaliseApplicationNumber('EMEA/H/C/005422')).toBe('EMEA/H/C/005422');
  });
});
