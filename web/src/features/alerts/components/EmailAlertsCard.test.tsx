import { ApolloClient, ApolloLink } from '@apollo/client';
import { fireEvent, screen } from '@testing-library/react';
import { Observable } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { createCache } from '../../../lib/apollo.cache';
import { renderWithProviders } from '../../../test/render';
import { EmailAlertsCard } from './EmailAlertsCard';

const settings = (over: Record<string, unknown> = {}) => ({
  __typename: 'AlertEmailSettings',
  mode: 'OFF',
  emailEnabled: true,
  address: 'ana@example.com',
  locale: 'fr',
  nextDigestAt: null,
  mails: [],
  ...over,
});

function clientWith(initial: Record<string, unknown>) {
  const sent: Record<string, unknown>[] = [];
  const link = new ApolloLink(
    (op) =>
      new Observable((o) => {
        if (op.operationName === 'SetAlertEmail') {
          sent.push(op.variables);
          o.next({
            data: {
              setAlertEmail: settings({ ...initial, mode: op.variables.mode, nextDigestAt: op.variables.mode === 'DAILY' ? '2026-11-28T09:00:00.000Z' : null }),
            },
          });
        } else o.next({ data: { myAlertEmail: initial } });
        o.complete();
      }),
  );
  return { client: new ApolloClient({ link, cache: createCache() }), sent };
}

describe('EmailAlertsCard', () => {
  it('says email is not configured on this server, in French and English, with no choice to make', async () => {
    renderWithProviders(<EmailAlertsCard />, { client: clientWith(settings({ emailEnabled: false })).client });
    expect((await screen.findByTestId('email-not-configured')).textContent).toBe(
      "L'envoi d'e-mails n'est pas configuré sur ce serveur : les alertes ne peuvent pas être envoyées par e-mail.",
    );
    expect(screen.queryByTestId('email-mode-IMMEDIATE')).toBeNull();
    renderWithProviders(<EmailAlertsCard />, { client: clientWith(settings({ emailEnabled: false })).client, lang: 'en' });
    expect((await screen.findByTestId('email-not-configured')).textContent).toBe('Email is not configured on this server: alerts cannot be sent by email.');
  });

  it('off by default; saving the daily digest sends it and shows the next digest', async () => {
    const { client, sent } = clientWith(settings());
    renderWithProviders(<EmailAlertsCard />, { client });
    const off = await screen.findByTestId<HTMLInputElement>('email-mode-OFF');
    expect(off.checked).toBe(true);
    expect(screen.getByRole('group', { name: 'Envoi des alertes par e-mail' })).toBeTruthy();
    expect(screen.getByTestId('email-language').textContent).toContain('rédigés en français');
    fireEvent.click(screen.getByLabelText('Un résumé par jour'));
    fireEvent.click(screen.getByTestId('email-save'));
    expect((await screen.findByTestId('email-saved')).textContent).toBe('Réglage enregistré.');
    expect(sent).toEqual([{ mode: 'DAILY' }]);
    expect(screen.getByTestId<HTMLInputElement>('email-mode-DAILY').checked).toBe(true);
    expect(await screen.findByText(/^Prochain résumé :/)).toBeTruthy();
  });

  it('lists the last mails with their delivery status (English)', async () => {
    const mails = [
      {
        __typename: 'MailMessage',
        id: 'm2',
        kind: 'ALERTS',
        subject: 'Trialyst — NCT1: 2 changes',
        status: 'PENDING',
        attempts: 1,
        lastError: 'DATA: 451 Try again later',
        createdAt: '2026-11-27T10:00:00.000Z',
        sentAt: null,
        nextAttemptAt: '2026-11-27T10:00:30.000Z',
      },
      {
        __typename: 'MailMessage',
        id: 'm1',
        kind: 'DIGEST',
        subject: 'Trialyst — your daily digest: 3 alerts',
        status: 'SENT',
        attempts: 1,
        lastError: null,
        createdAt: '2026-11-26T10:00:00.000Z',
        sentAt: '2026-11-26T10:00:01.000Z',
        nextAttemptAt: null,
      },
    ];
    renderWithProviders(<EmailAlertsCard />, { client: clientWith(settings({ mode: 'IMMEDIATE', locale: 'en', mails })).client, lang: 'en' });
    const table = await screen.findByTestId('email-mails');
    const rows = table.querySelectorAll('tbody tr');
    expect(rows).toHaveLength(2);
    expect(rows[0].textContent).toContain('Waiting to be sent');
    expect(rows[0].textContent).toContain('DATA: 451 Try again later — next try');
    expect(rows[1].textContent).toContain('Sent');
    expect(screen.getByTestId<HTMLInputElement>('email-mode-IMMEDIATE').checked).toBe(true);
    expect(screen.getByTestId('email-language').textContent).toContain('written in English');
  });
});
