import { describe, expect, it } from 'vitest';
import { DemoStockProvider } from '../../providers/stocks/demo.js';
import { curatedCompanyRefs, listedCompanyRefs, secCompanyRefs } from './stocks.companies.js';

const FRIDAY_1500Z = new Date('2026-11-20T15:00:00Z');

describe('listed companies of the demo market', () => {
  it('the demo market, as wired for the app, quotes every curated and SEC-list company and nothing else', async () => {
    const curated = curatedCompanyRefs();
    const sec = secCompanyRefs();
    expect(sec.length).toBeGreaterThan(1000);
    const p = new DemoStockProvider({ now: () => FRIDAY_1500Z, companies: listedCompanyRefs() });
    for (const c of [...curated, ...sec]) expect(p.isListed(c.ticker), c.ticker).toBe(true);
    const sample = [curated[0].ticker, sec[0].ticker, sec[sec.length - 1].ticker];
    const q = await p.getQuotes([...sample, 'ZZZZZZ']);
    for (const t of sample) expect(q.get(t)!.isError, t).toBe(false);
    expect(q.get('ZZZZZZ')!.isError).toBe(true);
  });
});
