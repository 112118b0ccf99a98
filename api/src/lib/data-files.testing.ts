import fs from 'node:fs';
import { DataFileError, dataPath } from './data-files.js';

/** Helpers for the tests of the data files' schemas. */

/** A committed file of api/data, as text. */
export const readDataFile = (rel: string): string => fs.readFileSync(dataPath(rel), 'utf8');

/** A committed file of api/data with one line changed: its text, the 1-based number of that line, its path. */
export function withLine(rel: string, find: string, replace: string): { text: string; line: number; file: string } {
  const file = dataPath(rel);
  const lines = readDataFile(rel).split('\n');
  const at = lines.findIndex((l) => l.includes(find));
  if (at < 0) throw new Error(`${rel} has no line with ${find}`);
  lines[at] = lines[at].replace(find, replace);
  return { text: lines.join('\n'), line: at + 1, file };
}

/** The message of the DataFileError a call throws (any other outcome is an error). */
export function dataFailure(run: () => unknown): string {
  try {
    run();
  } catch (e) {
    if (e instanceof DataFileError) return e.message;
    throw e;
  }
  throw new Error('expected a DataFileError');
}
