import { describe, expect, it } from 'vitest';
import { statusSignal } from '../../../api/src/modules/trials/trials.signals';
import { hasRealTicker, isIndustrySponsor, phaseLabel, phaseTone, recommendationTone, scoreTone, signalView, statusTone, verdictTone } from './display';

describe('colours and labels', () => {
  it('scores: >= 8 green, >= 6 yellow, >= 4 orange, below red', () => {
    expect([8, 9.9, 6, 7.9, 4, 5.9, 3.9, 0].map(scoreTone)).toEqual(['green', 'green', 'yellow', 'yellow', 'orange', 'orange', 'red', 'red']);
    expect(scoreTone(null)).toBe('gray');
  });
  it('recommendations, verdicts, phases, statuses', () => {
    expect(['INVESTIR', 'SURVEILLER', 'NE_PAS_INVESTIR', 'ERREUR_QUOTA'].map(recommendationTone)).toEqual(['green', 'yellow', 'red', 'gray']);
    expect(['OUI', 'POSSIBLE', 'NON', ''].map(verdictTone)).toEqual(['green', 'yellow', 'red', 'gray']);
    expect(['PHASE1', 'Phase 2', 'PHASE3', 'Phase 4', 'EARLY_PHASE1', 'NA'].map(phaseTone)).toEqual(['red', 'orange', 'blue', 'green', 'purple', 'gray']);
    expect(phaseLabel('EARLY_PHASE1')).toBe('Early Phase 1');
    expect(phaseLabel('PHASE3')).toBe('Phase 3');
    expect(phaseLabel('NA')).toBe('Not Applicable');
    expect(phaseLabel('Phase 3')).toBe('Phase 3');
    expect((['RECRUITING', 'NOT_YET_RECRUITING', 'COMPLETED', 'TERMINATED', 'SUSPENDED', 'WITHDRAWN'] as const).map(statusTone)).toEqual([
      'green',
      'yellow',
      'blue',
      'red',
      'red',
      'gray',
    ]);
  });
  it("the API's status signal as shown: tone, arrow, message key", () => {
    const view = (status: string, hasResults = false, requireResults = false) => signalView(statusSignal(status, hasResults, requireResults));
    expect(view('TERMINATED')).toEqual({ tone: 'red', icon: '▼', key: 'negative' });
    expect(view('COMPLETED')).toEqual({ tone: 'green', icon: '▲', key: 'positive' });
    expect(view('COMPLETED', false, true)).toEqual({ tone: 'gray', icon: '◆', key: 'neutralOther' });
    expect(view('COMPLETED', true, true)).toEqual({ tone: 'green', icon: '▲', key: 'positive' });
    expect(view('RECRUITING')).toEqual({ tone: 'yellow', icon: '◆', key: 'neutral' });
    expect(view('ACTIVE_NOT_RECRUITING')).toEqual({ tone: 'gray', icon: '◆', key: 'neutralOther' });
  });
  it('tickers, industry keywords', () => {
    // The API decides: a ticker when the sponsor is listed, null otherwise (no sentinel to recognise here).
    expect(['PFE', 'SAN.PA', null, undefined].map(hasRealTicker)).toEqual([true, true, false, false]);
    expect(isIndustrySponsor('Pfizer Inc.')).toBe(true);
    expect(isIndustrySponsor('Beam Therapeutics')).toBe(true);
    expect(isIndustrySponsor('Institut Curie')).toBe(false);
  });
});
