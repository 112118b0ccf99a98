import { z } from 'zod';
import type { CrlCategory, RegulatoryDrugQuery, RegulatoryEvent } from '../../domain/regulatory.js';

/** Where sourceUrls point, whatever baseUrl the provider talks to (a test's fake server). */
export const OPENFDA_PUBLIC_URL = 'https://api.fda.gov';
const DRUGS_AT_FDA_OVERVIEW = 'https://www.accessdata.fda.gov/scripts/cder/daf/index.cfm?event=overview.process&ApplNo=';

// Lenient shapes: openFDA's `openfda{}` block may be missing or partial, and optional fields come and go.
const strings = z.array(z.string()).nullish().catch(null);
const optString = z.string().nullish().catch(null);

const DocSchema = z.object({ url: optString, type: optString, date: optString });
const SubmissionSchema = z.object({
  submission_type: optString,
  submission_number: optString,
  submission_status: optString,
  submission_status_date: optString,
  submission_class_code_description: optString,
  review_priority: optString,
  application_docs: z.array(DocSchema).nullish().catch(null),
});
const ProductSchema = z.object({
  brand_name: optString,
  active_ingredients: z
    .array(z.object({ name: optString }))
    .nullish()
    .catch(null),
});
const ApplicationSchema = z.object({
  application_number: z.string(),
  sponsor_name: optString,
  submissions: z.array(SubmissionSchema).nullish().catch(null),
  products: z.array(ProductSchema).nullish().catch(null),
  openfda: z.object({ brand_name: strings, generic_name: strings }).nullish().catch(null),
});
const CrlSchema = z.object({
  letter_date: optString,
  letter_type: optString,
  application_number: strings,
  company_name: optString,
  file_name: optString,
  text: optString,
});
const EnvelopeSchema = z.object({
  meta: z.object({ last_updated: optString }).nullish().catch(null),
  results: z.array(z.unknown()).nullish(),
});

export type OpenFdaApplication = z.infer<typeof ApplicationSchema>;
export type OpenFdaCrl = z.infer<typeof CrlSchema>;

/** A page of an openFDA answer: its records (unreadable ones dropped and counted) and meta.last_updated. */
export interface OpenFdaPage<T> {
  results: T[];
  lastUpdated: string | null;
  dropped: number;
}

function readPage<T>(body: unknown, schema: z.ZodType<T>): OpenFdaPage<T> | null {
  const envelope = EnvelopeSchema.safeParse(body);
  if (!envelope.success) return null;
  const results: T[] = [];
  let dropped = 0;
  for (const raw of envelope.data.results ?? []) {
    const parsed = schema.safeParse(raw);
    if (parsed.success) results.push(parsed.data);
    else dropped++;
  }
  const lastUpdated = envelope.data.meta?.last_updated ?? null;
  return { results, lastUpdated: lastUpdated && /^\d{4}-\d{2}-\d{2}$/.test(lastUpdated) ? lastUpdated : null, dropped };
}

/** null: not an openFDA envelope. */
export const readApplicationsPage = (body: unknown) => readPage(body, ApplicationSchema);
export const readCrlPage = (body: unknown) => readPage(body, CrlSchema);

function validDay(y: number, m: number, d: number): string | null {
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return null;
  return date.toISOString().slice(0, 10);
}

/** Drugs@FDA dates: "20190920" → "2019-09-20". */
export function dayFromYmd(v: string | null | undefined): string | null {
  const m = v ? /^(\d{4})(\d{2})(\d{2})$/.exec(v.trim()) : null;
  return m ? validDay(Number(m[1]), Number(m[2]), Number(m[3])) : null;
}

/** CRL dates: "01/28/2026" → "2026-01-28". */
export function dayFromMdy(v: string | null | undefined): string | null {
  const m = v ? /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(v.trim()) : null;
  return m ? validDay(Number(m[3]), Number(m[1]), Number(m[2])) : null;
}

/** "NDA 219398" → "NDA219398" (the Drugs@FDA spelling). */
export function normaliseApplicationNumber(v: string): string {
  return v.replace(/\s+/g, '').toUpperCase();
}

const dedupeCaseless = (names: Iterable<string>): string[] => {
  const seen = new Map<string, string>();
  for (const n of names) {
    const t = n.trim().replace(/\s+/g, ' ');
    if (t && !seen.has(t.toLowerCase())) seen.set(t.toLowerCase(), t);
  }
  return [...seen.values()];
};

/**
 * The names to ask about for one queried drug: its name and other names, without quotes or
 * backslashes (they would break a quoted search term), 2 characters at least, deduplicated
 * case-insensitively, `max` at most (an URL has a length).
 */
export function drugQueryNames(drug: RegulatoryDrugQuery, max = 10): string[] {
  const cleaned = [drug.name, ...drug.otherNames].map((n) => n.replace(/["\\]/g, ' '));
  return dedupeCaseless(cleaned)
    .filter((n) => n.length >= 2)
    .slice(0, max);
}

/** The queried drugs, one per distinct name set (a trial list repeats the same intervention), `maxDrugs` at most. */
export function dedupeDrugQueries(drugs: RegulatoryDrugQuery[], maxDrugs: number): { names: string[] }[] {
  const out = new Map<string, { names: string[] }>();
  for (const d of drugs) {
    const names = drugQueryNames(d);
    if (!names.length) continue;
    const key = names
      .map((n) => n.toLowerCase())
      .sort()
      .join('\u0000');
    if (!out.has(key)) out.set(key, { names });
  }
  return [...out.values()].slice(0, maxDrugs);
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The names that occur in `text` as whole words (case-insensitive; "semaglutide" is not in "semaglutides"). */
export function mentionedNames(text: string, names: string[]): string[] {
  return names.filter((n) => new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(n)}(?![\\p{L}\\p{N}])`, 'iu').test(text));
}

/** A quoted openFDA search term: spaces become `+`, the rest is URL-encoded. */
const quoted = (field: string, value: string) => `${field}:%22${encodeURIComponent(value).replace(/%20/g, '+')}%22`;

/** `openfda.generic_name:"x"+openfda.brand_name:"x"+…`: `+` between terms is openFDA's OR. */
export function drugsFdaSearch(names: string[]): string {
  return names.flatMap((n) => [quoted('openfda.generic_name', n), quoted('openfda.brand_name', n)]).join('+');
}

/** CRLs naming the drug in their text, or about one of its applications ("NDA 213051", the CRL spelling). */
export function crlSearch(names: string[], applicationNumbers: string[]): string {
  const apps = applicationNumbers.map((a) => a.replace(/^([A-Z]+)(\d+)$/, '$1 $2'));
  return [...names.map((n) => quoted('text', n)), ...apps.map((a) => quoted('application_number', a))].join('+');
}

/** The submission's approval letter, else its label, else the application's Drugs@FDA overview page. */
function approvalSourceUrl(applicationNumber: string, docs: z.infer<typeof DocSchema>[] | null | undefined): string {
  const byType = (type: string) => docs?.find((d) => d.type?.toLowerCase() === type && d.url?.trim())?.url?.trim();
  const url = byType('letter') ?? byType('label');
  // Some document URLs carry spaces.
  if (url) return url.replace(/ /g, '%20');
  return `${DRUGS_AT_FDA_OVERVIEW}${applicationNumber.replace(/\D/g, '')}`;
}

/** "MOUNJARO (AUTOINJECTOR)" → "MOUNJARO": the device is not another name of the drug. */
const withoutParenthetical = (s: string) => s.replace(/\s*\([^)]*\)\s*$/, '');

/**
 * An application's original approvals: each ORIG submission with status AP is an APPROVAL on its
 * status date. Names: openfda brand and generic names, then the products' brand names and active
 * ingredients (openfda{} may be missing).
 */
export function mapApplication(app: OpenFdaApplication, asOf: string): RegulatoryEvent[] {
  const applicationNumber = normaliseApplicationNumber(app.application_number);
  const brands = dedupeCaseless([...(app.openfda?.brand_name ?? []), ...(app.products ?? []).map((p) => withoutParenthetical(p.brand_name ?? ''))]);
  const generics = dedupeCaseless([
    ...(app.openfda?.generic_name ?? []),
    ...(app.products ?? []).flatMap((p) => (p.active_ingredients ?? []).map((i) => i.name ?? '')),
  ]);
  const drugNames = dedupeCaseless([...brands, ...generics]);
  if (!drugNames.length) return [];
  const events: RegulatoryEvent[] = [];
  for (const s of app.submissions ?? []) {
    if (s.submission_type !== 'ORIG' || s.submission_status !== 'AP') continue;
    const date = dayFromYmd(s.submission_status_date);
    if (!date) continue;
    const detail = [s.submission_class_code_description, s.review_priority && !/^N\/A$/i.test(s.review_priority) ? s.review_priority : null]
      .filter((p): p is string => !!p)
      .join(' · ');
    events.push({
      source: 'OPENFDA',
      sourceKey: `${applicationNumber}:ORIG:${s.submission_number ?? '1'}`,
      kind: 'APPROVAL',
      agency: 'FDA',
      date,
      dateConfidence: 'ACTUAL',
      drug: drugNames[0],
      drugNames,
      applicationNumber,
      company: app.sponsor_name?.trim() || null,
      ticker: null,
      indication: null,
      outcome: 'POSITIVE',
      crlCategory: null,
      detail: detail || null,
      sourceUrl: approvalSourceUrl(applicationNumber, s.application_docs),
      asOf,
      demo: false,
    });
  }
  return events;
}

/**
 * Standard closing sections of a complete response letter: nearly every letter has them (a
 * "SAFETY UPDATE" is always requested), so they say nothing about why the application failed.
 */
const CLOSING_HEADING =
  /^[ \t]*(PRESCRIBING INFORMATION|CARTON AND CONTAINER LABELING|PROPRIETARY NAME|SAFETY UPDATE|OTHER|ADDITIONAL COMMENTS|PATIENT LABELING|MEDICATION GUIDE)[ \t]*$/m;

/** Most severe first: the first rule whose keywords occur in the deficiency part of the letter wins. */
export const CRL_KEYWORD_RULES: readonly { category: Exclude<CrlCategory, 'OTHER'>; pattern: RegExp }[] = [
  {
    category: 'EFFICACY',
    pattern:
      /substantial evidence|effectiveness|\befficacy\b|\b(?:additional|new|another|adequate and well[- ]controlled)\s+(?:clinical\s+|phase 3\s+)?(?:trials?|stud(?:y|ies)|data)\b/i,
  },
  { category: 'SAFETY', pattern: /\bsafety\b|\badverse (?:events?|reactions?)\b|toxicit|liver injury|\bDILI\b/i },
  { category: 'MANUFACTURING', pattern: /manufactur|\bfacilit(?:y|ies)\b|\bCMC\b|product quality|\binspection|sterility|microbiolog/i },
];

/**
 * What a letter is about, from its text: the deficiency part runs from "…to address these issues"
 * (the sentence that introduces the reasons) to the first closing section heading; in it, the
 * rules of CRL_KEYWORD_RULES decide (efficacy, then safety, then manufacturing); none matching:
 * OTHER; no text: null.
 */
export function classifyCrl(text: string | null | undefined): CrlCategory | null {
  if (!text?.trim()) return null;
  const intro = /address these (?:issues|deficiencies)\.?/i.exec(text);
  let part = intro ? text.slice(intro.index + intro[0].length) : text;
  const closing = CLOSING_HEADING.exec(part);
  if (closing) part = part.slice(0, closing.index);
  return CRL_KEYWORD_RULES.find((r) => r.pattern.test(part))?.category ?? 'OTHER';
}

/** Its record on the openFDA CRL endpoint: the letter's official, citable copy (text and metadata). */
function crlSourceUrl(crl: OpenFdaCrl, applicationNumbers: string[]): string {
  const search = crl.file_name
    ? quoted('file_name', crl.file_name)
    : quoted('application_number', applicationNumbers[0]?.replace(/^([A-Z]+)(\d+)$/, '$1 $2') ?? '');
  return `${OPENFDA_PUBLIC_URL}/transparency/crl.json?search=${search}`;
}

/**
 * A complete response letter as a CRL event. `queriedNames`: the names of the drug it was found
 * for; those the letter mentions name it (all of them when it was found by application number).
 */
export function mapCrl(crl: OpenFdaCrl, queriedNames: string[], asOf: string): RegulatoryEvent | null {
  const date = dayFromMdy(crl.letter_date);
  if (!date) return null;
  const applicationNumbers = (crl.application_number ?? []).map(normaliseApplicationNumber).filter((a) => a);
  const mentioned = crl.text ? mentionedNames(crl.text, queriedNames) : [];
  const drugNames = mentioned.length ? mentioned : queriedNames;
  if (!drugNames.length) return null;
  const key = applicationNumbers[0] ?? crl.file_name;
  if (!key) return null;
  return {
    source: 'OPENFDA',
    sourceKey: `${key}:CRL:${date}`,
    kind: 'CRL',
    agency: 'FDA',
    date,
    dateConfidence: 'ACTUAL',
    drug: drugNames[0],
    drugNames,
    applicationNumber: applicationNumbers[0] ?? null,
    company: crl.company_name?.trim() || null,
    ticker: null,
    indication: null,
    outcome: 'NEGATIVE',
    crlCategory: classifyCrl(crl.text),
    detail: crl.letter_type?.trim() || null,
    sourceUrl: crlSourceUrl(crl, applicationNumbers),
    asOf,
    demo: false,
  };
}
