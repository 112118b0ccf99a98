import { afterAll, describe, expect, it } from 'vitest';
import { BASE_URL, closeBrowser, openPage, screenshot } from './helpers';

afterAll(closeBrowser);

/** A catalyst window or countdown as the badge writes it: quarter, month, day, year, or relative days. */
const FR_WINDOW = /^(T[1-4] \d{4}|\p{L}+ \d{4}|\d{1,2} \p{L}+ \d{4}|\d{4}|aujourd'hui|demain|hier|dans \d+ jours?|il y a \d+ jours?)$/u;
const EN_WINDOW = /^(Q[1-4] \d{4}|[A-Z][a-z]+ \d{4}|[A-Z][a-z]+ \d{1,2}, \d{4}|\d{4}|today|tomorrow|yesterday|in \d+ days?|\d+ days? ago)$/;

/** The listed company with the most trials in the seeded data (companies() without search). */
async function topCompany(): Promise<{ ticker: string; name: string }> {
  const res = await fetch(`${BASE_URL}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: '{ companies(first: 1) { ticker name } }' }),
  });
  const body = (await res.json()) as { data: { companies: { ticker: string; name: string }[] } };
  return body.data.companies[0];
}

describe('/company/:ticker', () => {
  it('shows the company page in French: facts, caps with their currency, pipeline, chart with ranges and trial-event markers', async () => {
    const top = await topCompany();
    const { page, context, errors } = await openPage(`/company/${encodeURIComponent(top.ticker)}`);
    await page.getByTestId('company-page').waitFor();
    expect(await page.getByTestId('company-name').textContent()).toBe(top.name);
    expect(await page.getByTestId('company-market-cap-usd').textContent()).toMatch(/^[\d\s\u202f\u00a0,]+\s?(Md|Bn|M|k)\s\$US$/); // French compact dollars: "110,7 Md $US"
    expect(await page.getByTestId('company-market-cap').textContent()).not.toMatch(/^[\d.,]+B$/); // never a bare "B"
    await page.getByRole('heading', { name: 'Pipeline' }).waitFor();
    expect(await page.getByTestId('pipeline-row').count()).toBeGreaterThan(0);
    // Next catalysts are readout windows with their confidence ("T2 2027", "juin 2027", "dans 3 jours"), never a bare date.
    const badges = page.getByTestId('company-pipeline').getByTestId('next-catalyst');
    expect(await badges.count()).toBeGreaterThan(0);
    const windows = await page.getByTestId('company-pipeline').getByTestId('catalyst-countdown').allTextContents();
    for (const w of windows) {
      expect(w).toMatch(FR_WINDOW);
      expect(w).not.toMatch(/\d{2}\/\d{2}\/\d{4}/);
    }
    for (const c of await page.getByTestId('company-pipeline').getByTestId('catalyst-confidence').allTextContents()) {
      expect(['Réalisé', 'Anticipé', 'En retard', 'Passé']).toContain(c);
    }
    await page.getByRole('heading', { name: 'Catalyseurs à venir (24 mois)' }).waitFor();
    // The timeline lists what is ahead or overdue only.
    for (const c of await page.getByTestId('company-catalysts').getByTestId('catalyst-confidence').allTextContents()) {
      expect(['Anticipé', 'En retard']).toContain(c);
    }
    await page.getByRole('heading', { name: 'Distribution des scores' }).waitFor();
    // Chart: five years of prices, markers for the company's trial events.
    await page.getByTestId('chart-range-Y5').click();
    await page.getByTestId('price-events-chart').waitFor();
    const markers = page.getByTestId('chart-marker');
    await expect.poll(async () => markers.count()).toBeGreaterThan(0);
    await screenshot(page, 'company-fr');
    const marker = markers.first();
    const nctId = await marker.getAttribute('data-nct');
    await marker.hover();
    const tip = page.getByTestId('chart-marker-tooltip');
    await tip.waitFor();
    expect(await tip.textContent()).toContain(nctId!);
    await marker.click();
    await page.waitForURL(`**/trial/${nctId}`);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('speaks English, and fits 375 px', async () => {
    const top = await topCompany();
    const { page, context } = await openPage(`/company/${encodeURIComponent(top.ticker)}`, { locale: 'en-US', width: 375, height: 800 });
    await page.getByTestId('company-page').waitFor();
    await page.getByRole('heading', { name: 'Upcoming catalysts (24 months)' }).waitFor();
    await page.getByRole('heading', { name: 'Past readouts' }).waitFor();
    const windows = await page.getByTestId('company-pipeline').getByTestId('catalyst-countdown').allTextContents();
    expect(windows.length).toBeGreaterThan(0);
    for (const w of windows) expect(w).toMatch(EN_WINDOW);
    await page.getByTestId('price-events-chart').waitFor();
    expect(
      await page.evaluate(() => {
        const m = document.querySelector('main')!;
        return m.scrollWidth - m.clientWidth;
      }),
    ).toBeLessThanOrEqual(1);
    await screenshot(page, 'company-en-375');
    await context.close();
  });

  it('an unknown ticker says so', async () => {
    const { page, context } = await openPage('/company/ZZZZZQ');
    await page.getByText("Aucune société cotée n'a le symbole ZZZZZQ.").waitFor();
    await context.close();
  });

  it('a ticker badge of the stocks page opens its company page', async () => {
    const { page, context } = await openPage('/stocks');
    const link = page.getByTestId('stock-card').first().getByTestId('ticker-link');
    await link.waitFor();
    const ticker = (await link.textContent())!.trim();
    await link.click();
    await page.waitForURL(`**/company/${encodeURIComponent(ticker)}`);
    await page.getByTestId('company-page').waitFor();
    expect(await page.getByTestId('company-ticker').textContent()).toBe(ticker);
    await context.close();
  });

  it('the header search finds companies by ticker in a group of their own', async () => {
    const top = await topCompany();
    const { page, context } = await openPage('/');
    await page.getByTestId('search-input').fill(top.ticker);
    await page.getByTestId('search-company-group').waitFor();
    expect(await page.getByTestId('search-company-group').textContent()).toBe('Sociétés');
    await page.getByTestId('search-company').first().click();
    await page.waitForURL(`**/company/${encodeURIComponent(top.ticker)}`);
    await page.getByTestId('company-page').waitFor();
    await context.close();
  });
});
