import type { EntityManager } from '@mikro-orm/postgresql';
import { CURATED_COMPANIES, type CuratedCompany, type CuratedSubsidiary } from './companies.data.js';
import { normalizeCompanyName } from './companies.names.js';
import { buildCompanyDirectory, type CompanyDirectory, type DirectoryCompany } from './sponsor-resolver.js';

export type { CompanyDirectory, DirectoryCompany } from './sponsor-resolver.js';
export { resolveSponsor, buildCompanyDirectory } from './sponsor-resolver.js';

interface CompanyRow {
  id: number;
  name: string;
  aliases: string[];
  ticker: string;
  exchange: string;
  currency: string;
  country: string | null;
  kind: string;
  subsidiaries: CuratedSubsidiary[] | string;
}

function run<T>(em: EntityManager, query: { transacting(trx: unknown): unknown } & PromiseLike<T>): Promise<T> {
  const trx = em.getTransactionContext();
  return Promise.resolve((trx ? query.transacting(trx) : query) as PromiseLike<T>);
}

/**
 * Upserts the curated company table by normalised name: new companies are inserted, changed
 * ones updated, unchanged ones untouched (so running it at every start is cheap and idempotent).
 * Companies no longer curated are kept (trials may still point at them). Returns the directory.
 */
export async function syncCompanies(em: EntityManager, companies: CuratedCompany[] = CURATED_COMPANIES): Promise<CompanyDirectory> {
  const knex = em.getKnex();
  const rows = companies.map((c) => ({
    name: c.name,
    normalized_name: normalizeCompanyName(c.name),
    aliases: c.aliases,
    ticker: c.ticker,
    exchange: c.exchange,
    currency: c.currency,
    country: c.country,
    kind: c.kind,
    subsidiaries: JSON.stringify(c.subsidiaries),
  }));
  const columns = ['name', 'aliases', 'ticker', 'exchange', 'currency', 'country', 'kind', 'subsidiaries'];
  for (let i = 0; i < rows.length; i += 500) {
    const query = knex('companies')
      .insert(rows.slice(i, i + 500))
      .onConflict('normalized_name')
      .merge({
        ...Object.fromEntries(columns.map((c) => [c, knex.ref(`excluded.${c}`)])),
        updated_at: knex.fn.now(),
      })
      .whereRaw(`(${columns.map((c) => `companies.${c}`).join(', ')}) is distinct from (${columns.map((c) => `excluded.${c}`).join(', ')})`);
    await run(em, query);
  }
  return loadCompanyDirectory(em);
}

/** The company directory (every `companies` row) the sponsor resolver works with. */
export async function loadCompanyDirectory(em: EntityManager): Promise<CompanyDirectory> {
  const knex = em.getKnex();
  const rows = await run<CompanyRow[]>(
    em,
    knex('companies').select('id', 'name', 'aliases', 'ticker', 'exchange', 'currency', 'country', 'kind', 'subsidiaries').orderBy('id'),
  );
  const companies: DirectoryCompany[] = rows.map((r) => ({
    id: r.id,
    name: r.name,
    ticker: r.ticker,
    exchange: r.exchange,
    currency: r.currency,
    country: r.country,
    kind: r.kind,
    aliases: r.aliases ?? [],
    subsidiaries: typeof r.subsidiaries === 'string' ? (JSON.parse(r.subsidiaries) as CuratedSubsidiary[]) : (r.subsidiaries ?? []),
  }));
  return buildCompanyDirectory(companies);
}
