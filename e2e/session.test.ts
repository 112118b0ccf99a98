import { SignJWT, decodeJwt } from 'jose';
import { afterAll, describe, expect, it } from 'vitest';
import { closeBrowser, newAccount, openPage, signIn, signUp } from './helpers';

afterAll(closeBrowser);

/** The same claims as the stored access token, but expired an hour ago (signed with the server's key). */
async function expiredTwinOf(token: string): Promise<string> {
  const secret = process.env.E2E_JWT_SECRET;
  if (!secret) throw new Error('E2E_JWT_SECRET is set by e2e/run.mjs');
  const claims = decodeJwt(token);
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ sid: claims.sid })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(claims.sub))
    .setIssuer(String(claims.iss))
    .setAudience(claims.aud as string)
    .setIssuedAt(now - 7200)
    .setExpirationTime(now - 3600)
    .sign(new TextEncoder().encode(secret));
}

describe('session handling in the browser', () => {
  it('an expired access token is refreshed once and the user stays signed in', async () => {
    const { page, context } = await openPage('/');
    const account = await signUp(page, newAccount('refresh'));
    const [access, refresh] = await page.evaluate(() => [localStorage.getItem('accessToken')!, localStorage.getItem('refreshToken')!]);
    const expired = await expiredTwinOf(access);
    await page.evaluate((t) => localStorage.setItem('accessToken', t), expired);
    const refreshCalls: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/graphql') && r.method() === 'POST' && (r.postData() ?? '').includes('RefreshSession')) refreshCalls.push(r.url());
    });
    await page.goto('/favorites');
    await page.getByTestId('user-menu-button').waitFor();
    expect(await page.getByTestId('user-menu-button').textContent()).toContain(account.name);
    expect(new URL(page.url()).pathname).toBe('/favorites');
    const [access2, refresh2] = await page.evaluate(() => [localStorage.getItem('accessToken'), localStorage.getItem('refreshToken')]);
    expect(access2).not.toBe(expired);
    expect(refresh2).not.toBe(refresh);
    expect(refreshCalls).toHaveLength(1);
    await context.close();
  });

  it('a failed refresh clears both tokens and goes to /login', async () => {
    const { page, context } = await openPage('/');
    await signUp(page, newAccount('badrefresh'));
    const access = await page.evaluate(() => localStorage.getItem('accessToken')!);
    const expired = await expiredTwinOf(access);
    await page.evaluate((t) => {
      localStorage.setItem('accessToken', t);
      localStorage.setItem('refreshToken', 'not-a-valid-refresh-token');
    }, expired);
    await page.goto('/');
    await page.waitForURL('**/login');
    expect(await page.evaluate(() => [localStorage.getItem('accessToken'), localStorage.getItem('refreshToken')])).toEqual([null, null]);
    await context.close();
  });

  it('changes the password from the user menu; the new one works', async () => {
    const { page, context } = await openPage('/');
    const account = await signUp(page, newAccount('chpw'));
    await page.getByTestId('user-menu-button').click();
    await page.getByRole('menuitem', { name: 'Changer le mot de passe' }).click();
    const dialog = page.getByRole('dialog', { name: 'Changer le mot de passe' });
    await dialog.getByLabel('Mot de passe actuel').fill(account.password);
    await dialog.getByLabel('Nouveau mot de passe', { exact: true }).fill('abc');
    await dialog.getByLabel('Confirmer le nouveau mot de passe').fill('abc');
    await dialog.getByRole('button', { name: 'Changer le mot de passe' }).click();
    await dialog.getByRole('alert').getByText('Le mot de passe doit contenir au moins 8 caractères').waitFor();
    const next = `${account.password}-new`;
    await dialog.getByLabel('Nouveau mot de passe', { exact: true }).fill(next);
    await dialog.getByLabel('Confirmer le nouveau mot de passe').fill(next);
    await dialog.getByRole('button', { name: 'Changer le mot de passe' }).click();
    await dialog.getByText(/Mot de passe modifié/).waitFor();
    await page.keyboard.press('Escape');
    await page.getByTestId('user-menu-button').click();
    await page.getByTestId('logout-button').click();
    await page.getByTestId('login-link').waitFor();
    await signIn(page, { email: account.email, password: next });
    await context.close();
  });
});
