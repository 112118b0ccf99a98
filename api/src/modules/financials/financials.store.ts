import type { EntityManager } from '@mikro-orm/postgresql';
import type { CompanyFinancials } from '../../domain/financials.js';
import { computeRunway } from '../../domain/runway.js';
import { STORED_TICKERS } from '../trials/trials.table.cap.js';

/** The stored figures of a ticker and when a read asks the provider again. */
export interface StoredFinancials {
  financials: CompanyFinancials;
  expiresAt: Date;
}

/**
 * Every ticker whose figures are kept fresh: the trials' (a skip scan of trials_ticker_index), the
 * regulatory events' (the catalyst screen shows their runway too) and those already stored (read
 * on demand by a company page).
 */
const TICKERS_TO_REFRESH = `${STORED_TICKERS}
  union select ticker from regulatory_events where ticker is not null
  union select ticker from company_financials`;

export async function tickersToRefresh(em: EntityManager): Promise<string[]> {
  const { rows }: { rows: { ticker: string }[] } = await em.getKnex().raw(TICKERS_TO_REFRESH);
  return rows.map((r) => r.ticker);
}

export async function readStoredFinancials(em: EntityManager, tickers: readonly string[]): Promise<Map<string, StoredFinancials>> {
  if (!tickers.length) return new Map();
  const { rows }: { rows: { ticker: string; data: CompanyFinancials; expires_at: Date | string }[] } = await em
    .getKnex()
    .raw(`select ticker, data, expires_at from company_financials where ticker = any(?::text[])`, [[...tickers]]);
  return new Map(rows.map((r) => [r.ticker, { financials: r.data, expiresAt: new Date(r.expires_at) }]));
}

/** Inserts or replaces the rows of these figures (the runway columns computed from them). */
export async function writeFinancials(em: EntityManager, rows: readonly { financials: CompanyFinancials; expiresAt: Date }[]): Promise<void> {
  if (!rows.length) return;
  const knex = em.getKnex();
  const values = rows.map(({ financials: f, expiresAt }) => {
    const r = computeRunway(f);
    return {
      ticker: f.ticker,
      source: f.source,
      demo: f.demo,
      data: JSON.stringify(f),
      runway_end: r.runwayEnd,
      not_burning: r.notBurning,
      months_of_runway: r.monthsOfRunway,
      fetched_at: f.fetchedAt,
      expires_at: expiresAt.toISOString(),
    };
  });
  const columns = ['source', 'demo', 'data', 'runway_end', 'not_burning', 'months_of_runway', 'fetched_at', 'expires_at'];
  await knex('company_financials')
    .insert(values)
    .onConflict('ticker')
    .merge(Object.fromEntries(columns.map((c) => [c, knex.ref(`excluded.${c}`)])));
}

/** Figures read again and found the same: only their next re-read moves. */
export async function extendExpiry(em: EntityManager, tickers: readonly string[], expiresAt: Date): Promise<void> {
  if (!tickers.length) return;
  await em.getKnex().raw(`update company_financials set expires_at = ? where ticker = any(?::text[])`, [expiresAt.toISOString(), [...tickers]]);
}
