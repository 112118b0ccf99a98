import { CURATED_COMPANIES } from './companies.data.js';
import { CORPORATE_HISTORY, type CorporateEventKind } from './companies.history.js';
import { secIndex } from './companies.sec.js';
import { displaySecTitle } from './sponsor-directory.js';

/** A listed company as its page shows it: the curated table, or the SEC list (then exchange and currency come from the quote). */
export interface CompanyInfo {
  ticker: string;
  name: string;
  exchange: string | null;
  currency: string | null;
  country: string | null;
  kind: string | null;
  /** curated: in the curated company table; sec: only in the SEC list. */
  source: 'curated' | 'sec';
  /** Sponsor names owned by the company (wholly-owned subsidiaries, majority affiliates, joint ventures). */
  subsidiaries: { name: string; relation: string }[];
  /** Former companies now part of it (corporate history). */
  formerCompanies: { name: string; event: CorporateEventKind; year: number }[];
}

interface Entry extends CompanyInfo {
  /** Lower-case, accent-free name and ticker for search. */
  nameKey: string;
  tickerKey: string;
  health: boolean;
}

const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();

let directory: { byTicker: Map<string, Entry>; list: Entry[] } | undefined;

/** Curated companies (they win on a shared ticker), then the SEC list; built once per process. */
function companyDirectory() {
  if (directory) return directory;
  const byTicker = new Map<string, Entry>();
  const history = new Map<string, CompanyInfo['formerCompanies']>();
  for (const e of CORPORATE_HISTORY) {
    if (!e.owner) continue;
    const list = history.get(e.owner) ?? [];
    list.push({ name: e.display, event: e.event, year: e.year });
    history.set(e.owner, list);
  }
  for (const c of CURATED_COMPANIES) {
    const ticker = c.ticker.toUpperCase();
    if (byTicker.has(ticker)) continue;
    byTicker.set(ticker, {
      ticker,
      name: c.name,
      exchange: c.exchange,
      currency: c.currency,
      country: c.country,
      kind: c.kind,
      source: 'curated',
      subsidiaries: c.subsidiaries.map((s) => ({ name: s.name, relation: s.relation })),
      formerCompanies: (history.get(ticker) ?? []).sort((a, b) => b.year - a.year || a.name.localeCompare(b.name)),
      nameKey: fold(c.name),
      tickerKey: ticker.toLowerCase(),
      health: true,
    });
  }
  for (const co of secIndex().companies) {
    if (byTicker.has(co.ticker)) continue;
    const name = displaySecTitle(co.title);
    byTicker.set(co.ticker, {
      ticker: co.ticker,
      name,
      exchange: null,
      currency: null,
      country: null,
      kind: null,
      source: 'sec',
      subsidiaries: [],
      formerCompanies: (history.get(co.ticker) ?? []).sort((a, b) => b.year - a.year),
      nameKey: fold(name),
      tickerKey: co.ticker.toLowerCase(),
      health: co.health,
    });
  }
  directory = { byTicker, list: [...byTicker.values()] };
  return directory;
}

const strip = ({ nameKey: _n, tickerKey: _t, health: _h, ...info }: Entry): CompanyInfo => info;

/** The company of an upper-case ticker, or null. */
export function findCompany(ticker: string): CompanyInfo | null {
  const e = companyDirectory().byTicker.get(ticker);
  return e ? strip(e) : null;
}

/**
 * Companies whose ticker or name matches `search` (case and accents ignored), best first: exact
 * ticker, ticker prefix, name prefix, a word of the name starting with it, then the name containing
 * it; curated companies, then health-care names of the SEC list, before the others. At most `limit`.
 */
export function searchCompanyDirectory(search: string, limit: number): CompanyInfo[] {
  const q = fold(search);
  if (!q) return [];
  const scored: { e: Entry; rank: number }[] = [];
  for (const e of companyDirectory().list) {
    let tier: number;
    if (e.tickerKey === q) tier = 0;
    else if (e.tickerKey.startsWith(q)) tier = 1;
    else if (e.nameKey.startsWith(q)) tier = 2;
    else if (e.nameKey.includes(` ${q}`)) tier = 3;
    else if (q.length >= 3 && e.nameKey.includes(q)) tier = 4;
    else continue;
    const group = e.source === 'curated' ? 0 : e.health ? 1 : 2;
    scored.push({ e, rank: tier * 3 + group });
  }
  scored.sort((a, b) => a.rank - b.rank || a.e.name.localeCompare(b.e.name));
  return scored.slice(0, limit).map((s) => strip(s.e));
}
