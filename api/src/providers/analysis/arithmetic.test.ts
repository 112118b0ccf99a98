import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CTGOV_FIXTURES } from '../../../test/fixtures/ctgov/index.js';
import { toAnalysisInput, type AnalysisInput, type AnalysisRunway } from '../../domain/analysis-input.js';
import type { MeasuredReactionRows } from '../../domain/reactions.js';
import type { TrialRecord } from '../../domain/trial-record.js';
import { mapStudy } from '../ctgov/ctgov.mapper.js';
import { arithmeticProblems, shownDigits } from './arithmetic.check.js';
import { catalystOf } from './catalyst.js';
import { addMonths } from './format.js';
import { analyzeWithRules } from './rules.js';

/**
 * The displayed breakdown reproduces the score, for every real record: the repository's
 * ClinicalTrials.gov fixtures, and the 232 records of shared/ctgov-records when present
 * (CTGOV_RECORDS_DIR points elsewhere). Each record is analysed as stored and as known before its
 * readout, on its own dates and with its readout still ahead, under every market case (unlisted,
 * each cap bucket, a broad and a narrow pipeline, a cash runway ending before the readout, within
 * 6 months after it, long after it or a company not burning cash, measured reaction rows).
 */
const SHARED = process.env.CTGOV_RECORDS_DIR ?? fileURLToPath(new URL('../../../../../shared/ctgov-records', import.meta.url));

/** Every study of a folder tree: single-study files (NCT….json) and the studies of list pages ({ studies: [...] }). */
function studiesIn(dir: string): unknown[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e): unknown[] => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return studiesIn(p);
    if (!e.name.endsWith('.json')) return [];
    const json: unknown = JSON.parse(fs.readFileSync(p, 'utf8'));
    if (/^NCT\d{8}\.json$/.test(e.name)) return [json];
    return json && typeof json === 'object' && 'studies' in json && Array.isArray(json.studies) ? json.studies : [];
  });
}

/** The records of these studies, once per NCT id, as the importer maps them (an unlisted sponsor). */
const records = (studies: unknown[]): TrialRecord[] => {
  const seen = new Map<string, TrialRecord>();
  for (const s of studies) {
    const r = mapStudy(s);
    if (!seen.has(r.nctId)) seen.set(r.nctId, { ...r, companyId: null, ticker: null, investmentVerdict: 'NON', sponsorMatch: null, collaboratorTickers: [] });
  }
  return [...seen.values()];
};

type RunwayCase = 'before' | 'within' | 'long' | 'notBurning';
type Market = Pick<TrialRecord, 'investmentVerdict' | 'ticker'> & {
  marketCap: number | null;
  companyActiveTrials: number | null;
  runway?: RunwayCase;
  reactions?: MeasuredReactionRows;
};
/** Measured rows: SMALL and LARGE past the threshold (odd medians, to exercise the rounding), MID below it. */
const MEASURED: MeasuredReactionRows = {
  benchmark: 'XBI',
  demo: true,
  asOf: '2026-11-20',
  rows: {
    SMALL: { upside: { median: 9.35, n: 41 }, downside: { median: -27.45, n: 33 } },
    MID: { upside: { median: 4.2, n: 29 }, downside: { median: -12, n: 80 } },
    LARGE: { upside: { median: 0.65, n: 30 }, downside: { median: -3.05, n: 30 } },
  },
};
const MARKETS: Market[] = [
  { investmentVerdict: 'NON', ticker: null, marketCap: null, companyActiveTrials: null },
  { investmentVerdict: 'OUI', ticker: 'SMAL', marketCap: 0.8e9, companyActiveTrials: 0 },
  { investmentVerdict: 'OUI', ticker: 'SMAL', marketCap: 1.5e9, companyActiveTrials: 2, runway: 'within', reactions: MEASURED },
  { investmentVerdict: 'OUI', ticker: 'MIDC', marketCap: 5e9, companyActiveTrials: 6, runway: 'long', reactions: MEASURED },
  { investmentVerdict: 'OUI', ticker: 'LARG', marketCap: 80e9, companyActiveTrials: 150 },
  { investmentVerdict: 'OUI', ticker: 'UNKN', marketCap: null, companyActiveTrials: null, runway: 'before' },
  { investmentVerdict: 'POSSIBLE', ticker: 'PRNT', marketCap: 3e9, companyActiveTrials: 40, runway: 'notBurning' },
  { investmentVerdict: 'OUI', ticker: 'SMAL', marketCap: 0.8e9, companyActiveTrials: 0, runway: 'before', reactions: MEASURED },
  { investmentVerdict: 'OUI', ticker: 'LARG', marketCap: 80e9, companyActiveTrials: 3, runway: 'before', reactions: MEASURED },
];
/** A small cap on its measured row whose cash ends 2 months before the readout. */
const DILUTED = MARKETS[7];

/** A company's runway placed against the input's readout (its next catalyst window's last day). */
function runwayFor(kind: RunwayCase, input: AnalysisInput): AnalysisRunway {
  const readout = catalystOf(input)?.windowEnd ?? '2030-06-30';
  const base = { cashTotal: 60e6, currency: 'USD', burnQuarters: 4, source: 'sec' as const, demo: false };
  const filing = { form: '10-Q', periodEnd: '2026-09-30', filed: '2026-11-05' };
  if (kind === 'notBurning') return { ...base, quarterlyBurn: -2e6, monthsOfRunway: null, runwayEnd: null, notBurning: true, filing };
  const end = addMonths(readout, kind === 'before' ? -2 : kind === 'within' ? 3 : 24);
  return { ...base, quarterlyBurn: 18e6, monthsOfRunway: 10, runwayEnd: end, notBurning: false, filing };
}

/** The record as stored (today), as known before its readout, and with its readout still ahead (seen from its start). */
function inputsOf(r: TrialRecord, m: Market): AnalysisInput[] {
  const base = toAnalysisInput(
    { ...r, investmentVerdict: m.investmentVerdict, ticker: m.ticker },
    { sponsorRecord: null, marketCap: m.marketCap, asOf: '2026-11-27', companyActiveTrials: m.companyActiveTrials },
  );
  const before: AnalysisInput = {
    ...base,
    status: 'UNKNOWN',
    whyStopped: null,
    results: null,
    resultsFirstPostDate: null,
    lastUpdatePostDate: null,
    completionDate: null,
    completionDateRaw: null,
    completionDateType: null,
    asOf: base.startDate ?? '2000-01-01',
  };
  const inputs: AnalysisInput[] = [base, before, { ...before, status: 'RECRUITING', primaryCompletionDateType: 'ESTIMATED' }];
  return inputs.map((i) => ({ ...i, ...(m.runway ? { runway: runwayFor(m.runway, i) } : {}), ...(m.reactions ? { reactions: m.reactions } : {}) }));
}

function check(list: TrialRecord[]) {
  let analyses = 0;
  let nonZero = 0;
  let diluted = 0;
  let measured = 0;
  const failures: string[] = [];
  for (const r of list) {
    for (const m of MARKETS) {
      for (const input of inputsOf(r, m)) {
        const out = analyzeWithRules(input);
        analyses += 1;
        if (out.breakdown.expectedMove !== 0) nonZero += 1;
        if (out.breakdown.dilution.applies) diluted += 1;
        if (out.breakdown.market.measured) measured += 1;
        for (const p of arithmeticProblems(out.breakdown)) failures.push(`${r.nctId} (${m.investmentVerdict} ${m.marketCap}): ${p}`);
        if (out.score !== out.breakdown.score) failures.push(`${r.nctId}: summary score ${out.score} ≠ breakdown ${out.breakdown.score}`);
        for (const lang of ['fr', 'en'] as const) {
          const formula = `score = 5 + 5 × E ÷ ${lang === 'fr' ? '0,8' : '0.8'} = ${lang === 'fr' ? out.score.toFixed(1).replace('.', ',') : out.score.toFixed(1)}/10`;
          if (!out.details[lang].analyse.includes(formula)) failures.push(`${r.nctId}: ${lang} text lacks "${formula}"`);
        }
      }
    }
  }
  return { analyses, nonZero, diluted, measured, failures };
}

describe('the displayed terms reproduce the score (real records)', () => {
  it('reads displayed numbers as a reader would', () => {
    expect(shownDigits('65.6%')).toEqual({ units: 656, digits: 1 });
    expect(shownDigits('−2.0%')).toEqual({ units: -20, digits: 1 });
    expect(shownDigits('+0.8%')).toEqual({ units: 8, digits: 1 });
    expect(shownDigits('×0.05')).toEqual({ units: 5, digits: 2 });
    expect(shownDigits('1')).toEqual({ units: 1, digits: 0 });
    expect(shownDigits('+5.90%')).toEqual({ units: 590, digits: 2 });
    // A wrong display is caught.
    const out = analyzeWithRules(inputsOf(records(studiesIn(CTGOV_FIXTURES))[0], MARKETS[1])[2]);
    expect(Math.abs(out.breakdown.expectedMove)).toBeGreaterThanOrEqual(0.02); // halving x shows in E
    const tampered = { ...out.breakdown, terms: out.breakdown.terms.map((t) => (t.key === 'exposure' ? { ...t, shown: '×0.50', value: 0.5 } : t)) };
    expect(arithmeticProblems(tampered).length).toBeGreaterThan(0);
    expect(arithmeticProblems({ ...out.breakdown, score: out.breakdown.score + 0.1 })).toHaveLength(1);
    // A dilution term shown but left out of E (or R × F not equal to R times F) is caught.
    const withR = { ...out.breakdown, terms: out.breakdown.terms.map((t) => (t.key === 'dilutionRisk' ? { ...t, shown: '1', value: 1 } : t)) };
    expect(arithmeticProblems(withR).length).toBeGreaterThan(0);
    // A record with a readout date ahead, its company's cash ending 2 months before it.
    const diluted = records(studiesIn(CTGOV_FIXTURES))
      .map((r) => analyzeWithRules(inputsOf(r, DILUTED)[2]))
      .find((o) => o.breakdown.dilution.applies)!;
    expect(diluted.breakdown.dilution).toMatchObject({ risk: 'BEFORE_READOUT', monthsAtReadout: -2 });
    expect(diluted.breakdown.terms.filter((t) => t.key.startsWith('dilution')).map((t) => [t.key, t.shown])).toEqual([
      ['dilutionRisk', '1'],
      ['dilutionMove', '−2.0%'],
      ['dilution', '−2.0%'],
    ]);
    expect(arithmeticProblems(diluted.breakdown)).toEqual([]);
    const noTerm = { ...diluted.breakdown, terms: diluted.breakdown.terms.map((t) => (t.key === 'dilution' ? { ...t, shown: '0.0%', value: 0 } : t)) };
    expect(arithmeticProblems(noTerm)).toEqual([expect.stringContaining('R × F')]);
  });

  it('every repository fixture (api/test/fixtures/ctgov), under every market case', () => {
    const list = records(studiesIn(CTGOV_FIXTURES));
    expect(list.length).toBeGreaterThanOrEqual(16);
    const { analyses, nonZero, diluted, measured, failures } = check(list);
    expect(failures).toEqual([]);
    expect(analyses).toBe(list.length * MARKETS.length * 3);
    expect(nonZero).toBeGreaterThan(0);
    expect(diluted).toBeGreaterThan(0);
    expect(measured).toBeGreaterThan(0);
    console.info(
      `arithmetic: ${list.length} fixture records, ${analyses} analyses (${nonZero} with a non-zero expected move, ${diluted} with a dilution risk, ${measured} on a measured row), 0 mismatches`,
    );
  });

  // Some 250 records × 9 market cases × 3 inputs, texts in two languages: longer than the default timeout on a busy machine.
  it('every record of shared/ctgov-records, when the folder is there', { timeout: 120_000 }, () => {
    const list = records(studiesIn(SHARED));
    const { analyses, nonZero, diluted, measured, failures } = check(list);
    expect(failures).toEqual([]);
    expect(analyses).toBe(list.length * MARKETS.length * 3);
    console.info(
      `arithmetic: ${list.length} shared records (${SHARED}), ${analyses} analyses (${nonZero} with a non-zero expected move, ${diluted} with a dilution risk, ${measured} on a measured row), 0 mismatches`,
    );
  });
});
