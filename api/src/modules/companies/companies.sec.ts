import fs from 'node:fs';
import zlib from 'node:zlib';
import { dataPath } from '../../lib/data-files.js';
import { isAcademicName, legalForms, lightName } from './companies.names.js';

/**
 * The SEC's list of every company with an EDGAR ticker (api/data/companies/sec-company-tickers.json.gz,
 * see api/data/README.md), and the strict, health-aware rules that link a sponsor name to one of them.
 *
 * The list spans every industry and carries no industry code, so a sponsor is linked only when:
 * - its class can be a company (INDUSTRY, or unknown) and its name is not academic or public;
 * - its normalised name equals the company's (legal forms, "Holdings"/"Group", singular/plural
 *   and Pharma/Pharmaceuticals aside): a shared word is never enough ("Target Health" is not
 *   Target Corp., "Kura Oncology" is not Kura Sushi);
 * - looser forms (a regional unit such as "… USA", or the bare distinctive name such as "Enanta"
 *   for "Enanta Pharmaceuticals") only for companies whose own name says health (Pharma,
 *   Therapeutics, Bio…, Medical…), and only when no other listed company shares that name;
 * - a company whose name carries no health evidence only on an exact match of a distinctive name
 *   (not a dictionary word: "Oracle", "Mercury", "Apple") by an INDUSTRY sponsor.
 */

export interface SecCompany {
  cik: number;
  /** The first ticker the SEC lists for the company (its main line; later ones are other classes, warrants, OTC lines). */
  ticker: string;
  title: string;
  /** Normalised name (see `secKey`). */
  key: string;
  /** The company's own name says pharma / biotech / medtech / health. */
  health: boolean;
}

export interface SecIndex {
  companies: SecCompany[];
  /** Normalised name → company; null when two companies share it (ambiguous: never matched). */
  byKey: Map<string, SecCompany | null>;
  /** Distinctive name without its health words ("enanta") → health company, when unique. */
  byBase: Map<string, SecCompany>;
  byTicker: Map<string, SecCompany>;
}

export interface SecMatch {
  company: SecCompany;
  rule: 'name' | 'unit' | 'short-name';
  confidence: number;
}

interface RawEntry {
  cik_str: number;
  ticker: string;
  title: string;
}

const DATA_FILE = dataPath('companies/sec-company-tickers.json.gz');

/** Token spellings folded together (plural → singular; Pharma → pharmaceutical). */
const FOLD: Record<string, string> = {
  pharmaceuticals: 'pharmaceutical',
  pharma: 'pharmaceutical',
  pharm: 'pharmaceutical',
  therapeutics: 'therapeutic',
  biotherapeutics: 'biotherapeutic',
  biosciences: 'bioscience',
  sciences: 'science',
  lifesciences: 'lifescience',
  laboratories: 'laboratory',
  labs: 'laboratory',
  lab: 'laboratory',
  technologies: 'technology',
  biotech: 'biotechnology',
  biologics: 'biologic',
  biopharmaceuticals: 'biopharmaceutical',
  biopharma: 'biopharmaceutical',
  medicines: 'medicine',
  diagnostics: 'diagnostic',
  systems: 'system',
  products: 'product',
  devices: 'device',
  vaccines: 'vaccine',
  genomics: 'genomic',
  holdings: 'holding',
  companies: 'company',
  industries: 'industry',
  solutions: 'solution',
  intl: 'international',
};
/** Trailing words that name the corporate shell, not the company. */
const CORPORATE = new Set(['holding', 'group', 'company', 'cos', 'co', 'corp', 'corporation', 'inc', 'ltd', 'limited', 'plc', 'new', 'the']);
/** Trailing words of a sponsor's regional or functional unit ("Enanta Pharmaceuticals USA"). */
const UNIT = new Set([
  'usa',
  'us',
  'u',
  's',
  'america',
  'americas',
  'north',
  'europe',
  'european',
  'japan',
  'china',
  'uk',
  'canada',
  'australia',
  'germany',
  'france',
  'international',
  'global',
  'research',
  'development',
  'r',
  'd',
  'rd',
  'clinical',
  'operations',
]);
/** Words that say what a health company does; removed to find its distinctive name. */
const HEALTH_GENERIC = new Set([
  'pharmaceutical',
  'therapeutic',
  'bioscience',
  'biotechnology',
  'biopharmaceutical',
  'biologic',
  'biotherapeutic',
  'oncology',
  'medical',
  'medicine',
  'health',
  'healthcare',
  'science',
  'life',
  'lifescience',
  'laboratory',
  'diagnostic',
  'technology',
  'system',
  'bio',
  'rx',
  'genomic',
  'genetic',
  'genetics',
  'vaccine',
  'immunotherapeutic',
  'immunotherapy',
  'neuroscience',
  'international',
  'global',
  'device',
  'product',
  'surgical',
  'scientific',
]);
const HEALTH_TOKENS = new Set(['health', 'healthcare', 'bio', 'rx', 'med', 'gene', 'genes', 'cell', 'cells', 'medtech']);
const HEALTH_PREFIX =
  /^(pharm|therap|biopharm|biotherap|bioscien|biotech|biolog|biomed|biosurg|oncol|onco|immun|neuro|cardi|genom|genetic|vaccin|diagnos|surgic|medic|theranost|orthop|dental|dermat|ophthalm|clinic|cellular|lifescien|radiopharm|antibod|peptid|protein|molecul|patholog)/;
const NOT_HEALTH = /^(biofuel|bioenerg|biomass|biometric|medicare|medicaid)/;
/** Companies that are funds, trusts, banks or blank-cheque shells: never a trial sponsor. */
const EXCLUDED = new Set(['acquisition', 'acquisitions', 'trust', 'fund', 'funds', 'etf', 'bancorp', 'bancshares', 'bank', 'municipal', 'reit', 'capital']);
/** Extra words, beyond the academic ones, of sponsors that are never an SEC company. */
const PUBLIC_WORDS =
  /\b(institute|institutes|hospitalet|ziekenhuis|universitaire|universitario|chu|irccs|centro|centre|center|group of|study group|trials group|nhs|ministry|department)\b/;
/**
 * Dictionary words and common names that are also the whole name of a listed non-health company
 * ("Target", "Oracle", "Mercury"): not distinctive enough to link a sponsor to it on their own.
 */
const COMMON_WORDS = new Set(
  (
    'apple arena aware angle ball block box bark bill billion city click coffee compass cooper crown cluster dana decent eve fold fox frontier fuse ' +
    'gap gates genius graham guess hello here highway honest hub icon inter joint life lion match meridian metro mint mosaic noble nova ' +
    'orange orion oracle mercury target pattern perfect pool post popular quantum rapid root route senior sentinel shell snap sound speed ' +
    'spire star stem strategy stride strive system team ten track unit universal vision visa amaze aspen avalon bullish cadre cactus canon ' +
    'caro cheer citizens conduit crane dave deluxe domo dover eastern emerald employers endeavour energizer escalade essent everest fathom ' +
    'forge forte founder freedom frequency glimpse grande gravity hippo illumin innovate intelligent interface kirby lakeside legible lineage ' +
    'lucent lucid marcus markel masco maximus mesabi momentus morgan mystic navigator news northern ouster outdoor progressive prudential radian ' +
    'relativity reliability reliance repay revolve rogers rumble sabre seaboard seer simpple snail sonder southern spar sprinklr tiny toast ' +
    'torrid travelers trex tron venu williams winmark workday cohen crawford hawkins lazard ambase anghami apollo atlas beacon bright ' +
    'cardinal catalyst century clarity clear coherent compass core crest crystal delta element empire envision equity evolution focus ' +
    'fusion genesis harmony horizon insight integrity journey keystone legacy liberty lotus matrix mission motion nexus oasis ocean ' +
    'omega optimum origin paragon phoenix pinnacle pioneer precision premier prime pulse quest radius resonance sage sierra signal sky ' +
    'spectrum sphere summit synergy terra titan trinity triumph unity vanguard vector velocity vertex vista vital vivid zenith'
  ).split(' '),
);

/** The normalised name of a company or sponsor, as the SEC index keys it. */
export function secKey(light: string): string {
  let tokens = legalForms(light).at(-1)!.split(' ');
  if (tokens[0] === 'the' && tokens.length > 1) tokens = tokens.slice(1);
  tokens = tokens.map((t) => FOLD[t] ?? t);
  for (;;) {
    const forms = legalForms(tokens.join(' '));
    tokens = forms[forms.length - 1].split(' ');
    if (tokens.length > 1 && CORPORATE.has(tokens[tokens.length - 1])) tokens.pop();
    else break;
  }
  return tokens.join(' ');
}

function isHealthToken(t: string): boolean {
  return HEALTH_TOKENS.has(t) || (HEALTH_PREFIX.test(t) && !NOT_HEALTH.test(t));
}

/** An SEC title without EDGAR's state / form tags ("VERTEX PHARMACEUTICALS INC / MA", "Fujikura Ltd/ADR"). */
export function cleanSecTitle(title: string): string {
  let t = title.trim();
  for (let i = 0; i < 3; i++) t = t.replace(/\s*\/\s*(?:[A-Za-z]{2,3}|ADR|NEW|CAN)?\s*\/?\s*$/, '').trim();
  return t;
}

/** A distinctive name: not a dictionary word, not a generic corporate or health word, long enough. */
function distinctive(key: string): boolean {
  const tokens = key.split(' ');
  if (tokens.every((t) => HEALTH_GENERIC.has(t) || CORPORATE.has(t) || UNIT.has(t))) return false;
  if (tokens.length > 1) return key.replace(/ /g, '').length >= 5;
  return key.length >= 5 && !COMMON_WORDS.has(key) && !/^\d+$/.test(key);
}

export function buildSecIndex(raw: Iterable<RawEntry>): SecIndex {
  const seen = new Set<number>();
  const companies: SecCompany[] = [];
  for (const e of raw) {
    if (seen.has(e.cik_str)) continue;
    seen.add(e.cik_str);
    const light = lightName(cleanSecTitle(e.title));
    const tokens = light.split(' ');
    if (!light || tokens.some((t) => EXCLUDED.has(t)) || !/^[A-Za-z0-9.-]{1,10}$/.test(e.ticker)) continue;
    const health = tokens.some(isHealthToken) || /\blife sciences?\b/.test(light);
    companies.push({ cik: e.cik_str, ticker: e.ticker.toUpperCase(), title: e.title, key: secKey(light), health });
  }
  const byKey = new Map<string, SecCompany | null>();
  const prefixes = new Map<string, number>();
  for (const co of companies) {
    byKey.set(co.key, byKey.has(co.key) ? null : co);
    const tokens = co.key.split(' ');
    for (let i = 1; i <= tokens.length; i++) {
      const p = tokens.slice(0, i).join(' ');
      prefixes.set(p, (prefixes.get(p) ?? 0) + 1);
    }
  }
  const byBase = new Map<string, SecCompany>();
  const dropped = new Set<string>();
  for (const co of companies) {
    if (!co.health || byKey.get(co.key) !== co) continue;
    const tokens = co.key.split(' ');
    while (tokens.length > 1 && HEALTH_GENERIC.has(tokens[tokens.length - 1])) tokens.pop();
    const base = tokens.join(' ');
    // Usable only if no other listed company starts with the same words (Catalyst Pharmaceuticals / Catalyst Bancorp).
    if (base === co.key || !distinctive(base) || prefixes.get(base) !== 1 || dropped.has(base)) continue;
    if (byBase.has(base)) {
      byBase.delete(base);
      dropped.add(base);
    } else byBase.set(base, co);
  }
  return { companies, byKey, byBase, byTicker: new Map(companies.map((co) => [co.ticker, co])) };
}

let cached: SecIndex | undefined;
/** The shipped SEC list, read and indexed once per process (about 8,000 companies, a few tens of ms). */
export function secIndex(): SecIndex {
  if (!cached) {
    const raw = JSON.parse(zlib.gunzipSync(fs.readFileSync(DATA_FILE)).toString('utf8')) as Record<string, RawEntry>;
    cached = buildSecIndex(Object.values(raw));
  }
  return cached;
}

const COMPANY_CLASSES = new Set(['INDUSTRY', 'UNKNOWN', 'AMBIG']);

/** Whether a sponsor of this class and name may be an SEC company at all. */
export function mayBeSecCompany(light: string, sponsorClass: string | null): boolean {
  if (sponsorClass !== null && !COMPANY_CLASSES.has(sponsorClass.toUpperCase())) return false;
  return !isAcademicName(light) && !PUBLIC_WORDS.test(light);
}

/** The SEC company a sponsor name designates under the strict rules above, or null. */
export function matchSec(index: SecIndex, light: string, sponsorClass: string | null): SecMatch | null {
  if (!mayBeSecCompany(light, sponsorClass)) return null;
  const key = secKey(light);
  const exact = index.byKey.get(key);
  if (exact) {
    if (exact.health) return { company: exact, rule: 'name', confidence: 0.95 };
    const industry = sponsorClass?.toUpperCase() === 'INDUSTRY' || sponsorClass === null;
    return industry && distinctive(exact.key) ? { company: exact, rule: 'name', confidence: 0.85 } : null;
  }
  if (exact === null) return null; // ambiguous name
  const tokens = key.split(' ');
  while (tokens.length > 1 && UNIT.has(tokens[tokens.length - 1])) {
    tokens.pop();
    const unit = index.byKey.get(tokens.join(' '));
    if (unit === null) return null;
    if (unit?.health && distinctive(unit.key)) return { company: unit, rule: 'unit', confidence: 0.9 };
  }
  const short = index.byBase.get(tokens.join(' '));
  return short ? { company: short, rule: 'short-name', confidence: 0.85 } : null;
}
