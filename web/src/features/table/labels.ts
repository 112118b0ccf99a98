import type { TFunction } from 'i18next';
import { phaseLabel } from '../../lib/display';

/** Display words for verdicts and recommendations (table namespace), shared by the table, stocks and calendar screens. */
export function verdictLabel(t: TFunction, verdict: string | null | undefined): string {
  const v = (verdict ?? '').toUpperCase();
  return v ? t(`table:labels.verdict.${v}`, { defaultValue: v }) : '—';
}

export function recommendationLabel(t: TFunction, rec: string | null | undefined): string {
  const r = (rec ?? '').toUpperCase();
  return t(`table:labels.recommendation.${r || 'NONE'}`, { defaultValue: r });
}

/** Phase codes (PHASE3) shown as the spec's display values (Phase 3), joined. */
export function phasesText(phases: readonly string[] | null | undefined): string {
  return phases?.length ? phases.map(phaseLabel).join(', ') : '—';
}
