import { addDaysIso, addMonthsIso, dateParts, utcDay } from './dates.js';
import type { RegistryRecord } from './trial-record.js';

/** Kind of readout event: topline readout (press release), results posting (ClinicalTrials.gov), primary completion, study completion. */
export const CATALYST_KINDS = ['TOPLINE_READOUT', 'RESULTS_POSTING', 'PRIMARY_COMPLETION', 'STUDY_COMPLETION'] as const;
export type CatalystKind = (typeof CATALYST_KINDS)[number];
/** Precision of a catalyst window: a day, a month, a quarter or a year. */
export const CATALYST_PRECISIONS = ['DAY', 'MONTH', 'QUARTER', 'YEAR'] as const;
export type CatalystPrecision = (typeof CATALYST_PRECISIONS)[number];
/**
 * HAPPENED: the event took place on that date (results posted, study stopped); ESTIMATED: the
 * sponsor's estimated date; EXPECTED: our expectation from an actual date (topline after an actual
 * primary completion); DUE: a legal deadline (results due 12 months after primary completion).
 */
export const CATALYST_BASES = ['HAPPENED', 'ESTIMATED', 'EXPECTED', 'DUE'] as const;
export type CatalystBasis = (typeof CATALYST_BASES)[number];
/** How far a catalyst's date can be trusted today (computed for the day, never stored). */
export const CATALYST_CONFIDENCES = ['ACTUAL', 'ANTICIPATED', 'OVERDUE', 'PASSED'] as const;
export type CatalystConfidence = (typeof CATALYST_CONFIDENCES)[number];

/**
 * The next catalyst of a trial: the next event of its readout an investor waits for, with the
 * window it is expected in and how much that date can be trusted. Pure functions of the registry's
 * dates; the time-independent part (kind, window, precision, basis) is stored on write
 * (`trials.catalyst_*`, indexed, for the calendar), the confidence is computed for the day, here
 * and in SQL (the trials module's `confidencePredicate`), by the same rules.
 *
 * The sequence of a trial: PRIMARY_COMPLETION (last participant's primary-endpoint data) →
 * TOPLINE_READOUT (the sponsor's press release) → RESULTS_POSTING (results on ClinicalTrials.gov);
 * STUDY_COMPLETION stands in for the primary completion when the registry gives only the end date,
 * and marks the stop of a terminated study.
 *
 * Rules, in order (sources in brackets):
 * 1. WITHDRAWN: no catalyst (the study never enrolled).
 * 2. Results posted (`resultsFirstPostDate`): RESULTS_POSTING on that day, basis HAPPENED.
 * 3. TERMINATED without results: STUDY_COMPLETION on its (completion, else primary completion)
 *    date, basis HAPPENED — the stop was the news.
 * 4. Primary completion ACTUAL (a missing type counts as ACTUAL for a COMPLETED study):
 *    - industry-sponsored interventional phase 2 or 3 (sponsors announce material results by
 *      press release — U.S. issuers within 4 business days on Form 8-K, SEC Regulation FD):
 *      TOPLINE_READOUT in the calendar quarter of primary completion + TOPLINE_LAG_DAYS, basis
 *      EXPECTED. Topline data of industry phase 3 trials typically come weeks to a few months
 *      after the last patient's last visit (database lock, then the top-line analysis);
 *    - otherwise: RESULTS_POSTING in the month of primary completion + 12 months, basis DUE:
 *      results of applicable clinical trials are due "not later than 1 year after the primary
 *      completion date" (FDAAA 801, 42 U.S.C. 282(j)(3)(E)(i); 42 CFR 11.44(a)).
 * 5. Otherwise (ESTIMATED, or no type): PRIMARY_COMPLETION (STUDY_COMPLETION when only the
 *    completion date is known) in the window the registry's date gives ("2027-06-15": that day,
 *    "2027-06": June 2027, "2027": the year), basis ESTIMATED.
 *
 * Confidence for a day `today` (`catalystConfidence`):
 * - HAPPENED: ACTUAL within RECENT_DAYS (a quarter: the market is still digesting it), then PASSED;
 * - ESTIMATED: ANTICIPATED while the window has not ended, then OVERDUE: the sponsor's estimate
 *   has passed without the record being updated (sponsors must update the primary completion date
 *   within 30 days of reaching it, 42 CFR 11.64), so the date is stale;
 * - EXPECTED: ANTICIPATED until the end of the window, then PASSED (the topline is behind us);
 * - DUE: ANTICIPATED until the deadline's month ends, OVERDUE for DUE_GRACE_MONTHS after it
 *   (results late), then PASSED (whatever readout there was is behind us).
 */

/** Days after which an event that happened counts as behind us (PASSED) rather than fresh (ACTUAL). */
export const RECENT_DAYS = 90;
/** Typical delay from primary completion to topline results of an industry phase 2/3 trial (weeks to a few months). */
export const TOPLINE_LAG_DAYS = 45;
/** FDAAA 801 / 42 CFR 11.44(a): results due within 12 months of the primary completion date. */
export const RESULTS_DUE_MONTHS = 12;
/** Months a results deadline stays OVERDUE before the readout counts as behind us. */
export const DUE_GRACE_MONTHS = 24;

/** The record fields the catalyst is computed from. */
export type CatalystInput = Pick<
  RegistryRecord,
  | 'status'
  | 'phases'
  | 'studyType'
  | 'leadSponsorClass'
  | 'primaryCompletionDate'
  | 'primaryCompletionDateRaw'
  | 'primaryCompletionDateType'
  | 'completionDate'
  | 'completionDateRaw'
  | 'completionDateType'
  | 'resultsFirstPostDate'
  | 'lastUpdatePostDate'
> & { hasResults: boolean };

/** The stored, time-independent part of a next catalyst. */
export interface CatalystPlan {
  catalystKind: CatalystKind;
  catalystWindowStart: string;
  catalystWindowEnd: string;
  catalystPrecision: CatalystPrecision;
  catalystBasis: CatalystBasis;
}
export type StoredCatalyst = { [K in keyof CatalystPlan]: CatalystPlan[K] | null };

export interface NextCatalyst {
  kind: CatalystKind;
  windowStart: string;
  windowEnd: string;
  precision: CatalystPrecision;
  confidence: CatalystConfidence;
  label: string;
}

// ---- windows ---------------------------------------------------------------------------------

/** The window of `precision` that contains `date`. */
export function windowOf(date: string, precision: CatalystPrecision): { start: string; end: string } {
  const [y, m] = dateParts(date);
  switch (precision) {
    case 'DAY':
      return { start: date, end: date };
    case 'MONTH':
      return { start: utcDay(y, m - 1, 1), end: utcDay(y, m, 0) };
    case 'QUARTER': {
      const q0 = Math.floor((m - 1) / 3) * 3;
      return { start: utcDay(y, q0, 1), end: utcDay(y, q0 + 3, 0) };
    }
    case 'YEAR':
      return { start: utcDay(y, 0, 1), end: utcDay(y, 12, 0) };
  }
}

/** Precision of a registry date as written: "2027" year, "2027-06" month, "2027-06-15" day. */
export function precisionOfRaw(raw: string | null): CatalystPrecision {
  const t = raw?.trim() ?? '';
  if (/^\d{4}$/.test(t)) return 'YEAR';
  if (/^\d{4}-\d{2}$/.test(t)) return 'MONTH';
  return 'DAY';
}

// ---- the stored plan -------------------------------------------------------------------------

/** Whether the sponsor is expected to announce topline results (industry, interventional, phase 2 or 3). */
export function announcesTopline(r: Pick<CatalystInput, 'leadSponsorClass' | 'phases' | 'studyType'>): boolean {
  return (
    r.leadSponsorClass?.toUpperCase() === 'INDUSTRY' &&
    r.studyType !== 'OBSERVATIONAL' &&
    r.studyType !== 'EXPANDED_ACCESS' &&
    (r.phases.includes('PHASE2') || r.phases.includes('PHASE3'))
  );
}

function plan(kind: CatalystKind, date: string, precision: CatalystPrecision, basis: CatalystBasis): CatalystPlan {
  const w = windowOf(date, precision);
  return { catalystKind: kind, catalystWindowStart: w.start, catalystWindowEnd: w.end, catalystPrecision: precision, catalystBasis: basis };
}

/** The stored part of the next catalyst of a record (rules 1–5 above); null when no date tells it. */
export function planCatalyst(r: CatalystInput): CatalystPlan | null {
  if (r.status === 'WITHDRAWN') return null;
  const posted = r.resultsFirstPostDate ?? (r.hasResults ? r.lastUpdatePostDate : null);
  if (posted) return plan('RESULTS_POSTING', posted, 'DAY', 'HAPPENED');

  const hasPrimary = r.primaryCompletionDate !== null;
  const date = r.primaryCompletionDate ?? r.completionDate;
  if (!date) return null;
  const raw = hasPrimary ? r.primaryCompletionDateRaw : r.completionDateRaw;
  const precision = precisionOfRaw(raw);

  if (r.status === 'TERMINATED') {
    const end = r.completionDate ?? date;
    return plan('STUDY_COMPLETION', end, precisionOfRaw(r.completionDate ? r.completionDateRaw : raw), 'HAPPENED');
  }

  const type = (hasPrimary ? r.primaryCompletionDateType : r.completionDateType) ?? (r.status === 'COMPLETED' ? 'ACTUAL' : null);
  if (type === 'ACTUAL') {
    // Anchor on the end of the registry's window: "2027-06" completed at the latest on June 30.
    const reached = windowOf(date, precision).end;
    if (announcesTopline(r)) return plan('TOPLINE_READOUT', addDaysIso(reached, TOPLINE_LAG_DAYS), 'QUARTER', 'EXPECTED');
    return plan('RESULTS_POSTING', addMonthsIso(reached, RESULTS_DUE_MONTHS), 'MONTH', 'DUE');
  }
  return plan(hasPrimary ? 'PRIMARY_COMPLETION' : 'STUDY_COMPLETION', date, precision, 'ESTIMATED');
}

// ---- the confidence of the day ---------------------------------------------------------------

/** The boundary dates the confidence rules compare a window's end with, for `today`. */
export function confidenceBounds(today: string) {
  return { today, recentFrom: addDaysIso(today, -RECENT_DAYS), dueGraceFrom: addMonthsIso(today, -DUE_GRACE_MONTHS) };
}

export function catalystConfidence(basis: CatalystBasis, windowEnd: string, today: string): CatalystConfidence {
  const b = confidenceBounds(today);
  switch (basis) {
    case 'HAPPENED':
      return windowEnd >= b.recentFrom ? 'ACTUAL' : 'PASSED';
    case 'ESTIMATED':
      return windowEnd >= b.today ? 'ANTICIPATED' : 'OVERDUE';
    case 'EXPECTED':
      return windowEnd >= b.today ? 'ANTICIPATED' : 'PASSED';
    case 'DUE':
      return windowEnd >= b.today ? 'ANTICIPATED' : windowEnd >= b.dueGraceFrom ? 'OVERDUE' : 'PASSED';
  }
}

// ---- presentation ----------------------------------------------------------------------------

export type CatalystLocale = 'fr' | 'en';

const dayFormat = {
  fr: new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }),
  en: new Intl.DateTimeFormat('en-US', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }),
};
const monthFormat = {
  fr: new Intl.DateTimeFormat('fr-FR', { month: 'long', year: 'numeric', timeZone: 'UTC' }),
  en: new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' }),
};

/** "T2 2027" / "Q2 2027", "juin 2027" / "June 2027", "15 juin 2027" / "June 15, 2027", "2027". */
export function catalystLabel(windowStart: string, precision: CatalystPrecision, locale: CatalystLocale): string {
  const [y, m] = dateParts(windowStart);
  const at = new Date(`${windowStart}T12:00:00Z`);
  switch (precision) {
    case 'DAY':
      return dayFormat[locale].format(at);
    case 'MONTH':
      return monthFormat[locale].format(at);
    case 'QUARTER':
      return `${locale === 'fr' ? 'T' : 'Q'}${Math.floor((m - 1) / 3) + 1} ${y}`;
    case 'YEAR':
      return String(y);
  }
}

/** The next catalyst of a stored trial for `today`, or null when it has none. */
export function nextCatalystOf(t: StoredCatalyst, today: string, locale: CatalystLocale): NextCatalyst | null {
  if (!t.catalystKind || !t.catalystWindowStart || !t.catalystWindowEnd || !t.catalystPrecision || !t.catalystBasis) return null;
  return {
    kind: t.catalystKind,
    windowStart: t.catalystWindowStart,
    windowEnd: t.catalystWindowEnd,
    precision: t.catalystPrecision,
    confidence: catalystConfidence(t.catalystBasis, t.catalystWindowEnd, today),
    label: catalystLabel(t.catalystWindowStart, t.catalystPrecision, locale),
  };
}

/** The next catalyst of a record (not stored yet) for `today`: planCatalyst then nextCatalystOf. */
export function catalystOfRecord(r: CatalystInput, today: string, locale: CatalystLocale = 'fr'): NextCatalyst | null {
  const p = planCatalyst(r);
  return p ? nextCatalystOf(p, today, locale) : null;
}
