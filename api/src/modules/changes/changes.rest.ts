import { z } from 'zod';
import { success } from '../../rest/openapi.outputs.js';
import { defineRoute } from '../../rest/route.js';
import { nctIdParam } from '../trials/trials.validation.js';
import { getTrialChanges } from './changes.service.js';

export const TrialChangeOut = z
  .strictObject({
    field: z
      .string()
      .describe('Trial field: status, phases, primaryCompletionDate... or a regulatory event field: regulatory.pdufaDate, regulatory.decision...'),
    oldValue: z.string().nullable(),
    newValue: z.string().nullable(),
    changedAt: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/)
      .nullable()
      .describe("The record's last update post date"),
    slipDays: z.number().int().nullable().describe('Dates: days moved (positive: later)'),
    importRunId: z.string().nullable(),
    recordedAt: z.string().meta({ format: 'date-time' }),
  })
  .meta({ id: 'TrialChange' });

/** REST facade of the changes module, mounted under /api. */
export const changesRoutes = [
  defineRoute({
    method: 'get',
    path: '/trials/:id/changes',
    tag: 'trials',
    summary: 'Recorded changes of a trial (status, dates, enrollment, sponsor...), newest first',
    params: { id: nctIdParam },
    response: success({ nctId: z.string(), changes: z.array(TrialChangeOut) }),
    errors: { '404': 'Trial not found' },
    handler: async (ctx, { params }) => {
      const { nctId, changes } = await getTrialChanges(ctx, params.id);
      return {
        success: true as const,
        nctId,
        changes: changes.map((c) => ({
          field: c.field,
          oldValue: c.oldValue,
          newValue: c.newValue,
          changedAt: c.changedAt,
          slipDays: c.slipDays,
          importRunId: c.importRunId,
          recordedAt: c.recordedAt.toISOString(),
        })),
      };
    },
  }),
];
