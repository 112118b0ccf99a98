import type { CompanyFinancials, FinancialsProvider } from '../../domain/financials.js';
import { unavailableFinancials } from './unavailable.js';

/**
 * FINANCIALS_PROVIDER=sec: the SEC's company facts for tickers with a CIK; the stock provider's
 * figures for the others (non-US companies) and for SEC filers without usable facts (IFRS filers,
 * no XBRL); else NO_SOURCE. An SEC failure is answered as such (PROVIDER_FAILED), not papered over
 * with another source, so stored figures do not flip between sources on a bad day.
 */
export class ChainFinancialsProvider implements FinancialsProvider {
  readonly name = 'chain' as const;
  private readonly now: () => Date;

  constructor(
    private readonly sec: FinancialsProvider,
    private readonly stock: FinancialsProvider,
    opts: { now?: () => Date } = {},
  ) {
    this.now = opts.now ?? (() => new Date());
  }

  async get(ticker: string, opts: { signal?: AbortSignal } = {}): Promise<CompanyFinancials> {
    const fromSec = await this.sec.get(ticker, opts);
    if (fromSec.unavailable === null || fromSec.unavailable === 'PROVIDER_FAILED') return fromSec;
    const fromStock = await this.stock.get(ticker, opts);
    if (fromStock.unavailable === null) return { ...fromStock, cik: fromSec.cik, entityName: fromStock.entityName ?? fromSec.entityName };
    if (fromStock.unavailable === 'PROVIDER_FAILED') return fromStock;
    // The SEC knows the company but has no cash figures for it: its answer says more than "no source".
    if (fromSec.cik !== null) return fromSec;
    return unavailableFinancials(ticker, 'stock', 'NO_SOURCE', this.now(), { entityName: fromStock.entityName, demo: fromStock.demo });
  }
}
