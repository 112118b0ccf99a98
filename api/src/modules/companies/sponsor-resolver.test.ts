import { describe, expect, it } from 'vitest';
import { CURATED_COMPANIES } from './companies.data.js';
import { coreName, lightName, normalizeCompanyName } from './companies.names.js';
import { buildCompanyDirectory, resolveSponsor, type SponsorInput } from './sponsor-resolver.js';

const dir = buildCompanyDirectory(CURATED_COMPANIES.map((c, i) => ({ ...c, id: i + 1 })));
const industry = (name: string): SponsorInput => ({ name, class: 'INDUSTRY' });
const lead = (name: string, cls: string | null = 'INDUSTRY') => resolveSponsor(dir, { name, class: cls }, []);

describe('curated company table', () => {
  it('has at least 150 companies across the major exchanges, with unique tickers and names', () => {
    expect(CURATED_COMPANIES.length).toBeGreaterThanOrEqual(150);
    const tickers = CURATED_COMPANIES.map((c) => c.ticker);
    expect(new Set(tickers).size).toBe(tickers.length);
    const names = CURATED_COMPANIES.map((c) => normalizeCompanyName(c.name));
    expect(new Set(names).size).toBe(names.length);
    const exchanges = new Set(CURATED_COMPANIES.map((c) => c.exchange));
    for (const x of ['NYSE', 'NASDAQ', 'LSE', 'Euronext Paris', 'XETRA', 'SIX', 'Nasdaq Copenhagen', 'TSE', 'HKEX', 'KRX', 'SSE', 'SZSE', 'ASX']) {
      expect(exchanges, x).toContain(x);
    }
    for (const c of CURATED_COMPANIES) {
      expect(c.ticker, c.name).toMatch(/^[A-Z0-9][A-Z0-9.-]*$/);
      expect(c.currency, c.name).toMatch(/^[A-Z]{3}$/);
    }
  });

  it('uses the live provider’s symbol forms', () => {
    const byName = (n: string) => CURATED_COMPANIES.find((c) => c.name === n)?.ticker;
    expect(byName('Sanofi')).toBe('SAN.PA');
    expect(byName('Merck KGaA')).toBe('MRK.DE');
    expect(byName('Chugai Pharmaceutical Co., Ltd.')).toBe('4519.T');
    expect(byName('Novo Nordisk A/S')).toBe('NOVO-B.CO');
    expect(byName('Roche Holding AG')).toBe('ROG.SW');
    expect(byName('CSL Limited')).toBe('CSL.AX');
  });
});

describe('name normalisation', () => {
  it('drops case, accents, punctuation and legal suffixes', () => {
    expect(lightName('bioMérieux S.A.')).toBe('biomerieux s a');
    expect(coreName('bioMérieux S.A.')).toBe('biomerieux');
    expect(coreName('Pfizer Inc.')).toBe('pfizer');
    expect(coreName('Novo Nordisk A/S')).toBe('novo nordisk');
    expect(coreName('Jiangsu HengRui Medicine Co., Ltd.')).toBe('jiangsu hengrui medicine');
    expect(coreName('Takeda Pharmaceutical Company Limited')).toBe('takeda pharmaceutical');
    expect(coreName('Bayer AG')).toBe('bayer');
    expect(coreName('Boehringer Ingelheim Pharma GmbH & Co. KG')).toBe('boehringer ingelheim pharma');
    expect(coreName("Dr. Reddy's Laboratories Ltd.")).toBe('dr reddys laboratories');
  });

  it('keeps KGaA, which tells Merck KGaA from Merck & Co.', () => {
    expect(coreName('Merck KGaA')).toBe('merck kgaa');
    expect(coreName('Merck & Co., Inc.')).toBe('merck');
  });
});

describe('resolveSponsor', () => {
  it('matches a listed company exactly, whatever its legal suffix', () => {
    for (const name of ['Pfizer', 'Pfizer Inc.', 'PFIZER INC', 'Pfizer, Inc']) {
      expect(lead(name), name).toMatchObject({ ticker: 'PFE', investmentVerdict: 'OUI', sponsorMatch: { method: 'exact', relation: 'self' } });
    }
    expect(lead('Sanofi')).toMatchObject({ ticker: 'SAN.PA', investmentVerdict: 'OUI' });
    expect(lead('Novo Nordisk A/S')).toMatchObject({ ticker: 'NOVO-B.CO', investmentVerdict: 'OUI' });
    expect(lead('bioMérieux')).toMatchObject({ ticker: 'BIM.PA' });
    expect(lead('BIOMERIEUX SA')).toMatchObject({ ticker: 'BIM.PA' });
    expect(lead('Ipsen')).toMatchObject({ ticker: 'IPN.PA' });
    expect(lead('Bristol-Myers Squibb')).toMatchObject({ ticker: 'BMY' });
    expect(lead('Eli Lilly and Company')).toMatchObject({ ticker: 'LLY' });
  });

  it('gives a wholly-owned subsidiary its listed parent’s ticker (OUI)', () => {
    expect(lead('Genentech, Inc.')).toMatchObject({
      ticker: 'ROG.SW',
      investmentVerdict: 'OUI',
      sponsorMatch: { method: 'acquired', relation: 'subsidiary', companyName: 'Roche Holding AG', via: 'Genentech', acquiredBy: 'Roche', acquiredYear: 2009 },
    });
    expect(lead('Janssen Research & Development, LLC')).toMatchObject({
      sponsorMatch: { method: 'alias', relation: 'subsidiary', companyName: 'Johnson & Johnson', via: 'Janssen Research & Development' },
    });
    expect(lead('Hoffmann-La Roche')).toMatchObject({ ticker: 'ROG.SW', investmentVerdict: 'OUI', sponsorMatch: { relation: 'self' } });
    for (const name of ['Janssen Research & Development, LLC', 'Janssen Pharmaceutica N.V., Belgium', 'Janssen-Cilag Ltd.', 'Janssen Biotech, Inc.']) {
      expect(lead(name), name).toMatchObject({ ticker: 'JNJ', investmentVerdict: 'OUI' });
    }
    expect(lead('Kite, A Gilead Company')).toMatchObject({ ticker: 'GILD', investmentVerdict: 'OUI' });
    expect(lead('Genzyme, a Sanofi Company')).toMatchObject({ ticker: 'SAN.PA', investmentVerdict: 'OUI' });
    expect(lead('Wyeth is now a wholly owned subsidiary of Pfizer')).toMatchObject({ ticker: 'PFE', investmentVerdict: 'OUI' });
    expect(lead('Alexion Pharmaceuticals, Inc.')).toMatchObject({ ticker: 'AZN.L', investmentVerdict: 'OUI' });
    expect(lead('EMD Serono')).toMatchObject({ ticker: 'MRK.DE', investmentVerdict: 'OUI' });
    expect(lead('Takeda Development Center Americas, Inc.')).toMatchObject({ ticker: '4502.T', investmentVerdict: 'OUI' });
    expect(lead('UCB Biopharma S.P.R.L.')).toMatchObject({ ticker: 'UCB.BR', investmentVerdict: 'OUI' });
  });

  it('reads ownership phrases, parentheses and comma-separated names', () => {
    expect(lead('Baxalta now part of Shire')).toMatchObject({ ticker: '4502.T', investmentVerdict: 'OUI', sponsorMatch: { relation: 'subsidiary' } });
    expect(lead('Hospira, now a wholly owned subsidiary of Pfizer')).toMatchObject({ ticker: 'PFE', investmentVerdict: 'OUI' });
    expect(lead('Juno Therapeutics, Inc., a Bristol-Myers Squibb Company')).toMatchObject({ ticker: 'BMY', investmentVerdict: 'OUI' });
    expect(lead('AbbVie (prior sponsor, Abbott)')).toMatchObject({ ticker: 'ABBV' });
    expect(lead('Innovent Biologics (Suzhou) Co. Ltd.')).toMatchObject({ ticker: '1801.HK' });
    expect(lead('Orion Corporation, Orion Pharma')).toMatchObject({ ticker: 'ORNBV.HE' });
    expect(lead('Horizon Therapeutics Ireland DAC')).toMatchObject({ ticker: 'AMGN', investmentVerdict: 'OUI' });
    // A comma part naming a company does not make an academic sponsor that company.
    expect(lead('Hôpital Européen Georges Pompidou, Pfizer', 'OTHER').ticker).toBeNull();
  });

  it('never confuses Merck KGaA with Merck & Co. / Merck Sharp & Dohme', () => {
    for (const name of ['Merck Sharp & Dohme LLC', 'Merck Sharp & Dohme Corp.', 'Merck & Co., Inc.', 'MSD']) {
      expect(lead(name).ticker, name).toBe('MRK');
    }
    for (const name of ['Merck KGaA', 'Merck KGaA, Darmstadt, Germany', 'Merck Healthcare KGaA', 'EMD Serono Research & Development Institute, Inc.']) {
      expect(lead(name).ticker, name).toBe('MRK.DE');
    }
    // Bare "Merck" could be either: no ticker rather than a wrong one.
    expect(lead('Merck')).toMatchObject({ ticker: null, investmentVerdict: 'NON', companyId: null });
  });

  it('a majority-owned affiliate or joint venture is POSSIBLE with the owner’s ticker', () => {
    expect(lead('ViiV Healthcare')).toMatchObject({ ticker: 'GSK.L', investmentVerdict: 'POSSIBLE', sponsorMatch: { relation: 'affiliate' } });
    expect(lead('Xian-Janssen Pharmaceutical Ltd.')).toMatchObject({ ticker: 'JNJ', investmentVerdict: 'POSSIBLE' });
    // Chugai is majority-owned by Roche but listed itself: its own ticker, OUI.
    expect(lead('Chugai Pharmaceutical')).toMatchObject({ ticker: '4519.T', investmentVerdict: 'OUI', sponsorMatch: { relation: 'self' } });
  });

  it('is POSSIBLE when only a collaborator is listed', () => {
    const r = resolveSponsor(dir, { name: 'Gustave Roussy, Cancer Campus, Grand Paris', class: 'OTHER' }, [
      { name: 'National Cancer Institute (NCI)', class: 'NIH' },
      industry('Bristol-Myers Squibb'),
    ]);
    expect(r).toMatchObject({ ticker: 'BMY', investmentVerdict: 'POSSIBLE', sponsorMatch: { method: 'collaborator', relation: 'collaborator' } });
    expect(r.companyId).toBe(dir.keys.get('bristol myers squibb')?.target?.id);
    // A listed lead wins over collaborators.
    expect(resolveSponsor(dir, industry('Pfizer'), [industry('Bristol-Myers Squibb')])).toMatchObject({ ticker: 'PFE', investmentVerdict: 'OUI' });
  });

  it('accepts a close misspelling fuzzily, but prefers no ticker to a weak match', () => {
    expect(lead('Hoffman-La Roche')).toMatchObject({ ticker: 'ROG.SW', sponsorMatch: { method: 'fuzzy' } });
    expect(lead('Hoffman-La Roche').sponsorMatch?.score).toBeGreaterThanOrEqual(0.9);
    expect(lead('Glaxo SmithKline')).toMatchObject({ ticker: 'GSK.L' });
    // Same first word, different company: Catalyst Biosciences is not Catalyst Pharmaceuticals.
    expect(lead('Catalyst Biosciences').ticker).toBeNull();
    // Horizon Pharma (renamed Horizon Therapeutics, bought by Amgen): history, not a fuzzy guess.
    expect(lead('Horizon Pharma USA, Inc.')).toMatchObject({ ticker: 'AMGN', sponsorMatch: { method: 'acquired', acquiredYear: 2023 } });
    for (const name of [
      'Pfizers Research Foundation',
      'Novagen Pharma',
      'Amgenix Biotech',
      'Sanofix',
      'Boehringer Ingelheim',
      'Servier',
      'Pharmaceutical Research Associates',
    ]) {
      expect(lead(name), name).toMatchObject({ ticker: null, investmentVerdict: 'NON' });
    }
  });

  it('never matches academic names that contain "Pharma" in a department name', () => {
    const academic = [
      ['University of Geneva, Department of Pharmaceutical Sciences', 'OTHER'],
      ['Peking Union Medical College Hospital, Department of Pharmacy', 'OTHER'],
      ['Universität Basel, Pharmazentrum', 'OTHER'],
      ['Hospital Universitario La Paz, Servicio de Farmacia', 'OTHER'],
      ['Department of Clinical Pharmacology, Novartis Foundation', null],
      ['University of Pharma Mar', null],
      ['Centre Hospitalier Universitaire de Nice, Pharmacie', 'OTHER'],
    ] as const;
    for (const [name, cls] of academic) expect(lead(name, cls), name).toMatchObject({ ticker: null, investmentVerdict: 'NON', companyId: null });
  });

  it('does not match government or academic sponsors by prefix or fuzzily', () => {
    expect(lead('National Cancer Institute (NCI)', 'NIH').ticker).toBeNull();
    expect(lead('Assistance Publique - Hôpitaux de Paris', 'OTHER').ticker).toBeNull();
    expect(lead('Hoffman-La Roche', 'OTHER').ticker).toBeNull();
  });

  it('returns NON with no ticker and records that nothing matched', () => {
    expect(lead('Laboratoires Théa')).toEqual({
      companyId: null,
      ticker: null,
      investmentVerdict: 'NON',
      sponsorMatch: {
        method: 'none',
        companyName: null,
        matchedName: null,
        score: null,
        relation: null,
        confidence: null,
        via: null,
        acquiredBy: null,
        acquiredYear: null,
        collaboratorName: null,
        collaboratorMethod: null,
      },
      collaboratorTickers: [],
    });
    expect(resolveSponsor(dir, { name: '', class: null }, []).investmentVerdict).toBe('NON');
  });

  it('lists the other listed collaborators (company pages), without the trial’s own ticker', () => {
    const r = resolveSponsor(dir, { name: 'Pfizer', class: 'INDUSTRY' }, [
      { name: 'Merck Sharp & Dohme LLC', class: 'INDUSTRY' },
      { name: 'Pfizer Inc.', class: 'INDUSTRY' },
      { name: 'Mayo Clinic', class: 'OTHER' },
    ]);
    expect(r.ticker).toBe('PFE');
    expect(r.collaboratorTickers).toEqual(['MRK']);
  });
});
