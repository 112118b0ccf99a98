import { describe, expect, it } from 'vitest';
import { buildTrial, insertTrials } from '../../../test/factories.js';
import { useTestServer } from '../../../test/server.js';
import { syncCompanies } from './companies.service.js';
import { resolveSponsor } from './sponsor-resolver.js';

const QUERY = `query ($id: ID!) {
  trial(nctId: $id) {
    ticker
    investmentVerdict
    sponsorMatch { method companyName matchedName relation confidence via acquiredBy acquiredYear collaboratorName collaboratorMethod }
  }
}`;

describe('Trial.sponsorMatch in GraphQL', () => {
  const fx = useTestServer();

  it('explains the link: history, confidence, collaborator; rows stored before the new fields read them as null', async () => {
    const em = fx.db.deps.orm.em.fork();
    const dir = await syncCompanies(em);
    const alexion = buildTrial({ leadSponsorName: 'Alexion Pharmaceuticals, Inc.', leadSponsorClass: 'INDUSTRY' });
    Object.assign(alexion, resolveSponsor(dir, { name: alexion.leadSponsorName, class: 'INDUSTRY' }, []));
    const partner = buildTrial({ leadSponsorName: 'Mayo Clinic', collaborators: [{ name: 'Kura Oncology, Inc.', class: 'INDUSTRY' }] });
    Object.assign(partner, resolveSponsor(dir, { name: 'Mayo Clinic', class: 'OTHER' }, partner.collaborators));
    const old = buildTrial({
      leadSponsorName: 'Pfizer',
      ticker: 'PFE',
      investmentVerdict: 'OUI',
      sponsorMatch: { method: 'exact', companyName: 'Pfizer Inc.', matchedName: 'Pfizer', score: 1, relation: 'self' },
    });
    await insertTrials(em, [alexion, partner, old]);

    const a = await fx.srv.gql(QUERY, { id: alexion.nctId });
    expect(a.errors).toBeUndefined();
    expect(a.data?.trial).toEqual({
      ticker: 'AZN.L',
      investmentVerdict: 'OUI',
      sponsorMatch: {
        method: 'acquired',
        companyName: 'AstraZeneca PLC',
        matchedName: 'Alexion Pharmaceuticals, Inc.',
        relation: 'subsidiary',
        confidence: 0.97,
        via: 'Alexion',
        acquiredBy: 'AstraZeneca',
        acquiredYear: 2021,
        collaboratorName: null,
        collaboratorMethod: null,
      },
    });
    const p = await fx.srv.gql(QUERY, { id: partner.nctId });
    expect(p.data?.trial).toMatchObject({
      ticker: 'KURA',
      investmentVerdict: 'POSSIBLE',
      sponsorMatch: { method: 'collaborator', relation: 'collaborator', collaboratorName: 'Kura Oncology, Inc.', collaboratorMethod: 'sec', confidence: 0.95 },
    });
    const o = await fx.srv.gql(QUERY, { id: old.nctId });
    expect(o.data?.trial.sponsorMatch).toEqual({
      method: 'exact',
      companyName: 'Pfizer Inc.',
      matchedName: 'Pfizer',
      relation: 'self',
      confidence: null,
      via: null,
      acquiredBy: null,
      acquiredYear: null,
      collaboratorName: null,
      collaboratorMethod: null,
    });
  });
});
