import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type * as Yaml from 'yaml';
import { z } from 'zod';

/**
 * Data files the API reads at run time (YAML, CSV, JSON): `api/data`, beside `api/src` and `api/dist`,
 * so the sources (tsx) and the compiled server (node api/dist/main.js) read the same folder, in place.
 * Contributors edit them without touching code; api/data/README.md says how.
 */
export const DATA_DIR = fileURLToPath(new URL('../../data/', import.meta.url));

/** Absolute path of a file of api/data (`rel`: 'companies/curated.csv'). */
export const dataPath = (rel: string): string => path.join(DATA_DIR, rel);

/** How messages name a data file: from the repository root (api/data/companies/curated.csv). */
function shown(file: string): string {
  const rel = path.relative(path.resolve(DATA_DIR, '..', '..'), file);
  return rel && !rel.startsWith('..') ? rel : file;
}

export interface DataProblem {
  /** The file as messages name it. */
  file: string;
  /** 1-based line of the row or value at fault. */
  line: number;
  message: string;
}

const SHOWN_PROBLEMS = 10;

/** A data file that does not parse or does not pass its schema: every problem names its file and line. */
export class DataFileError extends Error {
  constructor(readonly problems: DataProblem[]) {
    const lines = problems.slice(0, SHOWN_PROBLEMS).map((p) => `${p.file}:${p.line}: ${p.message}`);
    if (problems.length > SHOWN_PROBLEMS) lines.push(`… and ${problems.length - SHOWN_PROBLEMS} more`);
    super(lines.join('\n'));
    this.name = 'DataFileError';
  }
}

/** `[3].subsidiaries.wholly-owned[0]`: where in a document a value is, as a message shows it. */
function pathText(at: readonly PropertyKey[]): string {
  return at.map((k, i) => (typeof k === 'number' ? `[${k}]` : `${i ? '.' : ''}${String(k)}`)).join('');
}

/**
 * A union's failure as the failure of its likeliest branch: the one whose issues reach deepest into
 * the value (a list entry that is an object is judged as the object form, not as the text form).
 */
function expandIssue(issue: z.core.$ZodIssue): z.core.$ZodIssue[] {
  if (issue.code !== 'invalid_union' || !issue.errors.length) return [issue];
  const depth = (branch: z.core.$ZodIssue[]) => Math.max(...branch.map((i) => i.path.length));
  const best = issue.errors.reduce((a, b) => (depth(b) > depth(a) || (depth(b) === depth(a) && b.length < a.length) ? b : a));
  return best.flatMap((i) => expandIssue({ ...i, path: [...issue.path, ...i.path] }));
}

/** The issue's path, pointing at the offending key when the issue is an unknown key. */
function issuePath(issue: z.core.$ZodIssue): PropertyKey[] {
  return issue.code === 'unrecognized_keys' && issue.keys.length ? [...issue.path, issue.keys[0]] : [...issue.path];
}

/** The issue's text: its path (when it has one), then the message. */
function issueText(at: readonly PropertyKey[], message: string): string {
  return at.length ? `${pathText(at)}: ${message}` : message;
}

/** A regular expression's source (JavaScript syntax), compiled; a syntax error is an issue at its place. */
export function toRegExp(source: string, ctx: z.RefinementCtx): RegExp {
  try {
    return new RegExp(source);
  } catch (e) {
    ctx.addIssue({ code: 'custom', message: `not a regular expression: ${(e as Error).message}` });
    return z.NEVER;
  }
}

/** A field holding a regular expression's source, compiled. */
export const regexField = z.string().transform((source, ctx) => toRegExp(source, ctx));

function readText(rel: string): { text: string; file: string } {
  const file = dataPath(rel);
  try {
    return { text: fs.readFileSync(file, 'utf8'), file };
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'ENOENT') throw e;
    throw new Error(`Data file missing: ${file} (the api/data folder must sit beside api/src and api/dist)`, { cause: e });
  }
}

// ── YAML and JSON ─────────────────────────────────────────────────────────────

/**
 * The YAML library, loaded on first use: only the demo seed's tables are YAML, and a JSON file needs
 * it only to name the line of a problem, so a server start does not pay for loading it.
 */
const requireHere = createRequire(import.meta.url);
let yamlLibrary: typeof Yaml | undefined;
const yaml = (): typeof Yaml => (yamlLibrary ??= requireHere('yaml') as typeof Yaml);

/** Offset in the text of the node at `at`, or of its nearest ancestor that exists. */
function offsetOf(doc: Yaml.Document, at: readonly PropertyKey[]): number {
  const { isAlias, isMap, isScalar, isSeq } = yaml();
  let node: unknown = doc.contents;
  let offset = doc.contents?.range?.[0] ?? 0;
  for (const key of at) {
    if (isAlias(node)) node = node.resolve(doc);
    let next: unknown;
    if (isSeq(node) && typeof key === 'number') next = node.items[key];
    else if (isMap(node)) {
      const pair = node.items.find((p) => isScalar(p.key) && String(p.key.value) === String(key));
      next = pair ? (pair.value ?? pair.key) : undefined;
    }
    const range = (next as { range?: [number, number, number] } | undefined)?.range;
    if (!range) break;
    node = next;
    offset = range[0];
  }
  return offset;
}

/** A YAML (or JSON) text as a document that keeps the position of every value; syntax errors thrown with their lines. */
function positioned(text: string, name: string): { doc: Yaml.Document; line: (offset: number) => number } {
  const { LineCounter, parseDocument } = yaml();
  const lines = new LineCounter();
  const doc = parseDocument(text, { lineCounter: lines, prettyErrors: false });
  const line = (offset: number) => lines.linePos(offset).line;
  if (doc.errors.length) throw new DataFileError(doc.errors.map((e) => ({ file: name, line: line(e.pos[0]), message: e.message.split('\n')[0] })));
  return { doc, line };
}

/** The schema's issues, each at the line of the value it is about. */
function yamlProblems(issues: readonly z.core.$ZodIssue[], doc: Yaml.Document, line: (offset: number) => number, name: string): DataProblem[] {
  return issues.flatMap(expandIssue).map((issue) => {
    const at = issuePath(issue);
    return { file: name, line: line(offsetOf(doc, at)), message: issueText(at, issue.message) };
  });
}

/**
 * A YAML document checked against `schema`: the parsed value, or a DataFileError naming the file
 * and line of each problem (syntax, duplicate key, a value the schema refuses).
 */
export function parseYamlData<S extends z.ZodType>(text: string, file: string, schema: S): z.output<S> {
  const name = shown(file);
  const { doc, line } = positioned(text, name);
  const result = schema.safeParse(doc.toJS());
  if (result.success) return result.data;
  throw new DataFileError(yamlProblems(result.error.issues, doc, line, name));
}

/** parseYamlData on a file of api/data. */
export function readYamlData<S extends z.ZodType>(rel: string, schema: S): z.output<S> {
  const { text, file } = readText(rel);
  return parseYamlData(text, file, schema);
}

/**
 * A JSON document checked against `schema` (JSON.parse: fast); when it fails, the text is read again
 * as YAML (JSON is YAML) to name the line of each problem.
 */
export function parseJsonData<S extends z.ZodType>(text: string, file: string, schema: S): z.output<S> {
  const name = shown(file);
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (e) {
    positioned(text, name); // throws with the line when YAML sees the fault too
    throw new DataFileError([{ file: name, line: 1, message: `not valid JSON: ${(e as Error).message}` }]);
  }
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const { doc, line } = positioned(text, name);
  throw new DataFileError(yamlProblems(result.error.issues, doc, line, name));
}

/** parseJsonData on a file of api/data. */
export function readJsonData<S extends z.ZodType>(rel: string, schema: S): z.output<S> {
  const { text, file } = readText(rel);
  return parseJsonData(text, file, schema);
}

// ── CSV ───────────────────────────────────────────────────────────────────────

/** A CSV record: its cells by column name, and the line it starts on. */
export interface CsvRecord {
  line: number;
  cells: Record<string, string>;
}

/**
 * RFC 4180 CSV with a header row: commas between cells, double quotes around a cell that holds a
 * comma, a quote ("" inside) or a line break; LF or CRLF line ends; blank lines are skipped.
 */
export function parseCsvRecords(text: string, file: string): CsvRecord[] {
  const name = shown(file);
  const fail = (line: number, message: string): never => {
    throw new DataFileError([{ file: name, line, message }]);
  };
  const rows: { line: number; fields: string[] }[] = [];
  const delimiter = /[,\r\n]/g;
  let line = 1;
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  while (i < text.length) {
    // One record: cells up to an unquoted line end.
    const start = line;
    const fields: string[] = [];
    let quotedEmpty = false;
    for (;;) {
      let field: string;
      if (text[i] === '"') {
        field = '';
        let from = i + 1;
        for (;;) {
          const close = text.indexOf('"', from);
          if (close < 0) fail(start, 'a quoted cell is not closed');
          field += text.slice(from, close);
          if (text[close + 1] === '"') {
            field += '"';
            from = close + 2;
          } else {
            i = close + 1;
            break;
          }
        }
        for (const ch of field) if (ch === '\n') line++;
        if (i < text.length && !',\r\n'.includes(text[i])) fail(line, 'text after the closing quote of a cell');
        quotedEmpty ||= field === '';
      } else {
        delimiter.lastIndex = i;
        const end = delimiter.exec(text)?.index ?? text.length;
        field = text.slice(i, end);
        i = end;
      }
      fields.push(field);
      if (text[i] === ',') {
        i++;
        continue;
      }
      if (text[i] === '\r' && text[i + 1] === '\n') i++;
      i++;
      line++;
      break;
    }
    if (fields.length > 1 || fields[0] !== '' || quotedEmpty) rows.push({ line: start, fields });
  }
  const [header, ...body] = rows;
  if (!header) return fail(1, 'no header row');
  const columns = header.fields;
  const twice = columns.find((c, k) => columns.indexOf(c) !== k);
  if (twice !== undefined) fail(header.line, `column "${twice}" is named twice`);
  return body.map((r) => {
    if (r.fields.length !== columns.length) fail(r.line, `${r.fields.length} cells where the header has ${columns.length} (${columns.join(', ')})`);
    return { line: r.line, cells: Object.fromEntries(columns.map((c, k) => [c, r.fields[k]])) };
  });
}

/**
 * A CSV table checked against `schema`, a schema of the array of rows (each row: its cells by column
 * name, all strings): the parsed rows, or a DataFileError naming the file and line of each problem.
 */
export function parseCsvData<S extends z.ZodType>(text: string, file: string, schema: S): z.output<S> {
  const records = parseCsvRecords(text, file);
  const result = schema.safeParse(records.map((r) => r.cells));
  if (result.success) return result.data;
  throw new DataFileError(
    result.error.issues.flatMap(expandIssue).map((issue) => {
      const [row, ...rest] = issuePath(issue);
      const record = typeof row === 'number' ? records[row] : undefined;
      const at = rest.length ? `column ${pathText(rest)}` : '';
      return { file: shown(file), line: record?.line ?? 1, message: at ? `${at}: ${issue.message}` : issue.message };
    }),
  );
}

/** parseCsvData on a file of api/data. */
export function readCsvData<S extends z.ZodType>(rel: string, schema: S): z.output<S> {
  const { text, file } = readText(rel);
  return parseCsvData(text, file, schema);
}
