import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../auth/AuthProvider';
import { WatchButton } from './WatchButton';

/**
 * The header search's companies, each with its watch button, under the results. Beside the listbox,
 * not in it: a listbox holds options only, and an option cannot hold a button (axe:
 * aria-required-children, nested-interactive). The buttons follow the search field in the Tab order.
 * A signed-out visitor's click goes to /login, and `onLeave` closes the results.
 */
export function SearchCompanyWatch({ tickers, onLeave }: { tickers: string[]; onLeave?: () => void }) {
  const { t } = useTranslation('watchlist');
  const { user } = useAuth();
  const labelId = useId();
  if (!tickers.length) return null;
  return (
    <div
      className="search-company-watch"
      role="group"
      aria-labelledby={labelId}
      data-testid="search-company-watch"
      // After the button's own click (its way to /login): closing first would unmount it before then.
      onClick={() => {
        if (!user) onLeave?.();
      }}
    >
      <span id={labelId} className="small muted">
        {t('search.follow')}
      </span>
      {tickers.map((ticker) => (
        <WatchButton key={ticker} kind="COMPANY" id={ticker} caption={ticker} />
      ))}
    </div>
  );
}
