import type { AppContext } from '../../context.js';
import { knexOf } from '../trials/trials.rows.js';
import { searchCompanyDirectory, type CompanyInfo } from './companies.lookup.js';

/** Candidates checked by the first statement (at least twice the companies asked); each next one checks four times more. */
const FIRST_CHECK = 20;

/** Of `tickers`, those with at least one trial, as the lead sponsor's ticker or a listed collaborator's (what trialCount counts). */
async function tickersWithTrials(ctx: AppContext, tickers: string[]): Promise<Set<string>> {
  const { rows }: { rows: { ticker: string }[] } = await knexOf(ctx).raw(
    `select k.ticker from unnest(?::text[]) as k(ticker)
      where exists (select 1 from trials t where t.ticker = k.ticker)
         or exists (select 1 from trials t where t.collaborator_tickers @> array[k.ticker])`,
    [tickers],
  );
  return new Set(rows.map((r) => r.ticker));
}

/**
 * Companies whose name or ticker matches `search`, in the directory's order (searchCompanyDirectory),
 * keeping only those with at least one trial: a company without trials has no page worth opening
 * from the search. The best candidates are checked first, a few at a time (two index probes each).
 */
export async function searchCompaniesWithTrials(ctx: AppContext, search: string, first: number): Promise<CompanyInfo[]> {
  const candidates = searchCompanyDirectory(search, Number.MAX_SAFE_INTEGER);
  const out: CompanyInfo[] = [];
  for (let at = 0, size = Math.max(FIRST_CHECK, 2 * first); at < candidates.length && out.length < first; at += size, size *= 4) {
    const chunk = candidates.slice(at, at + size);
    const tickers = chunk.map((c) => c.ticker);
    const found = await tickersWithTrials(ctx, tickers);
    out.push(...chunk.filter((c) => found.has(c.ticker)));
  }
  return out.slice(0, first);
}
