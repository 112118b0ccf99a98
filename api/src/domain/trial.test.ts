import { describe, expect, it } from 'vitest';
import { isPhaseCode, oneOf, STUDY_TYPES } from './trial.js';

describe('closed sets of a trial', () => {
  it('reads a value of a closed set, or null (never a guess)', () => {
    expect(oneOf(STUDY_TYPES, ' interventional ')).toBe('INTERVENTIONAL');
    expect(oneOf(STUDY_TYPES, 'PATIENT_REGISTRY')).toBeNull();
    expect(oneOf(STUDY_TYPES, null)).toBeNull();
    expect(isPhaseCode('PHASE3')).toBe(true);
    expect(isPhaseCode('Phase 3')).toBe(false);
  });
});
