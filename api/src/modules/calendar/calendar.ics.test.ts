import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, type TestDb } from '../../../test/db.js';
import { buildTrial, insertTrials } from '../../../test/factories.js';
import { startTestServer, type TestServer } from '../../../test/server.js';
import fc from 'fast-check';
import type { TrialRecord } from '../../domain/trial-record.js';
import { upsertTrials } from '../trials/trials.record.js';
import { ICS_VERSION_MAX_AGE_MS, icsCacheFor } from './calendar.ics.cache.js';
import { ICS_EVENT_PROPERTIES, parseIcs, unescapeIcsText } from '../../../test/ics.js';
import { trialSignal } from '../../domain/signal.js';
import { buildIcs, foldIcsLine, ICS_PER_MINUTE, monthWindow } from './calendar.ics.js';

const month = (offset: number) => {
  const d = new Date();
  const x = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + offset, 10));
  return x.toISOString().slice(0, 10);
};
/** The last day of the month `offset` months from now (never before today). */
const monthEnd = (offset: number) => {
  const d = new Date();
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + offset + 1, 0)).toISOString().slice(0, 10);
};
/** Primary completion and completion on `date`, estimated: the next catalyst is that day. */
const ending = (date: string | null): Partial<TrialRecord> => ({
  primaryCompletionDate: date,
  primaryCompletionDateRaw: date,
  primaryCompletionDateType: date ? 'ESTIMATED' : null,
  completionDate: date,
  completionDateRaw: date,
  completionDateType: date ? 'ESTIMATED' : null,
});

describe('calendar.ics helpers', () => {
  it('folds long lines at 75 octets without splitting characters', () => {
    const long = `SUMMARY:${'é'.repeat(100)}`;
    const folded = foldIcsLine(long);
    for (const part of folded.split('\r\n')) expect(new TextEncoder().encode(part).length).toBeLessThanOrEqual(75);
    expect(
      folded
        .split('\r\n')
        .map((p, i) => (i ? p.slice(1) : p))
        .join(''),
    ).toBe(long);
  });

  it('folds exactly like the per-character reference, for any text', () => {
    const reference = (line: string) => {
      const enc = new TextEncoder();
      if (enc.encode(line).length <= 75) return line;
      const parts: string[] = [];
      let current = '';
      let size = 0;
      let limit = 75;
      for (const ch of line) {
        const n = enc.encode(ch).length;
        if (size + n > limit) {
          parts.push(current);
          current = '';
          size = 0;
          limit = 74;
        }
        current += ch;
        size += n;
      }
      parts.push(current);
      return parts.join('\r\n ');
    };
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 400 }), (line) => foldIcsLine(line) === reference(line)),
      { numRuns: 2000 },
    );
  });

  it('computes month windows', () => {
    expect(monthWindow('2026-11', 60)).toEqual({ start: '2026-11-01', end: '2031-11-01' });
    expect(monthWindow('2026-12', 1)).toEqual({ start: '2026-12-01', end: '2027-01-01' });
  });

  it('builds one all-day event per next catalyst, with its kind and a stable UID', () => {
    const ics = buildIcs(
      [
        {
          nctId: 'NCT90000001',
          briefTitle: 'A, long; title',
          completionDate: '2026-12-31',
          completionDateType: 'ESTIMATED',
          leadSponsorName: 'Pfizer',
          ticker: 'PFE',
          phases: ['PHASE3'],
          status: 'RECRUITING',
          investmentVerdict: 'OUI',
          recommendation: 'INVESTIR',
          score: 7.2,
          enrollment: 800,
          updatedAt: '2026-01-01T00:00:00.000Z',
          signal: trialSignal('RECRUITING', null),
          catalyst: {
            kind: 'TOPLINE_READOUT',
            windowStart: '2027-04-01',
            windowEnd: '2027-06-30',
            precision: 'QUARTER',
            confidence: 'ANTICIPATED',
            label: 'Q2 2027',
          },
        },
      ],
      { baseUrl: 'http://x.test/', locale: 'en', now: new Date('2026-11-21T10:00:00Z') },
    );
    const { calendar, events } = parseIcs(ics);
    expect(calendar.VERSION).toBe('2.0');
    expect(events).toHaveLength(1);
    expect(events[0].UID).toBe('nct90000001-catalyst@trialyst');
    expect(events[0].DTSTART).toBe('20270401');
    expect(events[0].DTEND).toBe('20270402');
    expect(events[0].SUMMARY).toBe('NCT90000001 (PFE) · Topline readout (Q2 2027): A\\, long\\; title');
    expect(events[0].CATEGORIES).toBe('TOPLINE_READOUT,ANTICIPATED,OUI');
    expect(events[0]['X-TRIALYST-CATALYST-KIND']).toBe('TOPLINE_READOUT');
    expect(events[0].DESCRIPTION).toContain('Next catalyst: Topline readout — Window: Q2 2027 (04/01/2027 → 06/30/2027) — Confidence: anticipated');
    expect(events[0].DESCRIPTION).toContain('Study completion: 12/31/2026 (estimated date)');
    expect(events[0].DTSTAMP).toBe('20261121T100000Z');
    expect(events[0].SUMMARY).toContain('A\\, long\\; title');
    expect(events[0].DESCRIPTION).toContain('AI score: 7.2/10');
    expect(events[0].DESCRIPTION).toContain('Signal: Neutral — Study ongoing: monitoring required');
    expect(events[0].DESCRIPTION).toContain('Listed company: YES');
    // Issue 33: closed sets in words, never the enum.
    expect(events[0].DESCRIPTION).toContain('Phases: Phase 3');
    expect(events[0].DESCRIPTION).toContain('Status: Recruiting');
    expect(events[0].DESCRIPTION).toContain('Recommendation: Invest');
    expect(events[0].DESCRIPTION).toContain('Participants: 800');
    expect(events[0].DESCRIPTION).not.toMatch(/PHASE3|RECRUITING|INVESTIR/);
    expect(events[0]['X-TRIALYST-SIGNAL']).toBe('NEUTRAL');
    expect(events[0]['X-TRIALYST-SIGNAL-REASON']).toBe('STUDY_ONGOING');
    expect(events[0].URL).toBe('http://x.test/trial/NCT90000001');
    expect(events[0].DESCRIPTION.endsWith('\\nhttp://x.test/trial/NCT90000001')).toBe(true);
    expect(events[0]['LAST-MODIFIED']).toBe('20260101T000000Z');
    expect(events[0]['X-TRIALYST-CATALYST-CONFIDENCE']).toBe('ANTICIPATED');
    expect(events[0].TRANSP).toBe('TRANSPARENT');
    expect(Object.keys(events[0]).sort()).toEqual(ICS_EVENT_PROPERTIES);
    expect(calendar).toMatchObject({
      PRODID: '-//Trialyst//Catalyst calendar//EN',
      CALSCALE: 'GREGORIAN',
      METHOD: 'PUBLISH',
      'X-WR-CALNAME': 'Trialyst: clinical trial catalyst dates',
      'X-WR-CALDESC': 'Next catalysts (readouts\\, results\\, completions) of the clinical trials tracked in Trialyst',
      'REFRESH-INTERVAL': 'PT12H',
      'X-PUBLISHED-TTL': 'PT12H',
    });
  });
});

describe('calendar.ics: one language at a time (issue 33)', () => {
  const overdue = {
    nctId: 'NCT90000002',
    briefTitle: 'Overdue',
    completionDate: '2024-10-24',
    completionDateType: 'ESTIMATED' as const,
    leadSponsorName: 'Sanofi',
    ticker: 'SNY',
    phases: ['PHASE2' as const, 'PHASE3' as const],
    status: 'ACTIVE_NOT_RECRUITING' as const,
    investmentVerdict: 'OUI' as const,
    recommendation: 'NE_PAS_INVESTIR' as const,
    score: 5.6,
    enrollment: 5206,
    updatedAt: '2026-01-01T00:00:00.000Z',
    signal: trialSignal('ACTIVE_NOT_RECRUITING', null),
    catalyst: {
      kind: 'PRIMARY_COMPLETION' as const,
      windowStart: '2024-10-24',
      windowEnd: '2024-10-24',
      precision: 'DAY' as const,
      confidence: 'OVERDUE' as const,
      label: '24 octobre 2024',
    },
  };
  const description = (locale: 'fr' | 'en') =>
    unescapeIcsText(parseIcs(buildIcs([overdue], { baseUrl: 'http://x.test', locale, now: new Date('2026-11-21T10:00:00Z') })).events[0].DESCRIPTION).split(
      '\n',
    );

  it('words statuses, phases, listing and recommendation, with French typography, dates and decimals', () => {
    expect(description('fr')).toEqual([
      'Prochain catalyseur : Fin de l’étude principale — Fenêtre : 24 octobre 2024 (24/10/2024) — Fiabilité : en retard',
      'Fin de l’étude : 24/10/2024 (date estimée dépassée)',
      'Sponsor : Sanofi',
      'Ticker : SNY',
      'Phases : Phase 2, Phase 3',
      'Statut : Actif, sans recrutement',
      'Signal : Neutre — Pas de signal particulier',
      'Société cotée : OUI',
      'Recommandation : Ne pas investir',
      'Score IA : 5,6/10',
      'Participants : 5\u202f206',
      'http://x.test/trial/NCT90000002',
    ]);
  });

  it('in English: the same fields in English words and formats', () => {
    const d = description('en');
    expect(d).toContain('Study completion: 10/24/2024 (estimated date passed)');
    expect(d).toContain('Phases: Phase 2, Phase 3');
    expect(d).toContain('Status: Active, not recruiting');
    expect(d).toContain('Listed company: YES');
    expect(d).toContain('Recommendation: Do not invest');
    expect(d).toContain('AI score: 5.6/10');
    expect(d).toContain('Participants: 5,206');
    // A window of one day shows once.
    expect(d[0]).toContain('(10/24/2024)');
    expect(d.join('\n')).not.toMatch(/ACTIVE_NOT_RECRUITING|PHASE\d|NE_PAS_INVESTIR/);
  });
});

describe('GET /api/calendar.ics', () => {
  let db: TestDb;
  let server: TestServer;
  beforeAll(async () => {
    db = await createTestDb();
    server = await startTestServer(db);
    await insertTrials(db.deps.orm.em.fork(), [
      buildTrial({ nctId: 'NCT91000001', ...ending(monthEnd(0)), investmentVerdict: 'OUI', ticker: 'PFE', phases: ['PHASE3'] }),
      buildTrial({ nctId: 'NCT91000002', ...ending(month(2)), investmentVerdict: 'OUI', ticker: 'MRK', phases: ['PHASE2'] }),
      buildTrial({ nctId: 'NCT91000003', ...ending(month(1)), investmentVerdict: 'NON', phases: ['PHASE3'] }),
      // Results posted two months ago: an ACTUAL catalyst listed in that month.
      buildTrial({
        nctId: 'NCT91000004',
        ...ending('2024-01-10'),
        status: 'COMPLETED',
        primaryCompletionDateType: 'ACTUAL',
        completionDateType: 'ACTUAL',
        resultsFirstPostDate: month(-2),
        investmentVerdict: 'OUI',
        phases: ['PHASE3'],
      }),
      buildTrial({ nctId: 'NCT91000005', ...ending(month(61)), investmentVerdict: 'OUI', phases: ['PHASE3'] }),
      buildTrial({ nctId: 'NCT91000006', ...ending(null), investmentVerdict: 'OUI' }),
    ]);
  });
  afterAll(async () => {
    await server?.close();
    await db?.close();
  });

  it('serves the catalysts of the 60 months from now, filtered like the calendar, in window order', async () => {
    const res = await server.rest('GET', '/calendar.ics?investissement_bourse=OUI&phase=ALL');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/calendar/);
    const { events } = parseIcs(res.body as string);
    expect(events.map((e) => e.UID)).toEqual(['nct91000001-catalyst@trialyst', 'nct91000002-catalyst@trialyst']);
  });

  it('applies the phase filter (PHASE3 or "Phase 3") and the language', async () => {
    const a = parseIcs((await server.rest('GET', '/calendar.ics?investissement_bourse=OUI&phase=PHASE3&lang=fr')).body);
    expect(a.events.map((e) => e.UID)).toEqual(['nct91000001-catalyst@trialyst']);
    expect(a.calendar['X-WR-CALNAME']).toContain('dates clés');
    const b = parseIcs((await server.rest('GET', '/calendar.ics?phase=Phase%203&lang=en')).body);
    expect(b.events.map((e) => e.UID)).toEqual(['nct91000001-catalyst@trialyst', 'nct91000003-catalyst@trialyst']);
    expect(b.calendar['X-WR-CALNAME']).toContain('catalyst dates');
    const c = parseIcs((await server.rest('GET', '/calendar.ics?investissement_bourse=OUI&phase=PHASE2,PHASE3')).body);
    expect(c.events.map((e) => e.UID)).toEqual(['nct91000001-catalyst@trialyst', 'nct91000002-catalyst@trialyst']);
  });

  it('honours from and months, and rejects bad input with the REST error shape', async () => {
    const from = month(-2).slice(0, 7);
    const c = parseIcs((await server.rest('GET', `/calendar.ics?from=${from}&months=1`)).body);
    expect(c.events.map((e) => e.UID)).toEqual(['nct91000004-catalyst@trialyst']);
    expect(c.events[0]['X-TRIALYST-CATALYST-KIND']).toBe('RESULTS_POSTING');
    expect(c.events[0].CATEGORIES).toBe('RESULTS_POSTING,ACTUAL,OUI');
    const kinds = parseIcs((await server.rest('GET', '/calendar.ics?catalyst_kind=RESULTS_POSTING')).body);
    expect(kinds.events).toEqual([]);
    const ahead = parseIcs((await server.rest('GET', '/calendar.ics?confidence=ANTICIPATED&catalyst_kind=PRIMARY_COMPLETION&lang=fr')).body);
    expect(ahead.events.map((e) => e.UID)).toEqual(['nct91000001-catalyst@trialyst', 'nct91000003-catalyst@trialyst', 'nct91000002-catalyst@trialyst']);
    expect(ahead.events[0].SUMMARY).toContain('Fin de l’étude principale');
    expect((await server.rest('GET', '/calendar.ics?confidence=SOON')).status).toBe(400);
    const bad = await server.rest('GET', '/calendar.ics?from=2026-13');
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ success: false, code: 'BAD_USER_INPUT' });
    const badPhase = await server.rest('GET', '/calendar.ics?phase=PHASE9');
    expect(badPhase.status).toBe(400);
    const badMonths = await server.rest('GET', '/calendar.ics?months=61');
    expect(badMonths.status).toBe(400);
  });
});

describe('GET /api/calendar.ics: cache and rate limit', () => {
  let db: TestDb;
  let server: TestServer;
  const trial = buildTrial({ nctId: 'NCT92000001', ...ending(month(1)), investmentVerdict: 'OUI', briefTitle: 'First title' });
  beforeAll(async () => {
    db = await createTestDb();
    server = await startTestServer(db);
    await insertTrials(db.deps.orm.em.fork(), [trial, buildTrial({ nctId: 'NCT92000002', ...ending(month(2)), investmentVerdict: 'OUI' })]);
  });
  afterAll(async () => {
    await server?.close();
    await db?.close();
  });
  const get = (q = '') => server.rest('GET', `/calendar.ics${q}`);
  const cache = () => icsCacheFor(db.deps);

  it('serves equal queries from one cached document (same body, same ETag, 304 on If-None-Match)', async () => {
    const first = await get('?phase=PHASE3,PHASE2&investissement_bourse=OUI');
    const misses = cache().misses;
    const hits = cache().hits;
    // The same query written differently: phases in another order, an explicit default.
    const second = await get('?investissement_bourse=OUI&phase=PHASE2,PHASE3&months=60');
    expect(cache().hits).toBe(hits + 1);
    expect(cache().misses).toBe(misses);
    expect(second.body).toBe(first.body); // DTSTAMP included: not rebuilt
    expect(second.headers.get('etag')).toBe(first.headers.get('etag'));
    const res = await fetch(`${server.url}/api/calendar.ics?investissement_bourse=OUI&phase=PHASE2,PHASE3`, {
      // an explicit Cache-Control, or fetch adds `no-cache`, which forbids a 304
      headers: { 'if-none-match': first.headers.get('etag')!, 'cache-control': 'max-age=0' },
    });
    expect(res.status).toBe(304);
    // Another language is another document.
    await get('?phase=PHASE3,PHASE2&investissement_bourse=OUI&lang=en');
    expect(cache().misses).toBe(misses + 1);
  });

  it('is rebuilt when a trial changes, is analysed, or is deleted', async () => {
    // The trials' version is read at most once a second per process: each change waits that second.
    const later = () => new Promise((r) => setTimeout(r, ICS_VERSION_MAX_AGE_MS + 50));
    const unfold = (body: string) => body.replace(/\r\n /g, '');
    const before = await get();
    expect(unfold(before.body)).toContain('First title');
    await upsertTrials(db.deps.orm.em.fork(), [{ ...trial, briefTitle: 'Renamed title' }]);
    await later();
    const renamed = await get();
    expect(unfold(renamed.body)).toContain('Renamed title');
    expect(unfold(renamed.body)).not.toContain('First title');
    await db.deps.orm.em
      .getConnection()
      .execute(`update trials set score = 9.4, recommendation = 'INVESTIR', analyzed_at = now() where nct_id = ?`, ['NCT92000001']);
    await later();
    // The request's language (here the test client's): its decimal mark (a comma is escaped in iCalendar text).
    expect(unfold((await get()).body)).toMatch(/9(\.|\\,)4\/10/);
    await db.deps.orm.em.getConnection().execute(`delete from trials where nct_id = ?`, ['NCT92000002']);
    await later();
    expect(unfold((await get()).body)).not.toContain('NCT92000002');
  });

  it(`answers 429 with Retry-After past ${ICS_PER_MINUTE} calls a minute from one address`, async () => {
    const own = await createTestDb();
    const srv = await startTestServer(own);
    try {
      const statuses: number[] = [];
      for (let i = 0; i < ICS_PER_MINUTE; i++) statuses.push((await srv.rest('GET', '/calendar.ics')).status);
      expect(new Set(statuses)).toEqual(new Set([200]));
      const refused = await srv.rest('GET', '/calendar.ics');
      expect(refused).toMatchObject({ status: 429, body: { success: false, code: 'RATE_LIMITED' } });
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    } finally {
      await srv.close();
      await own.close();
    }
  });
});
