/**
 * Therapeutic-area classifier: a keyword/synonym table applied to each condition name.
 *
 * Areas follow the BIO / Informa / QLS 2011–2020 report, which the priors come from. As in that
 * report, haematological cancers (leukaemia, lymphoma, myeloma, MDS, myelofibrosis) are oncology,
 * "hematology" is non-malignant blood disorders, and inflammatory bowel disease is autoimmune
 * ("Gastroenterology (non-IBD)"). Areas are tried in the order of the table, so a more specific
 * area wins ("diabetic macular edema" is ophthalmology, "HPV-related cervical cancer" oncology).
 */
export const AREAS = [
  'oncology',
  'infectious',
  'hematology',
  'respiratory',
  'allergy',
  'ophthalmology',
  'autoimmune',
  'neurology',
  'psychiatry',
  'cardiovascular',
  'urology',
  'gastroenterology',
  'endocrine',
  'metabolic',
  'other',
] as const;
export type Area = (typeof AREAS)[number];

export const AREA_LABELS: Record<Area, { fr: string; en: string }> = {
  oncology: { fr: 'oncologie', en: 'oncology' },
  infectious: { fr: 'maladies infectieuses et vaccins', en: 'infectious disease and vaccines' },
  hematology: { fr: 'hématologie', en: 'hematology' },
  respiratory: { fr: 'pneumologie', en: 'respiratory' },
  allergy: { fr: 'allergologie', en: 'allergy' },
  ophthalmology: { fr: 'ophtalmologie', en: 'ophthalmology' },
  autoimmune: { fr: 'maladies auto-immunes', en: 'autoimmune' },
  neurology: { fr: 'neurologie', en: 'neurology' },
  psychiatry: { fr: 'psychiatrie', en: 'psychiatry' },
  cardiovascular: { fr: 'cardiovasculaire', en: 'cardiovascular' },
  urology: { fr: 'urologie et néphrologie', en: 'urology and nephrology' },
  gastroenterology: { fr: 'gastro-entérologie', en: 'gastroenterology' },
  endocrine: { fr: 'endocrinologie', en: 'endocrine' },
  metabolic: { fr: 'maladies métaboliques', en: 'metabolic' },
  other: { fr: 'autre', en: 'other' },
};

/** Word stems (matched at a word start, on lower-case accent-free text) and abbreviations per area. */
export const AREA_KEYWORDS: Record<Exclude<Area, 'other'>, string[]> = {
  oncology: [
    'cancer', 'carcinoma', 'carcinom', 'tumor', 'tumour', 'neoplas', 'lymphoma', 'leukemia', 'leukaemia', 'myeloma',
    'melanoma', 'sarcoma', 'glioma', 'glioblastoma', 'neuroblastoma', 'retinoblastoma', 'blastoma', 'mesothelioma',
    'metasta', 'adenocarcinoma', 'myelodysplastic', 'myelofibrosis', 'polycythemia vera', 'macroglobulinemia',
    'oncolog', 'malignan', 'nsclc', 'sclc', 'hcc', 'aml', 'cll', 'mds', 'dlbcl', 'rcc', 'gist',
  ],
  infectious: [
    'infection', 'infectious', 'hiv', 'aids', 'hepatitis b', 'hepatitis c', 'hepatitis a', 'hbv', 'hcv', 'influenza',
    'covid', 'sars-cov', 'coronavirus', 'vaccin', 'immunization', 'tuberculosis', 'malaria', 'sepsis', 'septic',
    'bacterial', 'bacteremia', 'viral', 'virus', 'rsv', 'hpv', 'papillomavirus', 'cmv', 'cytomegalovirus', 'fungal',
    'candid', 'aspergill', 'pneumococcal', 'meningococcal', 'meningitis', 'pneumonia', 'herpes', 'zoster', 'ebola',
    'dengue', 'cholera', 'pertussis', 'diphtheria', 'tetanus', 'rotavirus', 'clostridi', 'difficile', 'lyme',
    'chikungunya', 'mpox', 'monkeypox', 'shingles', 'rabies', 'typhoid', 'polio', 'measles', 'smallpox',
  ],
  hematology: [
    'anemia', 'anaemia', 'sickle cell', 'hemophilia', 'haemophilia', 'thalassemia', 'thalassaemia', 'thrombocytopeni',
    'immune thrombocytopenia', 'itp', 'paroxysmal nocturnal hemoglobinuria', 'pnh', 'neutropenia', 'von willebrand',
    'iron deficiency', 'iron overload', 'hemolytic', 'aplastic', 'coagulation', 'bleeding disorder', 'factor viii',
    'factor ix', 'thrombotic thrombocytopenic', 'hemoglobinopath', 'myelosuppression',
  ],
  respiratory: [
    'asthma', 'copd', 'chronic obstructive pulmonary', 'pulmonary disease', 'obstructive lung', 'emphysema', 'bronchitis', 'bronchiectasis', 'pulmonary fibrosis',
    'idiopathic pulmonary', 'ipf', 'interstitial lung', 'cystic fibrosis', 'cough', 'respiratory distress', 'ards',
    'lung disease', 'sarcoidosis', 'alpha-1 antitrypsin', 'nasal polyp', 'rhinosinusitis',
  ],
  allergy: [
    'allerg', 'urticaria', 'angioedema', 'anaphyla', 'hay fever', 'rhinitis', 'food allergy', 'peanut', 'hypersensitivity',
    'mastocytosis', 'eosinophilic esophagitis',
  ],
  ophthalmology: [
    'macular', 'amd', 'retinopathy', 'retinal', 'retinitis', 'glaucoma', 'ocular', 'dry eye', 'keratoconjunctivitis',
    'conjunctivitis', 'uveitis', 'cataract', 'myopia', 'presbyopia', 'cornea', 'blepharitis', 'dme', 'eye disease',
    'optic neur', 'keratitis', 'intraocular', 'vitreomacular', 'amblyopia', 'leber',
  ],
  autoimmune: [
    'rheumatoid', 'psoria', 'lupus', 'sle', 'ankylosing', 'spondyl', 'atopic dermatitis', 'eczema', 'crohn',
    'ulcerative colitis', 'inflammatory bowel', 'ibd', 'sjogren', 'vasculitis', 'hidradenitis', 'vitiligo',
    'alopecia areata', 'myositis', 'dermatomyositis', 'scleroderma', 'systemic sclerosis', 'autoimmune', 'behcet',
    'giant cell arteritis', 'polymyalgia', 'still disease', 'juvenile idiopathic arthritis', 'pemphig', 'prurigo',
    'iga nephropathy', 'igg4', 'anca', 'sarcoid',
  ],
  neurology: [
    'alzheimer', 'parkinson', 'multiple sclerosis', 'epilep', 'seizure', 'migraine', 'headache', 'amyotrophic', 'als',
    'stroke', 'neuropath', 'spinal muscular atrophy', 'sma', 'huntington', 'dementia', 'duchenne', 'dmd',
    'muscular dystrophy', 'myasthenia', 'ataxia', 'dravet', 'lennox', 'neuromyelitis', 'pain', 'neuralgia',
    'cerebral', 'brain injury', 'spinal cord', 'restless legs', 'narcolepsy', 'tardive', 'essential tremor', 'rett',
    'cognitive impairment', 'neurodegenerat', 'polyneuropathy', 'amyloidosis', 'spasticity', 'dystonia',
  ],
  psychiatry: [
    'depress', 'schizophren', 'bipolar', 'anxiety', 'adhd', 'attention deficit', 'autism', 'autistic', 'ptsd',
    'post-traumatic', 'posttraumatic', 'insomnia', 'substance use', 'alcohol use', 'alcohol dependence', 'opioid use',
    'opioid dependence', 'cocaine', 'smoking cessation', 'nicotine', 'tobacco', 'obsessive', 'ocd', 'psychos',
    'psychiatric', 'agitation', 'binge eating', 'anorexia nervosa', 'bulimia', 'mdd', 'suicid', 'mental disorder',
  ],
  cardiovascular: [
    'heart failure', 'hfref', 'hfpef', 'hypertension', 'atrial fibrillation', 'myocardial infarction', 'coronary',
    'atherosclero', 'cardiomyopathy', 'angina', 'peripheral arter', 'aortic', 'arrhythmi', 'cardiac', 'cardiovascular',
    'venous thromboembolism', 'vte', 'deep vein thrombosis', 'dvt', 'pulmonary embolism', 'thrombosis', 'pah',
    'acute coronary', 'heart disease', 'ventricular', 'valve', 'vascular disease', 'ischemic heart', 'myocarditis',
    'pericarditis', 'hypotension', 'thromboemboli',
  ],
  urology: [
    'overactive bladder', 'bladder', 'urinary', 'incontinence', 'prostatic hyperplasia', 'bph', 'erectile', 'nocturia',
    'interstitial cystitis', 'kidney stone', 'nephrolithiasis', 'chronic kidney', 'ckd', 'renal insufficiency',
    'renal failure', 'kidney disease', 'nephropathy', 'nephrotic', 'glomerul', 'dialysis', 'hyperkalemia', 'polycystic kidney',
    'enuresis', 'cystitis', 'kidney transplant', 'renal impairment', 'hyperphosphatemia',
  ],
  gastroenterology: [
    'gastroesophageal reflux', 'gerd', 'reflux', 'gastroparesis', 'irritable bowel', 'ibs', 'constipation', 'diarrhea',
    'cirrhosis', 'hepatic encephalopathy', 'biliary cholangitis', 'sclerosing cholangitis', 'celiac', 'coeliac',
    'pancreatitis', 'short bowel', 'dyspepsia', 'peptic ulcer', 'gastric ulcer', 'duodenal ulcer', 'helicobacter',
    'liver disease', 'liver failure', 'cholestasis', 'portal hypertension', 'ascites', 'hemorrhoid', 'anal fissure',
    'nausea', 'vomiting', 'bowel', 'esophag', 'gastro', 'colonoscopy', 'bowel preparation', 'exocrine pancreatic',
  ],
  endocrine: [
    'thyroid', 'hypothyroid', 'hyperthyroid', 'graves', 'growth hormone', 'acromegaly', 'cushing', 'hypogonadism',
    'testosterone', 'menopaus', 'hot flash', 'hot flushes', 'vasomotor', 'osteoporosis', 'osteopenia', 'endometriosis',
    'uterine fibroid', 'adrenal', 'hypoparathyroidism', 'hyperparathyroidism', 'congenital adrenal', 'polycystic ovary',
    'pcos', 'puberty', 'short stature', 'infertility', 'contracepti', 'hypopituitar', 'endocrine', 'hormone deficiency',
  ],
  metabolic: [
    'diabet', 'obesity', 'obese', 'overweight', 'weight management', 'hypercholesterol', 'dyslipid', 'hyperlipid',
    'hypertriglycerid', 'lipoprotein', 'steatohepatitis', 'nash', 'mash', 'nafld', 'masld', 'fatty liver', 'fabry',
    'gaucher', 'pompe', 'phenylketonuria', 'pku', 'hyperuricemia', 'gout', 'hypophosphatasia', 'mucopolysaccharid',
    'lysosomal', 'metabolic', 'glycogen storage', 'urea cycle', 'homocystinuria', 'hyperoxaluria', 'wilson disease',
    'lipodystrophy', 'insulin resistance', 'hypoglycemia', 'glucose',
  ],
};

/** Lower case, accents stripped, punctuation (except '-') turned into spaces. */
export function normalizeCondition(text: string): string {
  return ` ${text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[’']/g, '')
    .replace(/[^a-z0-9-]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()} `;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Short keywords (abbreviations, ≤ 4 letters) must match a whole word; longer ones a word start (a stem). */
const MATCHERS: [Exclude<Area, 'other'>, RegExp][] = (Object.keys(AREA_KEYWORDS) as Exclude<Area, 'other'>[]).map((area) => {
  const alternatives = AREA_KEYWORDS[area].map((k) => (k.length <= 4 ? `${escape(k)}(?=[ -])` : escape(k)));
  return [area, new RegExp(`[ -](?:${alternatives.join('|')})`)];
});

/** The area of one condition name, or 'other'. */
export function classifyCondition(condition: string): Area {
  const text = normalizeCondition(condition);
  for (const area of AREAS) {
    if (area === 'other') break;
    const m = MATCHERS.find(([a]) => a === area)!;
    if (m[1].test(text)) return area;
  }
  return 'other';
}

/**
 * The trial's area: the most frequent area among its conditions (ties: the earliest condition);
 * with no classifiable condition, the title is tried (then 'other').
 */
export function classifyTrial(conditions: string[], title?: string | null): { area: Area; matchedCondition: string | null } {
  const counts = new Map<Area, { n: number; first: number; condition: string }>();
  conditions.forEach((c, i) => {
    const a = classifyCondition(c);
    if (a === 'other') return;
    const cur = counts.get(a);
    if (cur) cur.n += 1;
    else counts.set(a, { n: 1, first: i, condition: c });
  });
  if (counts.size > 0) {
    const [area, v] = [...counts.entries()].sort((x, y) => y[1].n - x[1].n || x[1].first - y[1].first)[0];
    return { area, matchedCondition: v.condition };
  }
  if (title) {
    const a = classifyCondition(title);
    if (a !== 'other') return { area: a, matchedCondition: null };
  }
  return { area: 'other', matchedCondition: conditions[0] ?? null };
}
