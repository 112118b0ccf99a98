import type { InvestmentVerdict, SponsorMatch } from '../../domain/sponsor.js';
import { baseName, GENERIC_WORDS, isAcademicName, legalForms, lightName, similarity } from './companies.names.js';
import { cleanSecTitle, matchSec } from './companies.sec.js';
import {
  AMBIGUOUS_KEYS,
  FUZZY_MIN_LENGTH,
  rankOf,
  secTarget,
  type CompanyDirectory,
  type KeyEntry,
  type NameMatch,
  type Relation,
  type TargetCompany,
} from './sponsor-directory.js';

export { buildCompanyDirectory, type CompanyDirectory, type DirectoryCompany, type DirectoryOptions, type TargetCompany } from './sponsor-directory.js';

export interface SponsorInput {
  name: string;
  class: string | null;
}
export interface SponsorResolution {
  /** The curated `companies` row; null for an SEC-list company (identified by its ticker) or no company. */
  companyId: number | null;
  ticker: string | null;
  investmentVerdict: InvestmentVerdict;
  sponsorMatch: SponsorMatch | null;
  /** Tickers of the other listed companies among the collaborators (the company pages list the trial too). */
  collaboratorTickers: string[];
}

/** Below this similarity a fuzzy match is rejected: a wrong ticker is worse than none. */
export const FUZZY_THRESHOLD = 0.9;
const FUZZY_MARGIN = 0.04;
/** Sponsor classes that can be a company (prefix, SEC and fuzzy matching only for these). */
const COMPANY_CLASSES = new Set(['INDUSTRY', 'UNKNOWN', 'AMBIG']);
const CACHE_LIMIT = 50_000;
/** Confidence of each way a curated key is reached. */
const KEY_CONFIDENCE: Record<KeyEntry['via'], number> = { name: 1, alias: 0.98, subsidiary: 0.97, history: 0.97 };

function fromEntry(e: KeyEntry, score = 1, confidenceFactor = 1): NameMatch {
  const method: NameMatch['method'] = e.history ? e.history.event : e.via === 'name' ? 'exact' : 'alias';
  const via = e.history ? e.history.display : e.via === 'subsidiary' ? e.matchedName : null;
  const confidence = Math.round(KEY_CONFIDENCE[e.via] * confidenceFactor * 100) / 100;
  return { target: e.target, relation: e.relation, method, matchedName: e.matchedName, score, confidence, via, history: e.history ?? null };
}

function direct(dir: CompanyDirectory, light: string): NameMatch | null {
  for (const form of legalForms(light)) {
    const e = dir.keys.get(form);
    if (e) return fromEntry(e);
  }
  return null;
}

/** An SEC-list company, or the curated company it is (same ticker or same name: the curated entry wins). */
function secLookup(dir: CompanyDirectory, light: string, sponsorClass: string | null): NameMatch | null {
  if (!dir.sec || legalForms(light).some((f) => AMBIGUOUS_KEYS.has(f))) return null;
  const m = matchSec(dir.sec, light, sponsorClass);
  if (!m) return null;
  const curated = dir.byTicker.get(m.company.ticker);
  if (curated?.source === 'curated') return { ...noHistory(curated, 'alias', m.company.title), confidence: 0.9 };
  const byName = direct(dir, lightName(cleanSecTitle(m.company.title)));
  if (byName?.target?.source === 'curated' && byName.relation === 'self') return { ...byName, method: 'alias', confidence: 0.9 };
  return { ...noHistory(secTarget(m.company), 'sec', m.company.title), confidence: m.confidence };
}

function noHistory(target: TargetCompany, method: NameMatch['method'], matchedName: string): NameMatch {
  return { target, relation: 'self', method, matchedName, score: 1, confidence: 1, via: null, history: null };
}

/** "Genzyme, a Sanofi Company", "Wyeth is now a wholly owned subsidiary of Pfizer", "Baxalta now part of Shire". */
function parentPhrase(dir: CompanyDirectory, light: string): NameMatch | null {
  const m =
    /^(.+?) (?:is now )?(?:a )?wholly owned subsidiary of (.+)$/.exec(light) ??
    /^(.+?) (?:is )?now (?:a )?part of (.+)$/.exec(light) ??
    /^(.+?) an? (.+?) company$/.exec(light);
  if (!m) return null;
  const parent = direct(dir, m[2]) ?? secLookup(dir, m[2], 'INDUSTRY');
  if (!parent?.target || (parent.relation !== 'self' && parent.relation !== 'wholly-owned')) return null;
  const child = direct(dir, m[1]);
  // The child's own dated history, when it is the same owner ("Juno Therapeutics, a Bristol-Myers Squibb Company").
  if (child?.history && child.target?.ticker === parent.target.ticker) return child;
  return { ...parent, relation: 'wholly-owned', method: 'alias', via: m[1], confidence: 0.97, history: parent.history };
}

/** "AbbVie (prior sponsor, Abbott)", "Innovent Biologics (Suzhou) Co. Ltd.": the name without its parentheses. */
function withoutParentheses(name: string): string | null {
  if (!/[([]/.test(name)) return null;
  return lightName(name.replace(/\([^)]*\)|\[[^\]]*\]/g, ' ')) || null;
}

/** "Orion Corporation, Orion Pharma": every comma-separated part that names a company names the same one. */
function commaParts(dir: CompanyDirectory, name: string): NameMatch | null {
  const parts = name.split(/[,;]/).map(lightName).filter(Boolean);
  if (parts.length < 2) return null;
  const matches = parts.map((p) => direct(dir, p)).filter((m): m is NameMatch => m !== null && m.target !== null);
  if (!matches.length || matches.some((m) => m.target!.ticker !== matches[0].target!.ticker)) return null;
  return matches.sort((a, b) => rankOf(a.relation) - rankOf(b.relation))[0];
}

/** A known name followed only by generic words: "Takeda Development Center Americas". */
function withGenericWords(dir: CompanyDirectory, light: string): NameMatch | null {
  const tokens = legalForms(light).at(-1)!.split(' ');
  while (tokens.length > 1 && GENERIC_WORDS.has(tokens[tokens.length - 1])) {
    tokens.pop();
    const m = direct(dir, tokens.join(' '));
    if (m) return { ...m, score: 0.95, confidence: Math.round(m.confidence * 0.95 * 100) / 100 };
  }
  return null;
}

function fuzzyMatch(dir: CompanyDirectory, light: string): NameMatch | null {
  const target = baseName(legalForms(light).at(-1)!);
  if (target.replace(/ /g, '').length < FUZZY_MIN_LENGTH || AMBIGUOUS_KEYS.has(target)) return null;
  let best: { score: number; entry: KeyEntry } | null = null;
  let runnerUp = 0;
  const id = (e: KeyEntry) => e.target?.ticker ?? e.matchedName;
  for (const { key, entry } of dir.fuzzy.get(target[0]) ?? []) {
    const score = similarity(target, key);
    if (score < FUZZY_THRESHOLD - FUZZY_MARGIN) continue;
    if (!best || score > best.score) {
      if (best && id(best.entry) !== id(entry)) runnerUp = Math.max(runnerUp, best.score);
      best = { score, entry };
    } else if (id(entry) !== id(best.entry)) runnerUp = Math.max(runnerUp, score);
  }
  if (!best || best.score < FUZZY_THRESHOLD || best.score - runnerUp < FUZZY_MARGIN) return null;
  const score = Math.round(best.score * 1000) / 1000;
  return { ...fromEntry(best.entry, score, 0.9), method: 'fuzzy' };
}

function override(dir: CompanyDirectory, light: string): NameMatch | null {
  if (!dir.overrides.has(light)) return null;
  const ticker = dir.overrides.get(light) ?? null;
  const target: TargetCompany | null = ticker === null ? null : (dir.byTicker.get(ticker) ?? { id: null, name: ticker, ticker, source: 'sec' });
  return { target, relation: 'self', method: 'override', matchedName: null, score: null, confidence: 1, via: null, history: null };
}

/**
 * The listed company behind one sponsor name, or null. In order: the overrides file; exact curated,
 * alias, subsidiary and history names; ownership phrases and parentheses; then, for sponsors that
 * can be companies (class and name), curated names followed by generic words, comma parts, the SEC
 * list, and close misspellings of curated names.
 */
export function matchSponsorName(dir: CompanyDirectory, sponsor: SponsorInput): NameMatch | null {
  const cacheKey = `${sponsor.class ?? ''}|${sponsor.name}`;
  const cached = dir.cache.get(cacheKey);
  if (cached !== undefined) return cached;
  const light = lightName(sponsor.name);
  let match: NameMatch | null = null;
  if (light) {
    const bare = withoutParentheses(sponsor.name);
    match = override(dir, light) ?? direct(dir, light) ?? parentPhrase(dir, light) ?? (bare ? direct(dir, bare) : null);
    const companyLike = sponsor.class === null || COMPANY_CLASSES.has(sponsor.class.toUpperCase());
    if (!match && companyLike && !isAcademicName(light)) {
      match =
        withGenericWords(dir, light) ??
        (bare ? withGenericWords(dir, bare) : null) ??
        commaParts(dir, sponsor.name) ??
        secLookup(dir, light, sponsor.class) ??
        (bare ? secLookup(dir, bare, sponsor.class) : null) ??
        fuzzyMatch(dir, light);
    }
  }
  if (dir.cache.size >= CACHE_LIMIT) dir.cache.clear();
  dir.cache.set(cacheKey, match);
  return match;
}

function toSponsorMatch(m: NameMatch, relation: SponsorMatch['relation']): SponsorMatch {
  return {
    method: m.method,
    companyName: m.target?.name ?? null,
    matchedName: m.matchedName,
    score: m.score,
    relation: m.target ? relation : null,
    confidence: m.confidence,
    via: m.via,
    acquiredBy: m.history?.acquirer ?? null,
    acquiredYear: m.history?.year ?? null,
    collaboratorName: null,
    collaboratorMethod: null,
  };
}

const NONE: SponsorMatch = {
  method: 'none',
  companyName: null,
  matchedName: null,
  score: null,
  relation: null,
  confidence: null,
  via: null,
  acquiredBy: null,
  acquiredYear: null,
  collaboratorName: null,
  collaboratorMethod: null,
};

const leadRelation = (r: Relation): SponsorMatch['relation'] => (r === 'self' ? 'self' : r === 'wholly-owned' ? 'subsidiary' : 'affiliate');

/**
 * Links a trial to a listed company. OUI: the lead sponsor is listed, a wholly-owned subsidiary of
 * a listed company, or a former company acquired by one (ticker: today's owner's). POSSIBLE: the
 * lead is a majority-owned affiliate or joint venture of a listed company, or only a collaborator
 * is listed. NON otherwise (the sponsorMatch still explains a NONE override or a private acquirer).
 */
export function resolveSponsor(dir: CompanyDirectory, lead: SponsorInput, collaborators: SponsorInput[]): SponsorResolution {
  const m = lead.name ? matchSponsorName(dir, lead) : null;
  let best: { match: NameMatch; name: string } | null = null;
  const listed: string[] = [];
  for (const c of collaborators) {
    const cm = c.name ? matchSponsorName(dir, c) : null;
    if (!cm?.target) continue;
    listed.push(cm.target.ticker);
    if (!best || rankOf(cm.relation) < rankOf(best.match.relation)) best = { match: cm, name: c.name };
  }
  const others = (own: string | null) => [...new Set(listed)].filter((t) => t !== own).sort();
  if (m?.target) {
    const full = m.relation === 'self' || m.relation === 'wholly-owned';
    return {
      companyId: m.target.id,
      ticker: m.target.ticker,
      investmentVerdict: full ? 'OUI' : 'POSSIBLE',
      sponsorMatch: toSponsorMatch(m, leadRelation(m.relation)),
      collaboratorTickers: others(m.target.ticker),
    };
  }
  if (best) {
    const sponsorMatch: SponsorMatch = {
      ...toSponsorMatch(best.match, 'collaborator'),
      method: 'collaborator',
      collaboratorName: best.name,
      collaboratorMethod: best.match.method,
    };
    const ticker = best.match.target!.ticker;
    return { companyId: best.match.target!.id, ticker, investmentVerdict: 'POSSIBLE', sponsorMatch, collaboratorTickers: others(ticker) };
  }
  return { companyId: null, ticker: null, investmentVerdict: 'NON', sponsorMatch: m ? toSponsorMatch(m, null) : NONE, collaboratorTickers: [] };
}
