import { unitsPerMain } from '../../domain/money.js';
import { exchangeOf, type Exchange } from './markets.js';
import { Rng, round } from './random.js';

/** What the demo market knows about a listed company (the curated company list gives it). */
export interface CompanyRef {
  ticker: string;
  name: string;
  exchange?: string | null;
  currency?: string | null;
  kind?: string | null;
}

/**
 * Approximate sizes (market capitalisation, USD billions) of well-known listed sponsors, so the demo
 * market shows a big pharma as big and a small biotech as small. Names are the fallback display names.
 */
export const KNOWN_SIZES: Record<string, [name: string, capUsdBn: number]> = {
  PFE: ['Pfizer Inc.', 145],
  MRK: ['Merck & Co., Inc.', 215],
  JNJ: ['Johnson & Johnson', 420],
  LLY: ['Eli Lilly and Company', 780],
  ABBV: ['AbbVie Inc.', 380],
  AZN: ['AstraZeneca PLC', 230],
  'AZN.L': ['AstraZeneca PLC', 230],
  NVS: ['Novartis AG', 240],
  'NOVN.SW': ['Novartis AG', 240],
  'ROG.SW': ['Roche Holding AG', 250],
  RHHBY: ['Roche Holding AG', 250],
  'SAN.PA': ['Sanofi', 120],
  SNY: ['Sanofi', 120],
  GSK: ['GSK plc', 80],
  'GSK.L': ['GSK plc', 80],
  BMY: ['Bristol-Myers Squibb Company', 95],
  AMGN: ['Amgen Inc.', 160],
  GILD: ['Gilead Sciences, Inc.', 140],
  NVO: ['Novo Nordisk A/S', 250],
  'NOVO-B.CO': ['Novo Nordisk A/S', 250],
  'BAYN.DE': ['Bayer AG', 30],
  TAK: ['Takeda Pharmaceutical Company Limited', 45],
  '4502.T': ['Takeda Pharmaceutical Company Limited', 45],
  REGN: ['Regeneron Pharmaceuticals, Inc.', 65],
  VRTX: ['Vertex Pharmaceuticals Incorporated', 115],
  MRNA: ['Moderna, Inc.', 11],
  BIIB: ['Biogen Inc.', 22],
  BNTX: ['BioNTech SE', 25],
  ALNY: ['Alnylam Pharmaceuticals, Inc.', 55],
  'IPN.PA': ['Ipsen S.A.', 10],
  'MRK.DE': ['Merck KGaA', 60],
  ARGX: ['argenx SE', 45],
  INCY: ['Incyte Corporation', 14],
  SRPT: ['Sarepta Therapeutics, Inc.', 2],
  'UCB.BR': ['UCB SA', 35],
  '4568.T': ['Daiichi Sankyo Company, Limited', 50],
  '4503.T': ['Astellas Pharma Inc.', 20],
  '4519.T': ['Chugai Pharmaceutical Co., Ltd.', 75],
  ABT: ['Abbott Laboratories', 220],
  MDT: ['Medtronic plc', 115],
  BSX: ['Boston Scientific Corporation', 150],
  ISRG: ['Intuitive Surgical, Inc.', 190],
  TMO: ['Thermo Fisher Scientific Inc.', 200],
  SYK: ['Stryker Corporation', 140],
  'CSL.AX': ['CSL Limited', 80],
  '068270.KS': ['Celltrion, Inc.', 30],
  '207940.KS': ['Samsung Biologics Co., Ltd.', 55],
  '600276.SS': ['Jiangsu Hengrui Pharmaceuticals Co., Ltd.', 45],
  '1177.HK': ['Sino Biopharmaceutical Limited', 10],
  BGNE: ['BeiGene, Ltd.', 30],
  ONC: ['BeOne Medicines Ltd.', 30],
  'SAN.MC': ['Banco Santander', 100],
  'EL.PA': ['EssilorLuxottica', 120],
  'SRT3.DE': ['Sartorius AG', 15],
  'LONN.SW': ['Lonza Group AG', 45],
  HLN: ['Haleon plc', 45],
  GMAB: ['Genmab A/S', 15],
  'BAVA.CO': ['Bavarian Nordic A/S', 2],
  'DBV.PA': ['DBV Technologies', 0.3],
  'VLA.PA': ['Valneva SE', 0.6],
  'ABVX.PA': ['Abivax', 4],
  'GNFT.PA': ['Genfit', 0.2],
  'NANO.PA': ['Nanobiotix', 0.5],
};

/**
 * Index funds the demo market quotes, so that moves can be measured against an index (the configured
 * MARKET_BENCHMARK_TICKER is added to them): low volatility, no company events, no fundamentals.
 */
export const KNOWN_INDEXES: Record<string, string> = {
  XBI: 'SPDR S&P Biotech ETF',
  IBB: 'iShares Biotechnology ETF',
  SPY: 'SPDR S&P 500 ETF Trust',
  QQQ: 'Invesco QQQ Trust',
};

/** USD per unit of a currency (rough constants: the demo market is not an FX feed). */
export const USD_PER: Record<string, number> = {
  USD: 1,
  EUR: 1.08,
  CHF: 1.13,
  GBP: 1.27,
  GBp: 0.0127,
  JPY: 0.0067,
  HKD: 0.128,
  KRW: 0.00073,
  CNY: 0.138,
  AUD: 0.65,
  DKK: 0.145,
  SEK: 0.094,
  NOK: 0.092,
  CAD: 0.73,
  INR: 0.012,
  TWD: 0.031,
};

const US_INSTITUTIONS = [
  'Vanguard Group Inc',
  'Blackrock Inc.',
  'State Street Corporation',
  'FMR, LLC',
  'Capital World Investors',
  'Wellington Management Group, LLP',
  'Price (T.Rowe) Associates Inc',
  'Geode Capital Management, LLC',
  'Morgan Stanley',
  'JPMorgan Chase & Company',
  'Bank of America Corporation',
  'Northern Trust Corporation',
  'Invesco Ltd.',
  'Dodge & Cox Inc',
];
const EU_INSTITUTIONS = [
  'Norges Bank Investment Management',
  'Amundi',
  'BNP Paribas Asset Management',
  'Allianz Global Investors',
  'UBS Asset Management',
  'Legal & General Investment Management',
  'DWS Investment GmbH',
];

/** Stable fundamentals of one ticker: the same on every call, machine and day. */
export interface DemoProfile {
  ticker: string;
  /** An index fund: no fundamentals, no event shocks. */
  index: boolean;
  /** Market capitalisation at the anchor price, USD (the size an event shock is drawn for). */
  capUsd: number;
  companyName: string;
  exchange: Exchange;
  currency: string;
  /** Price around which the daily random walk reverts, in the quote currency. */
  anchorPrice: number;
  shares: number;
  /** Daily volatility of log returns. */
  dailyVol: number;
  avgVolume: number;
  beta: number;
  dividendYield: number | null;
  revenue: number;
  netIncome: number;
  grossMargin: number;
  operatingMargin: number;
  revenueGrowth: number;
  earningsGrowth: number | null;
  totalCash: number;
  totalDebt: number;
  bookEquity: number;
  currentRatio: number;
  shortRatio: number;
  pegRatio: number | null;
  forwardDiscount: number;
  insiders: number;
  institutions: number;
  institutionsCount: number;
  analystCount: number;
  /** 0 = everyone sells, 1 = everyone buys. */
  sentiment: number;
  targetLow: number;
  targetMean: number;
  targetHigh: number;
  institutionNames: string[];
  institutionPcts: number[];
}

export function buildProfile(ticker: string, company?: CompanyRef): DemoProfile {
  const rng = new Rng(`profile|${ticker}`);
  const exchange = exchangeOf(ticker, company?.exchange);
  const currency = company?.currency && USD_PER[company.currency] ? company.currency : exchange.currency;
  const known = KNOWN_SIZES[ticker];
  const kind = (company?.kind ?? '').toLowerCase();
  const capUsd =
    (known?.[1] ??
      (kind.includes('biotech')
        ? Math.exp(rng.between(Math.log(0.3), Math.log(20)))
        : kind.includes('pharma')
          ? Math.exp(rng.between(Math.log(8), Math.log(120)))
          : Math.exp(rng.between(Math.log(1), Math.log(60))))) * 1e9;
  const large = capUsd >= 50e9;
  const small = capUsd < 5e9;
  const fx = USD_PER[currency] ?? 1;
  const priceUsd = large ? rng.between(45, 420) : small ? rng.between(2.5, 45) : rng.between(20, 180);
  const anchorPrice = round(priceUsd / fx, currency === 'JPY' || currency === 'KRW' ? 0 : 2);
  /** In quote units (pence for GBp). */
  const capLocal = capUsd / fx;
  const shares = Math.round(capLocal / anchorPrice);
  const dailyVol = large ? rng.between(0.011, 0.017) : small ? rng.between(0.03, 0.05) : rng.between(0.017, 0.028);
  const profitable = large || (!small && rng.uniform() < 0.75) || rng.uniform() < 0.15;
  // Market caps are reported in the main unit of the quote currency (GBP for a pence quote).
  const capMain = capLocal / unitsPerMain(currency);
  const revenue = profitable ? capMain / rng.between(3, 7) : capMain * rng.between(0.01, 0.15);
  const profitMargin = profitable ? rng.between(0.08, 0.32) : -rng.between(0.3, 2.5);
  const netIncome = revenue * profitMargin;
  const equity = capMain / (profitable ? rng.between(2, 8) : rng.between(1, 6));
  const names = rng.sample(exchange.currency === 'USD' ? US_INSTITUTIONS : [...EU_INSTITUTIONS, ...US_INSTITUTIONS.slice(0, 4)], 5);
  const first = rng.between(0.05, 0.09);
  const pcts = [first];
  for (let i = 1; i < 5; i++) pcts.push(pcts[i - 1] * rng.between(0.55, 0.9));
  const spread = small ? 0.6 : 0.3;
  return {
    ticker,
    index: false,
    capUsd,
    companyName: company?.name ?? known?.[0] ?? ticker,
    exchange,
    currency,
    anchorPrice,
    shares,
    dailyVol,
    avgVolume: Math.round(shares * (small ? rng.between(0.008, 0.03) : rng.between(0.003, 0.01))),
    beta: round(large ? rng.between(0.3, 0.8) : small ? rng.between(0.9, 1.9) : rng.between(0.6, 1.2), 3),
    dividendYield: profitable && !small && (large || rng.uniform() < 0.5) ? round(rng.between(0.008, 0.045), 4) : null,
    revenue: Math.round(revenue),
    netIncome: Math.round(netIncome),
    grossMargin: rng.between(0.62, 0.86),
    operatingMargin: profitable ? profitMargin + rng.between(0.03, 0.08) : profitMargin * rng.between(0.9, 1.1),
    revenueGrowth: profitable ? rng.between(-0.05, 0.15) : rng.between(-0.2, 0.8),
    earningsGrowth: profitable ? rng.between(-0.2, 0.3) : null,
    totalCash: Math.round(capMain * (small ? rng.between(0.1, 0.4) : rng.between(0.03, 0.12))),
    totalDebt: Math.round(capMain * (small ? rng.between(0, 0.1) : rng.between(0.05, 0.25))),
    bookEquity: Math.round(equity),
    currentRatio: round(small ? rng.between(3, 10) : rng.between(0.9, 2.5), 3),
    shortRatio: round(small ? rng.between(3, 12) : rng.between(1, 6), 2),
    pegRatio: profitable ? round(rng.between(0.8, 3), 2) : null,
    forwardDiscount: rng.between(0.8, 0.97),
    insiders: small ? rng.between(0.02, 0.25) : rng.between(0.001, 0.05),
    institutions: rng.between(0.5, 0.88),
    institutionsCount: large ? rng.int(2000, 5000) : small ? rng.int(80, 600) : rng.int(500, 2000),
    analystCount: large ? rng.int(18, 32) : small ? rng.int(3, 12) : rng.int(10, 22),
    sentiment: rng.between(0.25, 0.9),
    targetLow: anchorPrice * (1 - rng.between(0.1, spread)),
    targetMean: anchorPrice * (1 + rng.between(-0.05, spread)),
    targetHigh: anchorPrice * (1 + spread + rng.between(0.1, spread * 2)),
    institutionNames: names,
    institutionPcts: pcts,
  };
}

/**
 * An index fund's profile: a US-listed fund quoted in dollars, a mean-reverting walk of low volatility
 * (0.9–1.3 % a day), its size the fund's assets; the company fields stay neutral (the quote leaves them out).
 */
export function buildIndexProfile(ticker: string, name?: string | null): DemoProfile {
  const rng = new Rng(`index|${ticker}`);
  const anchorPrice = round(rng.between(80, 160), 2);
  const capUsd = rng.between(4e9, 9e9);
  const shares = Math.round(capUsd / anchorPrice);
  return {
    ticker,
    index: true,
    capUsd,
    companyName: name ?? KNOWN_INDEXES[ticker] ?? ticker,
    exchange: exchangeOf(ticker, 'NYSE'),
    currency: 'USD',
    anchorPrice,
    shares,
    dailyVol: rng.between(0.009, 0.013),
    avgVolume: Math.round(shares * rng.between(0.05, 0.12)),
    beta: 1,
    dividendYield: round(rng.between(0.001, 0.006), 4),
    revenue: 1,
    netIncome: 0,
    grossMargin: 0,
    operatingMargin: 0,
    revenueGrowth: 0,
    earningsGrowth: null,
    totalCash: 0,
    totalDebt: 0,
    bookEquity: 1,
    currentRatio: 1,
    shortRatio: 0,
    pegRatio: null,
    forwardDiscount: 1,
    insiders: 0,
    institutions: 0,
    institutionsCount: 0,
    analystCount: 1,
    sentiment: 0.5,
    targetLow: anchorPrice,
    targetMean: anchorPrice,
    targetHigh: anchorPrice,
    institutionNames: [],
    institutionPcts: [],
  };
}
