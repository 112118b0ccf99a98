import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * Inputs of the analysis that come from other rows than the trial's own: the enrollment target
 * (the trial's change history) and the company's active pipeline (the other trials of its ticker).
 */

/** Statuses of a trial still in a company's active pipeline. */
export const PIPELINE_STATUSES = ['RECRUITING', 'NOT_YET_RECRUITING', 'ACTIVE_NOT_RECRUITING', 'ENROLLING_BY_INVITATION'] as const;

/** One recorded change of `enrollment` or `enrollmentType`, in chronological order. */
export interface EnrollmentChange {
  field: 'enrollment' | 'enrollmentType';
  oldValue: string | null;
  newValue: string | null;
  /** The registry's date of the change (the record's last update post): changes of one update share it. */
  changedAt: string | null;
}

/**
 * The enrollment target: the count the registry gave while the enrollment was ESTIMATED, just before
 * it became ACTUAL (the latest such switch). The count changed by the same update is the estimate
 * (old value); otherwise the count in force at the switch. Null without a recorded switch.
 */
export function targetFromHistory(changes: readonly EnrollmentChange[], currentEnrollment: number | null): number | null {
  let switchAt = -1;
  changes.forEach((c, k) => {
    if (c.field === 'enrollmentType' && c.oldValue === 'ESTIMATED' && c.newValue === 'ACTUAL') switchAt = k;
  });
  if (switchAt < 0) return null;
  const day = changes[switchAt].changedAt;
  const counts = changes.map((c, k) => ({ c, k })).filter(({ c }) => c.field === 'enrollment');
  const same = counts.find(({ c }) => day !== null && c.changedAt === day);
  const before = [...counts].reverse().find(({ k }) => k < switchAt);
  const after = counts.find(({ k }) => k > switchAt);
  const text = same ? same.c.oldValue : before ? before.c.newValue : after ? after.c.oldValue : currentEnrollment === null ? null : String(currentEnrollment);
  const n = text === null ? NaN : Number(text);
  return Number.isFinite(n) && n > 0 ? n : null;
}

/** Enrollment targets of these trials (one query); trials without a recorded ESTIMATED → ACTUAL switch are absent. */
export async function enrollmentTargets(em: EntityManager, trials: readonly { nctId: string; enrollment: number | null }[]): Promise<Map<string, number>> {
  const out = new Map<string, number>();
  if (!trials.length) return out;
  const { rows }: { rows: { nct_id: string; field: string; old_value: string | null; new_value: string | null; changed_at: string | null }[] } = await em
    .getKnex()
    .raw(
      `select trial_nct_id as nct_id, field, old_value, new_value, to_char(changed_at, 'YYYY-MM-DD') as changed_at from trial_changes
        where trial_nct_id = any(?::text[]) and field in ('enrollment', 'enrollmentType')
        order by trial_nct_id, changed_at nulls first, recorded_at, id`,
      [trials.map((t) => t.nctId)],
    );
  const byTrial = new Map<string, EnrollmentChange[]>();
  for (const r of rows) {
    const list = byTrial.get(r.nct_id) ?? [];
    list.push({ field: r.field === 'enrollment' ? 'enrollment' : 'enrollmentType', oldValue: r.old_value, newValue: r.new_value, changedAt: r.changed_at });
    byTrial.set(r.nct_id, list);
  }
  for (const t of trials) {
    const target = targetFromHistory(byTrial.get(t.nctId) ?? [], t.enrollment);
    if (target !== null) out.set(t.nctId, target);
  }
  return out;
}

/** Active trials per ticker (the lead sponsor's listed company), for these tickers (one aggregate). */
export async function activePipelines(em: EntityManager, tickers: readonly string[]): Promise<Map<string, number>> {
  const out = new Map<string, number>();
  const wanted = [...new Set(tickers)];
  if (!wanted.length) return out;
  const { rows }: { rows: { ticker: string; active: number }[] } = await em.getKnex().raw(
    `select ticker, count(*)::int as active from trials
      where ticker = any(?::text[]) and status = any(?::text[]) group by ticker`,
    [wanted, [...PIPELINE_STATUSES]],
  );
  for (const r of rows) out.set(r.ticker, r.active);
  return out;
}

/** The trials of these tickers with a listed sponsor (the trials a company's runway bears on). */
export async function listedTrialsOf(em: EntityManager, tickers: readonly string[]): Promise<string[]> {
  const wanted = [...new Set(tickers.map((t) => t.toUpperCase()))];
  if (!wanted.length) return [];
  const { rows }: { rows: { nct_id: string }[] } = await em
    .getKnex()
    .raw(`select nct_id from trials where ticker = any(?::text[]) and investment_verdict <> 'NON' order by nct_id`, [wanted]);
  return rows.map((r) => r.nct_id);
}
