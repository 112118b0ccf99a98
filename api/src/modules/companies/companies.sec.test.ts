import crypto from 'node:crypto';
import fs from 'node:fs';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { dataPath } from '../../lib/data-files.js';
import { CURATED_COMPANIES } from './companies.data.js';
import { lightName } from './companies.names.js';
import { buildSecIndex, cleanSecTitle, matchSec, secIndex, secKey } from './companies.sec.js';
import { buildCompanyDirectory, resolveSponsor } from './sponsor-resolver.js';

const dir = buildCompanyDirectory(CURATED_COMPANIES.map((c, i) => ({ ...c, id: i + 1 })));
const lead = (name: string, cls: string | null = 'INDUSTRY') => resolveSponsor(dir, { name, class: cls }, []);

describe('the shipped SEC list', () => {
  it('is the snapshot its metadata names (source, date, entry count, checksum)', () => {
    const meta = JSON.parse(fs.readFileSync(dataPath('companies/sec-company-tickers.meta.json'), 'utf8')) as Record<string, unknown>;
    expect(meta).toMatchObject({ source: 'https://www.sec.gov/files/company_tickers.json', snapshotDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
    const raw = zlib.gunzipSync(fs.readFileSync(dataPath(`companies/${String(meta.file)}`)));
    expect(crypto.createHash('sha256').update(raw).digest('hex')).toBe(meta.sha256);
    expect(Object.keys(JSON.parse(raw.toString('utf8')) as object)).toHaveLength(meta.entries as number);
  });

  it('is indexed once, one company per CIK with its first ticker, without funds, trusts and blank-cheque shells', () => {
    const index = secIndex();
    expect(secIndex()).toBe(index);
    expect(index.companies.length).toBeGreaterThan(6000);
    expect(new Set(index.companies.map((c) => c.cik)).size).toBe(index.companies.length);
    expect(index.byTicker.get('GOOGL')?.title).toBe('Alphabet Inc.');
    expect(index.byTicker.has('GOOG')).toBe(false);
    expect(index.companies.some((c) => /\bacquisition corp\b|\btrust\b/i.test(c.title))).toBe(false);
  });
});

describe('SEC name rules', () => {
  it('normalises titles: EDGAR tags, legal forms, Holdings / Group, plurals, Pharma', () => {
    expect(cleanSecTitle('VERTEX PHARMACEUTICALS INC / MA')).toBe('VERTEX PHARMACEUTICALS INC');
    expect(cleanSecTitle('BANK OF AMERICA CORP /DE/')).toBe('BANK OF AMERICA CORP');
    expect(cleanSecTitle('Fujikura Ltd/ADR')).toBe('Fujikura Ltd');
    expect(cleanSecTitle('GENMAB A/S')).toBe('GENMAB A/S');
    expect(secKey(lightName('Medpace Holdings, Inc.'))).toBe('medpace');
    expect(secKey(lightName('Enanta Pharma'))).toBe(secKey(lightName('ENANTA PHARMACEUTICALS INC')));
    expect(secKey(lightName('The Cooper Companies, Inc.'))).toBe('cooper');
  });

  const index = buildSecIndex([
    { cik_str: 1, ticker: 'KURA', title: 'Kura Oncology, Inc.' },
    { cik_str: 2, ticker: 'KRUS', title: 'KURA SUSHI USA, INC.' },
    { cik_str: 3, ticker: 'TGT', title: 'TARGET CORP' },
    { cik_str: 4, ticker: 'ENTA', title: 'ENANTA PHARMACEUTICALS INC' },
    { cik_str: 5, ticker: 'ECOR', title: 'electroCore, Inc.' },
    { cik_str: 6, ticker: 'ORCL', title: 'ORACLE CORP' },
    { cik_str: 7, ticker: 'AAA', title: 'Alpha Acquisition Corp' },
    { cik_str: 8, ticker: 'CPRX', title: 'CATALYST PHARMACEUTICALS, INC.' },
    { cik_str: 9, ticker: 'CLST', title: 'Catalyst Bancorp, Inc.' },
    { cik_str: 10, ticker: 'HCAT', title: 'Health Catalyst, Inc.' },
  ]);
  const m = (name: string, cls: string | null = 'INDUSTRY') => matchSec(index, lightName(name), cls)?.company.ticker ?? null;

  it('matches the whole distinctive name, never a shared word', () => {
    expect(m('Kura Oncology, Inc.')).toBe('KURA');
    expect(m('Kura')).toBeNull();
    expect(m('electroCore INC')).toBe('ECOR');
    expect(m('Target Health Inc.')).toBeNull();
    expect(m('Oracle Research')).toBeNull();
    expect(m('Catalyst Biosciences')).toBeNull();
    expect(m('Catalyst')).toBeNull();
    expect(m('Alpha Acquisition Corp')).toBeNull();
  });

  it('allows a regional unit or the bare name only for companies whose name says health', () => {
    expect(m('Enanta Pharmaceuticals USA')).toBe('ENTA');
    expect(m('Enanta')).toBe('ENTA');
    expect(matchSec(index, 'enanta', 'INDUSTRY')).toMatchObject({ rule: 'short-name', confidence: 0.85 });
    expect(m('Oracle Japan')).toBeNull();
  });

  it('needs a sponsor class that can be a company, and a non-academic name', () => {
    expect(m('Kura Oncology, Inc.', 'OTHER')).toBeNull();
    expect(m('Kura Oncology, Inc.', 'NIH')).toBeNull();
    expect(m('Kura Oncology, Inc.', null)).toBe('KURA');
    expect(m('Enanta Pharmaceuticals Research Institute')).toBeNull();
    // A non-health company: an INDUSTRY sponsor only, and never a dictionary word.
    expect(m('electroCore INC', 'UNKNOWN')).toBeNull();
    expect(m('Target Corporation')).toBeNull();
  });
});

describe('resolveSponsor with the SEC list', () => {
  it('links small and mid caps missing from the curated table, with their confidence and no company row', () => {
    expect(lead('Kura Oncology, Inc.')).toMatchObject({
      companyId: null,
      ticker: 'KURA',
      investmentVerdict: 'OUI',
      sponsorMatch: { method: 'sec', relation: 'self', companyName: 'Kura Oncology, Inc.', confidence: 0.95 },
    });
    expect(lead('electroCore INC')).toMatchObject({ ticker: 'ECOR', sponsorMatch: { method: 'sec', confidence: 0.85 } });
    expect(lead('Enanta Pharmaceuticals, Inc')).toMatchObject({ ticker: 'ENTA', sponsorMatch: { companyName: 'Enanta Pharmaceuticals Inc' } });
    expect(lead('Tiziana Life Sciences LTD').ticker).toBe('TLSA');
  });

  it('never links a sponsor to a non-health company by a shared word', () => {
    for (const name of [
      'Apple Tree Clinic',
      'Target Health',
      'Target Health Inc.',
      'Oracle Research',
      'Mercury Clinical',
      'Apollo Therapeutics Ltd',
      'Nova Biomedical',
    ]) {
      for (const cls of ['INDUSTRY', 'OTHER', null]) expect(lead(name, cls).ticker, `${name} (${cls})`).toBeNull();
    }
  });

  it('prefers the curated listing of a company the SEC lists as an ADR or OTC line', () => {
    expect(lead('Novo Nordisk A S')).toMatchObject({ ticker: 'NOVO-B.CO' });
    expect(lead('TAKEDA PHARMACEUTICAL CO LTD')).toMatchObject({ ticker: '4502.T' });
    expect(lead('Ultragenyx Pharmaceuticals Inc')).toMatchObject({ ticker: 'RARE', companyId: dir.companies.find((c) => c.ticker === 'RARE')?.id });
    // Bare "Merck" stays ambiguous even though the SEC lists MERCK & CO.
    expect(lead('Merck').ticker).toBeNull();
  });
});
