import { useEffect, useRef, useState } from 'react';
import { useApolloClient, useQuery, useSubscription } from '@apollo/client/react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { PopularCommentFieldsFragment } from '../../../gql/graphql';
import { formatDateTime, formatNumber } from '../../../lib/format';
import { Card, EmptyState, Spinner, TabPanel, Tabs } from '../../../ui';
import { errorMessage } from '../../auth/errors';
import { TrialCard } from '../../trials/components/TrialCard';
import { PopularCommentsFeed, PopularCommentsQuery, PopularReactionsFeed, PopularTrialsQuery } from '../popular.documents';
import { POPULAR_COMMENTS_LIMIT, POPULAR_REFETCH_MS, POPULAR_TRIALS_LIMIT, initialTab, likeStats, rankMedal, type PopularTab } from '../popular.state';
import '../popular.css';

function Stats({ stats, labels }: { stats: ReturnType<typeof likeStats>; labels: [string, string, string] }) {
  return (
    <section className="grid grid-3 popular-stats">
      {[stats.count, stats.totalLikes, stats.averageLikes].map((v, i) => (
        <Card key={labels[i]}>
          <div className="stat-tile">
            <span className="muted small">{labels[i]}</span>
            <span className="stat-value" data-testid={`popular-stat-${i}`}>
              {formatNumber(v)}
            </span>
          </div>
        </Card>
      ))}
    </section>
  );
}

function RankedComment({ comment, index }: { comment: PopularCommentFieldsFragment; index: number }) {
  const { t } = useTranslation('popular');
  const navigate = useNavigate();
  const medal = rankMedal(index);
  const name = comment.name?.trim() || t('anonymous');
  return (
    <li>
      <button
        type="button"
        className={`ranked-comment ${medal ? `medal-${medal}` : ''}`}
        onClick={() => navigate(`/trial/${comment.nctId}`)}
        data-testid="popular-comment"
        aria-label={t('comments.open', { rank: index + 1, name, nctId: comment.nctId })}
      >
        <span className="rank" aria-hidden="true">
          {index + 1}
        </span>
        <span className="avatar" aria-hidden="true">
          {name.charAt(0).toUpperCase()}
        </span>
        <span className="ranked-body">
          <span className="row small">
            <strong>{name}</strong>
            {medal ? <span className={`top-tag tag-${medal}`}>{t('comments.top', { rank: index + 1 })}</span> : null}
            <span className="muted">{formatDateTime(comment.createdAt)}</span>
            <code>{comment.nctId}</code>
            <span className="likes">👍 {comment.likes}</span>
          </span>
          {comment.trialTitle ? <span className="small muted clamp-1">{comment.trialTitle}</span> : null}
          <span className="clamp-2 ranked-content">{comment.content}</span>
        </span>
      </button>
    </li>
  );
}

/** /popular: trials (default) and comments tabs, initial tab from navigation state; live updates. */
export function PopularPage() {
  const { t } = useTranslation('popular');
  useEffect(() => {
    document.title = `${t('title')} · Trialyst`;
  }, [t]);
  const location = useLocation();
  const client = useApolloClient();
  const [tab, setTab] = useState<PopularTab>(() => initialTab(location.state, location.search));
  const trialsQ = useQuery(PopularTrialsQuery, { variables: { limit: POPULAR_TRIALS_LIMIT } });
  const commentsQ = useQuery(PopularCommentsQuery, { variables: { limit: POPULAR_COMMENTS_LIMIT } });
  const timers = useRef<{ trials?: ReturnType<typeof setTimeout>; comments?: ReturnType<typeof setTimeout> }>({});

  useEffect(() => {
    const navTab = initialTab(location.state, location.search);
    if ((location.state as { tab?: string } | null)?.tab) setTab(navTab);
  }, [location.state, location.search]);
  useEffect(() => () => Object.values(timers.current).forEach((x) => x && clearTimeout(x)), []);

  const later = (key: 'trials' | 'comments', fn: () => void) => {
    clearTimeout(timers.current[key]);
    timers.current[key] = setTimeout(fn, POPULAR_REFETCH_MS);
  };

  // Live: new counts are written to the cached trial at once; the ranking is refetched shortly after.
  useSubscription(PopularReactionsFeed, {
    onData: ({ data }) => {
      const change = data.data?.reactionsFeed;
      if (!change) return;
      client.cache.modify({
        id: client.cache.identify({ __typename: 'Trial', nctId: change.nctId }),
        fields: { likes: () => change.likes, dislikes: () => change.dislikes },
      });
      later('trials', () => void trialsQ.refetch());
    },
  });
  useSubscription(PopularCommentsFeed, { onData: () => later('comments', () => void commentsQ.refetch()) });

  const active = tab === 'trials' ? trialsQ : commentsQ;
  if (active.error && !active.data)
    return (
      <div className="stack">
        <h1>{t('error.title')}</h1>
        <p>{errorMessage(active.error, t)}</p>
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
        {active.loading && !active.data ? <Spinner /> : null}
        {tab === 'trials' && trialsQ.data ? (
          <div className="stack">
            <Stats stats={likeStats(trials)} labels={[t('stats.trials'), t('stats.totalLikes'), t('stats.averageLikes')]} />
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
            <Stats stats={likeStats(comments)} labels={[t('stats.comments'), t('stats.totalLikes'), t('stats.averageLikes')]} />
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
