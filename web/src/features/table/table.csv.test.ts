import { describe, expect, it } from 'vitest';
import { csvCell, parseCsv, toCsv } from './table.csv';

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
});
