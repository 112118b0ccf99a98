/**
 * CSV export (RFC 4180 quoting), in the dialect the language's spreadsheets read: English `,`
 * separators and a decimal point; French `;` separators and a decimal comma (French Excel takes `,`
 * as the decimal mark, so it splits a comma-separated file into nothing). CRLF line ends, fields
 * quoted when they hold the separator, a quote or a line break, quotes doubled; a UTF-8 byte-order
 * mark lets spreadsheet apps read accents. Cells starting with = + - @ (or tab/CR) are prefixed with
 * a quote so a spreadsheet never runs them as formulas.
 */
export type CsvCell = string | number | boolean | null | undefined;

export interface CsvDialect {
  separator: ',' | ';';
  decimal: '.' | ',';
}

export const CSV_EN: CsvDialect = { separator: ',', decimal: '.' };
export const CSV_FR: CsvDialect = { separator: ';', decimal: ',' };

/** The dialect of the interface language: French `;` and decimal commas, English `,` and decimal points. */
export function csvDialect(lang: string): CsvDialect {
  return lang.startsWith('en') ? CSV_EN : CSV_FR;
}

const FORMULA_START = /^[=+\-@\t\r]/;

/** A number without grouping, in the dialect's decimal mark ("5.6" / "5,6"); '' when not finite. */
function csvNumber(value: number, dialect: CsvDialect): string {
  if (!Number.isFinite(value)) return '';
  const s = String(value);
  return dialect.decimal === '.' ? s : s.replace('.', dialect.decimal);
}

export function csvCell(value: CsvCell, dialect: CsvDialect = CSV_EN): string {
  if (value === null || value === undefined) return '';
  let s = typeof value === 'number' ? csvNumber(value, dialect) : String(value);
  if (typeof value === 'string' && FORMULA_START.test(s)) s = `'${s}`;
  const special = dialect.separator === ';' ? /[";\r\n]/ : /[",\r\n]/;
  return special.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

export function toCsv(header: string[], rows: CsvCell[][], opts: { bom?: boolean; dialect?: CsvDialect } = {}): string {
  const dialect = opts.dialect ?? CSV_EN;
  const lines = [header, ...rows].map((r) => r.map((c) => csvCell(c, dialect)).join(dialect.separator));
  return `${opts.bom === false ? '' : '\uFEFF'}${lines.join('\r\n')}\r\n`;
}

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
