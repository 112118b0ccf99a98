import { beforeAll, describe, expect, it } from 'vitest';
import { CTGOV_FIXTURES, READOUT_FIXTURES } from '../../../test/fixtures/ctgov/index.js';
import { parseIcs, unescapeIcsText } from '../../../test/ics.js';
import { RECOMMENDATION_WORDS, VERDICT_WORDS } from '../calendar/calendar.ics.labels.js';
import { useTestServer } from '../../../test/server.js';
import { readPostedResults, type ReadoutOutcome } from '../../domain/readout.js';
import { isStatusSignal, trialSignal, type StatusSignal } from '../../domain/signal.js';
import type { TrialResults } from '../../domain/trial-record.js';
import { importFromPath } from '../imports/imports.service.js';
import { seedTrials } from '../seed/seed.service.js';
import { analyzeTrials } from './analysis.batch.js';

/**
 * One judgement everywhere (issue 29): on the seeded demo trials (failed, met and unposted primary
 * end points) and the real ClinicalTrials.gov fixture records, every transport shows the same signal,
 * recommendation and listing verdict for a trial — GraphQL `trial` (summary card; AI and stock tabs
 * read `analysis.summary`, `recommendation` and `investmentVerdict`), the table rows (which the web's
 * CSV export writes out), the calendar's months, the company pages' pipelines, REST `/api/trials/:id`,
 * the REST table and the `.ics` feed — and no trial whose posted primary end point failed reads as
 * positive anywhere. A few trials are left unanalysed: their signal is computed by the same rule.
 */

type Signal = Pick<StatusSignal, 'kind' | 'reason'> & Partial<StatusSignal>;
interface Seen {
  where: string;
  signal?: Signal;
  recommendation?: string | null;
  verdict?: string;
}

const caps = async (tickers: string[]) => new Map(tickers.map((t) => [t, null]));
/** The enum value a feed's word stands for (the word itself when it is already the enum value). */
function fromWords<K extends string>(words: Record<K, string>, shown: string | undefined): K | string | undefined {
  if (shown === undefined) return undefined;
  const text = shown.trim();
  return (Object.keys(words) as K[]).find((k) => words[k] === text) ?? text;
}
const TODAY = new Date().toISOString().slice(0, 10);
/** Trials left unanalysed (their signal is computed now): real records with a failed and an unreadable readout, and two demo trials. */
const UNANALYSED = ['NCT04524598', 'NCT02856893', 'NCT91000003', 'NCT91000010'];

describe('the same signal, recommendation and verdict on every screen and transport', () => {
  const fx = useTestServer();
  const sql = <T extends object[]>(q: string, p: unknown[] = []) => fx.db.deps.orm.em.fork().getConnection().execute<T>(q, p);
  const seen = new Map<string, Seen[]>();
  const note = (nctId: string, s: Seen) => seen.set(nctId, [...(seen.get(nctId) ?? []), s]);
  let trials: {
    nctId: string;
    status: string;
    ticker: string | null;
    investmentVerdict: string;
    recommendation: string | null;
    results: TrialResults | null;
    stored: unknown;
  }[] = [];
  const readout = new Map<string, ReadoutOutcome | null>();
  const expected = new Map<string, StatusSignal>();

  beforeAll(async () => {
    await seedTrials(fx.db.deps.orm, { count: 120, seed: 'agreement', today: TODAY });
    await importFromPath(fx.db.deps.orm.em.fork(), CTGOV_FIXTURES);
    const ids = (await sql<{ nctId: string }[]>(`select nct_id as "nctId" from trials order by nct_id`)).map((r) => r.nctId);
    await analyzeTrials(fx.db.deps, { mode: 'ids', nctIds: ids.filter((id) => !UNANALYSED.includes(id)), marketCaps: caps });
    trials = await sql(
      `select t.nct_id as "nctId", t.status, t.ticker, t.investment_verdict as "investmentVerdict", t.recommendation, t.results,
              (select a.breakdown->'signal' from analyses a where a.trial_nct_id = t.nct_id order by a.analyzed_at desc limit 1) as stored
         from trials t order by t.nct_id`,
    );
    for (const t of trials) {
      const outcome = readPostedResults(t.results)?.outcome ?? null;
      readout.set(t.nctId, outcome);
      expected.set(t.nctId, isStatusSignal(t.stored) ? t.stored : trialSignal(t.status, outcome));
    }
  }, 120_000);

  it('covers at least 50 trials: demo and real, with failed, met and unposted primary end points, analysed or not', () => {
    expect(trials.length).toBeGreaterThanOrEqual(50);
    const outcomes = [...readout.values()];
    expect(outcomes.filter((o) => o === 'NOT_MET').length).toBeGreaterThanOrEqual(3);
    expect(outcomes.filter((o) => o === 'MET').length).toBeGreaterThanOrEqual(3);
    expect(outcomes.filter((o) => o === null).length).toBeGreaterThanOrEqual(10);
    for (const [nctId, label] of Object.entries(READOUT_FIXTURES)) expect({ nctId, outcome: readout.get(nctId) }).toEqual({ nctId, outcome: label });
    expect(trials.filter((t) => t.nctId.startsWith('NCT91')).length).toBeGreaterThanOrEqual(100);
    // The engine stored a signal for every analysed trial, and it is the rule's answer for the trial as it is.
    for (const t of trials) {
      if (UNANALYSED.includes(t.nctId)) expect(t.stored).toBeNull();
      else expect({ nctId: t.nctId, stored: t.stored }).toEqual({ nctId: t.nctId, stored: trialSignal(t.status, readout.get(t.nctId)) });
    }
  });

  it('GraphQL trial: the summary signal, the analysis summary (AI tab), recommendation and verdict (stock tab)', async () => {
    for (let i = 0; i < trials.length; i += 5) {
      const chunk = trials.slice(i, i + 5);
      const q = chunk
        .map(
          (t, j) =>
            `t${j}: trial(nctId: "${t.nctId}") { nctId statusSignal { kind label color reason } recommendation investmentVerdict analysis { summary { recommendation investmentVerdict } } }`,
        )
        .join(' ');
      const res = await fx.srv.gql(`{ ${q} }`);
      expect(res.errors).toBeUndefined();
      chunk.forEach((t, j) => {
        const r = res.data![`t${j}`];
        note(t.nctId, { where: 'graphql trial', signal: r.statusSignal, recommendation: r.recommendation, verdict: r.investmentVerdict });
        if (r.analysis)
          note(t.nctId, { where: 'graphql analysis', recommendation: r.analysis.summary.recommendation, verdict: r.analysis.summary.investmentVerdict });
        else expect(UNANALYSED).toContain(t.nctId);
      });
    }
  });

  it('the table rows (GraphQL, which the CSV export writes out, and REST)', async () => {
    const gql = await fx.srv.gql(
      `{ trialsTable(limit: 1000, sortBy: nctId, sortOrder: ASC) { rows { nctId statusSignal { kind label color reason } recommendation investmentVerdict } } }`,
    );
    expect(gql.errors).toBeUndefined();
    for (const r of gql.data!.trialsTable.rows)
      note(r.nctId, { where: 'table', signal: r.statusSignal, recommendation: r.recommendation, verdict: r.investmentVerdict });
    const rest = await fx.srv.rest('GET', '/trials-table?limit=1000&sortBy=nctId&sortOrder=asc');
    expect(rest.status).toBe(200);
    for (const r of rest.body.data)
      note(r.nctId, { where: 'REST table', signal: r.statusSignal, recommendation: r.recommendation, verdict: r.investissement_bourse });
    expect(rest.body.data.length).toBe(trials.length);
  });

  it('the calendar months (catalyst list) and the .ics feed', async () => {
    const counts = await fx.srv.gql(`{ calendarMonths(count: 60) { month count } }`);
    expect(counts.errors).toBeUndefined();
    let listed = 0;
    for (const { month, count } of counts.data!.calendarMonths as { month: string; count: number }[]) {
      if (!count) continue;
      const m = await fx.srv.gql(
        `query($m: String!) { calendarMonth(month: $m) { trials { nctId statusSignal { kind label color reason } recommendation investmentVerdict } } }`,
        {
          m: month,
        },
      );
      expect(m.errors).toBeUndefined();
      for (const r of m.data!.calendarMonth.trials) {
        listed += 1;
        note(r.nctId, { where: `calendar ${month}`, signal: r.statusSignal, recommendation: r.recommendation, verdict: r.investmentVerdict });
      }
    }
    expect(listed).toBeGreaterThanOrEqual(20);

    const ics = await fetch(`${fx.srv.url}/api/calendar.ics?investissement_bourse=ALL&phase=ALL&lang=fr`);
    expect(ics.status).toBe(200);
    const { events } = parseIcs(await ics.text());
    expect(events.length).toBeGreaterThanOrEqual(20);
    for (const e of events) {
      const nctId = e.UID.replace(/-catalyst@trialyst$/, '').toUpperCase();
      const description = unescapeIcsText(e.DESCRIPTION);
      // The feed writes the words of the screens ("Recommandation : Ne pas investir"): read back to the enum.
      const recommendation = fromWords(RECOMMENDATION_WORDS.fr, /Recommandation ?: ([^\n]+)/.exec(description)?.[1]) ?? null;
      const verdict = fromWords(VERDICT_WORDS.fr, /Société cotée ?: ([^\n]+)/.exec(description)?.[1]);
      note(nctId, { where: '.ics', signal: { kind: e['X-TRIALYST-SIGNAL'], reason: e['X-TRIALYST-SIGNAL-REASON'] } as Signal, recommendation, verdict });
    }
  });

  it('the company pages (pipelines)', async () => {
    const tickers = [...new Set(trials.map((t) => t.ticker).filter((t): t is string => t !== null))];
    let rows = 0;
    for (const ticker of tickers) {
      const res = await fx.srv.gql(
        `query($t: String!) { company(ticker: $t) { pipeline(first: 200) { nctId statusSignal { kind label color reason } recommendation } } }`,
        {
          t: ticker,
        },
      );
      if (res.errors?.[0]?.extensions?.code === 'NOT_FOUND') continue;
      expect(res.errors).toBeUndefined();
      for (const r of res.data!.company.pipeline) {
        rows += 1;
        note(r.nctId, { where: `company ${ticker}`, signal: r.statusSignal, recommendation: r.recommendation });
      }
    }
    expect(rows).toBeGreaterThanOrEqual(20);
  });

  it('REST /api/trials/:id', async () => {
    for (const t of trials) {
      const r = await fx.srv.rest('GET', `/trials/${t.nctId}`);
      expect(r.status).toBe(200);
      note(t.nctId, {
        where: 'REST trial',
        signal: r.body.trial.statusSignal,
        recommendation: r.body.trial.recommendation,
        verdict: r.body.trial.investissement_bourse,
      });
    }
  });

  it('agree for every trial, and a failed primary end point never reads as positive', () => {
    let compared = 0;
    for (const t of trials) {
      const want = expected.get(t.nctId)!;
      const views = seen.get(t.nctId) ?? [];
      expect(views.length, t.nctId).toBeGreaterThanOrEqual(4);
      for (const v of views) {
        const at = `${t.nctId} on ${v.where}`;
        if (v.signal) {
          const full = v.signal.label !== undefined;
          expect({ at, signal: v.signal }).toEqual({ at, signal: full ? want : { kind: want.kind, reason: want.reason } });
        }
        if (v.recommendation !== undefined) expect({ at, recommendation: v.recommendation }).toEqual({ at, recommendation: t.recommendation });
        if (v.verdict !== undefined) expect({ at, verdict: v.verdict }).toEqual({ at, verdict: t.investmentVerdict });
        compared += 1;
      }
      if (readout.get(t.nctId) === 'NOT_MET') {
        expect(want).toMatchObject({ kind: 'BEARISH', label: 'Négatif', reason: 'PRIMARY_NOT_MET' });
        for (const v of views) {
          expect({ at: `${t.nctId} on ${v.where}`, kind: v.signal?.kind }).not.toEqual({ at: `${t.nctId} on ${v.where}`, kind: 'BULLISH' });
          expect(v.recommendation ?? null).not.toBe('INVESTIR');
        }
      }
    }
    expect(compared).toBeGreaterThan(trials.length * 5);
  });
});
