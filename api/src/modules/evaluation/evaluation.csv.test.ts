import { describe, expect, it } from 'vitest';
import { parseLabelCsv } from './evaluation.csv.js';

describe('parseLabelCsv', () => {
  it('reads nctid,label with or without a header', () => {
    expect(parseLabelCsv('nctid,label\nNCT00000001,1\nNCT00000002,0\n').rows).toEqual([
      { nctId: 'NCT00000001', label: 1 },
      { nctId: 'NCT00000002', label: 0 },
    ]);
    expect(parseLabelCsv('NCT00000001,1\r\nnct00000002 , 0').rows).toEqual([
      { nctId: 'NCT00000001', label: 1 },
      { nctId: 'NCT00000002', label: 0 },
    ]);
    expect(parseLabelCsv('\uFEFF# labels\n"nct_id";"met"\n"NCT00000003";"1"\n').rows).toEqual([{ nctId: 'NCT00000003', label: 1 }]);
  });

  it('reports invalid lines, duplicates and conflicting labels', () => {
    const parsed = parseLabelCsv(
      ['nctid,label', 'NCT00000001,1', 'NCT00000001,1', 'NCT00000002,yes', 'hello,1', 'NCT00000003,0', 'NCT00000003,1', 'NCT00000004,1,extra', ''].join('\n'),
    );
    expect(parsed.rows).toEqual([{ nctId: 'NCT00000001', label: 1 }]);
    expect(parsed.duplicates).toEqual(['NCT00000001']);
    expect(parsed.conflicting).toEqual(['NCT00000003']);
    expect(parsed.invalid.map((i) => i.line)).toEqual([4, 5, 8]);
  });
});
