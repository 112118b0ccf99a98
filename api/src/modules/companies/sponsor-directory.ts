import type { SponsorMatchMethod } from '../../domain/sponsor.js';
import type { CompanyKind, CuratedSubsidiary, SubsidiaryRelation } from './companies.data.js';
import { CORPORATE_HISTORY, type CorporateEvent } from './companies.history.js';
import { GENERIC_WORDS, legalForms, lightName } from './companies.names.js';
import { loadSponsorOverrides, type SponsorOverrides } from './companies.overrides.js';
import { cleanSecTitle, secIndex, type SecCompany, type SecIndex } from './companies.sec.js';

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

/** The listed company a resolution points at: a curated `companies` row (id) or an SEC-list company (no row, id null). */
export interface TargetCompany {
  id: number | null;
  name: string;
  ticker: string;
  source: 'curated' | 'sec';
}

export type Relation = 'self' | SubsidiaryRelation;

export interface KeyEntry {
  /** null: a former company now owned by a private one (history with no listed owner). */
  target: TargetCompany | null;
  relation: Relation;
  via: 'name' | 'alias' | 'subsidiary' | 'history';
  matchedName: string;
  history?: CorporateEvent;
}

/** Every way to recognise a listed company in a sponsor name, built once and shared (read-only). */
export interface CompanyDirectory {
  companies: DirectoryCompany[];
  byId: Map<number, DirectoryCompany>;
  /** Curated and SEC companies by ticker. */
  byTicker: Map<string, TargetCompany>;
  keys: Map<string, KeyEntry>;
  /** Fuzzy candidates by first letter. */
  fuzzy: Map<string, { key: string; entry: KeyEntry }[]>;
  /** The SEC list (null: curated table and history only). */
  sec: SecIndex | null;
  overrides: SponsorOverrides;
  /** Memo of resolved names (sponsor name + class → match). */
  cache: Map<string, NameMatch | null>;
}

/** How one sponsor name was linked (before the lead / collaborator rule turns it into a verdict). */
export interface NameMatch {
  /** null: no listed company (an override to NONE, or a former company now privately owned). */
  target: TargetCompany | null;
  relation: Relation;
  method: Exclude<SponsorMatchMethod, 'collaborator' | 'none'>;
  matchedName: string | null;
  /** Similarity of a fuzzy match; 1 for exact keys. */
  score: number | null;
  confidence: number;
  /** The former or subsidiary name the link goes through ("Alexion"). */
  via: string | null;
  history: CorporateEvent | null;
}

export interface DirectoryOptions {
  /** The SEC list; default: the shipped snapshot. null: none. */
  sec?: SecIndex | null;
  /** Sponsor overrides; default: the committed sponsor-overrides.json. */
  overrides?: SponsorOverrides;
  history?: CorporateEvent[];
}

/** Normalised keys too ambiguous to resolve on their own ("Merck": Merck & Co. or Merck KGaA?). */
export const AMBIGUOUS_KEYS = new Set(['merck', 'merck co', 'msd merck']);
export const FUZZY_MIN_LENGTH = 7;
const RANK: Record<Relation, number> = { self: 0, 'wholly-owned': 1, majority: 2, 'joint-venture': 3 };
export const rankOf = (r: Relation): number => RANK[r];

/** "THERMO FISHER SCIENTIFIC INC." → "Thermo Fisher Scientific Inc." (mixed-case titles are kept). */
export function displaySecTitle(title: string): string {
  const t = cleanSecTitle(title);
  if (/[a-z]/.test(t)) return t;
  return t.toLowerCase().replace(/(^|[\s\-&/.(])([a-z])/g, (_, sep: string, ch: string) => sep + ch.toUpperCase());
}

export function secTarget(co: SecCompany): TargetCompany {
  return { id: null, name: displaySecTitle(co.title), ticker: co.ticker, source: 'sec' };
}

function curatedTarget(c: DirectoryCompany): TargetCompany {
  return { id: c.id, name: c.name, ticker: c.ticker, source: 'curated' };
}

export function buildCompanyDirectory(companies: DirectoryCompany[], opts: DirectoryOptions = {}): CompanyDirectory {
  const sec = opts.sec === undefined ? secIndex() : opts.sec;
  const byTicker = new Map<string, TargetCompany>();
  for (const co of sec?.companies ?? []) byTicker.set(co.ticker, secTarget(co));
  for (const c of companies) byTicker.set(c.ticker, curatedTarget(c));

  const keys = new Map<string, KeyEntry>();
  const conflicts = new Set<string>();
  const identity = (e: KeyEntry) => e.target?.ticker ?? `private:${e.history?.display ?? e.matchedName}`;
  const add = (name: string, entry: Omit<KeyEntry, 'matchedName'>) => {
    for (const key of legalForms(lightName(name))) {
      if (!key || AMBIGUOUS_KEYS.has(key) || GENERIC_WORDS.has(key) || conflicts.has(key)) continue;
      const e: KeyEntry = { ...entry, matchedName: name };
      const prev = keys.get(key);
      if (!prev) keys.set(key, e);
      else if (identity(prev) === identity(e)) {
        // The dated history of a name beats its bare listing as a subsidiary of the same owner.
        if (e.via === 'history' || (prev.via !== 'history' && RANK[e.relation] < RANK[prev.relation])) keys.set(key, e);
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
    const target = curatedTarget(company);
    add(company.name, { target, relation: 'self', via: 'name' });
    for (const alias of company.aliases) add(alias, { target, relation: 'self', via: 'alias' });
    for (const s of company.subsidiaries) add(s.name, { target, relation: s.relation, via: 'subsidiary' });
  }
  for (const event of opts.history ?? CORPORATE_HISTORY) {
    const target = event.owner === null ? null : byTicker.get(event.owner);
    if (target === undefined) continue; // owner not in this directory (a test directory without the SEC list)
    const relation: Relation = event.event === 'renamed' ? 'self' : 'wholly-owned';
    for (const name of event.names) add(name, { target, relation, via: 'history', history: event });
  }

  const fuzzy = new Map<string, { key: string; entry: KeyEntry }[]>();
  for (const [key, entry] of keys) {
    if (key.replace(/ /g, '').length < FUZZY_MIN_LENGTH) continue;
    const list = fuzzy.get(key[0]) ?? [];
    list.push({ key, entry });
    fuzzy.set(key[0], list);
  }
  return {
    companies,
    byId: new Map(companies.map((c) => [c.id, c])),
    byTicker,
    keys,
    fuzzy,
    sec,
    overrides: opts.overrides ?? loadSponsorOverrides(),
    cache: new Map(),
  };
}
