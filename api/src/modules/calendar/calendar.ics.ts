import { escape, ICalCalendar, ICalCalendarMethod, ICalEventTransparency } from 'ical-generator';
import { z } from 'zod';
import type { AppContext, Locale } from '../../context.js';
import type { ActualOrEstimated, PhaseCode, TrialStatus } from '../../domain/trial.js';
import { type CatalystBasis, type CatalystKind, type CatalystPrecision, type NextCatalyst, nextCatalystOf } from '../../domain/catalyst.js';
import type { InvestmentVerdict } from '../../domain/sponsor.js';
import type { Recommendation } from '../../domain/analysis.js';
import type { SignalReason, StatusSignal } from '../../domain/signal.js';
import { trialSignalsOf } from '../analysis/analysis.signal.js';
import { knexOf } from '../trials/trials.rows.js';
import { applyTableFilter } from '../trials/trials.table.js';
import { todayUtc } from '../trials/trials.validation.js';
import { orderListed, whereListedIn } from './calendar.catalysts.js';
import { currentMonth, parseCalendarFilter } from './calendar.service.js';
import { eventsInWindow } from '../regulatory/regulatory.calendar.js';
import type { RegulatoryEventView } from '../regulatory/regulatory.queries.js';
import { regulatoryIcsFields } from './calendar.ics.regulatory.js';
import { regulatoryWindow } from './calendar.regulatory.js';
import {
  completionState,
  COMPLETION_STATE_WORDS,
  count,
  decimal,
  labelled,
  PHASE_WORDS,
  RECOMMENDATION_WORDS,
  shortDate,
  shortSpan,
  STATUS_WORDS,
  VERDICT_WORDS,
} from './calendar.ics.labels.js';

/**
 * iCalendar (RFC 5545) feed of the calendar's catalysts: GET /api/calendar.ics with the calendar's
 * filters (investissement_bourse, phase, recommendation, catalyst_kind, confidence) plus from
 * (YYYY-MM, default the current month) and months (1–60, default 60). One all-day event per trial's
 * next catalyst, on the first day of its window (the month of the calendar it is listed in), its
 * kind in the summary and in CATEGORIES, its window, confidence and the completion date in the
 * description; a stable UID per trial so a subscribed calendar app moves the event when the
 * catalyst changes instead of duplicating it. The regulatory events dated in the months (with the
 * same filters, calendar.regulatory.ts) follow as all-day events of their own
 * (calendar.ics.regulatory.ts).
 */

/** At most this many events in one feed (the earliest completion dates first). */
export const ICS_MAX_EVENTS = 5000;

export const icsQuerySchema = z.object({
  investmentVerdict: z.string().optional(),
  recommendation: z.string().optional(),
  phases: z.array(z.string()).max(10).optional(),
  catalystKinds: z.array(z.string()).max(4).optional(),
  confidences: z.array(z.string()).max(4).optional(),
  regulatoryKinds: z.array(z.string()).max(8).optional(),
  regulatoryConfidences: z.array(z.string()).max(3).optional(),
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
  completionDate: string | null; // YYYY-MM-DD
  completionDateType: ActualOrEstimated | null;
  catalyst: NextCatalyst;
  leadSponsorName: string;
  ticker: string | null;
  phases: PhaseCode[];
  status: TrialStatus;
  investmentVerdict: InvestmentVerdict;
  recommendation: Recommendation | null;
  score: number | null;
  enrollment: number | null;
  updatedAt: string; // ISO timestamp
  /** The signal every screen shows (the analysis module's `trialSignalsOf`). */
  signal: StatusSignal;
}

/** A row of the feed query below: columns aliased to the entity's property names. */
type IcsRow = Omit<IcsTrial, 'updatedAt' | 'catalyst' | 'signal'> & {
  hasResults: boolean;
  updatedAt: Date | string;
  catalystKind: CatalystKind;
  catalystWindowStart: string;
  catalystWindowEnd: string;
  catalystPrecision: CatalystPrecision;
  catalystBasis: CatalystBasis;
};

/** First day of `from` and the day after the last month (exclusive bound). */
export function monthWindow(from: string, months: number): { start: string; end: string } {
  const [y, m] = from.split('-').map(Number);
  const endIndex = y * 12 + (m - 1) + months;
  const ey = Math.floor(endIndex / 12);
  const em = (endIndex % 12) + 1;
  return { start: `${from}-01`, end: `${ey}-${String(em).padStart(2, '0')}-01` };
}

/** The feed's query in canonical form: parsed filters (lists sorted) and month window; equal queries give equal keys. */
export function normalizeIcsQuery(input: CalendarIcsQuery) {
  const q = icsQuerySchema.parse(input);
  const { table, catalyst, regulatory, scope } = parseCalendarFilter({
    investmentVerdict: q.investmentVerdict,
    recommendation: q.recommendation,
    phases: q.phases,
    catalystKinds: q.catalystKinds,
    confidences: q.confidences,
    regulatoryKinds: q.regulatoryKinds,
    regulatoryConfidences: q.regulatoryConfidences,
  });
  const sorted = <T extends string>(v: T[] | undefined) => (v ? [...new Set(v)].sort() : v);
  return {
    filter: { ...table, phases: sorted(table.phases) },
    catalyst: { catalystKinds: sorted(catalyst.catalystKinds), confidences: sorted(catalyst.confidences) },
    regulatory: { regulatoryKinds: sorted(regulatory.regulatoryKinds), regulatoryConfidences: sorted(regulatory.regulatoryConfidences) },
    scope,
    // The confidences and the current month's carried catalysts change with the day.
    today: todayUtc(),
    ...monthWindow(q.from ?? currentMonth(), q.months),
  };
}

/**
 * The trials and regulatory events behind the feed: the calendar's filters and months (same
 * semantics as calendarMonth); `truncated` when either list was cut at ICS_MAX_EVENTS.
 */
export async function calendarIcsTrials(
  ctx: AppContext,
  input: CalendarIcsQuery,
  locale: Locale = 'fr',
): Promise<{ trials: IcsTrial[]; regulatory: RegulatoryEventView[]; truncated: boolean }> {
  const { filter, catalyst, regulatory: regulatoryFilter, scope, today, start, end } = normalizeIcsQuery(input);
  const knex = knexOf(ctx);
  const events = scope.regulatory ? await eventsInWindow(ctx.em, regulatoryWindow(knex, filter, regulatoryFilter, start, end), ICS_MAX_EVENTS + 1) : [];
  const regulatory = events.slice(0, ICS_MAX_EVENTS);
  if (!scope.readouts) return { trials: [], regulatory, truncated: events.length > ICS_MAX_EVENTS };
  const q = applyTableFilter(
    knex('trials as t').select(
      knex.raw(`t.nct_id as "nctId", t.brief_title as "briefTitle", to_char(t.completion_date, 'YYYY-MM-DD') as "completionDate",
        t.completion_date_type as "completionDateType", t.lead_sponsor_name as "leadSponsorName", t.ticker, t.phases, t.status,
        t.investment_verdict as "investmentVerdict", t.recommendation, t.score, t.enrollment, t.updated_at as "updatedAt", t.has_results as "hasResults",
        t.catalyst_kind as "catalystKind", to_char(t.catalyst_window_start, 'YYYY-MM-DD') as "catalystWindowStart",
        to_char(t.catalyst_window_end, 'YYYY-MM-DD') as "catalystWindowEnd", t.catalyst_precision as "catalystPrecision", t.catalyst_basis as "catalystBasis"`),
    ),
    filter,
  );
  whereListedIn(q, start, end, today, catalyst);
  const rows = (await orderListed(q, today).limit(ICS_MAX_EVENTS + 1)) as IcsRow[];
  const truncated = rows.length > ICS_MAX_EVENTS || events.length > ICS_MAX_EVENTS;
  const kept = rows.slice(0, ICS_MAX_EVENTS);
  const signals = await trialSignalsOf(ctx, kept);
  return {
    truncated,
    regulatory,
    trials: kept.map(({ catalystKind, catalystWindowStart, catalystWindowEnd, catalystPrecision, catalystBasis, hasResults: _hasResults, ...r }) => ({
      ...r,
      updatedAt: new Date(r.updatedAt).toISOString(),
      catalyst: nextCatalystOf({ catalystKind, catalystWindowStart, catalystWindowEnd, catalystPrecision, catalystBasis }, today, locale)!,
      signal: signals.get(r.nctId)!,
    })),
  };
}

/** UTF-8 length of one code point (`cp` from codePointAt). */
const utf8Length = (cp: number) => (cp < 0x80 ? 1 : cp < 0x800 ? 2 : cp < 0x10000 ? 3 : 4);

/**
 * Folds a content line at 75 octets (continuation lines start with one space), never splitting a
 * UTF-8 character. Byte lengths are computed from code points: ical-generator's own folding encodes
 * each character and concatenates them one by one, 30 times slower than the whole rest of a
 * 5,000-event feed, so the writer's unfolded lines are folded here.
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

/** Folds every line of unfolded iCalendar text (CRLF-separated lines; text values hold no CR or LF once escaped). */
const foldIcs = (text: string) => text.split('\r\n').map(foldIcsLine).join('\r\n');

/**
 * Control characters that RFC 5545 TEXT does not allow, dropped; CR and LF stay for the writer to
 * escape. Some readers split lines on VT, FF or the separators 0x1C-0x1E too.
 */
const TEXT_CONTROLS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;
const textOf = (value: string) => value.replace(TEXT_CONTROLS, '');

/** Midnight UTC of a YYYY-MM-DD date: the writer formats an all-day date from its UTC parts. */
const utcDay = (date: string) => new Date(`${date}T00:00:00Z`);

function nextDay(date: string): Date {
  const d = utcDay(date);
  d.setUTCDate(d.getUTCDate() + 1);
  return d;
}

const TEXT = {
  fr: {
    calName: 'Trialyst : dates clés des essais cliniques',
    calDesc: 'Prochains catalyseurs (résultats, publications, fins d’étude) des essais cliniques suivis dans Trialyst',
    sponsor: 'Sponsor',
    ticker: 'Ticker',
    phases: 'Phases',
    status: 'Statut',
    signal: 'Signal',
    signalKinds: { BULLISH: 'Positif', BEARISH: 'Négatif', NEUTRAL: 'Neutre' },
    verdict: 'Société cotée',
    recommendation: 'Recommandation',
    score: 'Score IA',
    enrollment: 'Participants',
    completion: 'Fin de l’étude',
    catalyst: 'Prochain catalyseur',
    window: 'Fenêtre',
    confidence: 'Fiabilité',
    kinds: {
      TOPLINE_READOUT: 'Résultats principaux (topline)',
      RESULTS_POSTING: 'Publication des résultats',
      PRIMARY_COMPLETION: 'Fin de l’étude principale',
      STUDY_COMPLETION: 'Fin de l’étude',
    },
    confidences: { ACTUAL: 'réalisé', ANTICIPATED: 'anticipé', OVERDUE: 'en retard', PASSED: 'passé' },
    reasons: {
      PRIMARY_MET: 'Critère principal atteint',
      PRIMARY_NOT_MET: 'Critère principal non atteint',
      PRIMARY_MIXED: 'Résultats mitigés sur les critères principaux',
      RESULTS_NOT_ANALYSABLE: 'Résultats publiés, critère principal non analysable',
      STUDY_STOPPED: 'Étude arrêtée : impact négatif possible',
      COMPLETED_NO_RESULTS: 'Étude terminée sans résultats publiés : impact encore incertain',
      STUDY_ONGOING: 'Étude en cours : surveillance nécessaire',
      OTHER: 'Pas de signal particulier',
    } satisfies Record<SignalReason, string>,
  },
  en: {
    calName: 'Trialyst: clinical trial catalyst dates',
    calDesc: 'Next catalysts (readouts, results, completions) of the clinical trials tracked in Trialyst',
    sponsor: 'Sponsor',
    ticker: 'Ticker',
    phases: 'Phases',
    status: 'Status',
    signal: 'Signal',
    signalKinds: { BULLISH: 'Positive', BEARISH: 'Negative', NEUTRAL: 'Neutral' },
    verdict: 'Listed company',
    recommendation: 'Recommendation',
    score: 'AI score',
    enrollment: 'Participants',
    completion: 'Study completion',
    catalyst: 'Next catalyst',
    window: 'Window',
    confidence: 'Confidence',
    kinds: {
      TOPLINE_READOUT: 'Topline readout',
      RESULTS_POSTING: 'Results posting',
      PRIMARY_COMPLETION: 'Primary completion',
      STUDY_COMPLETION: 'Study completion',
    },
    confidences: { ACTUAL: 'actual', ANTICIPATED: 'anticipated', OVERDUE: 'overdue', PASSED: 'passed' },
    reasons: {
      PRIMARY_MET: 'Primary end point met',
      PRIMARY_NOT_MET: 'Primary end point not met',
      PRIMARY_MIXED: 'Mixed results across the primary end points',
      RESULTS_NOT_ANALYSABLE: 'Results posted, primary end point not analysable',
      STUDY_STOPPED: 'Study stopped: possible negative impact',
      COMPLETED_NO_RESULTS: 'Study completed without posted results: impact still uncertain',
      STUDY_ONGOING: 'Study ongoing: monitoring required',
      OTHER: 'No particular signal',
    } satisfies Record<SignalReason, string>,
  },
} as const;

/**
 * The iCalendar document (CRLF line ends, folded lines), written by ical-generator: every text
 * value (summary, description, categories, X- properties) goes through its escaping, which turns
 * CR, LF and CRLF into `\\n` and escapes `\\`, `;` and `,`, so no stored text can start a line or
 * a property. `baseUrl` is the web app's public origin (config PUBLIC_URL, server/public-origin.ts)
 * for event links.
 */
export function buildIcs(trials: IcsTrial[], opts: { baseUrl: string; locale: Locale; now?: Date; regulatory?: readonly RegulatoryEventView[] }): string {
  const t = TEXT[opts.locale];
  const stamp = opts.now ?? new Date();
  const today = (opts.now ?? new Date()).toISOString().slice(0, 10);
  const origin = opts.baseUrl.replace(/\/$/, '');
  const calendar = new ICalCalendar({
    prodId: '//Trialyst//Catalyst calendar//EN',
    scale: 'GREGORIAN',
    method: ICalCalendarMethod.PUBLISH,
    // The calendar's name and description are written as given (the events' texts are escaped).
    name: escape(t.calName, false),
    description: escape(t.calDesc, false),
    ttl: 12 * 3600,
  });
  // The calendar's own lines (short, folded by the writer) without its closing line; each event is written unfolded, then folded above.
  const head = calendar.toString().replace(/END:VCALENDAR$/, '');
  const events: string[] = [];
  for (const trial of trials) {
    const ticker = trial.ticker;
    const c = trial.catalyst;
    // UID and URL values are not TEXT (not escaped by the writer): an id that is not NCT + 8 digits is percent-encoded.
    const id = encodeURIComponent(trial.nctId);
    const url = `${origin}/trial/${id}`;
    const kind = t.kinds[c.kind];
    const summary = `${trial.nctId}${ticker ? ` (${ticker})` : ''} · ${kind} (${c.label})${opts.locale === 'fr' ? ' :' : ':'} ${trial.briefTitle}`;
    // Every field in the feed's language: labels typeset for it ("Statut : Terminé" / "Status: Completed"),
    // closed sets in words (never ACTIVE_NOT_RECRUITING or PHASE3), dates and numbers in its formats.
    const l = (label: string, value: string) => labelled(opts.locale, label, value);
    const completion = trial.completionDate ? completionState(trial.completionDate, trial.completionDateType, today) : null;
    const details = [
      `${l(t.catalyst, kind)} — ${l(t.window, `${c.label} (${shortSpan(opts.locale, c.windowStart, c.windowEnd)})`)} — ${l(t.confidence, t.confidences[c.confidence])}`,
      trial.completionDate
        ? l(t.completion, `${shortDate(opts.locale, trial.completionDate)}${completion ? ` (${COMPLETION_STATE_WORDS[opts.locale][completion]})` : ''}`)
        : null,
      l(t.sponsor, trial.leadSponsorName),
      ticker ? l(t.ticker, ticker) : null,
      trial.phases.length ? l(t.phases, trial.phases.map((p) => PHASE_WORDS[opts.locale][p] ?? p).join(', ')) : null,
      l(t.status, STATUS_WORDS[opts.locale][trial.status] ?? trial.status),
      `${l(t.signal, t.signalKinds[trial.signal.kind])} — ${t.reasons[trial.signal.reason]}`,
      l(t.verdict, VERDICT_WORDS[opts.locale][trial.investmentVerdict] ?? trial.investmentVerdict),
      trial.recommendation ? l(t.recommendation, RECOMMENDATION_WORDS[opts.locale][trial.recommendation] ?? trial.recommendation) : null,
      trial.score != null ? l(t.score, `${decimal(opts.locale, trial.score, 1)}/10`) : null,
      trial.enrollment != null ? l(t.enrollment, count(opts.locale, trial.enrollment)) : null,
      url,
    ].filter((x): x is string => x !== null);
    const event = calendar.createEvent({
      id: `${id.toLowerCase()}-catalyst@trialyst`,
      stamp,
      lastModified: new Date(trial.updatedAt),
      allDay: true,
      start: utcDay(c.windowStart),
      end: nextDay(c.windowStart),
      summary: textOf(summary),
      description: textOf(details.join('\n')),
      url,
      categories: [{ name: c.kind }, { name: c.confidence }, { name: trial.investmentVerdict }],
      x: [
        ['X-TRIALYST-CATALYST-KIND', c.kind],
        ['X-TRIALYST-CATALYST-CONFIDENCE', c.confidence],
        ['X-TRIALYST-SIGNAL', trial.signal.kind],
        ['X-TRIALYST-SIGNAL-REASON', trial.signal.reason],
      ],
      transparency: ICalEventTransparency.TRANSPARENT,
    });
    events.push(foldIcs(event.toString()));
  }
  for (const e of opts.regulatory ?? []) {
    const f = regulatoryIcsFields(e, opts.locale, origin);
    const event = calendar.createEvent({
      id: f.id,
      stamp,
      allDay: true,
      start: utcDay(f.date),
      end: nextDay(f.date),
      summary: textOf(f.summary),
      description: textOf(f.description),
      url: f.url,
      categories: f.categories.map((name) => ({ name })),
      x: f.x,
      transparency: ICalEventTransparency.TRANSPARENT,
    });
    events.push(foldIcs(event.toString()));
  }
  return `${head}${events.join('')}END:VCALENDAR\r\n`;
}

/** Calls of GET /api/calendar.ics per client address and minute (a cold build costs tens of ms of CPU and about 1 MB). */
export const ICS_PER_MINUTE = 30;
