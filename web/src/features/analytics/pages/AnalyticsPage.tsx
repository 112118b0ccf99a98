import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { phaseLabel } from '../../../lib/display';
import { formatNumber } from '../../../lib/format';
import { usePageTitle } from '../../../lib/usePageTitle';
import { Button, EmptyState, ErrorState, ErrorText, Spinner } from '../../../ui';
import { DEFAULT_ANALYTICS_FILTERS, type AnalyticsFilters } from '../analytics.state';
import { AnalyticsFilterBar } from '../components/AnalyticsFilterBar';
import { ReactionStats } from '../components/ReactionStats';
import { SnapshotList } from '../components/SnapshotList';
import { SummaryView } from '../components/SummaryView';
import { useAnalytics } from '../hooks/useAnalytics';
import '../analytics.css';

/**
 * /analytics: filter bar, overview, nivo charts with table views, insights; historical snapshots;
 * generate/refresh; then the market reactions to past catalysts (their own measure, not the filters').
 */
export function AnalyticsPage() {
  const { t } = useTranslation('analytics');
  usePageTitle(t('title'));
  const [filters, setFilters] = useState<AnalyticsFilters>(DEFAULT_ANALYTICS_FILTERS);
  const [selected, setSelected] = useState<string | null>(null);
  const { range, summaryQ, analyticsQ, active, call, note, generate, generating } = useAnalytics(filters);

  const change = (patch: Partial<AnalyticsFilters>) => {
    setSelected(null);
    setFilters((f) => ({ ...f, ...patch }));
    // Choosing the 'refresh' type runs the regeneration once and then shows the newest snapshot.
    if (patch.type === 'refresh' && filters.type !== 'refresh') void generate({ ...filters, ...patch });
  };
  const snapshots = analyticsQ.data?.analytics.snapshots ?? [];
  const summary =
    call === 'summary'
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
        <p className="muted" data-testid="analytics-subtitle">
          {/* What the data shown holds: every phase, and how many trials (phase 3 among them). */}
          {summary && !isEmpty
            ? t('subtitleCount', {
                count: summary.overview.totalTrials,
                total: formatNumber(summary.overview.totalTrials),
                phase3: formatNumber(summary.phases.find((p) => phaseLabel(p.name) === 'Phase 3')?.count ?? 0),
              })
            : t('subtitleAllPhases')}
        </p>
      </header>
      <AnalyticsFilterBar filters={filters} range={range} note={note} refreshing={generating} onChange={change} onRefresh={() => void generate()} />
      {loading ? <Spinner /> : null}
      {active.error ? (
        <ErrorState message={<ErrorText error={active.error} />} onRetry={() => void active.refetch()}>
          <Button variant="secondary" onClick={() => void generate()} loading={generating}>
            {t('refresh.data')}
          </Button>
        </ErrorState>
      ) : null}
      {isEmpty ? (
        <EmptyState
          title={t('empty.title')}
          hint={t('empty.hint')}
          action={
            <Button onClick={() => void generate()} loading={generating} data-testid="analytics-generate">
              {t('empty.generate')}
            </Button>
          }
        />
      ) : null}
      {filters.type === 'historical' && snapshots.length > 0 ? <SnapshotList snapshots={snapshots} selected={selected} onSelect={setSelected} /> : null}
      {summary && !isEmpty ? <SummaryView summary={summary} /> : null}
      <ReactionStats />
    </div>
  );
}
