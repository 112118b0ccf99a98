/**
 * Drug names as linking keys (issue 30): a regulatory event names a drug by brand, INN or code
 * ("MOUNJARO", "tirzepatide", "LY3298176"); a trial names its interventions in free text
 * ("Tirzepatide 15 mg SC", "Placebo matching tirzepatide", "LY-3298176"). Both sides go through the
 * same normalisation, so a link is an exact match of keys, never a substring search.
 *
 * A name becomes one or more parts: the text outside brackets and each bracketed text ("Civamide
 * (Zucapsaicin)" → civamide, zucapsaicin), split at "+", "/", "," and ";" between words. Each part
 * is lower-cased, loses ®/™/©, dosages ("10 mg", "0.5%"), salt and form words ("hydrochloride",
 * "tablets", "subcutaneous"), dose and arm labels ("dose 2", "formulation 1", "blinded"); a code
 * keeps its letters and digits only ("LY-3298176", "LY 3298176" → "ly3298176"). A name that speaks
 * of a placebo is no drug at all: "Placebo matching semaglutide" gives nothing, not semaglutide.
 */

/** Salts, esters, hydrates: the same active moiety under another name (safinamide mesylate is safinamide). */
const SALT_WORDS = [
  'hydrochloride',
  'dihydrochloride',
  'hcl',
  'hydrobromide',
  'sodium',
  'disodium',
  'potassium',
  'calcium',
  'magnesium',
  'mesylate',
  'mesilate',
  'dimesylate',
  'maleate',
  'succinate',
  'fumarate',
  'tartrate',
  'bitartrate',
  'citrate',
  'sulfate',
  'sulphate',
  'phosphate',
  'acetate',
  'besylate',
  'besilate',
  'tosylate',
  'bromide',
  'chloride',
  'propionate',
  'dipropionate',
  'monohydrate',
  'dihydrate',
  'trihydrate',
  'hemihydrate',
  'hydrate',
  'anhydrous',
  'meglumine',
  'trometamol',
  'tromethamine',
];

/** Dosage forms, routes and devices: how a drug is given, not which drug. */
const FORM_WORDS = [
  'injection',
  'injections',
  'injectable',
  'tablet',
  'tablets',
  'tab',
  'tabs',
  'capsule',
  'capsules',
  'caps',
  'oral',
  'solution',
  'suspension',
  'subcutaneous',
  'subcutaneously',
  'intravenous',
  'intravenously',
  'intramuscular',
  'iv',
  'sc',
  'im',
  'po',
  'infusion',
  'cream',
  'gel',
  'ointment',
  'nasal',
  'spray',
  'inhaled',
  'inhalation',
  'inhaler',
  'powder',
  'for',
  'extended-release',
  'extended',
  'release',
  'delayed-release',
  'er',
  'xr',
  'sr',
  'film-coated',
  'autoinjector',
  'auto-injector',
  'pen',
  'prefilled',
  'pre-filled',
  'syringe',
  'eye',
  'drops',
  'ophthalmic',
  'topical',
  'patch',
  'transdermal',
  'intrathecal',
  'intravitreal',
  'vial',
  'blinded',
  'unblinded',
  'open-label',
  'daily',
  'once',
  'twice',
  'weekly',
  'monthly',
  'dose',
  'doses',
  'ppx',
];
const DROPPED_WORDS = new Set([...SALT_WORDS, ...FORM_WORDS]);

/** Phrases dropped wherever they stand: a dose or arm label, a regimen. */
const DROPPED_PHRASES =
  /\b(?:(?:higher|high|low|lower|medium|fixed|starting|maintenance)\s+dose|(?:dose|formulation|cohort|arm|part|level)\s*[a-z]?\d+[a-z]?|open\s+label|mode\s+of\s+administration)\b/g;

/** A dosage: "10 mg", "2.4mg/0.75ml", "0.01%", "75 mg/m2", "EQ 50MG BASE". */
const DOSAGE =
  /\b(?:eq\s+)?\d+(?:[.,]\d+)?\s*(?:mg|mcg|µg|ug|g|ml|l|iu|ui|units?|mmol|%|mg\/m2)(?:\s*\/\s*(?:\d+(?:[.,]\d+)?\s*)?(?:mg|ml|kg|m2|l|dose|day|d))?(?:\s+base)?(?=\s|$|[^a-z0-9])|\d+(?:[.,]\d+)?\s*%/g;

/** A code: letters then digits, joined by a dash or a space ("LY-3298176", "SCH 900475", "BAY86-5321"). */
const CODE = /\b([a-z]{1,6}\d*)[\s-]+(\d{2,}[a-z0-9-]*)\b/g;

/**
 * Names that are no drug, or too many drugs to link by: a placebo, a control, a class. An event
 * about "insulin" or "vaccine" says nothing about a given trial.
 */
const GENERIC_NAMES = new Set([
  'placebo',
  'standard of care',
  'standard care',
  'soc',
  'usual care',
  'best supportive care',
  'supportive care',
  'best available therapy',
  'bat',
  'control',
  'comparator',
  'active comparator',
  'vaccine',
  'vaccines',
  'investigational vaccine',
  'chemotherapy',
  'chemo',
  'immunotherapy',
  'insulin',
  'saline',
  'normal saline',
  'physiological saline',
  'water',
  'dextrose',
  'glucose',
  'oxygen',
  'vehicle',
  'sham',
  'drug',
  'drugs',
  'study drug',
  'study treatment',
  'treatment',
  'therapy',
  'antibody',
  'antibiotics',
  'steroids',
  'corticosteroids',
  'corticosteroid',
  'tyrosine kinase inhibitor',
  'combination product',
  'genetical recombination',
  'recombinant',
  'biosimilar',
  'generic',
  'other',
  'none',
]);

const MIN_KEY_LENGTH = 4;

/** The bracketed texts of a name and the text outside them: "A (B) [C]" → ["A", "B", "C"]. */
function bracketParts(name: string): string[] {
  const inner: string[] = [];
  let outside = '';
  let depth = 0;
  let current = '';
  for (const ch of name) {
    if ('([{'.includes(ch)) {
      if (depth === 0) outside += ' ';
      else current += ch;
      depth++;
    } else if (')]}'.includes(ch) && depth > 0) {
      depth--;
      if (depth === 0) {
        inner.push(current);
        current = '';
      } else current += ch;
    } else if (depth > 0) current += ch;
    else outside += ch;
  }
  if (current) inner.push(current);
  return [outside, ...inner];
}

/** Lower case, no accents, no ®/™/© (before NFKD turns ™ into "TM"), no dosages. */
function clean(text: string): string {
  return text
    .replace(/[®™©]|\((?:r|tm|c)\)/gi, ' ')
    .replace(/\s+tm\s*$/i, ' ')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[_\u00a0]/g, ' ')
    .replace(DOSAGE, ' ')
    .replace(DROPPED_PHRASES, ' ');
}

/** One cleaned part, normalised; '' when nothing of a drug name is left. */
function normalisePart(part: string): string {
  let s = part.replace(CODE, '$1$2');
  s = s
    .split(/\s+/)
    .filter((w) => w && !DROPPED_WORDS.has(w))
    .join(' ');
  // A code keeps its letters and digits only: "bay86-5321" → "bay865321", "ts-1" → "ts1"; "trap-eye" keeps its dash.
  s = s.replace(/\b[a-z0-9]*\d[a-z0-9]*(?:-[a-z0-9]+)+\b|\b[a-z]+(?:-\d[a-z0-9]*)+\b/g, (w) => w.replace(/-/g, ''));
  return s.replace(/^[^a-z0-9]+|[^a-z0-9]+$/g, '').replace(/\s+/g, ' ');
}

/** Whether the name is about a placebo (or a sham, a vehicle): such an arm is no drug. */
const isPlacebo = (name: string) => /\b(?:placebo|placebos|sham|vehicle)\b/i.test(name);

/**
 * Every drug name a free-text name holds, normalised (see the file's header): the text outside
 * brackets first, then each bracketed text, each split at "+", "/", "," and ";".
 */
export function drugNameParts(name: string): string[] {
  if (isPlacebo(name)) return [];
  const parts = bracketParts(name)
    .flatMap((p) => clean(p).split(/\s*\+\s*|\s+plus\s+|\s+and\s+|[,;:，；]|(?<=[a-z)\]])\s*\/\s*(?=[a-z])/i))
    .map(normalisePart)
    .filter(Boolean);
  return [...new Set(parts)];
}

/** A name normalised as one key: its main part (outside brackets); '' for a placebo or nothing left. */
export function normaliseDrugName(name: string): string {
  if (isPlacebo(name)) return '';
  const [outside = ''] = bracketParts(name);
  const main = drugNameParts(outside)[0];
  return main ?? drugNameParts(name)[0] ?? '';
}

/** Whether a normalised key is specific enough to link by: long enough, not a generic word. */
export function isLinkableKey(key: string): boolean {
  return key.length >= MIN_KEY_LENGTH && !GENERIC_NAMES.has(key) && /[a-z]/.test(key);
}

/** The linking keys of a drug's names (interventions and their other names, an event's names): deduplicated, in order. */
export function drugNameKeys(names: readonly string[]): string[] {
  const keys = new Set<string>();
  for (const name of names) for (const part of drugNameParts(name)) if (isLinkableKey(part)) keys.add(part);
  return [...keys];
}

/** A development code ("ly3298176", "mk3475", "bms986382"): letters then at least three digits. */
export function isCodeKey(key: string): boolean {
  return /^[a-z]{1,6}\d{3,}[a-z0-9]*$/.test(key);
}

/**
 * Endings of INNs (WHO stems): a key ending so is almost surely an INN, not a brand. Brand names are
 * coined to avoid them, so a drug matched by such a key is the same molecule whoever sponsors it.
 */
const INN_STEMS = [
  // biologics
  'mab',
  'cept',
  'kinra',
  'plase',
  'grastim',
  'poetin',
  'leucel',
  'temcel',
  'vedotin',
  'deruxtecan',
  'govitecan',
  'tansine',
  // peptides and oligonucleotides
  'glutide',
  'patide',
  'tide',
  'relin',
  'relix',
  'siran',
  'nersen',
  // kinase, PARP, PI3K, proteasome, CDK inhibitors
  'tinib',
  'ciclib',
  'fenib',
  'parib',
  'lisib',
  'zomib',
  'limus',
  'imod',
  // cardiometabolic
  'gliflozin',
  'gliptin',
  'sartan',
  'pril',
  'olol',
  'statin',
  'dipine',
  'xaban',
  'gatran',
  'grel',
  'parin',
  'semide',
  'thiazide',
  'afil',
  // anti-infectives
  'azole',
  'mycin',
  'micin',
  'cillin',
  'cycline',
  'oxacin',
  'vir',
  'vudine',
  // oncology classics
  'platin',
  'taxel',
  'rubicin',
  'tecan',
  'citabine',
  'trexed',
  'lutamide',
  'terone',
  'trozole',
  // neuro, respiratory, others
  'lukast',
  'dronate',
  'setron',
  'triptan',
  'gepant',
  'oxetine',
  'apine',
  'peridol',
  'pramine',
  'triptyline',
  'gabalin',
  'racetam',
  'orexant',
  'profen',
  'coxib',
  'terol',
  'tropium',
  'tidine',
  'prazole',
];

/** Whether a key looks like an INN (ends with a WHO stem, one word). */
export function isInnKey(key: string): boolean {
  return !key.includes(' ') && /^[a-z]+$/.test(key) && INN_STEMS.some((stem) => key.length > stem.length + 2 && key.endsWith(stem));
}
