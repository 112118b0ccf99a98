import { beforeAll, describe, expect, it } from 'vitest';
import { buildTrial, insertTrials } from '../../../test/factories.js';
import { useTestServer } from '../../../test/server.js';
import { addDaysIso } from '../../domain/dates.js';
import type { CompanyFinancials, FinancialsProvider } from '../../domain/financials.js';
import { computeRunway, monthsBetweenIso } from '../../domain/runway.js';
import type { TrialRecord } from '../../domain/trial-record.js';
import { createFinancialsProvider } from '../../providers/financials/index.js';
import { listedCompanyRefs } from '../stocks/stocks.companies.js';
import { todayUtc } from '../trials/trials.validation.js';
import { runwaysForTickers } from './financials.analysis.js';
import { startFinancialsRefresh } from './financials.job.js';
import { FAILED_TTL_MS, refreshFinancials, useFinancialsProvider } from './financials.service.js';

/** A trial of `ticker` whose primary completion is estimated on `date` (its next catalyst: that day). */
const readoutOf = (nctId: string, ticker: string | null, date: string): Partial<TrialRecord> => ({
  nctId,
  primaryCompletionDate: date,
  primaryCompletionDateRaw: date,
  primaryCompletionDateType: 'ESTIMATED',
  completionDate: date,
  completionDateRaw: date,
  completionDateType: 'ESTIMATED',
  ...(ticker
    ? {
        ticker,
        investmentVerdict: 'OUI' as const,
        leadSponsorName: `${ticker} Inc.`,
        leadSponsorClass: 'INDUSTRY',
        sponsorMatch: { method: 'exact', companyName: `${ticker} Inc.`, matchedName: `${ticker} Inc.`, score: 1, relation: 'self' },
      }
    : {}),
});

const FACT = 'value currency form periodEnd filed concept';
const READOUT = 'readoutDate label nctId trialTitle monthsAtReadout risk';
const RUNWAY = `source demo unavailable cash { ${FACT} } shortTermInvestments { ${FACT} } cashTotal currency quarterlyBurn burnQuarters
  quarters { start end value currency form filed derived } monthsOfRunway runwayEnd notBurning readouts { ${READOUT} } nextReadout { ${READOUT} } fetchedAt`;
const COMPANY = `query ($t: String!) { company(ticker: $t) { ticker runway { ${RUNWAY} } } }`;

describe('financials: stored figures, cash runway per company and per readout (GraphQL, REST, analysis port)', () => {
  const fx = useTestServer();
  const today = todayUtc();
  /** The demo market's figures, as the app's provider reads them. */
  let demo: FinancialsProvider;
  /** A demo company burning cash whose runway ends 4 to 30 months from now, and its figures. */
  let burning: string;
  let figures: CompanyFinancials;
  let runwayEnd: string;

  const companyRunway = async (ticker: string, headers: Record<string, string> = {}) => {
    const res = await fetch(`${fx.srv.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify({ query: COMPANY, variables: { t: ticker } }),
    });
    const body = (await res.json()) as { data?: { company: { runway: Record<string, any> } }; errors?: unknown };
    expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
    return body.data!.company.runway;
  };
  const storedRow = async (ticker: string) =>
    (
      await fx.db.deps.orm.em.fork().getConnection().execute<
        {
          ticker: string;
          source: string;
          demo: boolean;
          data: CompanyFinancials;
          runway_end: string | null;
          not_burning: boolean;
          months_of_runway: number | null;
          fetched_at: string;
          expires_at: string;
        }[]
      >(`select ticker, source, demo, data, to_char(runway_end, 'YYYY-MM-DD') as runway_end, not_burning, months_of_runway, fetched_at, expires_at from company_financials where ticker = ?`, [ticker])
    )[0];

  beforeAll(async () => {
    demo = createFinancialsProvider(fx.db.deps.config, fx.db.deps.stocks.provider);
    for (const { ticker } of listedCompanyRefs()) {
      if (!/^[A-Z]{2,5}$/.test(ticker)) continue;
      const f = await demo.get(ticker);
      const r = computeRunway(f);
      if (!r.notBurning && r.runwayEnd && r.runwayEnd > addDaysIso(today, 120) && r.runwayEnd < addDaysIso(today, 900)) {
        [burning, figures, runwayEnd] = [ticker, f, r.runwayEnd];
        break;
      }
    }
    expect(burning, 'a demo company burning cash').toBeDefined();
    await insertTrials(fx.db.ctx().em, [
      // Its readouts: two months before the runway ends (within 6 months) and a month after it (before the readout).
      buildTrial(readoutOf('NCT93100001', burning, addDaysIso(runwayEnd, -61))),
      buildTrial(readoutOf('NCT93100002', burning, addDaysIso(runwayEnd, 30))),
      // A readout behind us (results posted) is not on the runway.
      buildTrial({ ...readoutOf('NCT93100003', burning, addDaysIso(today, -400)), status: 'COMPLETED', resultsFirstPostDate: addDaysIso(today, -20) }),
      // A ticker no source knows, and an unlisted sponsor.
      buildTrial(readoutOf('NCT93100004', 'ZZZQ', addDaysIso(today, 100))),
      buildTrial(readoutOf('NCT93100005', null, addDaysIso(today, 100))),
      // A suspended study: its pending date is no readout.
      buildTrial({ ...readoutOf('NCT93100006', burning, addDaysIso(today, 100)), status: 'SUSPENDED' }),
    ]);
  });

  it('refresh: reads every trial ticker through the provider and stores the demo figures with their runway', async () => {
    const s = await refreshFinancials(fx.db.deps);
    expect(s).toEqual({ tickers: 2, changed: 2, unchanged: 0, failed: 0, runwayChanged: [burning] });
    const row = await storedRow(burning);
    const r = computeRunway(figures);
    expect(row).toMatchObject({ source: 'demo', demo: true, runway_end: r.runwayEnd, not_burning: false });
    expect(row.months_of_runway).toBeCloseTo(r.monthsOfRunway!, 9);
    expect(row.data.cash).toEqual(figures.cash);
    expect(row.data.quarters).toEqual(figures.quarters);
    expect(new Date(row.expires_at).getTime()).toBeGreaterThan(Date.now() + 12 * 3_600_000);
    // Unknown to the source: stored as such (so pages answer at once), no runway.
    expect(await storedRow('ZZZQ')).toMatchObject({ demo: true, runway_end: null, not_burning: false, months_of_runway: null });
    expect((await storedRow('ZZZQ')).data.unavailable).toBe('NOT_FOUND');
  });

  it('a second refresh with the same figures writes nothing', async () => {
    const before = await storedRow(burning);
    const s = await refreshFinancials(fx.db.deps);
    expect(s).toEqual({ tickers: 2, changed: 0, unchanged: 2, failed: 0, runwayChanged: [] });
    const after = await storedRow(burning);
    expect(after.fetched_at).toEqual(before.fetched_at);
    expect(after.data).toEqual(before.data);
  });

  it('Company.runway: cash, burn and runway with their sources; the upcoming readouts on it, labels in the request language', async () => {
    const r = await companyRunway(burning);
    const want = computeRunway(figures);
    expect(r).toMatchObject({
      source: 'DEMO',
      demo: true,
      unavailable: null,
      currency: want.currency,
      burnQuarters: 4,
      notBurning: false,
      runwayEnd,
      cash: {
        value: figures.cash!.value,
        form: figures.cash!.form,
        periodEnd: figures.cash!.periodEnd,
        filed: figures.cash!.filed,
        concept: figures.cash!.concept,
      },
      shortTermInvestments: { periodEnd: figures.cash!.periodEnd },
    });
    expect(r.cash.filed).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(r.cash.form).toMatch(/^10-[QK]$/);
    expect(r.cashTotal).toBeCloseTo(want.cashTotal!, 6);
    expect(r.quarterlyBurn).toBeCloseTo(want.quarterlyBurn!, 6);
    expect(r.monthsOfRunway).toBeCloseTo(want.monthsOfRunway!, 9);
    expect(r.quarters).toHaveLength(4);
    expect(r.quarters[0]).toMatchObject({ end: figures.quarters[0].end, form: figures.quarters[0].form, filed: figures.quarters[0].filed });

    const first = addDaysIso(runwayEnd, -61);
    const second = addDaysIso(runwayEnd, 30);
    expect(r.readouts.map((x: { nctId: string }) => x.nctId)).toEqual(['NCT93100001', 'NCT93100002']);
    expect(r.readouts[0]).toMatchObject({ readoutDate: first, risk: 'WITHIN_6_MONTHS', trialTitle: expect.stringContaining('Study') });
    expect(r.readouts[0].monthsAtReadout).toBeCloseTo(monthsBetweenIso(first, runwayEnd), 9);
    expect(r.readouts[1]).toMatchObject({ readoutDate: second, risk: 'BEFORE_READOUT' });
    expect(r.readouts[1].monthsAtReadout).toBeLessThan(0);
    expect(r.nextReadout).toEqual(r.readouts[0]);

    const trial = await fx.srv.gql(`{ trial(nctId: "NCT93100001") { nextCatalyst { label } } }`);
    expect(r.readouts[0].label).toBe(trial.data!.trial.nextCatalyst.label);
    const en = await companyRunway(burning, { 'accept-language': 'en' });
    const [y, m, d] = first.split('-').map(Number);
    expect(en.readouts[0].label).toBe(
      new Intl.DateTimeFormat('en-US', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(Date.UTC(y, m - 1, d, 12))),
    );
  });

  it('Trial.runway: the company’s runway and this trial’s readout on it; null without a listed ticker', async () => {
    const q = `query ($id: ID!) { trial(nctId: $id) { runway { company { runwayEnd source } atReadout { ${READOUT} } } } }`;
    const a = await fx.srv.gql(q, { id: 'NCT93100002' });
    expect(a.errors).toBeUndefined();
    expect(a.data!.trial.runway).toMatchObject({
      company: { runwayEnd, source: 'DEMO' },
      atReadout: { nctId: 'NCT93100002', readoutDate: addDaysIso(runwayEnd, 30), risk: 'BEFORE_READOUT' },
    });
    const past = await fx.srv.gql(q, { id: 'NCT93100003' });
    expect(past.data!.trial.runway).toMatchObject({ company: { runwayEnd }, atReadout: null });
    const suspended = await fx.srv.gql(q, { id: 'NCT93100006' });
    expect(suspended.data!.trial.runway).toMatchObject({ company: { runwayEnd }, atReadout: null });
    const unlisted = await fx.srv.gql(q, { id: 'NCT93100005' });
    expect(unlisted.errors).toBeUndefined();
    expect(unlisted.data!.trial.runway).toBeNull();
    // A list: one batch of figures for every row.
    const list = await fx.srv.gql(
      `{ a: trial(nctId: "NCT93100001") { runway { atReadout { risk } } } b: trial(nctId: "NCT93100004") { runway { company { unavailable } atReadout { risk monthsAtReadout } } } }`,
    );
    expect(list.data).toEqual({
      a: { runway: { atReadout: { risk: 'WITHIN_6_MONTHS' } } },
      b: { runway: { company: { unavailable: 'NOT_FOUND' }, atReadout: { risk: 'UNKNOWN', monthsAtReadout: null } } },
    });
  });

  it('a ticker no source knows: unavailable NOT_FOUND, every figure null, its readouts UNKNOWN (never a guess)', async () => {
    const r = await companyRunway('ZZZQ');
    expect(r).toMatchObject({
      unavailable: 'NOT_FOUND',
      cash: null,
      shortTermInvestments: null,
      cashTotal: null,
      quarterlyBurn: null,
      burnQuarters: 0,
      quarters: [],
      monthsOfRunway: null,
      runwayEnd: null,
      notBurning: false,
    });
    expect(r.readouts).toEqual([expect.objectContaining({ nctId: 'NCT93100004', risk: 'UNKNOWN', monthsAtReadout: null })]);
  });

  it('a company whose ticker is not stored yet is read on demand, stored, and answered', async () => {
    const other = listedCompanyRefs().find((c) => /^[A-Z]{2,5}$/.test(c.ticker) && c.ticker !== burning)!.ticker;
    expect(await storedRow(other)).toBeUndefined();
    const r = await companyRunway(other);
    expect(r.source).toBe('DEMO');
    expect(r.cash).not.toBeNull();
    const row = await storedRow(other);
    expect(row).toMatchObject({ source: 'demo', demo: true });
    expect(r.runwayEnd).toBe(row.runway_end);
    // Its figures are now refreshed with the trials' tickers.
    expect((await refreshFinancials(fx.db.deps)).tickers).toBe(3);
  });

  it('REST GET /api/companies/{ticker}/runway answers what GraphQL answers', async () => {
    const gql = await companyRunway(burning);
    const rest = await fx.srv.rest('GET', `/companies/${burning.toLowerCase()}/runway`);
    expect(rest.status).toBe(200);
    const source = gql.source.toLowerCase();
    expect(rest.body).toEqual({ success: true, ticker: burning, runway: { ...gql, source } });
    const unknown = await fx.srv.rest('GET', '/companies/ZZZQ/runway');
    expect(unknown.body.runway).toMatchObject({ unavailable: 'NOT_FOUND', cash: null, runwayEnd: null });
    expect((await fx.srv.rest('GET', '/companies/NOSUCHCO/runway')).status).toBe(404);
    expect((await fx.srv.rest('GET', '/companies/bad!ticker/runway')).status).toBe(400);
  });

  it('runwaysForTickers (the analysis port): the stored runways, tickers never read absent', async () => {
    const map = await runwaysForTickers(fx.db.deps.orm.em.fork(), [burning, 'ZZZQ', 'NEVER']);
    expect([...map.keys()].sort()).toEqual([burning, 'ZZZQ'].sort());
    expect(map.get(burning)).toMatchObject({ ...computeRunway(figures), source: 'demo', demo: true, cash: figures.cash });
    expect(map.get('ZZZQ')).toMatchObject({ runwayEnd: null, monthsOfRunway: null, notBurning: false, cash: null });
  });

  it('a provider failure keeps the figures stored; a ticker never read stores the failure and is tried again after an hour', async () => {
    const before = await storedRow(burning);
    const failing: FinancialsProvider = {
      name: 'demo',
      get: async () => {
        throw new Error('connection reset');
      },
    };
    useFinancialsProvider(fx.db.deps, failing);
    try {
      const s = await refreshFinancials(fx.db.deps, { tickers: [burning, 'NEWCO'] });
      expect(s).toEqual({ tickers: 2, changed: 0, unchanged: 0, failed: 2, runwayChanged: [] });
      expect(await storedRow(burning)).toEqual(before);
      const fresh = await storedRow('NEWCO');
      expect(fresh.data.unavailable).toBe('PROVIDER_FAILED');
      expect(new Date(fresh.expires_at).getTime()).toBeLessThanOrEqual(Date.now() + FAILED_TTL_MS);
      expect((await companyRunway(burning)).runwayEnd).toBe(runwayEnd);
    } finally {
      useFinancialsProvider(fx.db.deps, demo);
    }
  });

  it('the job refreshes shortly after the start, one run at a time, and stops by aborting the run under way', async () => {
    let calls = 0;
    let release: () => void = () => {};
    const slow: FinancialsProvider = {
      name: 'demo',
      get: (ticker, opts) => {
        calls += 1;
        return new Promise((resolve, reject) => {
          release = () => void demo.get(ticker).then(resolve);
          opts?.signal?.addEventListener('abort', () => reject(opts.signal!.reason));
        });
      },
    };
    useFinancialsProvider(fx.db.deps, slow);
    try {
      const job = startFinancialsRefresh(fx.db.deps, { firstDelayMs: 0, intervalMs: 20 });
      await new Promise((r) => setTimeout(r, 200));
      // Several intervals passed while the first run waits on its provider: still one run, one chunk of requests.
      expect(calls).toBeGreaterThan(0);
      expect(calls).toBeLessThanOrEqual(8);
      const seen = calls;
      await job.stop();
      release();
      await new Promise((r) => setTimeout(r, 50));
      expect(calls).toBe(seen);
    } finally {
      useFinancialsProvider(fx.db.deps, demo);
    }
  });
});
