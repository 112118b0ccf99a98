import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format';
import { phaseLabel } from '../../../lib/display';
import { Button } from '../../../ui';
import { PHASE_FILTERS, VERDICTS, type PhaseFilter, type TableFilters, type VerdictFilter } from '../table.state';
import { verdictLabel } from '../labels';

export interface DateRange {
  min: string | null;
  max: string | null;
}

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
  const phaseOptions = PHASE_FILTERS.filter((p) => p === 'ALL' || !phases || phases.includes(p) || p === filters.phase);
  return (
    <section className="card table-filters" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="sr-only">
        {t('filters.title')}
      </h2>
      <div className="filters-grid">
        <div className="field">
          <label htmlFor={`${id}-verdict`}>{t('filters.verdict')}</label>
          <select
            id={`${id}-verdict`}
            className="input"
            value={filters.investissement_bourse}
            onChange={(e) => onChange({ investissement_bourse: e.target.value as VerdictFilter })}
            data-testid="filter-verdict"
          >
            {VERDICTS.map((v) => (
              <option key={v} value={v}>
                {v === 'ALL' ? t('filters.all') : verdictLabel(t, v)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${id}-phase`}>{t('filters.phase')}</label>
          <select
            id={`${id}-phase`}
            className="input"
            value={filters.phase}
            onChange={(e) => onChange({ phase: e.target.value as PhaseFilter })}
            data-testid="filter-phase"
          >
            {phaseOptions.map((p) => (
              <option key={p} value={p}>
                {p === 'ALL' ? t('filters.allPhases') : phaseLabel(p)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${id}-from`}>{t('filters.from')}</label>
          <input
            id={`${id}-from`}
            type="date"
            className="input"
            value={filters.completionDateFrom}
            min={min}
            max={filters.completionDateTo || max}
            onChange={(e) => onChange({ completionDateFrom: e.target.value })}
            data-testid="filter-from"
          />
        </div>
        <div className="field">
          <label htmlFor={`${id}-to`}>{t('filters.to')}</label>
          <input
            id={`${id}-to`}
            type="date"
            className="input"
            value={filters.completionDateTo}
            min={filters.completionDateFrom || min}
            max={max}
            onChange={(e) => onChange({ completionDateTo: e.target.value })}
            data-testid="filter-to"
          />
        </div>
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
