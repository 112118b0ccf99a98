/**
 * CSV writing (RFC 4180 quoting) in the dialect the language's spreadsheets read: English `,`
 * separators and a decimal point; French `;` separators and a decimal comma (French Excel takes `,`
 * as the decimal mark, so it splits a comma-separated file into nothing). CRLF line ends, fields
 * quoted when they hold the separator, a quote or a line break, quotes doubled; a UTF-8 byte-order
 * mark lets spreadsheet apps read accents. Cells starting with = + - @ (or tab/CR) are prefixed with
 * a quote so a spreadsheet never runs them as formulas.
 *
 * One writer for every export: the API's (the catalyst screen's CSV) and the web's (the table's,
 * web/src/features/table/table.csv.ts re-exports it). Import-free, so the web can import it.
 */
export type CsvCell = string | number | boolean | null | undefined;

export interface CsvDialect {
  separator: ',' | ';';
  decimal: '.' | ',';
}

export const CSV_EN: CsvDialect = { separator: ',', decimal: '.' };
export const CSV_FR: CsvDialect = { separator: ';', decimal: ',' };

/** The dialect of a language: French `;` and decimal commas, English `,` and decimal points. */
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

export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[], opts: { bom?: boolean; dialect?: CsvDialect } = {}): string {
  const dialect = opts.dialect ?? CSV_EN;
  const lines = [header, ...rows].map((r) => r.map((c) => csvCell(c, dialect)).join(dialect.separator));
  return `${opts.bom === false ? '' : '\uFEFF'}${lines.join('\r\n')}\r\n`;
}
