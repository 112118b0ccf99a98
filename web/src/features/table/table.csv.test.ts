import { describe, expect, it } from 'vitest';
import { CSV_FR, csvCell, csvDialect, detectSeparator, parseCsv, toCsv } from './table.csv';

describe('CSV export', () => {
  it('quotes fields holding commas, quotes or line breaks and doubles quotes', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a, b')).toBe('"a, b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell(null)).toBe('');
    expect(csvCell(7.5)).toBe('7.5');
    expect(csvCell(-3)).toBe('-3');
  });

  it('neutralises spreadsheet formulas in text cells', () => {
    expect(csvCell('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvCell('+1')).toBe("'+1");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
  });

  it('writes a BOM, CRLF rows, and round-trips through the parser', () => {
    const rows = [
      ['NCT90000001', 'Étude, "phase 3"\nmulti', 7.2, null],
      ['NCT90000002', 'Simple', 5, 'France; Germany'],
    ];
    const csv = toCsv(['NCT', 'Titre', 'Score', 'Pays'], rows);
    expect(csv.startsWith('\uFEFFNCT,Titre,Score,Pays\r\n')).toBe(true);
    expect(csv.endsWith('\r\n')).toBe(true);
    expect(parseCsv(csv)).toEqual([
      ['NCT', 'Titre', 'Score', 'Pays'],
      ['NCT90000001', 'Étude, "phase 3"\nmulti', '7.2', ''],
      ['NCT90000002', 'Simple', '5', 'France; Germany'],
    ]);
  });

  it('issue 33: the French dialect separates with `;`, writes decimal commas and quotes cells holding `;`', () => {
    expect(csvDialect('fr')).toEqual(CSV_FR);
    expect(csvDialect('en')).toEqual({ separator: ',', decimal: '.' });
    expect(csvCell(5.6, CSV_FR)).toBe('5,6');
    expect(csvCell(-0.25, CSV_FR)).toBe('-0,25');
    expect(csvCell(1200, CSV_FR)).toBe('1200');
    expect(csvCell('a, b', CSV_FR)).toBe('a, b');
    expect(csvCell('a; b', CSV_FR)).toBe('"a; b"');
    const csv = toCsv(['NCT', 'Titre', 'Score'], [['NCT90000001', 'Étude; "x"', 5.6]], { dialect: CSV_FR });
    expect(csv).toBe('\uFEFFNCT;Titre;Score\r\nNCT90000001;"Étude; ""x""";5,6\r\n');
    expect(detectSeparator(csv.slice(1))).toBe(';');
    expect(parseCsv(csv)).toEqual([
      ['NCT', 'Titre', 'Score'],
      ['NCT90000001', 'Étude; "x"', '5,6'],
    ]);
  });
});
