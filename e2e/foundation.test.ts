import { afterAll, describe, expect, it } from 'vitest';
import { closeBrowser, openPage, screenshot } from './helpers';

afterAll(closeBrowser);

describe('foundation slice', () => {
  it('opens / with the header, the demo badge and the dashboard', async () => {
    const { page, context, errors } = await openPage('/');
    await page.getByRole('link', { name: 'Trialyst' }).waitFor();
    await page.getByTestId('demo-badge').waitFor();
    expect(await page.getByTestId('demo-badge').textContent()).toContain('Données de démonstration');
    expect(await page.locator('html').getAttribute('lang')).toBe('fr');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('opens /trials and sees trials', async () => {
    const { page, context, errors } = await openPage('/trials');
    await page.getByRole('heading', { name: 'Essais Cliniques de Phase 3' }).waitFor();
    await page.getByTestId('trial-card').first().waitFor();
    const cards = await page.getByTestId('trial-card').count();
    expect(cards).toBeGreaterThan(0);
    const count = await page.getByTestId('trials-count').textContent();
    expect(count).toMatch(/\d+ essai\(s\) trouvé\(s\) \(sur \d+ total\)/);
    await screenshot(page, 'trials-fr');
    expect(errors).toEqual([]);
    await context.close();
  });
});
