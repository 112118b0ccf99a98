import { Field, Float, Int, ObjectType } from 'type-graphql';
import { TrialType } from '../trials/trials.types.js';
import { PaginationType } from '../../graphql/pagination.types.js';
import type { MarketState, StockSource } from '../../domain/market.js';
import type { StockErrorReason } from '../../providers/stocks/types.js';
import type { CacheBackend } from './stocks.cache.js';
import { MarketStateEnum, StockCacheBackendEnum, StockSourceEnum } from './stocks.enums.js';
import {
  StockAnalystRecommendationType,
  StockFinancialDataType,
  StockHistoricalPriceType,
  StockHoldersType,
  StockInstitutionType,
  StockKeyStatsType,
} from './stocks.nested.types.js';

@ObjectType('StockData', {
  description: "A listed company's stock data. `isError` marks a ticker that could not be served; `source` says where it comes from (demo = simulated market).",
})
export class StockDataType {
  @Field(() => String, { description: 'Upper-case ticker.' })
  ticker!: string;

  @Field(() => String, { nullable: true, description: 'Company name.' })
  companyName!: string | null;

  @Field(() => Float, { nullable: true, description: 'Current (last) price.' })
  currentPrice!: number | null;

  @Field(() => Float, { nullable: true, description: 'Change since the previous close.' })
  change!: number | null;

  @Field(() => Float, { nullable: true, description: 'Change since the previous close, in percent.' })
  changePercent!: number | null;

  @Field(() => Float, { nullable: true, description: 'Previous session close.' })
  previousClose!: number | null;

  @Field(() => Float, { nullable: true, description: 'Lowest price of the session.' })
  dayLow!: number | null;

  @Field(() => Float, { nullable: true, description: 'Highest price of the session.' })
  dayHigh!: number | null;

  @Field(() => Float, { nullable: true, description: '52-week low.' })
  fiftyTwoWeekLow!: number | null;

  @Field(() => Float, { nullable: true, description: '52-week high.' })
  fiftyTwoWeekHigh!: number | null;

  @Field(() => Float, { nullable: true, description: 'Shares traded this session.' })
  volume!: number | null;

  @Field(() => Float, { nullable: true, description: 'Average daily volume.' })
  avgVolume!: number | null;

  @Field(() => MarketStateEnum, { nullable: true, description: 'REGULAR (open), PRE, POST or CLOSED.' })
  marketState!: MarketState | null;

  @Field(() => Float, { nullable: true, description: 'Market capitalisation, in the main unit of the quote currency.' })
  marketCap!: number | null;

  @Field(() => Float, { nullable: true, description: 'Trailing price/earnings (null when earnings are negative).' })
  peRatio!: number | null;

  @Field(() => Float, { nullable: true, description: 'Beta.' })
  beta!: number | null;

  @Field(() => Float, { nullable: true, description: 'Dividend yield as a fraction (0.031 = 3.1 %).' })
  dividendYield!: number | null;

  @Field(() => String, { nullable: true, description: 'Exchange, e.g. NASDAQ, Euronext Paris.' })
  exchange!: string | null;

  @Field(() => String, { description: 'Quote currency (USD by default; GBp = pence).' })
  currency!: string;

  @Field(() => Float, { nullable: true, description: 'Change over the last 30 days.' })
  monthChange!: number | null;

  @Field(() => Float, { nullable: true, description: 'Change over the last 30 days, in percent.' })
  monthChangePercent!: number | null;

  @Field(() => [StockHistoricalPriceType], { description: 'Daily closes of the last 30 days, oldest first.' })
  historicalPrices!: StockHistoricalPriceType[];

  @Field(() => StockHoldersType, { nullable: true, description: 'Holders breakdown.' })
  holders!: StockHoldersType | null;

  @Field(() => [StockAnalystRecommendationType], { description: 'Analyst ratings, most recent period first.' })
  analystRecommendations!: StockAnalystRecommendationType[];

  @Field(() => StockFinancialDataType, { nullable: true, description: 'Analyst consensus and financial figures.' })
  financialData!: StockFinancialDataType | null;

  @Field(() => StockKeyStatsType, { nullable: true, description: 'Valuation ratios.' })
  keyStats!: StockKeyStatsType | null;

  @Field(() => [StockInstitutionType], { description: 'Largest institutional holders, biggest first.' })
  topInstitutions!: StockInstitutionType[];

  @Field(() => String, { description: 'When the data was fetched (ISO 8601).' })
  lastUpdate!: string;

  @Field(() => StockSourceEnum, { description: 'Provider: demo (simulated market) or yahoo.' })
  source!: StockSource;

  @Field(() => Boolean, { description: 'Served from an older value because the provider failed just now.' })
  stale!: boolean;

  @Field(() => Boolean, { description: 'The ticker could not be served; see error.' })
  isError!: boolean;

  @Field(() => String, { nullable: true, description: 'Why the ticker could not be served (or why stale data is shown).' })
  error!: string | null;

  @Field(() => String, {
    nullable: true,
    description:
      "The same as a stable reason of the error catalogue (TICKER_NOT_FOUND, NO_PRICE_HISTORY, STOCK_PROVIDER_FAILED), to word it in the reader's language.",
  })
  errorReason!: StockErrorReason | null;
}

@ObjectType('StockHistory', { description: 'Daily closes of a ticker.' })
export class StockHistoryType {
  @Field(() => String, { description: 'Upper-case ticker.' })
  ticker!: string;

  @Field(() => String, { description: 'Quote currency.' })
  currency!: string;

  @Field(() => StockSourceEnum, { description: 'Provider: demo or yahoo.' })
  source!: StockSource;

  @Field(() => [StockHistoricalPriceType], { description: 'Daily closes, oldest first.' })
  prices!: StockHistoricalPriceType[];

  @Field(() => Boolean, { description: 'Served from an older value because the provider failed.' })
  stale!: boolean;

  @Field(() => Boolean, { description: 'The history could not be served; see error.' })
  isError!: boolean;

  @Field(() => String, { nullable: true, description: 'Why the history could not be served.' })
  error!: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'The same as a stable reason of the error catalogue (TICKER_NOT_FOUND, NO_PRICE_HISTORY, STOCK_PROVIDER_FAILED).',
  })
  errorReason!: StockErrorReason | null;
}

@ObjectType('StockCacheStats', { description: 'State of the stock cache.' })
export class StockCacheStatsType {
  @Field(() => Int, { description: 'Entries still fresh.' })
  validEntries!: number;

  @Field(() => Int, { description: 'All entries, stale ones included.' })
  totalEntries!: number;

  @Field(() => Int, { description: 'Cache hits since start (or the last clear), in this process.' })
  hits!: number;

  @Field(() => Int, { description: 'Cache misses since start (or the last clear), in this process.' })
  misses!: number;

  @Field(() => StockCacheBackendEnum, { description: 'Cache backend: memory or redis.' })
  backend!: CacheBackend;

  @Field(() => StockSourceEnum, { description: 'Stock provider: demo or yahoo.' })
  provider!: StockSource;
}

@ObjectType('ClearStockCacheResult', { description: 'Outcome of clearing the stock cache.' })
export class ClearStockCacheResultType {
  @Field(() => Int, { description: 'Entries removed.' })
  cleared!: number;
}

@ObjectType('EnrichedTrialsPage', { description: 'A stock dashboard page: listed trials (select `stock` on each for its quote).' })
export class EnrichedTrialsPageType {
  @Field(() => [TrialType], { description: "Trials whose sponsor is listed, best score first; each trial's `stock` field gives its quote." })
  trials!: TrialType[];

  @Field(() => PaginationType, { description: 'Pagination.' })
  pagination!: PaginationType;
}
