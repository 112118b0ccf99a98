import { z } from 'zod';
import type { RegulatoryEvent } from '../../domain/regulatory.js';
import { mentionedNames } from './openfda.mapping.js';

const optString = z.string().nullish().catch(null);

export const NoticeSchema = z.object({
  document_number: z.string(),
  title: z.string(),
  html_url: z.string(),
  abstract: optString,
  dates: optString,
  publication_date: optString,
  correction_of: z.unknown().nullish(),
});
export type FederalRegisterNotice = z.infer<typeof NoticeSchema>;

/** A documents.json page: `results` is absent when nothing matches; `next_page_url` only when another page exists. */
export const DocumentsPageSchema = z.object({
  count: z.number().nullish(),
  results: z.array(z.unknown()).nullish(),
  next_page_url: z.string().nullish(),
});

/** The fields the provider asks for (`fields[]=`): what NoticeSchema reads. */
export const NOTICE_FIELDS = ['document_number', 'title', 'html_url', 'abstract', 'dates', 'publication_date', 'correction_of', 'type'] as const;

const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];

/**
 * The meeting's (first) day, from the notice's free-text `dates`: "The meeting will be held on
 * February 28, 2024, from 8 a.m. …", "… will be held virtually on Thursday, March 7, 2024 …". Only a
 * full month name, a day and a year after "will be held / will take place / will meet / will occur"
 * in the same sentence count; anything else is null (never guessed).
 */
export function meetingDay(dates: string | null | undefined): string | null {
  if (!dates) return null;
  const m =
    /\b(?:will be held|will take place|will meet|will occur|is scheduled)\b[^.;:]*?\b(January|February|March|April|May|June|July|August|September|October|November|December)\s+(\d{1,2}),?\s+(\d{4})\b/i.exec(
      dates,
    );
  if (!m) return null;
  const [y, mo, d] = [Number(m[3]), MONTHS.indexOf(m[1].toLowerCase()) + 1, Number(m[2])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== mo - 1 || date.getUTCDate() !== d) return null;
  return date.toISOString().slice(0, 10);
}

/** "<Committee> Advisory Committee; Notice of Meeting; …" (also joint meetings of two committees). */
export const isMeetingNotice = (title: string) => /Advisory Committee;\s*Notice of Meeting/i.test(title);

/** A correction repeats a notice already read: `correction_of` set, or a title ending "; Correction". */
export const isCorrection = (n: FederalRegisterNotice) => !!n.correction_of || /;\s*Correction\s*$/i.test(n.title);

/** "Endocrinologic and Metabolic Drugs Advisory Committee; Notice of Meeting; …" → its first part. */
export const committeeName = (title: string) => title.split(';')[0].trim();

/** "new drug application (NDA) 219398" / "BLA 761269" in the abstract → "NDA219398". */
export function applicationNumberIn(text: string): string | null {
  const m = /\b(NDA|BLA)\)?\s+(\d{6})\b/.exec(text);
  return m ? `${m[1]}${m[2]}` : null;
}

export type NoticeOutcome = { event: RegulatoryEvent } | { skipped: 'correction' | 'not-a-meeting' | 'undated' | 'no-queried-drug' };

/**
 * One Federal Register notice as an ADCOMM_MEETING event, when it is an FDA advisory committee's
 * meeting notice (not a correction), its meeting day is readable, and its title or abstract names
 * one of the queried drugs (the app could not link it otherwise). `today` (YYYY-MM-DD): a meeting
 * after it is ANNOUNCED, else ACTUAL.
 */
export function mapNotice(n: FederalRegisterNotice, queriedDrugs: { names: string[] }[], today: string): NoticeOutcome {
  if (isCorrection(n)) return { skipped: 'correction' };
  if (!isMeetingNotice(n.title)) return { skipped: 'not-a-meeting' };
  const date = meetingDay(n.dates);
  if (!date) return { skipped: 'undated' };
  const text = `${n.title}\n${n.abstract ?? ''}`;
  const drugNames = [...new Set(queriedDrugs.flatMap((d) => mentionedNames(text, d.names)))];
  if (!drugNames.length) return { skipped: 'no-queried-drug' };
  return {
    event: {
      source: 'FEDERAL_REGISTER',
      sourceKey: n.document_number,
      kind: 'ADCOMM_MEETING',
      agency: 'FDA',
      date,
      dateConfidence: date > today ? 'ANNOUNCED' : 'ACTUAL',
      drug: drugNames[0],
      drugNames,
      applicationNumber: applicationNumberIn(text),
      company: null,
      ticker: null,
      indication: null,
      outcome: null,
      crlCategory: null,
      detail: committeeName(n.title),
      sourceUrl: n.html_url,
      asOf: today,
      demo: false,
    },
  };
}
