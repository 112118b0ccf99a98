import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorState, ErrorText, Spinner, StatTile, TabPanel, Tabs } from '../../../ui';
import { TrialCard } from '../../trials/components/TrialCard';
import { FavoritesQuery } from '../favorites.documents';
import { favoriteLists } from '../favorites.state';
import { useRefetchAfterReaction } from '../hooks/useRefetchAfterReaction';
import { usePageTitle } from '../../../lib/usePageTitle';

type Tab = 'liked' | 'disliked';

/** /favorites (signed-in only, see RequireAuth): counters, liked (default) and disliked tabs of trial cards. */
export function FavoritesPage() {
  const { t } = useTranslation('favorites');
  usePageTitle(t('title'));
  const [tab, setTab] = useState<Tab>('liked');
  const q = useQuery(FavoritesQuery, { fetchPolicy: 'cache-and-network' });
  const data = q.data?.myReactions;
  const lists = favoriteLists(data?.liked ?? [], data?.disliked ?? []);

  // A reaction changed in a tab: the card is already gone; refetch the lists shortly after.
  useRefetchAfterReaction(lists.changed, q.refetch);

  if (q.loading && !data) return <Spinner />;
  if (q.error && !data)
    return (
      <div className="stack">
        <h1>{t('title')}</h1>
        <ErrorState message={<ErrorText error={q.error} />} onRetry={() => void q.refetch()} />
      </div>
    );

  const liked = lists.liked;
  const disliked = lists.disliked;
  const shown = tab === 'liked' ? liked : disliked;
  return (
    <div className="stack favorites-page">
      <header>
        <h1>{t('title')}</h1>
        <p className="muted">{t('subtitle')}</p>
      </header>
      <section className="grid grid-3 favorites-counters" aria-label={t('counters.label')}>
        <StatTile label={t('counters.liked')} value={liked.length} valueClassName="tone-green" testId="count-liked" />
        <StatTile label={t('counters.disliked')} value={disliked.length} valueClassName="tone-red" testId="count-disliked" />
        <StatTile label={t('counters.total')} value={liked.length + disliked.length} testId="count-total" />
      </section>
      <Tabs
        idBase="favorites"
        label={t('tabs.label')}
        active={tab}
        onChange={setTab}
        tabs={[
          { key: 'liked', label: t('tabs.liked'), count: liked.length },
          { key: 'disliked', label: t('tabs.disliked'), count: disliked.length },
        ]}
      />
      <TabPanel idBase="favorites" tabKey={tab}>
        {shown.length === 0 ? (
          tab === 'liked' ? (
            <EmptyState
              title={t('empty.liked')}
              hint={t('empty.likedHint')}
              action={
                <Link to="/" className="btn btn-primary btn-md" data-testid="discover">
                  {t('empty.discover')}
                </Link>
              }
            />
          ) : (
            <EmptyState title={t('empty.disliked')} />
          )
        ) : (
          <div className="grid grid-2" data-testid={`favorites-${tab}`}>
            {shown.map((trial) => (
              <TrialCard key={trial.nctId} trial={trial} />
            ))}
          </div>
        )}
      </TabPanel>
    </div>
  );
}
