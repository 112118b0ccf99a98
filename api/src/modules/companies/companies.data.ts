/**
 * Curated listed pharma / biotech / medtech companies, with tickers in the live provider's
 * (Yahoo Finance) symbol form. A wrong ticker is worse than none: a company whose listing was in
 * doubt (pending take-over, delisting) is left out rather than guessed.
 *
 * `aliases` are other names and spellings of the listed company itself; `subsidiaries` are other
 * sponsors owned by it: wholly-owned (the trial is an investment in the parent: verdict OUI),
 * majority-owned or joint venture (partial link: verdict POSSIBLE).
 */
export type CompanyKind = 'pharma' | 'biotech' | 'medtech';
export type SubsidiaryRelation = 'wholly-owned' | 'majority' | 'joint-venture';

export interface CuratedSubsidiary {
  name: string;
  relation: SubsidiaryRelation;
}

export interface CuratedCompany {
  name: string;
  ticker: string;
  exchange: string;
  currency: string;
  country: string;
  kind: CompanyKind;
  aliases: string[];
  subsidiaries: CuratedSubsidiary[];
}

type Market = { exchange: string; currency: string; country: string };
const NYSE: Market = { exchange: 'NYSE', currency: 'USD', country: 'United States' };
const NASDAQ: Market = { exchange: 'NASDAQ', currency: 'USD', country: 'United States' };
const PARIS: Market = { exchange: 'Euronext Paris', currency: 'EUR', country: 'France' };
const BRUSSELS: Market = { exchange: 'Euronext Brussels', currency: 'EUR', country: 'Belgium' };
const AMSTERDAM: Market = { exchange: 'Euronext Amsterdam', currency: 'EUR', country: 'Netherlands' };
const MILAN: Market = { exchange: 'Euronext Milan', currency: 'EUR', country: 'Italy' };
const MADRID: Market = { exchange: 'BME', currency: 'EUR', country: 'Spain' };
const XETRA: Market = { exchange: 'XETRA', currency: 'EUR', country: 'Germany' };
const SIX: Market = { exchange: 'SIX', currency: 'CHF', country: 'Switzerland' };
const LSE: Market = { exchange: 'LSE', currency: 'GBP', country: 'United Kingdom' };
const CPH: Market = { exchange: 'Nasdaq Copenhagen', currency: 'DKK', country: 'Denmark' };
const STO: Market = { exchange: 'Nasdaq Stockholm', currency: 'SEK', country: 'Sweden' };
const HEL: Market = { exchange: 'Nasdaq Helsinki', currency: 'EUR', country: 'Finland' };
const TSE: Market = { exchange: 'TSE', currency: 'JPY', country: 'Japan' };
const HKEX: Market = { exchange: 'HKEX', currency: 'HKD', country: 'China' };
const KRX: Market = { exchange: 'KRX', currency: 'KRW', country: 'South Korea' };
const SSE: Market = { exchange: 'SSE', currency: 'CNY', country: 'China' };
const SZSE: Market = { exchange: 'SZSE', currency: 'CNY', country: 'China' };
const ASX: Market = { exchange: 'ASX', currency: 'AUD', country: 'Australia' };
const NSE: Market = { exchange: 'NSE', currency: 'INR', country: 'India' };
/** BSE scrip codes, for companies whose NSE symbol is longer than our 10-character ticker rule. */
const BSE: Market = { exchange: 'BSE', currency: 'INR', country: 'India' };

const W = (...names: string[]): CuratedSubsidiary[] => names.map((name) => ({ name, relation: 'wholly-owned' }));
const M = (...names: string[]): CuratedSubsidiary[] => names.map((name) => ({ name, relation: 'majority' }));
const JV = (...names: string[]): CuratedSubsidiary[] => names.map((name) => ({ name, relation: 'joint-venture' }));

function c(
  name: string,
  ticker: string,
  market: Market,
  kind: CompanyKind,
  aliases: string[] = [],
  subsidiaries: CuratedSubsidiary[] = [],
  country?: string,
): CuratedCompany {
  return { name, ticker, exchange: market.exchange, currency: market.currency, country: country ?? market.country, kind, aliases, subsidiaries };
}

export const CURATED_COMPANIES: CuratedCompany[] = [
  // ── United States: large pharma ────────────────────────────────────────────────
  c('Pfizer Inc.', 'PFE', NYSE, 'pharma', ['Pfizer'], W(
    'Wyeth', 'Wyeth is now a wholly owned subsidiary of Pfizer', 'Wyeth Pharmaceuticals', 'Pharmacia', 'Pharmacia & Upjohn',
    'Hospira', 'Seagen', 'Seattle Genetics', 'Arena Pharmaceuticals', 'Array BioPharma', 'Medivation', 'Global Blood Therapeutics',
    'Anacor Pharmaceuticals', 'Trillium Therapeutics',
  )),
  c('Johnson & Johnson', 'JNJ', NYSE, 'pharma', ['Johnson and Johnson', 'J&J', 'Johnson & Johnson Innovative Medicine', 'Johnson & Johnson MedTech'], [
    ...W(
      'Janssen', 'Janssen Research & Development', 'Janssen Pharmaceutica', 'Janssen Biotech', 'Janssen Vaccines & Prevention',
      'Janssen Scientific Affairs', 'Janssen-Cilag', 'Janssen Pharmaceutical K.K.', 'Janssen Sciences Ireland', 'Janssen Infectious Diseases BVBA',
      'Janssen R&D Ireland', 'Janssen Korea', 'Janssen Inc.', 'Actelion', 'Actelion Pharmaceuticals', 'Ethicon', 'DePuy Synthes', 'DePuy',
      'Abiomed', 'Biosense Webster', 'Johnson & Johnson Vision Care', 'Momenta Pharmaceuticals', 'Auris Health', 'Shockwave Medical',
      'Intra-Cellular Therapies', 'Tibotec', 'Centocor', 'Ortho-McNeil Pharmaceutical',
    ),
    ...JV('Xian-Janssen Pharmaceutical'),
  ]),
  c('Merck & Co., Inc.', 'MRK', NYSE, 'pharma', ['Merck Sharp & Dohme', 'Merck Sharp & Dohme LLC', 'Merck Sharp & Dohme Corp.', 'MSD', 'Merck Sharp and Dohme', 'MSD K.K.', 'Merck & Co'], W(
    'Schering-Plough', 'Acceleron Pharma', 'Prometheus Biosciences', 'Cubist Pharmaceuticals',
    'Imago BioSciences', 'Harpoon Therapeutics', 'Idenix Pharmaceuticals', 'Inspire Pharmaceuticals',
  )),
  c('AbbVie Inc.', 'ABBV', NYSE, 'pharma', ['AbbVie'], W(
    'Allergan', 'Pharmacyclics', 'Cerevel Therapeutics', 'ImmunoGen', 'Stemcentrx', 'AbbVie Deutschland', 'Forest Laboratories',
  )),
  c('Bristol-Myers Squibb Company', 'BMY', NYSE, 'pharma', ['Bristol Myers Squibb', 'BMS'], W(
    'Celgene', 'Celgene Corporation', 'Juno Therapeutics', 'MyoKardia', 'Mirati Therapeutics', 'Karuna Therapeutics', 'RayzeBio', 'Receptos',
    'Medarex', 'Turning Point Therapeutics',
  )),
  c('Eli Lilly and Company', 'LLY', NYSE, 'pharma', ['Eli Lilly', 'Lilly'], W(
    'Loxo Oncology', 'Dermira', 'ImClone Systems', 'Prevail Therapeutics', 'POINT Biopharma', 'DICE Therapeutics', 'Morphic Therapeutic',
    'Lilly Research Laboratories',
  )),
  c('Amgen Inc.', 'AMGN', NASDAQ, 'biotech', ['Amgen'], W('Horizon Therapeutics', 'Onyx Pharmaceuticals', 'ChemoCentryx', 'Immunex', 'BioVex')),
  c('Gilead Sciences, Inc.', 'GILD', NASDAQ, 'biotech', ['Gilead Sciences', 'Gilead'], W(
    'Kite Pharma', 'Kite, A Gilead Company', 'Immunomedics', 'Forty Seven', 'CymaBay Therapeutics', 'Pharmasset',
  )),
  c('Regeneron Pharmaceuticals, Inc.', 'REGN', NASDAQ, 'biotech', ['Regeneron']),
  c('Vertex Pharmaceuticals Incorporated', 'VRTX', NASDAQ, 'biotech', ['Vertex Pharmaceuticals'], W('Alpine Immune Sciences', 'Semma Therapeutics')),
  c('Biogen Inc.', 'BIIB', NASDAQ, 'biotech', ['Biogen', 'Biogen Idec'], W('Reata Pharmaceuticals', 'Human Immunology Biosciences')),
  c('Moderna, Inc.', 'MRNA', NASDAQ, 'biotech', ['Moderna', 'ModernaTX', 'ModernaTX, Inc.']),
  c('BioNTech SE', 'BNTX', NASDAQ, 'biotech', ['BioNTech'], W('BioNTech RNA Pharmaceuticals'), 'Germany'),
  c('Incyte Corporation', 'INCY', NASDAQ, 'biotech', ['Incyte']),
  c('Alnylam Pharmaceuticals, Inc.', 'ALNY', NASDAQ, 'biotech', ['Alnylam']),
  c('BioMarin Pharmaceutical Inc.', 'BMRN', NASDAQ, 'biotech', ['BioMarin']),
  c('Jazz Pharmaceuticals plc', 'JAZZ', NASDAQ, 'biotech', ['Jazz Pharmaceuticals'], W('GW Pharmaceuticals', 'GW Research'), 'Ireland'),
  c('Neurocrine Biosciences, Inc.', 'NBIX', NASDAQ, 'biotech', ['Neurocrine']),
  c('Exelixis, Inc.', 'EXEL', NASDAQ, 'biotech', ['Exelixis']),
  c('United Therapeutics Corporation', 'UTHR', NASDAQ, 'biotech', ['United Therapeutics']),
  c('Ionis Pharmaceuticals, Inc.', 'IONS', NASDAQ, 'biotech', ['Ionis', 'Isis Pharmaceuticals'], W('Akcea Therapeutics')),
  c('Sarepta Therapeutics, Inc.', 'SRPT', NASDAQ, 'biotech', ['Sarepta']),
  c('Insmed Incorporated', 'INSM', NASDAQ, 'biotech', ['Insmed']),
  c('Halozyme Therapeutics, Inc.', 'HALO', NASDAQ, 'biotech', ['Halozyme']),
  c('Viatris Inc.', 'VTRS', NASDAQ, 'pharma', ['Viatris'], W('Mylan', 'Mylan Pharmaceuticals', 'Mylan Inc.')),
  c('Organon & Co.', 'OGN', NYSE, 'pharma', ['Organon']),
  c('Teva Pharmaceutical Industries Ltd.', 'TEVA', NYSE, 'pharma', ['Teva', 'Teva Pharmaceuticals'], W(
    'Teva Branded Pharmaceutical Products R&D', 'Teva Pharmaceuticals USA', 'Teva Neuroscience',
  ), 'Israel'),
  c('Novavax, Inc.', 'NVAX', NASDAQ, 'biotech', ['Novavax']),
  c('Bausch Health Companies Inc.', 'BHC', NYSE, 'pharma', ['Bausch Health', 'Valeant Pharmaceuticals'], [...W('Salix Pharmaceuticals'), ...M('Bausch & Lomb')], 'Canada'),
  c('Bausch + Lomb Corporation', 'BLCO', NYSE, 'medtech', ['Bausch & Lomb', 'Bausch and Lomb'], [], 'Canada'),
  c('Perrigo Company plc', 'PRGO', NYSE, 'pharma', ['Perrigo'], [], 'Ireland'),
  c('Madrigal Pharmaceuticals, Inc.', 'MDGL', NASDAQ, 'biotech', ['Madrigal']),
  c('Axsome Therapeutics, Inc.', 'AXSM', NASDAQ, 'biotech', ['Axsome']),
  c('Apellis Pharmaceuticals, Inc.', 'APLS', NASDAQ, 'biotech', ['Apellis']),
  c('Ultragenyx Pharmaceutical Inc.', 'RARE', NASDAQ, 'biotech', ['Ultragenyx']),
  c('Arcus Biosciences, Inc.', 'RCUS', NYSE, 'biotech', ['Arcus Biosciences']),
  c('Iovance Biotherapeutics, Inc.', 'IOVA', NASDAQ, 'biotech', ['Iovance']),
  c('Intellia Therapeutics, Inc.', 'NTLA', NASDAQ, 'biotech', ['Intellia']),
  c('CRISPR Therapeutics AG', 'CRSP', NASDAQ, 'biotech', ['CRISPR Therapeutics'], [], 'Switzerland'),
  c('Beam Therapeutics Inc.', 'BEAM', NASDAQ, 'biotech', ['Beam Therapeutics']),
  c('Agios Pharmaceuticals, Inc.', 'AGIO', NASDAQ, 'biotech', ['Agios']),
  c('ACADIA Pharmaceuticals Inc.', 'ACAD', NASDAQ, 'biotech', ['Acadia Pharmaceuticals']),
  c('Catalyst Pharmaceuticals, Inc.', 'CPRX', NASDAQ, 'biotech', ['Catalyst Pharmaceuticals']),
  c('Corcept Therapeutics Incorporated', 'CORT', NASDAQ, 'biotech', ['Corcept']),
  c('Denali Therapeutics Inc.', 'DNLI', NASDAQ, 'biotech', ['Denali Therapeutics']),
  c('Cytokinetics, Incorporated', 'CYTK', NASDAQ, 'biotech', ['Cytokinetics']),
  c('Summit Therapeutics Inc.', 'SMMT', NASDAQ, 'biotech', ['Summit Therapeutics']),
  c('Revolution Medicines, Inc.', 'RVMD', NASDAQ, 'biotech', ['Revolution Medicines']),
  c('Viking Therapeutics, Inc.', 'VKTX', NASDAQ, 'biotech', ['Viking Therapeutics']),
  c('Krystal Biotech, Inc.', 'KRYS', NASDAQ, 'biotech', ['Krystal Biotech']),
  c('PTC Therapeutics, Inc.', 'PTCT', NASDAQ, 'biotech', ['PTC Therapeutics']),
  c('Amicus Therapeutics, Inc.', 'FOLD', NASDAQ, 'biotech', ['Amicus Therapeutics']),
  c('Mirum Pharmaceuticals, Inc.', 'MIRM', NASDAQ, 'biotech', ['Mirum Pharmaceuticals']),
  c('Arrowhead Pharmaceuticals, Inc.', 'ARWR', NASDAQ, 'biotech', ['Arrowhead Pharmaceuticals']),
  c('Nektar Therapeutics', 'NKTR', NASDAQ, 'biotech', ['Nektar']),
  c('Geron Corporation', 'GERN', NASDAQ, 'biotech', ['Geron']),
  c('Supernus Pharmaceuticals, Inc.', 'SUPN', NASDAQ, 'pharma', ['Supernus']),
  c('Harmony Biosciences Holdings, Inc.', 'HRMY', NASDAQ, 'biotech', ['Harmony Biosciences']),
  c('Alkermes plc', 'ALKS', NASDAQ, 'biotech', ['Alkermes'], [], 'Ireland'),
  c('Dynavax Technologies Corporation', 'DVAX', NASDAQ, 'biotech', ['Dynavax']),
  c('Emergent BioSolutions Inc.', 'EBS', NYSE, 'biotech', ['Emergent BioSolutions']),
  c('Travere Therapeutics, Inc.', 'TVTX', NASDAQ, 'biotech', ['Travere Therapeutics', 'Retrophin']),
  c('Legend Biotech Corporation', 'LEGN', NASDAQ, 'biotech', ['Legend Biotech'], [], 'United States'),
  c('Roivant Sciences Ltd.', 'ROIV', NASDAQ, 'biotech', ['Roivant Sciences'], M('Immunovant Sciences')),
  c('Immunovant, Inc.', 'IMVT', NASDAQ, 'biotech', ['Immunovant']),
  c('Ascendis Pharma A/S', 'ASND', NASDAQ, 'biotech', ['Ascendis Pharma'], [], 'Denmark'),
  c('Immunocore Holdings plc', 'IMCR', NASDAQ, 'biotech', ['Immunocore'], [], 'United Kingdom'),
  c('Bicycle Therapeutics plc', 'BCYC', NASDAQ, 'biotech', ['Bicycle Therapeutics', 'BicycleTx'], [], 'United Kingdom'),
  c('Vir Biotechnology, Inc.', 'VIR', NASDAQ, 'biotech', ['Vir Biotechnology']),
  c('Nuvalent, Inc.', 'NUVL', NASDAQ, 'biotech', ['Nuvalent']),
  c('Syndax Pharmaceuticals, Inc.', 'SNDX', NASDAQ, 'biotech', ['Syndax']),
  c('Arcturus Therapeutics Holdings Inc.', 'ARCT', NASDAQ, 'biotech', ['Arcturus Therapeutics']),
  c('Rhythm Pharmaceuticals, Inc.', 'RYTM', NASDAQ, 'biotech', ['Rhythm Pharmaceuticals']),
  c('Xenon Pharmaceuticals Inc.', 'XENE', NASDAQ, 'biotech', ['Xenon Pharmaceuticals'], [], 'Canada'),
  c('Scholar Rock Holding Corporation', 'SRRK', NASDAQ, 'biotech', ['Scholar Rock']),
  c('TG Therapeutics, Inc.', 'TGTX', NASDAQ, 'biotech', ['TG Therapeutics']),
  c('Arcellx, Inc.', 'ACLX', NASDAQ, 'biotech', ['Arcellx']),
  c('Kymera Therapeutics, Inc.', 'KYMR', NASDAQ, 'biotech', ['Kymera Therapeutics']),
  // ── United States: medtech ─────────────────────────────────────────────────────
  c('Abbott Laboratories', 'ABT', NYSE, 'medtech', ['Abbott'], W(
    'Abbott Medical Devices', 'Abbott Diabetes Care', 'Abbott Vascular', 'Abbott Nutrition', 'St. Jude Medical', 'Alere', 'Abbott Products',
  )),
  c('Medtronic plc', 'MDT', NYSE, 'medtech', ['Medtronic'], W('Covidien', 'Medtronic Vascular', 'Medtronic Cardiovascular', 'Medtronic Neuromodulation'), 'Ireland'),
  c('Boston Scientific Corporation', 'BSX', NYSE, 'medtech', ['Boston Scientific'], W('Axonics', 'Silk Road Medical', 'Farapulse')),
  c('Stryker Corporation', 'SYK', NYSE, 'medtech', ['Stryker'], W('Wright Medical', 'Stryker Neurovascular')),
  c('Becton, Dickinson and Company', 'BDX', NYSE, 'medtech', ['Becton Dickinson', 'BD'], W('C. R. Bard', 'Bard Peripheral Vascular')),
  c('Edwards Lifesciences Corporation', 'EW', NYSE, 'medtech', ['Edwards Lifesciences']),
  c('Zimmer Biomet Holdings, Inc.', 'ZBH', NYSE, 'medtech', ['Zimmer Biomet', 'Zimmer'], W('Biomet')),
  c('Baxter International Inc.', 'BAX', NYSE, 'medtech', ['Baxter Healthcare', 'Baxter'], W('Hillrom')),
  c('Intuitive Surgical, Inc.', 'ISRG', NASDAQ, 'medtech', ['Intuitive Surgical']),
  c('DexCom, Inc.', 'DXCM', NASDAQ, 'medtech', ['DexCom']),
  c('Insulet Corporation', 'PODD', NASDAQ, 'medtech', ['Insulet']),
  c('GE HealthCare Technologies Inc.', 'GEHC', NASDAQ, 'medtech', ['GE HealthCare', 'GE Healthcare']),
  c('Teleflex Incorporated', 'TFX', NYSE, 'medtech', ['Teleflex']),
  c('Masimo Corporation', 'MASI', NASDAQ, 'medtech', ['Masimo']),
  c('Penumbra, Inc.', 'PEN', NYSE, 'medtech', ['Penumbra']),
  c('Globus Medical, Inc.', 'GMED', NYSE, 'medtech', ['Globus Medical']),
  c('Integra LifeSciences Holdings Corporation', 'IART', NASDAQ, 'medtech', ['Integra LifeSciences']),
  c('Inspire Medical Systems, Inc.', 'INSP', NYSE, 'medtech', ['Inspire Medical Systems']),
  c('iRhythm Technologies, Inc.', 'IRTC', NASDAQ, 'medtech', ['iRhythm Technologies']),
  c('ResMed Inc.', 'RMD', NYSE, 'medtech', ['ResMed']),
  c('Haemonetics Corporation', 'HAE', NYSE, 'medtech', ['Haemonetics']),
  c('Solventum Corporation', 'SOLV', NYSE, 'medtech', ['Solventum']),
  // ── Euronext Paris ─────────────────────────────────────────────────────────────
  c('Sanofi', 'SAN.PA', PARIS, 'pharma', ['Sanofi-Aventis', 'Sanofi Aventis', 'Sanofi S.A.', 'Aventis'], W(
    'Sanofi Pasteur', 'Sanofi Pasteur, a Sanofi Company', 'Genzyme', 'Genzyme, a Sanofi Company', 'Sanofi Genzyme', 'Bioverativ', 'Ablynx',
    'Principia Biopharma', 'Kadmon', 'Provention Bio', 'Translate Bio', 'Synthorx', 'Kymab', 'Blueprint Medicines', 'Amunix',
    'Sanofi-Synthelabo', 'Aventis Pharma',
  )),
  c('Ipsen', 'IPN.PA', PARIS, 'pharma', ['Ipsen S.A.', 'Ipsen Pharma', 'Ipsen Biopharmaceuticals'], W('Epizyme', 'Albireo Pharma', 'Clementia Pharmaceuticals')),
  c('bioMérieux', 'BIM.PA', PARIS, 'medtech', ['bioMerieux', 'bioMérieux SA'], W('BioFire Diagnostics')),
  c('Valneva SE', 'VLA.PA', PARIS, 'biotech', ['Valneva', 'Valneva Austria'], W('Intercell')),
  c('Guerbet', 'GBT.PA', PARIS, 'medtech', ['Guerbet SA']),
  c('Nanobiotix', 'NANO.PA', PARIS, 'biotech', ['Nanobiotix SA']),
  c('DBV Technologies', 'DBV.PA', PARIS, 'biotech', ['DBV Technologies SA']),
  c('Genfit', 'GNFT.PA', PARIS, 'biotech', ['Genfit SA']),
  c('Innate Pharma', 'IPH.PA', PARIS, 'biotech', ['Innate Pharma SA']),
  c('Transgene', 'TNG.PA', PARIS, 'biotech', ['Transgene SA']),
  c('Abivax', 'ABVX.PA', PARIS, 'biotech', ['Abivax SA']),
  c('Inventiva', 'IVA.PA', PARIS, 'biotech', ['Inventiva Pharma']),
  c('Cellectis', 'ALCLS.PA', PARIS, 'biotech', ['Cellectis SA']),
  c('OSE Immunotherapeutics', 'OSE.PA', PARIS, 'biotech', ['OSE Immuno']),
  c('Sartorius Stedim Biotech', 'DIM.PA', PARIS, 'medtech', ['Sartorius Stedim']),
  c('Virbac', 'VIRP.PA', PARIS, 'pharma', ['Virbac SA']),
  c('Adocia', 'ADOC.PA', PARIS, 'biotech', ['Adocia SA']),
  c('MedinCell', 'MEDCL.PA', PARIS, 'biotech', ['MedinCell SA']),
  c('AB Science', 'AB.PA', PARIS, 'biotech', ['AB Science SA']),
  c('GenSight Biologics', 'SIGHT.PA', PARIS, 'biotech', ['GenSight Biologics SA']),
  c('EssilorLuxottica', 'EL.PA', PARIS, 'medtech', ['Essilor International', 'Essilor']),
  // ── Euronext Brussels, Amsterdam, Milan; Madrid ────────────────────────────────
  c('UCB S.A.', 'UCB.BR', BRUSSELS, 'pharma', ['UCB', 'UCB Pharma', 'UCB BIOSCIENCES', 'UCB Biopharma'], W('Ra Pharmaceuticals', 'Zogenix', 'Schwarz Pharma')),
  c('argenx SE', 'ARGX.BR', BRUSSELS, 'biotech', ['argenx', 'argenx BVBA']),
  c('Galapagos NV', 'GLPG.AS', AMSTERDAM, 'biotech', ['Galapagos'], [], 'Belgium'),
  c('Koninklijke Philips N.V.', 'PHIA.AS', AMSTERDAM, 'medtech', ['Philips', 'Royal Philips', 'Philips Healthcare'], W('Philips Respironics', 'Philips Electronics Nederland')),
  c('Pharming Group N.V.', 'PHARM.AS', AMSTERDAM, 'biotech', ['Pharming', 'Pharming Technologies']),
  c('Recordati S.p.A.', 'REC.MI', MILAN, 'pharma', ['Recordati', 'Recordati Rare Diseases']),
  c('DiaSorin S.p.A.', 'DIA.MI', MILAN, 'medtech', ['DiaSorin']),
  c('Amplifon S.p.A.', 'AMP.MI', MILAN, 'medtech', ['Amplifon']),
  c('Philogen S.p.A.', 'PHIL.MI', MILAN, 'biotech', ['Philogen']),
  c('Grifols, S.A.', 'GRF.MC', MADRID, 'pharma', ['Grifols', 'Instituto Grifols'], W('Grifols Therapeutics', 'Talecris Biotherapeutics')),
  c('Almirall, S.A.', 'ALM.MC', MADRID, 'pharma', ['Almirall']),
  c('Pharma Mar, S.A.', 'PHM.MC', MADRID, 'biotech', ['PharmaMar', 'Pharma Mar']),
  c('Laboratorios Farmacéuticos Rovi, S.A.', 'ROVI.MC', MADRID, 'pharma', ['Rovi', 'Laboratorios Rovi']),
  c('Faes Farma, S.A.', 'FAE.MC', MADRID, 'pharma', ['Faes Farma']),
  // ── Xetra ──────────────────────────────────────────────────────────────────────
  c('Merck KGaA', 'MRK.DE', XETRA, 'pharma', ['Merck KGaA, Darmstadt, Germany', 'Merck KGaA Darmstadt', 'Merck Healthcare KGaA', 'Merck Serono', 'Merck Serono S.A.', 'Merck Healthcare'], W(
    'EMD Serono', 'EMD Serono Research & Development Institute', 'EMD Serono Inc.', 'Merck Biopharma Co., Ltd.', 'Serono', 'Ares Trading',
    'Merck Serono International', 'MilliporeSigma', 'EMD Millipore',
  )),
  c('Bayer AG', 'BAYN.DE', XETRA, 'pharma', ['Bayer'], W(
    'Bayer HealthCare', 'Bayer HealthCare Pharmaceuticals', 'Bayer Schering Pharma', 'Schering AG', 'Bayer Yakuhin', 'Vividion Therapeutics',
    'BlueRock Therapeutics', 'Asklepios BioPharmaceutical', 'AskBio', 'Monsanto', 'Conceptus',
  )),
  c('Fresenius SE & Co. KGaA', 'FRE.DE', XETRA, 'medtech', ['Fresenius'], W('Fresenius Kabi', 'Fresenius Kabi Deutschland')),
  c('Fresenius Medical Care AG', 'FME.DE', XETRA, 'medtech', ['Fresenius Medical Care', 'Fresenius Medical Care North America']),
  c('Siemens Healthineers AG', 'SHL.DE', XETRA, 'medtech', ['Siemens Healthineers', 'Siemens Healthcare', 'Siemens Medical Solutions'], W('Varian Medical Systems')),
  c('Evotec SE', 'EVT.DE', XETRA, 'biotech', ['Evotec']),
  c('Carl Zeiss Meditec AG', 'AFX.DE', XETRA, 'medtech', ['Carl Zeiss Meditec']),
  c('Qiagen N.V.', 'QIA.DE', XETRA, 'medtech', ['Qiagen'], [], 'Netherlands'),
  c('Dermapharm Holding SE', 'DMP.DE', XETRA, 'pharma', ['Dermapharm']),
  c('Drägerwerk AG & Co. KGaA', 'DRW3.DE', XETRA, 'medtech', ['Dräger', 'Draeger', 'Drägerwerk']),
  c('Eckert & Ziegler SE', 'EUZ.DE', XETRA, 'medtech', ['Eckert & Ziegler']),
  c('Formycon AG', 'FYB.DE', XETRA, 'biotech', ['Formycon']),
  // ── SIX Swiss Exchange ─────────────────────────────────────────────────────────
  c('Roche Holding AG', 'ROG.SW', SIX, 'pharma', ['Roche', 'Hoffmann-La Roche', 'F. Hoffmann-La Roche', 'F. Hoffmann-La Roche Ltd', 'Hoffmann La Roche'], [
    ...W(
      'Genentech', 'Genentech, Inc.', 'Roche Pharma AG', 'Roche Diagnostics', 'Roche Molecular Systems', 'Spark Therapeutics',
      'Foundation Medicine', 'Flatiron Health', 'Ventana Medical Systems', 'Carmot Therapeutics', 'Telavant', 'Poseida Therapeutics',
      'InterMune', 'Roche Glycart',
    ),
    ...M('Chugai Pharmaceutical'),
  ]),
  c('Novartis AG', 'NOVN.SW', SIX, 'pharma', ['Novartis'], W(
    'Novartis Pharmaceuticals', 'Novartis Pharma', 'Novartis Vaccines', 'Novartis Gene Therapies', 'AveXis', 'Advanced Accelerator Applications',
    'The Medicines Company', 'MorphoSys', 'Chinook Therapeutics', 'Endocyte', 'Novartis Institutes for BioMedical Research',
  )),
  c('Sandoz Group AG', 'SDZ.SW', SIX, 'pharma', ['Sandoz'], W('Hexal')),
  c('Lonza Group AG', 'LONN.SW', SIX, 'biotech', ['Lonza']),
  c('Alcon Inc.', 'ALC.SW', SIX, 'medtech', ['Alcon', 'Alcon Research']),
  c('Straumann Holding AG', 'STMN.SW', SIX, 'medtech', ['Straumann', 'Institut Straumann']),
  c('Sonova Holding AG', 'SOON.SW', SIX, 'medtech', ['Sonova'], W('Advanced Bionics', 'Phonak')),
  c('Galderma Group AG', 'GALD.SW', SIX, 'pharma', ['Galderma']),
  c('Idorsia Pharmaceuticals Ltd', 'IDIA.SW', SIX, 'biotech', ['Idorsia']),
  c('Basilea Pharmaceutica AG', 'BSLN.SW', SIX, 'biotech', ['Basilea', 'Basilea Pharmaceutica']),
  c('Molecular Partners AG', 'MOLN.SW', SIX, 'biotech', ['Molecular Partners']),
  c('Ypsomed Holding AG', 'YPSN.SW', SIX, 'medtech', ['Ypsomed']),
  // ── London Stock Exchange ──────────────────────────────────────────────────────
  c('AstraZeneca PLC', 'AZN.L', LSE, 'pharma', ['AstraZeneca', 'Astra Zeneca', 'AstraZeneca AB'], W(
    'MedImmune', 'Alexion Pharmaceuticals', 'Alexion', 'Alexion, AstraZeneca Rare Disease', 'Acerta Pharma', 'Fusion Pharmaceuticals',
    'Amolyt Pharma', 'Gracell Biotechnologies', 'CinCor Pharma', 'Pearl Therapeutics', 'Ardea Biosciences', 'Neogene Therapeutics',
  )),
  c('GSK plc', 'GSK.L', LSE, 'pharma', ['GSK', 'GlaxoSmithKline', 'Glaxo Smith Kline', 'GlaxoSmithKline Biologicals'], [
    ...W('Tesaro', 'Sierra Oncology', 'Affinivax', 'Bellus Health', 'Stiefel', 'Stiefel Laboratories', 'Human Genome Sciences', 'GSK Vaccines', 'Glaxo Wellcome'),
    ...M('ViiV Healthcare'),
  ]),
  c('Haleon plc', 'HLN.L', LSE, 'pharma', ['Haleon', 'GSK Consumer Healthcare', 'GlaxoSmithKline Consumer Healthcare']),
  c('Smith & Nephew plc', 'SN.L', LSE, 'medtech', ['Smith & Nephew', 'Smith and Nephew']),
  c('Hikma Pharmaceuticals PLC', 'HIK.L', LSE, 'pharma', ['Hikma']),
  c('Convatec Group plc', 'CTEC.L', LSE, 'medtech', ['Convatec']),
  c('Oxford Biomedica plc', 'OXB.L', LSE, 'biotech', ['Oxford Biomedica']),
  c('Avacta Group plc', 'AVCT.L', LSE, 'biotech', ['Avacta']),
  c('Scancell Holdings plc', 'SCLP.L', LSE, 'biotech', ['Scancell']),
  // ── Nasdaq Nordic ──────────────────────────────────────────────────────────────
  c('Novo Nordisk A/S', 'NOVO-B.CO', CPH, 'pharma', ['Novo Nordisk', 'Novo Nordisk Pharma']),
  c('Genmab A/S', 'GMAB.CO', CPH, 'biotech', ['Genmab'], W('ProfoundBio')),
  c('H. Lundbeck A/S', 'HLUN-B.CO', CPH, 'pharma', ['Lundbeck', 'H. Lundbeck'], W('Alder Biopharmaceuticals', 'Lundbeck Seattle BioPharmaceuticals')),
  c('Coloplast A/S', 'COLO-B.CO', CPH, 'medtech', ['Coloplast']),
  c('Zealand Pharma A/S', 'ZEAL.CO', CPH, 'biotech', ['Zealand Pharma']),
  c('Bavarian Nordic A/S', 'BAVA.CO', CPH, 'biotech', ['Bavarian Nordic']),
  c('ALK-Abelló A/S', 'ALK-B.CO', CPH, 'pharma', ['ALK-Abello', 'ALK']),
  c('Demant A/S', 'DEMANT.CO', CPH, 'medtech', ['Demant', 'William Demant'], W('Oticon')),
  c('Ambu A/S', 'AMBU-B.CO', CPH, 'medtech', ['Ambu']),
  c('Swedish Orphan Biovitrum AB', 'SOBI.ST', STO, 'biotech', ['Sobi', 'Swedish Orphan Biovitrum'], W('CTI BioPharma', 'Dova Pharmaceuticals')),
  c('Getinge AB', 'GETI-B.ST', STO, 'medtech', ['Getinge'], W('Maquet')),
  c('Elekta AB', 'EKTA-B.ST', STO, 'medtech', ['Elekta']),
  c('BioArctic AB', 'BIOA-B.ST', STO, 'biotech', ['BioArctic']),
  c('Camurus AB', 'CAMX.ST', STO, 'biotech', ['Camurus']),
  c('Hansa Biopharma AB', 'HNSA.ST', STO, 'biotech', ['Hansa Biopharma', 'Hansa Medical']),
  c('Vitrolife AB', 'VITR.ST', STO, 'medtech', ['Vitrolife']),
  c('Orexo AB', 'ORX.ST', STO, 'pharma', ['Orexo']),
  c('Oncopeptides AB', 'ONCO.ST', STO, 'biotech', ['Oncopeptides']),
  c('Egetis Therapeutics AB', 'EGTX.ST', STO, 'biotech', ['Egetis Therapeutics']),
  c('Orion Oyj', 'ORNBV.HE', HEL, 'pharma', ['Orion Corporation', 'Orion Pharma', 'Orion']),
  // ── Tokyo ──────────────────────────────────────────────────────────────────────
  c('Takeda Pharmaceutical Company Limited', '4502.T', TSE, 'pharma', ['Takeda', 'Takeda Pharmaceutical'], W(
    'Millennium Pharmaceuticals', 'Shire', 'Shire Human Genetic Therapies', 'Baxalta', 'ARIAD Pharmaceuticals', 'TiGenix', 'Takeda Development Center Americas',
    'Takeda Development Centre Europe', 'Takeda Vaccines', 'Nimbus Lakshmi', 'Dyax', 'ViroPharma',
  )),
  c('Astellas Pharma Inc.', '4503.T', TSE, 'pharma', ['Astellas'], W('Iveric Bio', 'Audentes Therapeutics', 'Xyphos Biosciences', 'Mitobridge', 'Agensys', 'OSI Pharmaceuticals')),
  c('Daiichi Sankyo Company, Limited', '4568.T', TSE, 'pharma', ['Daiichi Sankyo'], W('Plexxikon', 'American Regent', 'Daiichi Sankyo Inc.', 'Ambit Biosciences', 'U3 Pharma')),
  c('Eisai Co., Ltd.', '4523.T', TSE, 'pharma', ['Eisai'], W('Eisai Inc.', 'Eisai Limited')),
  c('Chugai Pharmaceutical Co., Ltd.', '4519.T', TSE, 'pharma', ['Chugai', 'Chugai Pharmaceutical'], W('Chugai Pharma USA', 'Chugai Pharma Europe')),
  c('Otsuka Holdings Co., Ltd.', '4578.T', TSE, 'pharma', ['Otsuka Holdings'], W(
    'Otsuka Pharmaceutical', 'Otsuka Pharmaceutical Development & Commercialization', 'Otsuka Beijing Research Institute', 'Taiho Pharmaceutical',
    'Taiho Oncology', 'Avanir Pharmaceuticals', 'Astex Pharmaceuticals', 'Otsuka America Pharmaceutical', 'Visterra',
  )),
  c('Shionogi & Co., Ltd.', '4507.T', TSE, 'pharma', ['Shionogi'], W('Shionogi Inc.')),
  c('Ono Pharmaceutical Co., Ltd.', '4528.T', TSE, 'pharma', ['Ono Pharmaceutical', 'Ono Pharma'], W('Deciphera Pharmaceuticals')),
  c('Sumitomo Pharma Co., Ltd.', '4506.T', TSE, 'pharma', ['Sumitomo Pharma', 'Sumitomo Dainippon Pharma', 'Dainippon Sumitomo Pharma'], W(
    'Sunovion Pharmaceuticals', 'Sumitomo Pharma America', 'Sumitovant Biopharma', 'Boston Biomedical', 'Tolero Pharmaceuticals',
  )),
  c('Kyowa Kirin Co., Ltd.', '4151.T', TSE, 'pharma', ['Kyowa Kirin', 'Kyowa Hakko Kirin', 'Kyowa Kirin Pharmaceutical Development']),
  c('Santen Pharmaceutical Co., Ltd.', '4536.T', TSE, 'pharma', ['Santen', 'Santen Pharmaceutical']),
  c('Kissei Pharmaceutical Co., Ltd.', '4547.T', TSE, 'pharma', ['Kissei', 'Kissei Pharmaceutical']),
  c('Terumo Corporation', '4543.T', TSE, 'medtech', ['Terumo']),
  c('Olympus Corporation', '7733.T', TSE, 'medtech', ['Olympus', 'Olympus Medical Systems']),
  c('Sysmex Corporation', '6869.T', TSE, 'medtech', ['Sysmex']),
  c('Nippon Shinyaku Co., Ltd.', '4516.T', TSE, 'pharma', ['Nippon Shinyaku'], W('NS Pharma')),
  c('Mochida Pharmaceutical Co., Ltd.', '4534.T', TSE, 'pharma', ['Mochida Pharmaceutical']),
  c('PeptiDream Inc.', '4587.T', TSE, 'biotech', ['PeptiDream']),
  c('Nxera Pharma Co., Ltd.', '4565.T', TSE, 'biotech', ['Nxera Pharma', 'Sosei Group', 'Sosei Heptares'], W('Idorsia Pharmaceuticals Japan')),
  c('Rohto Pharmaceutical Co., Ltd.', '4527.T', TSE, 'pharma', ['Rohto Pharmaceutical']),
  c('Nihon Kohden Corporation', '6849.T', TSE, 'medtech', ['Nihon Kohden']),
  c('Asahi Intecc Co., Ltd.', '7747.T', TSE, 'medtech', ['Asahi Intecc']),
  c('FUJIFILM Holdings Corporation', '4901.T', TSE, 'medtech', ['Fujifilm', 'FUJIFILM Corporation'], W('FUJIFILM Toyama Chemical', 'Toyama Chemical', 'FUJIFILM Diosynth Biotechnologies', 'FUJIFILM Pharmaceuticals U.S.A.')),
  c('Asahi Kasei Corporation', '3407.T', TSE, 'pharma', ['Asahi Kasei', 'Asahi Kasei Pharma'], W('Veloxis Pharmaceuticals', 'ZOLL Medical', 'Calliditas Therapeutics')),
  c('Meiji Holdings Co., Ltd.', '2269.T', TSE, 'pharma', ['Meiji Holdings'], W('Meiji Seika Pharma')),
  c('Tsumura & Co.', '4540.T', TSE, 'pharma', ['Tsumura']),
  c('Nipro Corporation', '8086.T', TSE, 'medtech', ['Nipro']),
  c('JCR Pharmaceuticals Co., Ltd.', '4552.T', TSE, 'biotech', ['JCR Pharmaceuticals']),
  c('Seikagaku Corporation', '4548.T', TSE, 'pharma', ['Seikagaku']),
  // ── Hong Kong ──────────────────────────────────────────────────────────────────
  c('BeOne Medicines Ltd.', '6160.HK', HKEX, 'biotech', ['BeOne Medicines', 'BeiGene', 'BeiGene, Ltd.'], W('BeiGene (Beijing)', 'BeiGene USA')),
  c('Zai Lab Limited', '9688.HK', HKEX, 'biotech', ['Zai Lab', 'Zai Lab (Shanghai)']),
  c('HUTCHMED (China) Limited', '0013.HK', HKEX, 'biotech', ['HUTCHMED', 'Hutchison Medipharma', 'Hutchison China MediTech']),
  c('Hansoh Pharmaceutical Group Company Limited', '3692.HK', HKEX, 'pharma', ['Hansoh Pharmaceutical', 'Jiangsu Hansoh Pharmaceutical', 'Hansoh'], W('Jiangsu Hansoh Pharmaceutical Co., Ltd.', 'Shanghai Hansoh Biomedical')),
  c('Innovent Biologics, Inc.', '1801.HK', HKEX, 'biotech', ['Innovent Biologics', 'Innovent Biologics (Suzhou)']),
  c('Sino Biopharmaceutical Limited', '1177.HK', HKEX, 'pharma', ['Sino Biopharmaceutical', 'Sino Biopharm'], M('Chia Tai Tianqing Pharmaceutical Group', 'Chia Tai Tianqing')),
  c('CSPC Pharmaceutical Group Limited', '1093.HK', HKEX, 'pharma', ['CSPC Pharmaceutical', 'CSPC'], W('CSPC ZhongQi Pharmaceutical Technology', 'CSPC Ouyi Pharmaceutical', 'CSPC Megalith Biopharmaceutical')),
  c('WuXi Biologics (Cayman) Inc.', '2269.HK', HKEX, 'biotech', ['WuXi Biologics']),
  c('Akeso, Inc.', '9926.HK', HKEX, 'biotech', ['Akeso', 'Akeso Biopharma']),
  c('Hua Medicine', '2552.HK', HKEX, 'biotech', ['Hua Medicine (Shanghai)']),
  c('CanSino Biologics Inc.', '6185.HK', HKEX, 'biotech', ['CanSino Biologics', 'CanSino Biologics Inc']),
  c('Everest Medicines Limited', '1952.HK', HKEX, 'biotech', ['Everest Medicines']),
  c('Simcere Pharmaceutical Group Limited', '2096.HK', HKEX, 'pharma', ['Simcere Pharmaceutical', 'Jiangsu Simcere Pharmaceutical', 'Simcere']),
  c('Ascentage Pharma Group International', '6855.HK', HKEX, 'biotech', ['Ascentage Pharma']),
  c('RemeGen Co., Ltd.', '9995.HK', HKEX, 'biotech', ['RemeGen']),
  c('InnoCare Pharma Limited', '9969.HK', HKEX, 'biotech', ['InnoCare Pharma', 'Beijing InnoCare Pharma Tech']),
  c('Shanghai Junshi Biosciences Co., Ltd.', '1877.HK', HKEX, 'biotech', ['Junshi Biosciences', 'Shanghai Junshi Bioscience', 'TopAlliance Biosciences']),
  c('Sichuan Kelun-Biotech Biopharmaceutical Co., Ltd.', '6990.HK', HKEX, 'biotech', ['Kelun-Biotech', 'Sichuan Kelun-Biotech']),
  c('3SBio Inc.', '1530.HK', HKEX, 'biotech', ['3SBio', 'Shenyang Sunshine Pharmaceutical']),
  c('China Medical System Holdings Limited', '0867.HK', HKEX, 'pharma', ['China Medical System']),
  // ── Korea ──────────────────────────────────────────────────────────────────────
  c('Samsung Biologics Co., Ltd.', '207940.KS', KRX, 'biotech', ['Samsung Biologics']),
  c('Celltrion, Inc.', '068270.KS', KRX, 'biotech', ['Celltrion', 'Celltrion Healthcare']),
  c('Yuhan Corporation', '000100.KS', KRX, 'pharma', ['Yuhan']),
  c('Hanmi Pharmaceutical Co., Ltd.', '128940.KS', KRX, 'pharma', ['Hanmi Pharmaceutical', 'Hanmi Pharm']),
  c('SK bioscience Co., Ltd.', '302440.KS', KRX, 'biotech', ['SK bioscience']),
  c('SK Biopharmaceuticals Co., Ltd.', '326030.KS', KRX, 'biotech', ['SK Biopharmaceuticals', 'SK life science']),
  c('Daewoong Pharmaceutical Co., Ltd.', '069620.KS', KRX, 'pharma', ['Daewoong Pharmaceutical', 'Daewoong']),
  c('Chong Kun Dang Pharmaceutical Corp.', '185750.KS', KRX, 'pharma', ['Chong Kun Dang Pharmaceutical', 'Chong Kun Dang', 'CKD Pharm']),
  c('GC Biopharma Corp.', '006280.KS', KRX, 'biotech', ['GC Biopharma', 'Green Cross Corporation', 'Green Cross']),
  c('Boryung Corporation', '003850.KS', KRX, 'pharma', ['Boryung', 'Boryung Pharmaceutical']),
  c('LG Chem, Ltd.', '051910.KS', KRX, 'pharma', ['LG Chem', 'LG Life Sciences']),
  // ── Shanghai / Shenzhen ────────────────────────────────────────────────────────
  c('Jiangsu Hengrui Pharmaceuticals Co., Ltd.', '600276.SS', SSE, 'pharma', ['Jiangsu HengRui Medicine', 'Jiangsu Hengrui Medicine Co., Ltd.', 'Hengrui Pharmaceuticals', 'Hengrui', 'Jiangsu Hengrui Pharmaceutical'], W('Shanghai Hengrui Pharmaceutical', 'Suzhou Suncadia Biopharmaceuticals', 'Chengdu Suncadia Medicine')),
  c('Shanghai Fosun Pharmaceutical (Group) Co., Ltd.', '600196.SS', SSE, 'pharma', ['Fosun Pharma', 'Shanghai Fosun Pharmaceutical', 'Fosun Pharmaceutical'], [
    ...W('Guilin Pharmaceutical', 'Jiangsu Wanbang Biopharmaceutical', 'Shanghai Fosun Pharmaceutical Industrial Development'),
    ...M('Shanghai Henlius Biotech', 'Henlius'),
  ]),
  c('Zhejiang Huahai Pharmaceutical Co., Ltd.', '600521.SS', SSE, 'pharma', ['Zhejiang Huahai Pharmaceutical', 'Huahai Pharmaceutical']),
  c('Shanghai United Imaging Healthcare Co., Ltd.', '688271.SS', SSE, 'medtech', ['United Imaging Healthcare', 'Shanghai United Imaging Healthcare']),
  c('Tonghua Dongbao Pharmaceutical Co., Ltd.', '600867.SS', SSE, 'pharma', ['Tonghua Dongbao Pharmaceutical', 'Tonghua Dongbao']),
  c('Shenzhen Mindray Bio-Medical Electronics Co., Ltd.', '300760.SZ', SZSE, 'medtech', ['Mindray', 'Shenzhen Mindray Bio-Medical Electronics']),
  c('Chongqing Zhifei Biological Products Co., Ltd.', '300122.SZ', SZSE, 'biotech', ['Chongqing Zhifei Biological Products', 'Zhifei'], W('Anhui Zhifei Longcom Biopharmaceutical')),
  c('Walvax Biotechnology Co., Ltd.', '300142.SZ', SZSE, 'biotech', ['Walvax Biotechnology', 'Walvax'], M('Yuxi Walvax Biotechnology')),
  c('Hualan Biological Engineering Inc.', '002007.SZ', SZSE, 'biotech', ['Hualan Biological Engineering', 'Hualan Biological']),
  c('Shenzhen Salubris Pharmaceuticals Co., Ltd.', '002294.SZ', SZSE, 'pharma', ['Salubris Pharmaceuticals', 'Shenzhen Salubris Pharmaceuticals', 'Salubris']),
  c('Betta Pharmaceuticals Co., Ltd.', '300558.SZ', SZSE, 'pharma', ['Betta Pharmaceuticals', 'Betta']),
  c('Sichuan Kelun Pharmaceutical Co., Ltd.', '002422.SZ', SZSE, 'pharma', ['Kelun Pharmaceutical', 'Sichuan Kelun Pharmaceutical'], [...W('Sichuan Kelun Pharmaceutical Research Institute'), ...M('Sichuan Kelun-Biotech Biopharmaceutical')]),
  c('Yunnan Baiyao Group Co., Ltd.', '000538.SZ', SZSE, 'pharma', ['Yunnan Baiyao']),
  c('Lepu Medical Technology (Beijing) Co., Ltd.', '300003.SZ', SZSE, 'medtech', ['Lepu Medical Technology', 'Lepu Medical']),
  // ── Australia ──────────────────────────────────────────────────────────────────
  c('CSL Limited', 'CSL.AX', ASX, 'biotech', ['CSL'], W('CSL Behring', 'Seqirus', 'CSL Seqirus', 'Vifor Pharma', 'CSL Vifor', 'Vifor Fresenius Medical Care Renal Pharma', 'bioCSL')),
  c('Cochlear Limited', 'COH.AX', ASX, 'medtech', ['Cochlear']),
  c('Telix Pharmaceuticals Limited', 'TLX.AX', ASX, 'biotech', ['Telix Pharmaceuticals', 'Telix']),
  c('Mesoblast Limited', 'MSB.AX', ASX, 'biotech', ['Mesoblast']),
  c('Neuren Pharmaceuticals Limited', 'NEU.AX', ASX, 'biotech', ['Neuren Pharmaceuticals']),
  c('Clinuvel Pharmaceuticals Limited', 'CUV.AX', ASX, 'biotech', ['Clinuvel Pharmaceuticals', 'Clinuvel']),
  c('Opthea Limited', 'OPT.AX', ASX, 'biotech', ['Opthea']),
  c('Immutep Limited', 'IMM.AX', ASX, 'biotech', ['Immutep', 'Prima BioMed']),
  c('PolyNovo Limited', 'PNV.AX', ASX, 'medtech', ['PolyNovo']),
  c('Nanosonics Limited', 'NAN.AX', ASX, 'medtech', ['Nanosonics']),
  c('Paradigm Biopharmaceuticals Limited', 'PAR.AX', ASX, 'biotech', ['Paradigm Biopharmaceuticals']),
  c('Imugene Limited', 'IMU.AX', ASX, 'biotech', ['Imugene']),
  // ── India (NSE) ────────────────────────────────────────────────────────────────
  c('Sun Pharmaceutical Industries Ltd.', '524715.BO', BSE, 'pharma', ['Sun Pharmaceutical Industries', 'Sun Pharma'], W('Taro Pharmaceutical Industries', 'Sun Pharmaceutical Industries, Inc.', 'Ranbaxy Laboratories')),
  c("Dr. Reddy's Laboratories Ltd.", 'DRREDDY.NS', NSE, 'pharma', ["Dr. Reddy's Laboratories", 'Dr Reddys Laboratories', "Dr. Reddy's"]),
  c('Cipla Ltd.', 'CIPLA.NS', NSE, 'pharma', ['Cipla']),
  c('Lupin Ltd.', 'LUPIN.NS', NSE, 'pharma', ['Lupin', 'Lupin Limited']),
  c('Zydus Lifesciences Ltd.', '532321.BO', BSE, 'pharma', ['Zydus Lifesciences', 'Cadila Healthcare', 'Zydus Cadila']),
  c('Glenmark Pharmaceuticals Ltd.', '532296.BO', BSE, 'pharma', ['Glenmark Pharmaceuticals', 'Glenmark']),
  c('Biocon Ltd.', 'BIOCON.NS', NSE, 'biotech', ['Biocon'], M('Biocon Biologics')),
  c('Aurobindo Pharma Ltd.', '524804.BO', BSE, 'pharma', ['Aurobindo Pharma'], W('Eugia Pharma', 'CuraTeQ Biologics')),
];
