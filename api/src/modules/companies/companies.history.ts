/**
 * Corporate history: sponsors that were acquired, merged or renamed, mapped to today's listed
 * owner (by ticker, in the curated table or the SEC list) with the year, so a trial sponsored by
 * "Celgene Corporation" carries BMY and says "via Celgene (acquired by Bristol Myers Squibb in 2019)".
 *
 * `owner: null`: the business now belongs to a private company (no ticker, and the resolution says
 * who bought it). `acquirer`: who bought it, when not today's owner itself (Juno → Celgene → BMS).
 * Only completed deals; a wrong ticker is worse than none.
 */
export type CorporateEventKind = 'acquired' | 'merged' | 'renamed';

export interface CorporateEvent {
  /** Sponsor names of the former company (legal forms and case do not matter). */
  names: string[];
  /** Short display name of the former company ("Alexion"). */
  display: string;
  event: CorporateEventKind;
  year: number;
  /** Ticker of today's listed owner, or null when the owner is private. */
  owner: string | null;
  /** Display name of the acquirer or new name ("AstraZeneca", "Chiesi"). */
  acquirer: string;
}

const acq = (display: string, names: string[], owner: string | null, acquirer: string, year: number): CorporateEvent => ({
  names: [display, ...names],
  display,
  event: 'acquired',
  year,
  owner,
  acquirer,
});
const renamed = (display: string, names: string[], owner: string, newName: string, year: number): CorporateEvent => ({
  names: [display, ...names],
  display,
  event: 'renamed',
  year,
  owner,
  acquirer: newName,
});
const merged = (display: string, names: string[], owner: string, into: string, year: number): CorporateEvent => ({
  names: [display, ...names],
  display,
  event: 'merged',
  year,
  owner,
  acquirer: into,
});

export const CORPORATE_HISTORY: CorporateEvent[] = [
  // Bristol Myers Squibb
  acq('Celgene', ['Celgene Corporation'], 'BMY', 'Bristol Myers Squibb', 2019),
  acq('Juno Therapeutics', ['Juno Therapeutics, Inc.'], 'BMY', 'Celgene', 2018),
  acq('Receptos', ['Receptos, Inc.'], 'BMY', 'Celgene', 2015),
  acq('MyoKardia', ['MyoKardia, Inc.'], 'BMY', 'Bristol Myers Squibb', 2020),
  acq('Turning Point Therapeutics', ['Turning Point Therapeutics, Inc.'], 'BMY', 'Bristol Myers Squibb', 2022),
  acq('Mirati Therapeutics', ['Mirati Therapeutics Inc.'], 'BMY', 'Bristol Myers Squibb', 2024),
  acq('Karuna Therapeutics', ['Karuna Therapeutics, Inc.'], 'BMY', 'Bristol Myers Squibb', 2024),
  acq('RayzeBio', ['RayzeBio, Inc.'], 'BMY', 'Bristol Myers Squibb', 2024),
  acq('Medarex', ['Medarex, Inc.'], 'BMY', 'Bristol Myers Squibb', 2009),
  // AbbVie
  acq('Allergan', ['Allergan plc', 'Allergan, Inc.', 'Allergan Sales, LLC'], 'ABBV', 'AbbVie', 2020),
  acq('Forest Laboratories', ['Forest Laboratories, Inc.', 'Forest Research Institute'], 'ABBV', 'Actavis (Allergan)', 2014),
  acq('Pharmacyclics', ['Pharmacyclics LLC.', 'Pharmacyclics, Inc.'], 'ABBV', 'AbbVie', 2015),
  acq('Stemcentrx', [], 'ABBV', 'AbbVie', 2016),
  acq('ImmunoGen', ['ImmunoGen, Inc.'], 'ABBV', 'AbbVie', 2024),
  acq('Cerevel Therapeutics', ['Cerevel Therapeutics, LLC'], 'ABBV', 'AbbVie', 2024),
  // Pfizer
  acq('Seagen', ['Seagen Inc.', 'Seattle Genetics', 'Seattle Genetics, Inc.'], 'PFE', 'Pfizer', 2023),
  acq('Arena Pharmaceuticals', ['Arena Pharmaceuticals, Inc.'], 'PFE', 'Pfizer', 2022),
  acq('Global Blood Therapeutics', ['Global Blood Therapeutics, Inc.'], 'PFE', 'Pfizer', 2022),
  acq('Array BioPharma', ['Array Biopharma, now a wholly owned subsidiary of Pfizer'], 'PFE', 'Pfizer', 2019),
  acq('Medivation', ['Medivation, Inc.'], 'PFE', 'Pfizer', 2016),
  acq('Anacor Pharmaceuticals', ['Anacor Pharmaceuticals, Inc.'], 'PFE', 'Pfizer', 2016),
  acq('Hospira', ['Hospira, Inc.'], 'PFE', 'Pfizer', 2015),
  acq('Wyeth', ['Wyeth Pharmaceuticals', 'Wyeth Pharmaceuticals Inc.'], 'PFE', 'Pfizer', 2009),
  acq('Trillium Therapeutics', ['Trillium Therapeutics Inc.'], 'PFE', 'Pfizer', 2021),
  // AstraZeneca
  acq('Alexion', ['Alexion Pharmaceuticals', 'Alexion Pharmaceuticals, Inc.', 'Alexion Pharma'], 'AZN.L', 'AstraZeneca', 2021),
  acq('MedImmune', ['MedImmune LLC', 'MedImmune, Inc.'], 'AZN.L', 'AstraZeneca', 2007),
  acq('Pearl Therapeutics', ['Pearl Therapeutics, Inc.'], 'AZN.L', 'AstraZeneca', 2013),
  acq('ZS Pharma', ['ZS Pharma, Inc.'], 'AZN.L', 'AstraZeneca', 2015),
  acq('Achillion Pharmaceuticals', ['Achillion Pharmaceuticals, Inc.'], 'AZN.L', 'Alexion', 2020),
  acq('Portola Pharmaceuticals', ['Portola Pharmaceuticals, Inc.'], 'AZN.L', 'Alexion', 2020),
  acq('Fusion Pharmaceuticals', ['Fusion Pharmaceuticals Inc.'], 'AZN.L', 'AstraZeneca', 2024),
  acq('CinCor Pharma', ['CinCor Pharma, Inc.'], 'AZN.L', 'AstraZeneca', 2023),
  // Roche
  acq('Genentech', ['Genentech, Inc.'], 'ROG.SW', 'Roche', 2009),
  acq('Spark Therapeutics', ['Spark Therapeutics, Inc.'], 'ROG.SW', 'Roche', 2019),
  acq('InterMune', ['InterMune, Inc.'], 'ROG.SW', 'Roche', 2014),
  acq('Foundation Medicine', ['Foundation Medicine, Inc.'], 'ROG.SW', 'Roche', 2018),
  acq('Ventana Medical Systems', ['Ventana Medical Systems, Inc.'], 'ROG.SW', 'Roche', 2008),
  acq('Telavant', ['Telavant, Inc.'], 'ROG.SW', 'Roche', 2023),
  // Gilead
  acq('Kite', ['Kite Pharma', 'Kite Pharma, Inc.', 'Kite, A Gilead Company'], 'GILD', 'Gilead', 2017),
  acq('Immunomedics', ['Immunomedics, Inc.'], 'GILD', 'Gilead', 2020),
  acq('Forty Seven', ['Forty Seven, Inc.'], 'GILD', 'Gilead', 2020),
  acq('Pharmasset', ['Pharmasset, Inc.'], 'GILD', 'Gilead', 2012),
  acq('CymaBay Therapeutics', ['CymaBay Therapeutics, Inc.'], 'GILD', 'Gilead', 2024),
  // Amgen
  acq(
    'Horizon Therapeutics',
    [
      'Horizon Therapeutics plc',
      'Horizon Therapeutics Ireland DAC',
      'Horizon Therapeutics USA, Inc.',
      'Horizon Pharma',
      'Horizon Pharma plc',
      'Horizon Pharma USA, Inc.',
      'Horizon Pharma Ireland',
    ],
    'AMGN',
    'Amgen',
    2023,
  ),
  acq('Onyx Pharmaceuticals', ['Onyx Pharmaceuticals, Inc.', 'Onyx Therapeutics, Inc.'], 'AMGN', 'Amgen', 2013),
  acq('ChemoCentryx', ['ChemoCentryx, Inc.'], 'AMGN', 'Amgen', 2022),
  acq('Immunex', ['Immunex Corporation'], 'AMGN', 'Amgen', 2002),
  acq('Micromet', ['Micromet, Inc.', 'Micromet AG'], 'AMGN', 'Amgen', 2012),
  acq('Nuevolution', ['Nuevolution AB'], 'AMGN', 'Amgen', 2019),
  // Johnson & Johnson
  acq('Actelion', ['Actelion Pharmaceuticals', 'Actelion Pharmaceuticals Ltd'], 'JNJ', 'Johnson & Johnson', 2017),
  acq('Momenta Pharmaceuticals', ['Momenta Pharmaceuticals, Inc.'], 'JNJ', 'Johnson & Johnson', 2020),
  acq('Abiomed', ['Abiomed Inc.'], 'JNJ', 'Johnson & Johnson', 2022),
  acq('Shockwave Medical', ['Shockwave Medical, Inc.'], 'JNJ', 'Johnson & Johnson', 2024),
  acq('Ambrx', ['Ambrx, Inc.', 'Ambrx Biopharma'], 'JNJ', 'Johnson & Johnson', 2024),
  acq('Intra-Cellular Therapies', ['Intra-Cellular Therapies, Inc.'], 'JNJ', 'Johnson & Johnson', 2025),
  // Merck & Co.
  acq('Schering-Plough', ['Schering-Plough Corporation'], 'MRK', 'Merck & Co.', 2009),
  acq('Cubist Pharmaceuticals', ['Cubist Pharmaceuticals LLC'], 'MRK', 'Merck & Co.', 2015),
  acq('Acceleron Pharma', ['Acceleron Pharma Inc.', 'Acceleron Pharma, Inc.'], 'MRK', 'Merck & Co.', 2021),
  acq('Prometheus Biosciences', ['Prometheus Biosciences, Inc.'], 'MRK', 'Merck & Co.', 2023),
  acq('Verona Pharma', ['Verona Pharma plc'], 'MRK', 'Merck & Co.', 2025),
  // Eli Lilly
  acq('Loxo Oncology', ['Loxo Oncology, Inc.'], 'LLY', 'Eli Lilly', 2019),
  acq('ImClone Systems', ['ImClone LLC', 'ImClone Systems Incorporated'], 'LLY', 'Eli Lilly', 2008),
  acq('Dermira', ['Dermira, Inc.'], 'LLY', 'Eli Lilly', 2020),
  acq('Prevail Therapeutics', ['Prevail Therapeutics Inc.'], 'LLY', 'Eli Lilly', 2021),
  acq('POINT Biopharma', ['POINT Biopharma Inc.'], 'LLY', 'Eli Lilly', 2023),
  acq('Morphic Therapeutic', ['Morphic Therapeutic, Inc.', 'Morphic Holding'], 'LLY', 'Eli Lilly', 2024),
  // Sanofi
  acq('Genzyme', ['Genzyme Corporation'], 'SAN.PA', 'Sanofi', 2011),
  acq('Bioverativ', ['Bioverativ Therapeutics Inc.'], 'SAN.PA', 'Sanofi', 2018),
  acq('Ablynx', ['Ablynx NV'], 'SAN.PA', 'Sanofi', 2018),
  acq('Principia Biopharma', ['Principia Biopharma Inc.'], 'SAN.PA', 'Sanofi', 2020),
  acq('Kadmon', ['Kadmon Corporation, LLC', 'Kadmon Holdings'], 'SAN.PA', 'Sanofi', 2021),
  acq('Translate Bio', ['Translate Bio, Inc.'], 'SAN.PA', 'Sanofi', 2021),
  acq('Provention Bio', ['Provention Bio, Inc.'], 'SAN.PA', 'Sanofi', 2023),
  acq('Kiadis Pharma', ['Kiadis Pharma Netherlands B.V.'], 'SAN.PA', 'Sanofi', 2021),
  // Novartis
  acq('AveXis', ['AveXis, Inc.'], 'NOVN.SW', 'Novartis', 2018),
  acq('The Medicines Company', ['The Medicines Company'], 'NOVN.SW', 'Novartis', 2020),
  acq('Advanced Accelerator Applications', [], 'NOVN.SW', 'Novartis', 2018),
  acq('Endocyte', ['Endocyte, Inc.'], 'NOVN.SW', 'Novartis', 2018),
  acq('MorphoSys', ['MorphoSys AG'], 'NOVN.SW', 'Novartis', 2024),
  acq('Chinook Therapeutics', ['Chinook Therapeutics, Inc.'], 'NOVN.SW', 'Novartis', 2023),
  // GSK
  acq('Tesaro', ['Tesaro, Inc.', 'TESARO Inc'], 'GSK.L', 'GSK', 2019),
  acq('Sierra Oncology', ['Sierra Oncology, Inc.'], 'GSK.L', 'GSK', 2022),
  acq('BELLUS Health', ['BELLUS Health Inc.'], 'GSK.L', 'GSK', 2023),
  acq('Human Genome Sciences', ['Human Genome Sciences Inc.'], 'GSK.L', 'GSK', 2012),
  acq('Stiefel', ['Stiefel Laboratories', 'Stiefel, a GSK company'], 'GSK.L', 'GSK', 2009),
  // Takeda
  acq('Shire', ['Shire plc', 'Shire Human Genetic Therapies'], '4502.T', 'Takeda', 2019),
  acq('Baxalta', ['Baxalta US Inc.', 'Baxalta Innovations GmbH'], '4502.T', 'Shire', 2016),
  acq('Millennium Pharmaceuticals', ['Millennium Pharmaceuticals, Inc.'], '4502.T', 'Takeda', 2008),
  acq('ARIAD Pharmaceuticals', ['ARIAD Pharmaceuticals, Inc.', 'Ariad Pharmaceuticals'], '4502.T', 'Takeda', 2017),
  acq('TiGenix', ['TiGenix NV'], '4502.T', 'Takeda', 2018),
  // Other large owners
  acq('Akcea Therapeutics', ['Akcea Therapeutics, Inc.'], 'IONS', 'Ionis', 2020),
  acq('GW Pharmaceuticals', ['GW Pharmaceuticals Ltd.', 'GW Research Ltd'], 'JAZZ', 'Jazz Pharmaceuticals', 2021),
  acq('Reata Pharmaceuticals', ['Reata Pharmaceuticals, Inc.'], 'BIIB', 'Biogen', 2023),
  acq('Alpine Immune Sciences', ['Alpine Immune Sciences, Inc.'], 'VRTX', 'Vertex', 2024),
  acq('Dicerna Pharmaceuticals', ['Dicerna Pharmaceuticals, Inc.'], 'NOVO-B.CO', 'Novo Nordisk', 2021),
  acq('Forma Therapeutics', ['Forma Therapeutics, Inc.'], 'NOVO-B.CO', 'Novo Nordisk', 2022),
  acq('Audentes Therapeutics', ['Audentes Therapeutics, Inc.'], '4503.T', 'Astellas', 2020),
  acq('Iveric Bio', ['IVERIC bio, Inc.', 'Ophthotech Corporation'], '4503.T', 'Astellas', 2023),
  acq('Ocata Therapeutics', ['Ocata Therapeutics, Inc.'], '4503.T', 'Astellas', 2016),
  acq('Avanir Pharmaceuticals', ['Avanir Pharmaceuticals, Inc.'], '4578.T', 'Otsuka', 2015),
  acq('Astex Pharmaceuticals', ['Astex Pharmaceuticals, Inc.'], '4578.T', 'Otsuka', 2013),
  acq('Plexxikon', ['Plexxikon Inc.'], '4568.T', 'Daiichi Sankyo', 2011),
  acq('Clementia Pharmaceuticals', ['Clementia Pharmaceuticals Inc.'], 'IPN.PA', 'Ipsen', 2019),
  acq('Epizyme', ['Epizyme, Inc.'], 'IPN.PA', 'Ipsen', 2022),
  acq('Albireo', ['Albireo Pharma', 'Albireo AB'], 'IPN.PA', 'Ipsen', 2023),
  acq('Ra Pharmaceuticals', ['Ra Pharmaceuticals, Inc.'], 'UCB.BR', 'UCB', 2020),
  acq('Zogenix', ['Zogenix, Inc.'], 'UCB.BR', 'UCB', 2022),
  acq('Alder Biopharmaceuticals', ['Alder Biopharmaceuticals, Inc.'], 'HLUN-B.CO', 'Lundbeck', 2019),
  acq('Cephalon', ['Cephalon, Inc.'], 'TEVA', 'Teva', 2011),
  acq('Auspex Pharmaceuticals', ['Auspex Pharmaceuticals, Inc.'], 'TEVA', 'Teva', 2015),
  acq('Veloxis Pharmaceuticals', ['Veloxis Pharmaceuticals A/S', 'Veloxis Pharmaceuticals, Inc.'], '3407.T', 'Asahi Kasei', 2020),
  acq('Calliditas Therapeutics', ['Calliditas Therapeutics AB'], '3407.T', 'Asahi Kasei', 2024),
  acq('Orchard Therapeutics', ['Orchard Therapeutics plc'], '4151.T', 'Kyowa Kirin', 2024),
  acq('Diurnal', ['Diurnal Limited', 'Diurnal Ltd'], 'NBIX', 'Neurocrine Biosciences', 2022),
  acq('VectivBio', ['VectivBio AG'], 'IRWD', 'Ironwood Pharmaceuticals', 2023),
  acq('CureVac', ['CureVac AG', 'CureVac SE'], 'BNTX', 'BioNTech', 2025),
  acq('Exscientia', ['Exscientia plc', 'Exscientia AI Limited'], 'RXRX', 'Recursion', 2024),
  acq('Abcam', ['Abcam plc'], 'DHR', 'Danaher', 2023),
  acq('Covance', ['Covance Inc.'], 'LH', 'Labcorp', 2015),
  acq('PPD', ['PPD, Inc.', 'Pharmaceutical Product Development, LLC'], 'TMO', 'Thermo Fisher Scientific', 2021),
  acq('PRA Health Sciences', ['PRA Health Sciences, Inc.'], 'ICLR', 'ICON', 2021),
  acq('Progenics Pharmaceuticals', ['Progenics Pharmaceuticals, Inc.'], 'LNTH', 'Lantheus', 2020),
  acq('Sage Therapeutics', ['Sage Therapeutics, Inc.'], 'SUPN', 'Supernus', 2025),
  acq('Dermavant Sciences', ['Dermavant Sciences, Inc.', 'Dermavant Sciences GmbH'], 'OGN', 'Organon', 2024),
  // Medtech
  acq('Silk Road Medical', ['Silk Road Medical, Inc.'], 'BSX', 'Boston Scientific', 2024),
  acq('Inari Medical', ['Inari Medical, Inc.'], 'SYK', 'Stryker', 2025),
  acq('Nevro', ['Nevro Corp', 'Nevro Corporation'], 'GMED', 'Globus Medical', 2025),
  acq('Covidien', ['Covidien LP', 'Covidien plc'], 'MDT', 'Medtronic', 2015),
  acq('St. Jude Medical', ['St. Jude Medical, Inc.', 'St Jude Medical'], 'ABT', 'Abbott', 2017),
  acq('Alere', ['Alere Inc.', 'Alere San Diego'], 'ABT', 'Abbott', 2017),
  acq('C. R. Bard', ['C.R. Bard', 'C. R. Bard, Inc.', 'Bard Peripheral Vascular, Inc.'], 'BDX', 'Becton Dickinson', 2017),
  acq('Wright Medical', ['Wright Medical Technology', 'Wright Medical Group N.V.'], 'SYK', 'Stryker', 2020),
  acq('Hill-Rom', ['Hillrom', 'Hill-Rom Holdings, Inc.'], 'BAX', 'Baxter', 2021),
  acq('Axonics', ['Axonics, Inc.', 'Axonics Modulation Technologies, Inc.'], 'BSX', 'Boston Scientific', 2024),
  // Renamed or merged, same listed company
  renamed('Isis Pharmaceuticals', ['Isis Pharmaceuticals, Inc.'], 'IONS', 'Ionis Pharmaceuticals', 2015),
  renamed('Pacira Pharmaceuticals', ['Pacira Pharmaceuticals, Inc'], 'PCRX', 'Pacira BioSciences', 2019),
  renamed('Coherus BioSciences', ['Coherus Biosciences, Inc.'], 'CHRS', 'Coherus Oncology', 2025),
  merged('Mylan', ['Mylan Inc.', 'Mylan Pharmaceuticals Inc.', 'Mylan N.V.'], 'VTRS', 'Viatris', 2020),
  renamed('Zimmer', ['Zimmer, Inc.', 'Zimmer Holdings'], 'ZBH', 'Zimmer Biomet', 2015),
  // Now owned by private companies: no listed owner
  acq('Amryt Pharma', ['Amryt Pharma plc', 'Amryt Pharmaceuticals DAC', 'Chiasma, Inc.'], null, 'Chiesi', 2023),
  acq('Intercept Pharmaceuticals', ['Intercept Pharmaceuticals, Inc.'], null, 'Alfasigma', 2023),
  acq('Y-mAbs Therapeutics', ['Y-mAbs Therapeutics, Inc.'], null, 'SERB Pharmaceuticals', 2025),
  acq('ZimVie', ['ZimVie Inc.'], null, 'Archimed', 2025),
  acq('Syneos Health', ['Syneos Health, Inc.', 'INC Research'], null, 'Elliott, Patient Square and Veritas', 2023),
  acq('Dechra Pharmaceuticals', ['Dechra Pharmaceuticals PLC', 'Dechra Veterinary Products'], null, 'EQT', 2024),
  acq('Mitsubishi Tanabe Pharma', ['Mitsubishi Tanabe Pharma Corporation', 'Mitsubishi Tanabe Pharma Development America'], null, 'Bain Capital', 2025),
  acq('Theratechnologies', ['Theratechnologies Inc.'], null, 'Future Pak', 2025),
];
