import { NCT_ID } from '../../providers/ctgov/ctgov.mapper.js';

/** One row of a labelled CSV: a trial and its outcome (1: primary end point met, 0: not met). */
export interface LabelRow {
  nctId: string;
  label: 0 | 1;
}

export interface ParsedLabels {
  rows: LabelRow[];
  /** Lines that are neither a header nor `nctid,label` with a label of 0 or 1 (1-based line numbers). */
  invalid: { line: number; text: string }[];
  /** Ids given more than once with the same label (kept once). */
  duplicates: string[];
  /** Ids given with both labels (left out: the set does not say which is true). */
  conflicting: string[];
}

const cell = (s: string) =>
  s
    .trim()
    .replace(/^"(.*)"$/, '$1')
    .trim();

/**
 * A `nctid,label` CSV (comma, semicolon or tab separated; a header line is optional; blank lines and
 * lines starting with # are skipped). Ids are upper-cased; a label is 0 or 1.
 */
export function parseLabelCsv(text: string): ParsedLabels {
  const byId = new Map<string, 0 | 1>();
  const invalid: ParsedLabels['invalid'] = [];
  const duplicates = new Set<string>();
  const conflicting = new Set<string>();
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  let first = true;
  lines.forEach((raw, index) => {
    const line = raw.trim();
    if (!line || line.startsWith('#')) return;
    const isFirst = first;
    first = false;
    const [idCell = '', labelCell = '', ...rest] = line.split(/[,;\t]/).map(cell);
    const nctId = idCell.toUpperCase();
    if (!NCT_ID.test(nctId)) {
      // A first line that is not an id is the header.
      if (!isFirst) invalid.push({ line: index + 1, text: line.slice(0, 80) });
      return;
    }
    if ((labelCell !== '0' && labelCell !== '1') || rest.some((c) => c !== '')) {
      invalid.push({ line: index + 1, text: line.slice(0, 80) });
      return;
    }
    const label = labelCell === '1' ? 1 : 0;
    const seen = byId.get(nctId);
    if (seen === undefined) byId.set(nctId, label);
    else if (seen === label) duplicates.add(nctId);
    else conflicting.add(nctId);
  });
  const rows = [...byId].filter(([id]) => !conflicting.has(id)).map(([nctId, label]) => ({ nctId, label }));
  return { rows, invalid, duplicates: [...duplicates], conflicting: [...conflicting] };
}
