import { useLayoutEffect, useMemo, useRef } from 'react';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import type { CalendarFilter } from '../../../gql/graphql';
import { EmptyState, ErrorState, ErrorText, Spinner } from '../../../ui';
import { CalendarMonthQuery } from '../calendar.documents';
import { keepDated, type MonthStatus } from '../calendar.state';
import { CalendarTrialRow } from './CalendarTrialRow';
import { RegulatoryEventRow } from './RegulatoryEventRow';

/**
 * A collapsible month: its trials, then its regulatory events. They are queried the first time it opens (`skip` until then) and then
 * kept by Apollo while it is collapsed and reopened; `opened` false (a filter change or a refresh)
 * forgets them, and the next opening asks the server again (network-only). The scroll position is
 * put back once the month has loaded, so the page does not jump.
 */
export function MonthCard({
  month,
  label,
  count,
  regulatoryCount = null,
  filter,
  opened,
  expanded,
  locale,
  onExpand,
}: {
  month: string;
  label: string;
  /** Trials listed in the month. */
  count: number | null;
  /** Regulatory events dated in it. */
  regulatoryCount?: number | null;
  filter: CalendarFilter;
  opened: boolean;
  expanded: boolean;
  locale: string;
  onExpand: (expanded: boolean) => void;
}) {
  const { t } = useTranslation('calendar');
  const q = useQuery(CalendarMonthQuery, { variables: { month, filter }, skip: !opened, fetchPolicy: 'network-only', nextFetchPolicy: 'cache-first' });
  const trials = useMemo(() => keepDated(q.data?.calendarMonth.trials ?? []), [q.data]);
  const events = q.data?.calendarMonth.regulatoryEvents ?? [];
  const status: MonthStatus = !opened ? 'unloaded' : q.loading ? 'loading' : q.error ? 'error' : q.data ? 'loaded' : 'loading';
  const scrollY = useRef<number | null>(null);

  useLayoutEffect(() => {
    if (status !== 'loading' && scrollY.current !== null) {
      if (window.scrollY !== scrollY.current) window.scrollTo({ top: scrollY.current });
      scrollY.current = null;
    }
  }, [status]);

  const toggle = () => {
    if (!opened || status === 'error') scrollY.current = window.scrollY;
    // A failed month loads again instead of collapsing.
    if (status === 'error') {
      onExpand(true);
      void q.refetch();
    } else onExpand(!(opened && expanded));
  };

  const panelId = `month-panel-${month}`;
  const open = opened && expanded;
  return (
    <section className={`card month-card ${open ? 'month-open' : ''}`} data-testid="month-card" data-month={month} data-status={status}>
      <h2 className="month-heading">
        <button type="button" className="month-toggle" aria-expanded={open} aria-controls={panelId} onClick={toggle} data-testid="month-toggle">
          <span className="month-chevron" aria-hidden="true">
            {open ? '▾' : '▸'}
          </span>
          <span className="month-label">{label}</span>
          {count !== null ? (
            <span className={`month-count ${count === 0 ? 'muted' : ''}`} data-testid="month-count">
              {t('month.count', { count })}
            </span>
          ) : null}
          {regulatoryCount ? (
            <span className="month-count" data-testid="month-regulatory-count">
              {t('regulatory.count', { count: regulatoryCount })}
            </span>
          ) : null}
          {status === 'loaded' ? <span className="sr-only">{t('month.loaded')}</span> : null}
        </button>
      </h2>
      {open ? (
        <div id={panelId} className="month-body">
          {status === 'loading' ? <Spinner label={t('month.loading')} /> : null}
          {status === 'error' ? <ErrorState message={<ErrorText error={q.error} />} onRetry={() => void q.refetch()} /> : null}
          {status === 'loaded' && trials.length === 0 && events.length === 0 ? <EmptyState title={t('empty.title')} hint={t('empty.hint')} /> : null}
          {status === 'loaded' && trials.length > 0 ? (
            <ul className="list-plain cal-trials">
              {trials.map((trial) => (
                <CalendarTrialRow key={trial.nctId} trial={trial} locale={locale} />
              ))}
            </ul>
          ) : null}
          {status === 'loaded' && events.length > 0 ? (
            <section aria-label={t('regulatory.title')} data-testid="month-regulatory">
              <h3 className="reg-events-title">{t('regulatory.title')}</h3>
              <ul className="list-plain reg-events">
                {events.map((e) => (
                  <RegulatoryEventRow key={e.id} event={e} locale={locale} />
                ))}
              </ul>
            </section>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
