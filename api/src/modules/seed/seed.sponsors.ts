import { CURATED_COMPANIES, type CuratedCompany } from '../companies/companies.data.js';
import type { Sponsor } from '../trials/trials.entity.js';
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

/** Sponsors that run the most trials. */
const BIG = new Set([
  'PFE',
  'JNJ',
  'MRK',
  'ABBV',
  'BMY',
  'LLY',
  'AMGN',
  'GILD',
  'REGN',
  'SAN.PA',
  'ROG.SW',
  'NOVN.SW',
  'AZN.L',
  'GSK.L',
  'NOVO-B.CO',
  'BAYN.DE',
  'MRK.DE',
  '4502.T',
  '4568.T',
  '4503.T',
  '4519.T',
  'BIIB',
  'VRTX',
  'TEVA',
  'UCB.BR',
  'MDT',
  'ABT',
  '600276.SS',
]);

/** Real code prefixes of large sponsors; others get one made from their name. */
const CODE_PREFIX: Record<string, string> = {
  PFE: 'PF-0',
  MRK: 'MK-',
  LLY: 'LY',
  BMY: 'BMS-',
  ABBV: 'ABBV-',
  AMGN: 'AMG ',
  GILD: 'GS-',
  REGN: 'REGN',
  VRTX: 'VX-',
  BIIB: 'BIIB',
  JNJ: 'JNJ-',
  'SAN.PA': 'SAR',
  'ROG.SW': 'RO',
  'NOVN.SW': 'LNP',
  'AZN.L': 'AZD',
  'GSK.L': 'GSK',
  'NOVO-B.CO': 'NNC',
  'BAYN.DE': 'BAY ',
  'MRK.DE': 'M',
  '4502.T': 'TAK-',
  '4568.T': 'DS-',
  '4503.T': 'ASP',
  'UCB.BR': 'UCB',
  'IPN.PA': 'IPN',
  'GLPG.AS': 'GLPG',
};

const PRIVATE: [string, string][] = [
  ['Boehringer Ingelheim', 'Germany'],
  ['Institut de Recherches Internationales Servier', 'France'],
  ['Pierre Fabre Medicament', 'France'],
  ['Chiesi Farmaceutici S.p.A.', 'Italy'],
  ['Menarini Group', 'Italy'],
  ['Ferring Pharmaceuticals', 'Switzerland'],
  ['LEO Pharma', 'Denmark'],
  ['Laboratoires Thea', 'France'],
  ['Octapharma', 'Switzerland'],
  ['Helsinn Healthcare SA', 'Switzerland'],
  ['Angelini Pharma S.p.A.', 'Italy'],
  ['medac GmbH', 'Germany'],
  ['Esteve Pharmaceuticals, S.A.', 'Spain'],
  ['Mundipharma Research Limited', 'United Kingdom'],
  ['Grünenthal GmbH', 'Germany'],
  ['Bial - Portela C S.A.', 'Portugal'],
  ['Zambon SpA', 'Italy'],
  ['Alfasigma S.p.A.', 'Italy'],
  ['Italfarmaco', 'Italy'],
  ['Stallergenes Greer', 'France'],
  ['Azurity Pharmaceuticals, Inc.', 'United States'],
  ['Emalex Biosciences Inc.', 'United States'],
];

const ACADEMIC: [string, string][] = [
  ['Assistance Publique - Hôpitaux de Paris', 'France'],
  ['Gustave Roussy, Cancer Campus, Grand Paris', 'France'],
  ['Hospices Civils de Lyon', 'France'],
  ['Institut Curie', 'France'],
  ['UNICANCER', 'France'],
  ['University Hospital, Montpellier', 'France'],
  ['Centre Hospitalier Universitaire de Nice', 'France'],
  ['Massachusetts General Hospital', 'United States'],
  ['Memorial Sloan Kettering Cancer Center', 'United States'],
  ['M.D. Anderson Cancer Center', 'United States'],
  ['Mayo Clinic', 'United States'],
  ['Duke University', 'United States'],
  ['Stanford University', 'United States'],
  ['University of California, San Francisco', 'United States'],
  ['Johns Hopkins University', 'United States'],
  ['Dana-Farber Cancer Institute', 'United States'],
  ['Washington University School of Medicine', 'United States'],
  ['University of Oxford', 'United Kingdom'],
  ['University College, London', 'United Kingdom'],
  ['Imperial College London', 'United Kingdom'],
  ['Charite University, Berlin, Germany', 'Germany'],
  ['Heidelberg University', 'Germany'],
  ['Karolinska Institutet', 'Sweden'],
  ['Rigshospitalet, Denmark', 'Denmark'],
  ['Radboud University Medical Center', 'Netherlands'],
  ['Fondazione IRCCS Istituto Nazionale dei Tumori, Milano', 'Italy'],
  ["Hospital Universitari Vall d'Hebron Research Institute", 'Spain'],
  ['Fudan University', 'China'],
  ['Sun Yat-sen University', 'China'],
  ['Seoul National University Hospital', 'Korea, Republic of'],
  ['Population Health Research Institute', 'Canada'],
  ['Monash University', 'Australia'],
  ['The George Institute', 'Australia'],
  ['University of Copenhagen, Department of Drug Design and Pharmacology', 'Denmark'],
  ['Leiden University Medical Center, Department of Clinical Pharmacy and Toxicology', 'Netherlands'],
  ['University Hospital, Basel, Switzerland', 'Switzerland'],
];

const COOPERATIVE: [string, string][] = [
  ['ECOG-ACRIN Cancer Research Group', 'United States'],
  ['NRG Oncology', 'United States'],
  ['Alliance for Clinical Trials in Oncology', 'United States'],
  ['SWOG Cancer Research Network', 'United States'],
  ["Children's Oncology Group", 'United States'],
  ['European Organisation for Research and Treatment of Cancer - EORTC', 'Belgium'],
  ['Intergroupe Francophone du Myelome', 'France'],
  ['German Breast Group', 'Germany'],
  ['Canadian Cancer Trials Group', 'Canada'],
];

const GOVERNMENT = [
  'National Cancer Institute (NCI)',
  'National Institute of Allergy and Infectious Diseases (NIAID)',
  'National Heart, Lung, and Blood Institute (NHLBI)',
  'National Institute of Mental Health (NIMH)',
  'National Institute of Neurological Disorders and Stroke (NINDS)',
  'National Institute of Diabetes and Digestive and Kidney Diseases (NIDDK)',
  'National Eye Institute (NEI)',
  'National Institute on Aging (NIA)',
];

const CROS = ['IQVIA Biotech', 'PPD', 'Parexel', 'Syneos Health', 'Covance', 'PSI CRO', 'Worldwide Clinical Trials'];

/** Names that are sponsor names of the company (not annotations such as "(before 2010)"). */
function usableName(name: string): boolean {
  return name.length > 4 && !name.includes('(') && !/\bis now\b/i.test(name);
}

function codePrefixOf(name: string, ticker?: string): string {
  if (ticker && CODE_PREFIX[ticker]) return CODE_PREFIX[ticker];
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

function listedSponsors(c: CuratedCompany): DemoSponsor[] {
  const base = BIG.has(c.ticker) ? 10 : c.kind === 'pharma' ? 2.5 : c.kind === 'biotech' ? 1.2 : 0.6;
  const prefix = codePrefixOf(c.name, c.ticker);
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
  const listed = CURATED_COMPANIES.flatMap(listedSponsors);
  const listedPrimary = CURATED_COMPANIES.map((c) => listed.find((s) => s.name === c.name)!).filter((s) => s.industry !== 'medtech');
  const byKind: Record<SponsorKind, DemoSponsor[]> = {
    listed,
    private: simple(PRIVATE, 'private', 'INDUSTRY', 1),
    academic: simple(ACADEMIC, 'academic', 'OTHER', 1),
    cooperative: simple(COOPERATIVE, 'cooperative', 'OTHER', 1),
    government: GOVERNMENT.map((name) => ({
      name,
      class: 'NIH' as const,
      kind: 'government' as const,
      country: 'United States',
      industry: null,
      codePrefix: 'NCI-',
      weight: 1,
    })),
    cro: CROS.map((name) => ({ name, class: 'INDUSTRY' as const, kind: 'cro' as const, country: 'United States', industry: null, codePrefix: '', weight: 1 })),
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
