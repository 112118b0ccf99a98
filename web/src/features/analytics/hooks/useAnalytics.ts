import { useState } from 'react';
import { useMutation, useQuery, useSubscription } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format';
import { newClientMutationId } from '../../../lib/idempotency';
import { errorMessage } from '../../auth/errors';
import { AnalyticsFiltersQuery, AnalyticsQuery, AnalyticsRefreshedSubscription, AnalyticsSummaryQuery, RefreshAnalyticsMutation } from '../analytics.documents';
import { analyticsRequest, type AnalyticsFilters } from '../analytics.state';

/**
 * The analytics screen's data: the filter options, the call the filters ask for (the live summary or
 * snapshots), and `generate`, which regenerates a snapshot and reloads (also when another tab did it).
 */
export function useAnalytics(filters: AnalyticsFilters) {
  const { t } = useTranslation('analytics');
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

  const generate = async (dates: Pick<AnalyticsFilters, 'dateFrom' | 'dateTo'> = filters) => {
    setNote(null);
    try {
      const res = await refreshAnalytics({
        variables: {
          filters: { ...(dates.dateFrom ? { dateFrom: dates.dateFrom } : {}), ...(dates.dateTo ? { dateTo: dates.dateTo } : {}) },
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

  return {
    range: optionsQ.data?.analyticsFilters.dateRange,
    summaryQ,
    analyticsQ,
    active,
    call: req.call,
    note,
    generate,
    generating: refreshState.loading,
  };
}
