import { z } from 'zod';
import { CAP_BUCKETS, PRIOR_PHASES } from '../../domain/analysis.js';
import { AREAS } from '../../domain/therapeutic-areas.js';
import { dateTime } from '../../rest/openapi.outputs.js';
import { EVALUATION_SET_KINDS, EXCLUSION_REASONS } from './evaluation.report.js';

const text = z.strictObject({ fr: z.string(), en: z.string() });

const ReliabilityBinOut = z.strictObject({
  bin: z.number().int(),
  lower: z.number(),
  upper: z.number(),
  n: z.number().int(),
  meanPredicted: z.number().nullable(),
  observedRate: z.number().nullable(),
});

const MetricsOut = z.strictObject({
  n: z.number().int(),
  positives: z.number().int(),
  negatives: z.number().int(),
  rocAuc: z.number().nullable().describe('ROC-AUC, ties counting 1/2'),
  prAuc: z.number().nullable().describe('Average precision'),
  brier: z.number().nullable(),
  reliability: z.array(ReliabilityBinOut).describe('By decile of predicted probability'),
});

export const EvaluationOut = z
  .strictObject({
    setName: z.string(),
    setKind: z.enum(EVALUATION_SET_KINDS),
    evaluatedAt: dateTime,
    engineVersion: z.string(),
    readCount: z.number().int(),
    n: z.number().int(),
    positives: z.number().int(),
    negatives: z.number().int(),
    baseRate: z.number().nullable(),
    baseRateBrier: z.number().nullable().describe("Brier of a constant equal to the set's own positive rate (an in-sample oracle)"),
    exclusions: z.array(z.strictObject({ reason: z.enum(EXCLUSION_REASONS), count: z.number().int() })),
    probability: MetricsOut.describe("The engine's readout probability"),
    prior: MetricsOut.describe('The prior alone'),
  })
  .meta({ id: 'Evaluation' });

export const MethodologyOut = z
  .strictObject({
    model: z.strictObject({
      engineVersion: z.string(),
      probability: text,
      score: text,
      priors: z.array(z.strictObject({ area: z.enum(AREAS), phase: z.enum(PRIOR_PHASES), probability: z.number(), source: text, basis: text })),
      factors: z.array(z.strictObject({ key: z.string(), label: text, min: z.number(), max: z.number(), source: text.nullable(), field: z.string() })),
      approval: z.array(z.strictObject({ area: z.enum(AREAS), probability: z.number(), source: text })),
      market: z.array(
        z.strictObject({
          bucket: z.enum(CAP_BUCKETS),
          upside: z.number(),
          downside: z.number(),
          breakEven: z.number().nullable(),
          provisional: z.boolean(),
          source: text,
          measured: z
            .strictObject({ successes: z.number().int(), failures: z.number().int(), benchmark: z.string(), demo: z.boolean(), asOf: z.string().nullable() })
            .nullable()
            .describe("Trialyst's measurement when it replaces the published row"),
        }),
      ),
      dilution: z.strictObject({ move: z.number(), windowMonths: z.number().int(), source: text, rule: text }).describe('The dilution term R × F'),
      measuredRule: z.strictObject({ minimum: z.number().int(), rule: text }).describe('When measured reactions replace the published row'),
      investThreshold: z.number(),
      watchThreshold: z.number(),
    }),
    evaluations: z.array(EvaluationOut),
  })
  .meta({ id: 'Methodology' });
