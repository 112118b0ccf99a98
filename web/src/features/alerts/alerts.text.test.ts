import { describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n';
import { alertTitle, changeLines } from './alerts.text';

const alert = {
  kind: 'TRIAL_CHANGED' as const,
  nctId: 'NCT01234567',
  ticker: 'ACME',
  changes: [
    { __typename: 'AlertChange' as const, field: 'status', oldValue: 'RECRUITING', newValue: 'TERMINATED', slipDays: null },
    { __typename: 'AlertChange' as const, field: 'primaryCompletionDate', oldValue: '2026-06-01', newValue: '2026-12-01', slipDays: 183 },
    { __typename: 'AlertChange' as const, field: 'somethingNew', oldValue: null, newValue: 'x', slipDays: null },
  ],
};

describe('alert texts', () => {
  it('fr and en headlines and change lines (slips, unknown fields, empty values)', async () => {
    await i18n.changeLanguage('fr');
    const t = i18n.t.bind(i18n);
    expect(alertTitle(t, alert)).toBe('NCT01234567 : 3 changements');
    expect(changeLines(t, alert, 'fr')).toEqual([
      // Values in the reader's words, as the trial's history shows them: no registry code, French dates.
      'Statut : Recrutement en cours → Arrêté prématurément',
      'Fin primaire : 01/06/2026 → 01/12/2026 (report de 183 jours)',
      'somethingNew : (aucune) → x',
    ]);
    expect(alertTitle(t, { ...alert, kind: 'NEW_TRIAL' })).toBe('ACME : nouvel essai NCT01234567');
    await i18n.changeLanguage('en');
    expect(alertTitle(t, { ...alert, changes: alert.changes.slice(0, 1) })).toBe('NCT01234567: 1 change');
    expect(changeLines(t, alert, 'en')[0]).toBe('Status: Recruiting → Terminated');
    expect(changeLines(t, alert, 'en')[1]).toBe('Primary completion: 06/01/2026 → 12/01/2026 (pushed back 183 days)');
    expect(alertTitle(t, { ...alert, kind: 'RESULTS_POSTED' })).toBe('NCT01234567: results posted');
    await i18n.changeLanguage('fr');
  });
});
