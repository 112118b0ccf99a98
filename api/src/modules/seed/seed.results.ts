import type { Outcome, OutcomeAnalysis, OutcomeMeasure, SeriousEvent, TrialResults } from '../../domain/trial-record.js';
import type { OutcomeTemplate } from './seed.areas.js';
import type { Rng } from './seed.random.js';
import { pickSeriousTerms } from './seed.text.js';

/** Standard normal CDF (Abramowitz-Stegun 7.1.26 on erf). */
function phi(z: number): number {
  const x = Math.abs(z) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * x);
  const y = 1 - ((((1.061405429 * t - 1.453152027) * t + 1.421413741) * t - 0.284496736) * t + 0.254829592) * t * Math.exp(-x * x);
  return z >= 0 ? 0.5 * (1 + y) : 0.5 * (1 - y);
}

/** p-values written the ways ClinicalTrials.gov records show them: "<0.001", "< 0.0001", "0.0231", "0.412". */
export function formatPValue(rng: Rng, p: number): string {
  if (p < 0.0001 && rng.chance(0.4)) return rng.chance(0.5) ? '<0.0001' : '< 0.0001';
  if (p < 0.001) return rng.chance(0.7) ? '<0.001' : '< 0.001';
  return p < 0.01 || rng.chance(0.5) ? p.toFixed(4) : p.toFixed(3);
}

const num = (x: number, digits: number) => x.toFixed(digits);

/**
 * One comparison of the experimental arm with the control, internally consistent: the
 * z-statistic gives both the p-value and a 95 % confidence interval around the estimate.
 */
function analysisFor(rng: Rng, kind: OutcomeTemplate['kind'], significant: boolean, comparator: string): OutcomeAnalysis {
  const z = significant ? rng.float(2.05, 6.5) : rng.float(0.02, 1.9);
  const p = 2 * (1 - phi(z));
  const pValue = formatPValue(rng, Math.max(p, 1e-7));
  if (kind === 'time' || kind === 'rate') {
    // Ratio on the log scale: hazard ratios below 1 and odds ratios above 1 favour the product.
    const logEffect = (kind === 'time' ? -1 : 1) * rng.float(significant ? 0.15 : 0.01, significant ? 0.9 : 0.25);
    const se = Math.abs(logEffect) / z;
    return {
      pValue,
      statisticalMethod:
        kind === 'time' ? rng.pick(['Log Rank', 'Stratified Log Rank']) : rng.pick(['Cochran-Mantel-Haenszel', 'Regression, Logistic', 'Chi-squared']),
      paramType: kind === 'time' ? 'Hazard Ratio (HR)' : 'Odds Ratio (OR)',
      paramValue: num(Math.exp(logEffect), 3),
      ciPctValue: '95',
      ciLowerLimit: num(Math.exp(logEffect - 1.96 * se), 3),
      ciUpperLimit: num(Math.exp(logEffect + 1.96 * se), 3),
      groupDescription: `Comparison of the experimental arm with ${comparator.toLowerCase()}; stratified by randomization factors.`,
    };
  }
  const effect = (rng.chance(0.75) ? -1 : 1) * rng.float(significant ? 0.8 : 0.05, significant ? 12 : 2.5);
  const se = Math.abs(effect) / z;
  return {
    pValue,
    statisticalMethod: rng.pick(['Mixed Models Analysis', 'ANCOVA', 'MMRM']),
    paramType: rng.pick(['LS Mean Difference', 'Mean Difference (Final Values)']),
    paramValue: num(effect, 2),
    ciPctValue: '95',
    ciLowerLimit: num(effect - 1.96 * se, 2),
    ciUpperLimit: num(effect + 1.96 * se, 2),
    groupDescription: `Least-squares mean difference versus ${comparator.toLowerCase()}, adjusted for baseline value and region.`,
  };
}

export interface ResultsInput {
  /** Serious adverse event terms of the condition, and common ones. */
  aes: [string, string][];
  commonAes: [string, string][];
  primary: Outcome[];
  secondary: Outcome[];
  templates: { primary: OutcomeTemplate[]; secondary: OutcomeTemplate[] };
  comparator: string | null;
  enrollment: number;
  /** Did the study meet its primary end point? */
  positive: boolean;
}

/** Posted results: outcome measures with analyses, and serious adverse events per arm. */
export function makeResults(rng: Rng, r: ResultsInput): TrialResults {
  const measures: OutcomeMeasure[] = [];
  const add = (o: Outcome, t: OutcomeTemplate, type: 'PRIMARY' | 'SECONDARY', significant: boolean) => {
    const comparative = r.comparator !== null && !/Participants$|ng\/mL/.test(t.unit);
    measures.push({
      title: o.measure,
      type,
      description: o.description,
      reportingStatus: 'POSTED',
      timeFrame: o.timeFrame,
      unitOfMeasure: t.unit,
      analyses: comparative ? [analysisFor(rng, t.kind, significant, r.comparator!)] : [],
    });
  };
  r.primary.forEach((o, i) => add(o, r.templates.primary[i], 'PRIMARY', r.positive));
  r.secondary.forEach((o, i) => add(o, r.templates.secondary[i], 'SECONDARY', r.positive ? rng.chance(0.7) : rng.chance(0.1)));

  const arms = r.comparator ? 2 : 1;
  const atRisk = Array.from({ length: arms }, (_, i) =>
    Math.max(1, Math.round((r.enrollment / arms) * (i === 0 ? rng.float(0.95, 1.02) : rng.float(0.95, 1.0)))),
  );
  const terms = pickSeriousTerms(rng, r.aes, r.commonAes, rng.int(3, 12));
  const baseRate = rng.float(0.002, 0.025);
  const seriousEvents: SeriousEvent[] = terms.map(([term, organSystem]) => ({
    term,
    organSystem,
    stats: atRisk.map((n, g) => {
      const affected = Math.min(n, Math.round(n * baseRate * rng.float(0.2, g === 0 ? 2.2 : 1.8)));
      return { groupId: `EG00${g}`, numAffected: affected, numAtRisk: n, numEvents: affected + (rng.chance(0.2) ? rng.int(1, 3) : 0) };
    }),
  }));
  const totalAtRisk = atRisk.reduce((s, n) => s + n, 0);
  const sumAffected = seriousEvents.reduce((s, e) => s + e.stats.reduce((a, st) => a + (st.numAffected ?? 0), 0), 0);
  return {
    outcomeMeasuresModule: { outcomeMeasures: measures },
    adverseEventsModule: {
      seriousEvents,
      seriousNumAffected: Math.min(totalAtRisk, Math.round(sumAffected * rng.float(0.75, 1))),
      seriousNumAtRisk: totalAtRisk,
    },
  };
}
