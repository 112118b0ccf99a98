import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { SearchTrialsQuery } from '../../../gql/graphql';
import { StatusBadge } from '../../trials/components/TrialBadges';
import { SEARCH_MIN_CHARS } from '../search.state';
import type { CompanyHit } from '../../companies/hooks/useCompanySearch';

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
}: {
  listId: string;
  optionId: (i: number) => string;
  hint: 'minChars' | 'loading' | 'noResults' | null;
  query: string;
  results: SearchTrialsQuery['searchTrials'];
  active: number;
  onHover: (i: number) => void;
  onPick: (nctId: string) => void;
  /** Companies by name or ticker: a group after the trials (options continue the trials' indices). */
  companies?: CompanyHit[];
  onPickCompany?: (ticker: string) => void;
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
        {results.map((r, i) => (
          <li
            key={r.nctId}
            id={optionId(i)}
            role="option"
            aria-selected={i === active}
            className={`search-result ${i === active ? 'search-result-active' : ''}`}
            onMouseDown={(e) => e.preventDefault()}
            onMouseEnter={() => onHover(i)}
            onClick={() => onPick(r.nctId)}
            data-testid="search-result"
          >
            <div className="spread">
              <code className="small">{r.nctId}</code>
              <StatusBadge status={r.status} label={r.statusLabel} />
            </div>
            <div className="search-title clamp-2">{r.briefTitle}</div>
            <div className="small muted">{r.leadSponsorName}</div>
          </li>
        ))}
        {companies.length ? (
          <li role="presentation" className="search-group-label small muted" data-testid="search-company-group">
            {tc('search.group')}
          </li>
        ) : null}
        {companies.map((c, j) => {
          const i = results.length + j;
          return (
            <li
              key={c.ticker}
              id={optionId(i)}
              role="option"
              aria-selected={i === active}
              className={`search-result ${i === active ? 'search-result-active' : ''}`}
              onMouseDown={(e) => e.preventDefault()}
              onMouseEnter={() => onHover(i)}
              onClick={() => onPickCompany?.(c.ticker)}
              data-testid="search-company"
            >
              <div className="spread">
                <strong>{c.name}</strong>
                <span className="badge badge-purple">{c.ticker}</span>
              </div>
              <div className="small muted">{tc('search.trials', { count: c.trialCount })}</div>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
