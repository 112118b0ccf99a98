import type { AppContext } from '../../context.js';

/** A recorded change as GraphQL and REST present it. */
export interface TrialChangeView {
  id: string;
  nctId: string;
  field: string;
  oldValue: string | null;
  newValue: string | null;
  /** The record's lastUpdatePostDate (YYYY-MM-DD), or null. */
  changedAt: string | null;
  slipDays: number | null;
  importRunId: string | null;
  recordedAt: Date;
}

/** At most this many changes are listed per trial (newest first). */
export const MAX_CHANGES_PER_TRIAL = 500;

interface ChangeRow {
  id: string;
  nct_id: string;
  field: string;
  old_value: string | null;
  new_value: string | null;
  changed_at: string | null;
  slip_days: number | null;
  import_run_id: string | null;
  recorded_at: Date | string;
}

/** The changes of these trials, newest first (by registry date, then by when they were recorded), one query. */
export async function changesOfTrials(ctx: Pick<AppContext, 'em'>, nctIds: readonly string[]): Promise<Map<string, TrialChangeView[]>> {
  const out = new Map<string, TrialChangeView[]>(nctIds.map((id) => [id, []]));
  if (!nctIds.length) return out;
  const { rows }: { rows: ChangeRow[] } = await ctx.em.getKnex().raw(
    `select id, nct_id, field, old_value, new_value, changed_at, slip_days, import_run_id, recorded_at from (
       select c.id, c.trial_nct_id as nct_id, c.field, c.old_value, c.new_value, to_char(c.changed_at, 'YYYY-MM-DD') as changed_at,
              c.slip_days, c.import_run_id, c.recorded_at,
              row_number() over (partition by c.trial_nct_id order by c.changed_at desc nulls last, c.recorded_at desc, c.id desc) as n
         from trial_changes c where c.trial_nct_id = any(?::text[])) x
      where n <= ? order by nct_id, n`,
    [[...nctIds], MAX_CHANGES_PER_TRIAL],
  );
  for (const r of rows)
    out.get(r.nct_id)?.push({
      id: r.id,
      nctId: r.nct_id,
      field: r.field,
      oldValue: r.old_value,
      newValue: r.new_value,
      changedAt: r.changed_at,
      slipDays: r.slip_days,
      importRunId: r.import_run_id,
      recordedAt: new Date(r.recorded_at),
    });
  return out;
}
