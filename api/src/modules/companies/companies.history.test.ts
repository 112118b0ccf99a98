import { describe, expect, it } from 'vitest';
import { CURATED_COMPANIES } from './companies.data.js';
import { CORPORATE_HISTORY } from './companies.history.js';
import { loadSponsorOverrides, parseSponsorOverrides } from './companies.overrides.js';
import { buildCompanyDirectory, resolveSponsor } from './sponsor-resolver.js';

const companies = CURATED_COMPANIES.map((c, i) => ({ ...c, id: i + 1 }));
const dir = buildCompanyDirectory(companies);
const lead = (name: string, cls: string | null = 'INDUSTRY') => resolveSponsor(dir, { name, class: cls }, []);

describe('corporate history', () => {
  it('maps acquired companies to today’s listed owner, with the year, in the resolution', () => {
    const cases: [string, string, string, number][] = [
      ['Celgene Corporation', 'BMY', 'Bristol Myers Squibb', 2019],
      ['Allergan', 'ABBV', 'AbbVie', 2020],
      ['Seagen Inc.', 'PFE', 'Pfizer', 2023],
      ['Alexion Pharmaceuticals, Inc.', 'AZN.L', 'AstraZeneca', 2021],
      ['Genentech, Inc.', 'ROG.SW', 'Roche', 2009],
      ['MedImmune LLC', 'AZN.L', 'AstraZeneca', 2007],
      ['Juno Therapeutics, Inc.', 'BMY', 'Celgene', 2018],
      ['Kite, A Gilead Company', 'GILD', 'Gilead', 2017],
      ['Horizon Therapeutics Ireland DAC', 'AMGN', 'Amgen', 2023],
    ];
    for (const [name, ticker, acquiredBy, acquiredYear] of cases) {
      expect(lead(name), name).toMatchObject({
        ticker,
        investmentVerdict: 'OUI',
        sponsorMatch: { method: 'acquired', relation: 'subsidiary', acquiredBy, acquiredYear, confidence: expect.any(Number) },
      });
    }
    expect(lead('Alexion Pharmaceuticals, Inc.').sponsorMatch).toMatchObject({ via: 'Alexion', companyName: 'AstraZeneca PLC' });
  });

  it('keeps a renamed company on its own ticker and says so', () => {
    expect(lead('Isis Pharmaceuticals, Inc.')).toMatchObject({
      ticker: 'IONS',
      sponsorMatch: { method: 'renamed', relation: 'self', acquiredBy: 'Ionis Pharmaceuticals', acquiredYear: 2015 },
    });
    expect(lead('Mylan Pharmaceuticals Inc.')).toMatchObject({ ticker: 'VTRS', sponsorMatch: { method: 'merged', acquiredBy: 'Viatris', acquiredYear: 2020 } });
  });

  it('gives no ticker when the owner is private, and explains who bought it', () => {
    expect(lead('Amryt Pharma')).toMatchObject({
      companyId: null,
      ticker: null,
      investmentVerdict: 'NON',
      sponsorMatch: { method: 'acquired', companyName: null, relation: null, via: 'Amryt Pharma', acquiredBy: 'Chiesi', acquiredYear: 2023 },
    });
  });

  it('carries a collaborator’s history into the POSSIBLE verdict', () => {
    const r = resolveSponsor(dir, { name: 'University of Birmingham', class: 'OTHER' }, [{ name: 'Celgene', class: 'INDUSTRY' }]);
    expect(r).toMatchObject({
      ticker: 'BMY',
      investmentVerdict: 'POSSIBLE',
      sponsorMatch: {
        method: 'collaborator',
        relation: 'collaborator',
        collaboratorName: 'Celgene',
        collaboratorMethod: 'acquired',
        via: 'Celgene',
        acquiredYear: 2019,
      },
    });
  });

  it('every entry resolves: owners are listed (curated or SEC), names do not collide, years are plausible', () => {
    for (const e of CORPORATE_HISTORY) {
      expect(e.year, e.display).toBeGreaterThanOrEqual(1990);
      expect(e.year, e.display).toBeLessThanOrEqual(new Date().getFullYear());
      if (e.owner) expect(dir.byTicker.get(e.owner), `${e.display} → ${e.owner}`).toBeDefined();
      for (const name of e.names) {
        expect(lead(name), name).toMatchObject({ ticker: e.owner, sponsorMatch: { method: e.event, acquiredYear: e.year } });
      }
    }
  });

  it('does not shadow a curated company’s own names', () => {
    for (const c of CURATED_COMPANIES) {
      const r = lead(c.name);
      expect(r.ticker, c.name).toBe(c.ticker);
    }
  });
});

describe('sponsor overrides', () => {
  it('the committed file parses and every ticker is a known listing', () => {
    const overrides = loadSponsorOverrides();
    expect(overrides.size).toBeGreaterThan(0);
    for (const [name, ticker] of overrides) if (ticker) expect(dir.byTicker.get(ticker), name).toBeDefined();
  });

  it('wins over every other rule, for lead sponsors and collaborators', () => {
    const overridden = buildCompanyDirectory(companies, {
      overrides: new Map([
        ['pfizer', null],
        ['celgene', 'PFE'],
        ['acme research institute', '4502.T'],
      ]),
    });
    const r = (name: string, cls = 'INDUSTRY') => resolveSponsor(overridden, { name, class: cls }, []);
    expect(r('Pfizer')).toMatchObject({ ticker: null, investmentVerdict: 'NON', sponsorMatch: { method: 'override', companyName: null, confidence: 1 } });
    expect(r('CELGENE')).toMatchObject({ ticker: 'PFE', investmentVerdict: 'OUI', sponsorMatch: { method: 'override', companyName: 'Pfizer Inc.' } });
    expect(r('Acme Research Institute', 'OTHER')).toMatchObject({ ticker: '4502.T', sponsorMatch: { method: 'override' } });
    // A NONE lead still takes a listed collaborator's exposure; a NONE collaborator gives none.
    expect(resolveSponsor(overridden, { name: 'Pfizer', class: 'INDUSTRY' }, [{ name: 'Amgen', class: 'INDUSTRY' }])).toMatchObject({
      ticker: 'AMGN',
      investmentVerdict: 'POSSIBLE',
    });
    expect(resolveSponsor(overridden, { name: 'Mayo Clinic', class: 'OTHER' }, [{ name: 'Pfizer', class: 'INDUSTRY' }]).ticker).toBeNull();
  });

  it('rejects a malformed file with the entry at fault', () => {
    expect(() => parseSponsorOverrides({ overrides: { Acme: 'not a ticker!' } })).toThrow(/"Acme" must map to a ticker or "NONE"/);
    expect(() => parseSponsorOverrides({ overrides: { 'Acme Inc': 'ACME', 'ACME, inc.': 'NONE' } })).toThrow(/listed twice/);
    expect(() => parseSponsorOverrides([])).toThrow(/expected \{ "overrides"/);
    expect(parseSponsorOverrides({ overrides: { 'Acme, Inc.': 'acme', Beta: 'NONE' } })).toEqual(
      new Map([
        ['acme inc', 'ACME'],
        ['beta', null],
      ]),
    );
  });
});
