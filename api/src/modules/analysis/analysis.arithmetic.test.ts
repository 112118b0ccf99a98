import { describe, expect, it } from 'vitest';
import { toAnalysisInput, type AnalysisRunway } from '../../domain/analysis-input.js';
import type { MeasuredReactionRows } from '../../domain/reactions.js';
import { computeRunway } from '../../domain/runway.js';
import { DemoFinancialsProvider } from '../../providers/financials/demo.js';
import { DemoStockProvider } from '../../providers/stocks/demo.js';
import { listedCompanyRefs } from '../stocks/stocks.companies.js';
import { slipRun } from '../../domain/slips.js';
import type { TrialRecord } from '../../domain/trial-record.js';
import { arithmeticProblems } from '../../providers/analysis/arithmetic.check.js';
import { analyzeWithRules } from '../../providers/analysis/rules.js';
import { CURATED_COMPANIES } from '../companies/companies.data.js';
import { buildCompanyDirectory, resolveSponsor } from '../companies/sponsor-resolver.js';
import { generateTrial } from '../seed/seed.generator.js';
import { demoHistory } from '../seed/seed.history.js';
import { PIPELINE_STATUSES, targetFromHistory } from './analysis.inputs.js';

/**
 * The displayed breakdown reproduces the score for demo trials: 500 trials of the demo dataset
 * (the seed generator, its sponsors resolved as the seed resolves them, their generated change
 * history giving the slips and enrollment targets, the company pipelines counted in the dataset,
 * the companies' cash runways from the demo financials provider), each under its own listing and
 * every market-cap bucket, with the published rows and with measured rows.
 */
const directory = buildCompanyDirectory(CURATED_COMPANIES.map((c, i) => ({ id: i + 1, ...c })));
const today = '2026-11-27';
const SEED = 'trialyst';
const N = 500;
const dataset: TrialRecord[] = Array.from({ length: N }, (_, i) => generateTrial(i, { seed: SEED, today, resolve: (l, c) => resolveSponsor(directory, l, c) }));
const active = new Map<string, number>();
for (const r of dataset) if (r.ticker && (PIPELINE_STATUSES as readonly string[]).includes(r.status)) active.set(r.ticker, (active.get(r.ticker) ?? 0) + 1);
const CAPS = [null, 0.6e9, 4e9, 60e9, 900e9];
const NOW = new Date(`${today}T12:00:00Z`);
const financials = new DemoFinancialsProvider({ market: new DemoStockProvider({ now: () => NOW, companies: listedCompanyRefs() }), now: () => NOW });
/** Measured rows past the threshold in every bucket (demo market), as the moves module would give them. */
const MEASURED: MeasuredReactionRows = {
  benchmark: 'XBI',
  demo: true,
  asOf: today,
  rows: {
    SMALL: { upside: { median: 7.84, n: 52 }, downside: { median: -21.06, n: 47 } },
    MID: { upside: { median: 3.31, n: 30 }, downside: { median: -8.75, n: 38 } },
    LARGE: { upside: { median: 0.42, n: 61 }, downside: { median: -1.87, n: 44 } },
  },
};
/** The demo company's runway, as the financials module stores it (computeRunway of the provider's figures). */
async function demoRunway(ticker: string | null): Promise<AnalysisRunway | null> {
  if (!ticker) return null;
  const f = await financials.get(ticker);
  if (f.unavailable) return null;
  const cash = f.cash;
  return { ...computeRunway(f), source: f.source, demo: f.demo, filing: cash ? { form: cash.form, periodEnd: cash.periodEnd, filed: cash.filed } : null };
}

describe('the displayed terms reproduce the score (demo trials)', () => {
  it(`every one of ${N} demo trials, under every cap bucket, published and measured rows, with the demo runways`, async () => {
    let analyses = 0;
    let nonZero = 0;
    let diluted = 0;
    let targets = 0;
    const recommendations = new Map<string, number>();
    const failures: string[] = [];
    for (const r of dataset) {
      const history = demoHistory(r, SEED);
      const target =
        r.enrollmentType === 'ACTUAL'
          ? targetFromHistory(
              history
                .filter((c) => c.field === 'enrollment' || c.field === 'enrollmentType')
                .map((c) => ({ field: c.field as 'enrollment' | 'enrollmentType', oldValue: c.oldValue, newValue: c.newValue, changedAt: c.day })),
              r.enrollment,
            )
          : null;
      if (target !== null) targets += 1;
      const slips = slipRun(history.filter((c) => c.field === 'primaryCompletionDate'));
      const runway = r.investmentVerdict === 'NON' ? null : await demoRunway(r.ticker);
      for (const [cap, reactions] of CAPS.flatMap((c) => [[c, null] as const, [c, MEASURED] as const])) {
        const others = r.ticker ? Math.max(0, (active.get(r.ticker) ?? 0) - ((PIPELINE_STATUSES as readonly string[]).includes(r.status) ? 1 : 0)) : null;
        const input = toAnalysisInput(r, {
          sponsorRecord: null,
          marketCap: r.investmentVerdict === 'NON' ? null : cap,
          asOf: today,
          enrollmentTarget: target,
          companyActiveTrials: r.investmentVerdict === 'NON' ? null : others,
        });
        if (slips) input.slips = slips;
        input.runway = runway;
        input.reactions = reactions;
        const out = analyzeWithRules(input);
        analyses += 1;
        if (out.breakdown.expectedMove !== 0) nonZero += 1;
        if (out.breakdown.dilution.applies) diluted += 1;
        recommendations.set(out.recommendation, (recommendations.get(out.recommendation) ?? 0) + 1);
        for (const p of arithmeticProblems(out.breakdown)) failures.push(`${r.nctId} (cap ${cap}): ${p}`);
        // A failed primary end point is never INVESTIR, and never an opportunity.
        if (out.breakdown.outcome === 'NOT_MET') {
          if (out.recommendation === 'INVESTIR') failures.push(`${r.nctId}: INVESTIR on a failed primary end point`);
          if (/atteint|positi/i.test(out.details.fr.opportunites.join(' ')))
            failures.push(`${r.nctId}: a failure among the opportunities: ${out.details.fr.opportunites.join(' | ')}`);
        }
      }
    }
    expect(failures).toEqual([]);
    expect(analyses).toBe(N * CAPS.length * 2);
    expect(nonZero).toBeGreaterThan(N / 2);
    expect(targets).toBeGreaterThan(0);
    expect(diluted).toBeGreaterThan(0);
    console.info(
      `arithmetic: ${N} demo trials, ${analyses} analyses (${nonZero} with a non-zero expected move, ${diluted} with a dilution risk, ${targets} trials with an enrollment target), 0 mismatches; recommendations ${JSON.stringify(Object.fromEntries(recommendations))}`,
    );
  });
});
