import { describe, expect, it } from 'vitest';
import { boundRecord, CUT_MARKER, cutText, TEXT_LIMITS } from './record-bounds.js';

describe('record bounds', () => {
  it('cuts a text at a character boundary with the marker, within the limit', () => {
    expect(cutText('short', 10)).toBe('short');
    const cut = cutText('a'.repeat(50), 20);
    expect(cut).toHaveLength(20);
    expect(cut.endsWith(CUT_MARKER)).toBe(true);
    // An emoji (surrogate pair) straddling the cut is dropped whole, never halved.
    const emoji = cutText(`${'a'.repeat(15)}😀${'b'.repeat(20)}`, 20);
    expect(emoji).toBe(`${'a'.repeat(15)}${CUT_MARKER}`);
  });

  it('bounds every text and list of a record, by path, and reports each path once', () => {
    const record = {
      briefTitle: 'x'.repeat(5_000),
      conditions: Array.from({ length: 300 }, (_, i) => `c${i}`),
      interventions: [
        { name: 'ok', description: 'd'.repeat(20_000) },
        { name: 'n'.repeat(1_500), description: 'd'.repeat(30_000) },
      ],
      somethingNew: 'z'.repeat(600),
      enrollment: 12,
    };
    const cuts = boundRecord(record);
    expect(record.briefTitle).toHaveLength(TEXT_LIMITS.briefTitle);
    expect(record.conditions).toHaveLength(200);
    expect(record.interventions[1].description).toHaveLength(10_000);
    expect(record.somethingNew).toHaveLength(500);
    expect(cuts).toEqual(
      expect.arrayContaining([
        { field: 'briefTitle', length: 5_000, limit: 1_000, unit: 'characters' },
        { field: 'conditions', length: 300, limit: 200, unit: 'items' },
        { field: 'interventions[].description', length: 30_000, limit: 10_000, unit: 'characters' },
        { field: 'interventions[].name', length: 1_500, limit: 1_000, unit: 'characters' },
        { field: 'somethingNew', length: 600, limit: 500, unit: 'characters' },
      ]),
    );
    expect(cuts).toHaveLength(5);
  });
});
