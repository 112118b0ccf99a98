import type { CompanyRef } from '../../providers/stocks/index.js';
import { CURATED_COMPANIES } from '../companies/companies.data.js';
import { secIndex } from '../companies/companies.sec.js';
import { displaySecTitle } from '../companies/sponsor-directory.js';

/** The curated companies as the demo market sees them (name, exchange, currency, kind). */
export function curatedCompanyRefs(): CompanyRef[] {
  return CURATED_COMPANIES.map((c) => ({ ticker: c.ticker.toUpperCase(), name: c.name, exchange: c.exchange, currency: c.currency, kind: c.kind }));
}

/** The SEC-list companies (the sponsor resolver links sponsors to them too): ticker, and name as the resolver shows it. */
export function secCompanyRefs(): CompanyRef[] {
  return secIndex().companies.map((c) => ({ ticker: c.ticker.toUpperCase(), name: displaySecTitle(c.title) }));
}

/**
 * Every company a trial can be linked to, for the demo market: the SEC list, then the curated list
 * (which wins on a shared ticker). The demo market quotes these (and its well-known sponsors) only.
 */
export function listedCompanyRefs(): CompanyRef[] {
  return [...secCompanyRefs(), ...curatedCompanyRefs()];
}
