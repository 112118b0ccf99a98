import type { Knex } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, type TestDb } from '../../../test/db.js';
import { buildRegulatoryEvent, buildTrial, insertTrials } from '../../../test/factories.js';
import type { RegulatoryLink } from '../../domain/regulatory.js';
import type { EventLinks } from './regulatory.linking.js';
import { writeLinks } from './regulatory.links.js';
import { upsertEvents } from './regulatory.store.js';

const event = (sourceKey: string) => buildRegulatoryEvent(sourceKey, 'APPROVAL', '2030-03-01', { dateConfidence: 'ACTUAL' });

const trialIds = Array.from({ length: 7 }, (_, i) => `NCT7300000${i}`);

describe('regulatory links written in batches', () => {
  let db: TestDb;
  let eventIds: string[] = [];

  beforeAll(async () => {
    db = await createTestDb();
    await insertTrials(
      db.ctx().em,
      trialIds.map((nctId) => buildTrial({ nctId })),
    );
  });
  afterAll(() => db?.close());

  const inTransaction = <T>(work: (trx: Knex.Transaction) => Promise<T>) =>
    db.ctx().em.transactional((tem) => work(tem.getTransactionContext<Knex.Transaction>()!));
  const stored = async () =>
    (
      await db
        .ctx()
        .em.getConnection()
        .execute<{ e: string; t: string; m: string; c: string }[]>(
          `select event_id as e, trial_nct_id as t, method as m, confidence as c from regulatory_links order by event_id, trial_nct_id`,
        )
    ).map((r) => `${eventIds.indexOf(r.e)}|${r.t}|${r.m}|${r.c}`);
  const linksOf = (pick: (event: number, trial: number) => RegulatoryLink['confidence'] | null): EventLinks =>
    new Map(
      eventIds.map((id, e) => [
        id,
        trialIds.flatMap((nctId, t) => {
          const confidence = pick(e, t);
          return confidence ? [{ nctId, method: 'DRUG_NAME' as const, confidence }] : [];
        }),
      ]),
    );
  const expected = (links: EventLinks) =>
    [...links.values()].flatMap((list, e) => list.map((l) => `${e}|${l.nctId}|${l.method}|${l.confidence}`)).sort((a, b) => a.localeCompare(b));

  it('gives the same links and counts with statements of 2 rows as in one statement', async () => {
    const { writes } = await inTransaction((trx) => upsertEvents(trx, ['a', 'b', 'c', 'd', 'e'].map(event)));
    eventIds = writes.map((w) => w.event.id).sort((a, b) => a.localeCompare(b));

    const first = linksOf((e, t) => ((e + t) % 2 === 0 ? 'LOW' : null));
    expect(await inTransaction((trx) => writeLinks(trx, first, 2))).toEqual({ added: 18, removed: 0, changed: 0 });
    expect(await stored()).toEqual(expected(first));

    // Half gone, some changed, some new: every batch boundary crossed.
    const second = linksOf((e, t) => (t < 3 ? null : (e + t) % 2 === 0 ? 'HIGH' : t === 6 ? 'MEDIUM' : null));
    const counts = await inTransaction((trx) => writeLinks(trx, second, 2));
    expect(await stored()).toEqual(expected(second));
    expect(counts.added + counts.changed).toBe(expected(second).length);
    expect(counts.removed).toBe(
      expected(first).filter((l) => !expected(second).some((s) => s.split('|').slice(0, 2).join('|') === l.split('|').slice(0, 2).join('|'))).length,
    );
    expect(await inTransaction((trx) => writeLinks(trx, second, 2))).toEqual({ added: 0, removed: 0, changed: 0 });
  });
});
