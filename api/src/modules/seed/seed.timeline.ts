import { TRIAL_STATUSES, type TrialStatus } from '../trials/trials.entity.js';
import { addDays, daysBetween, maxDate, minDate, monthOf } from './seed.dates.js';
import type { Rng } from './seed.random.js';

/** Every status, in the spec's order: the fixed status slots cycle through it. */
export const STATUS_CYCLE: readonly TrialStatus[] = TRIAL_STATUSES;

/** Status shares close to those of registered interventional studies. */
const STATUS_WEIGHTS: Record<TrialStatus, number> = {
  COMPLETED: 37,
  RECRUITING: 20,
  ACTIVE_NOT_RECRUITING: 11,
  NOT_YET_RECRUITING: 7,
  TERMINATED: 8,
  UNKNOWN: 6,
  WITHDRAWN: 3,
  ENROLLING_BY_INVITATION: 3,
  SUSPENDED: 1,
  AVAILABLE: 0.6,
  NO_LONGER_AVAILABLE: 0.5,
  TEMPORARILY_NOT_AVAILABLE: 0.2,
  APPROVED_FOR_MARKETING: 0.3,
  WITHHELD: 0.2,
};

export function pickStatus(rng: Rng): TrialStatus {
  return rng.weighted(STATUS_WEIGHTS);
}

export interface DatePlan {
  start: string | null;
  startPartial: boolean;
  primaryCompletion: string | null;
  completion: string | null;
  completionPartial: boolean;
  firstPost: string;
  /** When results were (or would have been) posted: null if that is still in the future. */
  resultsPosted: string | null;
  lastUpdate: string;
}

/** Six years back and five ahead of today: the window every start and completion date falls in. */
export const PAST_DAYS = 6 * 365;
export const FUTURE_DAYS = 5 * 365 - 5;

const firstOfMonth = (d: string) => `${monthOf(d)}-01`;

/**
 * Start, completion and posting dates consistent with the status, relative to `today`:
 * completed and terminated studies ended in the past, recruiting ones end in the future,
 * not-yet-recruiting ones start in the future. `fixedCompletion` pins the completion date.
 */
export function planDates(rng: Rng, status: TrialStatus, today: string, fixedCompletion: string | null, phases: string[]): DatePlan {
  const lo = addDays(today, -PAST_DAYS);
  const hi = addDays(today, FUTURE_DAYS);
  const clamp = (d: string) => minDate(hi, maxDate(lo, d));
  const early = phases.includes('PHASE1') || phases.includes('EARLY_PHASE1');
  const long = (min: number, max: number) => rng.int(early ? Math.round(min / 2) : min, early ? Math.round(max / 2) : max);
  let start: string | null;
  let completion: string | null;

  if (fixedCompletion) {
    completion = fixedCompletion;
    const ahead = daysBetween(today, completion);
    if (status === 'NOT_YET_RECRUITING' && ahead > 120) start = addDays(today, rng.int(1, Math.min(365, ahead - 90)));
    else start = clamp(minDate(addDays(today, -rng.int(14, 120)), addDays(completion, -long(365, 2000))));
  } else {
    switch (status) {
      case 'COMPLETED':
        completion = addDays(today, -rng.int(1, PAST_DAYS - 200));
        start = clamp(addDays(completion, -long(180, 1800)));
        break;
      case 'TERMINATED':
        completion = addDays(today, -rng.int(1, PAST_DAYS - 100));
        start = clamp(addDays(completion, -long(60, 1400)));
        break;
      case 'UNKNOWN':
        start = addDays(today, -rng.int(1100, PAST_DAYS));
        completion = minDate(addDays(today, -400), addDays(start, long(365, 1200)));
        break;
      case 'WITHDRAWN':
        start = addDays(today, -rng.int(30, 2000));
        completion = clamp(addDays(start, long(365, 1500)));
        break;
      case 'RECRUITING':
      case 'ENROLLING_BY_INVITATION':
        start = addDays(today, -rng.int(7, 1460));
        completion = addDays(today, rng.int(30, FUTURE_DAYS));
        break;
      case 'ACTIVE_NOT_RECRUITING':
        start = addDays(today, -rng.int(365, PAST_DAYS));
        completion = addDays(today, rng.int(1, 1100));
        break;
      case 'NOT_YET_RECRUITING':
        start = addDays(today, rng.int(1, 365));
        completion = clamp(addDays(start, long(365, 1400)));
        break;
      case 'SUSPENDED':
        start = addDays(today, -rng.int(60, 1460));
        completion = addDays(today, rng.int(30, 1460));
        break;
      default:
        // Expanded access: no completion, often no start date either.
        start = rng.chance(0.5) ? null : addDays(today, -rng.int(30, 2000));
        completion = null;
    }
  }
  if (start && completion && start >= completion) start = addDays(completion, -30);

  // ClinicalTrials.gov often records month-only dates; never for the pinned slots, never near today.
  const startPartial = !fixedCompletion && start !== null && rng.chance(0.3) && Math.abs(daysBetween(today, start)) > 62 && firstOfMonth(start) >= lo;
  const completionPartial = !fixedCompletion && completion !== null && rng.chance(0.2) && Math.abs(daysBetween(today, completion)) > 62;
  if (start && startPartial) start = firstOfMonth(start);
  if (completion && completionPartial) completion = firstOfMonth(completion);
  if (start && completion && start >= completion) start = addDays(completion, -1);

  let primaryCompletion = completion;
  if (start && completion) {
    const span = daysBetween(start, completion);
    primaryCompletion = addDays(completion, -rng.int(0, Math.max(0, Math.min(365, Math.floor(span * 0.3)))));
    if (completionPartial) primaryCompletion = maxDate(firstOfMonth(primaryCompletion), start);
  }
  const firstPost = start && start <= today ? maxDate(addDays(lo, -90), addDays(start, -rng.int(0, 90))) : addDays(today, -rng.int(0, 120));
  // Results are posted 6 to 14 months after the primary completion (FDAAA 801 gives 12 months; many post late).
  const posted = primaryCompletion && (status === 'COMPLETED' || status === 'TERMINATED') ? addDays(primaryCompletion, rng.int(183, 426)) : null;
  const resultsPosted = posted && posted <= today ? posted : null;
  const ended = completion !== null && completion < today;
  const lastUpdate = maxDate(firstPost, ended ? minDate(today, addDays(completion!, rng.int(30, 400))) : addDays(today, -rng.int(0, 200)));
  return { start, startPartial, primaryCompletion, completion, completionPartial, firstPost, resultsPosted, lastUpdate };
}
