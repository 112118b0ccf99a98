import { useQuery } from '@apollo/client/react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { ChartRange, CompanyChartFieldsFragment } from '../../../gql/graphql';
import { EmptyState, ErrorState, Spinner } from '../../../ui';
import { errorInfo, errorMessage } from '../../auth/errors';
import { CompanyChartQuery } from '../companies.documents';
import '../companies.css';
import { eventsBetween } from '../../regulatory/regulatory.dates';
import { MarkerKey } from './MarkerShape';
import './priceChart.css';

const PriceEventsChart = lazy(() => import('./PriceEventsChart'));

export const CHART_RANGES: ChartRange[] = ['M1', 'M6', 'Y1', 'Y5'];
/** Days of trial events per range (the same span as the prices). */
export const RANGE_DAYS: Record<ChartRange, number> = { M1: 31, M6: 183, Y1: 366, Y5: 1827 };
export const DEFAULT_RANGE: ChartRange = 'Y1';

/**
 * The price chart with its range buttons (1M, 6M, 1Y, 5Y), volumes and trial-event markers. The
 * company page hands the default range's data (its one query); other ranges, and the chart modal,
 * ask for their own.
 */
export function CompanyChart({ ticker, initial }: { ticker: string; initial?: CompanyChartFieldsFragment | null }) {
  const { t } = useTranslation('company');
  const navigate = useNavigate();
  const [range, setRange] = useState<ChartRange>(DEFAULT_RANGE);
  const useInitial = Boolean(initial) && range === DEFAULT_RANGE;
  const { data, loading, error, refetch } = useQuery(CompanyChartQuery, {
    variables: { ticker, range, days: RANGE_DAYS[range] },
    skip: useInitial,
  });
  const c = useInitial ? initial : (data?.company ?? null);
  const prices = c?.priceHistory.prices ?? [];
  const events = c?.events ?? [];
  const kinds = [...new Set(events.map((e) => e.kind))];
  // Regulatory markers stand on a price day: only the events within the prices' days.
  const regulatory = prices.length ? eventsBetween(c?.regulatoryEvents ?? [], prices[0].date, prices[prices.length - 1].date) : [];
  return (
    <div className="company-chart stack" data-testid="company-chart">
      <div className="chart-ranges" role="group" aria-label={t('chart.rangeLabel')}>
        {CHART_RANGES.map((r) => (
          <button
            key={r}
            type="button"
            className={`chip ${r === range ? 'chip-active' : ''}`}
            aria-pressed={r === range}
            data-testid={`chart-range-${r}`}
            onClick={() => setRange(r)}
          >
            {t(`chart.range.${r}`)}
          </button>
        ))}
      </div>
      {!c && loading ? (
        <Spinner />
      ) : error && !c && errorInfo(error).code !== 'NOT_FOUND' ? (
        <ErrorState message={errorMessage(error, t)} onRetry={() => void refetch()} />
      ) : !c || c.priceHistory.isError || prices.length < 2 ? (
        <EmptyState title={t('chart.empty')} />
      ) : (
        <>
          <Suspense fallback={<Spinner />}>
            <PriceEventsChart
              prices={prices}
              events={events}
              regulatory={regulatory}
              currency={c.priceHistory.currency}
              label={t('chart.label', { ticker: c.ticker, count: events.length })}
              onOpenTrial={(nctId) => void navigate(`/trial/${nctId}`)}
            />
          </Suspense>
          {kinds.length || regulatory.length ? (
            <ul className="chart-legend small" aria-label={t('chart.title')}>
              {kinds.map((k) => (
                <li key={k} data-kind={k}>
                  <MarkerKey kind={k} />
                  {t(`chart.event.${k}`)}
                </li>
              ))}
              {regulatory.length ? (
                <li data-testid="chart-legend-regulatory">
                  <MarkerKey kind="REGULATORY" />
                  {t('regulatory:chart.legend')}
                </li>
              ) : null}
            </ul>
          ) : (
            <p className="muted small">{t('chart.noEvents')}</p>
          )}
          {events.some((e) => e.move?.move1d != null) ? (
            <p className="muted small" data-testid="chart-move-note">
              {t('chart.moveLegend')}
            </p>
          ) : null}
        </>
      )}
    </div>
  );
}
