/**
 * The trial fields an analysis point cites: every opportunity, risk and key factor ends with its
 * source field(s) in brackets ("Sponsor class: industry [leadSponsor.class]"). The web shows each one
 * as a readable chip ("Source : type de promoteur") with the path in a tooltip, through the label key
 * below (web/src/locales/<lang>/sources.json, `fields.<key>`).
 * The web imports this file too (web/src/features/analysis/sources.ts): keep it free of imports.
 */
export const CITED_FIELDS = {
  // Cited by the rules engine's texts (texts.ts).
  status: 'status',
  'results.primaryOutcome.pValue': 'primaryPValue',
  'results.seriousAdverseEvents': 'seriousAdverseEvents',
  enrollment: 'enrollment',
  'leadSponsor.class': 'sponsorClass',
  leadSponsor: 'leadSponsor',
  eligibility: 'eligibility',
  conditions: 'conditions',
  phases: 'phases',
  primaryCompletionDate: 'primaryCompletionDate',
  nextCatalyst: 'nextCatalyst',
  primaryCompletionDateType: 'primaryCompletionDateType',
  resultsFirstPostDate: 'resultsFirstPostDate',
  'changes.primaryCompletionDate.slipDays': 'dateSlips',
  'armGroups.type': 'armGroups',
  'interventions.name': 'interventions',
  officialTitle: 'officialTitle',
  'outcomes.primaryOutcomes': 'primaryOutcomes',
  'changes.enrollment': 'enrollmentHistory',
  investissement_bourse: 'investmentVerdict',
  ticker_bourse: 'ticker',
  marketCap: 'marketCap',
  score: 'score',
  regulatoryEvents: 'regulatoryEvents',
  // Missing inputs (rules.ts `missingInputs`), cited by the partial-data risk.
  phase: 'phases',
  startDate: 'startDate',
  completionDate: 'completionDate',
  leadSponsorClass: 'sponsorClass',
  // The factors' full paths (factors.ts), which the LLM provider receives and may cite.
  'results.outcomeMeasuresModule.outcomeMeasures[PRIMARY].analyses.pValue': 'primaryPValue',
  'results.adverseEventsModule.seriousEvents': 'seriousAdverseEvents',
  'eligibility.criteria': 'eligibility',
  briefTitle: 'briefTitle',
  results: 'results',
  whyStopped: 'whyStopped',
  ticker: 'ticker',
  investmentVerdict: 'investmentVerdict',
  'leadSponsor.name': 'leadSponsor',
  description: 'briefSummary',
  enrollmentType: 'enrollmentType',
} as const;

export type CitedField = keyof typeof CITED_FIELDS;
export type CitedFieldLabel = (typeof CITED_FIELDS)[CitedField];

export function isCitedField(path: string): path is CitedField {
  return Object.prototype.hasOwnProperty.call(CITED_FIELDS, path);
}

/** "text [a, b]": the text of a point and the field(s) it cites. */
export function cite(text: string, ...fields: readonly CitedField[]): string {
  return `${text} [${fields.join(', ')}]`;
}

export interface CitedPoint {
  /** The point without its citation. */
  text: string;
  /** The cited paths, as written ("leadSponsor.class"); empty when the point cites nothing. */
  fields: string[];
  /** What followed the citation (a key factor's effect, " (+0,20)"), or ''. */
  after: string;
}

/** The last bracket group at the end of a point (optionally followed by a parenthesis), split into paths. */
const CITATION = /^([\s\S]*?)\s*\[([^[\]]+)\](\s*\([^()]*\))?\s*$/;

/** Splits a point into its text, its cited paths and what follows ("Text [a, b] (+0,2)"). */
export function splitCitation(point: string): CitedPoint {
  const m = CITATION.exec(point);
  if (!m) return { text: point, fields: [], after: '' };
  const fields = m[2]
    .split(',')
    .map((f) => f.trim())
    .filter(Boolean);
  return { text: m[1], fields, after: m[3] ?? '' };
}
