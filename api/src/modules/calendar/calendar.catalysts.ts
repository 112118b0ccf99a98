import type { Knex } from '@mikro-orm/postgresql';
import type { CatalystConfidence, CatalystKind } from '../../domain/catalyst.js';
import { confidencePredicate } from '../trials/trials.catalyst.js';

/**
 * Which calendar month a trial's next catalyst falls in (the calendar lists catalysts, not bare
 * completion dates; domain/catalyst.ts). A catalyst is in the month its window starts, except that
 * the current month also carries what is due now: windows already open (a quarter that started
 * before this month) and OVERDUE dates (stale estimates, late results). Past months keep only what
 * is not carried. Plain comparisons on the stored window columns, served by their indexes.
 */
export interface CatalystFilter {
  catalystKinds?: CatalystKind[];
  confidences?: CatalystConfidence[];
}

const monthStart = (month: string) => `${month}-01`;

/** Rows the current month (starting `current`) carries: open windows and overdue dates. */
function carried(current: string, today: string): { sql: string; bindings: string[] } {
  const overdue = confidencePredicate(['OVERDUE'], today);
  return {
    sql: `(t.catalyst_window_start < ? and (t.catalyst_window_end >= ? or ${overdue.sql}))`,
    bindings: [current, current, ...overdue.bindings],
  };
}

/** SQL of the month start a catalyst is listed under (see above). */
export function listedMonthStart(today: string): { sql: string; bindings: string[] } {
  const current = monthStart(today.slice(0, 7));
  const c = carried(current, today);
  return { sql: `(case when ${c.sql} then ?::date else t.catalyst_window_start end)`, bindings: [...c.bindings, current] };
}

/** Restricts `q` to catalysts listed in the months [from, to) (first days, to exclusive), with the kind and confidence filters. */
export function whereListedIn(q: Knex.QueryBuilder, from: string, to: string, today: string, f: CatalystFilter): Knex.QueryBuilder {
  const current = monthStart(today.slice(0, 7));
  const c = carried(current, today);
  if (from <= current && current < to) q.whereRaw(`((t.catalyst_window_start >= ? and t.catalyst_window_start < ?) or ${c.sql})`, [from, to, ...c.bindings]);
  else {
    q.where('t.catalyst_window_start', '>=', from).where('t.catalyst_window_start', '<', to);
    if (from < current) q.whereRaw(`not ${c.sql}`, c.bindings);
  }
  if (f.catalystKinds) q.whereIn('t.catalyst_kind', f.catalystKinds);
  if (f.confidences) {
    const p = confidencePredicate(f.confidences, today);
    q.whereRaw(p.sql, p.bindings);
  }
  return q;
}

/** Order of a month: catalysts still ahead (or just happened) by window, then the overdue ones, most recently due first. */
export function orderListed(q: Knex.QueryBuilder, today: string): Knex.QueryBuilder {
  return q.orderByRaw(
    `(t.catalyst_window_end < ?) asc, case when t.catalyst_window_end < ? then t.catalyst_window_end end desc nulls last, t.catalyst_window_start asc, t.nct_id asc`,
    [today, today],
  );
}
