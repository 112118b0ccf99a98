import { Field, Float, Int, ObjectType } from 'type-graphql';

@ObjectType('StockHistoricalPrice', { description: 'Close of one trading day.' })
export class StockHistoricalPriceType {
  @Field(() => String, { description: 'Trading day, YYYY-MM-DD (exchange local date).' })
  date!: string;

  @Field(() => Float, { description: 'Closing price (the current price for a session in progress).' })
  close!: number;

  @Field(() => Float, { nullable: true, description: 'Shares traded that day.' })
  volume!: number | null;
}

@ObjectType('StockHolders', { description: 'Who holds the shares (fractions: 0.72 = 72 %).' })
export class StockHoldersType {
  @Field(() => Float, { nullable: true, description: 'Fraction held by insiders.' })
  insidersPercentHeld!: number | null;

  @Field(() => Float, { nullable: true, description: 'Fraction held by institutions.' })
  institutionsPercentHeld!: number | null;

  @Field(() => Float, { nullable: true, description: 'Fraction of the float held by institutions.' })
  institutionsFloatPercentHeld!: number | null;

  @Field(() => Int, { nullable: true, description: 'Number of institutions holding shares.' })
  institutionsCount!: number | null;
}

@ObjectType('StockAnalystRecommendation', { description: 'Analyst ratings of one period.' })
export class StockAnalystRecommendationType {
  @Field(() => String, { description: "Period: '0m' this month, '-1m' last month..." })
  period!: string;

  @Field(() => Int, { description: 'Strong buy ratings.' })
  strongBuy!: number;

  @Field(() => Int, { description: 'Buy ratings.' })
  buy!: number;

  @Field(() => Int, { description: 'Hold ratings.' })
  hold!: number;

  @Field(() => Int, { description: 'Sell ratings.' })
  sell!: number;

  @Field(() => Int, { description: 'Strong sell ratings.' })
  strongSell!: number;
}

@ObjectType('StockFinancialData', { description: 'Analyst consensus and financial figures (amounts in the quote currency, ratios as fractions).' })
export class StockFinancialDataType {
  @Field(() => Int, { nullable: true, description: 'Number of analyst opinions.' })
  numberOfAnalystOpinions!: number | null;

  @Field(() => String, { nullable: true, description: 'Consensus: strong_buy, buy, hold, sell, strong_sell.' })
  recommendationKey!: string | null;

  @Field(() => Float, { nullable: true, description: 'Lowest analyst price target.' })
  targetLowPrice!: number | null;

  @Field(() => Float, { nullable: true, description: 'Mean analyst price target.' })
  targetMeanPrice!: number | null;

  @Field(() => Float, { nullable: true, description: 'Highest analyst price target.' })
  targetHighPrice!: number | null;

  @Field(() => Float, { nullable: true, description: 'Total revenue (trailing twelve months).' })
  totalRevenue!: number | null;

  @Field(() => Float, { nullable: true, description: 'Revenue per share.' })
  revenuePerShare!: number | null;

  @Field(() => Float, { nullable: true, description: 'Net profit margin (fraction).' })
  profitMargins!: number | null;

  @Field(() => Float, { nullable: true, description: 'Operating margin (fraction).' })
  operatingMargins!: number | null;

  @Field(() => Float, { nullable: true, description: 'Return on assets (fraction).' })
  returnOnAssets!: number | null;

  @Field(() => Float, { nullable: true, description: 'Return on equity (fraction).' })
  returnOnEquity!: number | null;

  @Field(() => Float, { nullable: true, description: 'Revenue growth, year on year (fraction).' })
  revenueGrowth!: number | null;

  @Field(() => Float, { nullable: true, description: 'Earnings growth, year on year (fraction).' })
  earningsGrowth!: number | null;

  @Field(() => Float, { nullable: true, description: 'Cash and short-term investments.' })
  totalCash!: number | null;

  @Field(() => Float, { nullable: true, description: 'Total debt.' })
  totalDebt!: number | null;

  @Field(() => Float, { nullable: true, description: 'Debt to equity, in percent (85 = 0.85×).' })
  debtToEquity!: number | null;

  @Field(() => Float, { nullable: true, description: 'Current assets over current liabilities.' })
  currentRatio!: number | null;

  @Field(() => Float, { nullable: true, description: 'Free cash flow.' })
  freeCashflow!: number | null;

  @Field(() => Float, { nullable: true, description: 'Operating cash flow.' })
  operatingCashflow!: number | null;

  @Field(() => Float, { nullable: true, description: 'Gross profit.' })
  grossProfits!: number | null;
}

@ObjectType('StockKeyStats', { description: 'Valuation ratios.' })
export class StockKeyStatsType {
  @Field(() => Float, { nullable: true, description: 'Forward price/earnings.' })
  forwardPE!: number | null;

  @Field(() => Float, { nullable: true, description: 'Price/earnings to growth.' })
  pegRatio!: number | null;

  @Field(() => Float, { nullable: true, description: 'Price to book value.' })
  priceToBook!: number | null;

  @Field(() => Float, { nullable: true, description: 'Price to sales (trailing twelve months).' })
  priceToSales!: number | null;

  @Field(() => Float, { nullable: true, description: 'Enterprise value.' })
  enterpriseValue!: number | null;

  @Field(() => Float, { nullable: true, description: 'Enterprise value to revenue.' })
  enterpriseToRevenue!: number | null;

  @Field(() => Float, { nullable: true, description: 'Enterprise value to EBITDA.' })
  enterpriseToEbitda!: number | null;

  @Field(() => Float, { nullable: true, description: 'Days of average volume to cover short interest.' })
  shortRatio!: number | null;
}

@ObjectType('StockInstitution', { description: 'An institution holding shares.' })
export class StockInstitutionType {
  @Field(() => String, { description: 'Institution name.' })
  organization!: string;

  @Field(() => Float, { nullable: true, description: 'Fraction of shares held.' })
  pctHeld!: number | null;

  @Field(() => Float, { nullable: true, description: 'Shares held.' })
  position!: number | null;

  @Field(() => Float, { nullable: true, description: 'Value of the position, in the quote currency.' })
  value!: number | null;
}
