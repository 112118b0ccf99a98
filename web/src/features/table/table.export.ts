import type { ApolloClient } from '@apollo/client';
import type { TFunction } from 'i18next';
import type { TrialsTableExportQuery as ExportData } from '../../gql/graphql';
import { signalView } from '../../lib/display';
import { phaseText, recommendationLabel } from '../../lib/labels';
import { TrialsTableExportQuery } from './table.documents';
import { csvDialect, toCsv, type CsvCell } from './table.csv';
import { toFilterInput, type TableFilters, type TableSort, toSortOrder } from './table.state';

/**
 * Rows fetched per request while exporting, and a safety cap on the whole export. 500, not the server's
 * 1000-row maximum: with the catalyst and the quote, 1000 rows would pass the operation cost limit (25 000 fields).
 */
export const EXPORT_PAGE_SIZE = 500;
export const EXPORT_MAX_ROWS = 100_000;

/** A row of the export: the table's fields and the sponsor's quote (its market cap in USD). */
export type ExportRow = ExportData['trialsTable']['rows'][number];

/** Every row of the filtered result (all pages, in the current sort order), one request per EXPORT_PAGE_SIZE rows. */
export async function fetchAllRows(
  client: ApolloClient,
  filters: TableFilters,
  sort: TableSort,
  onProgress?: (done: number, total: number) => void,
): Promise<ExportRow[]> {
  const rows: ExportRow[] = [];
  for (let page = 1; ; page++) {
    const { data, error } = await client.query({
      query: TrialsTableExportQuery,
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

/**
 * CSV text of table rows in the dialect of the language `lang` (table.csv.ts: French `;` and decimal
 * commas, English `,`), headers in that language; phases, recommendation, the signal (the one every
 * screen shows) and the catalyst kind and confidence in words, `investissement_bourse` as stored, the
 * market cap in whole US dollars, dates as YYYY-MM-DD (which spreadsheets read in every language).
 */
export function rowsToCsv(rows: ExportRow[], t: TFunction, origin: string, lang: string): string {
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
    'nextCatalystStart',
    'nextCatalystEnd',
    'nextCatalystKind',
    'nextCatalystConfidence',
    'marketCapUsd',
    'url',
  ].map((k) => t(`table:csv.${k}`));
  const body: CsvCell[][] = rows.map((r) => [
    r.nctId,
    r.briefTitle,
    r.leadSponsorName,
    r.ticker ?? '',
    r.phases.map((p) => phaseText(t, p)).join(', '),
    r.score,
    r.recommendation ? recommendationLabel(t, r.recommendation) : '',
    t(`trials:signal.${signalView(r.statusSignal).key}`),
    t(`trials:signal.${signalView(r.statusSignal).reasonKey}`),
    r.investmentVerdict,
    r.enrollment,
    r.completionDate ?? '',
    r.countries.join('; '),
    r.nextCatalyst?.windowStart ?? '',
    r.nextCatalyst?.windowEnd ?? '',
    r.nextCatalyst ? t(`catalysts:kind.${r.nextCatalyst.kind}`) : '',
    r.nextCatalyst ? t(`catalysts:confidence.${r.nextCatalyst.confidence}`) : '',
    r.stock?.marketCapUsd ?? null,
    `${origin}/trial/${r.nctId}`,
  ]);
  return toCsv(header, body, { dialect: csvDialect(lang) });
}
