/**
 * Bounds on what an import stores, per field of the trial record: one oversized text (an 8 MB title)
 * would otherwise reach `search_text` and make every search that ranks it take seconds.
 *
 * The limits sit well above ClinicalTrials.gov's own: its PRS data element definitions cap Brief
 * Title at 300 characters, Official Title at 600 and Acronym at 14 (checked), Brief Summary at 5,000
 * and Detailed Description at 32,000 (as documented there, not re-checked); most other texts at a
 * few hundred characters, descriptions of arms, interventions and outcomes at about 1,000. Real
 * records may exceed the documented caps (older records, markdown escapes), so each limit is also
 * at least twice the longest value of the real records of shared/ctgov-records (in the
 * comments: "real"), and a test of the imports module imports them all with nothing cut.
 *
 * A longer text is cut at a character boundary and ends with CUT_MARKER (the whole stays within the
 * limit); a longer list keeps its first items. Each cut is reported by the import. A study whose
 * nctId is longer than MAX_NCT_ID_INPUT is skipped (it cannot be an NCT id).
 */

/** Ends a cut text: the bracketed ellipsis, the editorial sign of an omission in French and English alike. */
export const CUT_MARKER = ' […]';

/** A raw nctId longer than this is not trimmed and tested: the study is skipped. */
export const MAX_NCT_ID_INPUT = 64;

/** `{ 'list[].field': limit }` for each list and field. */
function perItem(lists: readonly string[], limits: Readonly<Record<string, number>>): Record<string, number> {
  return Object.fromEntries(lists.flatMap((list) => Object.entries(limits).map(([field, limit]) => [`${list}.${field}`, limit])));
}

/** Characters kept per text field (paths of the trial record; `[]` for every item of a list). */
export const TEXT_LIMITS: Readonly<Record<string, number>> = {
  briefTitle: 1_000, // PRS 300, real 294
  officialTitle: 2_000, // PRS 600, real 494
  acronym: 64, // PRS 14, real 14; the column is varchar(64)
  description: 20_000, // Brief Summary: PRS 5,000, real 3,673
  detailedDescription: 100_000, // PRS 32,000, real 14,608
  whyStopped: 2_000, // real 156
  'conditions[]': 1_000, // real 88
  'keywords[]': 1_000, // real 55
  leadSponsorName: 1_000, // real 89
  leadSponsorClass: 32, // a code (INDUSTRY, OTHER_GOV…); the column is varchar(32)
  'collaborators[].name': 1_000, // real 72
  'interventions[].name': 1_000, // real 112
  'interventions[].description': 10_000, // real 999
  'interventions[].otherNames[]': 1_000, // real 138
  'interventions[].armGroupLabels[]': 1_000, // real 99
  'armGroups[].label': 1_000, // real 99
  'armGroups[].description': 10_000, // real 992
  'armGroups[].interventionNames[]': 1_000, // real 96
  'eligibility.criteria': 60_000, // real 12,398
  // Planned outcomes (primary, secondary, other): measure 2,000 (real 251), description 10,000 (real 1,018), time frame 2,000 (real 240).
  ...perItem(['outcomes.primaryOutcomes[]', 'outcomes.secondaryOutcomes[]', 'outcomes.otherOutcomes[]'], {
    measure: 2_000,
    description: 10_000,
    timeFrame: 2_000,
  }),
  'locations[].facility': 1_000, // real 245
  // Posted outcome measures: title 2,000 (real 223), description 10,000 (real 1,018), time frame 2,000 (real 233).
  ...perItem(['results.outcomeMeasuresModule.outcomeMeasures[]'], { title: 2_000, description: 10_000, timeFrame: 2_000 }),
  // Their statistical analyses: group description 10,000 (real 444); the comments 2,000 (real 264 at most; otherAnalysisDescription unseen).
  ...perItem(['results.outcomeMeasuresModule.outcomeMeasures[].analyses[]'], {
    groupDescription: 10_000,
    nonInferiorityComment: 2_000,
    estimateComment: 2_000,
    pValueComment: 2_000,
    statisticalComment: 2_000,
    otherAnalysisDescription: 2_000,
  }),
  'results.adverseEventsModule.seriousEvents[].term': 1_000, // real 50
};

/** Any other text (codes, ages, cities, statistics: at most a few dozen characters in real records, 245 for facility names). */
export const DEFAULT_TEXT_LIMIT = 500;

/** Items kept per list (real maxima in the comments). */
export const LIST_LIMITS: Readonly<Record<string, number>> = {
  conditions: 200, // real 55
  keywords: 200, // real 11
  phases: 10, // real 2
  collaborators: 200, // real 12
  interventions: 500, // real 12
  armGroups: 500, // real 16
  locations: 20_000, // real 1,148 (the largest trials list a few thousand sites)
  'outcomes.primaryOutcomes': 1_000, // real 13
  'outcomes.secondaryOutcomes': 1_000, // real 56
  'outcomes.otherOutcomes': 1_000, // real 11
  'results.outcomeMeasuresModule.outcomeMeasures': 2_000, // real 48
  'results.adverseEventsModule.seriousEvents': 5_000, // real 244
};

/** Any other list (names, labels, analyses, group stats: real maxima 42 and below). */
export const DEFAULT_LIST_LIMIT = 500;

/** One field an import shortened. */
export interface FieldCut {
  /** Its path in the trial record (`interventions[].description`: one cut per path and record). */
  field: string;
  /** Its longest length before the cut, and the limit. */
  length: number;
  limit: number;
  unit: 'characters' | 'items';
}

/** `text` in at most `max` characters (UTF-16 units, as PostgreSQL and the limits count), ending with CUT_MARKER. */
export function cutText(text: string, max: number): string {
  if (text.length <= max) return text;
  let end = Math.max(0, max - CUT_MARKER.length);
  // Never split a surrogate pair.
  const code = text.charCodeAt(end - 1);
  if (code >= 0xd800 && code <= 0xdbff) end -= 1;
  return `${text.slice(0, end).trimEnd()}${CUT_MARKER}`;
}

const textLimit = (path: string) => TEXT_LIMITS[path] ?? DEFAULT_TEXT_LIMIT;
const listLimit = (path: string) => LIST_LIMITS[path] ?? DEFAULT_LIST_LIMIT;

/**
 * Cuts, in place, every text and list of `record` (a freshly mapped record: plain objects, arrays,
 * strings, numbers) to its limit; returns the cuts, one per path (its longest value).
 */
export function boundRecord(record: object): FieldCut[] {
  const cuts = new Map<string, FieldCut>();
  const note = (field: string, length: number, limit: number, unit: FieldCut['unit']) => {
    const prev = cuts.get(field);
    if (!prev || prev.length < length) cuts.set(field, { field, length, limit, unit });
  };
  const visit = (value: unknown, path: string): unknown => {
    if (typeof value === 'string') {
      const max = textLimit(path);
      if (value.length <= max) return value;
      note(path, value.length, max, 'characters');
      return cutText(value, max);
    }
    if (Array.isArray(value)) {
      const max = listLimit(path);
      if (value.length > max) {
        note(path, value.length, max, 'items');
        value.length = max;
      }
      for (let i = 0; i < value.length; i++) value[i] = visit(value[i], `${path}[]`);
      return value;
    }
    if (value !== null && typeof value === 'object') {
      const o = value as Record<string, unknown>;
      for (const key of Object.keys(o)) o[key] = visit(o[key], path ? `${path}.${key}` : key);
    }
    return value;
  };
  visit(record, '');
  return [...cuts.values()];
}

/** A cut as one line of an import report: `briefTitle cut from 8388608 to 1000 characters`. */
export const describeCut = (c: FieldCut) => `${c.field} cut from ${c.length} to ${c.limit} ${c.unit}`;
