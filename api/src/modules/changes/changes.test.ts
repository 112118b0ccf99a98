import { afterAll, describe, expect, it } from 'vitest';
import { ctgovFixture } from '../../../test/fixtures/ctgov/index.js';
import { useTestServer } from '../../../test/server.js';
import { analyzeTrials } from '../analysis/analysis.batch.js';
import { importStudies } from '../imports/imports.service.js';
import { daysBetween, diffWatched, valueText } from './changes.fields.js';
import { registerNewTrialListener, registerTrialChangeListener, type NewTrial, type RecordedTrialChange } from './changes.hooks.js';

type Study = {
  protocolSection: {
    identificationModule: Record<string, unknown>;
    statusModule: Record<string, any>;
    designModule: Record<string, any>;
    sponsorCollaboratorsModule: Record<string, any>;
    contactsLocationsModule: Record<string, any>;
  };
};

/** A real record (recruiting phase 3, primary completion 2031-12) under another nctId, edited by `edit`. */
function version(nctId: string, edit: (s: Study['protocolSection']) => void = () => undefined): Study {
  const s = structuredClone(ctgovFixture('NCT02724163.json')) as Study;
  s.protocolSection.identificationModule.nctId = nctId;
  edit(s.protocolSection);
  return s;
}

describe('changes.fields', () => {
  it('writes values as text: dates, numbers, phases, collaborators; empty is null', () => {
    expect(valueText('primaryCompletionDate', '2031-12-01')).toBe('2031-12-01');
    expect(valueText('enrollment', 700)).toBe('700');
    expect(valueText('phases', ['PHASE2', 'PHASE3'])).toBe('PHASE2,PHASE3');
    expect(
      valueText('collaborators', [
        { name: 'Pfizer', class: 'INDUSTRY' },
        { name: 'NCI', class: 'NIH' },
      ]),
    ).toBe('Pfizer; NCI');
    expect(valueText('collaborators', [])).toBeNull();
    expect(valueText('whyStopped', '  ')).toBeNull();
    expect(daysBetween('2031-12-01', '2032-06-01')).toBe(183);
    expect(daysBetween(null, '2032-06-01')).toBeNull();
  });

  it('diffs only the watched fields, with the slip of dates and the site count from the locations', () => {
    const stored = { status: 'RECRUITING', primaryCompletionDate: '2031-12-01', siteCount: 3, briefTitle: 'old', phases: ['PHASE3'] };
    const record = { status: 'RECRUITING', primaryCompletionDate: '2031-10-01', locations: [{}, {}], briefTitle: 'new', phases: ['PHASE3'] };
    expect(diffWatched(stored, record)).toEqual([
      { field: 'primaryCompletionDate', oldValue: '2031-12-01', newValue: '2031-10-01', slipDays: -61 },
      { field: 'siteCount', oldValue: '3', newValue: '2', slipDays: null },
    ]);
  });
});

describe('change history of imports', () => {
  const fx = useTestServer();
  const heard: RecordedTrialChange[][] = [];
  const created: NewTrial[][] = [];
  const offChanges = registerTrialChangeListener(async (em, changes) => {
    // Called inside the batch's transaction, after the rows are written.
    const [{ n }] = await em
      .getConnection()
      .execute<{ n: number }[]>('select count(*)::int as n from trial_changes where trial_nct_id = ?', [changes[0].nctId], 'all', em.getTransactionContext());
    expect(n).toBeGreaterThanOrEqual(changes.length);
    heard.push(changes);
  });
  const offNew = registerNewTrialListener(async (_em, trials) => {
    created.push(trials);
  });
  afterAll(() => {
    offChanges();
    offNew();
  });
  const importAll = (studies: unknown[]) =>
    importStudies(
      fx.db.deps.orm.em.fork(),
      studies.map((study) => ({ study, source: 'test' })),
    );
  const sql = <T extends object[]>(q: string, params: unknown[] = []) => fx.db.deps.orm.em.getConnection().execute<T>(q, params);

  it('records one row per changed watched field, with the slip, the registry date and the run; repeats record nothing', async () => {
    const id = 'NCT09900001';
    const first = await importAll([version(id)]);
    expect(first).toMatchObject({ inserted: 1, changes: 0 });
    expect(created.flat()).toEqual([{ nctId: id, ticker: 'PFE' }]); // linked through its collaborator Pfizer
    expect(heard).toEqual([]);

    const v2 = version(id, (p) => {
      p.statusModule.overallStatus = 'TERMINATED';
      p.statusModule.whyStopped = 'Sponsor decision';
      p.statusModule.primaryCompletionDateStruct = { date: '2032-06', type: 'ESTIMATED' };
      p.statusModule.lastUpdatePostDateStruct = { date: '2024-03-05', type: 'ACTUAL' };
      p.designModule.enrollmentInfo = { count: 412, type: 'ACTUAL' };
      p.designModule.phases = ['PHASE2', 'PHASE3'];
      p.sponsorCollaboratorsModule.collaborators = [{ name: 'Pfizer', class: 'INDUSTRY' }];
      p.contactsLocationsModule.locations = p.contactsLocationsModule.locations.slice(0, 1);
    });
    const second = await importAll([v2]);
    expect(second).toMatchObject({ updated: 1, changes: 8 });
    const rows = await sql<Record<string, unknown>[]>(
      `select field, old_value, new_value, to_char(changed_at, 'YYYY-MM-DD') as changed_at, slip_days, import_run_id = ? as same_run
         from trial_changes where trial_nct_id = ? order by field`,
      [second.runId, id],
    );
    expect(rows).toEqual(
      [
        {
          field: 'collaborators',
          old_value: 'Assistance Publique - Hôpitaux de Paris; Cancer Research UK; National Cancer Institute, France; Pfizer',
          new_value: 'Pfizer',
        },
        { field: 'enrollment', old_value: '700', new_value: '412' },
        { field: 'enrollmentType', old_value: 'ESTIMATED', new_value: 'ACTUAL' },
        { field: 'phases', old_value: 'PHASE3', new_value: 'PHASE2,PHASE3' },
        { field: 'primaryCompletionDate', old_value: '2031-12-01', new_value: '2032-06-01', slip_days: 183 },
        { field: 'siteCount', old_value: '3', new_value: '1' },
        { field: 'status', old_value: 'RECRUITING', new_value: 'TERMINATED' },
        { field: 'whyStopped', old_value: null, new_value: 'Sponsor decision' },
      ].map((r) => ({ slip_days: null, ...r, changed_at: '2024-03-05', same_run: true })),
    );
    expect(heard.flat().map((c) => c.field)).toHaveLength(8);
    expect(heard.flat().find((c) => c.field === 'primaryCompletionDate')).toEqual({
      nctId: id,
      field: 'primaryCompletionDate',
      oldValue: '2031-12-01',
      newValue: '2032-06-01',
      changedAt: new Date('2024-03-05T00:00:00Z'),
      slipDays: 183,
    });

    const again = await importAll([v2]);
    expect(again).toMatchObject({ unchanged: 1, changes: 0 });
    expect(heard).toHaveLength(1);
  });

  it('serves the history newest first over GraphQL (batched across trials) and REST', async () => {
    const id = 'NCT09900001';
    const v3 = version(id, (p) => {
      p.statusModule.overallStatus = 'TERMINATED';
      p.statusModule.whyStopped = 'Sponsor decision';
      p.statusModule.primaryCompletionDateStruct = { date: '2033-01-15', type: 'ESTIMATED' };
      p.statusModule.lastUpdatePostDateStruct = { date: '2025-01-10', type: 'ACTUAL' };
      p.designModule.enrollmentInfo = { count: 412, type: 'ACTUAL' };
      p.designModule.phases = ['PHASE2', 'PHASE3'];
      p.sponsorCollaboratorsModule.collaborators = [{ name: 'Pfizer', class: 'INDUSTRY' }];
      p.contactsLocationsModule.locations = p.contactsLocationsModule.locations.slice(0, 1);
    });
    await importAll([v3, version('NCT09900002')]);
    const res = await fx.srv.gql<{ a: { changes: Record<string, unknown>[] }; b: { changes: unknown[] } }>(
      `{ a: trial(nctId: "${id}") { changes { field oldValue newValue changedAt slipDays } } b: trial(nctId: "NCT09900002") { changes { field } } }`,
    );
    expect(res.errors).toBeUndefined();
    expect(res.data!.b.changes).toEqual([]);
    const list = res.data!.a.changes;
    expect(list).toHaveLength(9);
    expect(list[0]).toEqual({ field: 'primaryCompletionDate', oldValue: '2032-06-01', newValue: '2033-01-15', changedAt: '2025-01-10', slipDays: 228 });
    expect(list.slice(1).every((c) => c.changedAt === '2024-03-05')).toBe(true);

    const rest = await fx.srv.rest('GET', `/trials/${id}/changes`);
    expect(rest.status).toBe(200);
    expect(rest.body).toMatchObject({ success: true, nctId: id });
    expect(rest.body.changes[0]).toMatchObject({ field: 'primaryCompletionDate', slipDays: 228, changedAt: '2025-01-10' });
    expect(rest.body.changes).toHaveLength(9);

    expect((await fx.srv.rest('GET', '/trials/NCT09999999/changes')).status).toBe(404);
    expect((await fx.srv.rest('GET', '/trials/nope/changes')).status).toBe(400);
  });

  it('the analysis shows the recorded slips of the primary completion date (a context line: no published effect size)', async () => {
    await analyzeTrials(fx.db.deps, { mode: 'ids', nctIds: ['NCT09900001', 'NCT09900002'], force: true });
    type Lines = { analysis: { breakdown: { context: { key: string; tone: string; statement: string }[] } } };
    const res = await fx.srv.gql<{ a: Lines; b: Lines }>(
      `{ a: trial(nctId: "NCT09900001") { analysis { breakdown { context { key tone statement } } } } b: trial(nctId: "NCT09900002") { analysis { breakdown { context { key tone statement } } } } }`,
    );
    expect(res.errors).toBeUndefined();
    const slipped = res.data!.a.analysis.breakdown.context.find((f) => f.key === 'slips')!;
    expect(slipped.tone).toBe('risk');
    expect(slipped.statement).toContain('2 fois de suite');
    expect(slipped.statement).toContain(`${183 + 228} jours au total`);
    expect(res.data!.b.analysis.breakdown.context.find((f) => f.key === 'slips')!.tone).toBe('info');
  });
});
