/**
 * Which trials a regulatory event is about (issue 30 §2 "Linking"): a pure function of the event,
 * the candidate trials and the overrides file (api/data/regulatory/overrides.csv). Every link says
 * how it was made and how sure it is; at most one link per trial, the strongest.
 *
 * Rules, strongest first:
 * 1. An `unlink` override for the event and the trial removes the link, whatever else says (a
 *    person checked it). It wins over a `link` row too.
 * 2. A `link` override naming the event (source + source key) → OVERRIDE, HIGH; one naming its
 *    application number ("NDA 215866" and "NDA215866" are the same) → APPLICATION, HIGH. Such a
 *    link stands even when the trial is not a candidate: the caller checks that the trial exists.
 * 3. A drug key shared by the event and the trial (domain/drug-names.ts: brand, INN or code,
 *    normalised, never a generic word), and the same company → DRUG_AND_COMPANY, HIGH. Same
 *    company: equal tickers (case aside); or, when either side has no ticker, equal company names
 *    once legal and place words are dropped ("Eli Lilly Nederland B.V." = "Eli Lilly and Company").
 * 4. A shared drug key, and nothing says the companies differ (the event or the trial names no
 *    company at all) → DRUG_NAME, MEDIUM.
 * 5. A shared drug key with a different company (both tickers known and different, or both names
 *    known and different) → DRUG_NAME, LOW, and only when a shared key is a development code or an
 *    INN (a WHO stem ending: "-mab", "-glutide", "-tinib"...). A biosimilar or a generic of the same
 *    molecule, or an academic trial of a marketed drug, is still about that molecule; a brand name
 *    shared by two companies is a coincidence, so a brand alone never links across companies.
 */
import { drugNameKeys, isCodeKey, isInnKey } from './drug-names.js';
import type { RegulatoryLink, RegulatorySource } from './regulatory.js';

export interface LinkableEvent {
  source: RegulatorySource;
  sourceKey: string;
  drug: string;
  drugNames: readonly string[];
  applicationNumber: string | null;
  company: string | null;
  ticker: string | null;
}

export interface LinkCandidate {
  nctId: string;
  /** drugNameKeys of the trial's drug and biological interventions and their other names. */
  drugKeys: readonly string[];
  ticker: string | null;
  companyName: string | null;
}

/** One row of the overrides file: an event (by source and key, or by application number) and a trial. */
export interface RegulatoryLinkOverride {
  source: RegulatorySource | null;
  sourceKey: string | null;
  applicationNumber: string | null;
  nctId: string;
  action: 'link' | 'unlink';
}

/** "NDA 215866", "nda-215866" → "NDA215866"; "EMEA/H/C/005422" stays as it is. */
export function normaliseApplicationNumber(value: string): string {
  return value
    .toUpperCase()
    .replace(/^(NDA|ANDA|BLA)[\s-]*(?=\d)/, '$1')
    .trim();
}

/** Words that say what kind of legal entity or where, not which company. */
const COMPANY_NOISE = new Set([
  'inc',
  'incorporated',
  'corp',
  'corporation',
  'co',
  'company',
  'ltd',
  'limited',
  'llc',
  'lp',
  'plc',
  'sa',
  'ag',
  'ab',
  'as',
  'bv',
  'nv',
  'gmbh',
  'kg',
  'kgaa',
  'se',
  'spa',
  'srl',
  'sas',
  'kk',
  'publ',
  'uc',
  'holding',
  'holdings',
  'group',
  'international',
  'global',
  'the',
  'and',
  'of',
  'nederland',
  'netherlands',
  'deutschland',
  'germany',
  'ireland',
  'europe',
  'uk',
  'us',
  'usa',
  'operations',
  'pharma',
  'pharmaceutical',
  'pharmaceuticals',
  'therapeutics',
  'laboratories',
  'labs',
  'biotech',
  'biopharma',
]);

/** A company name as a comparable key: "Novo Nordisk A/S" → "novo nordisk"; '' when nothing is left. */
export function companyKey(name: string | null): string {
  if (!name) return '';
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/\b([a-z])\/([a-z])\b/g, '$1$2')
    .replace(/\./g, '')
    .replace(/[,()]/g, ' ')
    .split(/[^a-z0-9]+/)
    .filter((w) => w && !COMPANY_NOISE.has(w))
    .join(' ');
}

type Company = 'SAME' | 'DIFFERENT' | 'UNKNOWN';

function compareCompanies(event: LinkableEvent, trial: LinkCandidate): Company {
  const et = event.ticker?.trim().toUpperCase() || null;
  const tt = trial.ticker?.trim().toUpperCase() || null;
  if (et && tt) return et === tt ? 'SAME' : 'DIFFERENT';
  const ec = companyKey(event.company);
  const tc = companyKey(trial.companyName);
  if (ec && tc) return ec === tc ? 'SAME' : 'DIFFERENT';
  return 'UNKNOWN';
}

function overrideMatches(o: RegulatoryLinkOverride, event: LinkableEvent): 'EVENT' | 'APPLICATION' | null {
  if (o.sourceKey !== null && o.sourceKey === event.sourceKey && (o.source === null || o.source === event.source)) return 'EVENT';
  if (o.applicationNumber && event.applicationNumber && normaliseApplicationNumber(o.applicationNumber) === normaliseApplicationNumber(event.applicationNumber))
    return 'APPLICATION';
  return null;
}

const RANK: Record<string, number> = { HIGH: 3, MEDIUM: 2, LOW: 1 };

/** The trials the event is about, with how and how surely (rules in the file's header). */
export function linkRegulatoryEvent(
  event: LinkableEvent,
  trials: readonly LinkCandidate[],
  overrides: readonly RegulatoryLinkOverride[] = [],
): RegulatoryLink[] {
  const links = new Map<string, RegulatoryLink>();
  const offer = (link: RegulatoryLink): void => {
    const had = links.get(link.nctId);
    if (!had || RANK[link.confidence] > RANK[had.confidence]) links.set(link.nctId, link);
  };

  const unlinked = new Set<string>();
  for (const o of overrides) {
    const how = overrideMatches(o, event);
    if (how && o.action === 'unlink') unlinked.add(o.nctId);
  }

  const eventKeys = new Set(drugNameKeys([event.drug, ...event.drugNames]));
  if (eventKeys.size)
    for (const trial of trials) {
      const shared = trial.drugKeys.filter((k) => eventKeys.has(k));
      if (!shared.length) continue;
      const company = compareCompanies(event, trial);
      if (company === 'SAME') offer({ nctId: trial.nctId, method: 'DRUG_AND_COMPANY', confidence: 'HIGH' });
      else if (company === 'UNKNOWN') offer({ nctId: trial.nctId, method: 'DRUG_NAME', confidence: 'MEDIUM' });
      else if (shared.some((k) => isCodeKey(k) || isInnKey(k))) offer({ nctId: trial.nctId, method: 'DRUG_NAME', confidence: 'LOW' });
    }

  for (const nctId of unlinked) links.delete(nctId);
  // A hand-made link replaces the link found by names: it says how the link was made.
  for (const o of overrides) {
    const how = overrideMatches(o, event);
    if (how && o.action === 'link' && !unlinked.has(o.nctId))
      links.set(o.nctId, { nctId: o.nctId, method: how === 'EVENT' ? 'OVERRIDE' : 'APPLICATION', confidence: 'HIGH' });
  }
  return [...links.values()].sort((a, b) => RANK[b.confidence] - RANK[a.confidence] || a.nctId.localeCompare(b.nctId));
}
