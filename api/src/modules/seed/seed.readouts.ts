import type { ActualOrEstimated, TrialStatus } from '../../domain/trial.js';
import type { DatePlan } from './seed.timeline.js';
import type { Rng } from './seed.random.js';

/**
 * Whether the demo trial's primary completion and completion dates are ACTUAL or ESTIMATED, as
 * ClinicalTrials.gov records show them (they drive the next catalyst, domain/catalyst.ts):
 * - completed and terminated studies: ACTUAL (a few completed ones keep a stale ESTIMATED primary
 *   completion, as real records do);
 * - ongoing studies: ESTIMATED while the date is ahead. A primary completion already behind an
 *   active-not-recruiting study is mostly ACTUAL (primary data in, follow-up going on) but in about
 *   a third of them still ESTIMATED: the sponsor never updated the date (OVERDUE);
 * - unknown-status studies (not verified for two years): ESTIMATED dates in the past, i.e. OVERDUE;
 * - withdrawn studies keep their estimated dates.
 */
export function readoutDateTypes(
  rng: Rng,
  status: TrialStatus,
  plan: Pick<DatePlan, 'primaryCompletion' | 'completion'>,
  today: string,
): { primaryCompletionDateType: ActualOrEstimated | null; completionDateType: ActualOrEstimated | null } {
  const typeOf = (date: string | null, primary: boolean): ActualOrEstimated | null => {
    if (!date) return null;
    if (status === 'TERMINATED') return 'ACTUAL';
    if (status === 'COMPLETED') return primary && rng.chance(0.03) ? 'ESTIMATED' : 'ACTUAL';
    if (status === 'WITHDRAWN' || status === 'UNKNOWN' || date >= today) return 'ESTIMATED';
    if (status === 'ACTIVE_NOT_RECRUITING' && primary) return rng.chance(0.67) ? 'ACTUAL' : 'ESTIMATED';
    return 'ESTIMATED';
  };
  return { primaryCompletionDateType: typeOf(plan.primaryCompletion, true), completionDateType: typeOf(plan.completion, false) };
}
