import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../ui';
import { useOutsideClick } from '../hooks/useOutsideClick';
import { useTrialSearch } from '../hooks/useTrialSearch';
import { SEARCH_MIN_CHARS } from '../search.state';
import { useCompanySearch } from '../../companies/hooks/useCompanySearch';
import { companyPath } from '../../companies/components/TickerLink';
import { SearchDropdown } from './SearchDropdown';

/**
 * Header search: server-side `searchTrials`, from 2 characters, 300 ms after typing stops, 5 results,
 * after the companies with trials whose name or ticker matches. ARIA 1.2 combobox (input + listbox,
 * aria-activedescendant): ↓/↑ move, Enter opens the highlighted option or else the first (the
 * company, when one matches), Escape closes.
 */
export function SearchBox() {
  const { t } = useTranslation('search');
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  // The highlighted result, for the results of one query (a new query starts with none).
  const [active, setActive] = useState({ query: '', index: -1 });
  const rootRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const listId = useId();
  const { trimmed, debounced, waiting: trialsWaiting, results: trials } = useTrialSearch(text);
  // Companies (by name and ticker) come first, in a group of their own: one list of options.
  const { companies, loading: companiesLoading } = useCompanySearch(debounced, debounced.length >= SEARCH_MIN_CHARS, trialsWaiting);
  // Both answers show at once: companies arriving after the trials would push them down under the pointer.
  const waiting = trialsWaiting || companiesLoading;
  const results = waiting ? [] : trials;
  const options = [...companies.map((c) => companyPath(c.ticker)), ...results.map((r) => `/trial/${r.nctId}`)];

  const activeIndex = active.query === debounced ? active.index : -1;
  const setActiveIndex = (index: number) => setActive({ query: debounced, index });

  useOutsideClick(rootRef, open, () => setOpen(false));

  const clear = () => {
    setText('');
    setActiveIndex(-1);
    setOpen(false);
  };

  const go = (path: string) => {
    clear();
    inputRef.current?.blur();
    void navigate(path);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown') {
      e.preventDefault();
      setOpen(true);
      if (options.length) setActiveIndex((activeIndex + 1) % options.length);
    } else if (e.key === 'ArrowUp') {
      e.preventDefault();
      if (options.length) setActiveIndex(activeIndex <= 0 ? options.length - 1 : activeIndex - 1);
    } else if (e.key === 'Enter') {
      const target = options[activeIndex] ?? options[0];
      if (target) {
        e.preventDefault();
        go(target);
      }
    } else if (e.key === 'Escape') {
      if (open) {
        e.preventDefault();
        setOpen(false);
        setActiveIndex(-1);
      } else if (text) clear();
    }
  };

  const showList = open && trimmed.length > 0;
  const optionId = (i: number) => `${listId}-opt-${i}`;

  return (
    <div className="search" ref={rootRef}>
      <div className="search-field">
        <span className="search-icon" aria-hidden="true">
          <Icon name="search" />
        </span>
        <input
          ref={inputRef}
          type="text"
          role="combobox"
          className="input search-input"
          aria-label={t('label')}
          aria-autocomplete="list"
          aria-expanded={showList}
          aria-controls={listId}
          aria-activedescendant={showList && activeIndex >= 0 ? optionId(activeIndex) : undefined}
          placeholder={t('placeholder')}
          value={text}
          autoComplete="off"
          spellCheck={false}
          onChange={(e) => {
            setText(e.target.value);
            setOpen(true);
          }}
          onFocus={() => setOpen(true)}
          onKeyDown={onKeyDown}
          data-testid="search-input"
        />
        {text ? (
          <button
            type="button"
            className="icon-btn search-clear"
            onClick={() => {
              clear();
              inputRef.current?.focus();
            }}
            aria-label={t('clear')}
            title={t('clear')}
            data-testid="search-clear"
          >
            <Icon name="close" />
          </button>
        ) : null}
      </div>
      {showList ? (
        <SearchDropdown
          listId={listId}
          optionId={optionId}
          hint={trimmed.length < SEARCH_MIN_CHARS ? 'minChars' : waiting ? 'loading' : options.length === 0 ? 'noResults' : null}
          query={debounced}
          results={results}
          companies={companies}
          active={activeIndex}
          onHover={setActiveIndex}
          onPick={(nctId) => go(`/trial/${nctId}`)}
          onPickCompany={(ticker) => go(companyPath(ticker))}
          onLeave={clear}
        />
      ) : null}
    </div>
  );
}
