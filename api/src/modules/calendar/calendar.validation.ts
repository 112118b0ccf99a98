import { z } from 'zod';
import { tableFilterSchema } from '../trials/trials.table.js';
import { optionalList, phaseValue, verdictValue } from '../trials/trials.validation.js';

/** At most this many trials in one month (the spec's month query limit). */
export const CALENDAR_MONTH_LIMIT = 1000;
export const CALENDAR_MAX_MONTHS = 60;

export const calendarFilterSchema = z.object({
  investmentVerdict: verdictValue.optional().nullable(),
  recommendation: tableFilterSchema.shape.recommendation,
  phases: optionalList(phaseValue, 10),
});
export type CalendarFilterInput = z.input<typeof calendarFilterSchema>;

export const monthSchema = z
  .string()
  .trim()
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'month must be YYYY-MM');

export const monthCountSchema = z
  .number({ error: `count must be between 1 and ${CALENDAR_MAX_MONTHS}` })
  .int(`count must be between 1 and ${CALENDAR_MAX_MONTHS}`)
  .min(1, `count must be between 1 and ${CALENDAR_MAX_MONTHS}`)
  .max(CALENDAR_MAX_MONTHS, `count must be between 1 and ${CALENDAR_MAX_MONTHS}`)
  .default(CALENDAR_MAX_MONTHS);
