import type { Page } from 'playwright-core';
import { newAccount } from './helpers';

/**
 * Signs up through the real /login page at any width: on a phone the account button is inside the
 * closed menu, so this waits for it to be in the page rather than visible (helpers.signUp waits for it
 * visible).
 */
export async function signUpAnyWidth(page: Page, account = newAccount('a11y')): Promise<typeof account> {
  await page.goto('/login');
  await page.getByTestId('switch-to-register').click();
  await page.getByLabel(/Nom|Name/).fill(account.name);
  await page.getByLabel(/^Email/).fill(account.email);
  await page.getByLabel(/^(Mot de passe|Password)/).fill(account.password);
  await page.getByTestId('auth-submit').click();
  await page.getByTestId('user-menu-button').waitFor({ state: 'attached' });
  return account;
}
