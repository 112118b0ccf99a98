import { afterAll, describe, expect, it } from 'vitest';
import { closeBrowser, openPage, screenshot } from './helpers';

afterAll(closeBrowser);

describe('/stocks', () => {
  it('shows the cache bar and OUI cards with metrics, 20 per page; a filter change goes back to page 1', async () => {
    const { page, context, errors } = await openPage('/stocks');
    await page.getByRole('heading', { name: 'Tableau de bord boursier' }).waitFor();
    await page.getByTestId('stock-card').first().waitFor();
    expect(await page.getByTestId('stocks-verdict').inputValue()).toBe('OUI');
    expect(await page.getByTestId('stocks-pagination-size').inputValue()).toBe('20');
    expect(await page.getByTestId('stock-card').count()).toBeLessThanOrEqual(20);
    const text = await page.getByTestId('stock-card').first().textContent();
    expect(text).toMatch(/P\/E/);
    expect(text).toMatch(/Bêta/);
    expect(text).toMatch(/\d+,\d\s?(Bn|Md|M|k)\s?\S+/); // market cap in billions, 1 decimal, with its currency (Intl compact, French)
    await page
      .getByTestId('cache-bar')
      .getByText(/Cache : \d+ entrées valides/)
      .waitFor();
    await screenshot(page, 'part2-stocks-fr');
    if (await page.getByTestId('stocks-pagination-next').isEnabled()) {
      await page.getByTestId('stocks-pagination-next').click();
      await expect.poll(async () => page.getByTestId('stocks-pagination-page').textContent()).toMatch(/^Page 2/);
      await page.getByTestId('stocks-verdict').selectOption('ALL');
      await expect.poll(async () => page.getByTestId('stocks-pagination-page').textContent()).toMatch(/^Page 1/);
    }
    expect(errors).toEqual([]);
    await context.close();
  });

  it('sorts the cards by market cap in USD (caps in yen and in dollars compare), each cap in its own currency', async () => {
    const { page, context, errors } = await openPage('/stocks');
    await page.getByTestId('stock-card').first().waitFor();
    await page.getByTestId('stocks-verdict').selectOption('ALL');
    // Cards without a known cap (no quote) come last: only the known ones are compared.
    const usdCaps = async () =>
      (await page.getByTestId('stock-card-market-cap').evaluateAll((els) => els.map((e) => (e as HTMLElement).dataset.usd ?? ''))).filter(Boolean).map(Number);
    const sortedBy = (order: 1 | -1) => (caps: number[]) => caps.every((c, i) => i === 0 || order * (c - caps[i - 1]) >= 0);
    /** Picks an order and waits for the cards of its answer. */
    const sortBy = async (option: string, order: 'ASC' | 'DESC'): Promise<number[]> => {
      const answered = page.waitForResponse((r) => r.url().includes('/graphql') && (r.request().postData() ?? '').includes(`"sortOrder":"${order}"`));
      await page.getByTestId('stocks-sort').selectOption(option);
      await answered;
      const sign = order === 'ASC' ? 1 : -1;
      await expect.poll(async () => sortedBy(sign)(await usdCaps()) && (await usdCaps()).length > 1).toBe(true);
      return usdCaps();
    };
    const desc = await sortBy('capUsdDesc', 'DESC');
    expect(desc.length).toBeGreaterThan(1);
    expect(sortedBy(-1)(desc)).toBe(true);
    expect(desc[0]).toBeGreaterThan(desc[desc.length - 1]);
    const asc = await sortBy('capUsdAsc', 'ASC');
    expect(sortedBy(1)(asc)).toBe(true);
    expect(asc[0]).toBeLessThan(desc[0]);
    // Own currency with its symbol, never a bare "B"; a non-dollar cap adds its USD value.
    for (const text of await page.getByTestId('stock-card-market-cap').allTextContents()) expect(text).not.toMatch(/^[\d.,\s]+B$/);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('fits 375 px', async () => {
    const { page, context } = await openPage('/stocks', { width: 375, height: 800 });
    await page.getByTestId('stock-card').first().waitFor();
    expect(
      await page.evaluate(() => {
        const m = document.querySelector('main')!;
        return m.scrollWidth - m.clientWidth;
      }),
    ).toBeLessThanOrEqual(1);
    await screenshot(page, 'part2-stocks-375');
    await context.close();
  });
});
