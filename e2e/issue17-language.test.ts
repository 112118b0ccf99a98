import { afterAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { closeBrowser, collectPageErrors, gql, newContext, screenshot, signUp } from './helpers';

afterAll(closeBrowser);

/**
 * Issue 17, "Language and formats": the server sends error reasons, the web words them in the
 * interface language (never the server's English, never Apollo's transport text); enum values are
 * labelled in both languages.
 */
const LANGS = [
  {
    lang: 'fr',
    locale: 'fr-FR',
    tooLong: `Un commentaire ne peut pas dépasser ${(5000).toLocaleString('fr-FR')} caractères.`,
    wrongPassword: 'Le mot de passe actuel est incorrect.',
    serverError: 'Le serveur a rencontré une erreur',
    changePassword: 'Changer le mot de passe',
    current: 'Mot de passe actuel',
    fresh: 'Nouveau mot de passe',
    confirm: 'Confirmer le nouveau mot de passe',
    studyType: 'Interventionnelle',
  },
  {
    lang: 'en',
    locale: 'en-US',
    tooLong: 'A comment cannot be longer than 5,000 characters.',
    wrongPassword: 'The current password is incorrect.',
    serverError: 'The server ran into an error',
    changePassword: 'Change password',
    current: 'Current password',
    fresh: 'New password',
    confirm: 'Confirm the new password',
    studyType: 'Interventional',
  },
] as const;

const SERVER_ENGLISH = /A comment cannot be longer than 5000 characters$|The current password is incorrect$|Response not successful|Received status code/;

async function interventionalTrial(): Promise<string> {
  const data = await gql<{ trials: { nodes: { nctId: string; studyType: string | null }[] } }>('query { trials(first: 50) { nodes { nctId studyType } } }');
  const trial = data.trials.nodes.find((t) => t.studyType === 'INTERVENTIONAL');
  if (!trial) throw new Error('no interventional trial in the seed');
  return trial.nctId;
}

async function commentsError(page: Page): Promise<string> {
  const banner = page.getByTestId('comments-error');
  await banner.waitFor();
  return (await banner.textContent()) ?? '';
}

describe('issue 17: errors and labels in the interface language', () => {
  for (const L of LANGS) {
    it(`${L.lang}: a too-long comment, a wrong current password and a server failure are worded in ${L.lang}; the study type too`, async () => {
      const nctId = await interventionalTrial();
      const context = await newContext({ locale: L.locale });
      const page = await context.newPage();
      const errors: string[] = [];
      collectPageErrors(page, errors);
      await signUp(page);
      expect(await page.evaluate(() => document.documentElement.lang)).toBe(L.lang);

      // Enum label: the study type of the summary tab.
      await page.goto(`/trial/${nctId}`);
      const keyInfo = page.getByTestId('key-info');
      await keyInfo.waitFor();
      expect(await keyInfo.textContent()).toContain(L.studyType);
      expect(await keyInfo.textContent()).not.toContain('INTERVENTIONAL');

      // A comment over 5000 characters: the API refuses it (COMMENT_TOO_LONG, max 5000).
      await page.goto(`/trial/${nctId}?tab=comments`);
      await page.getByTestId('comment-input').fill('x'.repeat(5001));
      await page.getByTestId('comment-submit').click();
      const tooLong = await commentsError(page);
      expect(tooLong).toContain(L.tooLong);
      if (L.lang === 'fr') expect(tooLong).not.toMatch(SERVER_ENGLISH);
      await screenshot(page, `issue17-comment-too-long-${L.lang}`);
      await page.getByTestId('comments-error').getByRole('button').click();

      // A server failure (HTTP 500, a proxy's HTML page): friendly words, never Apollo's text.
      await page.route('**/graphql', async (route) => {
        if (route.request().method() === 'POST' && (route.request().postData() ?? '').includes('createComment')) {
          await route.fulfill({
            status: 500,
            contentType: 'text/html',
            headers: { 'x-request-id': 'e2e-issue17' },
            body: '<html><body>Bad things</body></html>',
          });
        } else {
          await route.fallback();
        }
      });
      await page.getByTestId('comment-input').fill('Un commentaire normal');
      await page.getByTestId('comment-submit').click();
      const failure = await commentsError(page);
      expect(failure).toContain(L.serverError);
      expect(failure).not.toMatch(SERVER_ENGLISH);
      await page.unroute('**/graphql');

      // The wrong current password: WRONG_CURRENT_PASSWORD.
      await page.getByTestId('user-menu-button').click();
      await page.getByRole('menuitem', { name: L.changePassword }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel(L.current, { exact: true }).fill('definitely-not-my-password');
      await dialog.getByLabel(L.fresh, { exact: true }).fill('a brand new passphrase');
      await dialog.getByLabel(L.confirm, { exact: true }).fill('a brand new passphrase');
      await dialog.getByRole('button', { name: L.changePassword }).click();
      const alert = dialog.getByRole('alert');
      await alert.waitFor();
      expect(await alert.textContent()).toBe(L.wrongPassword);
      await screenshot(page, `issue17-wrong-password-${L.lang}`);

      expect(errors).toEqual([]);
      await context.close();
    });
  }
});
