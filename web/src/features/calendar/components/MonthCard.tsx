import { useTranslation } from 'react-i18next';
import type { CalendarTrialFieldsFragment } from '../../../gql/graphql';
import { EmptyState, ErrorState, Spinner } from '../../../ui';
import type { MonthState } from '../calendar.state';
import { CalendarTrialRow } from './CalendarTrialRow';

/** A collapsible month: the header button loads the month on first opening, then expands or collapses it. */
export function MonthCard({
  month,
  label,
  count,
  state,
  locale,
  onToggle,
  onRetry,
}: {
  month: string;
  label: string;
  count: number | null;
  state: MonthState<CalendarTrialFieldsFragment>;
  locale: string;
  onToggle: () => void;
  onRetry: () => void;
}) {
  const { t } = useTranslation('calendar');
  const panelId = `month-panel-${month}`;
  const open = state.expanded;
  return (
    <section className={`card month-card ${open ? 'month-open' : ''}`} data-testid="month-card" data-month={month} data-status={state.status}>
      <h2 className="month-heading">
        <button type="button" className="month-toggle" aria-expanded={open} aria-controls={panelId} onClick={onToggle} data-testid="month-toggle">
          <span className="month-chevron" aria-hidden="true">
            {open ? '▾' : '▸'}
          </span>
          <span className="month-label">{label}</span>
          {count !== null ? (
            <span className={`month-count ${count === 0 ? 'muted' : ''}`} data-testid="month-count">
              {t('month.count', { count })}
            </span>
          ) : null}
          {state.status === 'loaded' ? <span className="sr-only">{t('month.loaded')}</span> : null}
        </button>
      </h2>
      {open ? (
        <div id={panelId} className="month-body">
          {state.status === 'loading' ? <Spinner label={t('month.loading')} /> : null}
          {state.status === 'error' ? <ErrorState message={state.error ?? undefined} onRetry={onRetry} /> : null}
          {state.status === 'loaded' && state.trials.length === 0 ? <EmptyState title={t('empty.title')} hint={t('empty.hint')} /> : null}
          {state.status === 'loaded' && state.trials.length > 0 ? (
            <ul className="list-plain cal-trials">
              {state.trials.map((trial) => (
                <CalendarTrialRow key={trial.nctId} trial={trial} locale={locale} />
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
