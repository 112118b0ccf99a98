import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, type TestDb } from '../../../test/db.js';
import { buildTrial, insertTrials } from '../../../test/factories.js';
import { startTestServer, type TestServer } from '../../../test/server.js';
import { buildIcs, escapeIcsText, foldIcsLine, monthWindow } from './calendar.ics.js';

/** Minimal RFC 5545 reader: unfolds lines and returns the VEVENTs as property maps. */
function parseIcs(text: string): { calendar: Record<string, string>; events: Record<string, string>[] } {
  expect(text.endsWith('\r\n')).toBe(true);
  const raw = text.split('\r\n');
  for (const line of raw) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
  const lines: string[] = [];
  for (const line of raw) {
    if (line.startsWith(' ')) lines[lines.length - 1] += line.slice(1);
    else if (line) lines.push(line);
  }
  expect(lines[0]).toBe('BEGIN:VCALENDAR');
  expect(lines.at(-1)).toBe('END:VCALENDAR');
  const calendar: Record<string, string> = {};
  const events: Record<string, string>[] = [];
  let current: Record<string, string> | null = null;
  for (const line of lines) {
    if (line === 'BEGIN:VEVENT') current = {};
    else if (line === 'END:VEVENT') {
      events.push(current!);
      current = null;
    } else {
      const i = line.indexOf(':');
      const key = line.slice(0, i).split(';')[0];
      (current ?? calendar)[key] = line.slice(i + 1);
    }
  }
  return { calendar, events };
}

const month = (offset: number) => {
  const d = new Date();
  const x = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + offset, 10));
  return x.toISOString().slice(0, 10);
};

describe('calendar.ics helpers', () => {
  it('escapes text and folds long lines at 75 octets without splitting characters', () => {
    expect(escapeIcsText('a,b;c\\d\ne')).toBe('a\\,b\\;c\\\\d\\ne');
    const long = `SUMMARY:${'é'.repeat(100)}`;
    const folded = foldIcsLine(long);
    for (const part of folded.split('\r\n')) expect(new TextEncoder().encode(part).length).toBeLessThanOrEqual(75);
    expect(folded.split('\r\n').map((p, i) => (i ? p.slice(1) : p)).join('')).toBe(long);
  });

  it('computes month windows', () => {
    expect(monthWindow('2026-11', 60)).toEqual({ start: '2026-11-01', end: '2031-11-01' });
    expect(monthWindow('2026-12', 1)).toEqual({ start: '2026-12-01', end: '2027-01-01' });
  });

  it('builds one all-day event per trial with a stable UID', () => {
    const ics = buildIcs(
      [
        {
          nctId: 'NCT90000001', briefTitle: 'A, long; title', completionDate: '2026-12-31', completionDateType: 'ESTIMATED',
          leadSponsorName: 'Pfizer', ticker: 'PFE', phases: ['PHASE3'], status: 'RECRUITING', investmentVerdict: 'OUI',
          recommendation: 'INVESTIR', score: 7.2, enrollment: 800, updatedAt: '2026-01-01T00:00:00.000Z',
        },
      ],
      { baseUrl: 'http://x.test/', locale: 'en', now: new Date('2026-11-21T10:00:00Z') },
    );
    const { calendar, events } = parseIcs(ics);
    expect(calendar.VERSION).toBe('2.0');
    expect(events).toHaveLength(1);
    expect(events[0].UID).toBe('nct90000001-completion@trialyst');
    expect(events[0].DTSTART).toBe('20261231');
    expect(events[0].DTEND).toBe('20270101');
    expect(events[0].DTSTAMP).toBe('20261121T100000Z');
    expect(events[0].SUMMARY).toContain('A\\, long\\; title');
    expect(events[0].DESCRIPTION).toContain('AI score: 7.2/10');
    expect(events[0].URL).toBe('http://x.test/trial/NCT90000001');
  });
});

describe('GET /api/calendar.ics', () => {
  let db: TestDb;
  let server: TestServer;
  beforeAll(async () => {
    db = await createTestDb();
    server = await startTestServer(db);
    await insertTrials(db.deps.orm.em.fork() as any, [
      buildTrial({ nctId: 'NCT91000001', completionDate: month(0), investmentVerdict: 'OUI', ticker: 'PFE', phases: ['PHASE3'] }),
      buildTrial({ nctId: 'NCT91000002', completionDate: month(2), investmentVerdict: 'OUI', ticker: 'MRK', phases: ['PHASE2'] }),
      buildTrial({ nctId: 'NCT91000003', completionDate: month(1), investmentVerdict: 'NON', phases: ['PHASE3'] }),
      buildTrial({ nctId: 'NCT91000004', completionDate: month(-2), investmentVerdict: 'OUI', phases: ['PHASE3'] }),
      buildTrial({ nctId: 'NCT91000005', completionDate: month(61), investmentVerdict: 'OUI', phases: ['PHASE3'] }),
      buildTrial({ nctId: 'NCT91000006', completionDate: null, completionDateRaw: null, investmentVerdict: 'OUI' }),
    ]);
  });
  afterAll(async () => {
    await server?.close();
    await db?.close();
  });

  it('serves the 60 months from now, filtered like the calendar, in completion order', async () => {
    const res = await server.rest('GET', '/calendar.ics?investissement_bourse=OUI&phase=ALL');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/calendar/);
    const { events } = parseIcs(res.body as string);
    expect(events.map((e) => e.UID)).toEqual(['nct91000001-completion@trialyst', 'nct91000002-completion@trialyst']);
  });

  it('applies the phase filter (PHASE3 or "Phase 3") and the language', async () => {
    const a = parseIcs((await server.rest('GET', '/calendar.ics?investissement_bourse=OUI&phase=PHASE3&lang=fr')).body);
    expect(a.events.map((e) => e.UID)).toEqual(['nct91000001-completion@trialyst']);
    expect(a.calendar['X-WR-CALNAME']).toContain('dates clés');
    const b = parseIcs((await server.rest('GET', '/calendar.ics?phase=Phase%203&lang=en')).body);
    expect(b.events.map((e) => e.UID)).toEqual(['nct91000001-completion@trialyst', 'nct91000003-completion@trialyst']);
    expect(b.calendar['X-WR-CALNAME']).toContain('catalyst dates');
    const c = parseIcs((await server.rest('GET', '/calendar.ics?investissement_bourse=OUI&phase=PHASE2,PHASE3')).body);
    expect(c.events.map((e) => e.UID)).toEqual(['nct91000001-completion@trialyst', 'nct91000002-completion@trialyst']);
  });

  it('honours from and months, and rejects bad input with the REST error shape', async () => {
    const from = month(-2).slice(0, 7);
    const c = parseIcs((await server.rest('GET', `/calendar.ics?from=${from}&months=1`)).body);
    expect(c.events.map((e) => e.UID)).toEqual(['nct91000004-completion@trialyst']);
    const bad = await server.rest('GET', '/calendar.ics?from=2026-13');
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ success: false, code: 'BAD_USER_INPUT' });
    const badPhase = await server.rest('GET', '/calendar.ics?phase=PHASE9');
    expect(badPhase.status).toBe(400);
    const badMonths = await server.rest('GET', '/calendar.ics?months=61');
    expect(badMonths.status).toBe(400);
  });
});
