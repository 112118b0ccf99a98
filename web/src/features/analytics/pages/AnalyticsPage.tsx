import { useEffect, useId, useState } from 'react';
import { useMutation, useQuery, useSubscription } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatNumber } from '../../../lib/format';
import { newClientMutationId } from '../../../lib/idempotency';
import { Button, EmptyState, ErrorState, Spinner } from '../../../ui';
import { errorMessage } from '../../auth/errors';
import { AnalyticsFiltersQuery, AnalyticsQuery, AnalyticsRefreshedSubscription, AnalyticsSummaryQuery, RefreshAnalyticsMutation } from '../analytics.documents';
import { ANALYSIS_TYPES, DEFAULT_ANALYTICS_FILTERS, HISTORICAL_LIMITS, analyticsRequest, type AnalysisType, type AnalyticsFilters } from '../analytics.state';
import { SummaryView } from '../components/SummaryView';
import '../analytics.css';

/** /analytics: filter bar, overview, nivo charts with table views, insights; historical snapshots; generate/refresh. */
export function AnalyticsPage() {
  const { t } = useTranslation('analytics');
  useEffect(() => {
    document.title = `${t('title')} · Trialyst`;
  }, [t]);
  const id = useId();
  const [filters, setFilters] = useState<AnalyticsFilters>(DEFAULT_ANALYTICS_FILTERS);
  const [selected, setSelected] = useState<string | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const req = analyticsRequest(filters);

  const optionsQ = useQuery(AnalyticsFiltersQuery);
  const summaryQ = useQuery(AnalyticsSummaryQuery, { variables: req.call === 'summary' ? req.variables : {}, skip: req.call !== 'summary' });
  const analyticsQ = useQuery(AnalyticsQuery, { variables: req.call === 'analytics' ? req.variables : {}, skip: req.call !== 'analytics' });
  const [refreshAnalytics, refreshState] = useMutation(RefreshAnalyticsMutation);
  const active = req.call === 'summary' ? summaryQ : analyticsQ;

  const reload = () => {
    void optionsQ.refetch();
    void active.refetch();
  };
  useSubscription(AnalyticsRefreshedSubscription, { onData: () => reload() });

  /** The refresh action regenerates a snapshot, then reloads. */
  const generate = async () => {
    setNote(null);
    try {
      const res = await refreshAnalytics({
        variables: {
          filters: { ...(filters.dateFrom ? { dateFrom: filters.dateFrom } : {}), ...(filters.dateTo ? { dateTo: filters.dateTo } : {}) },
          clientMutationId: newClientMutationId(),
        },
      });
      const snap = res.data?.refreshAnalytics;
      if (snap) setNote(t('refresh.done', { date: formatDateTime(snap.createdAt), count: snap.trialCount }));
      reload();
    } catch (err) {
      setNote(t('refresh.error', { message: errorMessage(err, t) }));
    }
  };

  // Choosing the 'refresh' type runs the regeneration once and then shows the newest snapshot.
  useEffect(() => {
    if (filters.type === 'refresh') void generate();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [filters.type]);

  const set = (patch: Partial<AnalyticsFilters>) => {
    setSelected(null);
    setFilters((f) => ({ ...f, ...patch }));
  };
  const range = optionsQ.data?.analyticsFilters.dateRange;
  const snapshots = analyticsQ.data?.analytics.snapshots ?? [];
  const summary =
    req.call === 'summary'
      ? summaryQ.data?.analyticsSummary
      : filters.type === 'historical'
        ? snapshots.find((s) => s.id === selected)?.summary
        : (analyticsQ.data?.analytics.summary ?? null);
  const loading = active.loading && !active.data;
  const isEmpty =
    !loading && !active.error && !!active.data && (filters.type === 'historical' ? snapshots.length === 0 : !summary || summary.overview.totalTrials === 0);

  return (
    <div className="stack analytics-page">
      <header>
        <h1>{t('title')}</h1>
        <p className="muted">{t('subtitle')}</p>
      </header>
      <section className="card analytics-filters" aria-label={t('filters.label')}>
        <div className="filters-grid">
          <div className="field">
            <label htmlFor={`${id}-type`}>{t('filters.type')}</label>
            <select
              id={`${id}-type`}
              className="input"
              value={filters.type}
              onChange={(e) => set({ type: e.target.value as AnalysisType })}
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
              onChange={(e) => set({ dateFrom: e.target.value })}
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
              onChange={(e) => set({ dateTo: e.target.value })}
            />
          </div>
          {filters.type === 'historical' ? (
            <div className="field">
              <label htmlFor={`${id}-limit`}>{t('filters.limit')}</label>
              <select
                id={`${id}-limit`}
                className="input"
                value={filters.limit}
                onChange={(e) => set({ limit: Number(e.target.value) })}
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
            <Button variant="secondary" onClick={() => set(DEFAULT_ANALYTICS_FILTERS)}>
              {t('filters.reset')}
            </Button>
            <Button variant="secondary" onClick={() => void generate()} loading={refreshState.loading} data-testid="analytics-refresh">
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
      {loading ? <Spinner /> : null}
      {active.error ? (
        <ErrorState message={errorMessage(active.error, t)} onRetry={() => void active.refetch()}>
          <Button variant="secondary" onClick={() => void generate()} loading={refreshState.loading}>
            {t('refresh.data')}
          </Button>
        </ErrorState>
      ) : null}
      {isEmpty ? (
        <EmptyState
          title={t('empty.title')}
          hint={t('empty.hint')}
          action={
            <Button onClick={() => void generate()} loading={refreshState.loading} data-testid="analytics-generate">
              {t('empty.generate')}
            </Button>
          }
        />
      ) : null}
      {filters.type === 'historical' && snapshots.length > 0 ? (
        <section className="card" aria-labelledby={`${id}-hist`} data-testid="snapshots">
          <h2 id={`${id}-hist`} className="card-title">
            {t('historical.title', { count: snapshots.length })}
          </h2>
          <ul className="list-plain snapshot-list">
            {snapshots.map((s) => (
              <li key={s.id}>
                <button
                  type="button"
                  className={`snapshot ${selected === s.id ? 'snapshot-active' : ''}`}
                  aria-pressed={selected === s.id}
                  onClick={() => setSelected(selected === s.id ? null : s.id)}
                  data-testid="snapshot"
                >
                  <strong>{formatDateTime(s.createdAt)}</strong>
                  <span className="muted">{t('historical.trials', { count: s.trialCount, value: formatNumber(s.trialCount) })}</span>
                  <span className="small">{selected === s.id ? t('historical.hide') : t('historical.show')}</span>
                </button>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {summary && !isEmpty ? <SummaryView summary={summary} /> : null}
    </div>
  );
}
