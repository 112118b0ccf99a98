import type { EntityManager } from '@mikro-orm/postgresql';
import { slipRun, type SlipHistory } from '../../domain/slips.js';
import { PRIMARY_COMPLETION } from './changes.fields.js';

/** Slip runs (domain/slips.ts) of these trials (one query); trials without slips are absent. */
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
