import type { EntityManager } from '@mikro-orm/postgresql';
import { readPostedResults } from '../../domain/readout.js';
import { eventKeys, type CatalystOutcome, type PastCatalystKind } from '../../domain/reactions.js';
import { AREAS, type Area } from '../../domain/therapeutic-areas.js';
import type { TrialResults } from '../../domain/trial-record.js';
import { stopReason } from '../../providers/analysis/context.js';

/**
 * The past catalysts of listed companies (issue 31, Definitions): a trial's actual primary
 * completion and first results posted (outcome from the posted primary results), its changes to
 * TERMINATED or SUSPENDED (dated by the change history, else by the last update post; a failure when
 * it stopped for efficacy or safety), and the regulatory decisions (approval, CRL, CHMP opinion, EC
 * decision) naming a ticker or linked to a listed trial.
 */

/** One event as the computation stores it. */
export interface PastEvent {
  key: string;
  ticker: string;
  kind: PastCatalystKind;
  date: string;
  outcome: CatalystOutcome;
  nctId: string | null;
  regulatoryEventId: string | null;
  area: Area | null;
}

/** Regulatory kinds that are decisions (an opinion counts: the market trades on it). */
export const DECISION_KINDS = ['APPROVAL', 'CRL', 'CHMP_OPINION', 'EC_DECISION'] as const;
const DECISION_LIST = DECISION_KINDS.map((k) => `'${k}'`).join(', ');

/**
 * A regulatory event's company: its own ticker, else the ticker of the trial it is best linked to
 * (a link by drug name alone is too weak to move a company's stock).
 */
const REGULATORY_TICKER = `coalesce(upper(e.ticker), (
    select t.ticker from regulatory_links l join trials t on t.nct_id = l.trial_nct_id
     where l.event_id = e.id and t.ticker is not null and l.confidence in ('HIGH', 'MEDIUM')
     order by case l.confidence when 'HIGH' then 0 else 1 end, t.nct_id limit 1))`;

const REGULATORY_OUTCOME = `case e.outcome when 'POSITIVE' then 'SUCCESS' else 'FAILURE' end`;

/**
 * Every event's identity (key, ticker, kind, date, trial or regulatory event), for the work list
 * (moves.work.ts): `src` is when its trial last changed (null for a regulatory decision, whose
 * outcome is compared by value), `analyzed` its trial's latest analysis. Bindings: asOf
 * (YYYY-MM-DD), then the tickers (a text array) or null for all.
 */
export const EVENTS_CTE = `p as (select ?::date as as_of, ?::text[] as tickers),
ev as (
  select distinct on (key) key, ticker, kind, d, nct_id, reg_id, outcome, src, analyzed from (
    select 'RP:' || t.nct_id as key, t.ticker, 'PRIMARY_COMPLETION' as kind, t.primary_completion_date as d, t.nct_id, null::uuid as reg_id,
           null::text as outcome, t.updated_at as src, t.analyzed_at as analyzed
      from trials t, p
     where t.ticker is not null and t.primary_completion_date_type = 'ACTUAL' and t.primary_completion_date <= p.as_of
       and (p.tickers is null or t.ticker = any(p.tickers))
    union all
    select 'RS:' || t.nct_id, t.ticker, 'RESULTS_POSTED', t.results_first_post_date, t.nct_id, null, null, t.updated_at, t.analyzed_at
      from trials t, p
     where t.ticker is not null and t.results_first_post_date <= p.as_of and (p.tickers is null or t.ticker = any(p.tickers))
    union all
    select 'TS:' || t.nct_id || ':' || to_char(c.changed_at, 'YYYY-MM-DD'), t.ticker, c.new_value, c.changed_at, t.nct_id, null, null,
           t.updated_at, t.analyzed_at
      from trial_changes c join trials t on t.nct_id = c.trial_nct_id, p
     where c.field = 'status' and c.new_value in ('TERMINATED', 'SUSPENDED') and c.changed_at <= p.as_of and t.ticker is not null
       and (p.tickers is null or t.ticker = any(p.tickers))
    union all
    select 'TS:' || t.nct_id || ':' || to_char(t.last_update_post_date, 'YYYY-MM-DD'), t.ticker, t.status, t.last_update_post_date, t.nct_id,
           null, null, t.updated_at, t.analyzed_at
      from trials t, p
     where t.ticker is not null and t.status in ('TERMINATED', 'SUSPENDED') and t.last_update_post_date <= p.as_of
       and (p.tickers is null or t.ticker = any(p.tickers))
       and not exists (select 1 from trial_changes c where c.trial_nct_id = t.nct_id and c.field = 'status' and c.new_value = t.status)
    union all
    select 'RG:' || x.id, x.ticker, 'REGULATORY_DECISION', x.event_date, null, x.id, x.outcome, null, null
      from (select e.id, e.event_date, ${REGULATORY_TICKER} as ticker, ${REGULATORY_OUTCOME} as outcome
              from regulatory_events e, p
             where e.kind in (${DECISION_LIST}) and e.outcome in ('POSITIVE', 'NEGATIVE') and e.event_date <= p.as_of) x, p
     where x.ticker is not null and (p.tickers is null or x.ticker = any(p.tickers))
  ) all_events
  order by key, d desc
)`;

// ---- deriving the events of some trials and regulatory events ----------------------------------

interface TrialEventRow {
  nctId: string;
  ticker: string | null;
  status: string;
  whyStopped: string | null;
  primaryCompletion: string | null;
  resultsPosted: string | null;
  lastUpdate: string | null;
  results: TrialResults | null;
  area: string | null;
}

interface StatusChangeRow {
  nctId: string;
  status: 'TERMINATED' | 'SUSPENDED';
  date: string;
  why: string | null;
}

const TRIALS = `select t.nct_id as "nctId", t.ticker, t.status, t.why_stopped as "whyStopped",
    case when t.primary_completion_date_type = 'ACTUAL' then to_char(t.primary_completion_date, 'YYYY-MM-DD') end as "primaryCompletion",
    to_char(t.results_first_post_date, 'YYYY-MM-DD') as "resultsPosted",
    to_char(t.last_update_post_date, 'YYYY-MM-DD') as "lastUpdate",
    case when t.results_first_post_date is not null or t.primary_completion_date_type = 'ACTUAL' then t.results end as results,
    (select a.breakdown->>'area' from analyses a where a.trial_nct_id = t.nct_id order by a.analyzed_at desc limit 1) as area
  from trials t where t.nct_id = any(?::text[])`;

const STATUS_CHANGES = `select c.trial_nct_id as "nctId", c.new_value as status, to_char(c.changed_at, 'YYYY-MM-DD') as date,
    (select w.new_value from trial_changes w
      where w.trial_nct_id = c.trial_nct_id and w.field = 'whyStopped' and w.changed_at = c.changed_at and w.new_value is not null limit 1) as why
  from trial_changes c
 where c.trial_nct_id = any(?::text[]) and c.field = 'status' and c.new_value in ('TERMINATED', 'SUSPENDED') and c.changed_at is not null
 order by c.changed_at, c.recorded_at, c.id`;

const REGULATORY = `select e.id, to_char(e.event_date, 'YYYY-MM-DD') as date, ${REGULATORY_TICKER} as ticker, ${REGULATORY_OUTCOME} as outcome
  from regulatory_events e
 where e.id = any(?::uuid[]) and e.kind in (${DECISION_LIST}) and e.outcome in ('POSITIVE', 'NEGATIVE')`;

const isArea = (a: string | null): a is Area => a !== null && (AREAS as readonly string[]).includes(a);

/** A readout's outcome from the posted primary results: MET → SUCCESS, NOT_MET → FAILURE, MIXED → MIXED, else UNKNOWN. */
export function readoutOutcome(results: TrialResults | null): CatalystOutcome {
  const reading = readPostedResults(results);
  return reading?.outcome === 'MET' ? 'SUCCESS' : reading?.outcome === 'NOT_MET' ? 'FAILURE' : reading?.outcome === 'MIXED' ? 'MIXED' : 'UNKNOWN';
}

/** A stop's outcome: a failure when the trial stopped for efficacy or safety, else unknown. */
export const stopOutcome = (why: string | null): CatalystOutcome => (stopReason(why) === 'efficacy_safety' ? 'FAILURE' : 'UNKNOWN');

/** The events of one trial (dated on or before asOf), from its row and its status changes. */
export function trialEvents(t: TrialEventRow, changes: readonly StatusChangeRow[], asOf: string): PastEvent[] {
  if (!t.ticker) return [];
  const base = { ticker: t.ticker, nctId: t.nctId, regulatoryEventId: null, area: isArea(t.area) ? t.area : null };
  const out: PastEvent[] = [];
  const readout = t.primaryCompletion || t.resultsPosted ? readoutOutcome(t.results) : 'UNKNOWN';
  if (t.primaryCompletion && t.primaryCompletion <= asOf)
    out.push({ ...base, key: eventKeys.primaryCompletion(t.nctId), kind: 'PRIMARY_COMPLETION', date: t.primaryCompletion, outcome: readout });
  if (t.resultsPosted && t.resultsPosted <= asOf)
    out.push({ ...base, key: eventKeys.resultsPosted(t.nctId), kind: 'RESULTS_POSTED', date: t.resultsPosted, outcome: readout });
  const stops = new Map<string, PastEvent>();
  for (const c of changes) {
    if (c.date > asOf) continue;
    // The stop reason of that change, else the current one when the trial is still in that status.
    const why = c.why ?? (c.status === t.status ? t.whyStopped : null);
    stops.set(c.date, { ...base, key: eventKeys.stop(t.nctId, c.date), kind: c.status, date: c.date, outcome: stopOutcome(why) });
  }
  const current = t.status === 'TERMINATED' || t.status === 'SUSPENDED' ? t.status : null;
  if (current && t.lastUpdate && t.lastUpdate <= asOf && !changes.some((c) => c.status === current))
    stops.set(t.lastUpdate, { ...base, key: eventKeys.stop(t.nctId, t.lastUpdate), kind: current, date: t.lastUpdate, outcome: stopOutcome(t.whyStopped) });
  return [...out, ...stops.values()];
}

/** The events of these trials (every one they have), by trial: two queries. */
export async function eventsOfTrials(em: EntityManager, nctIds: readonly string[], asOf: string): Promise<Map<string, PastEvent[]>> {
  const out = new Map<string, PastEvent[]>(nctIds.map((id) => [id, []]));
  if (!nctIds.length) return out;
  const knex = em.getKnex();
  const [{ rows: trials }, { rows: changes }] = await Promise.all([
    knex.raw<{ rows: TrialEventRow[] }>(TRIALS, [[...nctIds]]),
    knex.raw<{ rows: StatusChangeRow[] }>(STATUS_CHANGES, [[...nctIds]]),
  ]);
  const changesOf = new Map<string, StatusChangeRow[]>();
  for (const c of changes) {
    let list = changesOf.get(c.nctId);
    if (!list) changesOf.set(c.nctId, (list = []));
    list.push(c);
  }
  for (const t of trials) out.set(t.nctId, trialEvents(t, changesOf.get(t.nctId) ?? [], asOf));
  return out;
}

/** The decisions among these regulatory events, by id (absent: no longer a decision of a listed company). */
export async function eventsOfRegulatory(em: EntityManager, ids: readonly string[], asOf: string): Promise<Map<string, PastEvent>> {
  const out = new Map<string, PastEvent>();
  if (!ids.length) return out;
  const { rows } = await em.getKnex().raw<{ rows: { id: string; date: string; ticker: string | null; outcome: CatalystOutcome }[] }>(REGULATORY, [[...ids]]);
  for (const r of rows) {
    if (!r.ticker || r.date > asOf) continue;
    out.set(r.id, {
      key: eventKeys.regulatory(r.id),
      ticker: r.ticker,
      kind: 'REGULATORY_DECISION',
      date: r.date,
      outcome: r.outcome,
      nctId: null,
      regulatoryEventId: r.id,
      area: null,
    });
  }
  return out;
}
