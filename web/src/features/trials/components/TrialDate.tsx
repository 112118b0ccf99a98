import { useTranslation } from 'react-i18next';
import type { Tone } from '../../../lib/display';
import { formatDate, withColon } from '../../../lib/format';
import { Badge } from '../../../ui';
import type { DateKind, DateState } from '../trials.dates';
import '../trials.css';

/** ACTUAL blue (it happened), ESTIMATED gray (a plan), OVERDUE orange (a stale estimate), as the catalyst badges. */
const STATE_TONES: Record<Exclude<DateState, 'UNKNOWN'>, Tone> = { ACTUAL: 'blue', ESTIMATED: 'gray', OVERDUE: 'orange' };

/** "date réelle" / "date estimée" / "Date estimée dépassée", with its explanation on hover; nothing when unknown. */
export function DateStateBadge({ state }: { state: DateState }) {
  const { t } = useTranslation('common');
  if (state === 'UNKNOWN') return null;
  return (
    <Badge tone={STATE_TONES[state]} title={t(`dates.stateHint.${state}`)} className="trial-date-state">
      {t(`dates.state.${state}`)}
    </Badge>
  );
}

interface TrialDateProps {
  kind: DateKind;
  /** YYYY-MM-DD, or a month / year as the registry wrote it (trials.dates.ts `registryDate`). */
  value: string | null | undefined;
  state: DateState;
  /** Intl locale of the date; the interface language's by default. */
  locale?: string;
}

/**
 * A trial's date that says what it is, inline (cards): "Fin de l’étude : 01/02/2027 [date estimée]".
 * Nothing without a date.
 */
export function TrialDate({ kind, value, state, locale }: TrialDateProps) {
  const { t } = useTranslation('common');
  if (!value) return null;
  return (
    <span className="trial-date" data-testid="trial-date" data-kind={kind} data-state={state}>
      <span className="trial-date-label muted">{withColon(t(`dates.kind.${kind}`))}</span> <span className="trial-date-value">{formatDate(value, locale)}</span>{' '}
      <DateStateBadge state={state} />
    </span>
  );
}

/** The same as a term and its description, for a `<dl className="kv">` (the trial summary's key information). */
export function TrialDateRow({ kind, value, state, locale }: TrialDateProps) {
  const { t } = useTranslation('common');
  return (
    <div className="kv-row" data-testid="trial-date" data-kind={kind} data-state={value ? state : 'UNKNOWN'}>
      <dt className="trial-date-label">{t(`dates.kind.${kind}`)}</dt>
      <dd>
        <span className="trial-date-value">{formatDate(value, locale)}</span> {value ? <DateStateBadge state={state} /> : null}
      </dd>
    </div>
  );
}
