import { beforeAll, describe, expect, it } from 'vitest';
import { listen, live, waitFor } from '../../../test/alerts.js';
import { buildTrial, insertTrials } from '../../../test/factories.js';
import { useTestServer } from '../../../test/server.js';
import { createUser, type TestUser } from '../../../test/users.js';
import { analyzeTrials } from '../analysis/analysis.batch.js';
import { createAlertsForNewTrials, createAlertsForRegulatoryEvents, createAlertsForTrialChanges } from './alerts.create.js';

const statusChange = (nctId: string) => ({
  nctId,
  field: 'overallStatus',
  oldValue: 'RECRUITING',
  newValue: 'TERMINATED',
  changedAt: new Date('2026-11-20T00:00:00Z'),
  slipDays: null,
});

describe('alerts: one row per watcher, pushed live over alertCreated, listed and marked read', () => {
  const fx = useTestServer();
  let alice: TestUser; // watches the trial
  let bob: TestUser; // watches the company
  let carol: TestUser; // watches both
  let dave: TestUser; // watches nothing
  const t1 = buildTrial({ ticker: 'ALRT' });
  const t2 = buildTrial({ ticker: 'ALRT' });
  beforeAll(async () => {
    await insertTrials(fx.db.ctx().em, [t1, t2]);
    [alice, bob, carol, dave] = await Promise.all([createUser(fx.db), createUser(fx.db), createUser(fx.db), createUser(fx.db)]);
    await fx.srv.rest('POST', '/watchlist', { kind: 'TRIAL', id: t1.nctId }, alice.accessToken);
    await fx.srv.rest('POST', '/watchlist', { kind: 'COMPANY', id: 'ALRT' }, bob.accessToken);
    await fx.srv.rest('POST', '/watchlist', { kind: 'TRIAL', id: t1.nctId }, carol.accessToken);
    await fx.srv.rest('POST', '/watchlist', { kind: 'COMPANY', id: 'ALRT' }, carol.accessToken);
  });

  it('createAlertsForTrialChanges: one alert per watcher; subscribers get theirs within 2 s, and only theirs', async () => {
    const subs = Object.fromEntries(
      [alice, bob, carol, dave].map((u, i) => [['alice', 'bob', 'carol', 'dave'][i], listen(fx.srv.ws({ authorization: `Bearer ${u.accessToken}` }))]),
    );
    await Promise.all([alice, bob, carol, dave].map((u, i) => live(fx.db.deps.pubsub, u.id, Object.values(subs)[i])));
    const start = Date.now();
    const created = await createAlertsForTrialChanges(fx.db.ctx().em, [statusChange(t1.nctId)]);
    expect(created).toBe(3);
    for (const name of ['alice', 'bob', 'carol']) {
      const ev = await waitFor(() => subs[name].events[0], 2000);
      expect(ev).toMatchObject({
        kind: 'TRIAL_CHANGED',
        nctId: t1.nctId,
        ticker: 'ALRT',
        via: name === 'bob' ? 'COMPANY' : 'TRIAL',
        changes: [{ field: 'overallStatus', oldValue: 'RECRUITING', newValue: 'TERMINATED', slipDays: null }],
        trial: { nctId: t1.nctId },
      });
    }
    expect(Date.now() - start).toBeLessThan(2000);
    await new Promise((r) => setTimeout(r, 300));
    expect(subs.dave.events).toEqual([]);
    for (const s of Object.values(subs)) expect(s.errors).toEqual([]);
    // exactly one each (carol watches both the trial and its company)
    expect(subs.carol.events).toHaveLength(1);
    const { rows } = await fx.db.ctx().em.getKnex().raw('select user_id, pushed_at from alerts');
    expect(rows).toHaveLength(3);
    expect(rows.every((r: { pushed_at: Date | null }) => r.pushed_at !== null)).toBe(true);
  });

  it('anonymous clients cannot subscribe', async () => {
    const anon = listen(fx.srv.ws());
    await waitFor(() => anon.errors[0], 2000);
    expect(JSON.stringify(anon.errors[0])).toMatch(/UNAUTHENTICATED|Authentication/);
  });

  it('results posted is a kind of its own; a new trial alerts the company watchers', async () => {
    await createAlertsForTrialChanges(fx.db.ctx().em, [
      { nctId: t2.nctId, field: 'resultsFirstPostDate', oldValue: null, newValue: '2026-11-01', changedAt: null, slipDays: null },
      { nctId: t2.nctId, field: 'primaryCompletionDate', oldValue: '2026-06-01', newValue: '2026-12-01', changedAt: null, slipDays: 183 },
    ]);
    const t3 = buildTrial({ ticker: 'ALRT' });
    await insertTrials(fx.db.ctx().em, [t3]);
    expect(
      await createAlertsForNewTrials(fx.db.ctx().em, [
        { nctId: t3.nctId, ticker: 'alrt' },
        { nctId: t2.nctId, ticker: null },
      ]),
    ).toBe(2);
    const page = await fx.srv.gql(`{ myAlerts(first: 10) { nodes { kind nctId changes { field slipDays } } unreadCount } }`, {}, bob.accessToken);
    expect(page.data!.myAlerts.nodes.map((n: { kind: string }) => n.kind).sort()).toEqual(['NEW_TRIAL', 'RESULTS_POSTED', 'TRIAL_CHANGED', 'TRIAL_CHANGED']);
    expect(page.data!.myAlerts.unreadCount).toBe(4);
    const slip = page.data!.myAlerts.nodes.find((n: any) => n.kind === 'TRIAL_CHANGED' && n.nctId === t2.nctId);
    expect(slip.changes).toEqual([{ field: 'primaryCompletionDate', slipDays: 183 }]);
    // alice watches only t1: none of these
    expect((await fx.srv.gql(`{ unreadAlertCount }`, {}, alice.accessToken)).data!.unreadAlertCount).toBe(1);
  });

  it('myAlerts pages with cursors, filters by kind and unread; markAlertsRead (GraphQL) and POST /api/alerts/read (REST)', async () => {
    const p1 = await fx.srv.gql(`{ myAlerts(first: 3) { nodes { id } pageInfo { hasNextPage endCursor } } }`, {}, bob.accessToken);
    expect(p1.data!.myAlerts.nodes).toHaveLength(3);
    expect(p1.data!.myAlerts.pageInfo.hasNextPage).toBe(true);
    const p2 = await fx.srv.gql(
      `query($a: String) { myAlerts(first: 3, after: $a) { nodes { id } pageInfo { hasNextPage } } }`,
      { a: p1.data!.myAlerts.pageInfo.endCursor },
      bob.accessToken,
    );
    expect(p2.data!.myAlerts.nodes).toHaveLength(1);
    expect(p2.data!.myAlerts.pageInfo.hasNextPage).toBe(false);
    const ids = [...p1.data!.myAlerts.nodes, ...p2.data!.myAlerts.nodes].map((n: { id: string }) => n.id);
    expect(new Set(ids).size).toBe(4);
    const kind = await fx.srv.rest('GET', '/alerts?kind=NEW_TRIAL', undefined, bob.accessToken);
    expect(kind.body.alerts.map((a: { kind: string }) => a.kind)).toEqual(['NEW_TRIAL']);
    // alice cannot mark bob's alerts read
    const foreign = await fx.srv.gql(`mutation($ids: [ID!]) { markAlertsRead(ids: $ids) { updated } }`, { ids: [ids[0]] }, alice.accessToken);
    expect(foreign.data!.markAlertsRead.updated).toBe(0);
    const one = await fx.srv.gql(`mutation($ids: [ID!]) { markAlertsRead(ids: $ids) { updated unreadCount } }`, { ids: [ids[0]] }, bob.accessToken);
    expect(one.data!.markAlertsRead).toEqual({ updated: 1, unreadCount: 3 });
    const unread = await fx.srv.rest('GET', '/alerts?unreadOnly=true', undefined, bob.accessToken);
    expect(unread.body.alerts).toHaveLength(3);
    expect(unread.body.alerts.every((a: { readAt: string | null }) => a.readAt === null)).toBe(true);
    const all = await fx.srv.rest('POST', '/alerts/read', {}, bob.accessToken);
    expect(all.body).toEqual({ success: true, updated: 3, unreadCount: 0 });
    expect((await fx.srv.rest('GET', '/alerts', undefined)).status).toBe(401);
    expect((await fx.srv.rest('GET', '/alerts?after=zzz', undefined, bob.accessToken)).status).toBe(400);
    expect((await fx.srv.rest('POST', '/alerts/read', { ids: ['nope'] }, bob.accessToken)).status).toBe(400);
  });

  it('a new analysis whose recommendation differs from the previous one alerts the trial watchers', async () => {
    const t = buildTrial();
    await insertTrials(fx.db.ctx().em, [t]);
    await fx.srv.rest('POST', '/watchlist', { kind: 'TRIAL', id: t.nctId }, dave.accessToken);
    await analyzeTrials(fx.db.deps, { mode: 'ids', nctIds: [t.nctId] });
    const count = async () => (await fx.srv.gql(`{ unreadAlertCount }`, {}, dave.accessToken)).data!.unreadAlertCount as number;
    expect(await count()).toBe(0); // a first analysis changes nothing
    await analyzeTrials(fx.db.deps, { mode: 'ids', nctIds: [t.nctId], force: true });
    expect(await count()).toBe(0); // same recommendation: no alert
    // the stored latest analysis said otherwise: the next one changes the recommendation
    const knex = fx.db.ctx().em.getKnex();
    const { rows } = await knex.raw(`select recommendation from analyses where trial_nct_id = ? order by analyzed_at desc limit 1`, [t.nctId]);
    const actual = rows[0].recommendation as string;
    const other = actual === 'INVESTIR' ? 'NE_PAS_INVESTIR' : 'INVESTIR';
    await knex.raw(`update analyses set recommendation = ? where trial_nct_id = ?`, [other, t.nctId]);
    const ws = listen(fx.srv.ws({ authorization: `Bearer ${dave.accessToken}` }));
    await live(fx.db.deps.pubsub, dave.id, ws);
    const re = await fx.srv.gql(`mutation($id: ID!) { reanalyzeTrial(nctId: $id) { nctId } }`, { id: t.nctId }, dave.accessToken);
    expect(re.errors).toBeUndefined();
    const ev = await waitFor(() => ws.events[0], 2000);
    expect(ev).toMatchObject({ kind: 'RECOMMENDATION_CHANGED', nctId: t.nctId, via: 'TRIAL' });
    const page = await fx.srv.rest('GET', '/alerts?kind=RECOMMENDATION_CHANGED', undefined, dave.accessToken);
    expect(page.body.alerts[0]).toMatchObject({ previousRecommendation: other, recommendation: actual });
  });

  it("a company's watchers are alerted of its trials as collaborator too, as its page lists them, each alert naming the company watched", async () => {
    const em = fx.db.ctx().em;
    const erin = await createUser(fx.db);
    const led = buildTrial({ ticker: 'LEDX', collaboratorTickers: ['CLLB'] });
    const added = buildTrial({ ticker: 'LEDX', collaboratorTickers: ['CLLB'] });
    await insertTrials(em, [led, added]);
    await em.getKnex().raw(`insert into watches (user_id, kind, target) values (?, 'COMPANY', 'CLLB')`, [erin.id]);
    expect(await createAlertsForTrialChanges(em, [statusChange(led.nctId)])).toBe(1);
    expect(await createAlertsForNewTrials(em, [{ nctId: added.nctId, ticker: 'LEDX' }])).toBe(1);
    const regulatory = {
      reason: 'NEW_DATE',
      eventId: '00000000-0000-4000-8000-000000000001',
      kind: 'PDUFA_DATE',
      agency: 'FDA',
      date: '2027-03-01',
      previousDate: null,
      dateConfidence: 'ANNOUNCED',
      outcome: 'PENDING',
      drug: 'Ledmab',
      applicationNumber: null,
      sourceUrl: 'https://example.org/ledmab',
      demo: false,
    } as const;
    expect(await createAlertsForRegulatoryEvents(em, [{ nctIds: [led.nctId], ticker: 'LEDX', regulatory, changes: [] }])).toBe(1);
    const { rows } = await em
      .getKnex()
      .raw(`select kind, nct_id as "nctId", ticker, payload->>'via' as via from alerts where user_id = ? order by kind`, [erin.id]);
    expect(rows).toEqual([
      { kind: 'NEW_TRIAL', nctId: added.nctId, ticker: 'CLLB', via: 'COMPANY' },
      { kind: 'REGULATORY_EVENT', nctId: led.nctId, ticker: 'CLLB', via: 'COMPANY' },
      { kind: 'TRIAL_CHANGED', nctId: led.nctId, ticker: 'CLLB', via: 'COMPANY' },
    ]);
  });
});
