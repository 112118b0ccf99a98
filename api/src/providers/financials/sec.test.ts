import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError } from '../../config.js';
import { CIKS, cikOfPath, NOT_FOUND_BODY, sampleText, startFakeSec, type FakeSec, type SecAnswer, type SecRequest } from './fixtures/sec/index.js';
import { RateGate } from './rate-gate.js';
import { companyFactsUrl, SEC_BLOCK_MS, SEC_MAX_REQUESTS_PER_SECOND, SEC_WINDOW_MS, SecFinancialsProvider, type SecFinancialsOptions } from './sec.js';
import { shippedCikOf, tickerCikMap } from './sec.tickers.js';

const USER_AGENT = 'Trialyst tests ops@example.com';
const BY_CIK = new Map<number, string>([
  [CIKS.VKTX, sampleText('VKTX')],
  [CIKS.NRIX, sampleText('NRIX')],
  [CIKS.KRTX, sampleText('KRTX')],
]);
const TICKERS: Record<string, number> = { VKTX: CIKS.VKTX, NRIX: CIKS.NRIX, KRTX: CIKS.KRTX, GONE: 9_999_999, DOWN: 8_888_888, BUSY: 7_777_777 };

/** The real samples for their CIKs, the SEC's 404 for any other. */
function realSec(req: SecRequest): SecAnswer {
  const cik = cikOfPath(req.path);
  const body = cik === null ? undefined : BY_CIK.get(cik);
  return body ? { status: 200, body } : { status: 404, body: NOT_FOUND_BODY };
}

let server: FakeSec | null = null;
afterEach(async () => {
  await server?.close();
  server = null;
});

async function setUp(answer: (req: SecRequest) => SecAnswer = realSec, opts: Partial<SecFinancialsOptions> = {}) {
  server = await startFakeSec(answer);
  const provider = new SecFinancialsProvider({
    userAgent: USER_AGENT,
    baseUrl: server.baseUrl,
    cikOf: (t) => TICKERS[t] ?? null,
    gate: new RateGate({ maxPerWindow: 10, windowMs: 1000 }),
    ...opts,
  });
  return { provider, requests: server.requests };
}

describe('SecFinancialsProvider against a fake data.sec.gov', () => {
  it('asks for the zero-padded CIK with the declared User-Agent and reads the gzipped answer', async () => {
    const { provider, requests } = await setUp();
    const f = await provider.get('KRTX');
    expect(requests).toHaveLength(1);
    expect(requests[0].path).toBe('/api/xbrl/companyfacts/CIK0001771917.json');
    expect(requests[0].headers['user-agent']).toBe(USER_AGENT);
    expect(requests[0].headers['accept-encoding']).toMatch(/gzip/);
    // Karuna's 10-Q for Q1 2021: cash and cash equivalents of $353,685,000 at 2021-03-31 (CashAndCashEquivalentsAtCarryingValue, filed 2021-05-06).
    expect(f).toMatchObject({ ticker: 'KRTX', source: 'sec', demo: false, cik: 1771917, unavailable: null });
    expect(f.cash).toMatchObject({ value: 353_685_000, periodEnd: '2021-03-31', form: '10-Q', filed: '2021-05-06' });
    expect(f.shortTermInvestments?.value).toBe(217_610_000);
    expect(f.quarters).toHaveLength(4);
    const nurix = await provider.get('NRIX');
    expect(nurix.cash?.value).toBe(188_377_000);
    const viking = await provider.get('VKTX');
    expect(viking.quarters[0].value).toBe(-10_876_000);
  });

  it('caches per CIK: a second get makes no request, until the 12-hour TTL passes', async () => {
    let now = Date.parse('2026-01-10T08:00:00Z');
    const { provider, requests } = await setUp(realSec, { now: () => new Date(now) });
    const first = await provider.get('VKTX');
    const second = await provider.get('VKTX');
    expect(requests).toHaveLength(1);
    expect(second).toEqual(first);
    now += 12 * 3600_000 - 1;
    await provider.get('VKTX');
    expect(requests).toHaveLength(1);
    now += 2;
    await provider.get('VKTX');
    expect(requests).toHaveLength(2);
  });

  it('shares one request between concurrent callers, and bounds the cache', async () => {
    const { provider, requests } = await setUp(realSec, { cacheMaxEntries: 2 });
    const [a, b] = await Promise.all([provider.get('KRTX'), provider.get('KRTX')]);
    expect(requests).toHaveLength(1);
    expect(a.cash).toEqual(b.cash);
    await provider.get('VKTX');
    await provider.get('NRIX'); // evicts KRTX, the least recently used
    await provider.get('NRIX');
    await provider.get('KRTX');
    expect(requests.map((r) => cikOfPath(r.path))).toEqual([CIKS.KRTX, CIKS.VKTX, CIKS.NRIX, CIKS.KRTX]);
  });

  it('answers NOT_FOUND for a CIK without facts (404) and for a ticker without CIK (no request)', async () => {
    const { provider, requests } = await setUp();
    const gone = await provider.get('GONE');
    expect(gone).toMatchObject({ ticker: 'GONE', source: 'sec', unavailable: 'NOT_FOUND', cik: 9_999_999, cash: null, quarters: [] });
    expect(requests).toHaveLength(1);
    expect((await provider.get('ZZZZ')).unavailable).toBe('NOT_FOUND');
    expect(requests).toHaveLength(1);
  });

  it('answers PROVIDER_FAILED on a 5xx, an unreadable body or a dead server, without throwing', async () => {
    const { provider } = await setUp((req) =>
      cikOfPath(req.path) === TICKERS.DOWN ? { status: 500, body: 'Internal Server Error' } : { status: 200, body: '{"cik": 1, "facts": ' },
    );
    expect((await provider.get('DOWN')).unavailable).toBe('PROVIDER_FAILED');
    expect((await provider.get('VKTX')).unavailable).toBe('PROVIDER_FAILED');
    // Failures are not cached: the next call asks again.
    expect(server!.requests).toHaveLength(2);
    await provider.get('DOWN');
    expect(server!.requests).toHaveLength(3);
    const dead = new SecFinancialsProvider({
      userAgent: USER_AGENT,
      baseUrl: 'http://127.0.0.1:9',
      cikOf: () => 1,
      gate: new RateGate({ maxPerWindow: 10, windowMs: 1000 }),
    });
    expect((await dead.get('VKTX')).unavailable).toBe('PROVIDER_FAILED');
  });

  it('on a 429 stops asking: later calls fail at once, without a request, for the pause', async () => {
    let now = Date.parse('2026-01-10T08:00:00Z');
    const gate = new RateGate({ maxPerWindow: 10, windowMs: 1000, clock: () => now });
    const { provider, requests } = await setUp(
      (req) => (cikOfPath(req.path) === TICKERS.BUSY ? { status: 429, body: 'Request Rate Threshold Exceeded' } : realSec(req)),
      {
        gate,
        now: () => new Date(now),
      },
    );
    expect((await provider.get('BUSY')).unavailable).toBe('PROVIDER_FAILED');
    expect(requests).toHaveLength(1);
    expect(gate.pausedFor()).toBe(SEC_BLOCK_MS);
    expect((await provider.get('KRTX')).unavailable).toBe('PROVIDER_FAILED');
    expect((await provider.get('VKTX')).unavailable).toBe('PROVIDER_FAILED');
    expect(requests).toHaveLength(1);
    now += SEC_BLOCK_MS;
    expect((await provider.get('KRTX')).unavailable).toBeNull();
    expect(requests).toHaveLength(2);
  });

  it('honours a Retry-After on a 429', async () => {
    const gate = new RateGate({ maxPerWindow: 10, windowMs: 1000 });
    const { provider } = await setUp(() => ({ status: 429, headers: { 'retry-after': '30' } }), { gate });
    await provider.get('VKTX');
    expect(gate.pausedFor()).toBeGreaterThan(29_000);
    expect(gate.pausedFor()).toBeLessThanOrEqual(30_000);
  });

  it('times out a slow answer as PROVIDER_FAILED, and rejects when the caller aborts', async () => {
    const { provider } = await setUp((req) => ({ ...realSec(req), delayMs: 2_000 }), { timeoutMs: 150 });
    const started = performance.now();
    expect((await provider.get('VKTX')).unavailable).toBe('PROVIDER_FAILED');
    expect(performance.now() - started).toBeLessThan(1_500);
    const controller = new AbortController();
    const pending = provider.get('NRIX', { signal: controller.signal });
    setTimeout(() => controller.abort(), 20);
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    const aborted = AbortSignal.abort();
    await expect(provider.get('KRTX', { signal: aborted })).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('keeps to 10 requests a second: no 11 requests within any second', async () => {
    const ciks = Array.from({ length: 25 }, (_, i) => 5_000_000 + i);
    const sent: number[] = [];
    const { provider, requests } = await setUp(() => ({ status: 404, body: NOT_FOUND_BODY }), {
      // The limiter the process uses (secRateGate), fresh.
      gate: new RateGate({ maxPerWindow: SEC_MAX_REQUESTS_PER_SECOND, windowMs: SEC_WINDOW_MS }),
      cikOf: (t) => Number(t.slice(1)),
      fetch: (input, init) => {
        sent.push(performance.now());
        return fetch(input, init);
      },
    });
    await Promise.all(ciks.map((c) => provider.get(`C${c}`)));
    expect(requests).toHaveLength(25);
    // Any 11 requests include two of one slot, a window (1.05 s) apart: at their start and at the server.
    for (let i = 0; i + 10 < sent.length; i++) expect(sent[i + 10] - sent[i]).toBeGreaterThan(1040);
    const at = requests.map((r) => r.at).sort((x, y) => x - y);
    for (let i = 0; i + 10 < at.length; i++) expect(at[i + 10] - at[i]).toBeGreaterThan(1040);
    // The limiter does not crawl either: 25 quick answers in about 2.1 seconds (one a second would take 24).
    expect(sent[24] - sent[0]).toBeLessThan(5_000);
  });

  it('refuses to start without a User-Agent, naming the variable', () => {
    for (const userAgent of [undefined, '', '   ']) {
      expect(() => new SecFinancialsProvider({ userAgent })).toThrow(ConfigError);
      expect(() => new SecFinancialsProvider({ userAgent })).toThrow(/SEC_USER_AGENT/);
    }
  });
});

describe('ticker → CIK', () => {
  it('reads the SEC ticker list the project ships', () => {
    expect(shippedCikOf('VKTX')).toBe(1607678);
    expect(shippedCikOf('nrix')).toBe(1549595);
    expect(shippedCikOf('NOPE-NOT-A-TICKER')).toBeNull();
    // Every line of a company maps to it; the first entry wins a shared ticker.
    const map = tickerCikMap({ '0': { cik_str: 1, ticker: 'brk-b' }, '1': { cik_str: 1, ticker: 'BRK-A' }, '2': { cik_str: 2, ticker: 'BRK-B' } });
    expect([...map]).toEqual([
      ['BRK-B', 1],
      ['BRK-A', 1],
    ]);
    expect(companyFactsUrl('https://data.sec.gov/', 320193)).toBe('https://data.sec.gov/api/xbrl/companyfacts/CIK0000320193.json');
  });
});
