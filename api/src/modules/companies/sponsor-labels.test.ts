import { describe, expect, it } from 'vitest';
import { CURATED_COMPANIES } from './companies.data.js';
import { LABELLED_SPONSORS, type LabelKind } from './sponsor-labels.data.js';
import { buildCompanyDirectory, resolveSponsor } from './sponsor-resolver.js';

const dir = buildCompanyDirectory(CURATED_COMPANIES.map((c, i) => ({ ...c, id: i + 1 })));
const NEVER_LISTED: LabelKind[] = ['academic', 'hospital', 'cooperative', 'foundation', 'government'];

const results = LABELLED_SPONSORS.map((s) => ({ ...s, got: resolveSponsor(dir, { name: s.name, class: s.class }, []) }));
const pct = (n: number, d: number) => (d ? (100 * n) / d : 100);

describe('sponsor resolver on labelled real sponsor strings', () => {
  it('has at least 300 distinct real lead-sponsor strings of every kind', () => {
    expect(LABELLED_SPONSORS.length).toBeGreaterThanOrEqual(300);
    expect(new Set(LABELLED_SPONSORS.map((s) => s.name)).size).toBe(LABELLED_SPONSORS.length);
    const kinds = new Set(LABELLED_SPONSORS.map((s) => s.kind));
    for (const k of ['academic', 'hospital', 'cooperative', 'government', 'private', 'listed-us', 'listed-intl', 'subsidiary', 'acquired'] as const) {
      expect(kinds, k).toContain(k);
    }
  });

  it('meets precision ≥ 98 % on tickers given, recall ≥ 95 % on listed sponsors, and no ticker for public sponsors', () => {
    const given = results.filter((r) => r.got.ticker !== null);
    const correct = given.filter((r) => r.got.ticker === r.ticker);
    const listed = results.filter((r) => r.ticker !== null);
    const found = listed.filter((r) => r.got.ticker === r.ticker);
    const publicWithTicker = results.filter((r) => NEVER_LISTED.includes(r.kind) && r.got.ticker !== null);
    const precision = pct(correct.length, given.length);
    const recall = pct(found.length, listed.length);
    const lines = [
      `sponsor labels: ${results.length} sponsors (${listed.length} listed, ${results.length - listed.length} not listed)`,
      `  precision ${precision.toFixed(1)} % (${correct.length}/${given.length} tickers given are right)`,
      `  recall    ${recall.toFixed(1)} % (${found.length}/${listed.length} listed sponsors get their ticker)`,
      `  public sponsors (academic, hospital, cooperative, foundation, government) with a ticker: ${publicWithTicker.length}`,
      ...given.filter((r) => r.got.ticker !== r.ticker).map((r) => `  WRONG  ${r.name} → ${r.got.ticker} (expected ${r.ticker ?? 'none'})`),
      ...listed.filter((r) => r.got.ticker !== r.ticker && r.got.ticker === null).map((r) => `  MISSED ${r.name} (expected ${r.ticker})`),
    ];
    console.log(lines.join('\n'));
    expect(publicWithTicker.map((r) => r.name)).toEqual([]);
    expect(precision).toBeGreaterThanOrEqual(98);
    expect(recall).toBeGreaterThanOrEqual(95);
  });

  it('explains every ticker it gives (method and confidence)', () => {
    for (const r of results.filter((x) => x.got.ticker !== null)) {
      expect(r.got.sponsorMatch?.method, r.name).not.toBe('none');
      expect(r.got.sponsorMatch?.confidence, r.name).toBeGreaterThan(0.5);
    }
  });
});
