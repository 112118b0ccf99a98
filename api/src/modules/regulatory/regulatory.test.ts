import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { live, waitFor } from '../../../test/alerts.js';
import { buildTrial, insertTrials } from '../../../test/factories.js';
import { useTestServer } from '../../../test/server.js';
import { createUser, type TestUser } from '../../../test/users.js';
import { addDaysIso } from '../../domain/dates.js';
import type { RegulatoryLinkOverride } from '../../domain/regulatory-link.js';
import type { RegulatoryEvent, RegulatoryProvider, RegulatoryQuery } from '../../domain/regulatory.js';
import { newsOf } from './regulatory.news.js';
import { refreshRegulatoryEvents } from './regulatory.service.js';

const TODAY = '2026-03-02';

/** A provider answering a list the test edits (test data, not a mock of our code); it records the queries it got. */
class ListProvider implements RegulatoryProvider {
  readonly name = 'list';
  readonly source = 'FILE' as const;
  readonly queries: RegulatoryQuery[] = [];
  constructor(public items: RegulatoryEvent[]) {}
  async events(query: RegulatoryQuery): Promise<RegulatoryEvent[]> {
    this.queries.push(query);
    return structuredClone(this.items);
  }
}

class BrokenProvider implements RegulatoryProvider {
  readonly name = 'broken';
  readonly source = 'OPENFDA' as const;
  async events(): Promise<RegulatoryEvent[]> {
    throw new Error('upstream answered 503');
  }
}

const event = (over: Partial<RegulatoryEvent> & Pick<RegulatoryEvent, 'sourceKey' | 'kind' | 'drug'>): RegulatoryEvent => ({
  source: 'FILE',
  agency: 'FDA',
  date: addDaysIso(TODAY, 60),
  dateConfidence: 'ANNOUNCED',
  drugNames: [over.drug],
  applicationNumber: null,
  company: null,
  ticker: null,
  indication: null,
  outcome: 'PENDING',
  crlCategory: null,
  detail: null,
  sourceUrl: `https://example.test/events/${over.sourceKey}`,
  asOf: TODAY,
  demo: false,
  ...over,
});

describe('regulatory news (pure)', () => {
  const stored = { id: 'x', ...event({ sourceKey: 'k', kind: 'PDUFA_DATE', drug: 'd' }) };
  it('a new PDUFA date ahead, a moved date (slip in days), a decision; old decisions are no news', () => {
    expect(newsOf({ event: stored, isNew: true, before: null }, TODAY)).toEqual({ reason: 'NEW_DATE', changes: [] });
    const moved = { ...stored, date: addDaysIso(stored.date, 90) };
    expect(newsOf({ event: moved, isNew: false, before: { date: stored.date, kind: 'PDUFA_DATE', outcome: 'PENDING' } }, TODAY)).toEqual({
      reason: 'DATE_CHANGED',
      changes: [{ field: 'regulatory.pdufaDate', oldValue: stored.date, newValue: moved.date, slipDays: 90 }],
    });
    const approved = { ...stored, kind: 'APPROVAL' as const, outcome: 'POSITIVE' as const, dateConfidence: 'ACTUAL' as const };
    expect(newsOf({ event: approved, isNew: false, before: { date: stored.date, kind: 'PDUFA_DATE', outcome: 'PENDING' } }, TODAY)).toEqual({
      reason: 'DECISION',
      changes: [{ field: 'regulatory.decision', oldValue: 'PDUFA_DATE:PENDING', newValue: 'APPROVAL:POSITIVE', slipDays: null }],
    });
    expect(newsOf({ event: { ...approved, date: '2019-05-01' }, isNew: true, before: null }, TODAY)).toBeNull();
    expect(
      newsOf({ event: { ...stored, detail: 'new text' }, isNew: false, before: { date: stored.date, kind: 'PDUFA_DATE', outcome: 'PENDING' } }, TODAY),
    ).toBeNull();
  });
});

const EVENT_FIELDS = `id kind agency date dateConfidence drug drugNames applicationNumber company ticker indication outcome crlCategory detail source sourceUrl asOf demo link { method confidence }`;

describe('regulatory events: refresh, links, history, alerts, GraphQL and REST', () => {
  const fx = useTestServer({ WEBHOOK_ALLOW_PRIVATE: true });
  const zelbra = buildTrial({
    interventions: [
      { type: 'DRUG', name: 'Zelbravimab 10 mg/kg IV', description: null, otherNames: ['ZB-1234'] },
      { type: 'DRUG', name: 'Placebo', description: null, otherNames: [] },
    ],
    leadSponsorName: 'Zelbra Therapeutics',
    leadSponsorClass: 'INDUSTRY',
    ticker: 'ZLBX',
  });
  const quorva = buildTrial({
    phases: ['PHASE2'],
    interventions: [{ type: 'DRUG', name: 'Quorvatinib', description: null, otherNames: [] }],
    leadSponsorName: 'University Hospital',
    ticker: null,
  });
  const early = buildTrial({ phases: ['PHASE1'], interventions: [{ type: 'DRUG', name: 'Zelbravimab', description: null, otherNames: [] }], ticker: 'ZLBX' });
  const list = new ListProvider([
    event({
      sourceKey: 'zb-pdufa',
      kind: 'PDUFA_DATE',
      drug: 'ZELBRAVIMAB',
      drugNames: ['Zelbravimab', 'ZB1234'],
      company: 'Zelbra Therapeutics',
      ticker: 'zlbx',
    }),
    event({
      sourceKey: 'qv-approval',
      kind: 'APPROVAL',
      drug: 'Quorvatinib',
      date: addDaysIso(TODAY, -10),
      dateConfidence: 'ACTUAL',
      outcome: 'POSITIVE',
      applicationNumber: 'NDA999001',
    }),
    event({ sourceKey: 'zl-adcomm', kind: 'ADCOMM_MEETING', drug: 'Otherumab', ticker: 'ZLBX', date: addDaysIso(TODAY, 20) }),
  ]);
  const sql = <T extends object[]>(q: string, params: unknown[] = []) => fx.db.deps.orm.em.getConnection().execute<T>(q, params);
  const refresh = (providers: RegulatoryProvider[] = [new BrokenProvider(), list], overrides: RegulatoryLinkOverride[] = []) =>
    refreshRegulatoryEvents(fx.db.deps, providers, { today: TODAY, overrides });

  beforeAll(async () => {
    await insertTrials(fx.db.ctx().em, [zelbra, quorva, early]);
  });

  it('asks the providers about the late-stage drug trials, stores and links the events; a failing provider is skipped', async () => {
    const s = await refresh();
    expect(s.providers).toEqual([
      { name: 'broken', events: 0, rejected: 0, error: 'upstream answered 503' },
      { name: 'list', events: 3, rejected: 0, error: null },
    ]);
    expect(s).toMatchObject({ received: 3, inserted: 3, updated: 0, unchanged: 0, links: { added: 2, removed: 0 } });
    expect(s.changes).toBe(1); // the recent approval, on the one trial it is linked to

    const asked = list.queries[0];
    expect(asked).toMatchObject({ today: TODAY });
    expect(asked.drugs).toEqual(
      expect.arrayContaining([
        { name: 'Zelbravimab 10 mg/kg IV', otherNames: ['ZB-1234'], company: 'Zelbra Therapeutics', ticker: 'ZLBX' },
        { name: 'Quorvatinib', otherNames: [], company: 'University Hospital', ticker: null },
      ]),
    );
    expect(asked.drugs.some((d) => /placebo/i.test(d.name))).toBe(false);

    const links = await sql<{ source_key: string; trial_nct_id: string; method: string; confidence: string }[]>(
      `select e.source_key, l.trial_nct_id, l.method, l.confidence from regulatory_links l join regulatory_events e on e.id = l.event_id order by e.source_key`,
    );
    expect(links).toEqual([
      { source_key: 'qv-approval', trial_nct_id: quorva.nctId, method: 'DRUG_NAME', confidence: 'MEDIUM' },
      { source_key: 'zb-pdufa', trial_nct_id: zelbra.nctId, method: 'DRUG_AND_COMPANY', confidence: 'HIGH' },
    ]);
    const history = await sql<{ field: string; old_value: string | null; new_value: string }[]>(
      `select field, old_value, new_value from trial_changes where trial_nct_id = ?`,
      [quorva.nctId],
    );
    expect(history).toEqual([{ field: 'regulatory.decision', old_value: null, new_value: 'APPROVAL:POSITIVE' }]);
  });

  it('running it again changes nothing', async () => {
    const [before] = await sql<{ n: number; touched: string }[]>(`select count(*)::int as n, max(updated_at)::text as touched from regulatory_events`);
    const s = await refresh([list]);
    expect(s).toMatchObject({ received: 3, inserted: 0, updated: 0, unchanged: 3, links: { added: 0, removed: 0, changed: 0 }, changes: 0, alerts: 0 });
    const [after] = await sql<{ n: number; touched: string }[]>(`select count(*)::int as n, max(updated_at)::text as touched from regulatory_events`);
    expect(after).toEqual(before);
    expect(await sql(`select 1 from trial_changes where field like 'regulatory.%'`)).toHaveLength(1);
  });

  describe('a moved PDUFA date alerts the watchers of the company: live and through a webhook', () => {
    let receiver: http.Server;
    const got: { body: string }[] = [];
    let user: TestUser;
    let client: Client;
    const events: any[] = [];

    beforeAll(async () => {
      receiver = http.createServer((req, res) => {
        let body = '';
        req.setEncoding('utf8').on('data', (c: string) => (body += c));
        req.on('end', () => {
          got.push({ body });
          res.writeHead(200).end('ok');
        });
      });
      await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', r));
      user = await createUser(fx.db);
      expect((await fx.srv.rest('POST', '/watchlist', { kind: 'COMPANY', id: 'ZLBX' }, user.accessToken)).status).toBeLessThan(300);
      const hook = await fx.srv.rest('PUT', '/alerts/webhook', { url: `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook` }, user.accessToken);
      expect(hook.status).toBeLessThan(300);
      client = fx.srv.ws({ authorization: `Bearer ${user.accessToken}` });
      client.subscribe(
        {
          query: `subscription { alertCreated { id kind nctId ticker via changes { field oldValue newValue slipDays }
                    regulatory { reason eventId kind agency date previousDate dateConfidence outcome drug sourceUrl demo } } }`,
        },
        { next: (v) => void events.push(v.data?.alertCreated), error: () => undefined, complete: () => undefined },
      );
      await live(fx.db.deps.pubsub, user.id, { events });
    });
    afterAll(async () => {
      await new Promise((r) => receiver.close(r));
    });

    it('records the extension in the trial history and pushes a REGULATORY_EVENT alert', async () => {
      const pdufa = list.items[0];
      const oldDate = pdufa.date;
      pdufa.date = addDaysIso(oldDate, 90);
      const s = await refresh([list]);
      expect(s).toMatchObject({ inserted: 0, updated: 1, changes: 1, alerts: 1 });

      const history = await sql<{ field: string; old_value: string; new_value: string; slip_days: number; changed_at: string }[]>(
        `select field, old_value, new_value, slip_days, to_char(changed_at, 'YYYY-MM-DD') as changed_at from trial_changes where trial_nct_id = ?`,
        [zelbra.nctId],
      );
      expect(history).toEqual([{ field: 'regulatory.pdufaDate', old_value: oldDate, new_value: pdufa.date, slip_days: 90, changed_at: TODAY }]);

      const pushed = await waitFor(() => events.find((e) => e.kind === 'REGULATORY_EVENT'), 5000);
      expect(pushed).toMatchObject({
        nctId: zelbra.nctId,
        ticker: 'ZLBX',
        via: 'COMPANY',
        changes: [{ field: 'regulatory.pdufaDate', oldValue: oldDate, newValue: pdufa.date, slipDays: 90 }],
        regulatory: { reason: 'DATE_CHANGED', kind: 'PDUFA_DATE', agency: 'FDA', date: pdufa.date, previousDate: oldDate, outcome: 'PENDING', demo: false },
      });

      const delivered = await waitFor(() => got.find((g) => g.body.includes('REGULATORY_EVENT')), 5000);
      const body = JSON.parse(delivered.body);
      expect(body).toMatchObject({
        event: 'alert.created',
        alert: { id: pushed.id, kind: 'REGULATORY_EVENT', regulatory: { previousDate: oldDate, date: pdufa.date } },
      });

      const trialHistory = await fx.srv.gql(`{ trial(nctId: "${zelbra.nctId}") { changes { field slipDays } } }`);
      expect(trialHistory.data!.trial.changes).toEqual([{ field: 'regulatory.pdufaDate', slipDays: 90 }]);
      const mine = await fx.srv.rest('GET', '/alerts', undefined, user.accessToken);
      expect(mine.body.alerts[0]).toMatchObject({ kind: 'REGULATORY_EVENT', regulatory: { reason: 'DATE_CHANGED', previousDate: oldDate } });
    });
  });

  it('GraphQL and REST agree on a trial’s and a company’s events; the root query filters by dates', async () => {
    const g = await fx.srv.gql(
      `{ trial(nctId: "${zelbra.nctId}") { regulatoryEvents { ${EVENT_FIELDS} } } company(ticker: "ZLBX") { regulatoryEvents { ${EVENT_FIELDS} } }
         soon: regulatoryEvents(from: "${TODAY}", to: "${addDaysIso(TODAY, 30)}") { kind drug } }`,
    );
    expect(g.errors).toBeUndefined();
    const trialEvents = g.data!.trial.regulatoryEvents;
    expect(trialEvents).toHaveLength(1);
    expect(trialEvents[0]).toMatchObject({ kind: 'PDUFA_DATE', ticker: 'ZLBX', source: 'FILE', link: { method: 'DRUG_AND_COMPANY', confidence: 'HIGH' } });
    const rest = await fx.srv.rest('GET', `/trials/${zelbra.nctId}/regulatory`);
    expect(rest.status).toBe(200);
    expect(rest.body).toEqual({ success: true, nctId: zelbra.nctId, events: trialEvents });

    const companyEvents = g.data!.company.regulatoryEvents;
    expect(companyEvents.map((e: { kind: string; link: unknown }) => [e.kind, e.link])).toEqual([
      ['ADCOMM_MEETING', null],
      ['PDUFA_DATE', { method: 'DRUG_AND_COMPANY', confidence: 'HIGH' }],
    ]);
    const restCompany = await fx.srv.rest('GET', '/companies/zlbx/regulatory');
    expect(restCompany.body).toEqual({ success: true, ticker: 'ZLBX', events: companyEvents });
    expect(g.data!.soon).toEqual([{ kind: 'ADCOMM_MEETING', drug: 'Otherumab' }]);

    expect((await fx.srv.rest('GET', '/trials/NCT09999999/regulatory')).status).toBe(404);
    expect((await fx.srv.rest('GET', '/trials/nope/regulatory')).status).toBe(400);
    const bad = await fx.srv.gql(`{ regulatoryEvents(from: "2026-13-45") { id } }`);
    expect(bad.errors![0].extensions!.code).toBe('BAD_USER_INPUT');
  });

  it('Trial.regulatoryEvents is batched: one query for many trials', async () => {
    const queries: string[] = [];
    const knex = fx.db.deps.orm.em.getKnex();
    const onQuery = (q: { sql: string }) => queries.push(q.sql);
    knex.on('query', onQuery);
    try {
      const res = await fx.srv.gql(
        `{ ${[zelbra, quorva, early].map((t, i) => `t${i}: trial(nctId: "${t.nctId}") { regulatoryEvents { id kind } }`).join(' ')} }`,
      );
      expect(res.errors).toBeUndefined();
      expect(res.data!.t1.regulatoryEvents).toEqual([{ id: expect.any(String), kind: 'APPROVAL' }]);
      expect(res.data!.t2.regulatoryEvents).toEqual([]);
    } finally {
      knex.off('query', onQuery);
    }
    expect(queries.filter((q) => q.includes('regulatory_links'))).toHaveLength(1);
  });

  it('overrides correct the links: a hand-made link (to a trial no name matches) and an unlink by application number', async () => {
    const linksNow = () =>
      sql<{ source_key: string; trial_nct_id: string; method: string }[]>(
        `select e.source_key, l.trial_nct_id, l.method from regulatory_links l join regulatory_events e on e.id = l.event_id order by e.source_key`,
      );
    const s = await refresh(
      [list],
      [
        { source: 'FILE', sourceKey: 'zl-adcomm', applicationNumber: null, nctId: early.nctId, action: 'link' },
        { source: null, sourceKey: null, applicationNumber: 'NDA 999001', nctId: quorva.nctId, action: 'unlink' },
        { source: 'FILE', sourceKey: 'zl-adcomm', applicationNumber: null, nctId: 'NCT00000001', action: 'link' },
      ],
    );
    expect(s.links).toEqual({ added: 1, removed: 1, changed: 0 });
    expect(await linksNow()).toEqual([
      { source_key: 'zb-pdufa', trial_nct_id: zelbra.nctId, method: 'DRUG_AND_COMPANY' },
      { source_key: 'zl-adcomm', trial_nct_id: early.nctId, method: 'OVERRIDE' },
    ]);
    expect((await refresh([list])).links).toEqual({ added: 1, removed: 1, changed: 0 });
  });
});
