import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SearchTrialsQuery } from '../../../gql/graphql';
import { StatusBadge } from '../../trials/components/TrialBadges';
import { SEARCH_MIN_CHARS } from '../search.state';
import type { CompanyHit } from '../../companies/hooks/useCompanySearch';
import { SearchCompanyWatch } from '../../watchlist/components/SearchCompanyWatch';

/** The search's listbox: a hint line (too short, searching, nothing found) and the results (NCT id, status, title, sponsor). */
export function SearchDropdown({
  listId,
  optionId,
  hint,
  query,
  results,
  active,
  onHover,
  onPick,
  companies = [],
  onPickCompany,
  onLeave,
}: {
  listId: string;
  optionId: (i: number) => string;
  hint: 'minChars' | 'loading' | 'noResults' | null;
  query: string;
  results: SearchTrialsQuery['searchTrials'];
  active: number;
  onHover: (i: number) => void;
  onPick: (nctId: string) => void;
  /** Companies with trials by name or ticker: a group before the trials (the trials' options continue its indices). */
  companies?: CompanyHit[];
  onPickCompany?: (ticker: string) => void;
  /** Closes the results (a signed-out click on a company's watch button goes to /login). */
  onLeave?: () => void;
}) {
  const { t } = useTranslation('search');
  const { t: tc } = useTranslation('company');
  // The option chosen with the arrow keys stays in view when the list scrolls.
  useEffect(() => {
    if (active >= 0) document.getElementById(optionId(active))?.scrollIntoView?.({ block: 'nearest' });
  }, [active, optionId]);
  return (
    <div className="search-dropdown" data-testid="search-dropdown">
      {hint === 'minChars' ? (
        <p className="search-hint" role="status">
          {t('minChars', { count: SEARCH_MIN_CHARS })}
        </p>
      ) : hint === 'loading' ? (
        <p className="search-hint" role="status">
          <span className="spinner spinner-inline" aria-hidden="true" /> {t('loading')}
        </p>
      ) : hint === 'noResults' ? (
        <p className="search-hint" role="status">
          {t('noResults', { query })}
        </p>
      ) : null}
      <ul id={listId} role="listbox" aria-label={t('results')} className="search-results list-plain">
        {companies.length ? (
          <li role="presentation" className="search-group-label small muted" data-testid="search-company-group">
            {tc('search.group')}
          </li>
        ) : null}
        {companies.map((c, i) => (
          <SearchOption
            key={c.ticker}
            id={optionId(i)}
            active={i === active}
            onHover={() => onHover(i)}
            onPick={() => onPickCompany?.(c.ticker)}
            testId="search-company"
          >
            <div className="spread">
              <strong>{c.name}</strong>
              <span className="badge badge-purple">{c.ticker}</span>
            </div>
            <div className="small muted">{tc('search.trials', { count: c.trialCount })}</div>
          </SearchOption>
        ))}
        {companies.length && results.length ? (
          <li role="presentation" className="search-group-label small muted" data-testid="search-trial-group">
            {t('trialsGroup')}
          </li>
        ) : null}
        {results.map((r, j) => {
          const i = companies.length + j;
          return (
            <SearchOption key={r.nctId} id={optionId(i)} active={i === active} onHover={() => onHover(i)} onPick={() => onPick(r.nctId)} testId="search-result">
              <div className="spread">
                <code className="small">{r.nctId}</code>
                <StatusBadge status={r.status} label={r.statusLabel} />
              </div>
              <div className="search-title clamp-2">{r.briefTitle}</div>
              <div className="small muted">{r.leadSponsorName}</div>
            </SearchOption>
          );
        })}
      </ul>
      <SearchCompanyWatch tickers={companies.map((c) => c.ticker)} onLeave={onLeave} />
    </div>
  );
}

/** One option of the listbox; a mouse press keeps the focus in the search box. */
function SearchOption({
  id,
  active,
  onHover,
  onPick,
  testId,
  children,
}: {
  id: string;
  active: boolean;
  onHover: () => void;
  onPick: () => void;
  testId: string;
  children: ReactNode;
}) {
  return (
    <li
      id={id}
      role="option"
      aria-selected={active}
      className={`search-result ${active ? 'search-result-active' : ''}`}
      onMouseDown={(e) => e.preventDefault()}
      onMouseEnter={onHover}
      onClick={onPick}
      data-testid={testId}
    >
      {children}
    </li>
  );
}
