import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ctgovFixture } from '../../../test/fixtures/ctgov/index.js';
import { useTestServer } from '../../../test/server.js';
import { CtgovClient } from '../../providers/ctgov/ctgov.client.js';
import { registerNewTrialListener, type NewTrial } from '../changes/changes.hooks.js';
import { SYNC_LOCK, tryWithAdvisoryLock } from './sync.lock.js';
import { startSyncScheduler } from './sync.scheduler.js';
import { NoEarlierRunError, syncIncremental } from './sync.service.js';

type Reply = { status: number; body?: unknown; headers?: Record<string, string> };

/**
 * A local stand-in for the ClinicalTrials.gov API v2 `/studies`: serves the current version of
 * its studies in pages of `pageSize` (tokens p1, p2...), honours the LastUpdatePostDate range of
 * `filter.advanced`, and plays queued failures (429, 5xx) per page token first.
 */
class FakeCtgov {
  readonly requests: URLSearchParams[] = [];
  readonly queued = new Map<string, Reply[]>();
  studies: unknown[] = [];
  url = '';
  private server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname !== '/api/v2/studies') return void res.writeHead(404).end();
    this.requests.push(url.searchParams);
    const token = url.searchParams.get('pageToken') ?? '';
    const queued = this.queued.get(token)?.shift();
    const reply = queued ?? this.page(url.searchParams, token);
    res.writeHead(reply.status, { 'content-type': 'application/json', ...reply.headers });
    res.end(JSON.stringify(reply.body ?? {}));
  });

  private page(params: URLSearchParams, token: string): Reply {
    const since = /AREA\[LastUpdatePostDate\]RANGE\[(\d{4}-\d{2}-\d{2}),MAX\]/.exec(params.get('filter.advanced') ?? '')?.[1];
    const updated = (s: unknown) => {
      const d = (s as { protocolSection?: { statusModule?: { lastUpdatePostDateStruct?: { date?: string } } } }).protocolSection?.statusModule
        ?.lastUpdatePostDateStruct?.date;
      return !since || !d || d >= since;
    };
    const matching = this.studies.filter(updated);
    const size = Number(params.get('pageSize') ?? 1000);
    const from = token ? Number(token.slice(1)) * size : 0;
    const next = from + size < matching.length ? `p${from / size + 1}` : undefined;
    return { status: 200, body: { studies: matching.slice(from, from + size), nextPageToken: next, totalCount: matching.length } };
  }

  async start(): Promise<void> {
    await new Promise<void>((r) => this.server.listen(0, '127.0.0.1', r));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/api/v2`;
  }
  close(): Promise<void> {
    return new Promise((r) => this.server.close(() => r()));
  }
}

type Section = Record<string, any>;
/** A real record (recruiting phase 3) under another nctId, posted on `updated`, edited by `edit`. */
function study(nctId: string, updated: string, edit: (p: Section) => void = () => undefined): unknown {
  const s = structuredClone(ctgovFixture('NCT02724163.json')) as { protocolSection: Section };
  s.protocolSection.identificationModule.nctId = nctId;
  s.protocolSection.statusModule.lastUpdatePostDateStruct = { date: updated, type: 'ACTUAL' };
  edit(s.protocolSection);
  return s;
}

const today = () => new Date().toISOString().slice(0, 10);

describe('incremental sync against a fake ClinicalTrials.gov', () => {
  const fx = useTestServer();
  const fake = new FakeCtgov();
  const created: NewTrial[] = [];
  const off = registerNewTrialListener(async (_em, trials) => {
    created.push(...trials);
  });
  const em = () => fx.db.deps.orm.em.fork();
  const client = (maxRetries = 1) => new CtgovClient({ baseUrl: fake.url, retryBaseMs: 2, maxRetries });
  const sql = <T extends object[]>(q: string, params: unknown[] = []) => fx.db.deps.orm.em.getConnection().execute<T>(q, params);
  const query = { phase: ['PHASE3'] };
  const ids = ['NCT09910001', 'NCT09910002', 'NCT09910003'];

  beforeAll(() => fake.start());
  afterAll(async () => {
    off();
    await fake.close();
  });

  it('--since-last needs an earlier completed run', async () => {
    await expect(syncIncremental(em(), client(), query, 'last')).rejects.toBeInstanceOf(NoEarlierRunError);
  });

  it('fetches only the studies updated since the day given, combined with the phase filter, page by page', async () => {
    fake.studies = [study(ids[0], '2026-02-01'), study(ids[1], '2026-03-01'), study(ids[2], '2026-03-02'), study('NCT09910000', '2025-06-01')];
    fake.requests.length = 0;
    const lines: string[] = [];
    const s = await syncIncremental(em(), client(), query, '2026-01-01', { pageSize: 2, log: (l) => lines.push(l) });
    expect(s).toMatchObject({ since: '2026-01-01', inserted: 3, updated: 0, skipped: 0, changes: 0, status: 'completed', pages: 2 });
    expect(fake.requests[0].get('filter.advanced')).toBe('AREA[Phase]PHASE3 AND AREA[LastUpdatePostDate]RANGE[2026-01-01,MAX]');
    expect(fake.requests[1].get('pageToken')).toBe('p1');
    expect(lines.some((l) => /page 2 \(3 matching\).*3 studies.*\/s/.test(l))).toBe(true);
    expect(created.map((c) => c.nctId).sort()).toEqual(ids);
  });

  it('a later --since-last run survives a 429, skips a malformed study, resumes after a failure and records the status change', async () => {
    fake.studies = [
      study(ids[0], today(), (p) => {
        p.statusModule.overallStatus = 'ACTIVE_NOT_RECRUITING';
        p.statusModule.primaryCompletionDateStruct = { date: '2032-03', type: 'ESTIMATED' };
      }),
      { protocolSection: { identificationModule: { nctId: 'NCT09910009' } } },
      study(ids[1], today()),
      study('NCT09910004', today()),
    ];
    fake.requests.length = 0;
    fake.queued.set('', [{ status: 429, headers: { 'retry-after': '0' }, body: { message: 'Too many requests' } }]);
    fake.queued.set('p1', [{ status: 503 }, { status: 503 }]);
    await expect(syncIncremental(em(), client(), query, 'last', { pageSize: 2 })).rejects.toThrow(/HTTP 503/);
    expect(fake.requests[0].get('filter.advanced')).toBe(`AREA[Phase]PHASE3 AND AREA[LastUpdatePostDate]RANGE[${today()},MAX]`);
    expect(fake.requests.map((r) => r.get('pageToken'))).toEqual([null, null, 'p1', 'p1']);

    // The first page (the changed study and the malformed one) is committed with its token: the rerun resumes at p1.
    fake.requests.length = 0;
    const s = await syncIncremental(em(), client(), query, 'last', { pageSize: 2 });
    expect(fake.requests.map((r) => r.get('pageToken'))).toEqual(['p1']);
    // The second study's record changed only in its update date: updated, with no watched-field change.
    expect(s).toMatchObject({ resumed: true, inserted: 1, updated: 1, unchanged: 0, status: 'completed' });
    const [run] = await sql<{ id: string; inserted: number; updated: number; unchanged: number; skipped: number; pages_fetched: number }[]>(
      `select id, inserted, updated, unchanged, skipped, pages_fetched from import_runs where id = ?`,
      [s.runId],
    );
    expect(run).toMatchObject({ inserted: 1, updated: 2, unchanged: 0, skipped: 1, pages_fetched: 2 });
    const rows = await sql<Record<string, unknown>[]>(
      `select trial_nct_id, field, old_value, new_value, slip_days, to_char(changed_at, 'YYYY-MM-DD') as changed_at from trial_changes where import_run_id = ? order by field`,
      [s.runId],
    );
    expect(rows).toEqual([
      { trial_nct_id: ids[0], field: 'primaryCompletionDate', old_value: '2031-12-01', new_value: '2032-03-01', slip_days: 91, changed_at: today() },
      { trial_nct_id: ids[0], field: 'status', old_value: 'RECRUITING', new_value: 'ACTIVE_NOT_RECRUITING', slip_days: null, changed_at: today() },
    ]);
    expect(created.map((c) => c.nctId)).toContain('NCT09910004');

    const rest = await fx.srv.rest('GET', '/sync/status');
    expect(rest.status).toBe(200);
    expect(rest.body.sync).toMatchObject({
      enabled: false,
      running: false,
      nextRunAt: null,
      lastRun: { id: s.runId, status: 'completed', since: today(), new: 1, changed: 2, unchanged: 0, skipped: 1, changes: 2, error: null },
    });
    const gql = await fx.srv.gql('{ syncStatus { enabled lastRun { id since newTrials changed unchanged skipped changes } } }');
    expect(gql.data?.syncStatus).toEqual({
      enabled: false,
      lastRun: { id: s.runId, since: today(), newTrials: 1, changed: 2, unchanged: 0, skipped: 1, changes: 2 },
    });
  });

  it('the background scheduler syncs under an advisory lock: a second process skips its turn; status shows the next run', async () => {
    fx.db.deps.config.CTGOV_SYNC_INTERVAL = 3_600_000;
    const scheduler = startSyncScheduler(fx.db.deps, {
      databaseUrl: fx.db.url,
      intervalMs: 3_600_000,
      firstDelayMs: 3_600_000,
      query,
      client: client(),
      log: () => undefined,
    });
    try {
      const busy = await tryWithAdvisoryLock(fx.db.url, SYNC_LOCK, () => scheduler.runOnce());
      expect(busy).toEqual({ ran: true, value: { ran: false } });
      fake.studies = [study(ids[2], today(), (p) => (p.statusModule.overallStatus = 'COMPLETED'))];
      const done = await scheduler.runOnce();
      expect(done).toEqual({ ran: true, newTrials: 0, changed: 1, unchanged: 0, skipped: 0, changes: 1 });
      const { body } = await fx.srv.rest('GET', '/sync/status');
      expect(body.sync).toMatchObject({ enabled: true, intervalMs: 3_600_000, running: false, lastRun: { changed: 1, changes: 1 } });
      expect(Date.parse(body.sync.nextRunAt) - Date.now()).toBeGreaterThan(3_500_000);
      const [a] = await sql<{ n: number }[]>(`select count(*)::int as n from analyses where trial_nct_id = ?`, [ids[2]]);
      expect(a.n).toBeGreaterThan(0);
    } finally {
      await scheduler.stop();
      fx.db.deps.config.CTGOV_SYNC_INTERVAL = undefined;
    }
  });
});
