import { ApolloClient, ApolloLink } from '@apollo/client';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { Observable } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { createCache } from '../../../lib/apollo.cache';
import { renderWithProviders } from '../../../test/render';
import { MethodologyPage } from './MethodologyPage';

const text = (fr: string, en: string) => ({ __typename: 'MethodologyText', fr, en });
const SOURCE_A = text('Dechartres A et al. BMC Medicine 2016, Tables 1–2 — vérifié', 'Dechartres A et al. BMC Medicine 2016, Tables 1–2 — verified');
const SOURCE_B = text('BIO / Informa / QLS 2021 — transcription tierce', 'BIO / Informa / QLS 2021 — third-party transcription');

const bins = (filled: Record<number, [number, number | null, number | null]>) =>
  Array.from({ length: 10 }, (_, bin) => {
    const [n, meanPredicted, observedRate] = filled[bin] ?? [0, null, null];
    return { __typename: 'ReliabilityBin', bin, lower: bin / 10, upper: (bin + 1) / 10, n, meanPredicted, observedRate };
  });

function model() {
  return {
    __typename: 'MethodologyModel',
    engineVersion: 'rules-6',
    probability: text('P = σ(logit(a priori) + Σ effets)', 'P = σ(logit(prior) + Σ effects)'),
    score: text('score = 10 × P', 'score = 10 × P'),
    investThreshold: 6.5,
    watchThreshold: 4,
    priors: [
      { area: 'oncology', phase: 'PHASE3', probability: 0.56, source: SOURCE_A, basis: text('Phase III : décalage δ', 'Phase III: shift δ') },
      { area: 'oncology', phase: 'PHASE2', probability: 0.362, source: SOURCE_B, basis: text('Phase II : hypothèse', 'Phase II: assumption') },
      { area: 'other', phase: 'PHASE3', probability: 0.656, source: SOURCE_A, basis: text('Phase III : 622/948', 'Phase III: 622/948') },
      { area: 'other', phase: 'PHASE2', probability: 0.362, source: SOURCE_B, basis: text('Phase II : hypothèse (36,2 %)', 'Phase II: assumption (36.2%)') },
    ].map((p) => ({ __typename: 'MethodologyPrior', ...p })),
    factors: [
      {
        __typename: 'MethodologyFactor',
        key: 'comparator',
        label: text('Comparateur', 'Comparator'),
        min: -0.4,
        max: 0.3,
        source: SOURCE_A,
        field: 'armGroups.type',
      },
    ],
    approval: [{ __typename: 'MethodologyApproval', area: 'oncology', probability: 0.439, source: SOURCE_B }],
    market: [
      {
        __typename: 'MethodologyMarketRow',
        bucket: 'LARGE',
        upside: 0.8,
        downside: -2,
        breakEven: 0.714,
        provisional: false,
        source: text('Hwang TJ. PLoS One 2013 — résumé, vérifié', 'Hwang TJ. PLoS One 2013 — abstract, verified'),
        measured: null,
      },
      {
        __typename: 'MethodologyMarketRow',
        bucket: 'SMALL',
        upside: 10,
        downside: -30,
        breakEven: 0.75,
        provisional: true,
        source: text('Hypothèse maison', 'House assumption'),
        measured: null,
      },
      {
        __typename: 'MethodologyMarketRow',
        bucket: 'MID',
        upside: 3.3,
        downside: -8.8,
        breakEven: 0.727,
        provisional: false,
        source: text(
          'Trialyst, mesuré : n = 31 succès / 40 échecs, mouvement anormal médian sur 1 jour vs XBI, au 2026-11-20',
          'Trialyst, measured: n = 31 successes / 40 failures, median abnormal 1-day move vs XBI, as of 2026-11-20',
        ),
        measured: { __typename: 'ScoreMeasuredRow', successes: 31, failures: 40, demo: false },
      },
    ],
    dilution: {
      __typename: 'MethodologyDilution',
      move: -2,
      windowMonths: 6,
      source: text(
        'Eckbo BE, Masulis RW, Norli Ø. Security Offerings… 2007, Table 13 and p. 317 — vérifié',
        'Eckbo BE, Masulis RW, Norli Ø. Security Offerings… 2007, Table 13 and p. 317 — verified',
      ),
      rule: text('R × F : R = 1 quand la trésorerie estimée s’épuise avant la lecture', 'R × F: R = 1 when the estimated cash runway ends before the readout'),
    },
    measuredRule: {
      __typename: 'MethodologyMeasuredRule',
      minimum: 30,
      rule: text(
        'Dès 30 succès et 30 échecs mesurés, les médianes remplacent la ligne publiée',
        'From 30 successes and 30 failures measured, the medians replace the published row',
      ),
    },
  };
}

function evaluation() {
  const metrics = (rocAuc: number | null, prAuc: number, brier: number, reliability: ReturnType<typeof bins>) => ({
    __typename: 'EvaluationMetrics',
    n: 16,
    positives: 5,
    negatives: 11,
    rocAuc,
    prAuc,
    brier,
    reliability,
  });
  return {
    __typename: 'Evaluation',
    setName: 'ctgov-records',
    setKind: 'RECORDS',
    evaluatedAt: '2026-11-27T10:00:00.000Z',
    engineVersion: 'rules-6',
    readCount: 232,
    n: 16,
    positives: 5,
    negatives: 11,
    baseRate: 0.3125,
    baseRateBrier: 0.2148,
    exclusions: [
      { __typename: 'EvaluationExclusion', reason: 'NO_POSTED_RESULTS', count: 168 },
      { __typename: 'EvaluationExclusion', reason: 'NOT_ANALYSABLE', count: 48 },
    ],
    probability: metrics(0.6364, 0.5123, 0.2456, bins({ 4: [6, 0.45, 0.1667], 6: [10, 0.63, 0.4] })),
    prior: metrics(0.5, 0.3125, 0.2611, bins({ 6: [16, 0.62, 0.3125] })),
  };
}

function server(answer: () => { data?: unknown; errors?: GraphQLError[] }) {
  const calls: string[] = [];
  const link = new ApolloLink((operation) => {
    calls.push(operation.operationName!);
    return new Observable((o) => {
      o.next(answer() as never);
      o.complete();
    });
  });
  return { calls, client: new ApolloClient({ cache: createCache(), link }) };
}

const renderPage = (client: ApolloClient, lang: 'fr' | 'en' = 'fr') => renderWithProviders(<MethodologyPage />, { client, route: '/methodology', lang });

describe('MethodologyPage', () => {
  it('shows the model with its sources and the latest evaluation with its sample sizes, in French', async () => {
    const { client, calls } = server(() => ({ data: { methodology: { __typename: 'Methodology', model: model(), evaluations: [evaluation()] } } }));
    renderPage(client);
    expect(screen.getByRole('status')).toBeTruthy(); // loading
    await screen.findByTestId('methodology-evaluation');
    expect(calls).toEqual(['MethodologyPage']);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Méthodologie');
    expect(screen.getByTestId('methodology-probability').textContent).toBe('P = σ(logit(a priori) + Σ effets)');

    // Priors: a matrix with a visible caption, each phase column marked with its numbered source, the sources listed.
    const priors = screen.getByTestId('methodology-priors');
    expect(priors.querySelector('caption')!.textContent).toContain('Probabilité que le critère principal soit atteint');
    const heads = [...priors.querySelectorAll('thead th')].map((th) => th.textContent);
    expect(heads).toEqual(['Aire thérapeutique', 'Phase 31', 'Phase 22']);
    const oncology = within(priors).getByRole('row', { name: /Oncologie/ });
    expect(oncology.textContent).toMatch(/56,0\s%/);
    expect(oncology.textContent).toMatch(/36,2\s%/);
    expect(within(priors.closest('.methodology-priors') as HTMLElement).getByText(SOURCE_A.fr).tagName).toBe('LI');
    expect(screen.getByText(/Phase II : hypothèse \(36,2 %\)/)).toBeTruthy();

    // Factors: bounds and source.
    const factors = screen.getByTestId('methodology-factors');
    expect(within(factors).getByRole('row', { name: /Comparateur/ }).textContent).toContain('[−0,40 ; +0,30]');
    expect(within(factors).getByText(SOURCE_A.fr)).toBeTruthy();
    // The market table: a provisional row says so.
    const [large, small, mid] = screen.getByTestId('methodology-market').querySelectorAll('tbody tr');
    expect(small.textContent).toContain('provisoire');
    expect(large.textContent).not.toContain('provisoire');
    expect(large.textContent).toMatch(/\+0,8\s%.*\u22122,0\s%.*71,4\s%/);
    expect(large.textContent).toContain('Publié — Hwang TJ.');
    // A measured row says so, with its n; the rule that picks it is stated.
    expect(mid.textContent).toContain('Mesuré par Trialyst — Trialyst, mesuré : n = 31 succès / 40 échecs');
    expect(screen.getByTestId('methodology-measured-rule').textContent).toContain('Dès 30 succès et 30 échecs mesurés');
    // The dilution term: F, the window, the rule and the source.
    const dilution = screen.getByTestId('methodology-dilution');
    expect(dilution.textContent).toMatch(/F = −2,0\s%.*moins de 6 mois après/);
    expect(dilution.textContent).toContain('R × F : R = 1 quand la trésorerie estimée');
    expect(dilution.textContent).toContain('Eckbo BE, Masulis RW, Norli Ø.');
    expect([...document.querySelectorAll('h3')].map((h) => h.textContent)).toContain('Risque de dilution avant la lecture (R × F)');

    // Evaluation: the sample, each metric beside its sample size, the in-sample oracle, the exclusions.
    const card = screen.getByTestId('methodology-evaluation');
    expect(within(card).getByTestId('methodology-sample').textContent).toBe('16 essais étiquetés : 5 critères atteints, 11 non atteints (232 lus)');
    expect(card.textContent).toContain('évalué le 27/11/2026');
    const metrics = within(card).getByTestId('methodology-metrics');
    expect(metrics.querySelector('caption')!.textContent).toBe("Mesures sur l'ensemble « ctgov-records » (n = 16), évaluées le 27/11/2026");
    const roc = within(metrics).getByRole('row', { name: /ROC-AUC/ });
    expect([...roc.querySelectorAll('td')].map((td) => td.textContent)).toEqual(['0,636', '0,500', '5 × 11 paires']);
    const brier = within(metrics).getByRole('row', { name: /Score de Brier/ });
    expect([...brier.querySelectorAll('td')].map((td) => td.textContent)).toEqual(['0,246', '0,261', 'n = 16']);
    const oracle = within(metrics).getByRole('row', { name: /oracle sur l'échantillon/ });
    expect(oracle.textContent).toMatch(/31,3\s%/);
    expect(oracle.textContent).toContain('0,215');
    expect(within(card).getByText('sans résultats publiés : 168')).toBeTruthy();
    expect(within(card).getByText('résultats non analysables : 48')).toBeTruthy();

    // Reliability tables, by decile, behind a disclosure.
    fireEvent.click(within(card).getByText('Fiabilité par décile'));
    const reliability = within(card).getByTestId('methodology-reliability-probability');
    expect(reliability.querySelectorAll('tbody tr')).toHaveLength(10);
    expect(within(reliability).getByRole('row', { name: /0,4–0,5/ }).textContent).toMatch(/6.*45,0\s%.*16,7\s%/);

    // The limits, stated plainly.
    const limits = screen.getByTestId('methodology-limits');
    expect(limits.textContent).toContain('Les ensembles étiquetés sont petits');
    expect(limits.textContent).toContain('TOP');
    expect(limits.textContent).toContain('Le terme de dilution est binaire');
    // A long page of accessible-name queries: jsdom needs more than the default 5 s on a loaded machine.
  }, 20_000);

  it('switches every word to English', async () => {
    const { client } = server(() => ({ data: { methodology: { __typename: 'Methodology', model: model(), evaluations: [evaluation()] } } }));
    const { i18n } = renderPage(client);
    await screen.findByTestId('methodology-evaluation');
    await act(async () => {
      await i18n.changeLanguage('en');
    });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Methodology');
    expect(screen.getByTestId('methodology-probability').textContent).toBe('P = σ(logit(prior) + Σ effects)');
    expect(screen.getByTestId('methodology-sample').textContent).toBe('16 labelled trials: 5 primary end points met, 11 not met (232 read)');
    const roc = within(screen.getByTestId('methodology-metrics')).getByRole('row', { name: /ROC-AUC/ });
    expect([...roc.querySelectorAll('td')].map((td) => td.textContent)).toEqual(['0.636', '0.500', '5 × 11 pairs']);
    expect(screen.getByText(/Phase II: assumption \(36.2%\)/)).toBeTruthy();
    expect(screen.getByTestId('methodology-dilution').textContent).toMatch(/F = −2\.0% on the share price when R = 1.*less than 6 months after it/);
    expect(screen.getByTestId('methodology-dilution').textContent).toContain('R × F: R = 1 when the estimated cash runway');
    expect(screen.getByTestId('methodology-measured-rule').textContent).toContain('From 30 successes and 30 failures measured');
    expect(screen.getByTestId('methodology-market').textContent).toContain('Measured by Trialyst — Trialyst, measured: n = 31 successes / 40 failures');
    expect(screen.getByTestId('methodology-limits').textContent).toContain('The dilution term is binary');
    await act(async () => {
      await i18n.changeLanguage('fr');
    });
  });

  it('says when no evaluation is stored yet', async () => {
    const { client } = server(() => ({ data: { methodology: { __typename: 'Methodology', model: model(), evaluations: [] } } }));
    renderPage(client);
    expect(await screen.findByText('Aucune évaluation enregistrée')).toBeTruthy();
    expect(screen.getByText(/npm run evaluate/)).toBeTruthy();
    expect(screen.getByTestId('methodology-priors')).toBeTruthy();
  });

  it('shows a load error with a retry', async () => {
    let fail = true;
    const { client, calls } = server(() =>
      fail
        ? { errors: [new GraphQLError('boom', { extensions: { code: 'INTERNAL' } })] }
        : { data: { methodology: { __typename: 'Methodology', model: model(), evaluations: [] } } },
    );
    renderPage(client);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Impossible de charger la méthodologie.');
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Réessayer' }));
    await waitFor(() => expect(screen.getByText('Aucune évaluation enregistrée')).toBeTruthy());
    expect(calls).toEqual(['MethodologyPage', 'MethodologyPage']);
  });
});
