import { beforeAll, describe, expect, it } from 'vitest';
import { buildTrial, insertTrials } from '../../../test/factories.js';
import { useTestServer } from '../../../test/server.js';
import { AppError, toAppError } from '../../errors.js';
import { rowToTrial } from './trials.rows.js';
import { phaseCode, phaseLabel, sponsorClassLabel } from './trials.signals.js';
import { trialsTable } from './trials.table.js';

/** Object-prototype names: `name in RECORD` is true for them, an own-key check is not. */
const PROTO_KEYS = ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf', 'isPrototypeOf'];

describe('closed sets of the trials module accept their own keys only', () => {
  it('phase codes, phase labels and sponsor-class labels ignore prototype names', () => {
    for (const k of PROTO_KEYS) {
      expect(phaseCode(k)).toBeNull();
      expect(phaseLabel(k)).toBe(k);
      expect(sponsorClassLabel(k)).toBeNull();
    }
    expect(phaseCode('Phase 3')).toBe('PHASE3');
    expect(phaseLabel('PHASE3')).toBe('Phase 3');
    expect(sponsorClassLabel('INDUSTRY')).toBe('Big Pharma');
  });

  it('rowToTrial turns the timestamps the driver gives as text into dates', () => {
    const stored = {
      hasResults: false,
      countries: [],
      siteCount: 1,
      likes: 0,
      dislikes: 0,
      score: null,
      recommendation: null,
      catalystKind: null,
      catalystWindowStart: null,
      catalystWindowEnd: null,
      catalystPrecision: null,
      catalystBasis: null,
    };
    const t = rowToTrial({
      ...buildTrial({ nctId: 'NCT50000101' }),
      ...stored,
      createdAt: '2026-11-22 18:35:24.881576+00',
      updatedAt: '2026-11-23 08:00:00+00',
      analyzedAt: null,
    });
    expect(t.createdAt).toEqual(new Date('2026-11-22T18:35:24.881Z'));
    expect(t.updatedAt).toEqual(new Date('2026-11-23T08:00:00Z'));
    expect(t.analyzedAt).toBeNull();
  });
});

describe('trials table sortBy and trial timestamps over the API', () => {
  const fx = useTestServer();
  beforeAll(async () => {
    await insertTrials(fx.db.ctx().em, [buildTrial({ nctId: 'NCT50000111', ticker: 'AAA', investmentVerdict: 'OUI' }), buildTrial({ nctId: 'NCT50000112' })]);
  });

  it('refuses an object-prototype sortBy with BAD_USER_INPUT, not SQL (service, REST, GraphQL)', async () => {
    for (const sortBy of PROTO_KEYS) {
      const err = await trialsTable(fx.db.ctx(), { sortBy }).then(
        () => null,
        (e: unknown) => toAppError(e),
      );
      expect(err).toBeInstanceOf(AppError);
      expect(err!.code).toBe('BAD_USER_INPUT');
      expect(err!.message).toMatch(/^sortBy: sortBy must be one of nctId, /);

      const rest = await fx.srv.rest('GET', `/trials-table?sortBy=${encodeURIComponent(sortBy)}`);
      expect(rest.status).toBe(400);
      expect(rest.body).toMatchObject({ success: false, code: 'BAD_USER_INPUT' });
      expect(JSON.stringify(rest.body)).not.toMatch(/select|function Object|order by/i);

      const gql = await fx.srv.gql('query ($s: TrialsTableSortField) { trialsTable(sortBy: $s) { pagination { totalCount } } }', { s: sortBy });
      expect(gql.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      expect(JSON.stringify(gql.errors)).not.toMatch(/select|function Object|order by/i);
    }
    const ok = await fx.srv.gql('{ trialsTable(sortBy: likes) { pagination { totalCount } } }');
    expect(ok.errors).toBeUndefined();
    expect(ok.data!.trialsTable.pagination.totalCount).toBe(2);
  });

  it('serves createdAt and updatedAt of trials read with SQL (table, search, trial) as ISO date-times', async () => {
    const iso = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
    const r = await fx.srv.gql(`{
      trialsTable(sortBy: nctId, sortOrder: ASC) { rows { nctId createdAt updatedAt } }
      searchTrials(query: "NCT50000111") { nctId createdAt updatedAt }
      trial(nctId: "NCT50000112") { nctId createdAt updatedAt }
    }`);
    expect(r.errors).toBeUndefined();
    const all = [...r.data!.trialsTable.rows, ...r.data!.searchTrials, r.data!.trial] as { createdAt: string; updatedAt: string }[];
    expect(all).toHaveLength(4);
    for (const t of all) {
      expect(t.createdAt).toMatch(iso);
      expect(t.updatedAt).toMatch(iso);
    }
  });
});
