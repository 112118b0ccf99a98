import { afterAll, describe, expect, it } from 'vitest';
import { closeBrowser, gql, openPage, screenshot, signUp } from './helpers';

afterAll(closeBrowser);

async function someTrial(): Promise<{ nctId: string; briefTitle: string; ticker: string | null }> {
  const data = await gql<{ trials: { nodes: { nctId: string; briefTitle: string; ticker: string | null }[] } }>(
    'query { trials(first: 100) { nodes { nctId briefTitle ticker } } }',
  );
  return data.trials.nodes.find((t) => t.ticker) ?? data.trials.nodes[0];
}

describe('trials in the browser', () => {
  it('search → open a trial (keyboard and click)', async () => {
    const trial = await someTrial();
    const word = trial.briefTitle.split(/\s+/).find((w) => w.length >= 6) ?? trial.briefTitle.slice(0, 6);
    const { page, context, errors } = await openPage('/');
    const input = page.getByRole('combobox', { name: 'Rechercher un essai' });
    await input.fill('x');
    await page.getByText('Tapez au moins 2 caractères').waitFor();
    await input.fill(trial.nctId);
    const first = page.getByTestId('search-result').first();
    await first.waitFor();
    expect(await first.textContent()).toContain(trial.nctId);
    await input.press('ArrowDown');
    await input.press('Enter');
    await page.waitForURL(`**/trial/${trial.nctId}`);
    expect(await input.inputValue()).toBe('');
    await page.getByTestId('trial-detail').waitFor();

    await input.fill(word);
    await page.getByTestId('search-result').first().waitFor();
    expect(await page.getByTestId('search-result').count()).toBeLessThanOrEqual(5);
    await page.getByTestId('search-result').first().click();
    await page.waitForURL('**/trial/NCT*');
    await input.fill('zzqqxxnothing');
    await page.getByText(/Aucun résultat pour/).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('like as a signed-in user: the count moves and survives a reload', async () => {
    const trial = await someTrial();
    const { page, context } = await openPage('/');
    await signUp(page);
    await page.goto(`/trial/${trial.nctId}`);
    const like = page.getByTestId('trial-detail').getByTestId('like-button');
    await like.waitFor();
    const before = Number(await like.getByTestId('like-count').textContent());
    await like.click();
    await page.waitForFunction(
      () =>
        document.querySelector('[data-testid=trial-detail] [data-testid=like-button]')?.getAttribute('aria-pressed') === 'true' &&
        !document.querySelector('[data-testid=trial-detail] [data-testid=like-button]')?.hasAttribute('aria-disabled'),
    );
    expect(Number(await like.getByTestId('like-count').textContent())).toBe(before + 1);
    expect(await like.getAttribute('title')).toBe('Retirer le like');
    await page.reload();
    await page.getByTestId('trial-detail').getByTestId('like-button').waitFor();
    const after = page.getByTestId('trial-detail').getByTestId('like-button');
    await page.waitForFunction(() => document.querySelector('[data-testid=trial-detail] [data-testid=like-button]')?.getAttribute('aria-pressed') === 'true');
    expect(Number(await after.getByTestId('like-count').textContent())).toBe(before + 1);
    // Dislike clears the like.
    await page.getByTestId('trial-detail').getByTestId('dislike-button').click();
    await page.waitForFunction(
      () => document.querySelector('[data-testid=trial-detail] [data-testid=dislike-button]')?.getAttribute('aria-pressed') === 'true',
    );
    expect(Number(await after.getByTestId('like-count').textContent())).toBe(before);
    // Liked again: it shows in the dashboard's liked preview; unliking there removes the card.
    await after.click();
    await page.waitForFunction(() => document.querySelector('[data-testid=trial-detail] [data-testid=like-button]')?.getAttribute('aria-pressed') === 'true');
    await page.goto('/');
    const likedCard = page.locator(`[data-testid=trial-card][data-nct-id=${trial.nctId}]`).first();
    await likedCard.waitFor();
    expect(await page.getByTestId('tile-liked').textContent()).toContain('1');
    await likedCard.getByTestId('like-button').click();
    await page.getByRole('heading', { name: 'Vos essais likés' }).waitFor({ state: 'detached' });
    await context.close();
  });

  it('switches to English and back; the choice is saved', async () => {
    const trial = await someTrial();
    const { page, context } = await openPage('/');
    await page.getByRole('link', { name: 'Tableau de bord' }).first().waitFor();
    await screenshot(page, 'dashboard-fr');
    await page.getByTestId('language-switcher').selectOption('en');
    await page.getByRole('link', { name: 'Dashboard' }).first().waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    await page.getByTestId('demo-badge').waitFor();
    expect(await page.getByTestId('demo-badge').textContent()).toBe('Demo data');
    await screenshot(page, 'dashboard-en');
    await page.goto(`/trial/${trial.nctId}`);
    await page.getByRole('tab', { name: 'Summary' }).waitFor();
    await screenshot(page, 'trial-en');
    await page.reload();
    await page.getByRole('tab', { name: 'Summary' }).waitFor();
    await page.getByTestId('language-switcher').selectOption('fr');
    await page.getByRole('tab', { name: 'Résumé' }).waitFor();
    await screenshot(page, 'trial-fr');
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('fr');
    await context.close();
  });

  it('opens each detail tab; the tab is kept in the URL and survives a reload', async () => {
    const trial = await someTrial();
    const { page, context, errors } = await openPage(`/trial/${trial.nctId}`);
    await page.getByTestId('signal-card').waitFor();
    await page.getByTestId('key-info').waitFor();
    await page.getByRole('tab', { name: 'Scientifique' }).click();
    await page.waitForURL('**?tab=scientific');
    await page.getByRole('heading', { name: "Critères d'éligibilité" }).waitFor();
    await screenshot(page, 'trial-scientific-fr');
    await page.getByRole('tab', { name: 'Bourse' }).click();
    await page.waitForURL('**?tab=stocks');
    await page.getByRole('heading', { name: 'Analyse boursière' }).waitFor();
    await page.getByRole('tab', { name: 'Analyse IA' }).click();
    await page.waitForURL('**?tab=ai');
    await page.getByTestId('analysis-panel').waitFor();
    await page.getByTestId('breakdown-chart').waitFor();
    await page.getByTestId('breakdown-chart').locator('svg rect').first().waitFor();
    await screenshot(page, 'trial-ai-fr');
    await page.getByRole('tab', { name: 'Commentaires' }).click();
    await page.waitForURL('**?tab=comments');
    await page.getByTestId('comment-stats').waitFor();
    await page.reload();
    expect(await page.getByRole('tab', { name: 'Commentaires' }).getAttribute('aria-selected')).toBe('true');
    // Keyboard: arrows move between tabs.
    await page.getByRole('tab', { name: 'Commentaires' }).focus();
    await page.keyboard.press('ArrowLeft');
    await page.waitForURL('**?tab=ai');
    // Unknown trial.
    await page.goto('/trial/NCT00000001');
    await page.getByText('Essai non trouvé').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the stock chart modal opens with a chart', async () => {
    const trial = await someTrial();
    expect(trial.ticker).toBeTruthy();
    const { page, context } = await openPage(`/trial/${trial.nctId}?tab=stocks`);
    await page.getByTestId('stock-panel').waitFor();
    await page.getByTestId('open-stock-chart').click();
    const dialog = page.getByRole('dialog', { name: `Données Boursières - ${trial.ticker}` });
    await dialog.waitFor();
    await dialog.getByTestId('stock-chart').waitFor();
    await dialog.locator('svg path').first().waitFor();
    expect(await dialog.getByText('Informations générales').count()).toBe(1);
    expect(await dialog.getByText('Métriques avancées').count()).toBe(1);
    await screenshot(page, 'stock-chart-modal');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await context.close();
  });

  it('is usable at 375 px wide: no horizontal scroll, mobile menu', async () => {
    const trial = await someTrial();
    for (const path of ['/', '/trials', `/trial/${trial.nctId}`]) {
      const { page, context } = await openPage(path, { width: 375, height: 800 });
      await page.getByRole('button', { name: 'Ouvrir le menu' }).waitFor();
      await page.waitForTimeout(800);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `horizontal overflow on ${path}`).toBeLessThanOrEqual(1);
      if (path === '/') {
        await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
        await page.getByRole('navigation', { name: 'Menu mobile' }).getByRole('link', { name: 'Calendrier' }).waitFor();
        await screenshot(page, 'mobile-menu-375');
      }
      await context.close();
    }
  });
});
