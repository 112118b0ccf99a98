import type { EntityManager } from '@mikro-orm/postgresql';
import type { SlipHistory } from '../../providers/analysis/types.js';
import { PRIMARY_COMPLETION } from './changes.fields.js';

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

/** Slip runs of these trials (one query); trials without slips are absent. */
export async function slipHistories(em: EntityManager, nctIds: string[]): Promise<Map<string, SlipHistory>> {
  const out = new Map<string, SlipHistory>();
  if (!nctIds.length) return out;
  const { rows }: { rows: { nct_id: string; slip_days: number | null; new_value: string | null }[] } = await em.getKnex().raw(
    `select trial_nct_id as nct_id, slip_days, new_value from trial_changes
      where trial_nct_id = any(?::text[]) and field = ? and slip_days is not null
      order by trial_nct_id, changed_at nulls first, recorded_at, id`,
    [nctIds, PRIMARY_COMPLETION],
  );
  const byTrial = new Map<string, { slipDays: number | null; newValue: string | null }[]>();
  for (const r of rows) {
    const list = byTrial.get(r.nct_id) ?? [];
    list.push({ slipDays: r.slip_days, newValue: r.new_value });
    byTrial.set(r.nct_id, list);
  }
  for (const [id, list] of byTrial) {
    const run = slipRun(list);
    if (run) out.set(id, run);
  }
  return out;
}
