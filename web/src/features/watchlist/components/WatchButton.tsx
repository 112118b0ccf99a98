import { useMutation, useQuery } from '@apollo/client/react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { WatchKind } from '../../../gql/graphql';
import { useAuth } from '../../auth/AuthProvider';
import { errorMessage } from '../../auth/errors';
import { UnwatchMutation, WatchMutation, WatchStateQuery } from '../watchlist.documents';
import '../watchlist.css';

function EyeIcon({ on }: { on: boolean }) {
  return (
    <svg className="icon" width={16} height={16} viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="currentColor">
      {on ? (
        <path d="M12 5C6.5 5 2.7 9.3 1.5 12c1.2 2.7 5 7 10.5 7s9.3-4.3 10.5-7C21.3 9.3 17.5 5 12 5zm0 11a4 4 0 1 1 0-8 4 4 0 0 1 0 8z" />
      ) : (
        <path d="M12 5C6.5 5 2.7 9.3 1.5 12c1.2 2.7 5 7 10.5 7s9.3-4.3 10.5-7C21.3 9.3 17.5 5 12 5zm0 12c-3.9 0-6.9-2.8-8.2-5 1.3-2.2 4.3-5 8.2-5s6.9 2.8 8.2 5c-1.3 2.2-4.3 5-8.2 5zm0-8a3 3 0 1 0 0 6 3 3 0 0 0 0-6z" />
      )}
    </svg>
  );
}

/**
 * Watch / stop watching a trial (id: NCT id) or a company (id: ticker). Reads the user's watchlist
 * ids from one cached query shared by every button; signed-out visitors are sent to /login.
 * `caption` replaces the visible "Watch"/"Watching" (e.g. the ticker in a row of buttons); the state
 * then shows through aria-pressed and the icon.
 */
export function WatchButton({
  kind,
  id,
  size = 'sm',
  showLabel = true,
  caption,
}: {
  kind: WatchKind;
  id: string;
  size?: 'sm' | 'md';
  showLabel?: boolean;
  caption?: string;
}) {
  const { t } = useTranslation('watchlist');
  const { user } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const state = useQuery(WatchStateQuery, { skip: !user, fetchPolicy: 'cache-first' });
  const [watch, watching] = useMutation(WatchMutation, {
    update: (cache, { data }) => {
      if (data) cache.writeQuery({ query: WatchStateQuery, data: { myWatchlist: data.watch } });
    },
  });
  const [unwatch, unwatching] = useMutation(UnwatchMutation, {
    update: (cache, { data }) => {
      if (data) cache.writeQuery({ query: WatchStateQuery, data: { myWatchlist: data.unwatch } });
    },
  });
  const list = state.data?.myWatchlist;
  const upper = id.toUpperCase();
  const on = !!list && (kind === 'TRIAL' ? list.trials.some((x) => x.nctId === upper) : list.companies.some((x) => x.ticker === upper));
  const error = watching.error ?? unwatching.error;
  const busy = watching.loading || unwatching.loading || (!!user && state.loading && !list);

  const label = !user ? t('button.loginToWatch') : on ? t('button.unwatch') : t('button.watch');
  const name = kind === 'TRIAL' ? t('button.trialName', { id: upper }) : t('button.companyName', { id: upper });
  return (
    <span className="watch-button-wrap">
      <button
        type="button"
        className={`btn btn-secondary btn-${size} watch-button ${on ? 'watch-on' : ''}`}
        aria-pressed={user ? on : undefined}
        title={label}
        aria-label={`${label} — ${name}`}
        // aria-disabled, not disabled: a disabled button drops the keyboard focus to <body> while the toggle runs.
        aria-disabled={busy || undefined}
        data-testid={`watch-button-${kind.toLowerCase()}`}
        onClick={() => {
          if (busy) return;
          if (!user) {
            void navigate('/login', { state: { from: location } });
            return;
          }
          const variables = { kind, id: upper };
          void (on ? unwatch({ variables }) : watch({ variables })).catch(() => undefined);
        }}
      >
        <EyeIcon on={on} />
        {caption ? <span>{caption}</span> : showLabel ? <span>{on ? t('button.watching') : t('button.watch')}</span> : null}
      </button>
      {error ? (
        <span className="small tone-red" role="alert">
          {errorMessage(error, t, 'watchlist')}
        </span>
      ) : null}
    </span>
  );
}
