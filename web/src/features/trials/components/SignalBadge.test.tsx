import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { READOUT_OUTCOMES } from '../../../../../api/src/domain/readout';
import { trialSignal } from '../../../../../api/src/domain/signal';
import { renderWithProviders } from '../../../test/render';
import { SummaryTab } from './SummaryTab';
import { SignalBadge } from './TrialBadges';

const summary = (statusSignal: ReturnType<typeof trialSignal>) =>
  ({
    nctId: 'NCT90000001',
    status: 'COMPLETED',
    statusSignal,
    enrollmentSize: 'SMALL',
    description: 'd',
    conditions: [],
    phaseLabels: ['Phase 3'],
    studyType: 'INTERVENTIONAL',
    startDate: '2020-01-01',
    completionDate: '2024-01-01',
    completionDateType: 'ACTUAL',
    enrollment: 100,
    leadSponsor: { name: 'Acme', class: 'INDUSTRY' },
    siteCount: 1,
    countries: [],
    interventions: [],
  }) as never;

describe('the signal in words', () => {
  it('a failed primary end point reads Négatif — Critère principal non atteint, never Positif (fr and en)', () => {
    renderWithProviders(<SummaryTab trial={summary(trialSignal('COMPLETED', 'NOT_MET'))} />, { lang: 'fr' });
    const card = screen.getByTestId('signal-card');
    expect(card.textContent).toContain('Négatif — Critère principal non atteint');
    expect(card.textContent).not.toMatch(/positi/i);
    expect(card.getAttribute('data-reason')).toBe('PRIMARY_NOT_MET');
  });

  it('words every reason, with the kind as its label', () => {
    const words = {
      fr: { MET: 'Critère principal atteint', NOT_MET: 'Critère principal non atteint', MIXED: 'Résultats mitigés sur les critères principaux' },
      en: { MET: 'Primary end point met', NOT_MET: 'Primary end point not met', MIXED: 'Mixed results across the primary end points' },
    };
    for (const lang of ['fr', 'en'] as const) {
      for (const readout of READOUT_OUTCOMES) {
        const { unmount } = renderWithProviders(<SignalBadge signal={trialSignal('COMPLETED', readout)} />, { lang });
        const badge = screen.getByTestId('signal-badge');
        if (readout !== 'NOT_ANALYSABLE') expect(badge.getAttribute('title')).toBe(words[lang][readout]);
        expect(badge.textContent).toContain(
          readout === 'MET'
            ? lang === 'fr'
              ? 'Positif'
              : 'Positive'
            : readout === 'NOT_MET'
              ? lang === 'fr'
                ? 'Négatif'
                : 'Negative'
              : lang === 'fr'
                ? 'Neutre'
                : 'Neutral',
        );
        unmount();
      }
      const { unmount } = renderWithProviders(<SignalBadge signal={trialSignal('COMPLETED', null)} />, { lang });
      expect(screen.getByTestId('signal-badge').getAttribute('title')).toBe(
        lang === 'fr' ? 'Étude terminée sans résultats publiés : impact encore incertain' : 'Study completed without posted results: impact still uncertain',
      );
      unmount();
    }
  });
});
