import { z } from 'zod';
import { readYamlData } from '../../lib/data-files.js';
import { CURATED_COMPANIES, type CuratedCompany } from '../companies/companies.data.js';
import { tickerField } from '../companies/companies.markets.js';
import type { Sponsor } from '../../domain/sponsor.js';
import type { Rng } from './seed.random.js';

export type SponsorKind = 'listed' | 'private' | 'academic' | 'cooperative' | 'government' | 'cro';

/** A sponsor name as it would appear on ClinicalTrials.gov, with what the generator needs to know about it. */
export interface DemoSponsor {
  name: string;
  class: 'INDUSTRY' | 'NIH' | 'OTHER';
  kind: SponsorKind;
  country: string | null;
  /** pharma / biotech / medtech for industry sponsors (medtech sponsors run device studies). */
  industry: 'pharma' | 'biotech' | 'medtech' | null;
  /** Code prefix of its investigational products (PF-, AZD, MK-...). */
  codePrefix: string;
  weight: number;
}

const text = z.string().trim().min(1, { error: 'must not be empty' });
const named = z.array(z.tuple([text, text]));
/** sponsors.yaml: the demo sponsors besides the curated companies ([name, country] pairs), and the tickers' weights and code prefixes. */
export const demoSponsorsSchema = z.strictObject({
  big: z.array(tickerField),
  codePrefixes: z.record(tickerField, z.string().min(1)),
  private: named,
  academic: named,
  cooperative: named,
  government: z.array(text),
  cros: z.array(text),
});
type DemoSponsorTables = z.output<typeof demoSponsorsSchema>;

/** Names that are sponsor names of the company (not annotations such as "(before 2010)"). */
function usableName(name: string): boolean {
  return name.length > 4 && !name.includes('(') && !/\bis now\b/i.test(name);
}

/** `prefixes`: real code prefixes of large sponsors, by ticker; others get one made from their name. */
function codePrefixOf(name: string, prefixes: Record<string, string> = {}, ticker?: string): string {
  if (ticker && prefixes[ticker]) return prefixes[ticker];
  const words = name
    .replace(/[^A-Za-z ]/g, ' ')
    .split(/\s+/)
    .filter((w) => w.length > 2 && !/^(inc|ltd|the|and|corporation|company|pharmaceuticals?|group|holdings?|plc|limited|co)$/i.test(w));
  const base =
    words.length > 1
      ? words
          .map((w) => w[0])
          .join('')
          .slice(0, 3)
      : (words[0] ?? 'XX').slice(0, 3);
  return `${base.toUpperCase()}-`;
}

/** `big`: the tickers of the sponsors that run the most trials. */
function listedSponsors(c: CuratedCompany, tables: DemoSponsorTables, big: ReadonlySet<string>): DemoSponsor[] {
  const base = big.has(c.ticker) ? 10 : c.kind === 'pharma' ? 2.5 : c.kind === 'biotech' ? 1.2 : 0.6;
  const prefix = codePrefixOf(c.name, tables.codePrefixes, c.ticker);
  const make = (name: string, weight: number): DemoSponsor => ({
    name,
    class: 'INDUSTRY',
    kind: 'listed',
    country: c.country,
    industry: c.kind,
    codePrefix: prefix,
    weight,
  });
  const aliases = c.aliases.filter(usableName);
  const subs = c.subsidiaries.filter((s) => usableName(s.name));
  const out = [make(c.name, base * 0.5)];
  for (const a of aliases) out.push(make(a, (base * 0.3) / aliases.length));
  for (const s of subs) out.push(make(s.name, ((s.relation === 'wholly-owned' ? 0.3 : 0.15) * base) / subs.length));
  return out;
}

function simple(list: [string, string][], kind: SponsorKind, cls: DemoSponsor['class'], weight: number): DemoSponsor[] {
  return list.map(([name, country]) => ({
    name,
    class: cls,
    kind,
    country,
    industry: kind === 'private' ? 'pharma' : null,
    codePrefix: codePrefixOf(name),
    weight,
  }));
}

export interface SponsorPool {
  all: DemoSponsor[];
  listed: DemoSponsor[];
  /** Listed companies' own names only (what the dashboard's upcoming slots use). */
  listedPrimary: DemoSponsor[];
  byKind: Record<SponsorKind, DemoSponsor[]>;
}

let pool: SponsorPool | undefined;

export function sponsorPool(): SponsorPool {
  if (pool) return pool;
  const tables = readYamlData('seed/sponsors.yaml', demoSponsorsSchema);
  const big = new Set(tables.big);
  const listed = CURATED_COMPANIES.flatMap((c) => listedSponsors(c, tables, big));
  const listedPrimary = CURATED_COMPANIES.map((c) => listed.find((s) => s.name === c.name)!).filter((s) => s.industry !== 'medtech');
  const byKind: Record<SponsorKind, DemoSponsor[]> = {
    listed,
    private: simple(tables.private, 'private', 'INDUSTRY', 1),
    academic: simple(tables.academic, 'academic', 'OTHER', 1),
    cooperative: simple(tables.cooperative, 'cooperative', 'OTHER', 1),
    government: tables.government.map((name) => ({
      name,
      class: 'NIH' as const,
      kind: 'government' as const,
      country: 'United States',
      industry: null,
      codePrefix: 'NCI-',
      weight: 1,
    })),
    cro: tables.cros.map((name) => ({
      name,
      class: 'INDUSTRY' as const,
      kind: 'cro' as const,
      country: 'United States',
      industry: null,
      codePrefix: '',
      weight: 1,
    })),
  };
  pool = { all: Object.values(byKind).flat(), listed, listedPrimary, byKind };
  return pool;
}

/** Share of lead sponsors per kind. */
const LEAD_KINDS: Record<Exclude<SponsorKind, 'cro'>, number> = { listed: 56, private: 8, academic: 25, cooperative: 4, government: 7 };

export function pickLeadSponsor(rng: Rng, forceListed: boolean): DemoSponsor {
  const p = sponsorPool();
  if (forceListed) return rng.weightedItem(p.listedPrimary, (s) => s.weight);
  const kind = rng.weighted(LEAD_KINDS);
  return rng.weightedItem(p.byKind[kind], (s) => s.weight);
}

/** 0 to 3 collaborators that make sense for the lead: partners, CROs, cooperative groups, NCI. */
export function pickCollaborators(rng: Rng, lead: DemoSponsor): Sponsor[] {
  const p = sponsorPool();
  const n = rng.weighted({ 0: 45, 1: 35, 2: 15, 3: 5 });
  const out: Sponsor[] = [];
  for (let i = 0; i < Number(n); i++) {
    let c: DemoSponsor;
    if (lead.kind === 'listed' || lead.kind === 'private')
      c = rng.chance(0.5) ? rng.pick(p.byKind.cro) : rng.chance(0.6) ? rng.weightedItem(p.listedPrimary, (s) => s.weight) : rng.pick(p.byKind.academic);
    else if (lead.kind === 'government') c = rng.chance(0.5) ? rng.pick(p.byKind.cooperative) : rng.weightedItem(p.listedPrimary, (s) => s.weight);
    else
      c = rng.chance(0.55)
        ? rng.weightedItem(p.listedPrimary, (s) => s.weight)
        : rng.chance(0.5)
          ? rng.pick(p.byKind.government)
          : rng.pick(p.byKind.cooperative);
    if (c.name !== lead.name && !out.some((o) => o.name === c.name)) out.push({ name: c.name, class: c.class });
  }
  return out;
}
