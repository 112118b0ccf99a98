import type { Knex } from '@mikro-orm/postgresql';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTrial, insertTrials } from '../../../test/factories.js';
import { parseIcs, unescapeIcsText } from '../../../test/ics.js';
import { useTestServer } from '../../../test/server.js';
import { createUser } from '../../../test/users.js';
import type { RegulatoryEvent, RegulatoryLink } from '../../domain/regulatory.js';
import type { TrialRecord } from '../../domain/trial-record.js';
import { writeLinks } from '../regulatory/regulatory.links.js';
import { upsertEvents } from '../regulatory/regulatory.store.js';
import { ICS_VERSION_MAX_AGE_MS } from './calendar.ics.cache.js';
import { regulatoryUid } from './calendar.ics.regulatory.js';
import { addMonths, currentMonth } from './calendar.service.js';

const ending = (date: string): Partial<TrialRecord> => ({
  primaryCompletionDate: date,
  primaryCompletionDateRaw: date,
  primaryCompletionDateType: 'ESTIMATED',
  completionDate: date,
  completionDateRaw: date,
  completionDateType: 'ESTIMATED',
});

/** The feeds' version of the stored data is read at most once a second. */
const later = () => new Promise((r) => setTimeout(r, ICS_VERSION_MAX_AGE_MS + 50));

const m0 = addMonths(currentMonth(), 4);
const m1 = addMonths(m0, 1);

const event = (over: Partial<RegulatoryEvent> & Pick<RegulatoryEvent, 'sourceKey' | 'kind' | 'drug' | 'date'>): RegulatoryEvent => ({
  source: 'FILE',
  agency: 'FDA',
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
  asOf: '2026-11-01',
  demo: false,
  ...over,
});

/** A PDUFA date of trial A's drug, with text that needs escaping in an .ics file. */
const PDUFA = event({
  sourceKey: 'cal-pdufa',
  kind: 'PDUFA_DATE',
  drug: 'Zorbafix',
  drugNames: ['Zorbafix', 'ZRB-101'],
  date: `${m0}-10`,
  applicationNumber: 'NDA999001',
  company: 'Acme, Inc; "Bio"',
  ticker: 'CALA',
  indication: 'Migraine',
  detail: 'Line one\nBEGIN:VEVENT\\ tricky; text, here',
});
/** A demo advisory committee of trial B's drug. */
const ADCOMM = event({
  source: 'DEMO',
  sourceKey: 'demo:cal-adcomm',
  kind: 'ADCOMM_MEETING',
  drug: 'Betaprol',
  date: `${m0}-05`,
  dateConfidence: 'ESTIMATED',
  ticker: 'CALB',
  sourceUrl: '/methodology#demo-data',
  demo: true,
});
/** An approval of a company's drug, linked to no trial (by ticker only). */
const APPROVAL = event({
  sourceKey: 'cal-approval',
  kind: 'APPROVAL',
  drug: 'Gammazol',
  date: `${m1}-03`,
  dateConfidence: 'ACTUAL',
  outcome: 'POSITIVE',
  ticker: 'CALZ',
});

describe('calendar: regulatory events in months, counts, filters and .ics feeds', () => {
  const fx = useTestServer();

  /** Stores the events (the regulatory module's upsert) and their links to trials, as a refresh would. */
  async function store(links: Record<string, RegulatoryLink[]>) {
    const em = fx.db.ctx().em;
    await em.transactional(async (tem) => {
      const trx = tem.getTransactionContext<Knex.Transaction>()!;
      const { writes } = await upsertEvents(trx, [PDUFA, ADCOMM, APPROVAL]);
      const ids = new Map(writes.map((w) => [w.event.sourceKey, w.event.id]));
      await writeLinks(trx, new Map(Object.entries(links).map(([key, l]) => [ids.get(key)!, l])));
    });
  }

  beforeAll(async () => {
    await insertTrials(fx.db.ctx().em, [
      buildTrial({ nctId: 'NCT71000001', ...ending(`${m0}-20`), investmentVerdict: 'OUI', phases: ['PHASE3'], ticker: 'CALA' }),
      buildTrial({ nctId: 'NCT71000002', ...ending(`${m0}-25`), investmentVerdict: 'NON', phases: ['PHASE2'], ticker: 'CALB' }),
      // A trial of the approval's company, reading out later (outside the months asked below).
      buildTrial({ nctId: 'NCT71000003', ...ending(`${addMonths(m0, 10)}-15`), investmentVerdict: 'OUI', phases: ['PHASE3'], ticker: 'CALZ' }),
    ]);
    await store({
      'cal-pdufa': [{ nctId: 'NCT71000001', method: 'DRUG_AND_COMPANY', confidence: 'HIGH' }],
      'demo:cal-adcomm': [{ nctId: 'NCT71000002', method: 'DRUG_NAME', confidence: 'LOW' }],
    });
  });

  const MONTH = `query($m: String!, $f: CalendarFilter) { calendarMonth(month: $m, filter: $f) {
    month count trialCount regulatoryCount trials { nctId }
    regulatoryEvents { kind date dateConfidence drug ticker source sourceUrl demo link { method confidence } } } }`;
  const MONTHS = `query($from: String, $c: Int, $f: CalendarFilter) { calendarMonths(from: $from, count: $c, filter: $f) { month count trialCount regulatoryCount } }`;

  it('a month lists its trials and the regulatory events dated in it, each with its link; counts include them', async () => {
    const r = await fx.srv.gql(MONTH, { m: m0 });
    expect(r.errors).toBeUndefined();
    expect(r.data!.calendarMonth).toEqual({
      month: m0,
      count: 4,
      trialCount: 2,
      regulatoryCount: 2,
      trials: [{ nctId: 'NCT71000001' }, { nctId: 'NCT71000002' }],
      regulatoryEvents: [
        {
          kind: 'ADCOMM_MEETING',
          date: `${m0}-05`,
          dateConfidence: 'ESTIMATED',
          drug: 'Betaprol',
          ticker: 'CALB',
          source: 'DEMO',
          sourceUrl: '/methodology#demo-data',
          demo: true,
          link: { method: 'DRUG_NAME', confidence: 'LOW' },
        },
        {
          kind: 'PDUFA_DATE',
          date: `${m0}-10`,
          dateConfidence: 'ANNOUNCED',
          drug: 'Zorbafix',
          ticker: 'CALA',
          source: 'FILE',
          sourceUrl: 'https://example.test/events/cal-pdufa',
          demo: false,
          link: { method: 'DRUG_AND_COMPANY', confidence: 'HIGH' },
        },
      ],
    });
    // An event linked to no trial still shows in its month (without filters), link null.
    const next = await fx.srv.gql(MONTH, { m: m1 });
    expect(next.data!.calendarMonth).toMatchObject({ count: 1, trialCount: 0, regulatoryCount: 1, regulatoryEvents: [{ kind: 'APPROVAL', link: null }] });
    const counts = await fx.srv.gql(MONTHS, { from: m0, c: 3 });
    expect(counts.data!.calendarMonths).toEqual([
      { month: m0, count: 4, trialCount: 2, regulatoryCount: 2 },
      { month: m1, count: 1, trialCount: 0, regulatoryCount: 1 },
      { month: addMonths(m1, 1), count: 0, trialCount: 0, regulatoryCount: 0 },
    ]);
  });

  it('filters: trial filters keep the events linked to a passing trial; kinds or confidences of one category show that category only', async () => {
    const ids = (r: any) => ({
      trials: r.data!.calendarMonth.trials.map((t: any) => t.nctId),
      events: r.data!.calendarMonth.regulatoryEvents.map((e: any) => e.kind),
    });
    expect(ids(await fx.srv.gql(MONTH, { m: m0, f: { investmentVerdict: 'OUI' } }))).toEqual({ trials: ['NCT71000001'], events: ['PDUFA_DATE'] });
    expect(ids(await fx.srv.gql(MONTH, { m: m0, f: { phases: ['PHASE2'] } }))).toEqual({ trials: ['NCT71000002'], events: ['ADCOMM_MEETING'] });
    // An unlinked event is no trial's: a trial filter hides it.
    expect(ids(await fx.srv.gql(MONTH, { m: m1, f: { investmentVerdict: 'OUI' } }))).toEqual({ trials: [], events: [] });
    expect(ids(await fx.srv.gql(MONTH, { m: m0, f: { catalystKinds: ['PRIMARY_COMPLETION'] } }))).toEqual({
      trials: ['NCT71000001', 'NCT71000002'],
      events: [],
    });
    expect(ids(await fx.srv.gql(MONTH, { m: m0, f: { regulatoryKinds: ['PDUFA_DATE'] } }))).toEqual({ trials: [], events: ['PDUFA_DATE'] });
    expect(ids(await fx.srv.gql(MONTH, { m: m0, f: { regulatoryConfidences: ['ESTIMATED'] } }))).toEqual({ trials: [], events: ['ADCOMM_MEETING'] });
    expect(ids(await fx.srv.gql(MONTH, { m: m0, f: { confidences: ['ANTICIPATED'] } }))).toEqual({ trials: ['NCT71000001', 'NCT71000002'], events: [] });
    expect(ids(await fx.srv.gql(MONTH, { m: m0, f: { catalystKinds: ['PRIMARY_COMPLETION'], regulatoryKinds: ['ADCOMM_MEETING', 'APPROVAL'] } }))).toEqual({
      trials: ['NCT71000001', 'NCT71000002'],
      events: ['ADCOMM_MEETING'],
    });
    const counts = await fx.srv.gql(MONTHS, { from: m0, c: 2, f: { regulatoryKinds: ['APPROVAL', 'PDUFA_DATE'] } });
    expect(counts.data!.calendarMonths).toEqual([
      { month: m0, count: 1, trialCount: 0, regulatoryCount: 1 },
      { month: m1, count: 1, trialCount: 0, regulatoryCount: 1 },
    ]);
    const bad = await fx.srv.gql(MONTH, { m: m0, f: { regulatoryConfidences: ['SOON'] } });
    expect(bad.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('REST: counts and a month with its regulatory events, with the same filters', async () => {
    const months = await fx.srv.rest('GET', `/calendar/months?from=${m0}&count=2&investissement_bourse=OUI`);
    expect(months.body).toEqual({
      success: true,
      months: [
        { month: m0, count: 2, trialCount: 1, regulatoryCount: 1 },
        { month: m1, count: 0, trialCount: 0, regulatoryCount: 0 },
      ],
    });
    const month = await fx.srv.rest('GET', `/calendar/months/${m0}?regulatory_kind=adcomm_meeting,pdufa_date&regulatory_confidence=ESTIMATED`);
    expect(month.status).toBe(200);
    expect(month.body).toMatchObject({ success: true, month: m0, count: 1, trialCount: 0, regulatoryCount: 1, data: [] });
    expect(month.body.regulatoryEvents).toEqual([
      expect.objectContaining({ kind: 'ADCOMM_MEETING', drug: 'Betaprol', demo: true, link: { method: 'DRUG_NAME', confidence: 'LOW' } }),
    ]);
    expect(month.body.regulatoryEvents[0]).not.toHaveProperty('sourceKey');
    expect((await fx.srv.rest('GET', `/calendar/months?regulatory_kind=LAUNCH`)).status).toBe(400);
  });

  it('.ics: the events as all-day events with kind, drug, confidence and source; escaped; UIDs stable across refreshes', async () => {
    const get = async (query: string) => {
      const res = await fetch(`${fx.srv.url}/api/calendar.ics?from=${m0}&months=2&${query}`);
      expect(res.status).toBe(200);
      return parseIcs(await res.text());
    };
    const fr = await get('lang=fr');
    expect(fr.events).toHaveLength(5);
    const regulatory = fr.events.filter((e) => e.CATEGORIES?.startsWith('REGULATORY'));
    expect(regulatory.map((e) => e.UID)).toEqual([ADCOMM, PDUFA, APPROVAL].map(regulatoryUid));
    const pdufa = regulatory[1];
    expect(pdufa.DTSTART).toBe(`${m0.replace('-', '')}10`);
    expect(pdufa.DTEND).toBe(`${m0.replace('-', '')}11`);
    expect(unescapeIcsText(pdufa.SUMMARY)).toBe('Date PDUFA (FDA) : Zorbafix (CALA)');
    expect(pdufa.CATEGORIES).toBe('REGULATORY,PDUFA_DATE,ANNOUNCED');
    expect(pdufa['X-TRIALYST-REGULATORY-KIND']).toBe('PDUFA_DATE');
    expect(pdufa.URL).toBe('https://example.test/events/cal-pdufa');
    // The writer's escaping: the company's comma and semicolon, the detail's line break and backslash.
    expect(pdufa.DESCRIPTION).toContain('Acme\\, Inc\\; "Bio"');
    expect(pdufa.DESCRIPTION).toContain('Line one\\nBEGIN:VEVENT\\\\ tricky\\; text\\, here');
    expect(unescapeIcsText(pdufa.DESCRIPTION).split('\n')).toEqual([
      // Issue 33: French typography and dates, the link's method in words.
      'Événement réglementaire : Date PDUFA (FDA) — Agence : FDA',
      'Médicament : Zorbafix (Autres noms : ZRB-101)',
      'Dossier : NDA999001',
      'Société : Acme, Inc; "Bio"',
      'Ticker : CALA',
      'Indication : Migraine',
      `Date : 10/${m0.slice(5, 7)}/${m0.slice(0, 4)} — Fiabilité de la date : annoncée`,
      'Issue : en attente',
      'Détail : Line one',
      'BEGIN:VEVENT\\ tricky; text, here',
      'Lien avec les essais : confiance élevée (nom du médicament et société)',
      'Source : Annonce de la société (au 01/11/2026)',
      'https://example.test/events/cal-pdufa',
    ]);
    const demo = regulatory[0];
    expect(unescapeIcsText(demo.SUMMARY)).toBe('Comité consultatif FDA : Betaprol (CALB) [Données de démonstration]');
    expect(demo.URL).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/methodology#demo-data$/);
    expect(demo['X-TRIALYST-DEMO']).toBe('TRUE');

    const en = await get('lang=en&regulatory_kind=PDUFA_DATE');
    expect(en.events).toHaveLength(1);
    expect(unescapeIcsText(en.events[0].SUMMARY)).toBe('PDUFA date (FDA): Zorbafix (CALA)');
    expect(unescapeIcsText(en.events[0].DESCRIPTION)).toContain(`Date: ${m0.slice(5, 7)}/10/${m0.slice(0, 4)} — Date confidence: announced`);
    const filtered = await get('lang=en&investissement_bourse=NON');
    expect(filtered.events.map((e) => e.UID)).toEqual(['nct71000002-catalyst@trialyst', regulatoryUid(ADCOMM)]);

    // Stored again from scratch (new row ids, as a re-seeded database): same UIDs, and the cached document is rebuilt.
    await fx.db.ctx().em.getKnex().raw('delete from regulatory_events');
    await later();
    const none = await get('lang=fr');
    expect(none.events.filter((e) => e.CATEGORIES?.startsWith('REGULATORY'))).toEqual([]);
    await store({ 'cal-pdufa': [{ nctId: 'NCT71000001', method: 'DRUG_AND_COMPANY', confidence: 'HIGH' }] });
    await later();
    const again = await get('lang=fr');
    expect(again.events.filter((e) => e.CATEGORIES?.startsWith('REGULATORY')).map((e) => e.UID)).toEqual(regulatory.map((e) => e.UID));
  });

  it('private watchlist feed: the events of the watched trials and companies', async () => {
    const ann = await createUser(fx.db);
    await fx.srv.rest('POST', '/watchlist', { kind: 'TRIAL', id: 'NCT71000001' }, ann.accessToken);
    await fx.srv.rest('POST', '/watchlist', { kind: 'COMPANY', id: 'CALZ' }, ann.accessToken);
    const created = await fx.srv.gql('mutation { createCalendarFeed { path } }', {}, ann.accessToken);
    const res = await fetch(`${fx.srv.url}${created.data!.createCalendarFeed.path}?lang=en`);
    expect(res.status).toBe(200);
    const { events } = parseIcs(await res.text());
    // The watched trial's readout and PDUFA date, the watched company's trial and approval; not trial B's advisory committee.
    expect(events.map((e) => e.UID).sort()).toEqual(
      ['nct71000001-catalyst@trialyst', 'nct71000003-catalyst@trialyst', regulatoryUid(PDUFA), regulatoryUid(APPROVAL)].sort(),
    );
    const approval = events.find((e) => e.UID === regulatoryUid(APPROVAL))!;
    expect(unescapeIcsText(approval.SUMMARY)).toBe('FDA approval: Gammazol (CALZ)');
    expect(unescapeIcsText(approval.DESCRIPTION)).toContain('Outcome: positive');
    expect(approval.URL).toBe('https://example.test/events/cal-approval');
  });
});
