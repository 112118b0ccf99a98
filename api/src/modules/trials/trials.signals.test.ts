import { describe, expect, it } from 'vitest';
import { enrollmentSize, phaseCode, phaseLabel, realTicker, statusLabel } from './trials.signals.js';

describe('enrollment size, phases, tickers (spec sections 4, 5, 9; the signal: domain/signal.test.ts)', () => {
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
