import { useTranslation } from 'react-i18next';
import { graphql } from '../../gql';
import type { CatalystConfidence, NextCatalystFieldsFragment } from '../../gql/graphql';
import type { Tone } from '../../lib/display';
import { Badge } from '../../ui';
import { catalystCountdown } from './catalyst.format';
import './catalysts.css';

export const NextCatalystFields = graphql(`
  fragment NextCatalystFields on NextCatalyst {
    kind
    windowStart
    windowEnd
    precision
    label
    confidence
  }
`);

/** ACTUAL blue (it happened), ANTICIPATED green, OVERDUE orange (stale date), PASSED gray (behind us). */
export const CONFIDENCE_TONES: Record<CatalystConfidence, Tone> = { ACTUAL: 'blue', ANTICIPATED: 'green', OVERDUE: 'orange', PASSED: 'gray' };

/**
 * A trial's next catalyst: its kind, a countdown ("dans 3 jours", "T2 2027") and a confidence
 * badge. `compact` leaves the kind out (cards that say it elsewhere).
 */
export function NextCatalystBadge({ catalyst, now, compact = false }: { catalyst: NextCatalystFieldsFragment; now?: Date; compact?: boolean }) {
  const { t } = useTranslation('catalysts');
  const countdown = catalystCountdown(t, catalyst, now);
  const tone = CONFIDENCE_TONES[catalyst.confidence];
  return (
    <span className="catalyst" data-testid="next-catalyst" data-kind={catalyst.kind} data-confidence={catalyst.confidence}>
      {compact ? null : <span className="catalyst-kind">{t(`kind.${catalyst.kind}`)}</span>}
      <Badge tone={catalyst.confidence === 'ANTICIPATED' && countdown.days !== null && countdown.days <= 7 ? 'red' : 'purple'} data-testid="catalyst-countdown">
        {countdown.text}
      </Badge>
      <Badge tone={tone} data-testid="catalyst-confidence" title={t(`confidenceHint.${catalyst.confidence}`)}>
        {t(`confidence.${catalyst.confidence}`)}
      </Badge>
    </span>
  );
}
