import type { CompanyFinancials, FinancialFact } from '../../domain/financials.js';
import { conceptFacts, dedupeByPeriod, isShares, isUsd, pooledFacts, type SecCompanyFacts, type SecFact } from './sec.facts.js';
import { lastFourQuarters } from './sec.quarters.js';

/**
 * A company's runway figures from its SEC company facts: the latest balance sheet's cash and
 * short-term investments, the last four quarters of operating cash flow, and the shares outstanding.
 * Filers tag the same line differently (and switch tags over the years), so each figure reads a
 * fallback list of us-gaap concepts (FASB US GAAP Financial Reporting Taxonomy element names).
 */

/** Cash and cash equivalents, the balance-sheet line first; the cash-flow statement's totals (restricted cash included) when it is the only one. */
export const CASH_CONCEPTS = [
  'CashAndCashEquivalentsAtCarryingValue',
  'CashCashEquivalentsRestrictedCashAndRestrictedCashEquivalents',
  'CashCashEquivalentsRestrictedCashAndRestrictedCashEquivalentsIncludingDisposalGroupAndDiscontinuedOperations',
  'Cash',
] as const;

/** Cash and short-term investments as one figure (then there is no separate investments figure). */
export const COMBINED_CASH_CONCEPTS = ['CashCashEquivalentsAndShortTermInvestments'] as const;

/**
 * Short-term investments: the current-asset concepts first; then the unclassified totals
 * (MarketableSecurities, AvailableForSaleSecurities…), which filers such as Karuna use for the
 * investments they count in their own "cash, cash equivalents and investments". Long-term
 * investments are not cash for a runway.
 */
export const SHORT_TERM_INVESTMENT_CONCEPTS = [
  'ShortTermInvestments',
  'AvailableForSaleSecuritiesDebtSecuritiesCurrent',
  'MarketableSecuritiesCurrent',
  'AvailableForSaleSecuritiesCurrent',
  'HeldToMaturitySecuritiesCurrent',
  'OtherShortTermInvestments',
  'MarketableSecurities',
  'AvailableForSaleSecuritiesDebtSecurities',
  'AvailableForSaleSecurities',
] as const;

/** Operating cash flow; the continuing-operations tag is the older one (Viking used it until 2018). */
export const OPERATING_CASH_FLOW_CONCEPTS = [
  'NetCashProvidedByUsedInOperatingActivities',
  'NetCashProvidedByUsedInOperatingActivitiesContinuingOperations',
] as const;

/** Shares outstanding from the cover page (dei), else the balance sheet. */
const SHARES_CONCEPTS: readonly [taxonomy: string, concept: string][] = [
  ['dei', 'EntityCommonStockSharesOutstanding'],
  ['us-gaap', 'CommonStockSharesOutstanding'],
];

const GAAP = 'us-gaap';

function toFinancialFact(f: SecFact, currency: string): FinancialFact {
  return { value: f.val, currency, form: f.form, periodEnd: f.end, filed: f.filed, concept: f.concept };
}

/** Instant facts of each concept, one per balance-sheet date (latest filing wins). */
function instantsByConcept(doc: SecCompanyFacts, concepts: readonly string[]): Map<string, SecFact>[] {
  return concepts.map((c) => new Map(dedupeByPeriod(conceptFacts(doc, GAAP, c, isUsd).filter((f) => f.start === null)).map((f) => [f.end, f])));
}

const firstAt = (lists: Map<string, SecFact>[], end: string): SecFact | null => {
  for (const m of lists) {
    const f = m.get(end);
    if (f) return f;
  }
  return null;
};

/**
 * Cash at the latest balance-sheet date any cash concept reports: cash + short-term investments when
 * both are reported that day; else the combined cash-and-investments figure when there is one (a
 * filer reporting cash alone that day would otherwise be short of its investments); else cash alone.
 */
export function latestCash(doc: SecCompanyFacts): { cash: FinancialFact | null; shortTermInvestments: FinancialFact | null } {
  const cash = instantsByConcept(doc, CASH_CONCEPTS);
  const combined = instantsByConcept(doc, COMBINED_CASH_CONCEPTS);
  const investments = instantsByConcept(doc, SHORT_TERM_INVESTMENT_CONCEPTS);
  let latest: string | null = null;
  for (const m of [...cash, ...combined]) for (const end of m.keys()) if (latest === null || end > latest) latest = end;
  if (latest === null) return { cash: null, shortTermInvestments: null };
  const c = firstAt(cash, latest);
  const sti = firstAt(investments, latest);
  const both = firstAt(combined, latest);
  if (c && sti) return { cash: toFinancialFact(c, 'USD'), shortTermInvestments: toFinancialFact(sti, 'USD') };
  if (both) return { cash: toFinancialFact(both, 'USD'), shortTermInvestments: null };
  return { cash: c ? toFinancialFact(c, 'USD') : null, shortTermInvestments: null };
}

/** The latest shares-outstanding figure (unit "shares"). */
export function latestShares(doc: SecCompanyFacts): FinancialFact | null {
  for (const [taxonomy, concept] of SHARES_CONCEPTS) {
    const facts = dedupeByPeriod(conceptFacts(doc, taxonomy, concept, isShares).filter((f) => f.start === null));
    if (!facts.length) continue;
    const latest = facts.reduce((a, b) => (b.end > a.end ? b : a));
    return toFinancialFact(latest, 'shares');
  }
  return null;
}

/** Everything the runway needs from one company facts document. `unavailable` is NO_CASH_FIGURES when no cash concept is reported (e.g. an IFRS filer). */
export function parseCompanyFacts(doc: SecCompanyFacts, ticker: string, fetchedAt: string): CompanyFinancials {
  const { cash, shortTermInvestments } = latestCash(doc);
  const quarters = lastFourQuarters(pooledFacts(doc, GAAP, OPERATING_CASH_FLOW_CONCEPTS, isUsd));
  return {
    ticker,
    source: 'sec',
    demo: false,
    cik: doc.cik,
    entityName: doc.entityName,
    cash,
    shortTermInvestments,
    quarters,
    sharesOutstanding: latestShares(doc),
    fetchedAt,
    unavailable: cash === null ? 'NO_CASH_FIGURES' : null,
  };
}
