import { describe, expect, it } from 'vitest';
import { trialSignal } from '../../../api/src/domain/signal';
import { hasRealTicker, isIndustrySponsor, listingTone, phaseLabel, phaseTone, recommendationTone, scoreTone, signalView, statusTone } from './display';

describe('colours and labels', () => {
  it('scores: >= 8 green, >= 6 yellow, >= 4 orange, below red', () => {
    expect([8, 9.9, 6, 7.9, 4, 5.9, 3.9, 0].map(scoreTone)).toEqual(['green', 'green', 'yellow', 'yellow', 'orange', 'orange', 'red', 'red']);
    expect(scoreTone(null)).toBe('gray');
  });
  it('recommendations, verdicts, phases, statuses', () => {
    expect(['INVESTIR', 'SURVEILLER', 'NE_PAS_INVESTIR', 'ERREUR_QUOTA'].map(recommendationTone)).toEqual(['green', 'yellow', 'red', 'gray']);
    expect(['OUI', 'POSSIBLE', 'NON', ''].map(listingTone)).toEqual(['blue', 'purple', 'gray', 'gray']);
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
  it("the API's signal as shown: tone, arrow, label and reason keys", () => {
    const view = (status: string, readout: Parameters<typeof trialSignal>[1] = null) => signalView(trialSignal(status, readout));
    expect(view('TERMINATED')).toEqual({ tone: 'red', icon: '▼', key: 'negative', reasonKey: 'reason.STUDY_STOPPED' });
    expect(view('COMPLETED')).toEqual({ tone: 'gray', icon: '◆', key: 'neutral', reasonKey: 'reason.COMPLETED_NO_RESULTS' });
    expect(view('COMPLETED', 'MET')).toEqual({ tone: 'green', icon: '▲', key: 'positive', reasonKey: 'reason.PRIMARY_MET' });
    expect(view('COMPLETED', 'NOT_MET')).toEqual({ tone: 'red', icon: '▼', key: 'negative', reasonKey: 'reason.PRIMARY_NOT_MET' });
    expect(view('COMPLETED', 'MIXED')).toEqual({ tone: 'yellow', icon: '◆', key: 'neutral', reasonKey: 'reason.PRIMARY_MIXED' });
    expect(view('TERMINATED', 'NOT_ANALYSABLE')).toEqual({ tone: 'gray', icon: '◆', key: 'neutral', reasonKey: 'reason.RESULTS_NOT_ANALYSABLE' });
    expect(view('RECRUITING')).toEqual({ tone: 'yellow', icon: '◆', key: 'neutral', reasonKey: 'reason.STUDY_ONGOING' });
    expect(view('ACTIVE_NOT_RECRUITING')).toEqual({ tone: 'gray', icon: '◆', key: 'neutral', reasonKey: 'reason.OTHER' });
  });
  it('tickers, industry keywords', () => {
    // The API decides: a ticker when the sponsor is listed, null otherwise (no sentinel to recognise here).
    expect(['PFE', 'SAN.PA', null, undefined].map(hasRealTicker)).toEqual([true, true, false, false]);
    expect(isIndustrySponsor('Pfizer Inc.')).toBe(true);
    expect(isIndustrySponsor('Beam Therapeutics')).toBe(true);
    expect(isIndustrySponsor('Institut Curie')).toBe(false);
  });
});
