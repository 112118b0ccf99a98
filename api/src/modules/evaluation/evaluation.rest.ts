import type { z } from 'zod';
import { defineRoute } from '../../rest/route.js';
import { success } from '../../rest/openapi.outputs.js';
import { MethodologyOut } from './evaluation.outputs.js';
import { methodology, type MethodologyView } from './evaluation.service.js';

/** The methodology in the REST shape (the same service as the GraphQL `methodology` query). */
export function presentMethodology(v: MethodologyView): z.input<typeof MethodologyOut> {
  return {
    model: v.model,
    evaluations: v.evaluations.map((e) => ({
      ...e,
      evaluatedAt: e.evaluatedAt.toISOString(),
      exclusions: e.exclusions.map(({ reason, count }) => ({ reason, count })),
    })),
  };
}

export const evaluationRoutes = [
  defineRoute({
    method: 'get',
    path: '/methodology',
    tag: 'meta',
    summary: "The engine's model (priors, factors, formulas, sources) and the latest evaluation of each labelled set",
    response: success({ methodology: MethodologyOut }),
    handler: async (ctx) => ({ success: true as const, methodology: presentMethodology(await methodology(ctx)) }),
  }),
];
