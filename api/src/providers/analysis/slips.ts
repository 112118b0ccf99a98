import type { AnalysisInput } from '../../domain/analysis-input.js';
import type { BreakdownFactor } from '../../domain/analysis.js';
import { dateText, num } from './format.js';

/**
 * Date slips: the primary completion date pushed back, as the trial's change history recorded it
 * (the changes module). Consecutive slips count (a date brought forward ends the run): each slip
 * −0.15, plus −0.25 per year of cumulative delay, within [−0.6, 0]. One six-month slip: −0.27;
 * three slips totalling two years: −0.6. A delayed readout costs a small cap cash and credibility,
 * and repeated slips often precede enrollment trouble or a strategic retreat.
 */
export const SLIP_EFFECT = { perSlip: -0.15, perYear: -0.25, min: -0.6, max: 0 } as const;

export function slipFactor(i: AnalysisInput): BreakdownFactor {
  const label = { fr: 'Reports de la date de fin', en: 'Completion date slips' };
  const field = 'changes.primaryCompletionDate.slipDays';
  const s = i.slips;
  const base = { key: 'slips', label, min: SLIP_EFFECT.min, max: SLIP_EFFECT.max, field, source: null };
  if (!s || s.count <= 0)
    return { ...base, effect: 0, statement: { fr: 'Aucun report de la date de fin principale enregistré', en: 'No primary completion date slip recorded' } };
  const raw = SLIP_EFFECT.perSlip * s.count + (SLIP_EFFECT.perYear * s.days) / 365;
  const effect = Math.round(Math.min(SLIP_EFFECT.max, Math.max(SLIP_EFFECT.min, raw)) * 1000) / 1000 + 0;
  const now = s.latest ? { fr: ` ; désormais ${dateText(s.latest, 'fr')}`, en: `; now ${dateText(s.latest, 'en')}` } : { fr: '', en: '' };
  return {
    ...base,
    effect,
    statement: {
      fr: `Date de fin principale repoussée ${s.count} fois de suite (${num(s.days, 'fr', 0)} jours au total${now.fr})`,
      en: `Primary completion date pushed back ${s.count} time${s.count > 1 ? 's' : ''} in a row (${num(s.days, 'en', 0)} days in all${now.en})`,
    },
  };
}
