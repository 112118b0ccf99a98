import type { Knex } from '@mikro-orm/postgresql';
import type { RegulatoryEvent, RegulatoryKind, RegulatoryOutcome } from '../../domain/regulatory.js';

/** A stored event: the provider's shape with its row id. */
export type StoredEvent = RegulatoryEvent & { id: string };

/** What an upsert did to one event: new, or what moved since its stored version. */
export interface EventWrite {
  event: StoredEvent;
  isNew: boolean;
  /** The stored values before (null for a new event). */
  before: { date: string; kind: RegulatoryKind; outcome: RegulatoryOutcome | null } | null;
}

/** The columns of a StoredEvent (dates as YYYY-MM-DD), from alias `e`. */
export const EVENT_COLUMNS = `e.id, e.source, e.source_key as "sourceKey", e.kind, e.agency, to_char(e.event_date, 'YYYY-MM-DD') as date,
  e.date_confidence as "dateConfidence", e.drug, e.drug_names as "drugNames", e.application_number as "applicationNumber", e.company,
  e.ticker, e.indication, e.outcome, e.crl_category as "crlCategory", e.detail, e.source_url as "sourceUrl",
  to_char(e.as_of, 'YYYY-MM-DD') as "asOf", e.demo`;

const keyOf = (e: { source: string; sourceKey: string }) => `${e.source}\u0000${e.sourceKey}`;

/** The fields compared to tell an event seen again from its stored version (everything the provider gives). */
const COMPARED = [
  'kind',
  'agency',
  'date',
  'dateConfidence',
  'drug',
  'applicationNumber',
  'company',
  'ticker',
  'indication',
  'outcome',
  'crlCategory',
  'detail',
  'sourceUrl',
  'asOf',
  'demo',
] as const satisfies readonly (keyof RegulatoryEvent)[];

const sameEvent = (a: RegulatoryEvent, b: RegulatoryEvent) =>
  COMPARED.every((k) => a[k] === b[k]) && a.drugNames.length === b.drugNames.length && a.drugNames.every((n, i) => n === b.drugNames[i]);

/** Stored events with these (source, source key) pairs, by key (one query). */
async function storedByKey(trx: Knex.Transaction, events: readonly RegulatoryEvent[]): Promise<Map<string, StoredEvent>> {
  if (!events.length) return new Map();
  const { rows } = await trx.raw<{ rows: StoredEvent[] }>(
    `select ${EVENT_COLUMNS} from regulatory_events e
      join unnest(?::text[], ?::text[]) as k(source, source_key) on e.source = k.source and e.source_key = k.source_key`,
    [events.map((e) => e.source), events.map((e) => e.sourceKey)],
  );
  return new Map(rows.map((r) => [keyOf(r), r]));
}

/** The ticker as stored: upper case, null when absent. */
const tickerOf = (t: string | null) => (t && t.trim() ? t.trim().toUpperCase() : null);

/**
 * Upserts events by (source, source key), in `trx`: a new event is inserted, one whose provider
 * fields changed is updated (updated_at moves), an identical one is left alone. Answers a write per
 * new or changed event, with the values it had.
 */
export async function upsertEvents(trx: Knex.Transaction, incoming: readonly RegulatoryEvent[]): Promise<{ writes: EventWrite[]; unchanged: number }> {
  const byKey = new Map<string, RegulatoryEvent>();
  for (const e of incoming) byKey.set(keyOf(e), { ...e, ticker: tickerOf(e.ticker), drugNames: [...new Set(e.drugNames)] });
  const events = [...byKey.values()];
  const stored = await storedByKey(trx, events);
  const changed = events.filter((e) => {
    const s = stored.get(keyOf(e));
    return !s || !sameEvent(s, e);
  });
  if (!changed.length) return { writes: [], unchanged: events.length };
  const rows: { id: string; source: string; sourceKey: string }[] = [];
  for (let i = 0; i < changed.length; i += EVENT_BATCH) rows.push(...(await insertEvents(trx, changed.slice(i, i + EVENT_BATCH))));
  const ids = new Map(rows.map((r) => [keyOf(r), r.id]));
  const writes = changed.flatMap((e): EventWrite[] => {
    const id = ids.get(keyOf(e));
    if (!id) return [];
    const s = stored.get(keyOf(e));
    return [{ event: { ...e, id }, isNew: !s, before: s ? { date: s.date, kind: s.kind, outcome: s.outcome } : null }];
  });
  return { writes, unchanged: events.length - changed.length };
}

/** Events per insert statement (a first refresh of the demo provider writes 84,000 at 20,000 trials). */
const EVENT_BATCH = 10_000;

async function insertEvents(trx: Knex.Transaction, changed: readonly RegulatoryEvent[]): Promise<{ id: string; source: string; sourceKey: string }[]> {
  const { rows } = await trx.raw<{ rows: { id: string; source: string; sourceKey: string }[] }>(
    `insert into regulatory_events (source, source_key, kind, agency, event_date, date_confidence, drug, drug_names, application_number,
        company, ticker, indication, outcome, crl_category, detail, source_url, as_of, demo)
     select x.source, x.source_key, x.kind, x.agency, x.event_date, x.date_confidence, x.drug,
            array(select jsonb_array_elements_text(x.drug_names)), x.application_number, x.company, x.ticker, x.indication, x.outcome,
            x.crl_category, x.detail, x.source_url, x.as_of, x.demo
       from jsonb_to_recordset(?::jsonb) as x(source text, source_key text, kind text, agency text, event_date date, date_confidence text,
            drug text, drug_names jsonb, application_number text, company text, ticker text, indication text, outcome text, crl_category text,
            detail text, source_url text, as_of date, demo boolean)
     on conflict (source, source_key) do update set kind = excluded.kind, agency = excluded.agency, event_date = excluded.event_date,
        date_confidence = excluded.date_confidence, drug = excluded.drug, drug_names = excluded.drug_names,
        application_number = excluded.application_number, company = excluded.company, ticker = excluded.ticker,
        indication = excluded.indication, outcome = excluded.outcome, crl_category = excluded.crl_category, detail = excluded.detail,
        source_url = excluded.source_url, as_of = excluded.as_of, demo = excluded.demo, updated_at = now()
     returning id, source, source_key as "sourceKey"`,
    [
      JSON.stringify(
        changed.map((e) => ({
          source: e.source,
          source_key: e.sourceKey,
          kind: e.kind,
          agency: e.agency,
          event_date: e.date,
          date_confidence: e.dateConfidence,
          drug: e.drug.slice(0, 200),
          drug_names: e.drugNames,
          application_number: e.applicationNumber,
          company: e.company?.slice(0, 300) ?? null,
          ticker: e.ticker,
          indication: e.indication,
          outcome: e.outcome,
          crl_category: e.crlCategory,
          detail: e.detail,
          source_url: e.sourceUrl,
          as_of: e.asOf,
          demo: e.demo,
        })),
      ),
    ],
  );
  return rows;
}

/** Every stored event dated from `since` on (the ones the linker keeps linked). */
export async function eventsSince(trx: Knex.Transaction, since: string): Promise<StoredEvent[]> {
  const { rows } = await trx.raw<{ rows: StoredEvent[] }>(`select ${EVENT_COLUMNS} from regulatory_events e where e.event_date >= ? order by e.id`, [since]);
  return rows;
}
