import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui';
import { ANALYSIS_TYPES, DEFAULT_ANALYTICS_FILTERS, HISTORICAL_LIMITS, type AnalysisType, type AnalyticsFilters } from '../analytics.state';

/** Analysis type, date bounds (within the data's range), historical limit, reset and refresh, and the refresh note. */
export function AnalyticsFilterBar({
  filters,
  range,
  note,
  refreshing,
  onChange,
  onRefresh,
}: {
  filters: AnalyticsFilters;
  range: { min: string | null; max: string | null } | undefined;
  note: string | null;
  refreshing: boolean;
  onChange: (patch: Partial<AnalyticsFilters>) => void;
  onRefresh: () => void;
}) {
  const { t } = useTranslation('analytics');
  const id = useId();
  return (
    <section className="card analytics-filters" aria-label={t('filters.label')}>
      <div className="filters-grid">
        <div className="field">
          <label htmlFor={`${id}-type`}>{t('filters.type')}</label>
          <select
            id={`${id}-type`}
            className="input"
            value={filters.type}
            onChange={(e) => onChange({ type: e.target.value as AnalysisType })}
            data-testid="analytics-type"
          >
            {ANALYSIS_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`types.${type}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${id}-from`}>{t('filters.dateFrom')}</label>
          <input
            id={`${id}-from`}
            type="date"
            className="input"
            value={filters.dateFrom}
            min={range?.min ?? undefined}
            max={filters.dateTo || range?.max || undefined}
            onChange={(e) => onChange({ dateFrom: e.target.value })}
          />
        </div>
        <div className="field">
          <label htmlFor={`${id}-to`}>{t('filters.dateTo')}</label>
          <input
            id={`${id}-to`}
            type="date"
            className="input"
            value={filters.dateTo}
            min={filters.dateFrom || range?.min || undefined}
            max={range?.max ?? undefined}
            onChange={(e) => onChange({ dateTo: e.target.value })}
          />
        </div>
        {filters.type === 'historical' ? (
          <div className="field">
            <label htmlFor={`${id}-limit`}>{t('filters.limit')}</label>
            <select
              id={`${id}-limit`}
              className="input"
              value={filters.limit}
              onChange={(e) => onChange({ limit: Number(e.target.value) })}
              data-testid="analytics-limit"
            >
              {HISTORICAL_LIMITS.map((l) => (
                <option key={l} value={l}>
                  {l}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        <div className="row filters-actions">
          <Button variant="secondary" onClick={() => onChange(DEFAULT_ANALYTICS_FILTERS)}>
            {t('filters.reset')}
          </Button>
          <Button variant="secondary" onClick={onRefresh} loading={refreshing} data-testid="analytics-refresh">
            {t('refresh.button')}
          </Button>
        </div>
      </div>
      {note ? (
        <p className="small" role="status">
          {note}
        </p>
      ) : null}
    </section>
  );
}
