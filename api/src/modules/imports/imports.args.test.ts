import { describe, expect, it } from 'vitest';
import { parseImportArgs, UsageError } from './imports.args.js';

describe('parseImportArgs', () => {
  it('reads a file or folder', () => {
    expect(parseImportArgs(['data/page.json'])).toEqual({ mode: 'path', path: 'data/page.json' });
  });

  it('reads live options, with values inline or separate', () => {
    expect(
      parseImportArgs([
        '--live',
        '--query.term',
        'breast cancer',
        '--query.cond=Leukemia',
        '--phase',
        'phase3',
        '--status',
        'RECRUITING,completed',
        '--max',
        '200',
      ]),
    ).toEqual({
      mode: 'live',
      query: { term: 'breast cancer', cond: 'Leukemia', phase: ['PHASE3'], status: ['RECRUITING', 'COMPLETED'] },
      max: 200,
      restart: false,
    });
    expect(parseImportArgs(['--live', '--restart'])).toEqual({ mode: 'live', query: {}, max: undefined, restart: true });
  });

  it('rejects bad usage with a clear message', () => {
    const msg = (argv: string[]) => {
      try {
        parseImportArgs(argv);
      } catch (e) {
        expect(e).toBeInstanceOf(UsageError);
        return (e as Error).message;
      }
      throw new Error('expected a usage error');
    };
    expect(msg([])).toBe('');
    expect(msg(['a.json', 'b.json'])).toMatch(/expected one file or folder/);
    expect(msg(['--phase', 'PHASE3'])).toMatch(/need --live/);
    expect(msg(['--live', '--phase', 'PHASE9'])).toMatch(/--phase: unknown value PHASE9/);
    expect(msg(['--live', '--status', 'RUNNING'])).toMatch(/--status: unknown value RUNNING/);
    expect(msg(['--live', '--max', '0'])).toMatch(/--max must be a positive whole number/);
    expect(msg(['--live', '--max'])).toMatch(/--max needs a value/);
    expect(msg(['--live', '--query.term', '--max', '3'])).toMatch(/--query.term needs a value/);
    expect(msg(['--live', '--pages', '3'])).toMatch(/unknown option --pages/);
    expect(msg(['--live', 'file.json'])).toMatch(/unexpected argument "file.json"/);
  });
});
