import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, type TestDb } from '../../../test/db.js';
import { buildOutcomeAnalysis, buildOutcomeMeasure, buildTrial, insertTrials } from '../../../test/factories.js';
import type { TrialRecord } from '../../domain/trial-record.js';
import { shockPercent } from '../../providers/stocks/demo.shocks.js';
import type { StockHistory } from '../../providers/stocks/index.js';
import { analyzeTrials } from '../analysis/analysis.batch.js';
import { createStocks } from '../stocks/stocks.factory.js';
import type { StockMarket } from '../stocks/stocks.market.js';
import { computeMoves, type MovesSummary } from './moves.compute.js';
import { demoMarketOf, startShockSync, syncDemoShocks } from './moves.shocks.js';
import { toMoveRow, type MoveRow } from './moves.store.js';
import { MOVES_LOCK, startMovesJob, withTryLock } from './moves.job.js';
import { missingDay, nthTradingDay } from './moves.work.js';

/**
 * The market's clock: Saturday 2026-11-21, noon UTC (Friday's closes are final), then Tuesday
 * 2026-11-24 (one more trading day: Monday's). A computation's `asOf` is that day.
 */
const clock = { now: new Date('2026-11-21T12:00:00Z') };
const at = (iso: string) => {
  clock.now = new Date(iso);
  return iso.slice(0, 10);
};

const posted = (pValue: string): TrialRecord['results'] => ({
  outcomeMeasuresModule: { outcomeMeasures: [buildOutcomeMeasure({ analyses: [buildOutcomeAnalysis({ pValue })] })] },
  adverseEventsModule: null,
});
const listed = (ticker: string, over: Partial<TrialRecord>) =>
  buildTrial({ ticker, investmentVerdict: 'OUI', leadSponsorClass: 'INDUSTRY', leadSponsorName: `${ticker} sponsor`, ...over });

/** Genfit (0.2 B$: SMALL) misses its primary end point; Pfizer meets its; stops; Sarepta's approval; a readout of today. */
const failed = listed('GNFT.PA', {
  status: 'COMPLETED',
  conditions: ['Non-small cell lung cancer'],
  primaryCompletionDate: '2026-11-02',
  primaryCompletionDateType: 'ACTUAL',
  resultsFirstPostDate: '2026-11-16',
  results: posted('0.41'),
  lastUpdatePostDate: '2026-11-16',
});
const met = listed('PFE', {
  status: 'COMPLETED',
  primaryCompletionDate: '2026-10-12',
  primaryCompletionDateType: 'ACTUAL',
  resultsFirstPostDate: '2026-11-17',
  results: posted('0.01'),
  lastUpdatePostDate: '2026-11-17',
});
const futile = listed('GNFT.PA', { status: 'TERMINATED', whyStopped: 'Futility at the interim analysis', lastUpdatePostDate: '2026-11-10' });
const paused = listed('SRPT', { status: 'SUSPENDED', whyStopped: 'Sponsor decision', lastUpdatePostDate: '2026-11-18' });
const today = listed('SRPT', { status: 'ACTIVE_NOT_RECRUITING', primaryCompletionDate: '2026-11-21', primaryCompletionDateType: 'ACTUAL' });
const estimated = listed('PFE', { primaryCompletionDate: '2026-11-01', primaryCompletionDateType: 'ESTIMATED' });
const unlisted = buildTrial({ primaryCompletionDate: '2026-11-02', primaryCompletionDateType: 'ACTUAL' });

let db: TestDb;
const sql = <T extends object[]>(q: string, params: unknown[] = []) => db.deps.orm.em.fork().getConnection().execute<T>(q, params);
const rows = async () =>
  new Map(
    (
      await sql<MoveRow[]>(
        `select event_key as "eventKey", ticker, kind, to_char(event_date, 'YYYY-MM-DD') as "eventDate", outcome, nct_id as "nctId",
                regulatory_event_id as "regulatoryEventId", cap_bucket as "capBucket", area, benchmark, close_before as "closeBefore", close1, close5,
                bench_before as "benchBefore", bench1, bench5, move1d, move5d, abnormal1d, abnormal5d, currency, price_source as "priceSource", demo,
                to_char(as_of, 'YYYY-MM-DD') as "asOf", computed_at as "computedAt", updated_at as "updatedAt"
           from catalyst_moves`,
      )
    ).map((r) => [r.eventKey, toMoveRow(r)]),
  );
const history = (stocks: StockMarket, ticker: string): Promise<StockHistory> => stocks.provider.getHistory(ticker, 60);
const closeOf = (h: StockHistory, date: string) => h.prices.find((p) => p.date === date)!.close;
const pct = (a: number, b: number) => (a / b - 1) * 100;
let regulatoryId = '';

beforeAll(async () => {
  db = await createTestDb();
  await db.deps.stocks.close();
  db.deps.stocks = createStocks(db.deps.config, db.deps.orm, { now: () => clock.now });
  const em = db.deps.orm.em.fork();
  await insertTrials(em, [failed, met, futile, paused, today, estimated, unlisted]);
  await sql(
    `insert into trial_changes (trial_nct_id, field, old_value, new_value, changed_at) values (?, 'status', 'RECRUITING', 'TERMINATED', '2026-10-20')`,
    [futile.nctId],
  );
  const [reg] = await sql<{ id: string }[]>(
    `insert into regulatory_events (source, source_key, kind, agency, event_date, date_confidence, drug, drug_names, ticker, outcome, source_url, as_of, demo)
     values ('FILE', 'srpt-approval', 'APPROVAL', 'FDA', '2026-11-05', 'ACTUAL', 'Elevidys', '{Elevidys}', 'SRPT', 'POSITIVE', 'https://example.test/a', '2026-11-06', false)
     returning id`,
  );
  regulatoryId = reg.id;
  await analyzeTrials(db.deps, { mode: 'ids', nctIds: [failed.nctId, met.nctId], force: true });
});
afterAll(async () => db?.close());

describe('moves: computed incrementally from the demo market', () => {
  let first: MovesSummary;
  let cachedBefore: StockHistory;

  it('finds the past catalysts, reads each history once, and measures the failed trial’s drop on its date', async () => {
    cachedBefore = await db.deps.stocks.getHistory('GNFT.PA', 30); // cached before the market knows the events
    // The histories the run asks the provider for (a spy on its one method; the provider itself answers).
    const provider = db.deps.stocks.provider;
    const asked: string[] = [];
    const getHistory = provider.getHistory.bind(provider);
    provider.getHistory = (t, days) => (asked.push(t), getHistory(t, days));
    try {
      first = await computeMoves(db.deps, { asOf: at('2026-11-21T12:00:00Z') });
    } finally {
      provider.getHistory = getHistory;
    }
    expect(asked.sort()).toEqual(['GNFT.PA', 'PFE', 'SRPT', 'XBI']);
    const stored = await rows();
    expect([...stored.keys()].sort()).toEqual(
      [
        `RG:${regulatoryId}`,
        `RP:${failed.nctId}`,
        `RP:${met.nctId}`,
        `RP:${today.nctId}`,
        `RS:${failed.nctId}`,
        `RS:${met.nctId}`,
        `TS:${futile.nctId}:2026-10-20`,
        `TS:${paused.nctId}:2026-11-18`,
      ].sort(),
    );
    expect(first).toMatchObject({ events: 8, inserted: 8, updated: 0, deleted: 0, tickers: 3, failedTickers: 0, remaining: 0 });
    const rp = stored.get(`RP:${failed.nctId}`)!;
    expect(rp).toMatchObject({ kind: 'PRIMARY_COMPLETION', outcome: 'FAILURE', ticker: 'GNFT.PA', capBucket: 'SMALL', area: 'oncology', benchmark: 'XBI' });
    expect(rp).toMatchObject({ priceSource: 'demo', demo: true, currency: 'EUR', asOf: '2026-11-21' });
    expect(stored.get(`RS:${met.nctId}`)).toMatchObject({ outcome: 'SUCCESS', capBucket: 'LARGE', area: expect.any(String) });
    expect(stored.get(`TS:${futile.nctId}:2026-10-20`)).toMatchObject({ kind: 'TERMINATED', outcome: 'FAILURE', area: null });
    expect(stored.get(`TS:${paused.nctId}:2026-11-18`)).toMatchObject({ kind: 'SUSPENDED', outcome: 'UNKNOWN' });
    expect(stored.get(`RG:${regulatoryId}`)).toMatchObject({ kind: 'REGULATORY_DECISION', outcome: 'SUCCESS', regulatoryEventId: regulatoryId, nctId: null });
    expect(stored.get(`RP:${today.nctId}`)).toMatchObject({ outcome: 'UNKNOWN', close1: null, move1d: null, move5d: null });

    // By hand, from the closes: Friday 30 Oct before, Monday 2 Nov (day 1), Friday 6 Nov (day 5); the index on the same days.
    const h = await history(db.deps.stocks, 'GNFT.PA');
    const x = await history(db.deps.stocks, 'XBI');
    const [before, d1, d5] = ['2026-10-30', '2026-11-02', '2026-11-06'];
    expect(rp).toMatchObject({ closeBefore: closeOf(h, before), close1: closeOf(h, d1), close5: closeOf(h, d5) });
    expect(rp).toMatchObject({ benchBefore: closeOf(x, before), bench1: closeOf(x, d1), bench5: closeOf(x, d5) });
    expect(rp.move1d).toBeCloseTo(pct(closeOf(h, d1), closeOf(h, before)), 4);
    expect(rp.move5d).toBeCloseTo(pct(closeOf(h, d5), closeOf(h, before)), 4);
    expect(rp.abnormal1d).toBeCloseTo(pct(closeOf(h, d1), closeOf(h, before)) - pct(closeOf(x, d1), closeOf(x, before)), 3);
    expect(rp.abnormal5d).toBeCloseTo(pct(closeOf(h, d5), closeOf(h, before)) - pct(closeOf(x, d5), closeOf(x, before)), 3);

    // The demo market reacted: against the same market without the events (the stop of 20 October
    // already lowered it), day 1 is lower by the event's seeded amount (prices are rounded to the cent).
    const plain = createStocks(db.deps.config, null, { now: () => clock.now });
    const p = await history(plain, 'GNFT.PA');
    const vsPlain = (d: string) => closeOf(h, d) / closeOf(p, d);
    const shock = shockPercent(`RP:${failed.nctId}`, 'FAILURE', 'SMALL');
    expect(shock).toBeLessThanOrEqual(-15);
    expect(closeOf(h, '2026-10-19')).toBe(closeOf(p, '2026-10-19'));
    expect(vsPlain('2026-10-20')).toBeLessThan(0.86);
    expect(Math.abs(vsPlain(d1) / vsPlain(before) - (1 + shock / 100))).toBeLessThan(0.02);
    expect(rp.move1d!).toBeLessThan(pct(closeOf(p, d1), closeOf(p, before)) + shock / 2);
    // The readout moves the price once: its results posting two weeks later moves with the market only.
    expect(Math.abs(vsPlain('2026-11-16') / vsPlain('2026-11-13') - 1)).toBeLessThan(0.01);
    await plain.close();

    // The history cached before the run was dropped: the cached read now shows the reaction.
    const cachedAfter = await db.deps.stocks.getHistory('GNFT.PA', 30);
    expect(cachedAfter.prices.find((q) => q.date === d1)!.close).toBe(closeOf(h, d1));
    expect(cachedBefore.prices.find((q) => q.date === d1)!.close).toBe(closeOf(p, d1));
  });

  it('every process quotes the same prices: another demo market loads the same events from the database', async () => {
    const other = createStocks(db.deps.config, db.deps.orm, { now: () => clock.now });
    expect((await history(other, 'GNFT.PA')).prices).not.toEqual((await history(db.deps.stocks, 'GNFT.PA')).prices);
    const processB = { ...db.deps, stocks: other };
    // Its server's job loads them at start (and whenever the table changes).
    const job = startShockSync(processB, { pollMs: 20 });
    try {
      for (let i = 0; i < 100 && (demoMarketOf(processB)?.eventShockTickers ?? 0) === 0; i++) await new Promise((r) => setTimeout(r, 20));
    } finally {
      await job.stop();
    }
    for (const t of ['GNFT.PA', 'PFE', 'SRPT', 'XBI']) expect((await history(other, t)).prices).toEqual((await history(db.deps.stocks, t)).prices);
    // Loading again changes nothing.
    expect(await syncDemoShocks(processB)).toEqual([]);
    expect(demoMarketOf(processB)).not.toBeNull();
    await other.close();
  });

  it('writes nothing on a second run with no new data', async () => {
    const before = await rows();
    const again = await computeMoves(db.deps, { asOf: '2026-11-21' });
    expect(again).toMatchObject({ events: 0, inserted: 0, updated: 0, unchanged: 0, touched: 0, deleted: 0, tickers: 0 });
    expect(await rows()).toEqual(before);
  });

  it('a new price day adds only the moves it completes', async () => {
    const before = await rows();
    // Monday 23's close becomes final: the 5th day of the 17th’s results, the 1st day of Saturday 21st’s readout.
    expect(nthTradingDay('2026-11-17', 5)).toBe('2026-11-23');
    expect(missingDay({ eventDate: '2026-11-21', hasDay1: false })).toBe('2026-11-23');
    const next = await computeMoves(db.deps, { asOf: at('2026-11-24T12:00:00Z') });
    expect(next).toMatchObject({ events: 2, inserted: 0, updated: 2, unchanged: 0, touched: 0, deleted: 0 });
    const after = await rows();
    const changed = [...after.keys()].filter((k) => JSON.stringify(after.get(k)) !== JSON.stringify(before.get(k))).sort();
    expect(changed).toEqual([`RP:${today.nctId}`, `RS:${met.nctId}`].sort());
    const rs = after.get(`RS:${met.nctId}`)!;
    expect(before.get(`RS:${met.nctId}`)).toMatchObject({ move5d: null, abnormal5d: null });
    expect(rs.move1d).toBe(before.get(`RS:${met.nctId}`)!.move1d);
    const h = await history(db.deps.stocks, 'PFE');
    expect(rs.close5).toBe(closeOf(h, '2026-11-23'));
    expect(rs.move5d).toBeCloseTo(pct(closeOf(h, '2026-11-23'), closeOf(h, '2026-11-16')), 4);
    expect(rs.computedAt.getTime()).toBeGreaterThan(before.get(`RS:${met.nctId}`)!.computedAt.getTime());
    const rp = after.get(`RP:${today.nctId}`)!;
    expect(rp.close1).toBe(closeOf(await history(db.deps.stocks, 'SRPT'), '2026-11-23'));
    expect(rp).toMatchObject({ move5d: null, asOf: '2026-11-24' });
    // The suspended trial's fifth day is Tuesday 24: not final yet, its row untouched.
    expect(after.get(`TS:${paused.nctId}:2026-11-18`)).toEqual(before.get(`TS:${paused.nctId}:2026-11-18`));
    expect(await computeMoves(db.deps, { asOf: '2026-11-24' })).toMatchObject({ events: 0, inserted: 0, updated: 0 });
  });

  it('follows the records: a stop reason that changes the outcome, a trial that loses its ticker, a bounded run', async () => {
    const em = db.deps.orm.em.fork();
    await insertTrials(em, [
      { ...futile, whyStopped: 'Business decision', lastUpdatePostDate: '2026-11-10' },
      { ...paused, ticker: null },
    ]);
    const run = await computeMoves(db.deps, { asOf: '2026-11-24', maxTickers: 1 });
    // GNFT.PA comes first (by ticker); SRPT's work waits for the next run.
    expect(run).toMatchObject({ deleted: 0, remaining: 1 });
    const now = await rows();
    expect(now.get(`TS:${futile.nctId}:2026-10-20`)).toMatchObject({ outcome: 'UNKNOWN' });
    // No longer a failure, the stop no longer moves the price: Genfit's other moves are measured on its new prices.
    const h = await history(db.deps.stocks, 'GNFT.PA');
    expect(closeOf(h, '2026-10-20') / closeOf(h, '2026-10-19')).toBeGreaterThan(0.85);
    expect(now.get(`RP:${failed.nctId}`)).toMatchObject({ closeBefore: closeOf(h, '2026-10-30'), close1: closeOf(h, '2026-11-02') });
    expect(run.updated).toBe(3);
    const rest = await computeMoves(db.deps, { asOf: '2026-11-24' });
    expect(rest).toMatchObject({ deleted: 1, remaining: 0 });
    expect((await rows()).has(`TS:${paused.nctId}:2026-11-18`)).toBe(false);
    expect(await computeMoves(db.deps, { asOf: '2026-11-24' })).toMatchObject({ events: 0, deleted: 0 });
  });
});

describe('moves: the background job', () => {
  it('computes shortly after the start, one process at a time', async () => {
    const late = listed('PFE', { status: 'COMPLETED', primaryCompletionDate: '2026-11-12', primaryCompletionDateType: 'ACTUAL', results: posted('0.03') });
    await insertTrials(db.deps.orm.em.fork(), [late]);
    // Another process holding the lock: this one's run is skipped, not queued.
    let inner: unknown = 'not run';
    await withTryLock(db.url, MOVES_LOCK, async () => {
      inner = await withTryLock(db.url, MOVES_LOCK, async () => 'ran');
    });
    expect(inner).toBeNull();
    const job = startMovesJob(db.deps, db.url, { firstDelayMs: 0 });
    try {
      for (let i = 0; i < 100 && !(await rows()).has(`RP:${late.nctId}`); i++) await new Promise((r) => setTimeout(r, 50));
    } finally {
      await job.stop();
    }
    expect((await rows()).get(`RP:${late.nctId}`)).toMatchObject({ outcome: 'SUCCESS', asOf: '2026-11-24', move1d: expect.any(Number) });
  });
});
