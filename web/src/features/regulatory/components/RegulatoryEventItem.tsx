import { useTranslation } from 'react-i18next';
import { graphql } from '../../../gql';
import type { RegulatoryEventFieldsFragment } from '../../../gql/graphql';
import { formatLongDate, intlLocale } from '../../../lib/format';
import { Badge } from '../../../ui';
import { CONFIDENCE_TONES, KIND_TONES, OUTCOME_TONES, linkText, outcomeText } from '../regulatory.format';
import { regulatoryCountdown } from '../regulatory.countdown';
import '../regulatory.css';

/**
 * `eventId: id` on purpose: `link` says how the event is linked to the trial (or company) it is read
 * for, so the same event differs from one page to the next; without an `id` key Apollo keeps each
 * list's events with that list instead of merging them into one cache entry.
 */
export const RegulatoryEventFields = graphql(`
  fragment RegulatoryEventFields on RegulatoryEvent {
    eventId: id
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
    crlCategory
    detail
    source
    sourceUrl
    asOf
    demo
    link {
      method
      confidence
    }
  }
`);

/**
 * One regulatory event: kind, date with its confidence and countdown, drug and application, outcome
 * (with the CRL's category), the source as a link with its "as of" day, how it was linked, and the
 * demo badge.
 */
export function RegulatoryEventItem({ event: e, now }: { event: RegulatoryEventFieldsFragment; now?: Date }) {
  const { t, i18n } = useTranslation('regulatory');
  const locale = intlLocale(i18n.language);
  const countdown = regulatoryCountdown(t, e.date, now);
  const source = t(`source.${e.source}`);
  return (
    <article
      className="regulatory-event"
      data-testid="regulatory-event"
      data-kind={e.kind}
      data-confidence={e.dateConfidence}
      data-demo={e.demo}
      aria-label={`${t(`kind.${e.kind}`)}, ${formatLongDate(e.date, locale)}`}
    >
      <div className="regulatory-event-head">
        <Badge tone={KIND_TONES[e.kind]} data-testid="regulatory-kind">
          {t(`kind.${e.kind}`)}
        </Badge>
        <time dateTime={e.date} className="regulatory-date" data-testid="regulatory-date">
          {formatLongDate(e.date, locale)}
        </time>
        {countdown ? (
          <Badge tone={countdown.days >= 0 && countdown.days <= 7 ? 'red' : 'purple'} data-testid="regulatory-countdown">
            {countdown.text}
          </Badge>
        ) : null}
        <Badge tone={CONFIDENCE_TONES[e.dateConfidence]} title={t(`confidenceHint.${e.dateConfidence}`)} data-testid="regulatory-confidence">
          {t(`confidence.${e.dateConfidence}`)}
        </Badge>
        {e.outcome ? (
          <Badge tone={OUTCOME_TONES[e.outcome]} data-testid="regulatory-outcome">
            {outcomeText(t, e.outcome, e.crlCategory)}
          </Badge>
        ) : null}
        {e.demo ? (
          <Badge tone="orange" title={t('demoTitle')} data-testid="regulatory-demo">
            {t('demo')}
          </Badge>
        ) : null}
      </div>
      <p className="regulatory-drug">
        <strong data-testid="regulatory-drug">{e.drug}</strong>
        {e.applicationNumber ? (
          <span className="small muted" data-testid="regulatory-application">
            {' '}
            · {t('application', { number: e.applicationNumber })}
          </span>
        ) : null}
        {e.indication ? <span className="small muted"> · {e.indication}</span> : null}
      </p>
      {/* The provider's own text (FDA, Federal Register, EMA): English. */}
      {e.detail ? (
        <p className="small muted regulatory-detail" lang="en">
          {e.detail}
        </p>
      ) : null}
      <p className="small regulatory-meta">
        <a
          href={e.sourceUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="break"
          aria-label={t('sourceLink', { source })}
          data-testid="regulatory-source"
        >
          {source}
        </a>{' '}
        <span className="muted" data-testid="regulatory-as-of">
          {t('asOf', { date: formatLongDate(e.asOf, locale) })}
        </span>
        {e.link ? (
          <>
            {' · '}
            <span className="muted" title={t('link.hint')} data-testid="regulatory-link">
              {linkText(t, e.link)}
            </span>
          </>
        ) : null}
      </p>
    </article>
  );
}
