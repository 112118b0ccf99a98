import type { ActualOrEstimated, TrialStatus } from '../../gql/graphql';

/**
 * What a trial's date is: which event (`DateKind`) and how far it can be trusted (`DateState`).
 * ACTUAL: it happened on that date; ESTIMATED: the sponsor's estimate, still ahead; OVERDUE: the
 * sponsor's estimate, already behind us without the record being updated (never shown as a future
 * estimate); UNKNOWN: the registry does not say, and the date does not tell.
 */
export type DateKind = 'start' | 'primaryCompletion' | 'completion' | 'resultsPosted';
export type DateState = 'ACTUAL' | 'ESTIMATED' | 'OVERDUE' | 'UNKNOWN';

const ISO = /^(\d{4})(?:-(\d{2})(?:-(\d{2}))?)?$/;

/** Today as the browser's calendar day, YYYY-MM-DD. */
export function localToday(now = new Date()): string {
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

/** The last day a registry date covers: "2024-10" → "2024-10-31", "2024" → "2024-12-31", a day → itself; null when not a date. */
export function lastDayOf(date: string): string | null {
  const m = ISO.exec(date.trim());
  if (!m) return null;
  if (m[3]) return date.trim();
  const year = Number(m[1]);
  const month = m[2] ? Number(m[2]) : 12;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${m[1]}-${String(month).padStart(2, '0')}-${String(last).padStart(2, '0')}`;
}

/**
 * The date as precise as the registry wrote it: its raw value when it is a month ("2018-05" shows as
 * "mai 2018", not as the stored first day "01/05/2018"), else the stored day.
 */
export function registryDate(date: string | null | undefined, raw: string | null | undefined): string | null {
  if (raw && ISO.test(raw.trim()) && raw.trim().length >= 7) return raw.trim();
  return date ?? null;
}

/**
 * A dated milestone with the registry's ACTUAL / ESTIMATED type: an estimate whose period has
 * ended is OVERDUE; without a type, a date still ahead can only be an estimate.
 */
export function dateState(date: string | null | undefined, type: ActualOrEstimated | null | undefined, today = localToday()): DateState {
  if (!date) return 'UNKNOWN';
  if (type === 'ACTUAL') return 'ACTUAL';
  const last = lastDayOf(date);
  const past = last !== null && last < today;
  if (type === 'ESTIMATED') return past ? 'OVERDUE' : 'ESTIMATED';
  return past ? 'UNKNOWN' : 'ESTIMATED';
}

/** Statuses of a study that has enrolled its first participant. */
const STARTED: ReadonlySet<TrialStatus> = new Set<TrialStatus>([
  'RECRUITING',
  'ACTIVE_NOT_RECRUITING',
  'ENROLLING_BY_INVITATION',
  'COMPLETED',
  'SUSPENDED',
  'TERMINATED',
]);
/** Statuses of a study that has not enrolled anyone (and a withdrawn one never will). */
const NOT_STARTED: ReadonlySet<TrialStatus> = new Set<TrialStatus>(['NOT_YET_RECRUITING', 'WITHDRAWN']);

/**
 * The start date's state. The API stores no type for it, so the status tells: ClinicalTrials.gov
 * turns the start date into the actual date when enrolment begins (its data element definitions:
 * "Study Start Date … Actual: the date on which the first participant was enrolled"), so a study
 * that has enrolled has an actual start; one that has not has an estimated start, overdue once its
 * period has ended. Other statuses (expanded access, unknown) follow the date alone.
 */
export function startDateState(date: string | null | undefined, status: TrialStatus, today = localToday()): DateState {
  if (!date) return 'UNKNOWN';
  if (STARTED.has(status)) return 'ACTUAL';
  const last = lastDayOf(date);
  const past = last !== null && last < today;
  if (NOT_STARTED.has(status)) return past ? 'OVERDUE' : 'ESTIMATED';
  return past ? 'UNKNOWN' : 'ESTIMATED';
}
