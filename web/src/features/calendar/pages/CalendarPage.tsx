import { useMemo, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { Button, EmptyState, ErrorState, ErrorText } from '../../../ui';
import { PhaseFilterSelect, VerdictFilterSelect } from '../../table/components/TrialFilterSelects';
import { CalendarMonthCountsQuery } from '../calendar.documents';
import { DEFAULT_CATALYST_FILTERS, withCatalystParams } from '../calendar.catalyst-filters';
import { DEFAULT_CALENDAR_FILTERS, MONTH_COUNT, icsUrl, monthKeys } from '../calendar.state';
import { CatalystFilterSelects } from '../components/CatalystFilterSelects';
import { MonthCard } from '../components/MonthCard';
import { useCalendar } from '../hooks/useCalendar';
import '../calendar.css';
import { usePageTitle } from '../../../lib/usePageTitle';
import { formatMonthYear, intlLocale } from '../../../lib/format';

/**
 * /calendar: 60 months of next catalysts (the current month also carries open windows and overdue
 * dates), each trial with its completion date, and the months' regulatory events; filters saved under calendarFilters (and the catalyst
 * filters under calendarCatalystFilters), months loading on demand, .ics export.
 */
export function CalendarPage() {
  const { t, i18n } = useTranslation('calendar');
  const { t: tc } = useTranslation('catalysts');
  usePageTitle(t('title'));
  const en = i18n.language?.startsWith('en');
  const locale = intlLocale(i18n.language ?? 'fr');
  const [now] = useState(() => new Date());
  const months = useMemo(() => monthKeys(now, MONTH_COUNT), [now]);
  const { filters, catalystFilters, filterInput, opened, setExpanded, setFilters, setCatalystFilters, resetAll } = useCalendar();
  const countsQ = useQuery(CalendarMonthCountsQuery, { variables: { from: months[0], count: MONTH_COUNT, filter: filterInput } });
  const counts = useMemo(() => new Map((countsQ.data?.calendarMonths ?? []).map((m) => [m.month, m])), [countsQ.data]);
  const total = countsQ.data ? countsQ.data.calendarMonths.reduce((n, m) => n + m.count, 0) : null;
  const label = (key: string) => formatMonthYear(key, locale);
  const anyLoaded = Object.keys(opened).length > 0;
  const ics = withCatalystParams(icsUrl(filters, en ? 'en' : 'fr'), catalystFilters);
  const subscribeUrl = typeof window !== 'undefined' ? `${window.location.origin.replace(/^http/, 'webcal')}${ics}` : ics;

  const refresh = () => {
    resetAll();
    void countsQ.refetch();
  };

  return (
    <div className="stack calendar-page">
      <header>
        <h1>{t('title')}</h1>
        <p className="muted">{tc('calendarSubtitle', { count: MONTH_COUNT })}</p>
      </header>
      <section className="card calendar-filters" aria-label={t('filters.label')}>
        <div className="filters-grid">
          <VerdictFilterSelect value={filters.investissement_bourse} onChange={(v) => setFilters({ investissement_bourse: v })} testId="calendar-verdict" />
          <PhaseFilterSelect value={filters.phase} onChange={(p) => setFilters({ phase: p })} testId="calendar-phase" />
          <CatalystFilterSelects kind={catalystFilters.kind} confidence={catalystFilters.confidence} onChange={setCatalystFilters} />
          <div className="row filters-buttons">
            <Button
              variant="secondary"
              onClick={() => {
                setFilters(DEFAULT_CALENDAR_FILTERS);
                setCatalystFilters(DEFAULT_CATALYST_FILTERS);
              }}
              data-testid="calendar-reset"
            >
              {t('filters.reset')}
            </Button>
            <Button variant="secondary" onClick={refresh} data-testid="calendar-refresh">
              {t('filters.refresh')}
            </Button>
            <a className="btn btn-primary btn-md" href={ics} download="trialyst-calendar.ics" data-testid="calendar-ics">
              {t('ics.download')}
            </a>
          </div>
        </div>
        <p className="hint">
          {t('ics.hint')}{' '}
          <a href={subscribeUrl} className="break" data-testid="calendar-subscribe">
            {t('ics.subscribe')}
          </a>
        </p>
        <p className="legend small" data-testid="calendar-legend">
          <span>
            <span className="cal-dot dot-green" aria-hidden="true" /> {t('trials:signal.positive')}
          </span>
          <span>
            <span className="cal-dot dot-red" aria-hidden="true" /> {t('trials:signal.negative')}
          </span>
          <span>
            <span className="cal-dot dot-yellow" aria-hidden="true" />
            <span className="cal-dot dot-gray" aria-hidden="true" /> {t('trials:signal.neutral')}
          </span>
        </p>
      </section>
      {countsQ.error ? <ErrorState message={<ErrorText error={countsQ.error} />} onRetry={() => void countsQ.refetch()} /> : null}
      {total === 0 ? <EmptyState title={t('empty.title')} hint={t('empty.hint')} /> : null}
      {!anyLoaded && total !== 0 ? (
        <p className="muted small" data-testid="calendar-hint">
          {t('hint')}
        </p>
      ) : null}
      <div className="month-list">
        {months.map((m) => (
          <MonthCard
            key={m}
            month={m}
            label={label(m)}
            count={counts.get(m)?.trialCount ?? null}
            regulatoryCount={counts.get(m)?.regulatoryCount ?? null}
            filter={filterInput}
            opened={m in opened}
            expanded={!!opened[m]}
            locale={locale}
            onExpand={(expanded) => setExpanded(m, expanded)}
          />
        ))}
      </div>
    </div>
  );
}
