import { useTranslation } from 'react-i18next';
import { graphql } from '../../../gql';
import type { CalendarRegulatoryEventFieldsFragment } from '../../../gql/graphql';
import { formatDate } from '../../../lib/format';
import { Badge } from '../../../ui';
import { TickerLink } from '../../companies/components/TickerLink';
import { OUTCOME_TONES } from '../../regulatory/regulatory.format';
import '../regulatory-events.css';

export const CalendarRegulatoryEventFields = graphql(`
  fragment CalendarRegulatoryEventFields on RegulatoryEvent {
    id
    kind
    agency
    date
    dateConfidence
    drug
    applicationNumber
    company
    ticker
    indication
    outcome
    source
    sourceUrl
    asOf
    demo
  }
`);

/**
 * One regulatory event (issue 30) in the calendar or the dashboard: date, kind and its date
 * confidence, the demo badge, drug, company and ticker (linked to the company page), indication,
 * outcome, and the link to its source with its "as of" date. Its words are the regulatory
 * namespace's (regulatory.json), as on the trial and company pages.
 */
export function RegulatoryEventRow({ event, locale }: { event: CalendarRegulatoryEventFieldsFragment; locale?: string }) {
  const { t } = useTranslation('regulatory');
  const external = /^https?:\/\//i.test(event.sourceUrl);
  return (
    <li className="reg-event" data-testid="regulatory-event" data-kind={event.kind} data-demo={event.demo ? 'true' : 'false'}>
      <span className="reg-event-head">
        <strong>{formatDate(event.date, locale)}</strong>
        <Badge tone="purple" data-testid="regulatory-kind">
          {t(`kind.${event.kind}`)}
        </Badge>
        <span className="small muted">{t(`dateConfidence.${event.dateConfidence}`)}</span>
        {event.outcome ? <Badge tone={OUTCOME_TONES[event.outcome]}>{t(`outcome.${event.outcome}`)}</Badge> : null}
        {event.demo ? (
          <Badge tone="orange" title={t('demoTitle')} data-testid="regulatory-demo">
            {t('demo')}
          </Badge>
        ) : null}
      </span>
      <span className="reg-event-drug">
        <strong>{event.drug}</strong>
        {event.applicationNumber ? <span className="small muted"> · {event.applicationNumber}</span> : null}
      </span>
      <span className="reg-event-facts small">
        {event.company ? <span>{event.company}</span> : null}
        {event.ticker ? (
          <TickerLink ticker={event.ticker}>
            <Badge tone="purple">{event.ticker}</Badge>
          </TickerLink>
        ) : null}
        {event.indication ? <span className="muted">{event.indication}</span> : null}
      </span>
      <a
        className="reg-event-source small"
        href={event.sourceUrl}
        data-testid="regulatory-source"
        {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      >
        {t('sourceAsOf', { source: t(`source.${event.source}`), date: formatDate(event.asOf, locale) })}
      </a>
    </li>
  );
}
