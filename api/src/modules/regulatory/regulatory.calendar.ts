import type { EntityManager, Knex } from '@mikro-orm/postgresql';
import type { RegulatoryDateConfidence, RegulatoryKind, RegulatoryLinkConfidence, RegulatoryLinkMethod } from '../../domain/regulatory.js';
import type { RegulatoryEventView } from './regulatory.queries.js';
import { EVENT_COLUMNS, type StoredEvent } from './regulatory.store.js';

/**
 * The regulatory events of the calendar (months, counts, .ics feeds): events dated in a window,
 * optionally only those linked to some trials (a subquery of trial ids, e.g. the calendar's
 * filtered trials), and the events a user watches.
 */
export interface RegulatoryWindow {
  /** First day (YYYY-MM-DD), inclusive. */
  from: string;
  /** Last bound (YYYY-MM-DD), exclusive. */
  to: string;
  kinds?: readonly RegulatoryKind[] | null;
  confidences?: readonly RegulatoryDateConfidence[] | null;
  /** A query selecting trial ids (one column): only events linked to one of them; absent: every event. */
  trials?: Knex.QueryBuilder | null;
}

type Row = StoredEvent & { method: RegulatoryLinkMethod | null; confidence: RegulatoryLinkConfidence | null };

const toView = ({ method, confidence, ...e }: Row): RegulatoryEventView => ({ ...e, link: method && confidence ? { method, confidence } : null });

const LINK_RANK = `case l.confidence when 'HIGH' then 0 when 'MEDIUM' then 1 else 2 end`;

/** Restricts `q` (alias `e`) to the window's days, kinds, confidences and linked trials. */
function whereInWindow(knex: Knex, q: Knex.QueryBuilder, w: RegulatoryWindow): Knex.QueryBuilder {
  q.where('e.event_date', '>=', w.from).where('e.event_date', '<', w.to);
  if (w.kinds?.length) q.whereIn('e.kind', [...w.kinds]);
  if (w.confidences?.length) q.whereIn('e.date_confidence', [...w.confidences]);
  const trials = w.trials;
  if (trials) q.whereExists(knex('regulatory_links as l').select(knex.raw('1')).whereRaw('l.event_id = e.id').whereIn('l.trial_nct_id', trials.clone()));
  return q;
}

/**
 * Events of the window by date (then kind and id), at most `limit`; each with its best link (to the
 * window's trials when given, else to any trial; null: not linked).
 */
export async function eventsInWindow(em: EntityManager, w: RegulatoryWindow, limit: number): Promise<RegulatoryEventView[]> {
  const knex = em.getKnex();
  const best = knex('regulatory_links as l')
    .select('l.method', 'l.confidence')
    .whereRaw('l.event_id = e.id')
    .orderByRaw(`${LINK_RANK}, l.trial_nct_id`)
    .limit(1);
  if (w.trials) best.whereIn('l.trial_nct_id', w.trials.clone());
  const lateral = best.toSQL();
  const q = knex('regulatory_events as e')
    .select(knex.raw(`${EVENT_COLUMNS}, bl.method, bl.confidence`))
    .joinRaw(`left join lateral (${lateral.sql}) bl on true`, [...lateral.bindings]);
  const rows: Row[] = await whereInWindow(knex, q, w).orderByRaw('e.event_date, e.kind, e.id').limit(limit);
  return rows.map(toView);
}

/** How many events of the window fall in each month (YYYY-MM), in one query. */
export async function eventCountsByMonth(em: EntityManager, w: RegulatoryWindow): Promise<Map<string, number>> {
  const knex = em.getKnex();
  const q = knex('regulatory_events as e').select(knex.raw(`to_char(e.event_date, 'YYYY-MM') as month, count(*)::int as n`));
  const rows: { month: string; n: number }[] = await whereInWindow(knex, q, w).groupByRaw('1');
  return new Map(rows.map((r) => [r.month, r.n]));
}

/**
 * The events a user watches, dated from `from` on, by date, at most `limit`: those linked to a
 * watched trial or to a trial of a watched company (as lead sponsor or collaborator, as its page
 * lists them), and those naming a watched company's ticker.
 * Each with its best link to any trial.
 */
export async function eventsWatchedBy(em: EntityManager, userId: string, q: { from: string; limit: number }): Promise<RegulatoryEventView[]> {
  const { rows } = await em.getKnex().raw<{ rows: Row[] }>(
    `with w as (select kind, target from watches where user_id = ?),
     hits as (
       select l.event_id from w join regulatory_links l on w.kind = 'TRIAL' and l.trial_nct_id = w.target
       union
       select l.event_id from w join trials t on w.kind = 'COMPANY' and (t.ticker = w.target or t.collaborator_tickers @> array[w.target::text])
         join regulatory_links l on l.trial_nct_id = t.nct_id
       union
       select e.id from w join regulatory_events e on w.kind = 'COMPANY' and e.ticker = upper(w.target))
     select ${EVENT_COLUMNS}, bl.method, bl.confidence
       from regulatory_events e join hits h on h.event_id = e.id
       left join lateral (select l.method, l.confidence from regulatory_links l where l.event_id = e.id order by ${LINK_RANK}, l.trial_nct_id limit 1) bl on true
      where e.event_date >= ?::date
      order by e.event_date, e.kind, e.id limit ?`,
    [userId, q.from, q.limit],
  );
  return rows.map(toView);
}

/** A version of the stored events and links: it moves when an event or a link is written or removed (cache keys of the feeds). */
export async function regulatoryEventsVersion(em: EntityManager): Promise<string> {
  const { rows } = await em.getKnex().raw<{ rows: { v: string }[] }>(
    `select (select count(*)::text || '/' || coalesce(max(updated_at)::text, '') from regulatory_events) || '/' ||
            (select count(*)::text || '/' || coalesce(max(linked_at)::text, '') from regulatory_links) as v`,
  );
  return rows[0]?.v ?? '';
}
