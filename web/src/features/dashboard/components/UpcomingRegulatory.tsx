import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../../gql';
import { intlLocale } from '../../../lib/format';
import { Link } from 'react-router-dom';
import { Card, ErrorState, Spinner } from '../../../ui';
import { RegulatoryEventRow } from '../../calendar/components/RegulatoryEventRow';

export const UpcomingRegulatoryQuery = graphql(`
  query UpcomingRegulatoryEvents($from: String!, $to: String!, $first: Int) {
    regulatoryEvents(from: $from, to: $to, first: $first) {
      ...CalendarRegulatoryEventFields
    }
  }
`);

/** At most this many events in the section. */
const SHOWN = 6;

/** YYYY-MM-DD of the local day `days` from `now`. */
export function localDay(now: Date, days = 0): string {
  const d = new Date(now.getFullYear(), now.getMonth(), now.getDate() + days);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

/**
 * The regulatory events (PDUFA dates, advisory committees, decisions) of the next `days` days, beside
 * the dashboard's upcoming trials: by date, each with its kind, drug, company, demo badge and source.
 * A card of its own, with its own error and retry.
 */
export function UpcomingRegulatory({ days }: { days: number }) {
  const { t, i18n } = useTranslation('dashboard');
  const [now] = useState(() => new Date());
  const { data, loading, error, refetch } = useQuery(UpcomingRegulatoryQuery, {
    variables: { from: localDay(now), to: localDay(now, days), first: SHOWN },
  });
  const events = data?.regulatoryEvents ?? [];
  const locale = intlLocale(i18n.language ?? 'fr');
  return (
    <Card
      title={t('regulatory.title')}
      actions={<Link to="/calendar">{t('regulatory.calendar')}</Link>}
      className="upcoming-regulatory"
      data-testid="upcoming-regulatory"
    >
      {data ? (
        <p className="small muted upcoming-regulatory-count" aria-live="polite">
          {t('regulatory.count', { count: events.length })}
        </p>
      ) : null}
      {error && !data ? (
        <ErrorState message={t('regulatory.error')} onRetry={() => void refetch()} />
      ) : loading && !data ? (
        <Spinner />
      ) : events.length === 0 ? (
        <p className="muted small" data-testid="upcoming-regulatory-empty">
          {t('regulatory.empty')}
        </p>
      ) : (
        <ul className="list-plain reg-events">
          {events.map((e) => (
            <RegulatoryEventRow key={e.id} event={e} locale={locale} />
          ))}
        </ul>
      )}
    </Card>
  );
}
