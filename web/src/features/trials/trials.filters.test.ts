import { describe, expect, it } from 'vitest';
import { applyClientFilters, EMPTY_CLIENT_FILTERS, phasesOf, uniqueSponsors } from './trials.filters';

const T = (nctId: string, leadSponsorName: string, phaseLabels: string[], completionDate: string | null) => ({
  nctId,
  leadSponsorName,
  phaseLabels,
  completionDate,
});
const trials = [
  T('A', 'Pfizer Inc.', ['Phase 3'], '2027-01-10'),
  T('B', 'Institut Curie', ['Phase 2', 'Phase 3'], null),
  T('C', 'Beam Therapeutics', ['Phase 1'], '2026-12-01'),
  T('D', 'University of Oxford', ['Phase 3'], '2028-05-05'),
];

describe('/trials client filters', () => {
  it('sorts by end date both ways with undated trials last', () => {
    expect(applyClientFilters(trials, { ...EMPTY_CLIENT_FILTERS, sort: 'asc' }).map((t) => t.nctId)).toEqual(['C', 'A', 'D', 'B']);
    expect(applyClientFilters(trials, { ...EMPTY_CLIENT_FILTERS, sort: 'desc' }).map((t) => t.nctId)).toEqual(['D', 'A', 'C', 'B']);
  });
  it('industry only, phases from the data', () => {
    expect(applyClientFilters(trials, { ...EMPTY_CLIENT_FILTERS, industryOnly: true }).map((t) => t.nctId)).toEqual(['A', 'C']);
    expect(phasesOf(trials)).toEqual(['Phase 1', 'Phase 2', 'Phase 3']);
    expect(applyClientFilters(trials, { ...EMPTY_CLIENT_FILTERS, phases: ['Phase 2'] }).map((t) => t.nctId)).toEqual(['B']);
    expect(uniqueSponsors(trials)).toBe(4);
  });
  it('completion range is exclusive on both bounds and drops undated trials', () => {
    const r = applyClientFilters(trials, { ...EMPTY_CLIENT_FILTERS, completionAfter: '2026-12-01', completionBefore: '2028-05-05' });
    expect(r.map((t) => t.nctId)).toEqual(['A']);
  });
});
