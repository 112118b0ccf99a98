import { errorStock, type FxRate, type StockData, type StockHistory, type StockProvider } from '../../providers/stocks/index.js';

/** Test double around a real provider: records every call and can fail on demand. */
export class RecordingProvider implements StockProvider {
  readonly name: StockProvider['name'];
  readonly quoteCalls: string[][] = [];
  historyCalls = 0;
  readonly fxCalls: string[][] = [];
  /** Throw on every call (provider down). */
  failing = false;
  /** Tickers answered as isError. */
  readonly errorTickers = new Set<string>();

  constructor(private readonly inner: StockProvider) {
    this.name = inner.name;
  }

  async getQuotes(tickers: string[]): Promise<Map<string, StockData>> {
    this.quoteCalls.push([...tickers]);
    if (this.failing) throw new Error('Provider down');
    const out = await this.inner.getQuotes(tickers);
    for (const t of tickers) if (this.errorTickers.has(t)) out.set(t, errorStock(t, this.name, `Cannot serve ${t}`));
    return out;
  }

  async getHistory(ticker: string, days: number): Promise<StockHistory> {
    this.historyCalls += 1;
    if (this.failing) throw new Error('Provider down');
    return this.inner.getHistory(ticker, days);
  }

  async getFxRates(currencies: string[]): Promise<Map<string, FxRate>> {
    this.fxCalls.push([...currencies]);
    if (this.failing) throw new Error('Provider down');
    return this.inner.getFxRates(currencies);
  }
}

/** A clock tests move by hand. */
export function manualClock(iso: string) {
  let t = new Date(iso).getTime();
  return {
    now: () => new Date(t),
    advance(ms: number) {
      t += ms;
    },
    set(isoNext: string) {
      t = new Date(isoNext).getTime();
    },
  };
}
