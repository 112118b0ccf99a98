import { useQuery, useSubscription } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../../gql';
import { formatNumber } from '../../../lib/format';
import { Card, EmptyState, Icon, Spinner } from '../../../ui';
import { useAuth } from '../../auth/AuthProvider';
import { TrialCard } from '../../trials/components/TrialCard';
import { CommentCard } from '../components/CommentCard';
import { UpcomingTrials } from '../components/UpcomingTrials';
import '../dashboard.css';

export const DashboardQuery = graphql(`
  query Dashboard($popularTrials: Int, $comments: Int) {
    popularTrials(limit: $popularTrials) {
      ...TrialCardFields
    }
    recentComments(limit: $comments) {
      ...CommentCardFields
    }
    popularComments(limit: $comments) {
      ...CommentCardFields
    }
    trialsTableStats {
      totalTrials
    }
  }
`);

export const DashboardLikedQuery = graphql(`
  query DashboardLiked {
    myReactions {
      likedTrials
      liked {
        ...TrialCardFields
      }
    }
  }
`);

const DashboardCommentsFeed = graphql(`
  subscription DashboardCommentsFeed {
    recentCommentsFeed {
      type
      nctId
    }
  }
`);

const DashboardReactionsFeed = graphql(`
  subscription DashboardReactionsFeed {
    reactionsFeed {
      nctId
    }
  }
`);

const POPULAR_TRIALS = 6;
const COMMENTS = 10;
const LIKED_PREVIEW = 6;
const LIKED_REFETCH_MS = 300;

export function DashboardPage() {
  const { t } = useTranslation('dashboard');
  const { user } = useAuth();
  const { data, loading, error, refetch } = useQuery(DashboardQuery, { variables: { popularTrials: POPULAR_TRIALS, comments: COMMENTS }, errorPolicy: 'all' });
  const liked = useQuery(DashboardLikedQuery, { skip: !user });
  const [removed, setRemoved] = useState<string[]>([]);

  // Popular trials and comments move live: refetch (coalesced) when another user reacts or comments.
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const soon = () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => void refetch(), 400);
  };
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  useSubscription(DashboardCommentsFeed, { onData: soon });
  useSubscription(DashboardReactionsFeed, { onData: soon });

  useEffect(() => {
    document.title = `${t('title')} · Trialyst`;
  }, [t]);
  useEffect(() => {
    if (error) console.warn('dashboard load failed', error);
  }, [error]);

  const likedCount = liked.data?.myReactions.likedTrials.length ?? 0;
  const popularCount = (data?.popularTrials.length ?? 0) + (data?.popularComments.length ?? 0);
  const name = user?.name?.trim() || user?.email;

  return (
    <div className="stack dashboard">
      <header>
        <h1 data-testid="greeting">{user ? t('greetingUser', { name }) : t('greeting')}</h1>
        <p className="muted">{t('subtitle')}</p>
      </header>

      <section className="grid grid-4" aria-label={t('stats.label')}>
        {user ? (
          <Link to="/favorites" className="card stat-tile" data-testid="tile-liked">
            <span className="muted small">{t('stats.liked')}</span>
            <span className="stat-value">{formatNumber(likedCount)}</span>
          </Link>
        ) : null}
        <Link to="/popular" className="card stat-tile" data-testid="tile-popular">
          <span className="muted small">{t('stats.popular')}</span>
          <span className="stat-value">{formatNumber(popularCount)}</span>
        </Link>
        <Link to="/table" className="card stat-tile">
          <span className="muted small">{t('stats.table')}</span>
          <span className="stat-value">{data ? formatNumber(data.trialsTableStats.totalTrials) : '—'}</span>
        </Link>
      </section>

      {user ? (
        likedCount > 0 ? (
          <Card title={t('liked.title')} actions={<Link to="/favorites">{t('liked.all')}</Link>}>
            <div className="grid grid-3">
              {(liked.data?.myReactions.liked ?? [])
                .filter((x) => !removed.includes(x.nctId))
                .slice(0, LIKED_PREVIEW)
                .map((trial) => (
                  <TrialCard
                    key={trial.nctId}
                    trial={trial}
                    onReactionChange={(r) => {
                      // Unliked (or disliked) from the liked preview: the card goes, the list is refetched ~300 ms later.
                      if (r.liked) return;
                      setRemoved((cur) => [...cur, trial.nctId]);
                      setTimeout(() => void liked.refetch().finally(() => setRemoved([])), LIKED_REFETCH_MS);
                    }}
                  />
                ))}
            </div>
          </Card>
        ) : null
      ) : (
        <Card className="login-prompt" title={t('loginPrompt.title')}>
          <p>{t('loginPrompt.text')}</p>
          <Link to="/login" className="btn btn-primary btn-md">
            {t('loginPrompt.action')}
          </Link>
        </Card>
      )}

      <UpcomingTrials />

      <Card title={t('popular.title')} actions={<Link to="/popular">{t('popular.all')}</Link>}>
        {!data && loading ? (
          <Spinner />
        ) : data?.popularTrials.length ? (
          <div className="grid grid-3" data-testid="popular-trials">
            {data.popularTrials.map((trial) => (
              <TrialCard key={trial.nctId} trial={trial} />
            ))}
          </div>
        ) : (
          <EmptyState title={t('popular.empty')} />
        )}
      </Card>

      <div className="grid grid-2">
        <Card title={t('comments.recent')}>
          {data?.recentComments.length ? (
            <ul className="list-plain stack" data-testid="recent-comments">
              {data.recentComments.map((c) => (
                <CommentCard key={c.id} comment={c} />
              ))}
            </ul>
          ) : (
            <EmptyState title={t('comments.empty')} />
          )}
        </Card>
        <Card
          title={t('comments.popular')}
          actions={
            <Link to="/popular" state={{ tab: 'comments' }}>
              {t('popular.all')}
            </Link>
          }
        >
          {data?.popularComments.length ? (
            <ul className="list-plain stack">
              {data.popularComments.map((c) => (
                <CommentCard key={c.id} comment={c} />
              ))}
            </ul>
          ) : (
            <EmptyState title={t('comments.empty')} />
          )}
        </Card>
      </div>

      <section className="grid grid-3" aria-label={t('shortcuts.label')}>
        <Link to="/table" className="card shortcut">
          <Icon name="table" size={28} className="shortcut-icon" />
          <strong>{t('shortcuts.table')}</strong>
          <span className="small muted">{t('shortcuts.tableText')}</span>
        </Link>
        <Link to="/calendar" className="card shortcut">
          <Icon name="calendar" size={28} className="shortcut-icon" />
          <strong>{t('shortcuts.calendar')}</strong>
          <span className="small muted">{t('shortcuts.calendarText')}</span>
        </Link>
        <Link to="/analytics" className="card shortcut">
          <Icon name="chart" size={28} className="shortcut-icon" />
          <strong>{t('shortcuts.analytics')}</strong>
          <span className="small muted">{t('shortcuts.analyticsText')}</span>
        </Link>
      </section>
    </div>
  );
}
