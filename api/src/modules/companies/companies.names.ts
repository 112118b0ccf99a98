/**
 * Sponsor-name normalisation shared by the company directory and the resolver.
 *
 * - `lightName`: lower case, no accents, punctuation and "&"/"and" removed, single spaces.
 * - `coreName`: `lightName` without trailing legal-form suffixes (Inc, Ltd, GmbH, S.A., plc, KK...).
 * - `baseName`: `coreName` without trailing generic corporate words (Pharmaceuticals, Research &
 *   Development, USA, Japan...), the part that identifies the company.
 */

/** Legal-form suffixes, as token sequences after `lightName` (S.A. → "sa", A/S → "a s"). */
const LEGAL_SUFFIXES: string[][] = [
  'inc',
  'incorporated',
  'ltd',
  'ltda',
  'limited',
  'llc',
  'lp',
  'llp',
  'plc',
  'corp',
  'corporation',
  'co',
  'company',
  'cos',
  'gmbh',
  'mbh',
  'ag',
  'sa',
  'sas',
  'sarl',
  'spa',
  'srl',
  'bv',
  'bvba',
  'nv',
  'ab',
  'publ',
  'as',
  'asa',
  'aps',
  'oy',
  'oyj',
  'kk',
  'kgaa',
  'kg',
  'se',
  'pty',
  'pvt',
  'private',
  'ulc',
  'lc',
  'sl',
  'sau',
  'spa',
  'sro',
  'zoo',
  'doo',
  'ad',
  'jsc',
  'pjsc',
  'bhd',
  'sdn',
  'tbk',
  'pte',
  'dac',
  'sprl',
  'scrl',
  'sa nv',
  'nv sa',
  'ltda',
  'sae',
  'saic',
  'sca',
  'eurl',
  'kft',
  'zrt',
  'ou',
  'oyj',
  'a s',
  's a',
  's a s',
  's p a',
  's r l',
  'b v',
  'n v',
  'k k',
  's l',
  'a g',
  'co kg',
  'kabushiki kaisha',
  'sp z o o',
  'spolka z o o',
  'l l c',
  'l p',
  'p l c',
  's p r l',
  's c r l',
  's a u',
  's a s u',
  'sas u',
  'b v b a',
  'gmbh co kg',
  'ag co kg',
  'se co kg',
].map((s) => s.split(' '));
/** Legal forms that distinguish two companies of the same name (Merck KGaA vs Merck & Co.). */
export const DISTINCTIVE_SUFFIXES = new Set(['kgaa']);

/**
 * Words that describe a company's activity, unit or geography rather than identify it: a
 * sponsor name that is a known company name followed only by such words is that company
 * ("Takeda Development Center Americas", "Novartis Pharmaceuticals", "UCB Pharma").
 */
export const GENERIC_WORDS = new Set([
  'pharmaceutical',
  'pharmaceuticals',
  'pharma',
  'pharmaceutica',
  'pharmaceutique',
  'pharmazeutika',
  'farma',
  'farmaceutica',
  'pharm',
  'research',
  'development',
  'r',
  'd',
  'rd',
  'center',
  'centre',
  'laboratories',
  'laboratory',
  'labs',
  'international',
  'global',
  'worldwide',
  'holding',
  'holdings',
  'group',
  'biotech',
  'biotechnology',
  'biosciences',
  'bioscience',
  'biopharma',
  'biopharmaceuticals',
  'biologics',
  'biologicals',
  'therapeutics',
  'healthcare',
  'health',
  'sciences',
  'science',
  'lifesciences',
  'products',
  'product',
  'medical',
  'affairs',
  'scientific',
  'vaccines',
  'vaccine',
  'oncology',
  'clinical',
  'division',
  'operations',
  'trading',
  'services',
  'innovative',
  'medicines',
  'medicine',
  'industries',
  'americas',
  'america',
  'usa',
  'us',
  'u',
  's',
  'north',
  'latin',
  'japan',
  'china',
  'europe',
  'european',
  'emea',
  'asia',
  'pacific',
  'deutschland',
  'germany',
  'france',
  'uk',
  'united',
  'kingdom',
  'italy',
  'italia',
  'spain',
  'espana',
  'canada',
  'australia',
  'korea',
  'taiwan',
  'india',
  'nordic',
  'nordics',
  'scandinavia',
  'belgium',
  'netherlands',
  'nederland',
  'switzerland',
  'schweiz',
  'suisse',
  'austria',
  'osterreich',
  'ireland',
  'brazil',
  'brasil',
  'mexico',
  'argentina',
  'poland',
  'polska',
  'russia',
  'sweden',
  'denmark',
  'norway',
  'finland',
  'hungary',
  'turkey',
  'israel',
  'singapore',
  'hong',
  'kong',
  'shanghai',
  'beijing',
  'of',
  'the',
  'new',
  'jersey',
  'inc',
  'ltd',
  'llc',
  'gmbh',
  'ag',
  'sa',
  'kk',
  'recherche',
  'developpement',
  'laboratoires',
  'laboratoire',
  'laboratorios',
  'laboratorio',
  'pharmaceutiques',
  'farmaceutici',
  'pharmazeutische',
  'arzneimittel',
  'forschung',
  'entwicklung',
  'investigacion',
  'desarrollo',
  'produits',
  'medicament',
  'medicaments',
  'innovation',
  'sales',
  'aesthetics',
  'orthopaedics',
  'orthopedics',
  'diagnostics',
  'diabetes',
  'vision',
  'surgical',
  'devices',
  'device',
  'systems',
  'solutions',
  'nutrition',
  'ireland',
  'dac',
]);

/**
 * Words that mark an academic, hospital or public sponsor: such a name is only ever matched
 * exactly, never by prefix or fuzzily ("University Hospital, Department of Pharmacy").
 */
const ACADEMIC_WORDS = new Set([
  'university',
  'universite',
  'universitat',
  'universidad',
  'universidade',
  'universita',
  'universiteit',
  'universitet',
  'univ',
  'hospital',
  'hopital',
  'hospitalier',
  'hospitaliers',
  'hospitals',
  'ospedale',
  'ospedaliera',
  'hospitalario',
  'klinik',
  'klinikum',
  'clinic',
  'clinics',
  'clinique',
  'institut',
  'instituto',
  'istituto',
  'college',
  'school',
  'faculty',
  'faculte',
  'department',
  'dept',
  'departement',
  'departamento',
  'foundation',
  'fondation',
  'fundacion',
  'fondazione',
  'stiftung',
  'ministry',
  'council',
  'national',
  'assistance',
  'publique',
  'inserm',
  'cnrs',
  'academy',
  'academic',
  'society',
  'association',
  'cooperative',
  'consortium',
  'network',
  'trust',
  'nhs',
  'va',
  'veterans',
  'government',
  'agency',
  'charite',
  'medizinische',
]);

export function lightName(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/[’'`´]/g, '')
    .replace(/\.(?=[a-z0-9])/g, '. ')
    .replace(/&/g, ' ')
    .replace(/[^a-z0-9]+/g, ' ')
    .split(' ')
    .filter((t) => t && t !== 'and' && t !== 'und' && t !== 'et')
    .join(' ');
}

function endsWith(tokens: string[], suffix: string[]): boolean {
  if (suffix.length >= tokens.length) return false;
  for (let i = 0; i < suffix.length; i++) if (tokens[tokens.length - suffix.length + i] !== suffix[i]) return false;
  return true;
}

/**
 * Every form of a light name obtained by removing trailing legal suffixes one at a time, longest
 * first; stops before dropping a distinctive suffix, so "merck kgaa" never becomes "merck".
 */
export function legalForms(light: string): string[] {
  const forms = [light];
  let tokens = light.split(' ');
  for (;;) {
    const suffix = LEGAL_SUFFIXES.filter((s) => endsWith(tokens, s)).sort((a, b) => b.length - a.length)[0];
    if (!suffix || suffix.some((t) => DISTINCTIVE_SUFFIXES.has(t))) break;
    tokens = tokens.slice(0, tokens.length - suffix.length);
    forms.push(tokens.join(' '));
  }
  return forms;
}

/** A name without punctuation, accents and (non-distinctive) legal suffixes. */
export function coreName(name: string): string {
  const forms = legalForms(lightName(name));
  return forms[forms.length - 1];
}

/** The normalized name stored in `companies.normalized_name`. */
export const normalizeCompanyName = coreName;

export function baseName(core: string): string {
  const tokens = core.split(' ');
  while (tokens.length > 1 && GENERIC_WORDS.has(tokens[tokens.length - 1])) tokens.pop();
  return tokens.join(' ');
}

export function isAcademicName(light: string): boolean {
  const tokens = light.split(' ');
  if (tokens.some((t) => ACADEMIC_WORDS.has(t))) return true;
  return /\b(medical|cancer|research|health) (center|centre)\b/.test(light) || /\bcentre hospitalier\b/.test(light);
}

/** Levenshtein distance, early exit above `max`. */
function distance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let prev = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const v = Math.min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
      cur.push(v);
      if (v < rowMin) rowMin = v;
    }
    if (rowMin > max) return max + 1;
    prev = cur;
  }
  return prev[b.length];
}

/** Similarity in [0, 1] of two normalized names, ignoring spaces ("astra zeneca" = "astrazeneca"). */
export function similarity(a: string, b: string): number {
  const x = a.replace(/ /g, '');
  const y = b.replace(/ /g, '');
  const len = Math.max(x.length, y.length);
  if (!len) return 0;
  const max = Math.ceil(len * 0.15);
  const d = distance(x, y, max);
  return d > max ? 0 : 1 - d / len;
}
