import type { EntityManager } from '@mikro-orm/postgresql';
import type { RegulatoryLinkConfidence, RegulatoryLinkMethod } from '../../domain/regulatory.js';
import { EVENT_COLUMNS, type StoredEvent } from './regulatory.store.js';
import { REGULATORY_LIST_MAX } from './regulatory.validation.js';

/** An event as GraphQL and REST show it: with how it is linked to the trial (or company) it is read for. */
export type RegulatoryEventView = StoredEvent & { link: { method: RegulatoryLinkMethod; confidence: RegulatoryLinkConfidence } | null };

type Row = StoredEvent & { key: string; method: RegulatoryLinkMethod | null; confidence: RegulatoryLinkConfidence | null };

const toView = ({ key: _key, method, confidence, ...e }: Row): RegulatoryEventView => ({
  ...e,
  link: method && confidence ? { method, confidence } : null,
});

function group(keys: readonly string[], rows: Row[]): Map<string, RegulatoryEventView[]> {
  const out = new Map<string, RegulatoryEventView[]>(keys.map((k) => [k, []]));
  for (const r of rows) out.get(r.key)?.push(toView(r));
  return out;
}

/** Order of a list: by date, then kind and id (stable). */
const ORDER = `e.event_date, e.kind, e.id`;

/** The events linked to each of these trials, by date (one query; at most REGULATORY_LIST_MAX per trial). */
export async function eventsOfTrials(em: EntityManager, nctIds: readonly string[]): Promise<Map<string, RegulatoryEventView[]>> {
  if (!nctIds.length) return new Map();
  const { rows } = await em.getKnex().raw<{ rows: Row[] }>(
    `select * from (
       select l.trial_nct_id as key, l.method, l.confidence, ${EVENT_COLUMNS},
              row_number() over (partition by l.trial_nct_id order by ${ORDER}) as n
         from regulatory_links l join regulatory_events e on e.id = l.event_id
        where l.trial_nct_id = any(?::text[])) x
      where n <= ? order by key, n`,
    [[...nctIds], REGULATORY_LIST_MAX],
  );
  return group(
    nctIds,
    rows.map(({ n: _n, ...r }: Row & { n?: unknown }) => r),
  );
}

/**
 * The events of each of these companies (upper-case tickers), by date: those naming the ticker and
 * those linked to one of its trials, as lead sponsor or collaborator (the trials its page lists); the link shown is the best one to its trials (null: by ticker
 * only). One query.
 */
export async function eventsOfTickers(em: EntityManager, tickers: readonly string[]): Promise<Map<string, RegulatoryEventView[]>> {
  if (!tickers.length) return new Map();
  const { rows } = await em.getKnex().raw<{ rows: Row[] }>(
    `with k as (select unnest(?::text[]) as ticker),
     linked as (
       select distinct on (k.ticker, l.event_id) k.ticker, l.event_id, l.method, l.confidence
         from k join trials t on (t.ticker = k.ticker or t.collaborator_tickers @> array[k.ticker]) join regulatory_links l on l.trial_nct_id = t.nct_id
        order by k.ticker, l.event_id, case l.confidence when 'HIGH' then 0 when 'MEDIUM' then 1 else 2 end),
     hits as (
       select ticker, event_id, method, confidence from linked
       union all
       select k.ticker, e.id, null, null from k join regulatory_events e on e.ticker = k.ticker
        where not exists (select 1 from linked x where x.ticker = k.ticker and x.event_id = e.id))
     select * from (
       select h.ticker as key, h.method, h.confidence, ${EVENT_COLUMNS},
              row_number() over (partition by h.ticker order by ${ORDER}) as n
         from hits h join regulatory_events e on e.id = h.event_id) x
      where n <= ? order by key, n`,
    [[...tickers], REGULATORY_LIST_MAX],
  );
  return group(
    tickers,
    rows.map(({ n: _n, ...r }: Row & { n?: unknown }) => r),
  );
}

/** Events dated within [from, to] (either bound optional), by date; link: null (no trial in view). */
export async function eventsBetween(em: EntityManager, q: { from: string | null; to: string | null; first: number }): Promise<RegulatoryEventView[]> {
  const { rows } = await em.getKnex().raw<{ rows: StoredEvent[] }>(
    `select ${EVENT_COLUMNS} from regulatory_events e
      where (?::date is null or e.event_date >= ?::date) and (?::date is null or e.event_date <= ?::date)
      order by ${ORDER} limit ?`,
    [q.from, q.from, q.to, q.to, q.first],
  );
  return rows.map((e) => ({ ...e, link: null }));
}
