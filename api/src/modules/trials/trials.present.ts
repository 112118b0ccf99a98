import type { AppContext } from '../../context.js';
import { trialSignalsOf } from '../analysis/analysis.signal.js';
import type { TrialRow } from './trials.fields.js';
import { presentTableRow, presentTrial } from './trials.presenter.js';

/**
 * REST answers with the signal every screen shows: each trial's latest analysis' (computed alike for
 * a trial not analysed yet), read for the whole list in batches (analysis.signal.ts).
 */

/** Trials in the REST `Trial` shape. */
export async function presentTrials(ctx: AppContext, trials: readonly TrialRow[]) {
  const signals = await trialSignalsOf(ctx, trials);
  return trials.map((t) => presentTrial(t, signals.get(t.nctId)!, ctx.locale));
}

/** Trials as REST table rows (the trials table, a calendar month, the stock dashboard). */
export async function presentTableRows(ctx: AppContext, trials: readonly TrialRow[]) {
  const signals = await trialSignalsOf(ctx, trials);
  return trials.map((t) => presentTableRow(t, signals.get(t.nctId)!));
}
