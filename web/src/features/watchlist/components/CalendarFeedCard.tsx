import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format';
import { useRetryKey } from '../../../lib/idempotency';
import { Button } from '../../../ui';
import { errorMessage } from '../../auth/errors';
import { CreateCalendarFeedMutation, RevokeCalendarFeedMutation } from '../watchlist.documents';

/** The private calendar feed of the watchlist: create or rotate (the URL is shown once), revoke. */
export function CalendarFeedCard({ active, createdAt, onChanged }: { active: boolean; createdAt: string | null; onChanged: () => void }) {
  const { t } = useTranslation('watchlist');
  const [url, setUrl] = useState<string | null>(null);
  // A retried creation (lost answer) gets the first token back instead of rotating it again.
  const createKey = useRetryKey();
  const [create, creating] = useMutation(CreateCalendarFeedMutation);
  const [revoke, revoking] = useMutation(RevokeCalendarFeedMutation);
  const error = creating.error ?? revoking.error;
  return (
    <section className="card stack" aria-labelledby="feed-title" data-testid="calendar-feed">
      <h2 id="feed-title">{t('feed.title')}</h2>
      <p className="muted small">{t('feed.hint')}</p>
      {url ? (
        <div className="stack">
          <p className="small">{t('feed.shownOnce')}</p>
          <code className="feed-url" data-testid="feed-url">
            {url}
          </code>
        </div>
      ) : active ? (
        <p className="small" data-testid="feed-active">
          {t('feed.active', { date: formatDateTime(createdAt) })}
        </p>
      ) : (
        <p className="small" data-testid="feed-inactive">
          {t('feed.inactive')}
        </p>
      )}
      <div className="row">
        <Button
          variant="primary"
          size="sm"
          loading={creating.loading}
          data-testid="feed-create"
          onClick={async () => {
            const r = await create({ variables: { clientMutationId: createKey.keyFor('create') } }).catch(() => null);
            const feed = r?.data?.createCalendarFeed;
            if (feed) {
              createKey.done();
              setUrl(`${window.location.origin}${feed.path}`);
              onChanged();
            }
          }}
        >
          {active ? t('feed.rotate') : t('feed.create')}
        </Button>
        {active ? (
          <Button
            variant="danger"
            size="sm"
            loading={revoking.loading}
            data-testid="feed-revoke"
            onClick={async () => {
              await revoke().catch(() => null);
              setUrl(null);
              onChanged();
            }}
          >
            {t('feed.revoke')}
          </Button>
        ) : null}
      </div>
      {error ? (
        <p className="small tone-red" role="alert">
          {errorMessage(error, t, 'watchlist')}
        </p>
      ) : null}
    </section>
  );
}
