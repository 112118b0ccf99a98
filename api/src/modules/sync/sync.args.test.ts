import { describe, expect, it } from 'vitest';
import { parseImportArgs, UsageError } from '../imports/imports.args.js';
import { studiesParams } from '../../providers/ctgov/ctgov.client.js';
import { baseQueryKey, liveQueryKey } from '../imports/imports.runs.js';

describe('import --since / --since-last', () => {
  it('parses a day or "last", and rejects bad or repeated bounds', () => {
    expect(parseImportArgs(['--live', '--phase', 'PHASE3', '--since', '2026-01-01'])).toEqual({
      mode: 'live',
      query: { phase: ['PHASE3'] },
      max: undefined,
      restart: false,
      since: '2026-01-01',
    });
    expect(parseImportArgs(['--live', '--since-last'])).toMatchObject({ since: 'last' });
    expect(parseImportArgs(['--live'])).not.toHaveProperty('since');
    expect(() => parseImportArgs(['--live', '--since', '2026-02-30'])).toThrow(UsageError);
    expect(() => parseImportArgs(['--live', '--since', '01/02/2026'])).toThrow(/YYYY-MM-DD/);
    expect(() => parseImportArgs(['--live', '--since', '2026-01-01', '--since-last'])).toThrow(/once/);
    expect(() => parseImportArgs(['file.json', '--since-last'])).toThrow(UsageError);
  });

  it('asks for the LastUpdatePostDate range together with the phase filter; keys tell bounded runs apart', () => {
    const p = studiesParams({ phase: ['PHASE2', 'PHASE3'], term: 'x', updatedSince: '2026-01-01' }, 1000, null);
    expect(p.get('filter.advanced')).toBe('AREA[Phase](PHASE2 OR PHASE3) AND AREA[LastUpdatePostDate]RANGE[2026-01-01,MAX]');
    expect(studiesParams({ updatedSince: '2026-01-01' }, 10, null).get('filter.advanced')).toBe('AREA[LastUpdatePostDate]RANGE[2026-01-01,MAX]');
    expect(liveQueryKey({ phase: ['PHASE3'], updatedSince: '2026-01-01' })).not.toBe(liveQueryKey({ phase: ['PHASE3'] }));
    expect(baseQueryKey({ phase: ['PHASE3'], updatedSince: '2026-01-01' })).toBe(liveQueryKey({ phase: ['phase3'] }));
  });
});
