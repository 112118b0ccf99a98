import { useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../auth/errors';
import { downloadText } from '../table.csv';
import { fetchAllRows, rowsToCsv } from '../table.export';
import type { TableFilters, TableSort } from '../table.state';

/** CSV export of every filtered row (all pages, current sort), with its progress and its outcome note. */
export function useCsvExport(filters: TableFilters, sort: TableSort) {
  const { t, i18n } = useTranslation('table');
  const client = useApolloClient();
  const [exporting, setExporting] = useState<{ done: number; total: number } | null>(null);
  const [note, setNote] = useState<string | null>(null);

  const exportCsv = async (total: number) => {
    setNote(null);
    setExporting({ done: 0, total });
    try {
      const all = await fetchAllRows(client, filters, sort, (done, count) => setExporting({ done, total: count }));
      const stamp = new Date().toISOString().slice(0, 10);
      downloadText(rowsToCsv(all, t, window.location.origin, i18n.language), `${t('export.filename')}-${stamp}.csv`, 'text/csv;charset=utf-8');
      setNote(t('export.done', { count: all.length }));
    } catch (err) {
      setNote(t('export.error', { message: errorMessage(err, t) }));
    } finally {
      setExporting(null);
    }
  };

  return { exporting, note, exportCsv };
}
