/** The closed sets of stock quotes, shared by the stock providers and the stocks module. */

/** State of the quote's exchange: REGULAR (open), PRE, POST or CLOSED. */
export const MARKET_STATES = ['REGULAR', 'PRE', 'POST', 'CLOSED'] as const;
export type MarketState = (typeof MARKET_STATES)[number];

/** Stock providers: demo (simulated market) or yahoo. */
export const STOCK_SOURCES = ['demo', 'yahoo'] as const;
export type StockSource = (typeof STOCK_SOURCES)[number];
