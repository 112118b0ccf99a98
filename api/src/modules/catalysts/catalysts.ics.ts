import { escape, ICalCalendar, ICalCalendarMethod, ICalEventTransparency } from 'ical-generator';
import type { Locale } from '../../context.js';
import { foldIcsLine } from '../calendar/calendar.ics.js';
import { decimal, shortSpan } from '../calendar/calendar.ics.labels.js';
import { CATEGORY_LABELS, CONFIDENCE_LABELS, KIND_LABELS, OUTCOME_LABELS, sourceLabel } from './catalysts.labels.js';
import type { CatalystScreenRow } from './catalysts.service.js';

/**
 * iCalendar (RFC 5545) export of the screen's filtered list, written as the calendar's feed
 * (calendar.ics.ts): one all-day event per row on its window's first day, every text value escaped
 * by ical-generator, lines folded at 75 octets; the date's source and confidence in the description,
 * a stable UID per row so a re-imported export moves an event instead of duplicating it.
 */

const TEXT = {
  fr: {
    calName: 'Trialyst : catalyseurs',
    calDesc: 'Résultats d’essais et événements réglementaires (FDA, EMA) filtrés dans Trialyst',
    window: 'Fenêtre',
    confidence: 'Fiabilité',
    company: 'Société',
    drug: 'Médicament',
    indication: 'Indication',
    trial: 'Essai',
    application: 'Dossier',
    outcome: 'Issue',
    probability: 'Probabilité de succès',
    score: 'Score',
    source: 'Source',
    asOf: 'à jour au',
    demo: 'Données de démonstration',
  },
  en: {
    calName: 'Trialyst: catalysts',
    calDesc: 'Trial readouts and regulatory events (FDA, EMA) filtered in Trialyst',
    window: 'Window',
    confidence: 'Confidence',
    company: 'Company',
    drug: 'Drug',
    indication: 'Indication',
    trial: 'Trial',
    application: 'Application',
    outcome: 'Outcome',
    probability: 'Readout probability',
    score: 'Score',
    source: 'Source',
    asOf: 'as of',
    demo: 'Demo data',
  },
} as const;

/** Control characters RFC 5545 TEXT does not allow (CR and LF stay for the writer to escape). */
const TEXT_CONTROLS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;
const textOf = (value: string) => value.replace(TEXT_CONTROLS, '');
/** URL values are not TEXT (not escaped by the writer): only a plain http(s) URL is written. */
const safeUrl = (url: string) => (/^https?:\/\/[^\s"<>\\]+$/.test(url) ? url : undefined);
const utcDay = (date: string) => new Date(`${date}T00:00:00Z`);
const nextDay = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000);

export function buildCatalystsIcs(rows: readonly CatalystScreenRow[], opts: { origin: string; locale: Locale; now?: Date }): string {
  const l = opts.locale;
  const t = TEXT[l];
  // "Fenêtre : …" in French, "Window: …" in English.
  const label = (word: string) => (l === 'fr' ? `${word} : ` : `${word}: `);
  const origin = opts.origin.replace(/\/$/, '');
  const stamp = opts.now ?? new Date();
  const calendar = new ICalCalendar({
    prodId: '//Trialyst//Catalyst screen//EN',
    scale: 'GREGORIAN',
    method: ICalCalendarMethod.PUBLISH,
    name: escape(t.calName, false),
    description: escape(t.calDesc, false),
  });
  const head = calendar.toString().replace(/END:VCALENDAR$/, '');
  const events: string[] = [];
  for (const r of rows) {
    const kind = KIND_LABELS[l][r.kind];
    const sourceUrl = r.sourceUrl.startsWith('/') ? `${origin}${r.sourceUrl}` : r.sourceUrl;
    const who = r.ticker ? `${r.ticker} · ` : r.company ? `${r.company} · ` : '';
    const what = r.drugs.length ? ` — ${r.drugs.join(', ')}` : r.trialTitle ? ` — ${r.trialTitle}` : '';
    const details = [
      `${kind} — ${label(t.window)}${r.label} (${shortSpan(l, r.windowStart, r.windowEnd)}) — ${label(t.confidence)}${CONFIDENCE_LABELS[l][r.confidence]}`,
      r.company ? `${label(t.company)}${r.company}${r.ticker ? ` (${r.ticker})` : ''}` : null,
      r.drugs.length ? `${label(t.drug)}${r.drugs.join(', ')}` : null,
      r.indication ? `${label(t.indication)}${r.indication}` : null,
      r.nctId ? `${label(t.trial)}${r.nctId}${r.trialTitle ? ` — ${r.trialTitle}` : ''}` : null,
      r.applicationNumber ? `${label(t.application)}${r.applicationNumber}` : null,
      r.outcome ? `${label(t.outcome)}${OUTCOME_LABELS[l][r.outcome]}` : null,
      r.readoutProbability !== null ? `${label(t.probability)}${Math.round(r.readoutProbability * 100)} %` : null,
      r.score !== null ? `${label(t.score)}${decimal(l, r.score, 1)}/10` : null,
      `${label(t.source)}${sourceLabel(r.source, l)}, ${t.asOf} ${r.asOf} — ${sourceUrl}`,
      r.demo ? t.demo : null,
    ].filter((x): x is string => x !== null);
    const event = calendar.createEvent({
      id: `${r.id.replace(':', '-').toLowerCase()}@catalysts.trialyst`,
      stamp,
      lastModified: new Date(r.updatedAt),
      allDay: true,
      start: utcDay(r.windowStart),
      end: nextDay(r.windowStart),
      summary: textOf(`${who}${kind} (${r.label})${what}`),
      description: textOf(details.join('\n')),
      url: safeUrl(sourceUrl),
      categories: [{ name: CATEGORY_LABELS[l][r.category] }, { name: kind }, { name: CONFIDENCE_LABELS[l][r.confidence] }],
      x: [
        ['X-TRIALYST-CATALYST-KIND', r.kind],
        ['X-TRIALYST-CATALYST-CONFIDENCE', r.confidence],
        ['X-TRIALYST-SOURCE', r.source],
      ],
      transparency: ICalEventTransparency.TRANSPARENT,
    });
    events.push(event.toString().split('\r\n').map(foldIcsLine).join('\r\n'));
  }
  return `${head}${events.join('')}END:VCALENDAR\r\n`;
}
