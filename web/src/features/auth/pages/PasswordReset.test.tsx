import { ApolloClient, ApolloLink } from '@apollo/client';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { Observable } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { createCache } from '../../../lib/apollo.cache';
import { renderWithProviders } from '../../../test/render';
import { ForgotPasswordPage } from './ForgotPasswordPage';
import { LoginPage } from './LoginPage';
import { ResetPasswordPage } from './ResetPasswordPage';

type Answer = { data?: Record<string, unknown>; errors?: { message: string; extensions: Record<string, unknown> }[] };

/** A client answering each operation by name, recording the variables it was sent. */
function clientAnswering(answers: Record<string, Answer>) {
  const calls: { operation: string; variables: Record<string, unknown> }[] = [];
  const link = new ApolloLink(
    (op) =>
      new Observable((o) => {
        calls.push({ operation: op.operationName ?? '', variables: op.variables });
        const answer = answers[op.operationName ?? ''];
        if (!answer) o.error(new Error(`unexpected ${op.operationName}`));
        else {
          o.next(answer);
          o.complete();
        }
      }),
  );
  return { client: new ApolloClient({ link, cache: createCache() }), calls };
}

const mailStatus = (enabled: boolean) => ({ data: { mailStatus: { __typename: 'MailServerStatus', enabled } } });

describe('forgot password', () => {
  it('says email is not configured on this server (fr and en), without a form', async () => {
    const { client } = clientAnswering({ MailStatus: mailStatus(false) });
    renderWithProviders(<ForgotPasswordPage />, { client });
    expect((await screen.findByTestId('email-not-configured')).textContent).toBe(
      "L'envoi d'e-mails n'est pas configuré sur ce serveur : la réinitialisation du mot de passe par e-mail n'est pas disponible. Contactez l'administrateur.",
    );
    expect(screen.queryByTestId('forgot-submit')).toBeNull();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Mot de passe oublié');
  });

  it('in English too', async () => {
    const { client } = clientAnswering({ MailStatus: mailStatus(false) });
    renderWithProviders(<ForgotPasswordPage />, { client, lang: 'en' });
    expect((await screen.findByTestId('email-not-configured')).textContent).toContain('Email is not configured on this server');
  });

  it('sends the request and answers the same whatever the email', async () => {
    const { client, calls } = clientAnswering({ MailStatus: mailStatus(true), RequestPasswordReset: { data: { requestPasswordReset: true } } });
    renderWithProviders(<ForgotPasswordPage />, { client });
    const email = await screen.findByLabelText(/^Email/);
    fireEvent.change(email, { target: { value: 'not-an-email' } });
    fireEvent.click(screen.getByTestId('forgot-submit'));
    expect((await screen.findByTestId('auth-error')).textContent).toBe("Format d'email invalide");
    fireEvent.change(email, { target: { value: ' ana@example.com ' } });
    fireEvent.click(screen.getByTestId('forgot-submit'));
    expect((await screen.findByTestId('forgot-sent')).textContent).toBe(
      "Si un compte existe pour ana@example.com, un email contenant un lien de réinitialisation vient d'y être envoyé. Le lien est valable 30 minutes et ne sert qu'une fois.",
    );
    expect(calls.find((c) => c.operation === 'RequestPasswordReset')?.variables).toEqual({ email: 'ana@example.com' });
  });
});

describe('reset password', () => {
  const routes = (
    <Routes>
      <Route path="/reset-password" element={<ResetPasswordPage />} />
      <Route path="/login" element={<LoginPage />} />
      <Route path="/forgot-password" element={<p>forgot page</p>} />
    </Routes>
  );

  it('without a token, or with a dead one, says the link is invalid and offers a new one', async () => {
    renderWithProviders(routes, { route: '/reset-password' });
    expect(screen.getByTestId('reset-invalid').textContent).toBe(
      "Ce lien de réinitialisation n'est pas valide ou a expiré (il ne sert qu'une fois, pendant 30 minutes).",
    );
    fireEvent.click(screen.getByRole('link', { name: 'Demander un nouveau lien' }));
    expect(await screen.findByText('forgot page')).toBeTruthy();
  });

  it('a used or expired token: the same message, in English', async () => {
    const { client } = clientAnswering({
      ResetPassword: {
        errors: [
          {
            message: 'This password reset link is invalid or has expired',
            extensions: { code: 'BAD_USER_INPUT', details: { field: 'token', reason: 'INVALID_VALUE' } },
          },
        ],
      },
    });
    renderWithProviders(routes, { route: '/reset-password?token=abc', client, lang: 'en' });
    fireEvent.change(screen.getByLabelText(/^New password/), { target: { value: 'a brand new phrase' } });
    fireEvent.change(screen.getByLabelText(/^Confirm the new password/), { target: { value: 'a brand new phrase' } });
    fireEvent.click(screen.getByTestId('reset-submit'));
    expect((await screen.findByTestId('reset-invalid')).textContent).toBe('This reset link is invalid or has expired (it works once, for 30 minutes).');
  });

  it('checks the two passwords, sets the new one, then asks to sign in again', async () => {
    const { client, calls } = clientAnswering({ ResetPassword: { data: { resetPassword: true } } });
    renderWithProviders(routes, { route: '/reset-password?token=tok_123', client });
    fireEvent.change(screen.getByLabelText(/^Nouveau mot de passe/), { target: { value: 'a brand new phrase' } });
    fireEvent.change(screen.getByLabelText(/^Confirmer le nouveau mot de passe/), { target: { value: 'another phrase' } });
    fireEvent.click(screen.getByTestId('reset-submit'));
    expect((await screen.findByTestId('auth-error')).textContent).toBe('Les mots de passe ne correspondent pas');
    fireEvent.change(screen.getByLabelText(/^Confirmer le nouveau mot de passe/), { target: { value: 'a brand new phrase' } });
    fireEvent.click(screen.getByTestId('reset-submit'));
    expect((await screen.findByTestId('password-reset-done')).textContent).toBe(
      'Mot de passe modifié : connectez-vous avec le nouveau. Toutes vos sessions ont été déconnectées.',
    );
    expect(calls.find((c) => c.operation === 'ResetPassword')?.variables).toEqual({ token: 'tok_123', newPassword: 'a brand new phrase' });
  });

  it('the sign-in page links to the forgotten password page', async () => {
    renderWithProviders(
      <Routes>
        <Route path="/login" element={<LoginPage />} />
        <Route path="/forgot-password" element={<p>forgot page</p>} />
      </Routes>,
      { route: '/login', lang: 'en' },
    );
    const link = await screen.findByTestId('forgot-password-link');
    expect(link.textContent).toBe('Forgot password?');
    fireEvent.click(link);
    await waitFor(() => expect(screen.getByText('forgot page')).toBeTruthy());
  });
});
