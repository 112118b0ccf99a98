import type { ApolloClient } from '@apollo/client';
import type { TFunction } from 'i18next';
import type { TableRowFieldsFragment } from '../../gql/graphql';
import { phaseLabel, signalView } from '../../lib/display';
import { TrialsTableQuery } from './table.documents';
import { toCsv, type CsvCell } from './table.csv';
import { toFilterInput, type TableFilters, type TableSort, toSortOrder } from './table.state';

/** Rows fetched per request while exporting (the server's maximum), and a safety cap on the whole export. */
export const EXPORT_PAGE_SIZE = 1000;
export const EXPORT_MAX_ROWS = 100_000;

/** Every row of the filtered result (all pages, in the current sort order), one request per 1000 rows. */
export async function fetchAllRows(
  client: ApolloClient,
  filters: TableFilters,
  sort: TableSort,
  onProgress?: (done: number, total: number) => void,
): Promise<TableRowFieldsFragment[]> {
  const rows: TableRowFieldsFragment[] = [];
  for (let page = 1; ; page++) {
    const { data, error } = await client.query({
      query: TrialsTableQuery,
      variables: { filter: toFilterInput(filters), page, limit: EXPORT_PAGE_SIZE, sortBy: sort.sortBy, sortOrder: toSortOrder(sort.sortOrder) },
      fetchPolicy: 'network-only',
    });
    if (error) throw error;
    if (!data) throw new Error('Failed to fetch trials table');
    rows.push(...data.trialsTable.rows);
    const { totalCount, hasNextPage } = data.trialsTable.pagination;
    onProgress?.(rows.length, totalCount);
    if (!hasNextPage || rows.length >= EXPORT_MAX_ROWS) break;
  }
  return rows;
}

/** CSV text of table rows with headers in the interface language; the signal (the one every screen shows) in words, `investissement_bourse` as stored. */
export function rowsToCsv(rows: TableRowFieldsFragment[], t: TFunction, origin: string): string {
  const header = [
    'nctId',
    'title',
    'sponsor',
    'ticker',
    'phases',
    'score',
    'recommendation',
    'signal',
    'signalReason',
    'verdict',
    'enrollment',
    'completionDate',
    'countries',
    'url',
  ].map((k) => t(`table:csv.${k}`));
  const body: CsvCell[][] = rows.map((r) => [
    r.nctId,
    r.briefTitle,
    r.leadSponsorName,
    r.ticker ?? '',
    r.phases.map(phaseLabel).join('; '),
    r.score,
    r.recommendation ?? '',
    t(`trials:signal.${signalView(r.statusSignal).key}`),
    t(`trials:signal.${signalView(r.statusSignal).reasonKey}`),
    r.investmentVerdict,
    r.enrollment,
    r.completionDate ?? '',
    r.countries.join('; '),
    `${origin}/trial/${r.nctId}`,
  ]);
  return toCsv(header, body);
}
