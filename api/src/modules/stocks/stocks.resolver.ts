import { Arg, Authorized, Ctx, FieldResolver, Float, Int, Mutation, Query, Resolver, Root, Subscription } from 'type-graphql';
import type { AppContext } from '../../context.js';
import { Public } from '../../graphql/public.js';
import type { StockData } from '../../providers/stocks/index.js';
import type { InvestmentVerdict } from '../../domain/sponsor.js';
import { InvestmentVerdictEnum } from '../trials/trials.enums.js';
import { SortOrder } from '../../graphql/sort-order.js';
import { EnrichedSortEnum } from './stocks.enums.js';
import type { EnrichedSort } from './stocks.validation.js';
import { TrialType } from '../trials/trials.types.js';
import { marketCapUsd, priceUsd, usdPer } from './stocks.fx.js';
import { liveQuotes } from './stocks.live.js';
import { clearStockCache, enrichedTrials, getStock, getStockHistory, getStocks, MAX_LIVE_TICKERS, stockCacheStats, trialStock } from './stocks.service.js';
import { parseTickers } from './stocks.ticker.js';
import { ClearStockCacheResultType, EnrichedTrialsPageType, StockCacheStatsType, StockDataType, StockHistoryType } from './stocks.types.js';
import type { ResolverClass } from '../../graphql/resolver-class.js';

@Resolver()
class StocksResolver {
  @Public()
  @Query(() => StockDataType, { description: "One ticker's stock data (1–10 letters, digits, dots or dashes; else BAD_USER_INPUT)." })
  stock(@Arg('ticker', () => String, { description: 'Ticker, e.g. PFE, SAN.PA.' }) ticker: string, @Ctx() ctx: AppContext): Promise<StockData> {
    return getStock(ctx, ticker);
  }

  @Public()
  @Query(() => [StockDataType], {
    description: "Several tickers' stock data in one call (at most 100; absent values such as 'N/A' are skipped, duplicates merged).",
  })
  stocks(@Arg('tickers', () => [String], { description: 'Tickers (case-insensitive).' }) tickers: string[], @Ctx() ctx: AppContext): Promise<StockData[]> {
    return getStocks(ctx, tickers);
  }

  @Public()
  @Query(() => StockHistoryType, { description: 'Daily closes of a ticker over the last `days` days.' })
  stockHistory(
    @Arg('ticker', () => String, { description: 'Ticker.' }) ticker: string,
    @Arg('days', () => Int, { nullable: true, defaultValue: 30, description: 'Calendar days back, 1 to 365 (default 30).' }) days: number,
    @Ctx() ctx: AppContext,
  ) {
    return getStockHistory(ctx, { ticker, days });
  }

  @Public()
  @Query(() => EnrichedTrialsPageType, {
    description: 'Stock dashboard: trials whose sponsor is listed, filtered by investment verdict, best score first or by market cap in US dollars.',
  })
  enrichedTrials(
    @Arg('investmentVerdict', () => InvestmentVerdictEnum, {
      nullable: true,
      description: 'OUI, POSSIBLE or NON; absent: any verdict (the dashboard starts with OUI).',
    })
    investmentVerdict: InvestmentVerdict | null,
    @Arg('page', () => Int, { nullable: true, defaultValue: 1, description: 'Page number, from 1.' }) page: number,
    @Arg('limit', () => Int, { nullable: true, defaultValue: 20, description: 'Page size, 1 to 100 (the dashboard offers 10, 20, 50).' }) limit: number,
    @Arg('sortBy', () => EnrichedSortEnum, { nullable: true, description: 'score (default) or marketCapUsd (caps compared in US dollars).' })
    sortBy: EnrichedSort | null,
    @Arg('sortOrder', () => SortOrder, { nullable: true, description: 'DESC (default: best score, largest cap first) or ASC; nulls always last.' })
    sortOrder: SortOrder | null,
    @Ctx() ctx: AppContext,
  ) {
    return enrichedTrials(ctx, {
      investmentVerdict: investmentVerdict ?? undefined,
      page,
      limit,
      sortBy: sortBy ?? undefined,
      sortOrder: sortOrder ?? undefined,
    });
  }

  @Public()
  @Query(() => StockCacheStatsType, { description: 'State of the stock cache (validEntries, totalEntries).' })
  stockCacheStats(@Ctx() ctx: AppContext) {
    return stockCacheStats(ctx);
  }

  @Authorized()
  @Mutation(() => ClearStockCacheResultType, { description: 'Empties the stock cache (signed-in users; rate-limited).' })
  clearStockCache(@Ctx() ctx: AppContext) {
    return clearStockCache(ctx);
  }

  @Public()
  @Subscription(() => [StockDataType], {
    description: 'Live quotes: the current quotes at once, then the ones that moved while their market is open (at most 50 tickers).',
    subscribe: ({ args, context }) => {
      const ctx = context as AppContext;
      return liveQuotes(ctx.deps.stocks, parseTickers((args as { tickers: unknown }).tickers, MAX_LIVE_TICKERS));
    },
  })
  stockQuotes(
    @Root() quotes: StockData[],
    @Arg('tickers', () => [String], { description: 'Tickers to follow (at most 50).' }) _tickers: string[],
  ): StockData[] {
    return quotes;
  }
}

@Resolver(() => StockDataType)
class StockFxResolver {
  @FieldResolver(() => Float, {
    nullable: true,
    description: 'Market capitalisation converted to US dollars (the provider’s FX rate, batched per operation); null when unknown.',
  })
  marketCapUsd(@Root() stock: StockData, @Ctx() ctx: AppContext): Promise<number | null> {
    return marketCapUsd(ctx, stock);
  }

  @FieldResolver(() => Float, { nullable: true, description: 'Current price converted to US dollars; null when unknown.' })
  currentPriceUsd(@Root() stock: StockData, @Ctx() ctx: AppContext): Promise<number | null> {
    return priceUsd(ctx, stock);
  }

  @FieldResolver(() => Float, {
    nullable: true,
    description: 'US dollars per unit of the quote currency (GBp: per penny), from the stock provider; null when unknown.',
  })
  usdRate(@Root() stock: StockData, @Ctx() ctx: AppContext): Promise<number | null> {
    return usdPer(ctx, stock.currency);
  }
}

@Resolver(() => TrialType)
class TrialStockResolver {
  @FieldResolver(() => StockDataType, {
    nullable: true,
    description: "Stock data of the sponsor's listed company; null when the trial has no ticker. Batched per request.",
  })
  stock(@Root() trial: TrialType, @Ctx() ctx: AppContext): Promise<StockData | null> {
    return trialStock(ctx, trial);
  }
}

/** GraphQL adapter of the stocks module. */
export const stocksResolvers: ResolverClass[] = [StocksResolver, StockFxResolver, TrialStockResolver];
