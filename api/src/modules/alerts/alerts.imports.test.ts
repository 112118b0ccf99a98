import { beforeAll, describe, expect, it } from 'vitest';
import { listen, live, waitFor } from '../../../test/alerts.js';
import { ctgovFixture } from '../../../test/fixtures/ctgov/index.js';
import { useTestServer } from '../../../test/server.js';
import { createUser, type TestUser } from '../../../test/users.js';
import { importStudies } from '../imports/imports.service.js';

type Status = Record<string, unknown>;

/** A real record (recruiting phase 3, Pfizer as collaborator) under another NCT id, its status module edited. */
function version(nctId: string, edit: (status: Status) => void = () => undefined): unknown {
  const s = structuredClone(ctgovFixture('NCT02724163.json')) as { protocolSection: { identificationModule: Status; statusModule: Status } };
  s.protocolSection.identificationModule.nctId = nctId;
  edit(s.protocolSection.statusModule);
  return s;
}

/** Issue 16's chain end to end: an import records the change rows, which alert each watcher, who gets the alert live. */
describe('an imported change of a watched trial alerts its watchers over WebSocket', () => {
  const fx = useTestServer();
  const id = 'NCT09911001';
  let alice: TestUser; // watches the trial
  let bob: TestUser; // watches its company (Pfizer, the listed collaborator)
  let carol: TestUser; // watches nothing
  const importAll = (studies: unknown[]) =>
    importStudies(
      fx.db.deps.orm.em.fork(),
      studies.map((study) => ({ study, source: 'test' })),
    );

  beforeAll(async () => {
    await importAll([version(id)]);
    [alice, bob, carol] = await Promise.all([createUser(fx.db), createUser(fx.db), createUser(fx.db)]);
    expect((await fx.srv.rest('POST', '/watchlist', { kind: 'TRIAL', id }, alice.accessToken)).status).toBeLessThan(300);
    expect((await fx.srv.rest('POST', '/watchlist', { kind: 'COMPANY', id: 'PFE' }, bob.accessToken)).status).toBeLessThan(300);
  });

  it('a terminated trial: change rows, one alert per watcher, received within 2 s, none for others', async () => {
    const subs = [alice, bob, carol].map((u) => listen(fx.srv.ws({ authorization: `Bearer ${u.accessToken}` })));
    await Promise.all([alice, bob, carol].map((u, i) => live(fx.db.deps.pubsub, u.id, subs[i])));
    const start = Date.now();
    const result = await importAll([
      version(id, (s) => {
        s.overallStatus = 'TERMINATED';
        s.whyStopped = 'Sponsor decision';
        s.lastUpdatePostDateStruct = { date: '2026-11-20', type: 'ACTUAL' };
      }),
    ]);
    expect(result).toMatchObject({ updated: 1 });
    const [alertA, alertB] = await Promise.all([waitFor(() => subs[0].events[0], 2000), waitFor(() => subs[1].events[0], 2000)]);
    expect(Date.now() - start).toBeLessThan(2000 + 1000); // the import itself included
    for (const [alert, via] of [
      [alertA, 'TRIAL'],
      [alertB, 'COMPANY'],
    ] as const) {
      expect(alert).toMatchObject({ kind: 'TRIAL_CHANGED', nctId: id, via, trial: { nctId: id } });
      expect(alert.changes).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ field: 'status', oldValue: 'RECRUITING', newValue: 'TERMINATED' }),
          expect.objectContaining({ field: 'whyStopped', newValue: 'Sponsor decision' }),
        ]),
      );
    }
    await new Promise((r) => setTimeout(r, 300));
    expect(subs[2].events).toEqual([]);
    const rows = await fx.db.deps.orm.em
      .getConnection()
      .execute<{ user_id: string; kind: string }[]>(`select a.user_id, a.kind from alerts a where a.nct_id = ? order by a.user_id`, [id]);
    expect(rows.map((r) => r.user_id).sort()).toEqual([alice.id, bob.id].sort());
    const changes = await fx.db.deps.orm.em.getConnection().execute<{ field: string }[]>(`select field from trial_changes where trial_nct_id = ?`, [id]);
    expect(changes.map((c) => c.field)).toEqual(expect.arrayContaining(['status', 'whyStopped']));
  });
});
