import { afterAll, describe, expect, it } from 'vitest';
import { closeBrowser, newAccount, openPage, screenshot, signUp } from './helpers';

afterAll(closeBrowser);

describe('accounts in the browser', () => {
  it('signs up, shows the user menu, stays signed in after a reload, logs out', async () => {
    const { page, context, errors } = await openPage('/');
    await page.getByTestId('login-link').click();
    await page.waitForURL('**/login');
    const account = await signUp(page, newAccount('signup'));
    await page.waitForURL((u) => new URL(u).pathname === '/');
    const menuButton = page.getByTestId('user-menu-button');
    expect(await menuButton.textContent()).toContain(account.name);
    expect(await page.getByTestId('greeting').textContent()).toContain(account.name);
    expect(await page.evaluate(() => [!!localStorage.getItem('accessToken'), !!localStorage.getItem('refreshToken')])).toEqual([true, true]);

    await page.reload();
    await page.getByTestId('user-menu-button').waitFor();
    await page.getByTestId('user-menu-button').click();
    await page.getByRole('menuitem', { name: /Mes favoris/ }).waitFor();
    // The viewport only: Chromium's full-page capture resizes the page, which closes an open menu.
    await screenshot(page, 'user-menu', { fullPage: false });
    await page.getByTestId('logout-button').click();
    await page.getByTestId('login-link').waitFor();
    expect(await page.evaluate(() => [localStorage.getItem('accessToken'), localStorage.getItem('refreshToken')])).toEqual([null, null]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a wrong password shows the red banner; /login sends a signed-in visitor away', async () => {
    const { page, context } = await openPage('/');
    const account = await signUp(page, newAccount('wrongpw'));
    // Already signed in: /login redirects at once.
    await page.goto('/login');
    await page.waitForURL((u) => new URL(u).pathname === '/');
    await page.getByTestId('user-menu-button').click();
    await page.getByTestId('logout-button').click();
    await page.getByTestId('login-link').waitFor();

    await page.goto('/login');
    await page.getByLabel(/^Email/).fill(account.email);
    await page.getByLabel(/^Mot de passe/).fill('not-the-password');
    await page.getByTestId('auth-submit').click();
    const banner = page.getByTestId('auth-error');
    await banner.waitFor();
    expect(await banner.textContent()).toBe('Email ou mot de passe incorrect');
    const bg = await banner.evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(bg).toBe('rgb(254, 226, 226)');
    await screenshot(page, 'login-wrong-password');

    // Short password on sign-up: the spec's message, no request needed.
    await page.getByTestId('switch-to-register').click();
    await page.getByLabel(/^Email/).fill('short@example.com');
    await page.getByLabel(/^Mot de passe/).fill('123');
    await page.getByTestId('auth-submit').click();
    expect(await page.getByTestId('auth-error').textContent()).toBe('Le mot de passe doit contenir au moins 8 caractères');
    await context.close();
  });

  it('after signing in from a trial page the user goes back there', async () => {
    const { page, context } = await openPage('/trials');
    await page.getByTestId('trial-card').first().waitFor();
    const href = await page.getByTestId('trial-card').first().getByRole('link', { name: 'Voir plus' }).getAttribute('href');
    await page.goto(href!);
    await page.getByTestId('trial-detail').waitFor();
    await page.getByTestId('like-button').click();
    await page.waitForURL('**/login');
    await page.getByTestId('switch-to-register').click();
    const a = newAccount('back');
    await page.getByLabel(/Nom/).fill(a.name);
    await page.getByLabel(/^Email/).fill(a.email);
    await page.getByLabel(/^Mot de passe/).fill(a.password);
    await page.getByTestId('auth-submit').click();
    await page.waitForURL((u) => new URL(u).pathname === href);
    await context.close();
  });
});
