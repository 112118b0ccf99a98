import fs from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';
import { obj } from '../../providers/ctgov/ctgov.json.js';

/** One item read from an import file: a raw study, or a reason it could not be read. */
export type FileItem = { study: unknown; source: string } | { error: string; source: string };

const STUDY_FILE = /\.(json|ndjson|jsonl)$/i;

/** Import files of a path: the file itself, or every .json / .ndjson / .jsonl file under a folder (sorted). */
export async function importFilesOf(target: string): Promise<string[]> {
  const stat = await fs.promises.stat(target).catch(() => null);
  if (!stat) throw new Error(`no such file or folder: ${target}`);
  if (stat.isFile()) return [target];
  const files: string[] = [];
  const walk = async (dir: string) => {
    const entries = await fs.promises.readdir(dir, { withFileTypes: true });
    for (const e of entries.sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(dir, e.name);
      if (e.isDirectory()) await walk(full);
      else if (e.isFile() && STUDY_FILE.test(e.name)) files.push(full);
    }
  };
  await walk(target);
  if (!files.length) throw new Error(`no .json, .ndjson or .jsonl file in ${target}`);
  return files;
}

/**
 * The studies of one parsed JSON document: a v2 `/studies` list answer ({studies, nextPageToken,
 * totalCount}), a single study ({protocolSection, ...}) or an array of studies.
 */
export function studiesOfDocument(doc: unknown): unknown[] | null {
  if (Array.isArray(doc)) return doc;
  const o = obj(doc);
  if (!o) return null;
  if (Array.isArray(o.studies)) return o.studies;
  if (obj(o.protocolSection)) return [o];
  return null;
}

async function* ndjson(file: string): AsyncGenerator<FileItem> {
  const lines = readline.createInterface({ input: fs.createReadStream(file, 'utf8'), crlfDelay: Infinity });
  let n = 0;
  for await (const line of lines) {
    n += 1;
    if (!line.trim()) continue;
    const source = `${file}:${n}`;
    let doc: unknown;
    try {
      doc = JSON.parse(line);
    } catch (e) {
      yield { error: `invalid JSON line: ${(e as Error).message}`, source };
      continue;
    }
    const studies = studiesOfDocument(doc);
    if (!studies) yield { error: 'line is neither a study nor a list of studies', source };
    else for (const study of studies) yield { study, source };
  }
}

/** Every study of a file (JSON document or NDJSON), streamed for NDJSON. */
export async function* readStudyFile(file: string): AsyncGenerator<FileItem> {
  if (/\.(ndjson|jsonl)$/i.test(file)) {
    yield* ndjson(file);
    return;
  }
  const text = await fs.promises.readFile(file, 'utf8');
  let doc: unknown;
  try {
    doc = JSON.parse(text);
  } catch (e) {
    // Not one JSON document: NDJSON saved with a .json name?
    if (text.trim().split('\n').length > 1) {
      yield* ndjson(file);
      return;
    }
    yield { error: `invalid JSON: ${(e as Error).message}`, source: file };
    return;
  }
  const studies = studiesOfDocument(doc);
  if (!studies) {
    yield { error: 'not a v2 study, list of studies or /studies answer', source: file };
    return;
  }
  for (const study of studies) yield { study, source: file };
}

/** Every study under a path (file or folder). */
export async function* readStudies(target: string): AsyncGenerator<FileItem> {
  for (const file of await importFilesOf(target)) yield* readStudyFile(file);
}
