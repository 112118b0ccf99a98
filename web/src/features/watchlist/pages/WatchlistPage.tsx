import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../lib/usePageTitle';
import { EmptyState, ErrorState, Spinner } from '../../../ui';
import { errorMessage } from '../../auth/errors';
import { companyPath } from '../../companies/components/TickerLink';
import { TrialCard } from '../../trials/components/TrialCard';
import { CalendarFeedCard } from '../components/CalendarFeedCard';
import { WatchButton } from '../components/WatchButton';
import { WatchlistPageQuery, WatchStateQuery } from '../watchlist.documents';
import '../watchlist.css';

/** /watchlist (signed-in only): watched trials as cards, watched companies, the private calendar feed. */
export function WatchlistPage() {
  const { t } = useTranslation('watchlist');
  usePageTitle(t('title'));
  const q = useQuery(WatchlistPageQuery, { fetchPolicy: 'cache-and-network' });
  const data = q.data;
  // Unwatched from this page: the card leaves at once (the shared ids query moves with each button).
  const ids = useQuery(WatchStateQuery, { fetchPolicy: 'cache-first' }).data?.myWatchlist;

  if (q.loading && !data) return <Spinner />;
  if (q.error && !data)
    return (
      <div className="stack">
        <h1>{t('title')}</h1>
        <ErrorState message={errorMessage(q.error, t, 'watchlist')} onRetry={() => void q.refetch()} />
      </div>
    );
  if (!data) return null;
  const stillTrial = (id: string) => !ids || ids.trials.some((x) => x.nctId === id);
  const stillCompany = (ticker: string) => !ids || ids.companies.some((x) => x.ticker === ticker);
  const trials = data.myWatchlist.trials.flatMap((w) => (w.trial && stillTrial(w.nctId) ? [w.trial] : []));
  const companies = data.myWatchlist.companies.filter((c) => stillCompany(c.ticker));
  return (
    <div className="stack watchlist-page">
      <header>
        <h1>{t('title')}</h1>
        <p className="muted">{t('subtitle')}</p>
      </header>
      {trials.length === 0 && companies.length === 0 ? (
        <EmptyState
          title={t('empty.title')}
          hint={t('empty.hint')}
          action={
            <Link to="/trials" className="btn btn-primary btn-md">
              {t('empty.browse')}
            </Link>
          }
        />
      ) : null}
      {trials.length ? (
        <section className="stack" aria-labelledby="watched-trials">
          <h2 id="watched-trials">{t('trials.title', { count: trials.length })}</h2>
          <div className="grid grid-2" data-testid="watched-trials">
            {trials.map((trial) => (
              <TrialCard key={trial.nctId} trial={trial} />
            ))}
          </div>
        </section>
      ) : null}
      {companies.length ? (
        <section className="card stack" aria-labelledby="watched-companies">
          <h2 id="watched-companies">{t('companies.title', { count: companies.length })}</h2>
          <ul className="watchlist-companies" data-testid="watched-companies">
            {companies.map((c) => (
              <li key={c.ticker} className="watchlist-company" data-testid="watched-company" data-ticker={c.ticker}>
                <span>
                  <Link to={companyPath(c.ticker)}>
                    <strong>{c.ticker}</strong>
                  </Link>{' '}
                  {c.name ? <span className="muted">· {c.name}</span> : null}{' '}
                  {/* The company page's count, in the same words: trials as lead sponsor or collaborator. */}
                  <span className="small muted" data-testid="watched-company-trials">
                    {t('companies.trialsAsSponsorOrCollaborator', { count: c.trialCount })}
                  </span>
                </span>
                <WatchButton kind="COMPANY" id={c.ticker} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <CalendarFeedCard active={data.myCalendarFeed.active} createdAt={data.myCalendarFeed.createdAt} onChanged={() => void q.refetch()} />
    </div>
  );
}
