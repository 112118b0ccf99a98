import { describe, expect, it } from 'vitest';
import { DemoStockProvider } from './demo.js';
import { exchangeOf, localTime, marketStateAt } from './markets.js';

// Friday 2026-11-20, 15:00 UTC = 10:00 in New York (open) and 16:00 in Paris (open).
const FRIDAY_1500Z = new Date('2026-11-20T15:00:00Z');
const TICKERS = ['PFE', 'SAN.PA', 'MRNA', '4502.T', 'AZN.L', 'NOVO-B.CO', 'ZZZ9'];
/** A listed company the demo market knows only from its company list (as the SEC-list ones). */
const SMALL_CAP = { ticker: 'ZZZ9', name: 'Zeta Nine Biosciences, Inc.' };

const at = (iso: string) => new DemoStockProvider({ now: () => new Date(iso), companies: [SMALL_CAP] });

describe('demo market: determinism', () => {
  it('gives the same numbers for the same ticker and time, from two independent providers', async () => {
    const a = await at(FRIDAY_1500Z.toISOString()).getQuotes(TICKERS);
    const b = await at(FRIDAY_1500Z.toISOString()).getQuotes(TICKERS);
    for (const t of TICKERS) expect(b.get(t)).toEqual(a.get(t));
  });

  it('reproduces past daily closes whatever the day of the query', async () => {
    const p1 = at('2026-11-20T21:00:00Z');
    const p2 = at('2026-12-15T21:00:00Z');
    const h1 = await p1.getHistory('SAN.PA', 60);
    const h2 = await p2.getHistory('SAN.PA', 90);
    const byDate = new Map(h2.prices.map((p) => [p.date, p.close]));
    const common = h1.prices.filter((p) => byDate.has(p.date));
    expect(common.length).toBeGreaterThan(30);
    for (const p of common) expect(byDate.get(p.date)).toBe(p.close);
  });

  it('keeps fundamentals stable from one day to the next', async () => {
    const d1 = (await at('2026-11-18T18:00:00Z').getQuotes(['PFE'])).get('PFE')!;
    const d2 = (await at('2026-11-20T18:00:00Z').getQuotes(['PFE'])).get('PFE')!;
    expect(d2.financialData?.totalRevenue).toBe(d1.financialData?.totalRevenue);
    expect(d2.holders).toEqual(d1.holders);
    expect(d2.beta).toBe(d1.beta);
    expect(d2.topInstitutions.map((i) => i.organization)).toEqual(d1.topInstitutions.map((i) => i.organization));
    expect(d2.currentPrice).not.toBe(d1.currentPrice);
  });

  it('moves during the session (ticks a few seconds apart differ) and not when closed', async () => {
    const open1 = (await at('2026-11-20T16:00:00Z').getQuotes(['PFE'])).get('PFE')!;
    const open2 = (await at('2026-11-20T16:00:10Z').getQuotes(['PFE'])).get('PFE')!;
    expect(open1.marketState).toBe('REGULAR');
    expect(open2.currentPrice).not.toBe(open1.currentPrice);
    const sat1 = (await at('2026-11-21T12:00:00Z').getQuotes(['PFE'])).get('PFE')!;
    const sat2 = (await at('2026-11-22T20:00:00Z').getQuotes(['PFE'])).get('PFE')!;
    expect(sat1.marketState).toBe('CLOSED');
    expect(sat2.currentPrice).toBe(sat1.currentPrice);
    // The weekend quote is Friday's close, which is also Friday's last history point.
    const fridayClose = (await at('2026-11-21T12:00:00Z').getHistory('PFE', 5)).prices.at(-1)!;
    expect(fridayClose.date).toBe('2026-11-20');
    expect(sat1.currentPrice).toBe(fridayClose.close);
  });
});

describe('demo market: plausibility', () => {
  const instants = ['2026-11-20T15:00:00Z', '2026-11-20T20:30:00Z', '2026-11-21T10:00:00Z', '2026-11-23T08:30:00Z', '2026-11-24T14:31:00Z'];

  it('keeps price within the day and 52-week ranges, and fields coherent', async () => {
    for (const iso of instants) {
      const quotes = await at(iso).getQuotes(TICKERS);
      for (const t of TICKERS) {
        const q = quotes.get(t)!;
        expect(q.isError).toBe(false);
        expect(q.source).toBe('demo');
        const price = q.currentPrice!;
        expect(price).toBeGreaterThan(0);
        expect(q.dayLow!).toBeLessThanOrEqual(price);
        expect(q.dayHigh!).toBeGreaterThanOrEqual(price);
        expect(q.fiftyTwoWeekLow!).toBeLessThanOrEqual(q.dayLow!);
        expect(q.fiftyTwoWeekHigh!).toBeGreaterThanOrEqual(q.dayHigh!);
        expect(q.change!).toBeCloseTo(price - q.previousClose!, 2);
        expect(q.changePercent!).toBeCloseTo(((price - q.previousClose!) / q.previousClose!) * 100, 2);
        expect(q.marketCap!).toBeGreaterThan(1e8);
        expect(q.avgVolume!).toBeGreaterThan(0);
        expect(q.dividendYield === null || (q.dividendYield > 0 && q.dividendYield < 0.1)).toBe(true);
        expect(q.historicalPrices.length).toBeGreaterThanOrEqual(20);
        expect(q.historicalPrices.at(-1)!.close).toBe(price);
        const rec = q.analystRecommendations[0];
        expect(rec.strongBuy + rec.buy + rec.hold + rec.sell + rec.strongSell).toBe(q.financialData!.numberOfAnalystOpinions);
        expect(q.financialData!.targetLowPrice!).toBeLessThan(q.financialData!.targetHighPrice!);
        expect(q.topInstitutions).toHaveLength(5);
        expect(q.topInstitutions[0].pctHeld!).toBeGreaterThanOrEqual(q.topInstitutions[4].pctHeld!);
        expect(q.holders!.institutionsPercentHeld!).toBeLessThan(1);
      }
    }
  });

  it('sizes companies plausibly: a big pharma dwarfs a small biotech', async () => {
    const q = await at(FRIDAY_1500Z.toISOString()).getQuotes(['LLY', 'PFE', 'DBV.PA']);
    expect(q.get('LLY')!.marketCap!).toBeGreaterThan(300e9);
    expect(q.get('PFE')!.marketCap!).toBeGreaterThan(50e9);
    expect(q.get('PFE')!.peRatio).not.toBeNull();
    expect(q.get('DBV.PA')!.marketCap!).toBeLessThan(3e9);
    expect(q.get('LLY')!.companyName).toBe('Eli Lilly and Company');
  });

  it('takes exchange, currency and name from the curated companies, else from the ticker suffix', async () => {
    const p = new DemoStockProvider({
      now: () => FRIDAY_1500Z,
      companies: [{ ticker: 'ABCD', name: 'Abcd Therapeutics', exchange: 'NYSE', currency: 'USD', kind: 'biotech' }],
    });
    const q = await p.getQuotes(['ABCD', 'SAN.PA', '4502.T', 'ROG.SW', 'AZN.L']);
    expect(q.get('ABCD')).toMatchObject({ companyName: 'Abcd Therapeutics', exchange: 'NYSE', currency: 'USD' });
    expect(q.get('SAN.PA')).toMatchObject({ exchange: 'Euronext Paris', currency: 'EUR' });
    expect(q.get('4502.T')).toMatchObject({ exchange: 'Tokyo Stock Exchange', currency: 'JPY' });
    expect(q.get('ROG.SW')).toMatchObject({ exchange: 'SIX Swiss Exchange', currency: 'CHF' });
    expect(q.get('AZN.L')).toMatchObject({ exchange: 'London Stock Exchange', currency: 'GBp' });
  });

  it('gives a history of the requested length, trading days only, oldest first', async () => {
    const h = await at('2026-11-20T22:00:00Z').getHistory('MRNA', 365);
    expect(h.prices.length).toBeGreaterThan(250);
    expect(h.prices.length).toBeLessThan(265);
    const dates = h.prices.map((p) => p.date);
    expect([...dates].sort()).toEqual(dates);
    for (const d of dates) expect([0, 6]).not.toContain(new Date(`${d}T00:00:00Z`).getUTCDay());
    // Daily moves of a realistic size (no 50 % jumps).
    for (let i = 1; i < h.prices.length; i++) expect(Math.abs(h.prices[i].close / h.prices[i - 1].close - 1)).toBeLessThan(0.3);
  });
});

describe('demo market: listed tickers only', () => {
  it('answers an unknown ticker as a real provider does: an error entry, no price, no history', async () => {
    const p = at(FRIDAY_1500Z.toISOString());
    const q = await p.getQuotes(['ZZZZZZ', 'PFE']);
    expect(q.get('ZZZZZZ')).toMatchObject({
      ticker: 'ZZZZZZ',
      isError: true,
      error: 'Unknown ticker: ZZZZZZ',
      errorReason: 'TICKER_NOT_FOUND',
      currentPrice: null,
      companyName: null,
      marketCap: null,
      historicalPrices: [],
      source: 'demo',
    });
    // The other tickers of the batch are still answered.
    expect(q.get('PFE')).toMatchObject({ isError: false, companyName: 'Pfizer Inc.' });
    expect(await p.getHistory('ZZZZZZ', 30)).toMatchObject({ isError: true, error: 'Unknown ticker: ZZZZZZ', errorReason: 'TICKER_NOT_FOUND', prices: [] });
    expect(p.isListed('zzzzzz')).toBe(false);
  });

  it('quotes the companies it is given and the well-known sponsors, whatever the case of the ticker', async () => {
    const p = at(FRIDAY_1500Z.toISOString());
    expect(p.isListed('ZZZ9')).toBe(true);
    expect(p.isListed('zzz9')).toBe(true);
    expect(p.isListed('SAN.PA')).toBe(true);
    expect((await p.getQuotes(['ZZZ9'])).get('ZZZ9')).toMatchObject({ isError: false, companyName: SMALL_CAP.name });
    expect((await p.getHistory('ZZZ9', 30)).isError).toBe(false);
    // Without a company list, only the well-known sponsors are listed.
    const bare = new DemoStockProvider({ now: () => FRIDAY_1500Z });
    expect(bare.isListed('PFE')).toBe(true);
    expect((await bare.getQuotes(['ZZZ9'])).get('ZZZ9')!.isError).toBe(true);
  });
});

describe('market state by exchange hours', () => {
  const nasdaq = exchangeOf('PFE');
  const paris = exchangeOf('SAN.PA');

  it('NASDAQ: pre-market, regular, after-hours, closed (New York time, DST included)', () => {
    expect(marketStateAt(nasdaq, new Date('2026-11-20T13:00:00Z'))).toBe('PRE'); // 08:00 EST
    expect(marketStateAt(nasdaq, new Date('2026-11-20T14:30:00Z'))).toBe('REGULAR'); // 09:30 EST
    expect(marketStateAt(nasdaq, new Date('2026-11-20T20:59:00Z'))).toBe('REGULAR'); // 15:59 EST
    expect(marketStateAt(nasdaq, new Date('2026-11-20T21:00:00Z'))).toBe('POST'); // 16:00 EST
    expect(marketStateAt(nasdaq, new Date('2026-11-21T02:00:00Z'))).toBe('CLOSED'); // 21:00 EST
    expect(marketStateAt(nasdaq, new Date('2026-11-21T16:00:00Z'))).toBe('CLOSED'); // Saturday
    expect(marketStateAt(nasdaq, new Date('2026-07-01T13:30:00Z'))).toBe('REGULAR'); // 09:30 EDT
    expect(marketStateAt(nasdaq, new Date('2026-07-01T13:29:00Z'))).toBe('PRE');
  });

  it('Euronext Paris: opens 09:00 and closes 17:30 Paris time, closed on weekends', () => {
    expect(marketStateAt(paris, new Date('2026-11-20T07:59:00Z'))).toBe('PRE'); // 08:59 CET
    expect(marketStateAt(paris, new Date('2026-11-20T08:00:00Z'))).toBe('REGULAR'); // 09:00 CET
    expect(marketStateAt(paris, new Date('2026-11-20T16:29:00Z'))).toBe('REGULAR'); // 17:29 CET
    expect(marketStateAt(paris, new Date('2026-11-20T16:30:00Z'))).toBe('POST'); // 17:30 CET
    expect(marketStateAt(paris, new Date('2026-11-20T19:00:00Z'))).toBe('CLOSED');
    expect(marketStateAt(paris, new Date('2026-11-22T10:00:00Z'))).toBe('CLOSED'); // Sunday
    expect(marketStateAt(paris, new Date('2026-06-15T07:00:00Z'))).toBe('REGULAR'); // 09:00 CEST
  });

  it('reads local dates across midnight (Tokyo is a day ahead of New York)', () => {
    const t = localTime(new Date('2026-11-20T23:30:00Z'), 'Asia/Tokyo');
    expect(t).toMatchObject({ date: '2026-11-21', weekday: 6 });
    expect(marketStateAt(exchangeOf('4502.T'), new Date('2026-11-20T01:00:00Z'))).toBe('REGULAR'); // 10:00 JST Friday
  });
});

describe('demo market: reactions to events (issue 31)', () => {
  // A small biotech (Genfit, 0.2 B$) and a big pharma; closes of Friday 2026-11-20 are final on Saturday.
  const SATURDAY = '2026-11-21T12:00:00Z';
  const failure = { key: 'RP:NCT90000001', ticker: 'GNFT.PA', date: '2026-11-02', outcome: 'FAILURE' as const };
  const success = { key: 'RS:NCT90000002', ticker: 'PFE', date: '2026-11-07', outcome: 'SUCCESS' as const }; // a Saturday: lands on Monday 9th
  const closes = async (p: DemoStockProvider, t: string) => new Map((await p.getHistory(t, 60)).prices.map((x) => [x.date, x.close]));

  it('drops a small cap on the day of its failure, by a seeded amount that the following days keep', async () => {
    const plain = at(SATURDAY);
    const shocked = at(SATURDAY);
    expect(shocked.setEventShocks([failure, success])).toEqual(['GNFT.PA', 'PFE']);
    const before = await closes(plain, 'GNFT.PA');
    const after = await closes(shocked, 'GNFT.PA');
    // Identical before the event day; on it, the close is 15–60 % lower than without the event (its level, not a one-day blip).
    for (const [d, c] of before) if (d < '2026-11-02') expect(after.get(d)).toBe(c);
    const ratio = after.get('2026-11-02')! / before.get('2026-11-02')!;
    expect(ratio).toBeGreaterThan(0.4 - 0.01);
    expect(ratio).toBeLessThan(0.85 + 0.01);
    // Three weeks on, most of the shock is still there (it fades with a one-year half-life).
    const later = after.get('2026-11-20')! / before.get('2026-11-20')!;
    expect(Math.log(later) / Math.log(ratio)).toBeGreaterThan(0.95);
    // The open of the day gaps down: the news broke before the session.
    const q = (await at('2026-11-02T09:00:00Z').getQuotes(['GNFT.PA'])).get('GNFT.PA')!;
    const qShocked = new DemoStockProvider({ now: () => new Date('2026-11-02T09:00:00Z'), companies: [SMALL_CAP] });
    qShocked.setEventShocks([failure]);
    const q2 = (await qShocked.getQuotes(['GNFT.PA'])).get('GNFT.PA')!;
    expect(q2.previousClose).toBe(q.previousClose);
    expect(q2.currentPrice! / q.currentPrice!).toBeLessThan(0.86);
  });

  it('lands a weekend event on the next trading day, and moves a big pharma far less', async () => {
    const plain = await closes(at(SATURDAY), 'PFE');
    const shocked = at(SATURDAY);
    shocked.setEventShocks([success]);
    const after = await closes(shocked, 'PFE');
    expect(after.get('2026-11-06')).toBe(plain.get('2026-11-06'));
    const ratio = after.get('2026-11-09')! / plain.get('2026-11-09')!;
    expect(ratio).toBeGreaterThan(1.005 - 0.001);
    expect(ratio).toBeLessThan(1.04 + 0.001);
  });

  it('quotes the same prices in every process given the same events, whatever the order they came in', async () => {
    const a = at(SATURDAY);
    const b = at(SATURDAY);
    a.setEventShocks([failure, success]);
    b.setEventShocks([success, failure]);
    for (const t of ['GNFT.PA', 'PFE']) expect((await b.getHistory(t, 60)).prices).toEqual((await a.getHistory(t, 60)).prices);
    expect((await b.getQuotes(['GNFT.PA', 'PFE'])).get('GNFT.PA')).toEqual((await a.getQuotes(['GNFT.PA', 'PFE'])).get('GNFT.PA'));
    // Registering the same events again changes nothing; dropping one changes its ticker only.
    expect(a.setEventShocks([success, failure])).toEqual([]);
    expect(a.setEventShocks([success])).toEqual(['GNFT.PA']);
    expect((await a.getHistory('GNFT.PA', 60)).prices).toEqual((await at(SATURDAY).getHistory('GNFT.PA', 60)).prices);
  });

  it('lists index funds (the configured benchmark too): low volatility, no company figures, no event shocks', async () => {
    const p = new DemoStockProvider({ now: () => new Date(SATURDAY), indexes: ['ZBIO'] });
    expect(p.isListed('XBI')).toBe(true);
    expect(p.isListed('ZBIO')).toBe(true);
    const q = (await p.getQuotes(['XBI'])).get('XBI')!;
    expect(q).toMatchObject({ isError: false, companyName: 'SPDR S&P Biotech ETF', currency: 'USD', marketCap: null, financialData: null, keyStats: null });
    const h = (await p.getHistory('XBI', 365)).prices;
    const returns = h.slice(1).map((x, i) => Math.log(x.close / h[i].close));
    const sd = Math.sqrt(returns.reduce((s, r) => s + r * r, 0) / returns.length);
    expect(sd).toBeGreaterThan(0.005);
    expect(sd).toBeLessThan(0.016);
    expect(p.setEventShocks([{ key: 'RG:x', ticker: 'XBI', date: '2026-11-02', outcome: 'FAILURE' }])).toEqual([]);
    expect((await p.getHistory('XBI', 365)).prices).toEqual(h);
  });

  it('serves ten years of daily closes', async () => {
    const h = await at(SATURDAY).getHistory('GNFT.PA', 3653);
    expect(h.prices[0].date < '2016-11-25').toBe(true);
    expect(h.prices.length).toBeGreaterThan(2600);
    expect(h.prices.every((x) => x.close > 0)).toBe(true);
  });
});
