import { z } from 'zod';

/** zod schemas of the nested JSON a trial carries (the entity's interfaces), for the OpenAPI `Trial` schema. */
const s = z.string();
const ns = z.string().nullable();
const nn = z.number().nullable();

const outcome = z.object({ measure: s, description: ns, timeFrame: ns });
const analysis = z.object({
  pValue: ns,
  statisticalMethod: ns,
  paramType: ns,
  paramValue: ns,
  ciPctValue: ns,
  ciLowerLimit: ns,
  ciUpperLimit: ns,
  groupDescription: ns,
  // Read by the posted-results rule (domain/readout.ts); absent from rows stored before they were mapped.
  ciNumSides: ns.optional(),
  nonInferiorityType: ns.optional(),
  nonInferiorityComment: ns.optional(),
  pValueComment: ns.optional(),
  statisticalComment: ns.optional(),
  estimateComment: ns.optional(),
  otherAnalysisDescription: ns.optional(),
});

export const restJson = {
  intervention: z.object({ type: ns, name: s, description: ns, otherNames: z.array(s), armGroupLabels: z.array(s).optional() }),
  armGroup: z.object({ label: s, type: ns, description: ns, interventionNames: z.array(s) }),
  eligibility: z.object({ criteria: ns, minimumAge: ns, maximumAge: ns, sex: ns, healthyVolunteers: z.boolean().nullable(), stdAges: z.array(s) }),
  outcomes: z.object({ primaryOutcomes: z.array(outcome), secondaryOutcomes: z.array(outcome), otherOutcomes: z.array(outcome) }),
  results: z
    .object({
      outcomeMeasuresModule: z.object({
        outcomeMeasures: z.array(
          z.object({ title: s, type: ns, description: ns, reportingStatus: ns, timeFrame: ns, unitOfMeasure: ns, analyses: z.array(analysis) }),
        ),
      }),
      adverseEventsModule: z
        .object({
          seriousEvents: z.array(
            z.object({
              term: s,
              organSystem: ns,
              stats: z.array(z.object({ groupId: s, numAffected: nn, numAtRisk: nn, numEvents: nn })),
            }),
          ),
          seriousNumAffected: nn,
          seriousNumAtRisk: nn,
        })
        .nullable(),
    })
    .describe('Posted results: outcomeMeasuresModule and adverseEventsModule'),
  location: z.object({ facility: ns, city: ns, state: ns, country: ns, status: ns }),
  sponsor: z.object({ name: s, class: ns.describe('INDUSTRY, NIH, OTHER...') }),
};
