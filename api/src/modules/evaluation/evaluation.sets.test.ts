import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ctgovFixture } from '../../../test/fixtures/ctgov/index.js';
import { recordsSet, type Candidate } from './evaluation.sets.js';

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});

/** A folder holding these files (name → JSON document). */
function folder(files: Record<string, unknown>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'trialyst-records-'));
  dirs.push(dir);
  for (const [name, doc] of Object.entries(files)) fs.writeFileSync(path.join(dir, name), JSON.stringify(doc));
  return dir;
}

async function drain(set: ReturnType<typeof recordsSet>): Promise<Candidate[]> {
  const out: Candidate[] = [];
  for await (const c of set.items()) out.push(c);
  return out;
}

/** NCT02552212 (met, results posted) and a copy of it as a projected list page gives it: no results section. */
const full = ctgovFixture('NCT02552212.json');
const { resultsSection: _dropped, ...projected } = full;

describe('recordsSet', () => {
  it.each([
    ['the copy without results first', { 'a-page.json': { studies: [projected] }, 'b.json': full }],
    ['the copy with results first', { 'a.json': full, 'b-page.json': { studies: [projected] } }],
  ])('labels a trial once from its copy with results (%s)', async (_, files) => {
    const set = recordsSet(folder(files), 'dup');
    const trials = await drain(set);
    expect(trials.map((t) => [t.nctId, t.y])).toEqual([['NCT02552212', 1]]);
    expect(set.exclusions.list()).toEqual([{ reason: 'DUPLICATE', count: 1, examples: ['NCT02552212'] }]);
    expect(set.read()).toBe(2);
  });

  it('counts what it cannot use, once each, and names several folders as one set', async () => {
    const a = folder({
      'bad.json': '{',
      'nostudy.json': { hello: 1 },
      'noid.json': { protocolSection: {} },
      'NCT00124774.json': ctgovFixture('NCT00124774.json'),
    });
    fs.writeFileSync(path.join(a, 'bad.json'), '{ not json');
    const b = folder({ 'NCT00203242.json': ctgovFixture('NCT00203242.json'), 'again.json': ctgovFixture('NCT00124774.json') });
    const set = recordsSet([a, b]);
    expect(set.name).toBe(`${path.basename(a)}+${path.basename(b)}`);
    expect(await drain(set)).toEqual([]);
    expect(set.exclusions.list().map((e) => [e.reason, e.count])).toEqual([
      ['UNREADABLE', 2],
      ['NOT_MAPPABLE', 1],
      ['DUPLICATE', 1],
      ['NO_POSTED_RESULTS', 1],
      ['NOT_ANALYSABLE', 1],
    ]);
    expect(set.read()).toBe(6);
  });
});
