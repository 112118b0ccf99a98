import { screen } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Route, Routes } from 'react-router-dom';
import { LoginPage } from '../features/auth/pages/LoginPage';
import { ScientificTab } from '../features/trials/components/ScientificTab';
import { StockPanel } from '../features/trials/components/StockPanel';
import { SummaryTab } from '../features/trials/components/SummaryTab';
import { TrialCard } from '../features/trials/components/TrialCard';
import { STATUSES } from '../features/trials/components/TrialsFilters';
import { READOUT_OUTCOMES } from '../../../api/src/domain/readout';
import { trialSignal } from '../../../api/src/domain/signal';
import { i18n } from '../lib/i18n';
import { renderWithProviders } from '../test/render';
import { Header } from './Header';

/** Fails when a component asks for a key that is not in the catalogue (it would show the raw key). */
const missing: string[] = [];
const onMissing = (lngs: readonly string[], ns: string, key: string) => missing.push(`${lngs.join(',')}/${ns}:${key}`);

beforeAll(() => {
  i18n.options.saveMissing = true;
  i18n.on('missingKey', onMissing);
});
afterAll(() => {
  i18n.off('missingKey', onMissing);
  i18n.options.saveMissing = false;
});

const base = {
  __typename: 'Trial' as const,
  nctId: 'NCT90000001',
  briefTitle: 'A Study of Something',
  statusLabel: 'Recruiting',
  phaseLabels: ['Phase 3', 'Early Phase 1', 'Not Applicable'],
  leadSponsorName: 'Pfizer Inc.',
  collaborators: [{ name: 'A' }, { name: 'B' }, { name: 'C' }, { name: 'D' }],
  conditions: ['X', 'Y', 'Z', 'W', 'V'],
  startDate: '2024-01-01',
  startDateRaw: '2024-01',
  completionDate: null,
  completionDateRaw: null,
  completionDateType: null,
  enrollment: 1200,
  siteCount: 12,
  ticker: 'PFE',
  likes: 1,
  dislikes: 0,
  viewerReaction: { liked: false, disliked: false },
};

const detail = {
  nctId: 'NCT90000001',
  hasResults: true,
  description: 'desc',
  detailedDescription: 'detailed',
  conditions: ['X'],
  phaseLabels: ['Phase 3'],
  studyType: 'INTERVENTIONAL',
  startDate: '2024-01-01',
  completionDate: '2027-01-01',
  completionDateType: 'ESTIMATED',
  enrollment: 700,
  leadSponsor: { name: 'Pfizer', class: 'INDUSTRY' },
  siteCount: 40,
  countries: ['France', 'Spain', 'Italy', 'Germany'],
  interventions: [1, 2, 3, 4].map((i) => ({ name: `Drug ${i}`, type: 'DRUG', description: 'd', otherNames: ['Other'] })),
  eligibility: { minimumAge: '18 Years', maximumAge: null, sex: 'ALL', healthyVolunteers: false },
  outcomes: { primaryOutcomes: [{ measure: 'OS', description: null, timeFrame: '5 years' }], secondaryOutcomes: [] },
  results: {
    outcomeMeasuresModule: {
      outcomeMeasures: [
        {
          title: 'OS',
          type: 'PRIMARY',
          reportingStatus: 'POSTED',
          analyses: [{ pValue: '0.0004', ciLowerLimit: '0.5', ciUpperLimit: '0.9', ciPctValue: '95', statisticalMethod: 'Log Rank' }],
        },
      ],
    },
    adverseEventsModule: {
      seriousEvents: Array.from({ length: 7 }, (_, i) => ({ term: `AE ${i}`, organSystem: 'Blood', stats: [{ numAffected: 2, numAtRisk: 100 }] })),
    },
  },
  locations: Array.from({ length: 12 }, (_, i) => ({ facility: `Site ${i}`, city: 'Paris', country: 'France' })),
};

it('the detector sees a missing key', () => {
  i18n.t('trials:card.noSuchKey');
  expect(missing.some((m) => m.endsWith('trials:card.noSuchKey'))).toBe(true);
  missing.length = 0;
});

describe.each(['fr', 'en'] as const)('no raw key on screen (%s)', (lang) => {
  it('trial cards with every status', () => {
    for (const status of STATUSES) renderWithProviders(<TrialCard trial={{ ...base, status, statusSignal: trialSignal(status, null) }} />, { lang });
    // Every reason of a posted readout, too.
    for (const readout of READOUT_OUTCOMES)
      renderWithProviders(<TrialCard trial={{ ...base, status: 'COMPLETED', statusSignal: trialSignal('COMPLETED', readout) }} />, { lang });
    expect(missing).toEqual([]);
  });

  it('detail summary and scientific tabs, stock panel without ticker', () => {
    renderWithProviders(
      <SummaryTab trial={{ ...detail, status: 'COMPLETED', statusSignal: trialSignal('COMPLETED', 'NOT_MET'), enrollmentSize: 'MEDIUM' } as never} />,
      {
        lang,
      },
    );
    const terminated = { status: 'TERMINATED', statusSignal: trialSignal('TERMINATED', null), enrollment: 100, enrollmentSize: 'SMALL' };
    renderWithProviders(<SummaryTab trial={{ ...detail, ...terminated, leadSponsor: { name: 'NIH', class: 'NIH' } } as never} />, {
      lang,
    });
    renderWithProviders(<ScientificTab trial={detail} />, { lang });
    renderWithProviders(<StockPanel nctId="NCT90000001" trialTitle="t" ticker={null} sponsor={null} score={7.2} recommendation="SURVEILLER" verdict="NON" />, {
      lang,
    });
    expect(screen.getAllByText(lang === 'fr' ? 'Entreprise non cotée en bourse' : 'Company not listed on the stock market').length).toBe(1);
    expect(missing).toEqual([]);
  });

  it('header and login page', () => {
    renderWithProviders(
      <Routes>
        <Route path="/" element={<Header />} />
        <Route path="/login" element={<LoginPage />} />
      </Routes>,
      { lang },
    );
    renderWithProviders(
      <Routes>
        <Route path="/login" element={<LoginPage />} />
      </Routes>,
      { lang, route: '/login' },
    );
    expect(missing).toEqual([]);
  });
});
