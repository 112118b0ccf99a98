import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../../gql';
import { usePageTitle } from '../../../lib/usePageTitle';
import { Card, EmptyState, ErrorState, Spinner } from '../../../ui';
import { useAuth } from '../../auth/AuthProvider';
import { TrialCard } from '../../trials/components/TrialCard';
import { CommentColumns } from '../components/CommentColumns';
import { DashboardShortcuts } from '../components/DashboardShortcuts';
import { DashboardStats } from '../components/DashboardStats';
import { LikedPreview, LoginPrompt } from '../components/LikedPreview';
import { UPCOMING_DAYS, UpcomingTrials } from '../components/UpcomingTrials';
import { UpcomingRegulatory } from '../components/UpcomingRegulatory';
import { useDashboardLive } from '../hooks/useDashboardLive';
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

const POPULAR_TRIALS = 6;
const COMMENTS = 10;

/** /: greeting, stat tiles, liked preview (or a login prompt), upcoming completions and regulatory events, popular trials, comments, shortcuts. */
export function DashboardPage() {
  const { t } = useTranslation('dashboard');
  usePageTitle(t('title'));
  const { user } = useAuth();
  const { data, loading, error, refetch } = useQuery(DashboardQuery, { variables: { popularTrials: POPULAR_TRIALS, comments: COMMENTS }, errorPolicy: 'all' });
  const liked = useQuery(DashboardLikedQuery, { skip: !user });
  useDashboardLive(refetch);

  useEffect(() => {
    if (error) console.warn('dashboard load failed', error);
  }, [error]);

  const likedCount = liked.data?.myReactions.likedTrials.length ?? 0;
  // No data (loading, or the API could not be reached): no count rather than a false 0.
  const popularCount = data ? data.popularTrials.length + data.popularComments.length : null;
  const failed = !!error && !data;
  const retry = () => void refetch();
  const name = user?.name?.trim() || user?.email;

  return (
    <div className="stack dashboard">
      <header>
        <h1 data-testid="greeting">{user ? t('greetingUser', { name }) : t('greeting')}</h1>
        <p className="muted">{t('subtitle')}</p>
      </header>
      <DashboardStats liked={user ? likedCount : null} popular={popularCount} total={data ? data.trialsTableStats.totalTrials : null} />
      {!user ? <LoginPrompt /> : likedCount > 0 ? <LikedPreview trials={liked.data?.myReactions.liked ?? []} refetch={liked.refetch} /> : null}
      <UpcomingTrials />
      <UpcomingRegulatory days={UPCOMING_DAYS} />
      <Card title={t('popular.title')} actions={<Link to="/popular">{t('popular.all')}</Link>} data-testid="popular-section">
        {failed ? (
          <ErrorState message={t('errors.popular')} onRetry={retry} />
        ) : !data && loading ? (
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
      <CommentColumns recent={data?.recentComments} popular={data?.popularComments} loading={!data && loading} onRetry={failed ? retry : null} />
      <DashboardShortcuts />
    </div>
  );
}
