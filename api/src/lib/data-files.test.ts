import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { DATA_DIR, DataFileError, dataPath, parseCsvData, parseCsvRecords, parseJsonData, parseYamlData, regexField } from './data-files.js';

/** The DataFileError a call throws (fails the test when it throws something else, or nothing). */
function problemOf(run: () => unknown): DataFileError {
  try {
    run();
  } catch (e) {
    if (e instanceof DataFileError) return e;
    throw e;
  }
  throw new Error('expected a DataFileError');
}

const FILE = dataPath('example/table.csv');

describe('data files', () => {
  it('live in api/data, next to api/src (and api/dist)', () => {
    expect(path.relative(path.resolve(import.meta.dirname, '..', '..'), DATA_DIR)).toBe('data');
    expect(fs.existsSync(path.join(DATA_DIR, 'README.md'))).toBe(true);
  });

  describe('CSV', () => {
    it('reads RFC 4180: quoted commas, doubled quotes, line breaks in a cell, CRLF, blank lines; each record knows its first line', () => {
      const text = 'name,note\r\nPlain,one\r\n"Comma, Inc.","say ""hi"""\n\n"Two\nlines",x\nlast,\n';
      expect(parseCsvRecords(text, FILE)).toEqual([
        { line: 2, cells: { name: 'Plain', note: 'one' } },
        { line: 3, cells: { name: 'Comma, Inc.', note: 'say "hi"' } },
        { line: 5, cells: { name: 'Two\nlines', note: 'x' } },
        { line: 7, cells: { name: 'last', note: '' } },
      ]);
    });

    it('names file and line of a malformed record', () => {
      expect(problemOf(() => parseCsvRecords('a,b\n1,2\n3\n', FILE)).message).toBe('api/data/example/table.csv:3: 1 cells where the header has 2 (a, b)');
      expect(problemOf(() => parseCsvRecords('a,b\n1,2\n"3,4\n', FILE)).message).toBe('api/data/example/table.csv:3: a quoted cell is not closed');
      expect(problemOf(() => parseCsvRecords('a,b\n"1"x,2\n', FILE)).message).toBe('api/data/example/table.csv:2: text after the closing quote of a cell');
      expect(problemOf(() => parseCsvRecords('a,a\n1,2\n', FILE)).message).toBe('api/data/example/table.csv:1: column "a" is named twice');
    });

    it('checks rows against the schema and names the line and column of every bad value', () => {
      const schema = z.array(z.strictObject({ name: z.string().min(1), size: z.string().regex(/^\d+$/, { error: 'not a number' }) }));
      const text = 'name,size\nok,1\n"multi\nline",x\n,3\n';
      expect(parseCsvData('name,size\nok,1\n', FILE, schema)).toEqual([{ name: 'ok', size: '1' }]);
      const e = problemOf(() => parseCsvData(text, FILE, schema));
      expect(e.problems).toEqual([
        { file: 'api/data/example/table.csv', line: 3, message: 'column size: not a number' },
        { file: 'api/data/example/table.csv', line: 5, message: expect.stringMatching(/^column name: /) },
      ]);
      expect(e.message.split('\n')).toHaveLength(2);
    });
  });

  describe('YAML', () => {
    const schema = z.array(z.strictObject({ name: z.string(), ages: z.array(z.number()).optional(), only: regexField.optional() }));

    it('parses and checks a document', () => {
      const list = parseYamlData('- name: a\n  only: ^x$\n- { name: b, ages: [1, 2] }\n', FILE, schema);
      expect(list).toEqual([
        { name: 'a', only: /^x$/ },
        { name: 'b', ages: [1, 2] },
      ]);
    });

    it('names the line of a value the schema refuses, of an unknown key, of a bad regular expression', () => {
      const text = ['- name: a', '- name: b', '  ages: [1, two]', '- name: c', '  agse: [3]', '- name: d', '  only: (unclosed'].join('\n');
      const e = problemOf(() => parseYamlData(text, FILE, schema));
      expect(e.problems.map((p) => `${p.line} ${p.message.split(':')[0]}`)).toEqual(['3 [1].ages[1]', '5 [2].agse', '7 [3].only']);
      expect(e.message).toMatch(/^api\/data\/example\/table\.csv:3: \[1\]\.ages\[1\]: /);
      expect(e.message).toMatch(/:7: \[3\]\.only: not a regular expression/);
    });

    it('names the line of a syntax error or a duplicate key', () => {
      expect(problemOf(() => parseYamlData('- name: a\n- name: b\n  name: c\n', FILE, schema)).problems[0].line).toBe(3);
      expect(problemOf(() => parseYamlData('- name: a\n- [unclosed\n', FILE, schema)).problems[0].line).toBeGreaterThanOrEqual(2);
    });
  });

  describe('JSON', () => {
    const schema = z.object({ overrides: z.record(z.string(), z.string().regex(/^[A-Z]+$/, { error: 'not a ticker' })) });

    it('parses with JSON.parse and names the line of a refused value from the text', () => {
      expect(parseJsonData('{ "overrides": { "Acme": "ACME" } }', FILE, schema)).toEqual({ overrides: { Acme: 'ACME' } });
      const e = problemOf(() => parseJsonData('{\n  "overrides": {\n    "Acme": "ACME",\n    "Beta": "b-1"\n  }\n}\n', FILE, schema));
      expect(e.message).toBe('api/data/example/table.csv:4: overrides.Beta: not a ticker');
    });

    it('names the line of a syntax error', () => {
      const e = problemOf(() => parseJsonData('{\n  "overrides": {\n    "Acme": "ACME"\n    "Beta": "B"\n  }\n}\n', FILE, schema));
      expect(e.problems[0].line).toBe(4);
    });
  });
});
