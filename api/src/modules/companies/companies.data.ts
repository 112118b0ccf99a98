/**
 * Curated listed pharma / biotech / medtech companies, read from api/data/companies: curated.csv
 * (the core table), curated-intl.csv (more non-US listings) and subsidiaries.csv, with tickers in
 * the live provider's (Yahoo Finance) symbol form. A wrong ticker is worse than none: a company whose
 * listing was in doubt (pending take-over, delisting) is left out rather than guessed.
 *
 * `aliases` are other names and spellings of the listed company itself; `subsidiaries` are other
 * sponsors owned by it: wholly-owned (the trial is an investment in the parent: verdict OUI),
 * majority-owned or joint venture (partial link: verdict POSSIBLE).
 */
import { z } from 'zod';
import { readCsvData } from '../../lib/data-files.js';
import { TICKER_PATTERN } from '../stocks/stocks.ticker.js';
import { COMPANY_KINDS, loadMarkets, nameField, namesCell, SUBSIDIARY_RELATIONS, tickerField, type CuratedCompany, type Market } from './companies.markets.js';

export type { CompanyKind, CuratedCompany, CuratedSubsidiary, SubsidiaryRelation } from './companies.markets.js';

/**
 * curated.csv / curated-intl.csv: one row a company, naming its market (a key of markets.csv: the
 * exchange, currency and country come from there; a `country` cell overrides the latter), its
 * aliases separated by `|`. `taken`: tickers another table already lists (a ticker is listed once).
 */
export function curatedSchema(markets: ReadonlyMap<string, Market>, taken: ReadonlySet<string> = new Set()) {
  const company = z
    .strictObject({
      name: nameField,
      ticker: tickerField,
      market: z.string().refine((m) => markets.has(m), {
        error: (iss) => `unknown market ${JSON.stringify(iss.input)} (markets.csv has ${[...markets.keys()].join(', ')})`,
      }),
      kind: z.enum(COMPANY_KINDS),
      country: z.string().trim(),
      aliases: namesCell,
    })
    .superRefine((c, ctx) => {
      const pattern = markets.get(c.market)?.tickerPattern;
      if (pattern && TICKER_PATTERN.test(c.ticker) && !pattern.test(c.ticker))
        ctx.addIssue({ code: 'custom', path: ['ticker'], message: `${c.ticker} is not a ${c.market} ticker (markets.csv: ${pattern.source})` });
    })
    .transform((c): CuratedCompany => {
      const market = markets.get(c.market)!;
      return {
        name: c.name,
        ticker: c.ticker,
        exchange: market.exchange,
        currency: market.currency,
        country: c.country || market.country,
        kind: c.kind,
        aliases: c.aliases,
        subsidiaries: [],
      };
    });
  return z.array(company).superRefine((list, ctx) => {
    const seen = new Set(taken);
    list.forEach((c, i) => {
      if (seen.has(c.ticker)) ctx.addIssue({ code: 'custom', path: [i, 'ticker'], message: `${c.ticker} is listed twice` });
      seen.add(c.ticker);
    });
  });
}

/** subsidiaries.csv: one row a subsidiary: the ticker of its curated parent, the relation, its sponsor name. */
export function subsidiariesSchema(parents: ReadonlySet<string>) {
  return z.array(
    z.strictObject({
      ticker: tickerField.refine((t) => parents.has(t), { error: (iss) => `${String(iss.input)} is not a curated company (curated*.csv)` }),
      relation: z.enum(SUBSIDIARY_RELATIONS),
      name: nameField,
    }),
  );
}

function loadCurated(): { core: CuratedCompany[]; intl: CuratedCompany[] } {
  const markets = loadMarkets();
  const core = readCsvData('companies/curated.csv', curatedSchema(markets));
  const intl = readCsvData('companies/curated-intl.csv', curatedSchema(markets, new Set(core.map((c) => c.ticker))));
  const byTicker = new Map([...core, ...intl].map((c) => [c.ticker, c]));
  for (const s of readCsvData('companies/subsidiaries.csv', subsidiariesSchema(new Set(byTicker.keys()))))
    byTicker.get(s.ticker)!.subsidiaries.push({ name: s.name, relation: s.relation });
  return { core, intl };
}

const CURATED = loadCurated();

/** The non-US listings of curated-intl.csv (Tokyo, Hong Kong, Shanghai / Shenzhen, Korea, Taiwan, Europe, Australia, India, Canada). */
export const CURATED_INTL_COMPANIES: CuratedCompany[] = CURATED.intl;

/** Every curated listing: the core table, then the non-US listings of curated-intl.csv. */
export const CURATED_COMPANIES: CuratedCompany[] = [...CURATED.core, ...CURATED.intl];
