import { useTranslation } from 'react-i18next';
import type { AnalyticsFilterOptionsQuery } from '../../../gql/graphql';
import { Button, FilterSelect, TextField } from '../../../ui';
import { ANALYSIS_TYPES, DEFAULT_ANALYTICS_FILTERS, HISTORICAL_LIMITS, type AnalyticsFilters } from '../analytics.state';

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
  range: AnalyticsFilterOptionsQuery['analyticsFilters']['dateRange'] | undefined;
  note: string | null;
  refreshing: boolean;
  onChange: (patch: Partial<AnalyticsFilters>) => void;
  onRefresh: () => void;
}) {
  const { t } = useTranslation('analytics');
  return (
    <section className="card analytics-filters" aria-label={t('filters.label')}>
      <div className="filters-grid">
        <FilterSelect
          label={t('filters.type')}
          value={filters.type}
          options={ANALYSIS_TYPES.map((type) => ({ value: type, label: t(`types.${type}`) }))}
          onChange={(type) => onChange({ type })}
          testId="analytics-type"
        />
        <TextField
          label={t('filters.dateFrom')}
          type="date"
          value={filters.dateFrom}
          min={range?.min ?? undefined}
          max={filters.dateTo || range?.max || undefined}
          onValueChange={(dateFrom) => onChange({ dateFrom })}
        />
        <TextField
          label={t('filters.dateTo')}
          type="date"
          value={filters.dateTo}
          min={filters.dateFrom || range?.min || undefined}
          max={range?.max ?? undefined}
          onValueChange={(dateTo) => onChange({ dateTo })}
        />
        {filters.type === 'historical' ? (
          <FilterSelect
            label={t('filters.limit')}
            value={String(filters.limit)}
            options={HISTORICAL_LIMITS.map((l) => ({ value: String(l), label: String(l) }))}
            onChange={(limit) => onChange({ limit: Number(limit) })}
            testId="analytics-limit"
          />
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
