import { ApolloClient, ApolloLink } from '@apollo/client';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Observable } from 'rxjs';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { createCache } from '../../../lib/apollo.cache';
import { ACCESS_TOKEN_KEY } from '../../../lib/session';
import { renderWithProviders } from '../../../test/render';
import { WatchButton } from './WatchButton';

/** Stands for the server: a signed-in user whose watchlist `watch`/`unwatch` change. */
function watchClient() {
  const trials = new Set<string>();
  const companies = new Set<string>(['ACME']);
  const calls: string[] = [];
  const list = () => ({
    __typename: 'Watchlist',
    trials: [...trials].map((nctId) => ({ __typename: 'WatchedTrial', nctId })),
    companies: [...companies].map((ticker) => ({ __typename: 'WatchedCompany', ticker })),
  });
  const link = new ApolloLink(
    (op) =>
      new Observable((o) => {
        calls.push(op.operationName ?? '');
        const v = op.variables as { kind?: string; id?: string };
        if (op.operationName === 'Me') o.next({ data: { me: { __typename: 'User', id: 'u1', email: 'a@b.c', name: 'Ann' } } });
        else if (op.operationName === 'WatchState') o.next({ data: { myWatchlist: list() } });
        else if (op.operationName === 'Watch' || op.operationName === 'Unwatch') {
          const set = v.kind === 'TRIAL' ? trials : companies;
          if (op.operationName === 'Watch') set.add(v.id!);
          else set.delete(v.id!);
          o.next({ data: { [op.operationName === 'Watch' ? 'watch' : 'unwatch']: list() } });
        }
        o.complete();
      }),
  );
  return { client: new ApolloClient({ link, cache: createCache() }), calls };
}

describe('WatchButton', () => {
  it('signed in: shows the state from the shared watchlist query and toggles it', async () => {
    window.localStorage.setItem(ACCESS_TOKEN_KEY, 'token');
    const { client, calls } = watchClient();
    renderWithProviders(
      <>
        <WatchButton kind="TRIAL" id="nct90000001" />
        <WatchButton kind="COMPANY" id="ACME" />
      </>,
      { client },
    );
    const [trial, company] = await screen.findAllByRole('button');
    await waitFor(() => expect(trial.getAttribute('aria-pressed')).toBe('false'));
    expect(company.getAttribute('aria-pressed')).toBe('true');
    expect(company.textContent).toBe('Suivi');
    expect(trial.getAttribute('aria-label')).toBe('Suivre — essai NCT90000001');
    fireEvent.click(trial);
    await waitFor(() => expect(trial.getAttribute('aria-pressed')).toBe('true'));
    expect(trial.getAttribute('title')).toBe('Ne plus suivre');
    fireEvent.click(company);
    await waitFor(() => expect(company.getAttribute('aria-pressed')).toBe('false'));
    // one watchlist query for both buttons; the mutations' answers update it
    expect(calls.filter((c) => c === 'WatchState')).toHaveLength(1);
    expect(calls).toContain('Watch');
    expect(calls).toContain('Unwatch');
    window.localStorage.removeItem(ACCESS_TOKEN_KEY);
  });

  it('signed out: asks to sign in and sends to /login', async () => {
    const { client } = watchClient();
    renderWithProviders(
      <Routes>
        <Route path="/" element={<WatchButton kind="TRIAL" id="NCT90000001" />} />
        <Route path="/login" element={<p>login page</p>} />
      </Routes>,
      { client, lang: 'en' },
    );
    const button = screen.getByTestId('watch-button-trial');
    expect(button.getAttribute('title')).toBe('Sign in to watch');
    fireEvent.click(button);
    await screen.findByText('login page');
  });
});
