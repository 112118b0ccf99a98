import { screen } from '@testing-library/react';
import { afterAll, describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { renderWithProviders } from '../../../test/render';
import { AnalysisTimeline } from './AnalysisTimeline';

afterAll(() => i18n.changeLanguage('fr'));

const trial = (over: Record<string, unknown> = {}) => ({
  __typename: 'Trial' as const,
  nctId: 'NCT90000001',
  status: 'COMPLETED' as const,
  startDateRaw: '2015-09',
  primaryCompletionDateRaw: '2018-05',
  primaryCompletionDateType: 'ACTUAL' as const,
  completionDateRaw: '2020-05',
  completionDateType: 'ACTUAL' as const,
  ...over,
});
const dates = () => screen.getAllByTestId('trial-date').map((d) => [d.getAttribute('data-kind'), d.getAttribute('data-state'), d.textContent]);

describe('AnalysisTimeline', () => {
  it('names every date and says it is actual; posted results are a past fact, never an "expected" A → A window', () => {
    const posted = { startDate: '2015-09-01', primaryCompletionDate: '2018-05-01', completionDate: '2020-05-01', resultsPostedDate: '2020-08-17' };
    renderWithProviders(<AnalysisTimeline timeline={{ ...posted, expectedReadoutFrom: '2020-08-17', expectedReadoutTo: '2020-08-17' }} trial={trial()} />);
    expect(dates()).toEqual([
      ['start', 'ACTUAL', "Début de l'étudeseptembre 2015 date réelle"],
      ['primaryCompletion', 'ACTUAL', "Fin de l'étude principalemai 2018 date réelle"],
      ['completion', 'ACTUAL', "Fin de l'étudemai 2020 date réelle"],
      ['resultsPosted', 'ACTUAL', 'Premiers résultats publiés17/08/2020 date réelle'],
    ]);
    expect(screen.queryByText('Publication attendue des résultats')).toBeNull();
  });

  it('shows the expected readout window as precise as its anchor, estimated ahead and overdue behind us (en)', () => {
    const ongoing = { startDate: '2025-01-01', primaryCompletionDate: '2099-07-01', completionDate: '2100-01-01', resultsPostedDate: null };
    const open = trial({
      status: 'RECRUITING',
      startDateRaw: '2025-01',
      primaryCompletionDateRaw: '2099-07',
      primaryCompletionDateType: 'ESTIMATED',
      completionDateRaw: '2100-01',
      completionDateType: 'ESTIMATED',
    });
    const view = renderWithProviders(
      <AnalysisTimeline timeline={{ ...ongoing, expectedReadoutFrom: '2099-07-01', expectedReadoutTo: '2100-07-01' }} trial={open} />,
      { lang: 'en' },
    );
    expect(dates().at(-1)).toEqual(['expectedReadout', 'ESTIMATED', 'Expected results readoutJuly 2099 → July 2100 estimated date']);
    view.unmount();
    const late = trial({ status: 'ACTIVE_NOT_RECRUITING', primaryCompletionDateRaw: '2024-10-24', primaryCompletionDateType: 'ESTIMATED' });
    renderWithProviders(
      <AnalysisTimeline
        timeline={{
          startDate: '2015-09-01',
          primaryCompletionDate: '2024-10-24',
          completionDate: '2020-05-01',
          resultsPostedDate: null,
          expectedReadoutFrom: '2024-10-24',
          expectedReadoutTo: '2025-10-24',
        }}
        trial={late}
      />,
      { lang: 'en' },
    );
    const rows = dates();
    expect(rows[1]).toEqual(['primaryCompletion', 'OVERDUE', 'Primary completion10/24/2024 Estimated date passed']);
    expect(rows.at(-1)).toEqual(['expectedReadout', 'OVERDUE', 'Expected results readout10/24/2024 → 10/24/2025 Estimated date passed']);
  });
});
