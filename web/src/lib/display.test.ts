import { describe, expect, it } from 'vitest';
import {
  enrollmentSize,
  hasRealTicker,
  isIndustrySponsor,
  phaseLabel,
  phaseTone,
  recommendationTone,
  scoreTone,
  statusSignal,
  statusTone,
  verdictTone,
} from './display';

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
    expect(['RECRUITING', 'Not yet recruiting', 'COMPLETED', 'TERMINATED', 'Suspended', 'WITHDRAWN'].map(statusTone)).toEqual([
      'green',
      'yellow',
      'blue',
      'red',
      'red',
      'gray',
    ]);
  });
  it('status signal (completed needs results on the detail summary)', () => {
    expect(statusSignal('TERMINATED')).toMatchObject({ kind: 'bearish', tone: 'red' });
    expect(statusSignal('COMPLETED')).toMatchObject({ kind: 'bullish', tone: 'green' });
    expect(statusSignal('COMPLETED', { requireResults: true, hasResults: false }).kind).toBe('neutral');
    expect(statusSignal('COMPLETED', { requireResults: true, hasResults: true }).kind).toBe('bullish');
    expect(statusSignal('RECRUITING')).toMatchObject({ kind: 'neutral', tone: 'yellow' });
    expect(statusSignal('ACTIVE_NOT_RECRUITING')).toMatchObject({ kind: 'neutral', tone: 'gray' });
  });
  it('enrollment size, tickers, industry keywords', () => {
    expect([1001, 1000, 501, 500, null].map(enrollmentSize)).toEqual(['large', 'medium', 'medium', 'small', 'small']);
    // The API decides: a ticker when the sponsor is listed, null otherwise (no sentinel to recognise here).
    expect(['PFE', 'SAN.PA', null, undefined].map(hasRealTicker)).toEqual([true, true, false, false]);
    expect(isIndustrySponsor('Pfizer Inc.')).toBe(true);
    expect(isIndustrySponsor('Beam Therapeutics')).toBe(true);
    expect(isIndustrySponsor('Institut Curie')).toBe(false);
  });
});
