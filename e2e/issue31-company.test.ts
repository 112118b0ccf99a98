import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeBrowser, gql, openPage, screenshot } from './helpers';

afterAll(closeBrowser);

/**
 * Issue 31 on the company page and the trial's stock tab, in French and English: the cash runway
 * (cash, burn, runway, runway at the next readout, each with its filing; the runway bar with the
 * readouts on it), the past catalysts with the stock's moves, the chart markers' % moves, and the
 * runway card of the stock tab; at 375 px the new sections fit the screen. The companies are picked
 * from the API (demo financials and demo market), never guessed.
 */

interface RunwayPick {
  ticker: string;
  runway: { monthsOfRunway: number | null; notBurning: boolean; demo: boolean; readouts: { nctId: string; readoutDate: string; risk: string }[] };
}
interface MovesPick {
  ticker: string;
  pastCatalysts: { id: string; move: { move1d: number | null; benchmark: string } | null }[];
  events: { date: string; move: { move1d: number | null } | null }[];
}

let burning: RunwayPick;
let burningTrial: { nctId: string; risk: string } | undefined;
let reacting: MovesPick | undefined;

const COMPANIES = 50;
const FIVE_YEARS = 1827;

beforeAll(async () => {
  const runways = await gql<{ companies: RunwayPick[] }>(
    `query Runways($first: Int!) { companies(first: $first) { ticker runway { monthsOfRunway notBurning demo readouts { nctId readoutDate risk } } } }`,
    { first: COMPANIES },
  );
  // A burning company with upcoming readouts, the one with the most (and one at dilution risk when there is one).
  const candidates = runways.companies
    .filter((c) => c.runway.monthsOfRunway != null && !c.runway.notBurning && c.runway.readouts.length > 0)
    .sort((a, b) => {
      const risky = (c: RunwayPick) => c.runway.readouts.some((r) => r.risk === 'BEFORE_READOUT' || r.risk === 'WITHIN_6_MONTHS');
      return Number(risky(b)) - Number(risky(a)) || b.runway.readouts.length - a.runway.readouts.length;
    });
  expect(candidates.length, 'a demo company burning cash with upcoming readouts').toBeGreaterThan(0);
  // One of its readouts whose trial is listed under the company itself (a collaborator's trial shows its lead sponsor's runway).
  for (const c of candidates) {
    for (const r of c.runway.readouts) {
      const { trial } = await gql<{ trial: { ticker: string | null; runway: { atReadout: { risk: string } | null } | null } }>(
        `query TrialRunway($nctId: ID!) { trial(nctId: $nctId) { ticker runway { atReadout { risk } } } }`,
        { nctId: r.nctId },
      );
      if (trial.ticker === c.ticker && trial.runway?.atReadout) {
        burning = c;
        burningTrial = { nctId: r.nctId, risk: trial.runway.atReadout.risk };
        break;
      }
    }
    if (burningTrial) break;
  }
  expect(burningTrial, "a burning company's own trial with a readout on its runway").toBeTruthy();

  // Moves are measured by a job after the seed: wait for a company whose past catalysts and chart events carry a move.
  const deadline = Date.now() + 90_000;
  for (;;) {
    const listed = await gql<{ companies: { ticker: string; pastCatalysts: { move: { move1d: number | null } | null }[] }[] }>(
      `query PastMoves($first: Int!) { companies(first: $first) { ticker pastCatalysts(first: 5) { move { move1d } } } }`,
      { first: COMPANIES },
    );
    const measured = listed.companies.filter((c) => c.pastCatalysts.some((p) => p.move?.move1d != null));
    for (const c of measured) {
      const { company } = await gql<{ company: MovesPick }>(
        `query Reactions($ticker: String!, $days: Int!) { company(ticker: $ticker) { ticker pastCatalysts(first: 50) { id move { move1d benchmark } } events(days: $days, max: 150) { date move { move1d } } } }`,
        { ticker: c.ticker, days: FIVE_YEARS },
      );
      if (company.events.some((e) => e.move?.move1d != null)) {
        reacting = company;
        break;
      }
    }
    if (reacting) break;
    if (Date.now() > deadline) throw new Error('no company with measured moves on its past catalysts and chart events');
    await new Promise((r) => setTimeout(r, 3_000));
  }
});

const AXE_SOURCE = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
declare global {
  interface Window {
    axe?: {
      run: (ctx: Document, opts: unknown) => Promise<{ violations: { id: string; impact: string | null; help: string; nodes: { target: unknown[] }[] }[] }>;
    };
  }
}

/** Serious and critical axe violations on nodes inside the given test ids (axe runs on the page; the rest is other issues' business). */
async function auditSections(page: Page, testIds: string[]): Promise<string[]> {
  if (!(await page.evaluate(() => typeof window.axe !== 'undefined'))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(async (ids) => {
    const sections = ids.map((id) => document.querySelector(`[data-testid="${id}"]`)).filter((el): el is Element => el !== null);
    const inside = (target: unknown[]) => {
      const el = typeof target[0] === 'string' ? document.querySelector(target[0]) : null;
      return el !== null && sections.some((s) => s.contains(el));
    };
    const result = await window.axe!.run(document, { resultTypes: ['violations'] });
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .flatMap((v) => v.nodes.filter((n) => inside(n.target)).map((n) => `${v.id}: ${n.target.join(' ')}`));
  }, testIds);
}

/** How far each element sticks out of the viewport on the right (px), by test id; the page's own horizontal overflow. */
async function overflow(page: Page, testIds: string[]): Promise<Record<string, number>> {
  return page.evaluate((ids) => {
    const out: Record<string, number> = {};
    const main = document.querySelector('main')!;
    out.main = main.scrollWidth - main.clientWidth;
    out.document = document.documentElement.scrollWidth - document.documentElement.clientWidth;
    for (const id of ids) {
      const el = document.querySelector(`[data-testid="${id}"]`);
      out[id] = el ? Math.max(0, el.getBoundingClientRect().right - document.documentElement.clientWidth, el.scrollWidth - el.clientWidth) : -1;
    }
    return out;
  }, testIds);
}

const LANGS = [
  {
    lang: 'fr',
    locale: 'fr-FR',
    title: 'Trésorerie',
    past: 'Catalyseurs passés',
    // Compact money in the company's currency ("312,4 M $US", "1,2 Md $HK", "85,0 Md ₩").
    money: /^\D{0,4}\d[\d\s\u202f\u00a0,]*(\s?\p{L}{1,3})?\s?\S{0,4}$/u,
    burn: /^\D{0,4}\d[\d\s\u202f\u00a0,]*(\s?\p{L}{1,3})?\s?\S{0,4} par trimestre$/u,
    months: /^\d[\d\s\u202f\u00a0]*,\d mois$/,
    atNext: /^(\d[\d\s\u202f\u00a0]*,\d mois de trésorerie restant à la lecture|Trésorerie épuisée \d[\d\s\u202f\u00a0]*,\d mois avant la lecture)$/,
    fact: /(10-Q|10-K|démonstration), période close le \d{2}\/\d{2}\/\d{4}, déposé le \d{2}\/\d{2}\/\d{4}/,
    quarters: /moyenne du flux de trésorerie d'exploitation sur [1-4] trimestres?/,
    demo: 'Données de démonstration',
    percent: /^[+\u2212]?\d+,\d\s%$|^n\.d\.$/,
    markerMove: /, cours [+\u2212]?\d+,\d\s% en 1 jour \(ouvrir l'essai\)$/,
    tooltipMove: /Cours : [+\u2212]?\d+,\d\s% en 1 jour, ([+\u2212]?\d+,\d\s%|n\.d\.) en 5 jours/,
    trialTitle: 'Trésorerie de la société',
    thisReadout: /^(\d[\d\s\u202f\u00a0]*,\d mois de trésorerie restant à la lecture|Trésorerie épuisée \d[\d\s\u202f\u00a0]*,\d mois avant la lecture)$/,
  },
  {
    lang: 'en',
    locale: 'en-US',
    title: 'Cash runway',
    past: 'Past catalysts',
    // Compact money in the company's currency ("$312.4M", "HK$1.2B", "₩85.0B").
    money: /^\D{0,4}\d[\d,.]*\s?(K|M|B|T)?$/,
    burn: /^\D{0,4}\d[\d,.]*\s?(K|M|B|T)? per quarter$/,
    months: /^\d[\d,]*\.\d months?$/,
    atNext: /^(\d[\d,]*\.\d months? of cash left at the readout|Cash runs out \d[\d,]*\.\d months? before the readout)$/,
    fact: /(10-Q|10-K|demo), period ended \d{2}\/\d{2}\/\d{4}, filed \d{2}\/\d{2}\/\d{4}/,
    quarters: /mean operating cash flow over [1-4] quarters?/,
    demo: 'Demo data',
    percent: /^[+\u2212]?\d+\.\d%$|^n\/a$/,
    markerMove: /, stock [+\u2212]?\d+\.\d% over 1 day \(open the trial\)$/,
    tooltipMove: /Stock: [+\u2212]?\d+\.\d% over 1 day, ([+\u2212]?\d+\.\d%|n\/a) over 5 days/,
    trialTitle: 'Company cash runway',
    thisReadout: /^(\d[\d,]*\.\d months? of cash left at the readout|Cash runs out \d[\d,]*\.\d months? before the readout)$/,
  },
] as const;

/** A day as the app writes it in short ("09/12/2026") and in words ("9 décembre 2026"). */
function dayWords(iso: string, l: { lang: string; locale: string }): { short: string; long: string } {
  const [y, m, d] = iso.split('-');
  const long = new Intl.DateTimeFormat(l.locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`));
  return { short: l.lang === 'fr' ? `${d}/${m}/${y}` : `${m}/${d}/${y}`, long };
}

for (const L of LANGS) {
  describe(`issue 31 on the company page and the stock tab (${L.lang})`, () => {
    it('shows cash, burn, runway and the runway at the next readout with their sources, and the runway bar with the readouts on it', async () => {
      const { page, context, errors } = await openPage(`/company/${encodeURIComponent(burning.ticker)}`, { locale: L.locale });
      const card = page.getByTestId('company-runway');
      await card.getByRole('heading', { name: L.title, exact: true }).waitFor();
      const text = async (id: string) => ((await card.getByTestId(id).first().textContent()) ?? '').trim();
      expect(await text('runway-cash-value')).toMatch(L.money);
      expect(await text('runway-cash-source')).toMatch(L.fact);
      expect(await text('runway-burn-value')).toMatch(L.burn);
      expect(await text('runway-burn-source')).toMatch(L.quarters);
      expect(await text('runway-burn-source')).toMatch(L.fact);
      expect(await text('runway-months-value')).toMatch(L.months);
      expect(await text('runway-end-value')).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
      expect(await text('runway-at-next-value')).toMatch(L.atNext);
      // The next readout's day, named once: its window end, or the label when that names the day.
      const nextDay = dayWords(burning.runway.readouts[0].readoutDate, L);
      const nextSource = await text('runway-at-next-source');
      expect(nextSource.includes(nextDay.short) !== nextSource.includes(nextDay.long)).toBe(true);
      // The next readout's trial is linked, with its risk in words.
      const next = card.getByTestId('runway-at-next');
      expect(await next.getByRole('link').getAttribute('href')).toBe(`/trial/${burning.runway.readouts[0].nctId}`);
      expect((await next.getByTestId('runway-risk').textContent())!.length).toBeGreaterThan(0);
      if (burning.runway.demo) expect(await card.getByTestId('runway-source-line').getByTestId('runway-demo').textContent()).toBe(L.demo);

      // The bar: a figure named by its visible summary; one marker per readout day, a dilution risk said in its name.
      const bar = card.getByTestId('runway-bar');
      const summary = ((await bar.getByTestId('runway-bar-summary').textContent()) ?? '').trim();
      expect(summary.length).toBeGreaterThan(20);
      await card.getByRole('figure', { name: summary }).waitFor();
      const days = new Set(burning.runway.readouts.map((r) => r.readoutDate));
      const markers = bar.getByTestId('runway-marker');
      expect(await markers.count()).toBe(days.size);
      const marker = markers.first();
      expect((await marker.getAttribute('aria-label'))!.length).toBeGreaterThan(10);
      await marker.focus();
      const tip = bar.getByTestId('runway-marker-tooltip');
      await tip.waitFor();
      expect((await tip.textContent())!.trim().length).toBeGreaterThan(10);
      const risky = await bar
        .locator('[data-testid="runway-marker"][data-risk="BEFORE_READOUT"], [data-testid="runway-marker"][data-risk="WITHIN_6_MONTHS"]')
        .count();
      const riskyList = burning.runway.readouts.filter((r) => r.risk === 'BEFORE_READOUT' || r.risk === 'WITHIN_6_MONTHS');
      expect(risky > 0).toBe(riskyList.length > 0);
      if (risky) {
        const name = await bar
          .locator('[data-testid="runway-marker"][data-risk="BEFORE_READOUT"], [data-testid="runway-marker"][data-risk="WITHIN_6_MONTHS"]')
          .first()
          .getAttribute('aria-label');
        expect(name).toMatch(L.lang === 'fr' ? /Risque de dilution/ : /Dilution risk/);
      }
      // The list below says the same in words.
      expect(await card.getByTestId('runway-readout').count()).toBe(burning.runway.readouts.length);
      // Each readout names its day once: never "09/12/2026 9 décembre 2026".
      const rowTexts = await card.getByTestId('runway-readout').allTextContents();
      burning.runway.readouts.forEach((r, i) => {
        const day = dayWords(r.readoutDate, L);
        expect(rowTexts[i].includes(day.short) && rowTexts[i].includes(day.long)).toBe(false);
      });
      expect(await auditSections(page, ['company-runway'])).toEqual([]);
      await screenshot(page, `issue31-runway-${L.lang}`, { fullPage: false });
      expect(errors).toEqual([]);
      await context.close();
    });

    it('lists the past catalysts with their moves, and the chart markers carry their % move', async () => {
      const reacted = reacting!;
      const { page, context, errors } = await openPage(`/company/${encodeURIComponent(reacted.ticker)}`, { locale: L.locale });
      const past = page.getByTestId('company-past-catalysts');
      await past.getByRole('heading', { name: L.past, exact: true }).waitFor();
      const rows = past.locator('tbody tr');
      expect(await rows.count()).toBe(Math.min(50, reacted.pastCatalysts.length));
      const moves = await past.getByTestId('past-catalyst-move1d').allTextContents();
      for (const m of moves) expect(m.trim()).toMatch(L.percent);
      expect(moves.some((m) => /\d/.test(m))).toBe(true);
      for (const m of await past.getByTestId('past-catalyst-move5d').allTextContents()) expect(m.trim()).toMatch(L.percent);
      const benchmark = reacted.pastCatalysts.find((p) => p.move)!.move!.benchmark;
      await past.getByRole('columnheader', { name: new RegExp(benchmark) }).waitFor();
      expect((await past.getByTestId('past-catalyst-outcome').first().textContent())!.length).toBeGreaterThan(0);
      expect(await past.getByTestId('past-catalysts-demo').textContent()).toBe(L.demo);
      expect(await auditSections(page, ['company-past-catalysts'])).toEqual([]);

      // The chart over five years: markers with a measured move say it in their name and tooltip.
      await page.getByTestId('chart-range-Y5').click();
      await page.getByTestId('price-events-chart').waitFor();
      const measured = page.locator('[data-testid="chart-marker"][data-move]');
      await expect.poll(async () => measured.count()).toBeGreaterThan(0);
      const marker = measured.first();
      expect(await marker.getAttribute('aria-label')).toMatch(L.markerMove);
      await marker.hover();
      const tip = page.getByTestId('chart-marker-tooltip');
      await tip.waitFor();
      expect(await tip.textContent()).toMatch(L.tooltipMove);
      await screenshot(page, `issue31-past-catalysts-${L.lang}`);
      expect(errors).toEqual([]);
      await context.close();
    });

    it("shows the runway card on the stock tab of one of the company's trials", async () => {
      const readout = burningTrial!;
      const { page, context, errors } = await openPage(`/trial/${readout.nctId}?tab=stocks`, { locale: L.locale });
      const card = page.getByTestId('trial-runway');
      await card.getByRole('heading', { name: L.trialTitle, exact: true }).waitFor();
      expect(((await card.getByTestId('runway-cash-value').textContent()) ?? '').trim()).toMatch(L.money);
      expect(((await card.getByTestId('runway-cash-source').textContent()) ?? '').trim()).toMatch(L.fact);
      expect(((await card.getByTestId('runway-months-value').textContent()) ?? '').trim()).toMatch(L.months);
      expect(((await card.getByTestId('trial-runway-at').textContent()) ?? '').trim()).toMatch(L.thisReadout);
      expect(await card.getByTestId('trial-runway-readout').getByTestId('runway-risk').getAttribute('data-risk')).toBe(readout.risk);
      if (burning.runway.demo) expect(await card.getByTestId('runway-demo').textContent()).toBe(L.demo);
      expect(await card.getByRole('link').first().getAttribute('href')).toBe(`/company/${encodeURIComponent(burning.ticker)}`);
      expect(await auditSections(page, ['trial-runway'])).toEqual([]);
      await screenshot(page, `issue31-stock-tab-${L.lang}`);
      expect(errors).toEqual([]);
      await context.close();
    });

    it('fits 375 px: the new sections do not overflow the screen', async () => {
      const { page, context } = await openPage(`/company/${encodeURIComponent(burning.ticker)}`, { locale: L.locale, width: 375, height: 800 });
      await page.getByTestId('company-runway').getByTestId('runway-bar').waitFor();
      await page.getByTestId('company-past-catalysts').waitFor();
      const sizes = await overflow(page, ['company-runway', 'runway-bar', 'company-past-catalysts']);
      for (const [id, px] of Object.entries(sizes)) expect(px, id).toBeLessThanOrEqual(1);
      await screenshot(page, `issue31-company-375-${L.lang}`);
      await page.goto(`/trial/${burningTrial!.nctId}?tab=stocks`);
      await page.getByTestId('trial-runway').waitFor();
      const trialSizes = await overflow(page, ['trial-runway']);
      for (const [id, px] of Object.entries(trialSizes)) expect(px, id).toBeLessThanOrEqual(1);
      await context.close();
    });
  });
}
