import { z } from 'zod';
import { TRIAL_STATUSES, INVESTMENT_VERDICTS } from './trials.entity.js';
import { phaseCode } from './trials.signals.js';

/** 'YYYY-MM-DD' and a real calendar day. */
export const isoDate = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date YYYY-MM-DD')
  .refine((v) => {
    const d = new Date(`${v}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
  }, 'is not a valid date');

/** 'Recruiting', 'Active, not recruiting', 'ACTIVE_NOT_RECRUITING' → the status code. */
export const statusValue = z
  .string()
  .trim()
  .transform((v) => v.toUpperCase().replace(/[\s,]+/g, '_'))
  .refine((v) => (TRIAL_STATUSES as readonly string[]).includes(v), 'is not a known trial status');

/** 'PHASE3', 'Phase 3', '3' → 'PHASE3'. */
export const phaseValue = z
  .string()
  .transform((v) => phaseCode(v) ?? `?${v}`)
  .refine((v) => !v.startsWith('?'), 'is not a known phase (PHASE1..PHASE4, EARLY_PHASE1, NA)');

export const verdictValue = z
  .string()
  .trim()
  .transform((v) => v.toUpperCase())
  .refine((v) => (INVESTMENT_VERDICTS as readonly string[]).includes(v), 'must be OUI, POSSIBLE or NON');

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

/** Escapes LIKE wildcards so user text matches literally. */
export const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

export function todayUtc(offsetDays = 0): string {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() + offsetDays);
  return d.toISOString().slice(0, 10);
}
