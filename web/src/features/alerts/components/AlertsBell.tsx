import { useQuery, useSubscription } from '@apollo/client/react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../auth/AuthProvider';
import { AlertCreatedSubscription, UnreadAlertCountQuery } from '../alerts.documents';
import '../alerts.css';

/** Signed-in users: a bell linking to /alerts with the unread count, kept live by the alertCreated subscription. */
export function AlertsBell() {
  const { user } = useAuth();
  if (!user) return null;
  return <Bell />;
}

function Bell() {
  const { t } = useTranslation('alerts');
  const q = useQuery(UnreadAlertCountQuery, { fetchPolicy: 'cache-and-network' });
  useSubscription(AlertCreatedSubscription, { onData: () => void q.refetch() });
  const count = q.data?.unreadAlertCount ?? 0;
  const label = count > 0 ? t('bell.unread', { count }) : t('bell.none');
  return (
    <Link to="/alerts" className="icon-btn alerts-bell" aria-label={label} title={label} data-testid="alerts-bell">
      <svg className="icon" width={18} height={18} viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="currentColor">
        <path d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22zm7-6V11a7 7 0 0 0-5.5-6.84V3.5a1.5 1.5 0 0 0-3 0v.66A7 7 0 0 0 5 11v5l-2 2v1h18v-1l-2-2z" />
      </svg>
      {count > 0 ? (
        <span className="alerts-bell-count" data-testid="alerts-bell-count" aria-hidden="true">
          {count > 99 ? '99+' : count}
        </span>
      ) : null}
    </Link>
  );
}
