import type { AnalysisInput } from '../../domain/analysis-input.js';
import type { ContextLine } from '../../domain/analysis.js';
import { dateText, num } from './format.js';

/**
 * Date slips: the primary completion date pushed back, as the trial's change history recorded it
 * (the changes module). Consecutive slips count (a date brought forward ends the run). No published
 * effect size ties slips to the readout's success, so they never move the probability: a context
 * line (`slips`), listed among the risks when there is a run.
 */
export function slipContext(i: AnalysisInput): ContextLine {
  const label = { fr: 'Reports de la date de fin', en: 'Completion date slips' };
  const field = 'changes.primaryCompletionDate.slipDays';
  const s = i.slips;
  const base = { key: 'slips', label, effect: 0, min: 0, max: 0, field, source: null };
  if (!s || s.count <= 0)
    return {
      ...base,
      tone: 'info',
      statement: { fr: 'Aucun report de la date de fin principale enregistré', en: 'No primary completion date slip recorded' },
    };
  const now = s.latest ? { fr: ` ; désormais ${dateText(s.latest, 'fr')}`, en: `; now ${dateText(s.latest, 'en')}` } : { fr: '', en: '' };
  return {
    ...base,
    tone: 'risk',
    statement: {
      fr: `Date de fin principale repoussée ${s.count} fois de suite (${num(s.days, 'fr', 0)} jours au total${now.fr})`,
      en: `Primary completion date pushed back ${s.count} time${s.count > 1 ? 's' : ''} in a row (${num(s.days, 'en', 0)} days in all${now.en})`,
    },
  };
}
