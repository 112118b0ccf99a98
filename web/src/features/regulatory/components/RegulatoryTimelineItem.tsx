import { useTranslation } from 'react-i18next';
import type { RegulatoryEventFieldsFragment } from '../../../gql/graphql';
import { formatLongDate, intlLocale } from '../../../lib/format';
import { Badge } from '../../../ui';
import { CONFIDENCE_TONES, KIND_TONES } from '../regulatory.format';
import { regulatoryCountdown } from '../regulatory.countdown';
import '../regulatory.css';

/**
 * A regulatory event on the company's catalyst timeline, in the readouts' style: the day, the kind,
 * the countdown and confidence, the drug, the source (new tab) and the demo badge.
 */
export function RegulatoryTimelineItem({ event: e, now }: { event: RegulatoryEventFieldsFragment; now?: Date }) {
  const { t, i18n } = useTranslation('regulatory');
  const countdown = regulatoryCountdown(t, e.date, now);
  const source = t(`source.${e.source}`);
  return (
    <span className="regulatory-timeline" data-testid="regulatory-timeline-item" data-kind={e.kind}>
      <time className="timeline-date" dateTime={e.date}>
        {formatLongDate(e.date, intlLocale(i18n.language))}{' '}
      </time>
      <Badge tone={KIND_TONES[e.kind]} data-testid="regulatory-kind">
        {t(`kind.${e.kind}`)}
      </Badge>{' '}
      {countdown ? (
        <>
          <Badge tone={countdown.days <= 7 ? 'red' : 'purple'} data-testid="regulatory-countdown">
            {countdown.text}
          </Badge>{' '}
        </>
      ) : null}
      <Badge tone={CONFIDENCE_TONES[e.dateConfidence]} title={t(`confidenceHint.${e.dateConfidence}`)} data-testid="regulatory-confidence">
        {t(`confidence.${e.dateConfidence}`)}
      </Badge>{' '}
      <strong>{e.drug}</strong>
      {e.applicationNumber ? <span className="small muted"> · {t('application', { number: e.applicationNumber })}</span> : null}{' '}
      <a href={e.sourceUrl} target="_blank" rel="noopener noreferrer" className="small" aria-label={t('sourceLink', { source })}>
        {source}
      </a>
      {e.demo ? (
        <>
          {' '}
          <Badge tone="orange" title={t('demoTitle')} data-testid="regulatory-demo">
            {t('demo')}
          </Badge>
        </>
      ) : null}
    </span>
  );
}
