import type { EntityManager } from '@mikro-orm/postgresql';
import { insertChanges, toDateOrNull } from '../changes/changes.record.js';
import type { RecordedTrialChange } from '../changes/changes.hooks.js';
import type { TrialRecord } from '../../domain/trial-record.js';
import { addDays, daysBetween } from './seed.dates.js';
import { rngFor, type Rng } from './seed.random.js';

/** Share of demo trials given a change history. */
export const HISTORY_SHARE = 0.35;

type Draft = Omit<RecordedTrialChange, 'changedAt' | 'nctId'> & { day: string };

/** `count` sorted days strictly inside (from, to], or fewer when the span is too short. */
function daysBetweenBounds(rng: Rng, from: string, to: string, count: number): string[] {
  const span = daysBetween(from, to);
  if (span < 1) return [];
  const picks = new Set<number>();
  for (let i = 0; i < count * 3 && picks.size < count; i++) picks.add(rng.int(1, span));
  return [...picks].sort((a, b) => a - b).map((d) => addDays(from, d));
}

/**
 * A plausible history of one demo trial, consistent with its final record and deterministic in
 * (seed, nctId): primary completion slips (one to three, 1 to 9 months each), the status path to
 * today's status (with its stop reason), the estimated enrollment becoming the actual one, sites
 * added, results posted. Every change is dated between first posting and last update.
 */
export function demoHistory(r: TrialRecord, seed: string): (Draft & { nctId: string })[] {
  const rng = rngFor(seed, 'history', r.nctId);
  if (!rng.chance(HISTORY_SHARE) || !r.firstPostDate || !r.lastUpdatePostDate || r.lastUpdatePostDate <= r.firstPostDate) return [];
  const first = r.firstPostDate;
  const last = r.lastUpdatePostDate;
  const out: Draft[] = [];

  const pcd = r.primaryCompletionDate;
  if (pcd && rng.chance(0.6)) {
    const count = { one: 1, two: 2, three: 3 }[rng.weighted({ one: 5, two: 3, three: 2 })];
    const slips = Array.from({ length: count }, () => rng.int(30, 270));
    const days = daysBetweenBounds(rng, first, last, slips.length);
    let value = addDays(pcd, -slips.slice(0, days.length).reduce((s, d) => s + d, 0));
    days.forEach((day, i) => {
      const next = addDays(value, slips[i]);
      out.push({ field: 'primaryCompletionDate', oldValue: value, newValue: next, slipDays: slips[i], day });
      value = next;
    });
  }

  const path: string[] = [];
  if (r.status === 'COMPLETED') path.push('RECRUITING', 'ACTIVE_NOT_RECRUITING', 'COMPLETED');
  else if (r.status === 'ACTIVE_NOT_RECRUITING') path.push('RECRUITING', 'ACTIVE_NOT_RECRUITING');
  else if (r.status === 'TERMINATED' || r.status === 'SUSPENDED') path.push('RECRUITING', r.status);
  else if (r.status === 'RECRUITING') path.push('NOT_YET_RECRUITING', 'RECRUITING');
  if (path.length && rng.chance(0.7)) {
    const days = daysBetweenBounds(rng, first, last, path.length - 1);
    days.forEach((day, i) => {
      const from = path[path.length - 1 - days.length + i];
      const to = path[path.length - days.length + i];
      out.push({ field: 'status', oldValue: from, newValue: to, slipDays: null, day });
      if (to === r.status && r.whyStopped) out.push({ field: 'whyStopped', oldValue: null, newValue: r.whyStopped, slipDays: null, day });
      if (to === 'ACTIVE_NOT_RECRUITING' || (to === r.status && to !== 'RECRUITING')) {
        if (r.enrollmentType === 'ACTUAL' && r.enrollment && r.enrollment > 0 && !out.some((c) => c.field === 'enrollmentType')) {
          const estimate = Math.max(10, Math.round((r.enrollment * rng.float(0.8, 1.4)) / 10) * 10);
          if (estimate !== r.enrollment) out.push({ field: 'enrollment', oldValue: String(estimate), newValue: String(r.enrollment), slipDays: null, day });
          out.push({ field: 'enrollmentType', oldValue: 'ESTIMATED', newValue: 'ACTUAL', slipDays: null, day });
        }
      }
    });
  }

  if (r.locations.length >= 6 && rng.chance(0.3)) {
    const [day] = daysBetweenBounds(rng, first, last, 1);
    const before = Math.max(1, Math.round(r.locations.length * rng.float(0.4, 0.8)));
    if (day) out.push({ field: 'siteCount', oldValue: String(before), newValue: String(r.locations.length), slipDays: null, day });
  }

  if (r.resultsFirstPostDate && r.resultsFirstPostDate > first && r.resultsFirstPostDate <= last)
    out.push({ field: 'resultsFirstPostDate', oldValue: null, newValue: r.resultsFirstPostDate, slipDays: null, day: r.resultsFirstPostDate });

  return out.map((c) => ({ ...c, nctId: r.nctId }));
}

/**
 * Seeding hook (seed.service.ts), in the batch's transaction: the demo history of the trials the
 * batch wrote, replacing the one they had (re-dated trials get a new one; imports' rows are kept).
 */
export async function seedHistory(em: EntityManager, records: TrialRecord[], written: string[], seed: string): Promise<void> {
  if (!written.length) return;
  const trx = em.getTransactionContext();
  const del = em.getKnex()('trial_changes').whereIn('trial_nct_id', written).whereNull('import_run_id').delete();
  await (trx ? del.transacting(trx) : del);
  const ids = new Set(written);
  const rows: RecordedTrialChange[] = records
    .filter((r) => ids.has(r.nctId))
    .flatMap((r) => demoHistory(r, seed))
    .map(({ day, ...c }) => ({ ...c, changedAt: toDateOrNull(day) }));
  await insertChanges(em, rows, null);
}
