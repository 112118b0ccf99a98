import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, type TestDb } from '../../../test/db.js';
import { ctgovFixture } from '../../../test/fixtures/ctgov/index.js';
import { CtgovClient, CtgovHttpError } from '../../providers/ctgov/ctgov.client.js';
import { importLive } from './imports.service.js';

type Reply = { status: number; body?: unknown; headers?: Record<string, string> };

/** A local stand-in for the ClinicalTrials.gov API v2: answers scripted per page token. */
class FakeCtgov {
  readonly requests: URLSearchParams[] = [];
  /** Answers queued for a page token ('' = first page), used before `pages`. */
  readonly queued = new Map<string, Reply[]>();
  pages = new Map<string, Reply>();
  private server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    this.requests.push(url.searchParams);
    const token = url.searchParams.get('pageToken') ?? '';
    const reply = this.queued.get(token)?.shift() ?? this.pages.get(token) ?? { status: 404, body: { message: 'no such page' } };
    if (url.pathname !== '/api/v2/studies') {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(reply.status, { 'content-type': 'application/json', ...reply.headers });
    res.end(JSON.stringify(reply.body ?? {}));
  });
  url = '';

  async start(): Promise<void> {
    await new Promise<void>((r) => this.server.listen(0, '127.0.0.1', r));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/api/v2`;
  }
  close(): Promise<void> {
    return new Promise((r) => this.server.close(() => r()));
  }
  /** Serves `studies` in pages of `size`, tokens t1, t2, ... */
  paginate(studies: unknown[], size: number): void {
    this.pages = new Map();
    this.queued.clear();
    for (let i = 0, n = 0; i < studies.length; i += size, n++) {
      const next = i + size < studies.length ? `t${n + 1}` : undefined;
      this.pages.set(n === 0 ? '' : `t${n}`, { status: 200, body: { studies: studies.slice(i, i + size), nextPageToken: next, totalCount: studies.length } });
    }
  }
}

function study(nctId: string): Record<string, unknown> {
  const s = structuredClone(ctgovFixture('NCT02724163.json')) as { protocolSection: { identificationModule: Record<string, unknown> } };
  s.protocolSection.identificationModule.nctId = nctId;
  return s;
}

describe('CtgovClient', () => {
  const fake = new FakeCtgov();
  beforeAll(() => fake.start());
  afterAll(() => fake.close());
  const client = (extra: Partial<ConstructorParameters<typeof CtgovClient>[0]> = {}) =>
    new CtgovClient({ baseUrl: fake.url, retryBaseMs: 5, maxRetries: 3, ...extra });

  it('requests /studies with the query, filters and page size, then follows nextPageToken', async () => {
    fake.paginate([study('NCT08000001'), study('NCT08000002'), study('NCT08000003')], 2);
    fake.requests.length = 0;
    const c = client();
    const q = { term: 'leukaemia', cond: 'AML', status: ['RECRUITING', 'COMPLETED'], phase: ['PHASE3'] };
    const first = await c.fetchPage(q, 2, null);
    expect(first).toMatchObject({ nextPageToken: 't1', totalCount: 3 });
    expect(first.studies).toHaveLength(2);
    const second = await c.fetchPage(q, 2, first.nextPageToken);
    expect(second).toMatchObject({ nextPageToken: null });
    expect(second.studies).toHaveLength(1);
    expect(Object.fromEntries(fake.requests[0])).toEqual({
      format: 'json',
      pageSize: '2',
      countTotal: 'true',
      'query.term': 'leukaemia',
      'query.cond': 'AML',
      'filter.overallStatus': 'RECRUITING,COMPLETED',
      'filter.advanced': 'AREA[Phase]PHASE3',
    });
    expect(fake.requests[1].get('pageToken')).toBe('t1');
  });

  it('retries a 429 (honouring Retry-After) and 5xx answers, then succeeds', async () => {
    fake.paginate([study('NCT08000001')], 10);
    fake.queued.set('', [{ status: 429, headers: { 'retry-after': '0' }, body: { message: 'slow down' } }, { status: 503 }]);
    fake.requests.length = 0;
    const lines: string[] = [];
    const page = await client({ log: (l) => lines.push(l) }).fetchPage({}, 10, null);
    expect(page.studies).toHaveLength(1);
    expect(fake.requests).toHaveLength(3);
    expect(lines[0]).toMatch(/HTTP 429.*retry 1\/3/);
    expect(lines[1]).toMatch(/HTTP 503.*retry 2\/3/);
  });

  it('does not retry other client errors, and gives up after the last retry', async () => {
    fake.pages = new Map([['', { status: 400, body: { message: 'bad filter' } }]]);
    fake.requests.length = 0;
    await expect(client().fetchPage({}, 10, null)).rejects.toMatchObject({ status: 400, message: expect.stringContaining('bad filter') });
    expect(fake.requests).toHaveLength(1);

    fake.pages = new Map([['', { status: 500 }]]);
    fake.requests.length = 0;
    await expect(client({ maxRetries: 2 }).fetchPage({}, 10, null)).rejects.toBeInstanceOf(CtgovHttpError);
    expect(fake.requests).toHaveLength(3);

    const closed = new CtgovClient({ baseUrl: 'http://127.0.0.1:9/api/v2', retryBaseMs: 1, maxRetries: 1 });
    await expect(closed.fetchPage({}, 10, null)).rejects.toThrow(/request failed/);
  });

  it('keeps under the request rate limit', async () => {
    fake.paginate([study('NCT08000001')], 10);
    const c = client({ requestsPerWindow: 2, windowMs: 400 });
    const t0 = Date.now();
    for (let i = 0; i < 3; i++) await c.fetchPage({}, 10, null);
    expect(Date.now() - t0).toBeGreaterThanOrEqual(390);
  });
});

describe('importLive', () => {
  const fake = new FakeCtgov();
  let db: TestDb;
  const em = () => db.deps.orm.em.fork();
  const sql = <T extends object[]>(q: string, params: unknown[] = []) => db.deps.orm.em.getConnection().execute<T>(q, params);
  const client = () => new CtgovClient({ baseUrl: fake.url, retryBaseMs: 2, maxRetries: 1 });
  beforeAll(async () => {
    await fake.start();
    db = await createTestDb();
  });
  afterAll(async () => {
    await fake.close();
    await db?.close();
  });

  it('imports every page, and a second run of the same query changes nothing', async () => {
    const ids = ['NCT08100001', 'NCT08100002', 'NCT08100003', 'NCT08100004', 'NCT08100005'];
    fake.paginate(ids.map(study), 2);
    const lines: string[] = [];
    const s = await importLive(em(), client(), { term: 'all' }, { pageSize: 2, log: (l) => lines.push(l) });
    expect(s).toMatchObject({ total: 5, inserted: 5, pages: 3, status: 'completed', resumed: false, nextPageToken: null, totalCount: 5 });
    expect(s.changed.sort()).toEqual(ids);
    expect(lines.some((l) => /page 3 \(5 matching\).*5 studies/.test(l))).toBe(true);
    const again = await importLive(em(), client(), { term: 'all' }, { pageSize: 2 });
    expect(again).toMatchObject({ total: 5, inserted: 0, updated: 0, unchanged: 5, resumed: false });
    const runs = await sql<{ status: string; pages_fetched: number; inserted: number; next_page_token: string | null }[]>(
      `select status, pages_fetched, inserted, next_page_token from import_runs where kind = 'live' order by started_at`,
    );
    expect(runs).toEqual([
      { status: 'completed', pages_fetched: 3, inserted: 5, next_page_token: null },
      { status: 'completed', pages_fetched: 3, inserted: 0, next_page_token: null },
    ]);
  });

  it('resumes an interrupted run from its last page token', async () => {
    const ids = ['NCT08200001', 'NCT08200002', 'NCT08200003', 'NCT08200004', 'NCT08200005'];
    fake.paginate(ids.map(study), 2);
    const healthy = fake.pages.get('t2')!;
    fake.pages.set('t2', { status: 502 });
    const query = { cond: 'Leukemia', phase: ['PHASE3'] };
    await expect(importLive(em(), client(), query, { pageSize: 2 })).rejects.toThrow(/HTTP 502/);
    const [failed] = await sql<{ id: string; status: string; next_page_token: string; pages_fetched: number; error: string }[]>(
      `select id, status, next_page_token, pages_fetched, error from import_runs where query_key like '%Leukemia%'`,
    );
    expect(failed).toMatchObject({ status: 'failed', next_page_token: 't2', pages_fetched: 2, error: expect.stringContaining('502') });
    const [{ n }] = await sql<{ n: string }[]>(`select count(*) as n from trials where nct_id like 'NCT082%'`);
    expect(Number(n)).toBe(4);

    fake.pages.set('t2', healthy);
    fake.requests.length = 0;
    const s = await importLive(em(), client(), { phase: ['phase3'], cond: 'Leukemia' }, { pageSize: 2 });
    expect(fake.requests).toHaveLength(1);
    expect(fake.requests[0].get('pageToken')).toBe('t2');
    expect(s).toMatchObject({ resumed: true, pages: 1, inserted: 1, status: 'completed', runId: failed.id, changed: ['NCT08200005'] });
    const [done] = await sql<{ status: string; pages_fetched: number; inserted: number }[]>(
      `select status, pages_fetched, inserted from import_runs where id = ?`,
      [failed.id],
    );
    expect(done).toEqual({ status: 'completed', pages_fetched: 3, inserted: 5 });
  });

  it('stops at --max and the next run continues from there', async () => {
    const ids = ['NCT08300001', 'NCT08300002', 'NCT08300003', 'NCT08300004'];
    fake.paginate(ids.map(study), 2);
    const first = await importLive(em(), client(), { term: 'max' }, { max: 3, pageSize: 2 });
    expect(first).toMatchObject({ total: 3, inserted: 3, status: 'stopped', nextPageToken: 't1' });
    fake.requests.length = 0;
    const rest = await importLive(em(), client(), { term: 'max' }, { pageSize: 2 });
    expect(fake.requests[0].get('pageToken')).toBe('t1');
    expect(rest).toMatchObject({ resumed: true, inserted: 1, unchanged: 1, status: 'completed' });
    const restart = await importLive(em(), client(), { term: 'max' }, { pageSize: 2, restart: true });
    expect(restart).toMatchObject({ resumed: false, total: 4, unchanged: 4 });
  });
});
