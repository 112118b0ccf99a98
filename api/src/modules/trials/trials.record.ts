import crypto from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { continentsOf } from '../analytics/analytics.continents.js';
import { planCatalyst } from '../../domain/catalyst.js';
import type { Location, TrialRecord } from '../../domain/trial-record.js';
import { TRIAL_FIELD_LIST, type DerivedKey } from './trials.fields.js';
import { searchTextOf } from './trials.search.text.js';
import { realTicker } from './trials.signals.js';

export { normalizeSearch, searchTextOf } from './trials.search.text.js';

export function countriesOf(locations: Location[]): string[] {
  const seen = new Map<string, number>();
  for (const l of locations) if (l.country) seen.set(l.country, (seen.get(l.country) ?? 0) + 1);
  // Most sites first: the table shows the first 2 countries, the detail card the first 3.
  return [...seen.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([c]) => c);
}

export function contentHashOf(r: TrialRecord): string {
  return crypto.createHash('sha256').update(JSON.stringify(r)).digest('hex');
}

/** Record columns (descriptor `write: 'record'`), computed once. */
const RECORD_FIELDS = TRIAL_FIELD_LIST.filter((f) => f.write === 'record');
const DERIVED_FIELDS = TRIAL_FIELD_LIST.filter((f) => f.write === 'derived');

/** Columns computed on write from the record; every `write: 'derived'` entry of the descriptor must be here. */
function derivedColumns(r: TrialRecord): { [K in DerivedKey]: unknown } {
  const countries = countriesOf(r.locations);
  const hasResults = r.results !== null;
  const catalyst = planCatalyst({ ...r, hasResults });
  return {
    hasResults,
    catalystKind: catalyst?.catalystKind ?? null,
    catalystWindowStart: catalyst?.catalystWindowStart ?? null,
    catalystWindowEnd: catalyst?.catalystWindowEnd ?? null,
    catalystPrecision: catalyst?.catalystPrecision ?? null,
    catalystBasis: catalyst?.catalystBasis ?? null,
    countries,
    continents: continentsOf(countries),
    siteCount: r.locations.length,
    searchText: searchTextOf(r),
    contentHash: contentHashOf(r),
  };
}

/**
 * The database row (snake_case columns) of a record. "No ticker" is stored as NULL whatever the
 * source wrote ('', 'N/A', 'Non déterminé'): a stored ticker is a real one.
 */
export function trialRow(record: TrialRecord): Record<string, unknown> {
  const r = { ...record, ticker: realTicker(record.ticker) };
  const values: Readonly<Record<string, unknown>> = r;
  const row: Record<string, unknown> = {};
  for (const f of RECORD_FIELDS) {
    const v = values[f.prop];
    row[f.column] = f.sql === 'json' && v !== null ? JSON.stringify(v) : v;
  }
  const derived: Readonly<Record<string, unknown>> = derivedColumns(r);
  for (const f of DERIVED_FIELDS) row[f.column] = derived[f.key];
  return row;
}

export interface UpsertCounts {
  inserted: number;
  updated: number;
  unchanged: number;
  /** nctIds inserted or updated (their analyses are stale). */
  changed: string[];
}

/**
 * Inserts new trials and updates changed ones in one statement; an unchanged record (same
 * content hash) is left alone, so importing the same data twice changes nothing.
 * Reactions, analyses and timestamps of existing rows are kept.
 */
export async function upsertTrials(em: EntityManager, records: TrialRecord[]): Promise<UpsertCounts> {
  if (!records.length) return { inserted: 0, updated: 0, unchanged: 0, changed: [] };
  const unique = new Map(records.map((r) => [r.nctId, r]));
  const rows = [...unique.values()].map(trialRow);
  const knex = em.getKnex();
  const columns = Object.keys(rows[0]).filter((c) => c !== 'nct_id');
  const query = knex('trials')
    .insert(rows)
    .onConflict('nct_id')
    .merge(
      [...columns, 'updated_at'].reduce<Record<string, unknown>>((acc, c) => {
        acc[c] = c === 'updated_at' ? knex.fn.now() : knex.ref(`excluded.${c}`);
        return acc;
      }, {}),
    )
    .where('trials.content_hash', '<>', knex.ref('excluded.content_hash'))
    .returning(['nct_id', knex.raw('(xmax = 0) as inserted')]);
  const trx = em.getTransactionContext();
  const result: { nct_id: string; inserted: boolean }[] = await (trx ? query.transacting(trx) : query);
  const inserted = result.filter((r) => r.inserted).length;
  const updated = result.length - inserted;
  return { inserted, updated, unchanged: rows.length - result.length, changed: result.map((r) => r.nct_id) };
}
