import { useTranslation } from 'react-i18next';
import { phaseLabel, phaseTone, statusKey, statusSignal, statusTone } from '../../../lib/display';
import { Badge } from '../../../ui';

/** Status badge in the spec's colours; the text is the registry's display value (translated). */
export function StatusBadge({ status, label }: { status: string; label?: string | null }) {
  const { t } = useTranslation('trials');
  const key = statusKey(status);
  return (
    <Badge tone={statusTone(status)} data-testid="status-badge">
      {t(`status.${key}`, { defaultValue: label ?? status })}
    </Badge>
  );
}

export function PhaseBadges({ phases }: { phases: readonly string[] }) {
  if (!phases.length) return null;
  return (
    <>
      {phases.map((p) => (
        <Badge key={p} tone={phaseTone(p)}>
          {phaseLabel(p)}
        </Badge>
      ))}
    </>
  );
}

/** The stock-market signal derived from the status ('Négatif', 'Positif', 'Neutre'). */
export function SignalBadge({ status, requireResults, hasResults }: { status: string; requireResults?: boolean; hasResults?: boolean }) {
  const { t } = useTranslation('trials');
  const signal = statusSignal(status, { requireResults, hasResults });
  const icon = signal.kind === 'bearish' ? '▼' : signal.kind === 'bullish' ? '▲' : '◆';
  return (
    <Badge tone={signal.tone} title={t(`signal.${signal.key}.description`)}>
      <span aria-hidden="true">{icon}</span> {t(`signal.${signal.key}.label`)}
    </Badge>
  );
}
