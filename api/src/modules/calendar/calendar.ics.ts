import { z } from 'zod';
import type { AppContext, Locale } from '../../context.js';
import type { ActualOrEstimated, InvestmentVerdict, PhaseCode, Recommendation, TrialStatus } from '../trials/trials.entity.js';
import { knexOf } from '../trials/trials.rows.js';
import { applyTableFilter, tableFilterSchema } from '../trials/trials.table.js';
import { currentMonth } from './calendar.service.js';
import { calendarFilterSchema } from './calendar.validation.js';

/**
 * iCalendar (RFC 5545) feed of the calendar's catalyst dates: GET /api/calendar.ics with the calendar's
 * filters (investissement_bourse, phase, recommendation) plus from (YYYY-MM, default the current month)
 * and months (1–60, default 60). One all-day event per trial completion date, with a stable UID so a
 * calendar app subscribed to the URL updates events instead of duplicating them.
 */

/** At most this many events in one feed (the earliest completion dates first). */
export const ICS_MAX_EVENTS = 5000;

export const icsQuerySchema = z.object({
  investmentVerdict: z.string().optional(),
  recommendation: z.string().optional(),
  phases: z.array(z.string()).max(10).optional(),
  from: z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'from must be a month written YYYY-MM')
    .optional(),
  months: z.coerce.number().int().min(1).max(60).default(60),
});
export type CalendarIcsQuery = z.input<typeof icsQuerySchema>;

/** The stored fields an event shows (a stored ticker is a real one: absent ones are NULL). */
export interface IcsTrial {
  nctId: string;
  briefTitle: string;
  completionDate: string; // YYYY-MM-DD
  completionDateType: ActualOrEstimated | null;
  leadSponsorName: string;
  ticker: string | null;
  phases: PhaseCode[];
  status: TrialStatus;
  investmentVerdict: InvestmentVerdict;
  recommendation: Recommendation | null;
  score: number | null;
  enrollment: number | null;
  updatedAt: string; // ISO timestamp
}

/** A row of the feed query below: columns aliased to the entity's property names. */
type IcsRow = Omit<IcsTrial, 'updatedAt'> & { updatedAt: Date | string };

/** First day of `from` and the day after the last month (exclusive bound). */
export function monthWindow(from: string, months: number): { start: string; end: string } {
  const [y, m] = from.split('-').map(Number);
  const endIndex = y * 12 + (m - 1) + months;
  const ey = Math.floor(endIndex / 12);
  const em = (endIndex % 12) + 1;
  return { start: `${from}-01`, end: `${ey}-${String(em).padStart(2, '0')}-01` };
}

/** The feed's query in canonical form: parsed filter (phases sorted) and month window; equal queries give equal keys. */
export function normalizeIcsQuery(input: CalendarIcsQuery) {
  const q = icsQuerySchema.parse(input);
  const filter = tableFilterSchema.parse(
    calendarFilterSchema.parse({ investmentVerdict: q.investmentVerdict, recommendation: q.recommendation, phases: q.phases }),
  );
  const phases = filter.phases ? [...new Set(filter.phases)].sort() : filter.phases;
  return { filter: { ...filter, phases }, ...monthWindow(q.from ?? currentMonth(), q.months) };
}

/** The trials behind the feed: the calendar's filters (same semantics as calendarMonth), only trials with a completion date. */
export async function calendarIcsTrials(ctx: AppContext, input: CalendarIcsQuery): Promise<{ trials: IcsTrial[]; truncated: boolean }> {
  const { filter, start, end } = normalizeIcsQuery(input);
  const knex = knexOf(ctx);
  const rows = (await applyTableFilter(
    knex('trials as t').select(
      knex.raw(`t.nct_id as "nctId", t.brief_title as "briefTitle", to_char(t.completion_date, 'YYYY-MM-DD') as "completionDate",
        t.completion_date_type as "completionDateType", t.lead_sponsor_name as "leadSponsorName", t.ticker, t.phases, t.status,
        t.investment_verdict as "investmentVerdict", t.recommendation, t.score, t.enrollment, t.updated_at as "updatedAt"`),
    ),
    filter,
  )
    .where('t.completion_date', '>=', start)
    .where('t.completion_date', '<', end)
    .orderByRaw('t.completion_date asc, t.nct_id asc')
    .limit(ICS_MAX_EVENTS + 1)) as IcsRow[];
  const truncated = rows.length > ICS_MAX_EVENTS;
  return {
    truncated,
    trials: rows.slice(0, ICS_MAX_EVENTS).map((r) => ({ ...r, updatedAt: new Date(r.updatedAt).toISOString() })),
  };
}

/** RFC 5545 TEXT escaping: backslash, semicolon, comma and newlines. */
export function escapeIcsText(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

/** UTF-8 length of one code point (`cp` from codePointAt). */
const utf8Length = (cp: number) => (cp < 0x80 ? 1 : cp < 0x800 ? 2 : cp < 0x10000 ? 3 : 4);

/**
 * Folds a content line at 75 octets (continuation lines start with one space), never splitting a
 * UTF-8 character. Byte lengths are computed from code points: encoding each character (as this did
 * first) made folding most of the feed's cost.
 */
export function foldIcsLine(line: string): string {
  if (line.length <= 25 || Buffer.byteLength(line, 'utf8') <= 75) return line;
  const parts: string[] = [];
  let start = 0;
  let size = 0;
  let limit = 75;
  for (let i = 0; i < line.length;) {
    const cp = line.codePointAt(i)!;
    const units = cp > 0xffff ? 2 : 1;
    const n = utf8Length(cp);
    if (size + n > limit) {
      parts.push(line.slice(start, i));
      start = i;
      size = 0;
      limit = 74; // the leading space counts
    }
    size += n;
    i += units;
  }
  parts.push(line.slice(start));
  return parts.join('\r\n ');
}

const basicDate = (iso: string) => iso.slice(0, 10).replace(/-/g, '');
const basicDateTime = (d: Date) =>
  d
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

function nextDay(date: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

const TEXT = {
  fr: {
    calName: 'Trialyst : dates clés des essais cliniques',
    calDesc: 'Dates de fin des essais cliniques suivis dans Trialyst',
    sponsor: 'Sponsor',
    ticker: 'Ticker',
    phases: 'Phases',
    status: 'Statut',
    verdict: 'Investissement bourse',
    recommendation: 'Recommandation',
    score: 'Score IA',
    enrollment: 'Participants',
    estimated: 'date estimée',
    completion: 'Fin prévue',
  },
  en: {
    calName: 'Trialyst: clinical trial catalyst dates',
    calDesc: 'Completion dates of the clinical trials tracked in Trialyst',
    sponsor: 'Sponsor',
    ticker: 'Ticker',
    phases: 'Phases',
    status: 'Status',
    verdict: 'Stock investment',
    recommendation: 'Recommendation',
    score: 'AI score',
    enrollment: 'Participants',
    estimated: 'estimated date',
    completion: 'Completion',
  },
} as const;

/** The iCalendar document (CRLF line ends, folded lines). `baseUrl` is the web app's origin for event links. */
export function buildIcs(trials: IcsTrial[], opts: { baseUrl: string; locale: Locale; now?: Date }): string {
  const t = TEXT[opts.locale];
  const stamp = basicDateTime(opts.now ?? new Date());
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Trialyst//Catalyst calendar//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeIcsText(t.calName)}`,
    `X-WR-CALDESC:${escapeIcsText(t.calDesc)}`,
    'REFRESH-INTERVAL;VALUE=DURATION:PT12H',
    'X-PUBLISHED-TTL:PT12H',
  ];
  for (const trial of trials) {
    const ticker = trial.ticker;
    const url = `${opts.baseUrl.replace(/\/$/, '')}/trial/${trial.nctId}`;
    const summary = `${trial.nctId}${ticker ? ` (${ticker})` : ''} · ${t.completion}: ${trial.briefTitle}`;
    const details = [
      `${t.sponsor}: ${trial.leadSponsorName}`,
      ticker ? `${t.ticker}: ${ticker}` : null,
      trial.phases.length ? `${t.phases}: ${trial.phases.join(', ')}` : null,
      `${t.status}: ${trial.status}`,
      `${t.verdict}: ${trial.investmentVerdict}`,
      trial.recommendation ? `${t.recommendation}: ${trial.recommendation}` : null,
      trial.score != null ? `${t.score}: ${trial.score.toFixed(1)}/10` : null,
      trial.enrollment != null ? `${t.enrollment}: ${trial.enrollment}` : null,
      trial.completionDateType === 'ESTIMATED' ? `(${t.estimated})` : null,
      url,
    ].filter((x): x is string => x !== null);
    lines.push(
      'BEGIN:VEVENT',
      `UID:${trial.nctId.toLowerCase()}-completion@trialyst`,
      `DTSTAMP:${stamp}`,
      `LAST-MODIFIED:${basicDateTime(new Date(trial.updatedAt))}`,
      `DTSTART;VALUE=DATE:${basicDate(trial.completionDate)}`,
      `DTEND;VALUE=DATE:${basicDate(nextDay(trial.completionDate))}`,
      `SUMMARY:${escapeIcsText(summary)}`,
      `DESCRIPTION:${escapeIcsText(details.join('\n'))}`,
      `URL:${url}`,
      `CATEGORIES:${escapeIcsText(trial.investmentVerdict)}`,
      'TRANSP:TRANSPARENT',
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return lines.map(foldIcsLine).join('\r\n') + '\r\n';
}

/** Calls of GET /api/calendar.ics per client address and minute (a cold build costs tens of ms of CPU and about 1 MB). */
export const ICS_PER_MINUTE = 30;
