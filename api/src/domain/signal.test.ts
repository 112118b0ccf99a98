import { describe, expect, it } from 'vitest';
import { READOUT_OUTCOMES } from './readout.js';
import { trialSignal } from './signal.js';
import { TRIAL_STATUSES } from './trial.js';

describe('trialSignal', () => {
  it('lets posted results govern, whatever the status', () => {
    for (const status of TRIAL_STATUSES) {
      expect(trialSignal(status, 'MET')).toEqual({ kind: 'BULLISH', label: 'Positif', color: 'green', reason: 'PRIMARY_MET' });
      expect(trialSignal(status, 'NOT_MET')).toEqual({ kind: 'BEARISH', label: 'Négatif', color: 'red', reason: 'PRIMARY_NOT_MET' });
      expect(trialSignal(status, 'MIXED')).toEqual({ kind: 'NEUTRAL', label: 'Neutre', color: 'yellow', reason: 'PRIMARY_MIXED' });
      expect(trialSignal(status, 'NOT_ANALYSABLE')).toEqual({ kind: 'NEUTRAL', label: 'Neutre', color: 'grey', reason: 'RESULTS_NOT_ANALYSABLE' });
    }
  });

  it('reads the status when no results are posted', () => {
    expect(trialSignal('TERMINATED', null)).toEqual({ kind: 'BEARISH', label: 'Négatif', color: 'red', reason: 'STUDY_STOPPED' });
    expect(trialSignal('SUSPENDED', null)).toMatchObject({ kind: 'BEARISH', reason: 'STUDY_STOPPED' });
    // The spec's detail-tab rule everywhere: a completed trial is not positive until its results say so.
    expect(trialSignal('COMPLETED', null)).toEqual({ kind: 'NEUTRAL', label: 'Neutre', color: 'grey', reason: 'COMPLETED_NO_RESULTS' });
    expect(trialSignal('RECRUITING', null)).toEqual({ kind: 'NEUTRAL', label: 'Neutre', color: 'yellow', reason: 'STUDY_ONGOING' });
    expect(trialSignal('NOT_YET_RECRUITING', undefined)).toMatchObject({ color: 'yellow', reason: 'STUDY_ONGOING' });
    expect(trialSignal('Not yet recruiting', null)).toMatchObject({ reason: 'STUDY_ONGOING' });
    expect(trialSignal('ACTIVE_NOT_RECRUITING', null)).toEqual({ kind: 'NEUTRAL', label: 'Neutre', color: 'grey', reason: 'OTHER' });
    expect(trialSignal(null, null)).toMatchObject({ kind: 'NEUTRAL', reason: 'OTHER' });
  });

  it('is positive only when the primary end point is met', () => {
    for (const status of TRIAL_STATUSES)
      for (const readout of [...READOUT_OUTCOMES, null]) {
        const s = trialSignal(status, readout);
        expect(s.kind === 'BULLISH').toBe(readout === 'MET');
        expect(s.label === 'Positif').toBe(readout === 'MET');
      }
  });
});
