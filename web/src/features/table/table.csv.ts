/**
 * CSV export in the dialect the language's spreadsheets read (French `;` and decimal commas, English
 * `,`, a UTF-8 byte-order mark, formulas neutralised): the API's writer (api/src/lib/csv.ts), so the
 * table's export and the catalyst screen's are written by the same rules. Reading back is here.
 */
export { CSV_EN, CSV_FR, csvCell, csvDialect, toCsv, type CsvCell, type CsvDialect } from '../../../../api/src/lib/csv';

/** The separator of a CSV text: the one of `;` and `,` found most often outside quotes on its first line. */
export function detectSeparator(text: string): ',' | ';' {
  let quoted = false;
  let commas = 0;
  let semicolons = 0;
  for (const c of text) {
    if (c === '"') quoted = !quoted;
    else if (!quoted && (c === '\r' || c === '\n')) break;
    else if (!quoted && c === ',') commas++;
    else if (!quoted && c === ';') semicolons++;
  }
  return semicolons > commas ? ';' : ',';
}

/**
 * Reads CSV back (used by tests and to check an export): handles quotes, doubled quotes and embedded
 * line breaks; the separator is found on the first line unless given.
 */
export function parseCsv(text: string, separator?: ',' | ';'): string[][] {
  const src = text.startsWith('\uFEFF') ? text.slice(1) : text;
  const sep = separator ?? detectSeparator(src);
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < src.length; i++) {
    const c = src[i];
    if (quoted) {
      if (c === '"' && src[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === sep) {
      row.push(field);
      field = '';
    } else if (c === '\r' && src[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i++;
    } else field += c;
  }
  if (field !== '' || row.length) {
    row.push(field);
    rows.push(row);
  }
  return rows;
}

/** Offers `content` as a file download in the browser. */
export function downloadText(content: string, filename: string, type: string): void {
  const url = URL.createObjectURL(new Blob([content], { type }));
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  a.style.display = 'none';
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
