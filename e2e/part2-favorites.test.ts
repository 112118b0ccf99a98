import { afterAll, describe, expect, it } from 'vitest';
import { closeBrowser, openPage, screenshot, signUp } from './helpers';

afterAll(closeBrowser);

describe('/favorites', () => {
  it('redirects a signed-out visitor to /login', async () => {
    const { page, context } = await openPage('/favorites');
    await page.waitForURL('**/login');
    await context.close();
  });

  it('lists a liked trial, and unliking removes the card', async () => {
    const { page, context, errors } = await openPage('/');
    await signUp(page);
    await page.goto('/favorites');
    await page.getByTestId('discover').waitFor();
    expect(await page.getByTestId('count-liked').textContent()).toBe('0');

    await page.goto('/trials');
    const card = page.getByTestId('trial-card').first();
    await card.waitFor();
    const nctId = await card.getAttribute('data-nct-id');
    await card.getByTestId('like-button').click();
    await expect.poll(async () => card.getByTestId('like-button').getAttribute('aria-pressed')).toBe('true');

    await page.goto('/favorites');
    const fav = page.locator(`[data-testid="trial-card"][data-nct-id="${nctId}"]`);
    await fav.waitFor();
    expect(await page.getByTestId('count-liked').textContent()).toBe('1');
    expect(await page.getByTestId('count-total').textContent()).toBe('1');
    expect(await page.getByRole('tab', { name: /Aimés/ }).getAttribute('aria-selected')).toBe('true');
    await screenshot(page, 'part2-favorites-fr');

    // Disliking from the liked tab removes the card and moves it to the disliked tab.
    await fav.getByTestId('dislike-button').click();
    await fav.waitFor({ state: 'detached' });
    await expect.poll(async () => page.getByTestId('count-disliked').textContent()).toBe('1');
    expect(await page.getByTestId('count-liked').textContent()).toBe('0');
    await page.getByRole('tab', { name: /Non aimés/ }).click();
    await page.locator(`[data-testid="trial-card"][data-nct-id="${nctId}"]`).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
