import { beforeAll, describe, expect, it } from 'vitest';
import { buildTrial, insertTrials } from '../../../test/factories.js';
import { useTestServer } from '../../../test/server.js';
import type { AnalysisRunway } from '../../domain/analysis-input.js';
import type { ScoreBreakdown } from '../../domain/analysis.js';
import type { CompanyFinancials } from '../../domain/financials.js';
import type { MeasuredReactionRows } from '../../domain/reactions.js';
import type { TrialRecord } from '../../domain/trial-record.js';
import { arithmeticProblems } from '../../providers/analysis/arithmetic.check.js';
import { notifyRunwayChanges } from '../financials/financials.hooks.js';
import { writeFinancials } from '../financials/financials.store.js';
import { analyzeTrials } from './analysis.batch.js';
import { runwayPort } from './analysis.market.js';

/**
 * Issue 31 in the analysis batch: the companies' cash runways and Trialyst's measured reactions
 * reach the score through two ports (injected here like `marketCaps`), are part of the input hash,
 * and show in the breakdown through the API in both languages.
 */
const AS_OF = '2026-11-21';
/** Ongoing phase 3 trials whose next catalyst (primary completion) ends on 30 June 2027. */
const ahead = (ticker: string | null, over: Partial<TrialRecord> = {}) =>
  buildTrial({
    conditions: ['Hemophilia A'],
    phases: ['PHASE3'],
    status: 'RECRUITING',
    leadSponsorClass: 'INDUSTRY',
    primaryCompletionDate: '2027-06-30',
    primaryCompletionDateRaw: '2027-06-30',
    primaryCompletionDateType: 'ESTIMATED',
    ticker,
    investmentVerdict: ticker ? 'OUI' : 'NON',
    ...over,
  });
const cashless = ahead('CASH');
const rich = ahead('RICH');
const mid = ahead('MIDC');
const unlisted = ahead(null);
const all = [cashless, rich, mid, unlisted];
const CAPS: Record<string, number> = { CASH: 0.4e9, RICH: 1.1e9, MIDC: 4e9 };
const caps = async (tickers: string[]) => new Map(tickers.map((t) => [t, CAPS[t] ? { usd: CAPS[t], demo: false } : null]));

const runwayEnding = (runwayEnd: string): AnalysisRunway => ({
  cashTotal: 30e6,
  currency: 'USD',
  quarterlyBurn: 15e6,
  burnQuarters: 4,
  monthsOfRunway: 6,
  runwayEnd,
  notBurning: false,
  source: 'sec',
  demo: false,
  filing: { form: '10-Q', periodEnd: '2026-09-30', filed: '2026-11-05' },
});
const runwayCalls: string[][] = [];
let runways: Record<string, AnalysisRunway> = { CASH: runwayEnding('2027-03-31'), RICH: runwayEnding('2029-01-31') };
const runwaysPort = async (tickers: string[]) => {
  runwayCalls.push(tickers);
  return new Map(tickers.flatMap((t) => (runways[t] ? [[t, runways[t]] as const] : [])));
};
const side = (median: number, n: number) => ({ median, n });
let reactionCalls = 0;
let measured: MeasuredReactionRows = {
  benchmark: 'XBI',
  demo: true,
  asOf: '2026-11-20',
  rows: {
    SMALL: { upside: side(6.02, 34), downside: side(-18.47, 31) },
    MID: { upside: side(3.1, 12), downside: side(-9.2, 40) },
    LARGE: { upside: side(0.5, 0), downside: side(-1, 0) },
  },
};
const reactionsPort = async () => {
  reactionCalls += 1;
  return measured;
};
const run = (over: Partial<Parameters<typeof analyzeTrials>[1]> = {}) =>
  analyzeTrials(fx.db.deps, { mode: 'all', asOf: AS_OF, marketCaps: caps, runways: runwaysPort, reactions: reactionsPort, ...over });

const fx = useTestServer();
const latest = async (nctId: string): Promise<ScoreBreakdown> => {
  const [r] = await fx.db.deps.orm.em
    .fork()
    .getConnection()
    .execute(`select breakdown from analyses where trial_nct_id = ? order by analyzed_at desc limit 1`, [nctId]);
  return r.breakdown;
};

describe('analysis batch: cash runway and measured reactions (issue 31)', () => {
  beforeAll(async () => {
    await insertTrials(fx.db.ctx().em, all);
  });

  it('reads the measured rows once per run and the runways of the batch’s listed tickers', async () => {
    const p = await run({ batchSize: 1 });
    expect(p).toMatchObject({ total: all.length, analyzed: all.length, failed: 0 });
    expect(reactionCalls).toBe(1);
    expect(runwayCalls.flat().sort()).toEqual(['CASH', 'MIDC', 'RICH']);
  });

  it('a runway ending before the readout gives R = 1 and the risk line; a measured small-cap row replaces the published one', async () => {
    const b = await latest(cashless.nctId);
    expect(b.dilution).toMatchObject({ applies: true, risk: 'BEFORE_READOUT', readoutDate: '2027-06-30', runwayEnd: '2027-03-31', monthsAtReadout: -3 });
    expect(b.market).toMatchObject({ bucket: 'SMALL', upside: 6, downside: -18.5 });
    expect(b.market.measured).toEqual({ successes: 34, failures: 31, benchmark: 'XBI', demo: true, asOf: '2026-11-20' });
    expect(arithmeticProblems(b)).toEqual([]);
    const safe = await latest(rich.nctId);
    expect(safe.dilution).toMatchObject({ applies: false, risk: 'NONE' });
    // MID: 12 successes only, the published row stays.
    const m = await latest(mid.nctId);
    expect(m.market).toMatchObject({ bucket: 'MID', upside: 0.8, downside: -2, measured: null });
    expect(m.dilution).toMatchObject({ applies: false, risk: 'UNKNOWN', financialsSource: null });
    expect((await latest(unlisted.nctId)).dilution.applies).toBe(false);
  });

  it('shows the dilution term and the row’s source through GraphQL, in French and in English', async () => {
    const q = `query($id: ID!) { trialAnalysis(nctId: $id) { details { risks } breakdown {
      terms { key shown label }
      market { source measured { successes failures benchmark demo asOf } }
      dilution { applies risk move moveSource readoutDate monthsAtReadout runwayEnd monthsOfRunway notBurning filing { form periodEnd filed } financialsSource demo statement } } } }`;
    const fr = await fx.srv.gql(q, { id: cashless.nctId });
    expect(fr.errors).toBeUndefined();
    const b = fr.data!.trialAnalysis.breakdown;
    expect(b.terms.map((t: any) => [t.key, t.shown])).toEqual([
      ['probability', expect.stringMatching(/^\d+\.\d%$/)],
      ['upside', '+6.0%'],
      ['downside', '−18.5%'],
      ['exposure', '×1.00'],
      ['dilutionRisk', '1'],
      ['dilutionMove', '−2.0%'],
      ['dilution', '−2.0%'],
      ['ahead', '1'],
      ['expectedMove', expect.stringMatching(/^[+−]?\d+\.\d\d%$/)],
    ]);
    expect(b.dilution).toMatchObject({
      applies: true,
      risk: 'BEFORE_READOUT',
      move: -2,
      financialsSource: 'SEC',
      demo: false,
      filing: { form: '10-Q', periodEnd: '2026-09-30', filed: '2026-11-05' },
      statement:
        'Trésorerie estimée épuisée avant la lecture (fin estimée le 31 mars 2027, 3 mois avant la lecture attendue au plus tard le 30 juin 2027 ; 10-Q du 30 septembre 2026, déposé le 5 novembre 2026)',
    });
    expect(b.dilution.moveSource).toMatch(/^Eckbo BE, Masulis RW, Norli Ø\. Security Offerings.* — vérifié/);
    expect(b.market.source).toBe(
      'Trialyst, mesuré : n = 34 succès / 31 échecs, mouvement anormal médian sur 1 jour vs XBI, au 2026-11-20, marché de démonstration',
    );
    expect(fr.data!.trialAnalysis.details.risks.join('\n')).toContain('Trésorerie estimée épuisée avant la lecture (fin estimée le 31 mars 2027');
    const en = await fetch(`${fx.srv.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': 'en' },
      body: JSON.stringify({ query: q, variables: { id: cashless.nctId } }),
    }).then((x) => x.json() as Promise<any>);
    expect(en.data.trialAnalysis.breakdown.dilution.statement).toMatch(/^Cash runway ends before the readout \(estimated end March 31, 2027/);
    expect(en.data.trialAnalysis.breakdown.market.source).toBe(
      'Trialyst, measured: n = 34 successes / 31 failures, median abnormal 1-day move vs XBI, as of 2026-11-20, demo market',
    );
    expect(en.data.trialAnalysis.breakdown.terms.find((t: any) => t.key === 'dilutionRisk').label).toBe(
      'R — dilution risk (1): cash runway ends before the readout',
    );
    expect(en.data.trialAnalysis.details.risks.join('\n')).toContain('Cash runway ends before the readout');
  });

  it('both inputs are in the hash: a re-run rewrites only the trials whose runway or row changed', async () => {
    expect(await run()).toMatchObject({ analyzed: 0, skipped: all.length });
    // RICH's runway moves: its trial only.
    runways = { ...runways, RICH: runwayEnding('2027-08-31') };
    expect(await run()).toMatchObject({ analyzed: 1, skipped: all.length - 1 });
    expect((await latest(rich.nctId)).dilution).toMatchObject({ applies: true, risk: 'WITHIN_6_MONTHS' });
    // MID below the threshold, whatever its counts: nothing changes.
    measured = { ...measured, rows: { ...measured.rows, MID: { upside: side(2.9, 20), downside: side(-9, 45) } } };
    expect(await run()).toMatchObject({ analyzed: 0 });
    // One more small-cap success measured: the two small caps (CASH, RICH) only.
    measured = { ...measured, rows: { ...measured.rows, SMALL: { upside: side(6.02, 35), downside: side(-18.47, 31) } } };
    expect(await run()).toMatchObject({ analyzed: 2, skipped: all.length - 2 });
  });

  it('the default ports read the stored financials; a runway change re-analyses the company’s trials', async () => {
    const f: CompanyFinancials = {
      ticker: 'MIDC',
      source: 'sec',
      demo: false,
      cik: null,
      entityName: 'Mid Co',
      cash: {
        value: 30e6,
        currency: 'USD',
        form: '10-K',
        periodEnd: '2026-06-30',
        filed: '2026-08-14',
        concept: 'us-gaap:CashAndCashEquivalentsAtCarryingValue',
      },
      shortTermInvestments: null,
      quarters: Array.from({ length: 4 }, () => ({
        start: '2026-01-01',
        end: '2026-03-31',
        value: -15e6,
        currency: 'USD',
        form: '10-Q',
        filed: null,
        derived: false,
      })),
      sharesOutstanding: null,
      fetchedAt: new Date().toISOString(),
      unavailable: null,
    };
    await writeFinancials(fx.db.deps.orm.em.fork(), [{ financials: f, expiresAt: new Date(Date.now() + 3_600_000) }]);
    const read = await runwayPort(fx.db.deps)(['midc', 'NONE']);
    expect([...read.keys()]).toEqual(['MIDC']);
    expect(read.get('MIDC')).toMatchObject({
      source: 'sec',
      demo: false,
      monthsOfRunway: 6,
      notBurning: false,
      filing: { form: '10-K', periodEnd: '2026-06-30', filed: '2026-08-14' },
    });
    // The financials refresh tells its listeners; the analysis re-analyses MIDC's trials with the stored runway.
    await notifyRunwayChanges(fx.db.deps, ['MIDC']);
    const b = await latest(mid.nctId);
    expect(b.dilution).toMatchObject({ applies: true, risk: 'BEFORE_READOUT', financialsSource: 'sec', filing: { form: '10-K' } });
  });
});
