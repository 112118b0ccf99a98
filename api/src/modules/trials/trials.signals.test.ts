import { describe, expect, it } from 'vitest';
import { enrollmentSize, phaseCode, phaseLabel, realTicker, statusLabel, statusSignal } from './trials.signals.js';

describe('status signal, enrollment size, phases, tickers (spec sections 4, 5, 9)', () => {
  it('status signal rules', () => {
    expect(statusSignal('TERMINATED', false)).toMatchObject({ kind: 'BEARISH', label: 'Négatif', color: 'red' });
    expect(statusSignal('Suspended', true)).toMatchObject({ kind: 'BEARISH', label: 'Négatif' });
    expect(statusSignal('COMPLETED', false)).toMatchObject({ kind: 'BULLISH', label: 'Positif', color: 'green' });
    expect(statusSignal('COMPLETED', false, true)).toMatchObject({ kind: 'NEUTRAL', label: 'Neutre', color: 'grey' });
    expect(statusSignal('COMPLETED', true, true)).toMatchObject({ kind: 'BULLISH', label: 'Positif' });
    expect(statusSignal('RECRUITING', false)).toMatchObject({ kind: 'NEUTRAL', label: 'Neutre', color: 'yellow' });
    expect(statusSignal('Not yet recruiting', false)).toMatchObject({ kind: 'NEUTRAL', color: 'yellow' });
    expect(statusSignal('ACTIVE_NOT_RECRUITING', false)).toMatchObject({ kind: 'NEUTRAL', color: 'grey' });
  });
  it('enrollment thresholds 500 and 1000', () => {
    expect([null, 0, 500, 501, 1000, 1001].map(enrollmentSize)).toEqual([null, 'SMALL', 'SMALL', 'MEDIUM', 'MEDIUM', 'LARGE']);
  });
  it('phases and statuses display values', () => {
    expect(['PHASE3', 'EARLY_PHASE1', 'NA'].map(phaseLabel)).toEqual(['Phase 3', 'Early Phase 1', 'Not Applicable']);
    expect(['Phase 3', 'phase3', 'PHASE3', '3', 'Early Phase 1', 'Not Applicable', 'Phase 9'].map(phaseCode)).toEqual([
      'PHASE3',
      'PHASE3',
      'PHASE3',
      'PHASE3',
      'EARLY_PHASE1',
      'NA',
      null,
    ]);
    expect(statusLabel('ACTIVE_NOT_RECRUITING')).toBe('Active, not recruiting');
    expect(statusLabel('NOT_YET_RECRUITING')).toBe('Not yet recruiting');
  });
  it('absent tickers', () => {
    expect(['', 'N/A', 'Non déterminé', null, ' PFE '].map(realTicker)).toEqual([null, null, null, null, 'PFE']);
  });
});
