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
