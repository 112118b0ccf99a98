import { useState } from 'react';
import { useMutation, useQuery, useSubscription } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../lib/usePageTitle';
import { Button, EmptyState, ErrorState, FilterSelect, Spinner } from '../../../ui';
import { errorMessage } from '../../auth/errors';
import { AlertCreatedSubscription, AlertsPageQuery, MarkAlertsReadMutation, UnreadAlertCountQuery } from '../alerts.documents';
import { AlertItem } from '../components/AlertItem';
import { EmailAlertsCard } from '../components/EmailAlertsCard';
import { WebhookCard } from '../components/WebhookCard';
import '../alerts.css';

const KINDS = ['ALL', 'TRIAL_CHANGED', 'RESULTS_POSTED', 'RECOMMENDATION_CHANGED', 'NEW_TRIAL'] as const;
type KindFilter = (typeof KINDS)[number];
const PAGE = 20;

/** /alerts (signed-in only): the user's alerts, newest first, filtered by kind and read state; mark read; alerts by email; the webhook. */
export function AlertsPage() {
  const { t } = useTranslation('alerts');
  usePageTitle(t('title'));
  const [kind, setKind] = useState<KindFilter>('ALL');
  const [unreadOnly, setUnreadOnly] = useState(false);
  const variables = { first: PAGE, after: null, unreadOnly, kind: kind === 'ALL' ? null : kind };
  const q = useQuery(AlertsPageQuery, { variables, fetchPolicy: 'cache-and-network', notifyOnNetworkStatusChange: true });
  // A new alert: the first page again (the bell refetches its count on the same subscription).
  useSubscription(AlertCreatedSubscription, { onData: () => void q.refetch() });
  const [markRead, marking] = useMutation(MarkAlertsReadMutation, { refetchQueries: [UnreadAlertCountQuery] });
  const [loadingMore, setLoadingMore] = useState(false);
  const page = q.data?.myAlerts;

  const mark = async (ids: string[] | null) => {
    await markRead({ variables: { ids } }).catch(() => undefined);
    await q.refetch().catch(() => undefined);
  };

  return (
    <div className="stack alerts-page">
      <header className="spread">
        <div>
          <h1>{t('title')}</h1>
          <p className="muted">{t('subtitle')}</p>
        </div>
        <Button
          variant="secondary"
          disabled={!page || page.unreadCount === 0}
          loading={marking.loading}
          onClick={() => void mark(null)}
          data-testid="mark-all-read"
        >
          {t('markAllRead')}
        </Button>
      </header>
      <div className="card alerts-filters" role="group" aria-label={t('filters.label')}>
        <FilterSelect
          label={t('filters.kind')}
          value={kind}
          onChange={setKind}
          testId="alerts-kind"
          options={KINDS.map((k) => ({ value: k, label: k === 'ALL' ? t('filters.all') : t(`kind.${k}`) }))}
        />
        <label className="row small">
          <input type="checkbox" checked={unreadOnly} onChange={(e) => setUnreadOnly(e.target.checked)} data-testid="alerts-unread-only" />
          {t('filters.unreadOnly')}
        </label>
        {page ? (
          <span className="small muted" data-testid="alerts-unread-count">
            {t('unreadCount', { count: page.unreadCount })}
          </span>
        ) : null}
      </div>
      {q.loading && !page ? (
        <Spinner />
      ) : q.error && !page ? (
        <ErrorState message={errorMessage(q.error, t, 'alerts')} onRetry={() => void q.refetch()} />
      ) : page && page.nodes.length === 0 ? (
        <EmptyState title={unreadOnly || kind !== 'ALL' ? t('empty.filtered') : t('empty.title')} hint={t('empty.hint')} />
      ) : page ? (
        <>
          <ul className="alerts-list" data-testid="alerts-list">
            {page.nodes.map((a) => (
              <AlertItem key={a.id} alert={a} busy={marking.loading} onMarkRead={(id) => void mark([id])} />
            ))}
          </ul>
          {page.pageInfo.hasNextPage ? (
            <Button
              variant="secondary"
              loading={loadingMore}
              onClick={async () => {
                setLoadingMore(true);
                try {
                  await q.fetchMore({
                    variables: { ...variables, after: page.pageInfo.endCursor },
                    updateQuery: (prev, { fetchMoreResult }) => ({
                      myAlerts: { ...fetchMoreResult.myAlerts, nodes: [...prev.myAlerts.nodes, ...fetchMoreResult.myAlerts.nodes] },
                    }),
                  });
                } finally {
                  setLoadingMore(false);
                }
              }}
            >
              {t('loadMore')}
            </Button>
          ) : null}
        </>
      ) : null}
      <EmailAlertsCard />
      <WebhookCard />
    </div>
  );
}
