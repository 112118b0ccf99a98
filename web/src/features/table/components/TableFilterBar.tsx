import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format';
import type { TrialsTableFiltersQuery } from '../../../gql/graphql';
import { Button, TextField } from '../../../ui';
import type { TableFilters } from '../table.state';
import { PhaseFilterSelect, VerdictFilterSelect } from './TrialFilterSelects';

/** The server's bounds of the completion dates (the filters query). */
export type DateRange = TrialsTableFiltersQuery['trialsTableFilters']['dateRange'];

/**
 * Verdict, phase and completion-date bounds. Date inputs are bounded by the server's date range; the
 * end-date minimum is the start date (or the range minimum).
 */
export function TableFilterBar({
  filters,
  range,
  phases,
  onChange,
  onReset,
  onRefresh,
  refreshing,
}: {
  filters: TableFilters;
  range: DateRange | null;
  phases: readonly string[] | null;
  onChange: (patch: Partial<TableFilters>) => void;
  onReset: () => void;
  onRefresh: () => void;
  refreshing: boolean;
}) {
  const { t } = useTranslation('table');
  const id = useId();
  const min = range?.min ?? undefined;
  const max = range?.max ?? undefined;
  return (
    <section className="card table-filters" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="sr-only">
        {t('filters.title')}
      </h2>
      <div className="filters-grid">
        <VerdictFilterSelect value={filters.investissement_bourse} onChange={(v) => onChange({ investissement_bourse: v })} testId="filter-verdict" />
        <PhaseFilterSelect value={filters.phase} onChange={(p) => onChange({ phase: p })} testId="filter-phase" available={phases} />
        <TextField
          label={t('filters.from')}
          type="date"
          value={filters.completionDateFrom}
          min={min}
          max={filters.completionDateTo || max}
          onValueChange={(completionDateFrom) => onChange({ completionDateFrom })}
          data-testid="filter-from"
        />
        <TextField
          label={t('filters.to')}
          type="date"
          value={filters.completionDateTo}
          min={filters.completionDateFrom || min}
          max={max}
          onValueChange={(completionDateTo) => onChange({ completionDateTo })}
          data-testid="filter-to"
        />
        <div className="filters-actions">
          <Button variant="secondary" onClick={onReset} data-testid="filter-reset">
            {t('filters.reset')}
          </Button>
          <Button variant="secondary" onClick={onRefresh} loading={refreshing} data-testid="table-refresh">
            {t('filters.refresh')}
          </Button>
        </div>
      </div>
      {min && max ? <p className="hint">{t('filters.range', { min: formatDate(min), max: formatDate(max) })}</p> : null}
    </section>
  );
}
