import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * Listeners of the import's change detection (e.g. alerts for watchers). Each import batch calls
 * them inside its transaction, after its change rows are written (rows first): `em` is that
 * transaction, so what a listener writes commits or rolls back with the batch.
 */

/** One recorded change, as the listeners get it. */
export type RecordedTrialChange = {
  nctId: string;
  field: string;
  oldValue: string | null;
  newValue: string | null;
  /** The record's lastUpdatePostDate (midnight UTC), or null when the record has none. */
  changedAt: Date | null;
  slipDays: number | null;
};

/** A study the database did not hold before this import. */
export type NewTrial = { nctId: string; ticker: string | null };

type ChangeListener = (em: EntityManager, changes: RecordedTrialChange[]) => Promise<void>;
type NewTrialListener = (em: EntityManager, trials: NewTrial[]) => Promise<void>;

const changeListeners = new Set<ChangeListener>();
const newTrialListeners = new Set<NewTrialListener>();

/** Calls `fn` with the change rows of each import batch; returns a function that unregisters it. */
export function registerTrialChangeListener(fn: ChangeListener): () => void {
  changeListeners.add(fn);
  return () => changeListeners.delete(fn);
}

/** Calls `fn` with the studies each import batch inserted; returns a function that unregisters it. */
export function registerNewTrialListener(fn: NewTrialListener): () => void {
  newTrialListeners.add(fn);
  return () => newTrialListeners.delete(fn);
}

export async function notifyTrialChanges(em: EntityManager, changes: RecordedTrialChange[]): Promise<void> {
  if (!changes.length) return;
  for (const fn of changeListeners) await fn(em, changes);
}

export async function notifyNewTrials(em: EntityManager, trials: NewTrial[]): Promise<void> {
  if (!trials.length) return;
  for (const fn of newTrialListeners) await fn(em, trials);
}
