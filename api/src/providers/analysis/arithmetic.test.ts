import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CTGOV_FIXTURES } from '../../../test/fixtures/ctgov/index.js';
import { toAnalysisInput, type AnalysisInput } from '../../domain/analysis-input.js';
import type { TrialRecord } from '../../domain/trial-record.js';
import { mapStudy } from '../ctgov/ctgov.mapper.js';
import { arithmeticProblems, shownDigits } from './arithmetic.check.js';
import { analyzeWithRules } from './rules.js';

/**
 * The displayed breakdown reproduces the score, for every real record: the repository's
 * ClinicalTrials.gov fixtures, and the 232 records of shared/ctgov-records when present
 * (CTGOV_RECORDS_DIR points elsewhere). Each record is analysed as stored and as known before its
 * readout, on its own dates and with its readout still ahead, under every market case (unlisted,
 * each cap bucket, a broad and a narrow pipeline).
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

type Market = Pick<TrialRecord, 'investmentVerdict' | 'ticker'> & { marketCap: number | null; companyActiveTrials: number | null };
const MARKETS: Market[] = [
  { investmentVerdict: 'NON', ticker: null, marketCap: null, companyActiveTrials: null },
  { investmentVerdict: 'OUI', ticker: 'SMAL', marketCap: 0.8e9, companyActiveTrials: 0 },
  { investmentVerdict: 'OUI', ticker: 'SMAL', marketCap: 1.5e9, companyActiveTrials: 2 },
  { investmentVerdict: 'OUI', ticker: 'MIDC', marketCap: 5e9, companyActiveTrials: 6 },
  { investmentVerdict: 'OUI', ticker: 'LARG', marketCap: 80e9, companyActiveTrials: 150 },
  { investmentVerdict: 'OUI', ticker: 'UNKN', marketCap: null, companyActiveTrials: null },
  { investmentVerdict: 'POSSIBLE', ticker: 'PRNT', marketCap: 3e9, companyActiveTrials: 40 },
];

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
  return [base, before, { ...before, status: 'RECRUITING', primaryCompletionDateType: 'ESTIMATED' }];
}

function check(list: TrialRecord[]) {
  let analyses = 0;
  let nonZero = 0;
  const failures: string[] = [];
  for (const r of list) {
    for (const m of MARKETS) {
      for (const input of inputsOf(r, m)) {
        const out = analyzeWithRules(input);
        analyses += 1;
        if (out.breakdown.expectedMove !== 0) nonZero += 1;
        for (const p of arithmeticProblems(out.breakdown)) failures.push(`${r.nctId} (${m.investmentVerdict} ${m.marketCap}): ${p}`);
        if (out.score !== out.breakdown.score) failures.push(`${r.nctId}: summary score ${out.score} ≠ breakdown ${out.breakdown.score}`);
        for (const lang of ['fr', 'en'] as const) {
          const formula = `score = 5 + 5 × E ÷ ${lang === 'fr' ? '0,8' : '0.8'} = ${lang === 'fr' ? out.score.toFixed(1).replace('.', ',') : out.score.toFixed(1)}/10`;
          if (!out.details[lang].analyse.includes(formula)) failures.push(`${r.nctId}: ${lang} text lacks "${formula}"`);
        }
      }
    }
  }
  return { analyses, nonZero, failures };
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
  });

  it('every repository fixture (api/test/fixtures/ctgov), under every market case', () => {
    const list = records(studiesIn(CTGOV_FIXTURES));
    expect(list.length).toBeGreaterThanOrEqual(16);
    const { analyses, nonZero, failures } = check(list);
    expect(failures).toEqual([]);
    expect(analyses).toBe(list.length * MARKETS.length * 3);
    expect(nonZero).toBeGreaterThan(0);
    console.info(`arithmetic: ${list.length} fixture records, ${analyses} analyses (${nonZero} with a non-zero expected move), 0 mismatches`);
  });

  it('every record of shared/ctgov-records, when the folder is there', () => {
    const list = records(studiesIn(SHARED));
    const { analyses, nonZero, failures } = check(list);
    expect(failures).toEqual([]);
    expect(analyses).toBe(list.length * MARKETS.length * 3);
    console.info(`arithmetic: ${list.length} shared records (${SHARED}), ${analyses} analyses (${nonZero} with a non-zero expected move), 0 mismatches`);
  });
});
