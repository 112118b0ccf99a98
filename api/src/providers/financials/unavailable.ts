import type { CompanyFinancials, FinancialsSource, FinancialsUnavailable } from '../../domain/financials.js';

/** A ticker without figures, and why: every figure unknown, never guessed. */
export function unavailableFinancials(
  ticker: string,
  source: FinancialsSource,
  reason: FinancialsUnavailable,
  at: Date,
  known: { cik?: number | null; entityName?: string | null; demo?: boolean } = {},
): CompanyFinancials {
  return {
    ticker,
    source,
    demo: known.demo ?? false,
    cik: known.cik ?? null,
    entityName: known.entityName ?? null,
    cash: null,
    shortTermInvestments: null,
    quarters: [],
    sharesOutstanding: null,
    fetchedAt: at.toISOString(),
    unavailable: reason,
  };
}
