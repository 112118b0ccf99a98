import { afterAll, describe, expect, it } from 'vitest';
import { closeBrowser, openPage, screenshot } from './helpers';

afterAll(closeBrowser);

describe('/analytics', () => {
  for (const [locale, heading, toggle, lang] of [
    ['fr-FR', 'Analytiques', 'Voir le tableau', 'fr'],
    ['en-US', 'Analytics', 'Show table', 'en'],
  ] as const) {
    it(`renders the nivo charts and their table views (${lang})`, async () => {
      const { page, context, errors } = await openPage('/analytics', { locale });
      await page.getByRole('heading', { name: heading, exact: true }).waitFor();
      await page.getByTestId('overview-total').waitFor();
      expect(Number((await page.getByTestId('overview-total').textContent())!.replace(/\D/g, ''))).toBeGreaterThan(0);
      for (const id of ['chart-countries', 'chart-sponsors', 'chart-status', 'chart-phases', 'chart-continents', 'chart-verdicts']) {
        await page.getByTestId(id).locator('svg').first().waitFor();
      }
      // nivo drew bars and pie slices.
      expect(await page.getByTestId('chart-countries').locator('svg rect').count()).toBeGreaterThan(0);
      expect(await page.getByTestId('chart-status').locator('svg path').count()).toBeGreaterThan(0);
      await page.getByTestId('average-score').waitFor();
      // One decimal in the interface language: 5,0/10 in French, 5.0/10 in English.
      expect(await page.getByTestId('average-score').textContent()).toMatch(lang === 'fr' ? /^\d+,\d\/10$/ : /^\d+\.\d\/10$/);
      await screenshot(page, `part2-analytics-${lang}`);
      // Text alternative: the table view of a chart.
      const card = page.getByTestId('chart-countries');
      await card.getByRole('button', { name: toggle }).click();
      await card.locator('table tbody tr').first().waitFor();
      expect(await card.locator('table tbody tr').count()).toBeGreaterThan(0);
      expect(await card.getByRole('button', { name: toggle }).count()).toBe(0);
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it('lists historical snapshots', async () => {
    const { page, context } = await openPage('/analytics');
    await page.getByTestId('overview-total').waitFor();
    await page.getByTestId('analytics-type').selectOption('historical');
    await page.getByTestId('analytics-limit').waitFor();
    // Either snapshots exist or the empty state offers to generate one.
    await page.locator('[data-testid="snapshots"], [data-testid="analytics-generate"]').first().waitFor();
    await screenshot(page, 'part2-analytics-historical');
    await context.close();
  });
});
