import { describe, expect, it } from 'vitest';
import { leaksIn } from './leak.js';
import { wireEncode } from './wire.js';

describe('corpus leak detector', () => {
  it('finds stack frames, paths, SQL, driver texts and JavaScript internals', () => {
    expect(leaksIn('Error: boom\n    at trialsTable (/work/main/api/src/modules/trials/trials.table.ts:107:5)')).toEqual(['stack frame', 'source path']);
    expect(leaksIn('at async Promise.all (index 0) at run (file:///app/node_modules/x/index.js:3:9)')).toContain('stack frame');
    expect(leaksIn('select t.nct_id, t.brief_title from trials as t order by function Object() { [native code] } desc nulls last')).toEqual([
      'SQL',
      'JS internals',
    ]);
    expect(leaksIn('insert into "comments" ("content") values ($1) - invalid byte sequence for encoding "UTF8": 0x00')).toEqual(['SQL', 'SQL error']);
    expect(leaksIn('syntax error at or near "constructor"')).toEqual(['SQL error']);
    expect(leaksIn("Cannot read properties of undefined (reading 'comment')")).toEqual(['JS internals']);
  });

  it('leaves the messages a client should get alone', () => {
    for (const clean of [
      'sortBy: sortBy must be one of nctId, briefTitle, title, likes',
      'Variable "$id" is not defined.',
      'Search text must be at least 2 characters (got 1)',
      'Internal server error',
      'Cannot query field "nope" on type "Query".',
      'Malformed JSON body',
      'No API route for GET /api/..',
    ]) {
      expect(leaksIn(clean), clean).toEqual([]);
    }
  });

  it('percent-encodes lone surrogates as malformed UTF-8 instead of throwing', () => {
    expect(wireEncode('a\ud800')).toBe('a%ED%A0%80');
    expect(wireEncode('🧪 é')).toBe(encodeURIComponent('🧪 é'));
  });
});
