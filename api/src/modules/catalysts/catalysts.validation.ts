import { z } from 'zod';
import { CAP_BUCKETS } from '../../domain/analysis.js';
import { CATALYST_CONFIDENCES, CATALYST_KINDS, type CatalystConfidence, type CatalystKind } from '../../domain/catalyst.js';
import { addDaysIso } from '../../domain/dates.js';
import { REGULATORY_DATE_CONFIDENCES, REGULATORY_KINDS, type RegulatoryDateConfidence, type RegulatoryKind } from '../../domain/regulatory.js';
import { AREAS } from '../../domain/therapeutic-areas.js';
import { badInput, reasoned } from '../../errors.js';
import { isoDate, optionalList, phaseValue } from '../trials/trials.validation.js';

/** Readout (a trial's next catalyst) or regulatory event. */
export const CATALYST_CATEGORIES = ['READOUT', 'REGULATORY'] as const;
export type CatalystCategory = (typeof CATALYST_CATEGORIES)[number];
/** Every kind the screen lists: the readout kinds, then the regulatory kinds. */
export const CATALYST_EVENT_KINDS = [...CATALYST_KINDS, ...REGULATORY_KINDS] as const;
export type CatalystEventKind = CatalystKind | RegulatoryKind;
/** The readouts' confidences of the day and the regulatory events' date confidences (ACTUAL shared). */
export const CATALYST_DATE_CONFIDENCES = ['ACTUAL', 'ANNOUNCED', 'ESTIMATED', 'ANTICIPATED', 'OVERDUE', 'PASSED'] as const;
export type CatalystDateConfidence = CatalystConfidence | RegulatoryDateConfidence;
export const CATALYST_WINDOWS = ['NEXT_30', 'NEXT_90', 'NEXT_180', 'RECENT_90'] as const;
export type CatalystWindow = (typeof CATALYST_WINDOWS)[number];
export const CATALYST_SORT_FIELDS = ['DATE', 'PROBABILITY', 'SCORE', 'MARKET_CAP'] as const;
export type CatalystSortField = (typeof CATALYST_SORT_FIELDS)[number];

/** Rows of one page at most (GraphQL and REST). */
export const CATALYSTS_MAX_FIRST = 200;
export const CATALYSTS_DEFAULT_FIRST = 50;
/** Rows of a CSV or .ics export at most. */
export const CATALYSTS_EXPORT_MAX = 5000;
/** The default window starts this many days ago (recent catalysts the market is still digesting). */
export const DEFAULT_LOOKBACK_DAYS = 90;
/** A from/to range spans at most this many days (3 years). */
export const MAX_RANGE_DAYS = 3 * 366;
/** totalCount is exact up to this bound (a bounded count: the screen never counts every trial). */
export const TOTAL_COUNT_BOUND = 10_000;

const isReadoutKind = (k: string): k is CatalystKind => (CATALYST_KINDS as readonly string[]).includes(k);
const isRegulatoryKind = (k: string): k is RegulatoryKind => (REGULATORY_KINDS as readonly string[]).includes(k);
const isReadoutConfidence = (c: string): c is CatalystConfidence => (CATALYST_CONFIDENCES as readonly string[]).includes(c);
const isRegulatoryConfidence = (c: string): c is RegulatoryDateConfidence => (REGULATORY_DATE_CONFIDENCES as readonly string[]).includes(c);

/** A closed-set value in any case ('next_30' → 'NEXT_30'; areas are lower-case). */
const closed = <T extends string>(set: readonly T[], what: string, lower = false) =>
  z
    .string()
    .trim()
    .transform((v) => (lower ? v.toLowerCase() : v.toUpperCase()))
    .refine((v): v is T => (set as readonly string[]).includes(v), `must be one of ${set.join(', ')} (${what})`);

const flag = z
  .boolean()
  .optional()
  .nullable()
  .transform((v) => v === true);

export const catalystFilterSchema = z
  .object({
    categories: optionalList(closed(CATALYST_CATEGORIES, 'category'), CATALYST_CATEGORIES.length),
    kinds: optionalList(closed(CATALYST_EVENT_KINDS, 'kind'), CATALYST_EVENT_KINDS.length),
    confidences: optionalList(closed(CATALYST_DATE_CONFIDENCES, 'date confidence'), CATALYST_DATE_CONFIDENCES.length),
    window: closed(CATALYST_WINDOWS, 'window').optional().nullable(),
    from: isoDate.optional().nullable(),
    to: isoDate.optional().nullable(),
    phases: optionalList(phaseValue, 10),
    areas: optionalList(closed(AREAS, 'therapeutic area', true), AREAS.length),
    capBuckets: optionalList(closed(CAP_BUCKETS, 'market-cap bucket'), CAP_BUCKETS.length),
    listedOnly: flag,
    watchlistOnly: flag,
    dilutionRiskOnly: flag,
  })
  .superRefine((f, ctx) => {
    if (!f.from !== !f.to) {
      ctx.addIssue({ code: 'custom', path: [f.from ? 'to' : 'from'], message: 'A date range needs both from and to (YYYY-MM-DD)' });
      return;
    }
    // The range is checked once both ends are dates (their own errors are already reported).
    if (f.from && f.to && isoDate.safeParse(f.from).success && isoDate.safeParse(f.to).success) {
      if (f.from > f.to)
        ctx.addIssue({ code: 'custom', path: ['from'], message: reasoned('INVALID_VALUE', 'The range must start on or before its end (from ≤ to)') });
      else if (f.to > addDaysIso(f.from, MAX_RANGE_DAYS))
        ctx.addIssue({ code: 'custom', path: ['to'], message: 'A date range spans at most 3 years', params: { max: MAX_RANGE_DAYS } });
    }
  });
export type CatalystFilterInput = z.input<typeof catalystFilterSchema>;
export type CatalystFilter = z.output<typeof catalystFilterSchema>;

export const catalystArgsSchema = z.object({
  sort: closed(CATALYST_SORT_FIELDS, 'sort field').optional().nullable(),
  order: closed(['ASC', 'DESC'] as const, 'order')
    .optional()
    .nullable(),
  first: z
    .number({ error: `first must be an integer between 1 and ${CATALYSTS_MAX_FIRST}` })
    .int(`first must be an integer between 1 and ${CATALYSTS_MAX_FIRST}`)
    .min(1, `first must be between 1 and ${CATALYSTS_MAX_FIRST}`)
    .max(CATALYSTS_MAX_FIRST, `first must be at most ${CATALYSTS_MAX_FIRST}`)
    .optional()
    .nullable(),
  after: z.string().trim().max(400, 'after is not a cursor of this list').optional().nullable(),
});
export type CatalystArgsInput = z.input<typeof catalystArgsSchema> & { filter?: CatalystFilterInput | null };

/** The filter split by category: what each branch of the query keeps (null: the branch is left out). */
export interface BranchFilter {
  readoutKinds: CatalystKind[] | null;
  readoutConfidences: CatalystConfidence[] | null;
  regulatoryKinds: RegulatoryKind[] | null;
  regulatoryConfidences: RegulatoryDateConfidence[] | null;
  readouts: boolean;
  regulatory: boolean;
}

export function branchesOf(f: CatalystFilter): BranchFilter {
  const cats = f.categories ?? CATALYST_CATEGORIES;
  const rk = f.kinds ? f.kinds.filter(isReadoutKind) : null;
  const gk = f.kinds ? f.kinds.filter(isRegulatoryKind) : null;
  const rc = f.confidences ? f.confidences.filter(isReadoutConfidence) : null;
  const gc = f.confidences ? f.confidences.filter(isRegulatoryConfidence) : null;
  return {
    readoutKinds: rk,
    readoutConfidences: rc,
    regulatoryKinds: gk,
    regulatoryConfidences: gc,
    readouts: cats.includes('READOUT') && rk?.length !== 0 && rc?.length !== 0,
    regulatory: cats.includes('REGULATORY') && gk?.length !== 0 && gc?.length !== 0,
  };
}

/** The days a filter covers: the range, the window relative to today, or from 90 days ago onwards. */
export function dayRange(f: CatalystFilter, today: string): { from: string; to: string | null } {
  if (f.from && f.to) return { from: f.from, to: f.to };
  switch (f.window) {
    case 'NEXT_30':
      return { from: today, to: addDaysIso(today, 30) };
    case 'NEXT_90':
      return { from: today, to: addDaysIso(today, 90) };
    case 'NEXT_180':
      return { from: today, to: addDaysIso(today, 180) };
    case 'RECENT_90':
      return { from: addDaysIso(today, -DEFAULT_LOOKBACK_DAYS), to: today };
    default:
      return { from: addDaysIso(today, -DEFAULT_LOOKBACK_DAYS), to: null };
  }
}

// ---- cursors ---------------------------------------------------------------------------------

/** Where a page ends: the last row's sort value (as text, null for a missing value) and id, for one sort and order. */
export interface Cursor {
  sort: CatalystSortField;
  order: 'ASC' | 'DESC';
  value: string | null;
  id: string;
}

const ROW_ID = /^(R:NCT\d{8}|R:[A-Z0-9_-]{1,16}|G:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;
const SORT_VALUE = /^(\d{4}-\d{2}-\d{2}|-?\d+(\.\d+)?(e[+-]?\d+)?)$/;

export function encodeCursor(c: Cursor): string {
  return Buffer.from(JSON.stringify([c.sort, c.order, c.value, c.id]), 'utf8').toString('base64url');
}

/** The cursor `after` of a list in this sort and order; anything else is BAD_USER_INPUT. */
export function decodeCursor(after: string, sort: CatalystSortField, order: 'ASC' | 'DESC'): Cursor {
  const invalid = () => badInput('after is not a cursor of this list (take endCursor of the previous page, with the same sort and order)', { field: 'after' });
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(after, 'base64url').toString('utf8'));
  } catch {
    throw invalid();
  }
  if (!Array.isArray(parsed) || parsed.length !== 4) throw invalid();
  const [s, o, value, id] = parsed;
  if (s !== sort || o !== order) throw invalid();
  if (typeof id !== 'string' || !ROW_ID.test(id)) throw invalid();
  if (value !== null && (typeof value !== 'string' || !SORT_VALUE.test(value))) throw invalid();
  if (sort === 'DATE' ? value === null || !/^\d{4}-\d{2}-\d{2}$/.test(value) : value !== null && /^\d{4}-/.test(value)) throw invalid();
  return { sort, order, value, id };
}
