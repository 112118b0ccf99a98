import { useTranslation } from 'react-i18next';
import type { CatalystDateConfidence, CatalystPrecision } from '../../../gql/graphql';
import type { Tone } from '../../../lib/display';
import { Badge } from '../../../ui';
import { catalystCountdown, windowLabel } from '../catalyst.format';
import { CONFIDENCE_TONES } from '../NextCatalystBadge';

/** The readouts' tones, and for regulatory dates: ANNOUNCED green (a date given ahead), ESTIMATED yellow (ours). */
export const DATE_CONFIDENCE_TONES: Record<CatalystDateConfidence, Tone> = { ...CONFIDENCE_TONES, ANNOUNCED: 'green', ESTIMATED: 'yellow' };

/**
 * A catalyst's date or window: the countdown ("dans 3 jours", "T2 2027"), the date itself when the
 * countdown is relative, and the confidence badge with its explanation.
 */
export function CatalystWhen({
  catalyst,
  now,
}: {
  catalyst: { windowStart: string; windowEnd: string; precision: CatalystPrecision; confidence: CatalystDateConfidence };
  now?: Date;
}) {
  const { t } = useTranslation('catalysts');
  const countdown = catalystCountdown(t, catalyst, now);
  const soon = countdown.days !== null && countdown.days >= 0 && countdown.days <= 7 && catalyst.confidence !== 'PASSED';
  return (
    <span className="catalyst-when" data-confidence={catalyst.confidence}>
      <Badge tone={soon ? 'red' : 'purple'} data-testid="catalyst-countdown">
        {countdown.text}
      </Badge>
      {countdown.days !== null ? (
        <span className="small" data-testid="catalyst-date">
          {windowLabel(t, catalyst.windowStart, catalyst.precision, t('lang'))}
        </span>
      ) : null}
      <Badge tone={DATE_CONFIDENCE_TONES[catalyst.confidence]} title={t(`confidenceHint.${catalyst.confidence}`)} data-testid="catalyst-confidence">
        {t(`confidence.${catalyst.confidence}`)}
      </Badge>
    </span>
  );
}
