import { z } from 'zod';
import { CATALYST_CONFIDENCES, CATALYST_KINDS } from '../../domain/catalyst.js';
import { REGULATORY_DATE_CONFIDENCES, REGULATORY_KINDS } from '../../domain/regulatory.js';
import { tableFilterSchema } from '../trials/trials.table.js';
import { optionalList, phaseValue, verdictValue } from '../trials/trials.validation.js';

/** At most this many trials in one month (the spec's month query limit). */
export const CALENDAR_MONTH_LIMIT = 1000;
export const CALENDAR_MAX_MONTHS = 60;

/** A closed-set value given in any case ('topline_readout' → 'TOPLINE_READOUT'). */
const closedValue = <T extends string>(set: readonly T[], what: string) =>
  z
    .string()
    .trim()
    .transform((v) => v.toUpperCase())
    .refine((v): v is T => (set as readonly string[]).includes(v), `must be one of ${set.join(', ')} (${what})`);

export const calendarFilterSchema = z.object({
  investmentVerdict: verdictValue.optional().nullable(),
  recommendation: tableFilterSchema.shape.recommendation,
  phases: optionalList(phaseValue, 10),
  /** Next catalyst's kind (any of) and confidence as of today (any of). */
  catalystKinds: optionalList(closedValue(CATALYST_KINDS, 'catalyst kind'), 4),
  confidences: optionalList(closedValue(CATALYST_CONFIDENCES, 'catalyst confidence'), 4),
  /** Regulatory events' kind (any of) and date confidence (any of); see calendar.regulatory.ts. */
  regulatoryKinds: optionalList(closedValue(REGULATORY_KINDS, 'regulatory kind'), REGULATORY_KINDS.length),
  regulatoryConfidences: optionalList(closedValue(REGULATORY_DATE_CONFIDENCES, 'regulatory date confidence'), REGULATORY_DATE_CONFIDENCES.length),
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
