import type { EntityManager } from '@mikro-orm/postgresql';
import type { FinancialFact, FinancialsSource, Runway } from '../../domain/financials.js';
import { computeRunway } from '../../domain/runway.js';
import { readStoredFinancials } from './financials.store.js';

/** What the analysis reads of a company's runway: the runway, where its figures come from, and the cash fact it cites. */
export type AnalysisRunway = Runway & { source: FinancialsSource | null; demo: boolean; cash: FinancialFact | null };

/**
 * The stored runways of these tickers (upper-case, as trials store them), for the analysis's
 * dilution factor: one read of the table, no provider call. Tickers never read are absent.
 */
export async function runwaysForTickers(em: EntityManager, tickers: string[]): Promise<Map<string, AnalysisRunway>> {
  const wanted = [...new Set(tickers.map((t) => t.toUpperCase()))];
  const stored = await readStoredFinancials(em, wanted);
  const out = new Map<string, AnalysisRunway>();
  for (const [ticker, { financials: f }] of stored) {
    out.set(ticker, { ...computeRunway(f), source: f.unavailable === 'NO_SOURCE' ? null : f.source, demo: f.demo, cash: f.cash });
  }
  return out;
}
