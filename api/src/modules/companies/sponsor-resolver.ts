import type { InvestmentVerdict, SponsorMatch } from '../trials/trials.entity.js';
import type { CompanyKind, CuratedSubsidiary, SubsidiaryRelation } from './companies.data.js';
import { baseName, GENERIC_WORDS, isAcademicName, legalForms, lightName, similarity } from './companies.names.js';

/** A listed company as the resolver sees it (a `companies` row plus its subsidiaries). */
export interface DirectoryCompany {
  id: number;
  name: string;
  ticker: string;
  exchange: string;
  currency: string;
  country: string | null;
  kind: CompanyKind | string;
  aliases: string[];
  subsidiaries: CuratedSubsidiary[];
}

type Relation = 'self' | SubsidiaryRelation;
interface KeyEntry {
  company: DirectoryCompany;
  relation: Relation;
  via: 'name' | 'alias' | 'subsidiary';
  matchedName: string;
}
interface Match extends KeyEntry {
  method: 'exact' | 'alias' | 'fuzzy';
  score: number;
}

/** Every way to recognise a listed company in a sponsor name, built once and shared (read-only). */
export interface CompanyDirectory {
  companies: DirectoryCompany[];
  byId: Map<number, DirectoryCompany>;
  keys: Map<string, KeyEntry>;
  /** Fuzzy candidates by first letter. */
  fuzzy: Map<string, { key: string; entry: KeyEntry }[]>;
  /** Memo of resolved names (sponsor name + class → match). */
  cache: Map<string, Match | null>;
}

export interface SponsorInput {
  name: string;
  class: string | null;
}
export interface SponsorResolution {
  companyId: number | null;
  ticker: string | null;
  investmentVerdict: InvestmentVerdict;
  sponsorMatch: SponsorMatch | null;
}

/** Normalised keys too ambiguous to resolve on their own ("Merck": Merck & Co. or Merck KGaA?). */
const AMBIGUOUS_KEYS = new Set(['merck', 'merck co', 'msd merck']);
/** Below this similarity a fuzzy match is rejected: a wrong ticker is worse than none. */
export const FUZZY_THRESHOLD = 0.9;
const FUZZY_MARGIN = 0.04;
const FUZZY_MIN_LENGTH = 7;
/** Sponsor classes that can be a company (fuzzy and prefix matching only for these). */
const COMPANY_CLASSES = new Set(['INDUSTRY', 'UNKNOWN', 'AMBIG']);
const CACHE_LIMIT = 50_000;

const RANK: Record<Relation, number> = { self: 0, 'wholly-owned': 1, majority: 2, 'joint-venture': 3 };

export function buildCompanyDirectory(companies: DirectoryCompany[]): CompanyDirectory {
  const keys = new Map<string, KeyEntry>();
  const conflicts = new Set<string>();
  const add = (name: string, entry: Omit<KeyEntry, 'matchedName'>) => {
    for (const key of legalForms(lightName(name))) {
      if (!key || AMBIGUOUS_KEYS.has(key) || GENERIC_WORDS.has(key) || conflicts.has(key)) continue;
      const e: KeyEntry = { ...entry, matchedName: name };
      const prev = keys.get(key);
      if (!prev) keys.set(key, e);
      else if (prev.company.id === e.company.id) {
        if (RANK[e.relation] < RANK[prev.relation]) keys.set(key, e);
      } else if ((prev.relation === 'self') !== (e.relation === 'self')) {
        // A listed company's own name beats another company's subsidiary of that name (Chugai).
        if (e.relation === 'self') keys.set(key, e);
      } else {
        keys.delete(key);
        conflicts.add(key);
      }
    }
  };
  for (const company of companies) {
    add(company.name, { company, relation: 'self', via: 'name' });
    for (const alias of company.aliases) add(alias, { company, relation: 'self', via: 'alias' });
    for (const s of company.subsidiaries) add(s.name, { company, relation: s.relation, via: 'subsidiary' });
  }
  const fuzzy = new Map<string, { key: string; entry: KeyEntry }[]>();
  for (const [key, entry] of keys) {
    if (key.replace(/ /g, '').length < FUZZY_MIN_LENGTH) continue;
    const list = fuzzy.get(key[0]) ?? [];
    list.push({ key, entry });
    fuzzy.set(key[0], list);
  }
  return { companies, byId: new Map(companies.map((c) => [c.id, c])), keys, fuzzy, cache: new Map() };
}

function direct(dir: CompanyDirectory, light: string): Match | null {
  const forms = legalForms(light);
  for (const form of forms) {
    const e = dir.keys.get(form);
    if (e) return { ...e, method: e.via === 'name' ? 'exact' : 'alias', score: 1 };
  }
  return null;
}

/** "Genzyme, a Sanofi Company", "Wyeth is now a wholly owned subsidiary of Pfizer", "Baxalta now part of Shire". */
function parentPhrase(dir: CompanyDirectory, light: string): Match | null {
  const m =
    /^(.+?) (?:is now )?(?:a )?wholly owned subsidiary of (.+)$/.exec(light) ??
    /^(.+?) (?:is )?now (?:a )?part of (.+)$/.exec(light) ??
    /^(.+?) an? (.+?) company$/.exec(light);
  if (!m) return null;
  const parent = direct(dir, m[2]);
  if (!parent || (parent.relation !== 'self' && parent.relation !== 'wholly-owned')) return null;
  return { ...parent, relation: 'wholly-owned', via: 'subsidiary', matchedName: parent.matchedName, method: 'alias', score: 1 };
}

/** "AbbVie (prior sponsor, Abbott)", "Innovent Biologics (Suzhou) Co. Ltd.": the name without its parentheses. */
function withoutParentheses(dir: CompanyDirectory, name: string): Match | null {
  if (!/[([]/.test(name)) return null;
  const bare = lightName(name.replace(/\([^)]*\)|\[[^\]]*\]/g, ' '));
  return bare ? direct(dir, bare) : null;
}

/** "Orion Corporation, Orion Pharma": every comma-separated part that names a company names the same one. */
function commaParts(dir: CompanyDirectory, name: string): Match | null {
  const parts = name.split(/[,;]/).map(lightName).filter(Boolean);
  if (parts.length < 2) return null;
  const matches = parts.map((p) => direct(dir, p)).filter((m): m is Match => m !== null);
  if (!matches.length || matches.some((m) => m.company.id !== matches[0].company.id)) return null;
  return matches.sort((a, b) => RANK[a.relation] - RANK[b.relation])[0];
}

/** A known name followed only by generic words: "Takeda Development Center Americas". */
function withGenericWords(dir: CompanyDirectory, light: string): Match | null {
  const forms = legalForms(light);
  const tokens = forms[forms.length - 1].split(' ');
  while (tokens.length > 1 && GENERIC_WORDS.has(tokens[tokens.length - 1])) {
    tokens.pop();
    const m = direct(dir, tokens.join(' '));
    if (m) return { ...m, score: 0.95 };
  }
  return null;
}

function fuzzyMatch(dir: CompanyDirectory, light: string): Match | null {
  const forms = legalForms(light);
  const target = baseName(forms[forms.length - 1]);
  if (target.replace(/ /g, '').length < FUZZY_MIN_LENGTH || AMBIGUOUS_KEYS.has(target)) return null;
  let best: { score: number; entry: KeyEntry } | null = null;
  let runnerUp = 0;
  for (const { key, entry } of dir.fuzzy.get(target[0]) ?? []) {
    const score = similarity(target, key);
    if (score < FUZZY_THRESHOLD - FUZZY_MARGIN) continue;
    if (!best || score > best.score) {
      if (best && best.entry.company.id !== entry.company.id) runnerUp = Math.max(runnerUp, best.score);
      best = { score, entry };
    } else if (entry.company.id !== best.entry.company.id) runnerUp = Math.max(runnerUp, score);
  }
  if (!best || best.score < FUZZY_THRESHOLD || best.score - runnerUp < FUZZY_MARGIN) return null;
  return { ...best.entry, method: 'fuzzy', score: Math.round(best.score * 1000) / 1000 };
}

/** The listed company behind one sponsor name, or null. */
export function matchSponsorName(dir: CompanyDirectory, sponsor: SponsorInput): Match | null {
  const cacheKey = `${sponsor.class ?? ''}|${sponsor.name}`;
  const cached = dir.cache.get(cacheKey);
  if (cached !== undefined) return cached;
  const light = lightName(sponsor.name);
  let match: Match | null = null;
  if (light) {
    match = direct(dir, light) ?? parentPhrase(dir, light) ?? withoutParentheses(dir, sponsor.name);
    const companyLike = sponsor.class === null || COMPANY_CLASSES.has(sponsor.class.toUpperCase());
    if (!match && companyLike && !isAcademicName(light)) {
      match = withGenericWords(dir, light) ?? commaParts(dir, sponsor.name) ?? fuzzyMatch(dir, light);
    }
  }
  if (dir.cache.size >= CACHE_LIMIT) dir.cache.clear();
  dir.cache.set(cacheKey, match);
  return match;
}

function toSponsorMatch(m: Match, relation: SponsorMatch['relation']): SponsorMatch {
  return { method: m.method, companyName: m.company.name, matchedName: m.matchedName, score: m.score, relation };
}

const NONE: SponsorMatch = { method: 'none', companyName: null, matchedName: null, score: null, relation: null };

/**
 * Links a trial to a listed company. OUI: the lead sponsor is listed or a wholly-owned
 * subsidiary of a listed company (ticker: the parent's). POSSIBLE: the lead is a majority-owned
 * affiliate or joint venture of a listed company, or only a collaborator is listed. NON otherwise.
 */
export function resolveSponsor(dir: CompanyDirectory, lead: SponsorInput, collaborators: SponsorInput[]): SponsorResolution {
  const m = lead.name ? matchSponsorName(dir, lead) : null;
  if (m) {
    const full = m.relation === 'self' || m.relation === 'wholly-owned';
    return {
      companyId: m.company.id,
      ticker: m.company.ticker,
      investmentVerdict: full ? 'OUI' : 'POSSIBLE',
      sponsorMatch: toSponsorMatch(m, m.relation === 'self' ? 'self' : full ? 'subsidiary' : 'affiliate'),
    };
  }
  let best: Match | null = null;
  for (const c of collaborators) {
    const cm = c.name ? matchSponsorName(dir, c) : null;
    if (cm && (!best || RANK[cm.relation] < RANK[best.relation])) best = cm;
  }
  if (best) {
    const sponsorMatch = { ...toSponsorMatch(best, 'collaborator'), method: 'collaborator' as const };
    return { companyId: best.company.id, ticker: best.company.ticker, investmentVerdict: 'POSSIBLE', sponsorMatch };
  }
  return { companyId: null, ticker: null, investmentVerdict: 'NON', sponsorMatch: NONE };
}
