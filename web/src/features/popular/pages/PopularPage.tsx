import { useState } from 'react';
import { useQuery, useSubscription } from '@apollo/client/react';
import { Link, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useCoalesced } from '../../../lib/useCoalesced';
import { EmptyState, ErrorText, Spinner, TabPanel, Tabs } from '../../../ui';
import { TrialCard } from '../../trials/components/TrialCard';
import { ReactionsFeedSubscription, RecentCommentsFeedSubscription } from '../../../app/live.feeds';
import { PopularCommentsQuery, PopularTrialsQuery } from '../popular.documents';
import { POPULAR_COMMENTS_LIMIT, POPULAR_REFETCH_MS, POPULAR_TRIALS_LIMIT, initialTab, likeStats, type PopularTab } from '../popular.state';
import { PopularStats } from '../components/PopularStats';
import { RankedComment } from '../components/RankedComment';
import '../popular.css';
import { usePageTitle } from '../../../lib/usePageTitle';

/** /popular: trials (default) and comments tabs, initial tab from navigation state; live updates. */
export function PopularPage() {
  const { t } = useTranslation('popular');
  usePageTitle(t('title'));
  const location = useLocation();
  const [tab, setTab] = useState<PopularTab>(() => initialTab(location.state, location.search));
  const trialsQ = useQuery(PopularTrialsQuery, { variables: { limit: POPULAR_TRIALS_LIMIT } });
  const commentsQ = useQuery(PopularCommentsQuery, { variables: { limit: POPULAR_COMMENTS_LIMIT } });
  // A navigation asking for a tab (the dashboard's "see all" comments link) switches to it.
  const [navKey, setNavKey] = useState(location.key);
  if (navKey !== location.key) {
    setNavKey(location.key);
    if ((location.state as { tab?: string } | null)?.tab) setTab(initialTab(location.state, location.search));
  }

  // Live: new counts reach the cached trials at once (the layout's reactions feed); the rankings are refetched shortly after.
  const refetchTrials = useCoalesced(() => void trialsQ.refetch(), POPULAR_REFETCH_MS);
  const refetchComments = useCoalesced(() => void commentsQ.refetch(), POPULAR_REFETCH_MS);
  useSubscription(ReactionsFeedSubscription, { onData: refetchTrials });
  useSubscription(RecentCommentsFeedSubscription, { onData: refetchComments });

  const active = tab === 'trials' ? trialsQ : commentsQ;
  if (active.error && !active.data)
    return (
      <div className="stack">
        <h1>{t('error.title')}</h1>
        <p>
          <ErrorText error={active.error} />
        </p>
        <Link to="/">{t('back')}</Link>
      </div>
    );

  const trials = trialsQ.data?.popularTrials ?? [];
  const comments = commentsQ.data?.popularComments ?? [];
  return (
    <div className="stack popular-page">
      <Link to="/" className="small back-link" data-testid="popular-back">
        ← {t('back')}
      </Link>
      <header>
        <h1>{t('title')}</h1>
        <p className="muted">{t('subtitle')}</p>
      </header>
      <Tabs
        idBase="popular"
        label={t('tabs.label')}
        active={tab}
        onChange={setTab}
        tabs={[
          { key: 'trials', label: t('tabs.trials'), count: trialsQ.data ? trials.length : undefined },
          { key: 'comments', label: t('tabs.comments'), count: commentsQ.data ? comments.length : undefined },
        ]}
      />
      <TabPanel idBase="popular" tabKey={tab}>
        {/* The cards' titles are h3: the panel's heading keeps the levels in order under the page's h1. */}
        <h2 className="sr-only">{tab === 'trials' ? t('tabs.trials') : t('tabs.comments')}</h2>
        {active.loading && !active.data ? <Spinner /> : null}
        {tab === 'trials' && trialsQ.data ? (
          <div className="stack">
            <PopularStats stats={likeStats(trials)} labels={[t('stats.trials'), t('stats.totalLikes'), t('stats.averageLikes')]} />
            {trials.length === 0 ? (
              <EmptyState title={t('empty.trials')} hint={t('empty.trialsHint')} />
            ) : (
              <div className="grid grid-2" data-testid="popular-trials">
                {trials.map((trial) => (
                  <TrialCard key={trial.nctId} trial={trial} />
                ))}
              </div>
            )}
          </div>
        ) : null}
        {tab === 'comments' && commentsQ.data ? (
          <div className="stack">
            <PopularStats stats={likeStats(comments)} labels={[t('stats.comments'), t('stats.totalLikes'), t('stats.averageLikes')]} />
            {comments.length === 0 ? (
              <EmptyState title={t('empty.comments')} hint={t('empty.commentsHint')} />
            ) : (
              <ol className="list-plain ranked-list" data-testid="popular-comments">
                {comments.map((c, i) => (
                  <RankedComment key={c.id} comment={c} index={i} />
                ))}
              </ol>
            )}
          </div>
        ) : null}
      </TabPanel>
    </div>
  );
}
