import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpSink, type ReceivedMail, type SmtpSink } from '../api/test/smtp.js';
import { BASE_URL, closeBrowser, newAccount, newContext, screenshot, signIn, signUp } from './helpers';

/**
 * Issue 33, "Email, a real component": the server (started by e2e/run.mjs with SMTP_URL pointing at
 * E2E_SMTP_PORT) mails through the real SMTP server this file starts there. Forgot password → the
 * mail arrives → its link → a new password → the old session is signed out → sign in with the new
 * one; and the alerts email setting is saved. (The server of this run always has email; "email is
 * not configured" is checked by the web's component tests.)
 */

let sink: SmtpSink;
beforeAll(async () => {
  const port = Number(process.env.E2E_SMTP_PORT);
  if (!port) throw new Error('E2E_SMTP_PORT is not set: run through e2e/run.mjs');
  sink = await startSmtpSink({ port });
});
afterAll(async () => {
  await closeBrowser();
  await sink?.close();
});

const TEXT = {
  'fr-FR': {
    forgot: 'Mot de passe oublié ?',
    subject: 'Trialyst : réinitialisation de votre mot de passe',
    sent: /^Si un compte existe pour .+, un email contenant un lien de réinitialisation vient d'y être envoyé\./,
    newPassword: /^Nouveau mot de passe/,
    confirm: /^Confirmer le nouveau mot de passe/,
    done: 'Mot de passe modifié : connectez-vous avec le nouveau. Toutes vos sessions ont été déconnectées.',
    wrong: 'Email ou mot de passe incorrect',
    daily: 'Un résumé par jour',
    saved: 'Réglage enregistré.',
    language: 'rédigés en français',
    emailTitle: 'Alertes par e-mail',
  },
  'en-US': {
    forgot: 'Forgot password?',
    subject: 'Trialyst: reset your password',
    sent: /^If an account exists for .+, an email with a reset link has just been sent to it\./,
    newPassword: /^New password/,
    confirm: /^Confirm the new password/,
    done: 'Password changed: sign in with the new one. Every session of yours was signed out.',
    wrong: 'Incorrect email or password',
    daily: 'One digest a day',
    saved: 'Setting saved.',
    language: 'written in English',
    emailTitle: 'Alerts by email',
  },
} as const;

const linkOf = (m: ReceivedMail) => {
  const url = /(https?:\/\/\S+\/reset-password\?token=[A-Za-z0-9_-]+)/.exec(m.text)?.[1];
  if (!url) throw new Error(`no reset link in:\n${m.text}`);
  return url;
};

describe('issue 33 — email', () => {
  for (const locale of ['fr-FR', 'en-US'] as const) {
    const T = TEXT[locale];

    it(`${locale}: forgot password → mail → link → new password → the old session is signed out → sign in with the new one`, async () => {
      // The account, signed in in one browser (the session the reset must end).
      const old = await newContext({ locale });
      const oldPage = await old.newPage();
      const account = await signUp(oldPage, newAccount(`reset-${locale.slice(0, 2)}`));

      // Another browser: "forgot password" from the sign-in page.
      const ctx = await newContext({ locale });
      const page = await ctx.newPage();
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      await page.goto('/login');
      await page.getByRole('link', { name: T.forgot }).click();
      await page.waitForURL('**/forgot-password');
      // The URL changes before the page's code has loaded, while the sign-in form (with its own
      // Email field) is still shown: wait for this page's form, or the address goes into the old one.
      await page.getByTestId('forgot-submit').waitFor();
      await page.getByLabel(/^Email/).fill(account.email);
      await page.getByTestId('forgot-submit').click();
      expect(await page.getByTestId('forgot-sent').textContent()).toMatch(T.sent);
      await screenshot(page, `issue33-forgot-sent-${locale}`);

      // The mail, received over SMTP: in the page's language, with its link.
      const mail = await sink.waitFor((m) => m.rcptTo.includes(account.email), 15_000);
      expect(mail.headers.subject).toBe(T.subject);
      expect(mail.headers['content-language']).toBe(locale.slice(0, 2));
      expect(mail.headers.from).toBe('Trialyst E2E <no-reply@trialyst.test>');
      const link = linkOf(mail);
      expect(link.startsWith(`${BASE_URL}/reset-password?token=`)).toBe(true);

      // The link: a new password, typed twice.
      await page.goto(link);
      await page.getByLabel(T.newPassword).fill('a brand new pass phrase');
      await page.getByLabel(T.confirm).fill('a brand new pass phrase');
      await page.getByTestId('reset-submit').click();
      await page.waitForURL('**/login');
      expect(await page.getByTestId('password-reset-done').textContent()).toBe(T.done);
      await screenshot(page, `issue33-reset-done-${locale}`);

      // The first browser's session is over.
      await oldPage.reload();
      await oldPage.getByTestId('login-link').waitFor();
      expect(await oldPage.getByTestId('user-menu-button').count()).toBe(0);

      // The link worked once.
      await page.goto(link);
      await page.getByLabel(T.newPassword).fill('yet another pass phrase');
      await page.getByLabel(T.confirm).fill('yet another pass phrase');
      await page.getByTestId('reset-submit').click();
      await page.getByTestId('reset-invalid').waitFor();

      // The old password no longer opens the account; the new one does.
      await page.goto('/login');
      await page.getByLabel(/^Email/).fill(account.email);
      await page.getByLabel(/^(Mot de passe|Password)/).fill(account.password);
      await page.getByTestId('auth-submit').click();
      expect(await page.getByTestId('auth-error').textContent()).toBe(T.wrong);
      await signIn(page, { email: account.email, password: 'a brand new pass phrase' });
      expect(errors).toEqual([]);
      await old.close();
      await ctx.close();
    });

    it(`${locale}: the alerts email setting is saved (daily digest), in the interface's language`, async () => {
      const ctx = await newContext({ locale });
      const page = await ctx.newPage();
      await signUp(page, newAccount(`mailpref-${locale.slice(0, 2)}`));
      await page.goto('/alerts');
      const card = page.getByTestId('email-alerts-card');
      await card.getByRole('heading', { name: T.emailTitle }).waitFor();
      expect(await page.getByTestId('email-mode-OFF').isChecked()).toBe(true);
      expect(await page.getByTestId('email-language').textContent()).toContain(T.language);
      await card.getByLabel(T.daily).check();
      await page.getByTestId('email-save').click();
      expect(await page.getByTestId('email-saved').textContent()).toBe(T.saved);
      await screenshot(page, `issue33-alerts-email-${locale}`);
      await page.reload();
      await page.getByTestId('email-alerts-card').waitFor();
      await expect.poll(() => page.getByTestId('email-mode-DAILY').isChecked()).toBe(true);
      await ctx.close();
    });
  }
});
