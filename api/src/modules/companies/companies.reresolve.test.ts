import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTrial, insertTrials } from '../../../test/factories.js';
import { createTestDb, type TestDb } from '../../../test/db.js';
import { formatReresolveReport, reresolveSponsors } from './companies.reresolve.js';
import { syncCompanies } from './companies.service.js';
import { buildCompanyDirectory, type CompanyDirectory } from './sponsor-resolver.js';

describe('reresolveSponsors', () => {
  let db: TestDb;
  let dir: CompanyDirectory;
  const em = () => db.deps.orm.em.fork();
  const stale = { companyId: null, ticker: null, investmentVerdict: 'NON' as const, sponsorMatch: null };
  const trials = {
    celgene: buildTrial({ leadSponsorName: 'Celgene Corporation', leadSponsorClass: 'INDUSTRY', ...stale }),
    kura: buildTrial({ leadSponsorName: 'Kura Oncology, Inc.', leadSponsorClass: 'INDUSTRY', ...stale }),
    mayo: buildTrial({ leadSponsorName: 'Mayo Clinic', leadSponsorClass: 'OTHER', ...stale }),
    academicWithPartner: buildTrial({
      leadSponsorName: 'Gustave Roussy, Cancer Campus, Grand Paris',
      leadSponsorClass: 'OTHER',
      collaborators: [{ name: 'Seagen Inc.', class: 'INDUSTRY' }],
      ...stale,
    }),
  };
  const rows = async () =>
    em().getConnection().execute<
      {
        nct_id: string;
        ticker: string | null;
        investment_verdict: string;
        company_id: number | null;
        sponsor_match: Record<string, unknown> | null;
        updated_at: string;
      }[]
    >(`select nct_id, ticker, investment_verdict, company_id, sponsor_match, updated_at::text as updated_at from trials order by nct_id`);
  const byId = async () => new Map((await rows()).map((r) => [r.nct_id, r]));

  beforeAll(async () => {
    db = await createTestDb();
    dir = await syncCompanies(em());
    // Pfizer: resolved as the importer would today; the others were stored before the SEC list and history existed.
    const pfizer = buildTrial({ leadSponsorName: 'Pfizer', leadSponsorClass: 'INDUSTRY' });
    const { resolveSponsor } = await import('./sponsor-resolver.js');
    Object.assign(pfizer, resolveSponsor(dir, { name: 'Pfizer', class: 'INDUSTRY' }, []));
    await insertTrials(em(), [...Object.values(trials), pfizer]);
    await em()
      .getConnection()
      .execute(`update trials set analyzed_at = now() - interval '1 day', updated_at = now() - interval '2 days' where nct_id = ?`, [trials.celgene.nctId]);
  });
  afterAll(async () => db?.close());

  it('reports without writing on a dry run', async () => {
    const before = await rows();
    const s = await reresolveSponsors(em(), dir, { dryRun: true });
    expect(s).toMatchObject({ total: 5, changed: 3, tickersGained: 3, tickersLost: 0 });
    expect(s.transitions).toEqual({ 'NON → OUI': 2, 'NON → POSSIBLE': 1 });
    expect(s.analyzedIds).toEqual([trials.celgene.nctId]);
    expect(await rows()).toEqual(before);
  });

  it('writes the new ticker, verdict and explanation, bumps updated_at of changed trials only, and is idempotent', async () => {
    const before = await byId();
    const lines: string[] = [];
    const s = await reresolveSponsors(em(), dir, { batchSize: 2, log: (l) => lines.push(l) });
    expect(s.changed).toBe(3);
    expect(lines.at(-1)).toMatch(/^resolve-sponsors: 5\/5 \(100\.0%\) — 3 changed/);
    const after = await byId();
    const celgene = after.get(trials.celgene.nctId)!;
    expect(celgene).toMatchObject({ ticker: 'BMY', investment_verdict: 'OUI' });
    expect(celgene.company_id).toBe(dir.companies.find((c) => c.ticker === 'BMY')?.id);
    expect(celgene.sponsor_match).toMatchObject({ method: 'acquired', via: 'Celgene', acquiredBy: 'Bristol Myers Squibb', acquiredYear: 2019 });
    expect(celgene.updated_at > before.get(trials.celgene.nctId)!.updated_at).toBe(true);
    // An SEC-list company has a ticker but no curated company row.
    expect(after.get(trials.kura.nctId)).toMatchObject({ ticker: 'KURA', investment_verdict: 'OUI', company_id: null, sponsor_match: { method: 'sec' } });
    expect(after.get(trials.academicWithPartner.nctId)).toMatchObject({
      ticker: 'PFE',
      investment_verdict: 'POSSIBLE',
      sponsor_match: { method: 'collaborator', collaboratorName: 'Seagen Inc.', collaboratorMethod: 'acquired', via: 'Seagen', acquiredYear: 2023 },
    });
    // Only the explanation of Mayo Clinic changes (none recorded before): updated_at stays.
    expect(after.get(trials.mayo.nctId)).toEqual({ ...before.get(trials.mayo.nctId), sponsor_match: expect.objectContaining({ method: 'none' }) });
    expect(formatReresolveReport(s)[0]).toBe(
      'resolve-sponsors: 5 trials — 3 changed (ticker gained 3, lost 0, switched 0), 1 explanation updated, 1 unchanged',
    );

    const again = await reresolveSponsors(em(), dir);
    expect(again).toMatchObject({ changed: 0, explained: 0, unchanged: 5 });
  });

  it('applies an override, which wins over every other rule', async () => {
    const overridden = buildCompanyDirectory(dir.companies, {
      overrides: new Map([
        ['pfizer', null],
        ['mayo clinic', 'MRK'],
      ]),
    });
    const s = await reresolveSponsors(em(), overridden);
    expect(s).toMatchObject({ changed: 2, tickersLost: 1, tickersGained: 1 });
    const after = await byId();
    const pfizer = (await rows()).find((r) => r.sponsor_match?.method === 'override' && r.ticker === null);
    expect(pfizer).toMatchObject({ investment_verdict: 'NON', company_id: null });
    expect(after.get(trials.mayo.nctId)).toMatchObject({ ticker: 'MRK', investment_verdict: 'OUI', sponsor_match: { method: 'override', confidence: 1 } });
  });
});
