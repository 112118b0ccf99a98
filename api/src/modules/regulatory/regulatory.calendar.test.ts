import type { Knex } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, type TestDb } from '../../../test/db.js';
import { buildRegulatoryEvent, buildTrial, insertTrials } from '../../../test/factories.js';
import { createUser } from '../../../test/users.js';
import { eventCountsByMonth, eventsInWindow, eventsWatchedBy, regulatoryEventsVersion } from './regulatory.calendar.js';
import { writeLinks } from './regulatory.links.js';
import { eventsOfTickers } from './regulatory.queries.js';
import { upsertEvents } from './regulatory.store.js';

const event = buildRegulatoryEvent;

describe('regulatory.calendar: events of a window, counts per month, watched events, version', () => {
  let db: TestDb;
  const ids = new Map<string, string>();

  beforeAll(async () => {
    db = await createTestDb();
    const em = db.ctx().em;
    await insertTrials(em, [
      buildTrial({ nctId: 'NCT72000001', ticker: 'RCA', investmentVerdict: 'OUI' }),
      buildTrial({ nctId: 'NCT72000002', ticker: 'RCB', investmentVerdict: 'NON' }),
    ]);
    await em.transactional(async (tem) => {
      const trx = tem.getTransactionContext<Knex.Transaction>()!;
      const { writes } = await upsertEvents(trx, [
        event('a', 'PDUFA_DATE', '2030-03-10'),
        event('b', 'CRL', '2030-03-02', { dateConfidence: 'ACTUAL', ticker: 'rcb' }),
        event('c', 'APPROVAL', '2030-04-01', { dateConfidence: 'ACTUAL', ticker: 'RCC' }),
        event('d', 'CHMP_OPINION', '2030-05-31', { agency: 'EMA' }),
      ]);
      for (const w of writes) ids.set(w.event.sourceKey, w.event.id);
      await writeLinks(
        trx,
        new Map([
          [
            ids.get('a')!,
            [
              { nctId: 'NCT72000001', method: 'DRUG_NAME', confidence: 'LOW' },
              { nctId: 'NCT72000002', method: 'APPLICATION', confidence: 'HIGH' },
            ],
          ],
          [ids.get('b')!, [{ nctId: 'NCT72000002', method: 'DRUG_AND_COMPANY', confidence: 'MEDIUM' }]],
        ]),
      );
    });
  });
  afterAll(() => db?.close());

  it('eventsInWindow: by date within [from, to), filtered by kind, confidence and linked trials, with the best link among them', async () => {
    const em = db.ctx().em;
    const all = await eventsInWindow(em, { from: '2030-03-01', to: '2030-05-01' }, 10);
    expect(all.map((e) => [e.sourceKey, e.link])).toEqual([
      ['b', { method: 'DRUG_AND_COMPANY', confidence: 'MEDIUM' }],
      ['a', { method: 'APPLICATION', confidence: 'HIGH' }],
      ['c', null],
    ]);
    expect((await eventsInWindow(em, { from: '2030-03-01', to: '2030-04-01' }, 10)).map((e) => e.sourceKey)).toEqual(['b', 'a']);
    expect((await eventsInWindow(em, { from: '2030-03-01', to: '2030-06-01', kinds: ['APPROVAL', 'CHMP_OPINION'] }, 10)).map((e) => e.sourceKey)).toEqual([
      'c',
      'd',
    ]);
    expect((await eventsInWindow(em, { from: '2030-03-01', to: '2030-06-01', confidences: ['ACTUAL'] }, 1)).map((e) => e.sourceKey)).toEqual(['b']);
    const knex = em.getKnex();
    const oui = knex('trials as t').select('t.nct_id').where('t.investment_verdict', 'OUI');
    const linked = await eventsInWindow(em, { from: '2030-01-01', to: '2031-01-01', trials: oui }, 10);
    // Event a is linked to both trials: here its link is the one to the OUI trial.
    expect(linked.map((e) => [e.sourceKey, e.link])).toEqual([['a', { method: 'DRUG_NAME', confidence: 'LOW' }]]);
  });

  it('eventCountsByMonth: one count per month with events', async () => {
    const counts = await eventCountsByMonth(db.ctx().em, { from: '2030-01-01', to: '2031-01-01' });
    expect(Object.fromEntries(counts)).toEqual({ '2030-03': 2, '2030-04': 1, '2030-05': 1 });
  });

  it('eventsWatchedBy: events of watched trials, of the trials of watched companies, and naming a watched ticker', async () => {
    const em = db.ctx().em;
    const user = await createUser(db);
    const knex = em.getKnex();
    const watch = (kind: string, target: string) => knex('watches').insert({ user_id: user.id, kind, target });
    expect(await eventsWatchedBy(em, user.id, { from: '2030-01-01', limit: 10 })).toEqual([]);
    await watch('TRIAL', 'NCT72000001');
    expect((await eventsWatchedBy(em, user.id, { from: '2030-01-01', limit: 10 })).map((e) => e.sourceKey)).toEqual(['a']);
    await watch('COMPANY', 'RCB');
    await watch('COMPANY', 'RCC');
    const all = await eventsWatchedBy(em, user.id, { from: '2030-01-01', limit: 10 });
    expect(all.map((e) => [e.sourceKey, e.link?.confidence ?? null])).toEqual([
      ['b', 'MEDIUM'],
      ['a', 'HIGH'],
      ['c', null],
    ]);
    expect((await eventsWatchedBy(em, user.id, { from: '2030-03-05', limit: 10 })).map((e) => e.sourceKey)).toEqual(['a', 'c']);
  });

  it("a company's trials as collaborator count as its trials (its page, its watchers), as they do for its page's trial list", async () => {
    const em = db.ctx().em;
    const user = await createUser(db);
    const knex = em.getKnex();
    await knex('watches').insert({ user_id: user.id, kind: 'COMPANY', target: 'RCD' });
    expect(await eventsWatchedBy(em, user.id, { from: '2030-01-01', limit: 10 })).toEqual([]);
    expect((await eventsOfTickers(em, ['RCD'])).get('RCD') ?? []).toEqual([]);
    await knex.raw(`update trials set collaborator_tickers = '{RCD}' where nct_id = 'NCT72000001'`);
    try {
      expect((await eventsWatchedBy(em, user.id, { from: '2030-01-01', limit: 10 })).map((e) => e.sourceKey)).toEqual(['a']);
      expect(((await eventsOfTickers(em, ['RCD'])).get('RCD') ?? []).map((e) => [e.sourceKey, e.link])).toEqual([
        ['a', { method: 'DRUG_NAME', confidence: 'LOW' }],
      ]);
    } finally {
      await knex.raw(`update trials set collaborator_tickers = '{}' where nct_id = 'NCT72000001'`);
    }
  });

  it('regulatoryEventsVersion moves when an event or a link is written or removed', async () => {
    const em = db.ctx().em;
    const v1 = await regulatoryEventsVersion(em);
    expect(await regulatoryEventsVersion(em)).toBe(v1);
    await em.getKnex().raw('delete from regulatory_links where event_id = ?', [ids.get('b')!]);
    const v2 = await regulatoryEventsVersion(em);
    expect(v2).not.toBe(v1);
    await em.getKnex().raw(`update regulatory_events set event_date = '2030-03-03', updated_at = now() + interval '1 second' where id = ?`, [ids.get('b')!]);
    expect(await regulatoryEventsVersion(em)).not.toBe(v2);
  });
});
