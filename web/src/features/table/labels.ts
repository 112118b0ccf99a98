import type { TFunction } from 'i18next';
import { phaseLabel } from '../../lib/display';
import { recommendationLabel as recommendationWords, verdictLabel as verdictWords } from '../../lib/labels';
export { listingLabel } from '../../lib/labels';

/** Display words for verdicts and recommendations (lib/labels.ts), shared by the table, stocks, calendar and analytics screens. */
export function verdictLabel(t: TFunction, verdict: string | null | undefined): string {
  return verdictWords(t, verdict);
}

/** A recommendation; none yet (not analysed) has its own words. */
export function recommendationLabel(t: TFunction, rec: string | null | undefined): string {
  const r = (rec ?? '').toUpperCase();
  return r && r !== 'NONE' ? recommendationWords(t, r) : t('table:labels.recommendation.NONE');
}

/** Phase codes (PHASE3) shown as the spec's display values (Phase 3), joined. */
export function phasesText(phases: readonly string[] | null | undefined): string {
  return phases?.length ? phases.map(phaseLabel).join(', ') : '—';
}
