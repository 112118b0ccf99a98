import type { Knex } from '@mikro-orm/postgresql';
import type { RegulatoryLink } from '../../domain/regulatory.js';
import type { EventLinks } from './regulatory.linking.js';

/**
 * Rows per statement: a first refresh links every event at once (at 20,000 demo trials, a million
 * links for 84,000 events), which as one statement outlasted the statement timeout on a busy server.
 */
export const LINK_BATCH = 20_000;

/**
 * Makes the stored links of these events what the linker says, in `trx`: links gone are deleted,
 * new ones inserted, a changed method or confidence updated (an unchanged link keeps its linkedAt).
 * Answers the number of links added, removed and changed. Each statement reads or writes at most
 * `batch` rows (events for the read).
 */
export async function writeLinks(trx: Knex.Transaction, links: EventLinks, batch = LINK_BATCH): Promise<{ added: number; removed: number; changed: number }> {
  const eventIds = [...links.keys()];
  if (!eventIds.length) return { added: 0, removed: 0, changed: 0 };
  const stored = new Map<string, { eventId: string; nctId: string; method: string; confidence: string }>();
  for (let i = 0; i < eventIds.length; i += batch) {
    const { rows } = await trx.raw<{ rows: { eventId: string; nctId: string; method: string; confidence: string }[] }>(
      `select event_id as "eventId", trial_nct_id as "nctId", method, confidence from regulatory_links where event_id = any(?::uuid[])`,
      [eventIds.slice(i, i + batch)],
    );
    for (const r of rows) stored.set(`${r.eventId}|${r.nctId}`, r);
  }
  const wanted = new Map<string, { eventId: string } & RegulatoryLink>();
  for (const [eventId, list] of links) for (const l of list) wanted.set(`${eventId}|${l.nctId}`, { eventId, ...l });
  const gone = [...stored.entries()].filter(([k]) => !wanted.has(k)).map(([, r]) => r);
  const upserts = [...wanted.entries()].filter(([k, l]) => {
    const s = stored.get(k);
    return !s || s.method !== l.method || s.confidence !== l.confidence;
  });
  for (let i = 0; i < gone.length; i += batch) {
    const part = gone.slice(i, i + batch);
    await trx.raw(
      `delete from regulatory_links l using unnest(?::uuid[], ?::text[]) as g(event_id, nct_id) where l.event_id = g.event_id and l.trial_nct_id = g.nct_id`,
      [part.map((g) => g.eventId), part.map((g) => g.nctId)],
    );
  }
  for (let i = 0; i < upserts.length; i += batch)
    await trx.raw(
      `insert into regulatory_links (event_id, trial_nct_id, method, confidence)
       select x.event_id, x.nct_id, x.method, x.confidence from jsonb_to_recordset(?::jsonb) as x(event_id uuid, nct_id text, method text, confidence text)
       on conflict (event_id, trial_nct_id) do update set method = excluded.method, confidence = excluded.confidence, linked_at = now()`,
      [JSON.stringify(upserts.slice(i, i + batch).map(([, l]) => ({ event_id: l.eventId, nct_id: l.nctId, method: l.method, confidence: l.confidence })))],
    );
  const added = upserts.filter(([k]) => !stored.has(k)).length;
  return { added, removed: gone.length, changed: upserts.length - added };
}
