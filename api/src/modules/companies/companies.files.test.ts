import { describe, expect, it } from 'vitest';
import { dataPath, parseCsvData, parseJsonData } from '../../lib/data-files.js';
import { dataFailure, readDataFile, withLine } from '../../lib/data-files.testing.js';
import { CURATED_COMPANIES, curatedSchema, subsidiariesSchema } from './companies.data.js';
import { CORPORATE_HISTORY, historySchema } from './companies.history.js';
import { loadMarkets, marketsSchema } from './companies.markets.js';
import { loadSponsorOverrides, sponsorOverridesSchema } from './companies.overrides.js';
import { LABELLED_SPONSORS, sponsorLabelsSchema } from './sponsor-labels.data.js';

/**
 * The company data files (api/data/companies): each passes its schema as committed, and a row with
 * a bad ticker, currency or date fails with its file and line.
 */

const markets = loadMarkets();
const curated = curatedSchema(markets);

describe('company data files', () => {
  it('load as committed', () => {
    expect(markets.get('TSE')).toEqual({ exchange: 'TSE', currency: 'JPY', country: 'Japan', tickerPattern: /^\d{4}\.T$/ });
    const core = parseCsvData(readDataFile('companies/curated.csv'), dataPath('companies/curated.csv'), curated);
    const intl = parseCsvData(readDataFile('companies/curated-intl.csv'), 'curated-intl.csv', curatedSchema(markets, new Set(core.map((c) => c.ticker))));
    expect(core.length + intl.length).toBe(CURATED_COMPANIES.length);
    const subsidiaries = parseCsvData(
      readDataFile('companies/subsidiaries.csv'),
      'subsidiaries.csv',
      subsidiariesSchema(new Set(CURATED_COMPANIES.map((c) => c.ticker))),
    );
    expect(subsidiaries.length).toBe(CURATED_COMPANIES.reduce((n, c) => n + c.subsidiaries.length, 0));
    expect(CURATED_COMPANIES.find((c) => c.ticker === 'JNJ')?.subsidiaries).toContainEqual({ name: 'Xian-Janssen Pharmaceutical', relation: 'joint-venture' });
    expect(CURATED_COMPANIES.find((c) => c.ticker === 'EBR.AX')).toMatchObject({ exchange: 'ASX', currency: 'AUD', country: 'United States' });
    expect(CORPORATE_HISTORY.find((e) => e.display === 'Amryt Pharma')).toMatchObject({ owner: null, acquirer: 'Chiesi', year: 2023 });
    expect(LABELLED_SPONSORS.filter((s) => s.ticker === null).length).toBeGreaterThan(200);
    expect(loadSponsorOverrides().get('wellcome trust')).toBeNull();
  });

  it('a curated row with a bad ticker names file, line and column', () => {
    const { text, line, file } = withLine('companies/curated.csv', 'Pfizer Inc.,PFE,', 'Pfizer Inc.,PF E,');
    expect(dataFailure(() => parseCsvData(text, file, curated))).toBe(
      `api/data/companies/curated.csv:${line}: column ticker: "PF E" is not a ticker (1 to 10 letters, digits, dots or dashes, as PFE, SAN.PA, 4502.T)`,
    );
  });

  it('a ticker must fit its market, name a known market, and be listed once', () => {
    const wrongMarket = withLine('companies/curated-intl.csv', ',4569.T,TSE,', ',4569.T,HKEX,');
    expect(dataFailure(() => parseCsvData(wrongMarket.text, wrongMarket.file, curated))).toBe(
      `api/data/companies/curated-intl.csv:${wrongMarket.line}: column ticker: 4569.T is not a HKEX ticker (markets.csv: ^\\d{4}\\.HK$)`,
    );
    const unknown = withLine('companies/curated.csv', ',PFE,NYSE,', ',PFE,NYSEE,');
    expect(dataFailure(() => parseCsvData(unknown.text, unknown.file, curated))).toMatch(
      new RegExp(`^api/data/companies/curated\\.csv:${unknown.line}: column market: unknown market "NYSEE"`),
    );
    const twice = withLine('companies/curated-intl.csv', ',4569.T,', ',4569.T,');
    expect(dataFailure(() => parseCsvData(twice.text, twice.file, curatedSchema(markets, new Set(['4569.T']))))).toBe(
      `api/data/companies/curated-intl.csv:${twice.line}: column ticker: 4569.T is listed twice`,
    );
  });

  it('a subsidiary names a curated parent', () => {
    const { text, line, file } = withLine('companies/subsidiaries.csv', 'PFE,wholly-owned,Wyeth', 'PFX,wholly-owned,Wyeth');
    expect(dataFailure(() => parseCsvData(text, file, subsidiariesSchema(new Set(CURATED_COMPANIES.map((c) => c.ticker)))))).toBe(
      `api/data/companies/subsidiaries.csv:${line}: column ticker: PFX is not a curated company (curated*.csv)`,
    );
  });

  it('a market with a bad currency names file and line', () => {
    const { text, line, file } = withLine('companies/markets.csv', 'TSE,TSE,JPY,', 'TSE,TSE,YEN,');
    expect(dataFailure(() => parseCsvData(text, file, marketsSchema))).toBe(
      `api/data/companies/markets.csv:${line}: column currency: "YEN" is not an ISO 4217 currency code (USD, EUR, JPY...)`,
    );
  });

  it('a deal with a bad date or owner ticker names file and line', () => {
    const typo = withLine('companies/history.csv', 'Celgene,acquired,Bristol Myers Squibb,2019,', 'Celgene,acquired,Bristol Myers Squibb,2O19,');
    expect(dataFailure(() => parseCsvData(typo.text, typo.file, historySchema))).toBe(
      `api/data/companies/history.csv:${typo.line}: column year: "2O19" is not a year (four digits, 1800 to this year)`,
    );
    const future = withLine(
      'companies/history.csv',
      'Celgene,acquired,Bristol Myers Squibb,2019,',
      `Celgene,acquired,Bristol Myers Squibb,${new Date().getUTCFullYear() + 1},`,
    );
    expect(dataFailure(() => parseCsvData(future.text, future.file, historySchema))).toMatch(
      new RegExp(`^api/data/companies/history\\.csv:${future.line}: column year: `),
    );
    const owner = withLine('companies/history.csv', ',2019,BMY,', ',2019,B M Y,');
    expect(dataFailure(() => parseCsvData(owner.text, owner.file, historySchema))).toMatch(
      new RegExp(`^api/data/companies/history\\.csv:${owner.line}: column owner: "B M Y" is not a ticker`),
    );
  });

  it('a sponsor label with a bad ticker, or a ticker on a public sponsor, names file and line', () => {
    const bad = withLine('companies/sponsor-labels.csv', 'Seattle Genetics, Inc.",INDUSTRY,acquired,PFE', 'Seattle Genetics, Inc.",INDUSTRY,acquired,PFE!');
    expect(dataFailure(() => parseCsvData(bad.text, bad.file, sponsorLabelsSchema))).toMatch(
      new RegExp(`^api/data/companies/sponsor-labels\\.csv:${bad.line}: column ticker: "PFE!" is not a ticker`),
    );
    const academic = withLine('companies/sponsor-labels.csv', 'Mayo Clinic,OTHER,academic,', 'Mayo Clinic,OTHER,academic,MAYO');
    expect(dataFailure(() => parseCsvData(academic.text, academic.file, sponsorLabelsSchema))).toBe(
      `api/data/companies/sponsor-labels.csv:${academic.line}: column ticker: academic sponsors have no ticker: leave the cell empty`,
    );
  });

  it('an override with a bad ticker names file and line (JSON)', () => {
    const { text, line, file } = withLine('companies/sponsor-overrides.json', '"ICON Clinical Research": "ICLR"', '"ICON Clinical Research": "IC LR"');
    expect(dataFailure(() => parseJsonData(text, file, sponsorOverridesSchema))).toBe(
      `api/data/companies/sponsor-overrides.json:${line}: overrides.ICON Clinical Research: "ICON Clinical Research" must map to a ticker or "NONE"`,
    );
  });
});
