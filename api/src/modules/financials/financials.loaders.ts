import DataLoader from 'dataloader';
import type { AppContext } from '../../context.js';
import type { CompanyFinancials } from '../../domain/financials.js';
import { defineLoader } from '../../graphql/loaders.js';
import { currentFinancials } from './financials.service.js';

/**
 * Per-request figures by (valid, upper-case) ticker: one read of the stored rows for the batch, and
 * the provider asked only for tickers never read or due again (stored before the answer).
 */
export const financialsLoader = defineLoader(
  'financials.byTicker',
  (c: AppContext) =>
    new DataLoader<string, CompanyFinancials>(async (tickers) => {
      const found = await currentFinancials(c.deps, c.em, tickers);
      return tickers.map((t) => found.get(t) ?? new Error(`financials: no answer for ${t}`));
    }),
);
