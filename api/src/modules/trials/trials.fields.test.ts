import { describe, expect, expectTypeOf, it } from 'vitest';
import { Migration20261123100000NullSentinels } from '../../db/migrations/Migration20261123100000NullSentinels.js';
import { createTestDb } from '../../../test/db.js';
import { buildTrial, insertTrials } from '../../../test/factories.js';
import { useTestServer } from '../../../test/server.js';
import type { TrialEntity } from './trials.entity.js';
import { TRIAL_FIELD_LIST, type TRIAL_FIELDS, type TrialKey, type TrialRow } from './trials.fields.js';
import type { TrialRecord } from '../../domain/trial-record.js';
import { trialSignal } from '../../domain/signal.js';
import { presentTrial, trialJsonSchema, trialRestSchema } from './trials.presenter.js';
import { rowToTrial } from './trials.rows.js';
import { getTrial } from './trials.service.js';

describe('the trial field descriptor', () => {
  it('has exactly one entry per entity property (a missing or extra entry does not compile)', () => {
    expectTypeOf<keyof typeof TRIAL_FIELDS>().toEqualTypeOf<TrialKey>();
    expectTypeOf<TrialKey>().toEqualTypeOf<Exclude<keyof TrialEntity, symbol>>();
    // Rows and records carry the entity's value types.
    expectTypeOf<TrialRow['briefTitle']>().toEqualTypeOf<TrialEntity['briefTitle']>();
    expectTypeOf<TrialRow['companyId']>().toEqualTypeOf<number | null>();
    expectTypeOf<TrialRow['score']>().toEqualTypeOf<number | null>();
    expectTypeOf<TrialRow['analyzedAt']>().toEqualTypeOf<Date | null>();
    expectTypeOf<TrialRecord>().not.toHaveProperty('likes');
    expectTypeOf<TrialRow>().not.toHaveProperty('searchText');
  });

  it('names the columns of the entity', async () => {
    const db = await createTestDb();
    try {
      const meta = db.deps.orm.getMetadata().find('Trial')!;
      for (const f of TRIAL_FIELD_LIST) expect(meta.properties[f.key].fieldNames, f.key).toEqual([f.column]);
      expect(Object.keys(meta.properties).sort()).toEqual(TRIAL_FIELD_LIST.map((f) => f.key).sort());
    } finally {
      await db.close();
    }
  });

  it('converts driver text timestamps and numeric text', () => {
    const t = rowToTrial({
      ...buildTrial({ nctId: 'NCT50000201' }),
      hasResults: false,
      catalystKind: null,
      catalystWindowStart: null,
      catalystWindowEnd: null,
      catalystPrecision: null,
      catalystBasis: null,
      countries: [],
      siteCount: 1,
      likes: 0,
      dislikes: 0,
      score: '7.5',
      recommendation: null,
      createdAt: '2026-11-22 18:35:24.881576+00',
      updatedAt: new Date('2026-11-23T08:00:00Z'),
      analyzedAt: null,
    });
    expect(t.score).toBe(7.5);
    expect(t.createdAt).toEqual(new Date('2026-11-22T18:35:24.881Z'));
    expect(t.updatedAt).toEqual(new Date('2026-11-23T08:00:00Z'));
    expect(t.analyzedAt).toBeNull();
  });

  it('derives a strict, complete OpenAPI Trial schema', () => {
    const json = trialJsonSchema() as { additionalProperties: unknown; properties: Record<string, unknown> };
    expect(json.additionalProperties).toBe(false);
    for (const k of ['primaryCompletionDate', 'whyStopped', 'ticker_bourse', 'investissement_bourse', 'interventions', 'lastUpdatePostDate']) {
      expect(json.properties, k).toHaveProperty(k);
    }
  });
});

describe('REST trials match the derived schema, and "no ticker" is NULL', () => {
  const fx = useTestServer();

  it('declares the GraphQL Trial fields', async () => {
    const r = await fx.srv.gql(`{ __type(name: "Trial") { fields { name type { kind name ofType { kind name ofType { kind name ofType { name } } } } } } }`);
    type T = { kind: string; name: string | null; ofType?: T | null };
    const show = (t: T): string => (t.kind === 'NON_NULL' ? `${show(t.ofType!)}!` : t.kind === 'LIST' ? `[${show(t.ofType!)}]` : t.name!);
    const fields = new Map((r.data!.__type.fields as { name: string; type: T }[]).map((f) => [f.name, show(f.type)]));
    for (const f of TRIAL_FIELD_LIST) expect(fields.has(f.prop), f.prop).toBe(Boolean(f.gql));
    expect(fields.get('phases')).toBe('[Phase!]!');
    expect(fields.get('investmentVerdict')).toBe('InvestmentVerdict!');
    expect(fields.get('recommendation')).toBe('Recommendation');
    expect(fields.get('studyType')).toBe('StudyType');
  });

  it('presents full and list trials that the strict schema accepts', async () => {
    await insertTrials(fx.db.ctx().em, [buildTrial({ nctId: 'NCT50000211', ticker: 'PFE', investmentVerdict: 'OUI' })]);
    const trial = await getTrial(fx.db.ctx(), 'NCT50000211');
    const full = presentTrial(trial, trialSignal(trial.status, null));
    expect(trialRestSchema.safeParse(full).success).toBe(true);
    const list = await fx.srv.rest('GET', '/trials?pageSize=5');
    expect(list.status).toBe(200);
    for (const t of list.body.trials) expect(trialRestSchema.safeParse(t).error).toBeUndefined();
  });

  it('writers store absent tickers as NULL', async () => {
    await insertTrials(fx.db.ctx().em, [buildTrial({ nctId: 'NCT50000212', ticker: 'N/A' }), buildTrial({ nctId: 'NCT50000213', ticker: ' Non déterminé ' })]);
    const rows = await fx.db.ctx().em.getConnection().execute(`select ticker from trials where nct_id in ('NCT50000212', 'NCT50000213')`);
    expect(rows.map((r) => r.ticker)).toEqual([null, null]);
  });

  it('the migration turns stored sentinels into NULL, and REST still shows the spec value', async () => {
    const conn = fx.db.ctx().em.getConnection();
    await insertTrials(fx.db.ctx().em, [buildTrial({ nctId: 'NCT50000214' }), buildTrial({ nctId: 'NCT50000215' }), buildTrial({ nctId: 'NCT50000216' })]);
    // Rows written before the migration, by older code.
    await conn.execute(`update trials set ticker = 'N/A', study_type = 'interventional', enrollment_type = 'Anticipated' where nct_id = 'NCT50000214'`);
    await conn.execute(`update trials set ticker = 'Non déterminé', phases = '{PHASE3,PHASE9}' where nct_id = 'NCT50000215'`);
    await conn.execute(`update trials set ticker = ' SNY ' where nct_id = 'NCT50000216'`);
    const m = new Migration20261123100000NullSentinels({} as never, {} as never);
    await m.up();
    for (const q of m.getQueries()) await conn.execute(typeof q === 'string' ? q : String(q));
    const rows = await conn.execute(
      `select nct_id, ticker, study_type, enrollment_type, phases from trials where nct_id in ('NCT50000214', 'NCT50000215', 'NCT50000216') order by nct_id`,
    );
    expect(rows).toEqual([
      { nct_id: 'NCT50000214', ticker: null, study_type: 'INTERVENTIONAL', enrollment_type: null, phases: ['PHASE3'] },
      { nct_id: 'NCT50000215', ticker: null, study_type: 'INTERVENTIONAL', enrollment_type: 'ESTIMATED', phases: ['PHASE3'] },
      { nct_id: 'NCT50000216', ticker: 'SNY', study_type: 'INTERVENTIONAL', enrollment_type: 'ESTIMATED', phases: ['PHASE3'] },
    ]);
    const rest = await fx.srv.rest('GET', '/trials/NCT50000214');
    expect(rest.body.trial.ticker_bourse).toBe('Non déterminé');
    const gql = await fx.srv.gql(`{ trial(nctId: "NCT50000215") { ticker stock { ticker } } }`);
    expect(gql.data!.trial).toEqual({ ticker: null, stock: null });
  });
});
