import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTrial, insertTrials } from '../../../test/factories.js';
import { ICS_EVENT_PROPERTIES, parseIcs, unescapeIcsText } from '../../../test/ics.js';
import { useTestServer } from '../../../test/server.js';
import { createUser } from '../../../test/users.js';
import { trialSignal } from '../../domain/signal.js';
import { buildIcs, type IcsTrial } from './calendar.ics.js';

/** Stored texts that try to end the event and start forged lines, properties or components. */
const HOSTILE = [
  '\rEND:VEVENT\rBEGIN:VEVENT\rUID:forged@evil\rSUMMARY:forged\rEND:VEVENT\rBEGIN:VEVENT',
  '\nEND:VEVENT\nBEGIN:VEVENT\nUID:forged@evil\nEND:VEVENT\nBEGIN:VEVENT',
  '\r\nEND:VEVENT\r\nBEGIN:VEVENT\r\nUID:forged@evil\r\nEND:VEVENT\r\nBEGIN:VEVENT',
  'folded?\r\n X-INJECTED:1\r\n\tX-INJECTED:2',
  'semi;colon, comma\\backslash \\n not a newline \\\r\nURL:http://evil.example',
  'trailing backslash \\',
  'vertical\u000btab form\u000cfeed separators\u001c\u001d\u001e del\u007f nel\u0085 ls\u2028 ps\u2029',
  'END:VCALENDAR\r\nBEGIN:VCALENDAR',
];

/** The text a reader must get back: the controls TEXT does not allow dropped, then each line break (CRLF, CR or LF) as LF. */
const expectedText = (s: string) => s.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, '').replace(/\r\n|\r|\n/g, '\n');

const trialOf = (nctId: string, text: string): IcsTrial => ({
  nctId,
  briefTitle: text,
  completionDate: '2027-06-30',
  completionDateType: 'ESTIMATED',
  leadSponsorName: `Sponsor ${text}`,
  ticker: 'EVIL',
  phases: ['PHASE3'],
  status: 'RECRUITING',
  investmentVerdict: 'OUI',
  recommendation: null,
  score: null,
  enrollment: null,
  updatedAt: '2026-01-01T00:00:00.000Z',
  catalyst: { kind: 'TOPLINE_READOUT', windowStart: '2027-04-01', windowEnd: '2027-06-30', precision: 'QUARTER', confidence: 'ANTICIPATED', label: 'Q2 2027' },
  signal: trialSignal('RECRUITING', null),
});

/** Exactly the given trials' events, each with exactly our properties, the hostile text kept as text. */
function expectOnlyEvents(ics: string, trials: { nctId: string; briefTitle: string; leadSponsorName: string }[]) {
  const { events } = parseIcs(ics);
  expect(events.map((e) => e.UID)).toEqual(trials.map((t) => `${t.nctId.toLowerCase()}-catalyst@trialyst`));
  events.forEach((event, i) => {
    expect(Object.keys(event).sort()).toEqual(ICS_EVENT_PROPERTIES);
    expect(unescapeIcsText(event.SUMMARY).endsWith(`: ${expectedText(trials[i].briefTitle)}`)).toBe(true);
    // "Sponsor : …" in French, "Sponsor: …" in English.
    const description = unescapeIcsText(event.DESCRIPTION);
    const name = trials[i].leadSponsorName;
    expect(description.includes(expectedText(`\nSponsor: ${name}\n`)) || description.includes(expectedText(`\nSponsor : ${name}\n`)), description).toBe(true);
  });
}

describe('calendar.ics writer: stored text cannot add lines, properties or events', () => {
  it('escapes CR, LF, CRLF, `;`, `,` and `\\` in titles and sponsors (the corpus)', () => {
    for (const text of HOSTILE) {
      const trials = [trialOf('NCT95000001', text), trialOf('NCT95000002', 'A plain title')];
      for (const locale of ['fr', 'en'] as const) expectOnlyEvents(buildIcs(trials, { baseUrl: 'http://x.test', locale }), trials);
    }
  });

  it('holds for any mix of line breaks, separators and property-like text', () => {
    const piece = fc.constantFrom('\r', '\n', '\r\n', ';', ',', '\\', ':', ' ', '\t', '\u000b', 'a', 'é', '😀', 'END:VEVENT', 'BEGIN:VEVENT', 'UID:x');
    const text = fc.array(piece, { maxLength: 60 }).map((a) => a.join(''));
    fc.assert(
      fc.property(text, text, (title, sponsor) => {
        const trials = [{ ...trialOf('NCT95000003', title), leadSponsorName: sponsor }, trialOf('NCT95000004', 'Plain')];
        expectOnlyEvents(buildIcs(trials, { baseUrl: 'http://x.test', locale: 'en' }), trials);
      }),
      { numRuns: 300 },
    );
  });
});

describe('calendar feeds over HTTP: hostile stored titles stay inside their event', () => {
  const fx = useTestServer();
  const month = (offset: number) => {
    const d = new Date();
    return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + offset, 15)).toISOString().slice(0, 10);
  };
  const ending = (date: string) => ({
    primaryCompletionDate: date,
    primaryCompletionDateRaw: date,
    primaryCompletionDateType: 'ESTIMATED' as const,
    completionDate: date,
    completionDateRaw: date,
    completionDateType: 'ESTIMATED' as const,
  });
  const trials = HOSTILE.map((text, i) =>
    buildTrial({ nctId: `NCT9600000${i}`, briefTitle: text, leadSponsorName: `Sponsor ${text}`, ticker: null, ...ending(month(1 + i)) }),
  );

  beforeAll(async () => {
    await insertTrials(fx.db.ctx().em, trials);
  });

  it('the public feed (/api/calendar.ics) has exactly one event per trial', async () => {
    const res = await fx.srv.rest('GET', '/calendar.ics?lang=en');
    expect(res.status).toBe(200);
    expectOnlyEvents(res.body as string, trials);
  });

  it('the private feed (/api/watchlist/feed/<token>.ics) has exactly one event per watched trial', async () => {
    const user = await createUser(fx.db);
    for (const t of trials) expect((await fx.srv.rest('POST', '/watchlist', { kind: 'TRIAL', id: t.nctId }, user.accessToken)).status).toBe(200);
    const feed = await fx.srv.rest('POST', '/watchlist/feed', undefined, user.accessToken);
    expect(feed.status).toBe(201);
    const res = await fetch(`${feed.body.url}?lang=fr`);
    expect(res.status).toBe(200);
    expectOnlyEvents(await res.text(), trials);
  });
});
