import type { EntityManager, Knex } from '@mikro-orm/postgresql';
import type { TrialRecord } from '../../domain/trial-record.js';
import { realTicker } from '../trials/trials.signals.js';
import { diffWatched, WATCHED_FIELDS } from './changes.fields.js';
import { notifyNewTrials, notifyTrialChanges, type NewTrial, type RecordedTrialChange } from './changes.hooks.js';

/** Stored values of the watched fields, by nctId (property names; dates as YYYY-MM-DD text). */
export type StoredWatched = Map<string, Record<string, unknown>>;

const SELECT_WATCHED = `select t.nct_id as "nctId", ${WATCHED_FIELDS.map((f) =>
  f.isDate ? `to_char(t.${f.column}, 'YYYY-MM-DD') as "${f.prop}"` : `t.${f.column} as "${f.prop}"`,
).join(', ')} from trials t where t.nct_id = any(?::text[])`;

/** Runs a query in the entity manager's transaction, if it has one. */
async function transacting<T>(em: EntityManager, q: Knex.QueryBuilder | Knex.Raw): Promise<T> {
  const trx = em.getTransactionContext<Knex.Transaction>();
  const result: T = await (trx ? q.transacting(trx) : q);
  return result;
}

/** The watched fields of the stored trials among `nctIds` (one query). */
export async function loadWatched(em: EntityManager, nctIds: string[]): Promise<StoredWatched> {
  if (!nctIds.length) return new Map();
  const res = await transacting<{ rows: Record<string, unknown>[] }>(em, em.getKnex().raw(SELECT_WATCHED, [nctIds]));
  return new Map(res.rows.map((r) => [String(r.nctId), r]));
}

export const toDateOrNull = (iso: string | null | undefined): Date | null => {
  if (!iso) return null;
  const d = new Date(`${iso.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(d.getTime()) ? null : d;
};

/** Inserts change rows (in the caller's transaction, if any). */
export async function insertChanges(em: EntityManager, changes: RecordedTrialChange[], importRunId: string | null): Promise<void> {
  for (let i = 0; i < changes.length; i += 1000) {
    const rows = changes.slice(i, i + 1000).map((c) => ({
      trial_nct_id: c.nctId,
      field: c.field,
      old_value: c.oldValue,
      new_value: c.newValue,
      changed_at: c.changedAt ? c.changedAt.toISOString().slice(0, 10) : null,
      slip_days: c.slipDays,
      import_run_id: importRunId,
    }));
    await transacting(em, em.getKnex()('trial_changes').insert(rows));
  }
}

/**
 * After an upsert: records a change row per watched field that differs between the stored trial
 * (`before`, read before the upsert) and its new record, for the trials the upsert wrote
 * (`written`), then calls the listeners (changes, then new trials). Returns the change rows.
 */
export async function recordImportChanges(
  em: EntityManager,
  input: { before: StoredWatched; records: TrialRecord[]; written: string[]; importRunId: string | null },
): Promise<RecordedTrialChange[]> {
  if (!input.written.length) return [];
  const byId = new Map(input.records.map((r) => [r.nctId, r]));
  const changes: RecordedTrialChange[] = [];
  const created: NewTrial[] = [];
  for (const nctId of input.written) {
    const record = byId.get(nctId);
    if (!record) continue;
    const stored = input.before.get(nctId);
    if (!stored) {
      created.push({ nctId, ticker: realTicker(record.ticker) });
      continue;
    }
    const changedAt = toDateOrNull(record.lastUpdatePostDate);
    for (const c of diffWatched(stored, record)) changes.push({ nctId, ...c, changedAt });
  }
  await insertChanges(em, changes, input.importRunId);
  await notifyTrialChanges(em, changes);
  await notifyNewTrials(em, created);
  return changes;
}
