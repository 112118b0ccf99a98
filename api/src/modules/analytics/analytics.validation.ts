import { z } from 'zod';

export const ANALYTICS_TYPES = ['AGGREGATED', 'LATEST', 'HISTORICAL'] as const;
export type AnalyticsKind = (typeof ANALYTICS_TYPES)[number];
/** The spec's historical limits (default 10) and default type (aggregated). */
export const HISTORY_LIMITS = [5, 10, 20, 50] as const;
export const DEFAULT_HISTORY_LIMIT = 10;

const isoDate = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Expected a date YYYY-MM-DD')
  .refine((s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)), 'Invalid date');

export const filtersSchema = z
  .object({ dateFrom: isoDate.nullish(), dateTo: isoDate.nullish() })
  .refine((f) => !f.dateFrom || !f.dateTo || f.dateFrom <= f.dateTo, { message: 'dateFrom must not be after dateTo', path: ['dateFrom'] });

export const analyticsSchema = z.object({
  type: z.enum(ANALYTICS_TYPES).default('AGGREGATED'),
  dateFrom: isoDate.nullish(),
  dateTo: isoDate.nullish(),
  limit: z
    .number()
    .int()
    .refine((n) => (HISTORY_LIMITS as readonly number[]).includes(n), { message: 'limit must be 5, 10, 20 or 50' })
    .nullish(),
});
