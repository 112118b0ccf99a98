/** Primary completion date slips, as the changes module records them (one change row per date moved). */

/**
 * The latest run of consecutive primary completion slips from the trial's change history: how
 * many, their total in days, the date now.
 */
export interface SlipHistory {
  count: number;
  days: number;
  latest: string | null;
}

/**
 * The latest run of consecutive primary completion slips of a trial, from its changes in order:
 * a later date adds to the run, an earlier one ends it; a date added or removed leaves it as is.
 */
export function slipRun(changes: { slipDays: number | null; newValue: string | null }[]): SlipHistory | undefined {
  let count = 0;
  let days = 0;
  let latest: string | null = null;
  for (const c of changes) {
    if (c.slipDays === null) continue;
    if (c.slipDays > 0) {
      count += 1;
      days += c.slipDays;
      latest = c.newValue;
    } else {
      count = 0;
      days = 0;
      latest = null;
    }
  }
  return count > 0 ? { count, days, latest } : undefined;
}
