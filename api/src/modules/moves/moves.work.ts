import type { EntityManager } from '@mikro-orm/postgresql';
import { addDaysIso } from '../../domain/dates.js';
import { addDays, isWeekday, weekdayOf } from '../../providers/stocks/markets.js';
import { EVENTS_CTE } from './moves.events.js';

/**
 * What a moves run has to do (moves.compute.ts), found without reading a price:
 * - NEW: an event not stored yet;
 * - CHANGED: a stored event whose ticker or date moved, a regulatory decision whose outcome changed,
 *   a trial written since the row (its outcome, stop reason or area may have changed), an area now
 *   known, a row measured against another benchmark or another price source;
 * - GONE: a stored event that is no longer one (its trial lost its ticker, its date is no longer actual…);
 * - RETRY: a move still missing a day that should be in the history by now, not yet looked at today
 *   (looked at for RETRY_GRACE_DAYS after that day at most: a history that never has it is left alone).
 * A second run on the same day with no new data finds nothing to do.
 */
export type WorkReason = 'NEW' | 'CHANGED' | 'GONE' | 'RETRY';

export interface WorkItem {
  key: string;
  ticker: string;
  nctId: string | null;
  regulatoryEventId: string | null;
  reason: WorkReason;
}

/** Days after a missing close's trading day during which the row is looked at again (holidays, a late feed). */
export const RETRY_GRACE_DAYS = 10;

/** The trading day (Monday to Friday) `n` trading days on from the first one on or after `date` (n = 1: that first one). */
export function nthTradingDay(date: string, n: number): string {
  let d = date;
  while (!isWeekday(weekdayOf(d))) d = addDays(d, 1);
  for (let i = 1; i < n; i++) {
    d = addDays(d, 1);
    while (!isWeekday(weekdayOf(d))) d = addDays(d, 1);
  }
  return d;
}

interface RetryRow {
  key: string;
  ticker: string;
  nctId: string | null;
  regulatoryEventId: string | null;
  eventDate: string;
  asOf: string;
  hasDay1: boolean;
}

/**
 * The trading day whose close the row still misses: the first (close or benchmark) while the 1-day
 * move is missing, else the fifth.
 */
export const missingDay = (r: Pick<RetryRow, 'eventDate' | 'hasDay1'>) => nthTradingDay(r.eventDate, r.hasDay1 ? 5 : 1);

/** Whether a row missing a close should be computed again on `asOf`: its day is final by now, and it was last written before it was. */
export function shouldRetry(r: Pick<RetryRow, 'eventDate' | 'hasDay1' | 'asOf'>, asOf: string): boolean {
  const day = missingDay(r);
  return day < asOf && r.asOf < asOf && r.asOf <= addDaysIso(day, RETRY_GRACE_DAYS);
}

/** The work of a run: every item, for the tickers given (all when null). Closes count as final before `asOf`. */
export async function workList(
  em: EntityManager,
  q: { asOf: string; tickers: readonly string[] | null; benchmark: string; source: string; reachFrom: string },
): Promise<WorkItem[]> {
  const knex = em.getKnex();
  const tickers = q.tickers ? [...q.tickers] : null;
  const { rows } = await knex.raw<{ rows: WorkItem[] }>(
    `with ${EVENTS_CTE}
     select ev.key, ev.ticker, ev.nct_id as "nctId", ev.reg_id as "regulatoryEventId",
            case when m.event_key is null then 'NEW' else 'CHANGED' end as reason
       from ev left join catalyst_moves m on m.event_key = ev.key
      where m.event_key is null or m.ticker <> ev.ticker or m.event_date <> ev.d
         or (ev.reg_id is not null and m.outcome <> ev.outcome)
         or (ev.nct_id is not null and (ev.src > m.updated_at or (m.area is null and ev.analyzed > m.updated_at)))
         or m.benchmark <> ? or m.price_source <> ?
     union all
     select m.event_key, m.ticker, m.nct_id, m.regulatory_event_id, 'GONE'
       from catalyst_moves m, p
      where (p.tickers is null or m.ticker = any(p.tickers)) and not exists (select 1 from ev where ev.key = m.event_key)`,
    [q.asOf, tickers, q.benchmark, q.source],
  );
  const seen = new Set(rows.map((r) => r.key));
  // Rows missing a close: the few of the last weeks, filtered here by the trading calendar.
  const { rows: retries } = await knex.raw<{ rows: RetryRow[] }>(
    `select m.event_key as key, m.ticker, m.nct_id as "nctId", m.regulatory_event_id as "regulatoryEventId",
            to_char(m.event_date, 'YYYY-MM-DD') as "eventDate", to_char(m.as_of, 'YYYY-MM-DD') as "asOf",
            (m.move1d is not null and m.abnormal1d is not null) as "hasDay1"
       from catalyst_moves m
      where (m.move5d is null or m.abnormal5d is null) and m.as_of < ?::date and m.event_date >= ?::date and m.event_date >= ?::date
        and (?::text[] is null or m.ticker = any(?::text[]))`,
    [q.asOf, addDaysIso(q.asOf, -(RETRY_GRACE_DAYS + 21)), q.reachFrom, tickers, tickers],
  );
  for (const r of retries)
    if (!seen.has(r.key) && shouldRetry(r, q.asOf))
      rows.push({ key: r.key, ticker: r.ticker, nctId: r.nctId, regulatoryEventId: r.regulatoryEventId, reason: 'RETRY' });
  return rows;
}

/**
 * The tickers a run takes, at most `max`: those with new, changed or gone events first (then by
 * ticker), then those with retries only. Answers the items of the chosen tickers and how many are left.
 */
export function chooseWork(items: readonly WorkItem[], max: number): { chosen: WorkItem[]; tickers: string[]; remaining: number } {
  const byTicker = new Map<string, { items: WorkItem[]; retryOnly: boolean }>();
  for (const it of items) {
    let g = byTicker.get(it.ticker);
    if (!g) byTicker.set(it.ticker, (g = { items: [], retryOnly: true }));
    g.items.push(it);
    if (it.reason !== 'RETRY') g.retryOnly = false;
  }
  const order = [...byTicker.entries()].sort(([a, ga], [b, gb]) => Number(ga.retryOnly) - Number(gb.retryOnly) || a.localeCompare(b));
  const taken = order.slice(0, Math.max(1, max));
  const chosen = taken.flatMap(([, g]) => g.items);
  return { chosen, tickers: taken.map(([t]) => t), remaining: items.length - chosen.length };
}
