import { describe, expect, it } from 'vitest';
import { ctgovFixture as fixture } from '../../../test/fixtures/ctgov/index.js';
import { mapStudy, mapStudyBounded } from '../../providers/ctgov/ctgov.mapper.js';
import { CURATED_COMPANIES } from './companies.data.js';
import { linkSponsor } from './sponsor-link.js';
import { buildCompanyDirectory } from './sponsor-resolver.js';

const dir = buildCompanyDirectory(CURATED_COMPANIES.map((c, i) => ({ ...c, id: i + 1 })));
const linked = (name: string) => linkSponsor(dir, mapStudy(fixture(name)));

describe('linkSponsor: real ClinicalTrials.gov records, as the importer links them after mapping', () => {
  it('links a listed lead sponsor (OUI) and keeps the mapped record', () => {
    const t = linked('NCT02552212.json');
    expect(t).toMatchObject({ nctId: 'NCT02552212', leadSponsorName: 'UCB BIOSCIENCES GmbH', ticker: 'UCB.BR', investmentVerdict: 'OUI' });
    expect(t).toEqual({ ...mapStudy(fixture('NCT02552212.json')), ...t });
  });

  it('links an academic lead through a listed collaborator (POSSIBLE)', () => {
    expect(linked('NCT02724163.json')).toMatchObject({
      leadSponsorName: 'University of Birmingham',
      ticker: 'PFE',
      investmentVerdict: 'POSSIBLE',
      sponsorMatch: { method: 'collaborator', relation: 'collaborator', companyName: 'Pfizer Inc.' },
    });
    expect(linked('NCT00203242.json')).toMatchObject({ ticker: 'ABT', investmentVerdict: 'POSSIBLE' });
  });

  it('leaves unlisted sponsors unlinked (NON)', () => {
    expect(linked('NCT00329836.json')).toMatchObject({ investmentVerdict: 'NON', ticker: null, companyId: null });
    expect(linked('NCT05844436.json')).toMatchObject({ leadSponsorName: 'AiCuris Anti-infective Cures AG', investmentVerdict: 'NON' });
  });

  it('links the sponsor of a record whose texts the mapper had to cut', () => {
    const s = structuredClone(fixture('NCT02552212.json')) as { protocolSection: { identificationModule: Record<string, unknown> } };
    s.protocolSection.identificationModule.briefTitle = 'T'.repeat(8 * 1024 * 1024);
    const { record, cuts } = mapStudyBounded(s);
    expect(cuts.map((c) => c.field)).toEqual(['briefTitle']);
    expect(linkSponsor(dir, record).ticker).toBe('UCB.BR');
  });
});
