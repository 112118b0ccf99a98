import { z } from 'zod';
import { reasoned } from '../../errors.js';
import { TRIAL_STATUSES } from '../../domain/trial.js';
import { INVESTMENT_VERDICTS } from '../../domain/sponsor.js';
import { phaseCode } from './trials.signals.js';

/** 'YYYY-MM-DD' and a real calendar day. */
export const isoDate = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, reasoned('INVALID_DATE', 'must be a date YYYY-MM-DD'))
  .refine(
    (v) => {
      const d = new Date(`${v}T00:00:00Z`);
      return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
    },
    reasoned('INVALID_DATE', 'is not a valid date'),
  );

/** 'Recruiting', 'Active, not recruiting', 'ACTIVE_NOT_RECRUITING' → the status code. */
export const statusValue = z
  .string()
  .trim()
  .transform((v) => v.toUpperCase().replace(/[\s,]+/g, '_'))
  .refine((v) => (TRIAL_STATUSES as readonly string[]).includes(v), reasoned('UNKNOWN_STATUS', 'is not a known trial status'));

/** 'PHASE3', 'Phase 3', '3' → 'PHASE3'. */
export const phaseValue = z
  .string()
  .transform((v) => phaseCode(v) ?? `?${v}`)
  .refine((v) => !v.startsWith('?'), reasoned('UNKNOWN_PHASE', 'is not a known phase (PHASE1..PHASE4, EARLY_PHASE1, NA)'));

export const verdictValue = z
  .string()
  .trim()
  .transform((v) => v.toUpperCase())
  .refine((v) => (INVESTMENT_VERDICTS as readonly string[]).includes(v), reasoned('UNKNOWN_VERDICT', 'must be OUI, POSSIBLE or NON'));

/** Optional text filter: blank means no filter. */
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .nullable()
    .transform((v) => (v ? v : undefined));

export const optionalList = <T extends z.ZodTypeAny>(item: T, max = 20) =>
  z
    .array(item)
    .max(max)
    .optional()
    .nullable()
    .transform((v) => (v && v.length ? v : undefined));

/** An NCT id as paths and arguments take it (trials.ids.ts parseNctId reads it: case and spaces forgiven). */
export const nctIdParam = z
  .string()
  .regex(/^NCT\d{8}$/)
  .describe('NCT id of the trial, e.g. NCT04368728');

// ---- /trials list, popular, upcoming --------------------------------------------------------

export const trialsFilterSchema = z.object({
  country: optionalText(100),
  sponsor: optionalText(200),
  statuses: optionalList(statusValue),
  startDateFrom: isoDate.optional().nullable(),
  phases: optionalList(phaseValue),
  industryOnly: z.boolean().optional().nullable(),
});
export type TrialsFilterInput = z.input<typeof trialsFilterSchema>;

export const listSchema = z.object({
  filter: z.preprocess((f) => f ?? {}, trialsFilterSchema),
  after: z.string().trim().max(200).optional().nullable(),
  first: z.number().int('first must be an integer').min(1, 'first must be at least 1').max(100, 'first must be at most 100').default(50),
});
export type ListTrialsInput = z.input<typeof listSchema>;

export const limitSchema = (def: number, max: number) =>
  z.number().int('limit must be an integer').min(1, 'limit must be at least 1').max(max, `limit must be at most ${max}`).default(def);

/** popular: 1–100, default 10. */
export const popularLimit = limitSchema(10, 100);

export const upcomingSchema = z.object({
  days: z.number().int('days must be an integer').min(0, 'days must be at least 0').max(366, 'days must be at most 366').default(14),
  phases: optionalList(phaseValue),
  limit: limitSchema(50, 200),
});

/** Escapes LIKE wildcards so user text matches literally. */
export const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

export function todayUtc(offsetDays = 0): string {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() + offsetDays);
  return d.toISOString().slice(0, 10);
}
