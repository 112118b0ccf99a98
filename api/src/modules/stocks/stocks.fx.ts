import DataLoader from 'dataloader';
import type { AppContext } from '../../context.js';
import { defineLoader } from '../../graphql/loaders.js';
import { mainUnit, USD } from '../../domain/money.js';
import type { FxRate, StockData } from '../../providers/stocks/index.js';
import { fxCurrencies } from '../../providers/stocks/fx.js';

/**
 * Per-request FX rates: every conversion of one operation (a page of quotes, a company page, the
 * table's market caps) lands in ONE batch → one StockMarket.getFxRates → at most one provider call.
 */
export const fxLoader = defineLoader(
  'stocks.fx',
  (c: AppContext) =>
    new DataLoader<string, FxRate>(async (keys) => {
      const rates = await c.deps.stocks.getFxRates(fxCurrencies([...keys]));
      return keys.map((k) => rates.get(k) ?? { currency: k, usdPer: null, asOf: new Date().toISOString(), source: c.deps.stocks.source, isError: true });
    }),
);

/** USD per unit of `currency` (null when unknown). */
export async function usdPer(ctx: AppContext, currency: string | null | undefined): Promise<number | null> {
  if (!currency) return null;
  if (currency === USD) return 1;
  return (await fxLoader(ctx).load(currency)).usdPer;
}

/** A price in USD (the quote's currency, pence included). */
export async function priceUsd(ctx: AppContext, stock: Pick<StockData, 'currentPrice' | 'currency' | 'isError'>): Promise<number | null> {
  if (stock.isError || stock.currentPrice === null) return null;
  const rate = await usdPer(ctx, stock.currency);
  return rate === null ? null : stock.currentPrice * rate;
}

/** A market cap in USD (caps are in the main unit of the quote currency: pounds for a pence quote). */
export async function marketCapUsd(ctx: AppContext, stock: Pick<StockData, 'marketCap' | 'currency' | 'isError'>): Promise<number | null> {
  if (stock.isError || stock.marketCap === null) return null;
  const rate = await usdPer(ctx, mainUnit(stock.currency));
  return rate === null ? null : Math.round(stock.marketCap * rate);
}

/** The USD fields of a quote: GraphQL resolves them on StockData, REST answers carry them (withUsd). */
export interface StockUsdFields {
  usdRate: number | null;
  marketCapUsd: number | null;
  currentPriceUsd: number | null;
}

/** A quote with its USD conversions (one FX batch for every quote of the request). */
export async function withUsd(ctx: AppContext, stock: StockData): Promise<StockData & StockUsdFields> {
  const [usdRate, capUsd, currentPriceUsd] = await Promise.all([usdPer(ctx, stock.currency), marketCapUsd(ctx, stock), priceUsd(ctx, stock)]);
  return { ...stock, usdRate, marketCapUsd: capUsd, currentPriceUsd };
}
