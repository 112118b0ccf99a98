import { useTranslation } from 'react-i18next';
import type { SignalColor, SignalKind, SignalReason, TrialStatus } from '../../../gql/graphql';
import { phaseTone, signalView, statusTone } from '../../../lib/display';
import { phaseText } from '../../../lib/labels';
import { Badge } from '../../../ui';

/** Status badge in the spec's colours; the text is the registry's display value (translated). */
export function StatusBadge({ status, label }: { status: TrialStatus; label?: string | null }) {
  const { t } = useTranslation('trials');
  return (
    <Badge tone={statusTone(status)} data-testid="status-badge">
      {t(`labels:TrialStatus.${status}`, { defaultValue: label ?? status })}
    </Badge>
  );
}

export function PhaseBadges({ phases }: { phases: readonly string[] }) {
  const { t } = useTranslation('trials');
  if (!phases.length) return null;
  return (
    <>
      {phases.map((p) => (
        <Badge key={p} tone={phaseTone(p)}>
          {phaseText(t, p)}
        </Badge>
      ))}
    </>
  );
}

/** A trial's stock-market signal ('Positif', 'Négatif', 'Neutre'), the one its analysis stored; its reason in the title and for screen readers. */
export function SignalBadge({ signal }: { signal: { kind: SignalKind; color: SignalColor; reason: SignalReason } }) {
  const { t } = useTranslation('trials');
  const view = signalView(signal);
  const reason = t(`signal.${view.reasonKey}`);
  return (
    <Badge tone={view.tone} title={reason} data-testid="signal-badge" data-signal={signal.kind} data-reason={signal.reason}>
      <span aria-hidden="true">{view.icon}</span> {t(`signal.${view.key}`)}
      <span className="sr-only"> — {reason}</span>
    </Badge>
  );
}
