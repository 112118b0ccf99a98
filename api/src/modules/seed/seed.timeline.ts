import { TRIAL_STATUSES, type TrialStatus } from '../../domain/trial.js';
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
export const DAYS_PER_MONTH = 30.44;

const firstOfMonth = (d: string) => `${monthOf(d)}-01`;

/**
 * Start, completion and posting dates consistent with the status, relative to `today`:
 * completed and terminated studies ended in the past, recruiting ones end in the future,
 * not-yet-recruiting ones start in the future. `fixedCompletion` pins the completion date.
 * The planned duration (start to completion) is drawn within `months` (the trial's profile);
 * a terminated study stopped part of the way.
 */
export function planDates(rng: Rng, status: TrialStatus, today: string, fixedCompletion: string | null, months: readonly [number, number]): DatePlan {
  const lo = addDays(today, -PAST_DAYS);
  const hi = addDays(today, FUTURE_DAYS);
  const clamp = (d: string) => minDate(hi, maxDate(lo, d));
  const minD = Math.round(months[0] * DAYS_PER_MONTH);
  const maxD = Math.max(minD, Math.round(months[1] * DAYS_PER_MONTH));
  /** A duration within the profile, no longer than `cap` days when the window requires it. */
  const duration = (cap = maxD) => rng.int(Math.min(minD, cap), Math.min(maxD, Math.max(cap, 1)));
  let start: string | null;
  let completion: string | null;

  if (fixedCompletion) {
    completion = fixedCompletion;
    const ahead = daysBetween(today, completion);
    if (status === 'NOT_YET_RECRUITING') start = addDays(completion, -duration(ahead - 1));
    else start = clamp(addDays(completion, -rng.int(Math.max(minD, ahead + 14), Math.max(minD, ahead + 14, maxD))));
  } else {
    switch (status) {
      case 'COMPLETED': {
        const d = duration(PAST_DAYS - 60);
        completion = addDays(today, -rng.int(1, Math.max(1, PAST_DAYS - d - 40)));
        start = addDays(completion, -d);
        break;
      }
      case 'TERMINATED': {
        const d = Math.max(30, Math.round(duration(PAST_DAYS - 60) * rng.float(0.1, 0.9)));
        completion = addDays(today, -rng.int(1, Math.max(1, PAST_DAYS - d - 40)));
        start = addDays(completion, -d);
        break;
      }
      case 'UNKNOWN': {
        const d = duration(PAST_DAYS - 430);
        start = addDays(today, -rng.int(d + 400, Math.max(d + 400, PAST_DAYS - 10)));
        completion = addDays(start, d);
        break;
      }
      case 'WITHDRAWN':
        start = addDays(today, -rng.int(30, 2000));
        completion = clamp(addDays(start, duration()));
        break;
      case 'RECRUITING':
      case 'ENROLLING_BY_INVITATION':
      case 'SUSPENDED': {
        const d = duration();
        const least = status === 'SUSPENDED' ? 60 : 7;
        start = addDays(today, -rng.int(Math.max(least, d - FUTURE_DAYS), Math.max(least, Math.min(1460, d - 30))));
        completion = addDays(start, d);
        break;
      }
      case 'ACTIVE_NOT_RECRUITING': {
        const d = duration();
        start = addDays(today, -rng.int(Math.max(Math.min(365, d - 30), d - 1100), Math.min(d - 1, PAST_DAYS)));
        completion = addDays(start, d);
        break;
      }
      case 'NOT_YET_RECRUITING': {
        const d = duration(FUTURE_DAYS - 2);
        start = addDays(today, rng.int(1, Math.max(1, Math.min(365, FUTURE_DAYS - d))));
        completion = addDays(start, d);
        break;
      }
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
