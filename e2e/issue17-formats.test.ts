import { afterAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { closeBrowser, gql, openPage, screenshot } from './helpers';

afterAll(closeBrowser);

/**
 * Issue 17, "Language and formats": numbers, percentages, currencies and dates in the interface
 * language (Intl), label colons typeset per language, readable chart-axis dates, analysis sources as
 * readable chips instead of developer field paths, "today"/"tomorrow" countdowns.
 */

interface TrialNode {
  nctId: string;
  ticker: string | null;
  enrollment: number | null;
}

let trialsCache: TrialNode[] | null = null;
async function trials(): Promise<TrialNode[]> {
  trialsCache ??= (await gql<{ trials: { nodes: TrialNode[] } }>('query { trials(first: 100) { nodes { nctId ticker enrollment } } }')).trials.nodes;
  return trialsCache;
}

/** A listed trial with at least 1,000 participants (grouping shows), else any listed trial. */
async function listedTrial(): Promise<TrialNode> {
  const all = await trials();
  const listed = all.filter((t) => t.ticker);
  expect(listed.length).toBeGreaterThan(0);
  return listed.find((t) => (t.enrollment ?? 0) >= 1000) ?? listed[0];
}

/** The <dd> after the <dt> whose text is `label` inside `scope`. */
function ddAfter(page: Page, scope: string, label: string) {
  return page
    .getByTestId(scope)
    .locator('dt', { hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::dd[1]');
}

const LANGS = [
  { lang: 'fr', locale: 'fr-FR' },
  { lang: 'en', locale: 'en-US' },
] as const;

describe('issue 17 — numbers in the interface language', () => {
  it('English: "1,707"-style grouping, "Sponsor:" without a space, "AI score: 5.0/10"', async () => {
    const trial = await listedTrial();
    const { page, context, errors } = await openPage(`/trial/${trial.nctId}`, { locale: 'en-US' });
    await page.getByTestId('key-info').waitFor();
    const participants = (await ddAfter(page, 'key-info', 'Participants').textContent()) ?? '';
    if (trial.enrollment != null) expect(participants).toContain(trial.enrollment.toLocaleString('en-US'));
    if ((trial.enrollment ?? 0) >= 1000) expect(participants).toMatch(/\d,\d{3}/);

    await page.goto(`/trial/${trial.nctId}?tab=stocks`);
    const score = page.getByText(/^AI score:/).first();
    await score.waitFor();
    expect((await score.textContent())!.trim()).toMatch(/^AI score: (\d+\.\d\/10|—)$/);
    expect(await page.getByText(/^AI score :/).count()).toBe(0);
    await page.getByTestId('stock-panel').waitFor();
    const panel = (await page.getByTestId('stock-panel').textContent()) ?? '';
    // English percentages: no space before %, decimal point.
    expect(panel).toMatch(/[+\u2212]?\d+\.\d{2}%/);
    expect(panel).not.toMatch(/\d,\d{2}\s%/);

    await page.goto('/trials');
    const card = page.getByTestId('trial-card').first();
    await card.waitFor();
    const text = (await card.textContent()) ?? '';
    expect(text).toContain('Sponsor:');
    expect(text).not.toContain('Sponsor :');
    await screenshot(page, 'issue17-formats-trials-en');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('French: "46,0 %" percentages, "5,0/10" scores, grouped thousands, never "46.00%"', async () => {
    const trial = await listedTrial();
    const { page, context, errors } = await openPage(`/trial/${trial.nctId}?tab=stocks`);
    const score = page.getByText(/^Score IA :/).first();
    await score.waitFor();
    expect((await score.textContent())!.trim()).toMatch(/^Score IA : (\d+,\d\/10|—)$/);
    await page.getByTestId('stock-panel').waitFor();
    const panel = (await page.getByTestId('stock-panel').textContent()) ?? '';
    expect(panel).toMatch(/[+\u2212]?\d+,\d{2}\s%/);
    expect(panel).not.toMatch(/\d\.\d{2}%/);
    // Prices with the currency the French way ("123,45 $US"), market cap compact with its currency.
    expect(panel).toMatch(/\d+,\d{2}\s(\$US|€|£|¥|JPY|CHF|DKK|SEK|\S+)/);
    expect(panel).not.toMatch(/\d[.,]\d+B(\s|$)/);

    await page.goto('/analytics');
    await page.getByTestId('overview-total').waitFor();
    const tiles = (await page.getByTestId('overview-cards').textContent()) ?? '';
    expect(tiles).not.toMatch(/\d,\d{3}/);
    const card = page.getByTestId('chart-countries');
    await card.getByRole('button', { name: 'Voir le tableau' }).click();
    await card.locator('table tbody tr').first().waitFor();
    const shares = await card.locator('table tbody tr td:nth-child(3)').allTextContents();
    expect(shares.length).toBeGreaterThan(0);
    for (const s of shares) expect(s).toMatch(/^\d+,\d\s%$/);
    const average = (await page.getByTestId('average-score').textContent()) ?? '';
    expect(average).toMatch(/^\d+,\d\/10$/);
    expect((await page.locator('main').textContent()) ?? '').not.toMatch(/\d\.\d+%/);
    await screenshot(page, 'issue17-formats-analytics-fr');
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('issue 17 — readable chart axis dates', () => {
  for (const { lang, locale } of LANGS) {
    it(`the stock chart's axis shows "22 oct." / "Oct 22", never "10-22" (${lang})`, async () => {
      const trial = await listedTrial();
      const { page, context, errors } = await openPage(`/trial/${trial.nctId}?tab=stocks`, { locale });
      await page.getByTestId('open-stock-chart').click();
      const dialog = page.getByRole('dialog');
      await dialog.getByTestId('stock-chart').locator('svg text').first().waitFor();
      const ticks = (await dialog.getByTestId('stock-chart').locator('svg text').allTextContents()).map((s) => s.trim());
      const dates = ticks.filter((s) => (lang === 'fr' ? /^\d{1,2}\s\p{L}+\.?$/u : /^[A-Z][a-z]{2}\s\d{1,2}$/).test(s));
      expect(dates.length, ticks.join(' | ')).toBeGreaterThanOrEqual(3);
      expect(ticks.filter((s) => /^\d{2}-\d{2}$/.test(s))).toEqual([]);
      // The price axis: no two labels alike, each wholly inside the chart, none far from the plot.
      const chart = dialog.getByTestId('stock-chart');
      const box = (await chart.boundingBox())!;
      const prices = await chart
        .locator('svg text')
        .evaluateAll((nodes) => nodes.map((n) => ({ text: (n.textContent ?? '').trim(), left: n.getBoundingClientRect().left })));
      const axis = prices.filter((p) => /\d/.test(p.text) && !dates.includes(p.text));
      expect(axis.length, ticks.join(' | ')).toBeGreaterThanOrEqual(3);
      expect(new Set(axis.map((p) => p.text)).size, axis.map((p) => p.text).join(' | ')).toBe(axis.length);
      for (const p of axis) expect(p.left - box.x, p.text).toBeGreaterThanOrEqual(0);
      expect(Math.min(...axis.map((p) => p.left - box.x)), axis.map((p) => p.text).join(' | ')).toBeLessThanOrEqual(12);
      await screenshot(page, `issue17-formats-stock-chart-${lang}`);
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});

describe('issue 17 — analysis sources as readable chips', () => {
  for (const { lang, locale } of LANGS) {
    it(`the AI tab shows "Source${lang === 'fr' ? ' :' : ':'} …" chips, the field in the tooltip, no "[leadSponsor.class]" (${lang})`, async () => {
      const trial = await listedTrial();
      const { page, context, errors } = await openPage(`/trial/${trial.nctId}?tab=ai`, { locale });
      const panel = page.getByTestId('analysis-panel');
      await panel.waitFor();
      const chips = panel.getByTestId('source-chip');
      expect(await chips.count()).toBeGreaterThan(0);
      const first = chips.first();
      // The chip's visible text (without its screen-reader part).
      const visible = await first.evaluate((el) => {
        const copy = el.cloneNode(true) as HTMLElement;
        copy.querySelectorAll('.sr-only').forEach((n) => n.remove());
        return (copy.textContent ?? '').trim();
      });
      expect(visible).toMatch(lang === 'fr' ? /^Sources? : \S/ : /^Sources?: \S/);
      const fields = (await first.getAttribute('data-fields')) ?? '';
      expect(fields.length).toBeGreaterThan(0);
      expect(await first.getAttribute('title')).toContain(fields);
      // Every chip has a label, not the raw path, for the fields the engine cites.
      const texts = await chips.allTextContents();
      for (const t of texts) expect(t).not.toMatch(/^Sources?\s?: (leadSponsor\.class|ticker_bourse|investissement_bourse)/);
      const body = (await panel.textContent()) ?? '';
      expect(body).not.toContain('[leadSponsor');
      expect(body).not.toContain('[ticker_bourse');
      expect(body).not.toMatch(/\[[A-Za-z_.]+(, [A-Za-z_.]+)*\]/);
      await screenshot(page, `issue17-formats-ai-${lang}`);
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});

describe('issue 17 — countdowns say today and tomorrow', () => {
  it('the dashboard never says "dans 0 jour" or "dans 1 jour"', async () => {
    const { page, context, errors } = await openPage('/');
    const upcoming = page.getByTestId('upcoming');
    await upcoming.waitFor();
    await expect.poll(async () => (await upcoming.textContent()) ?? '').toMatch(/essai|Aucun/);
    const text = (await upcoming.textContent()) ?? '';
    expect(text).not.toMatch(/dans [01] jour\b/);
    expect(text).not.toMatch(/dans -\d/);
    expect(errors).toEqual([]);
    await context.close();
  });
});
