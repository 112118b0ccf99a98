import { ApolloClient, ApolloLink } from '@apollo/client';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { Observable } from 'rxjs';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { createCache } from '../../../lib/apollo.cache';
import { ACCESS_TOKEN_KEY } from '../../../lib/session';
import { renderWithProviders } from '../../../test/render';
import { SearchCompanyWatch } from './SearchCompanyWatch';
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

  it('keeps the keyboard focus on the button through the toggle (held with aria-disabled, not disabled)', async () => {
    window.localStorage.setItem(ACCESS_TOKEN_KEY, 'token');
    const { client } = watchClient();
    renderWithProviders(<WatchButton kind="COMPANY" id="REGN" size="md" />, { client });
    const button = await screen.findByTestId('watch-button-company');
    await waitFor(() => expect(button.getAttribute('aria-pressed')).toBe('false'));
    button.focus();
    fireEvent.click(button);
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(button.hasAttribute('disabled')).toBe(false);
    await waitFor(() => expect(button.getAttribute('aria-pressed')).toBe('true'));
    expect(button.getAttribute('aria-disabled')).toBeNull();
    expect(document.activeElement).toBe(button);
    expect(button.textContent).toBe('Suivi');
    window.localStorage.removeItem(ACCESS_TOKEN_KEY);
  });

  it("search results: one button per company, captioned with its ticker, whose name holds that caption and the state's action", async () => {
    window.localStorage.setItem(ACCESS_TOKEN_KEY, 'token');
    const { client } = watchClient();
    renderWithProviders(<SearchCompanyWatch tickers={['ACME', 'REGN']} />, { client });
    const group = screen.getByRole('group', { name: 'Suivre\u00a0:' });
    const [acme, regn] = await screen.findAllByTestId('watch-button-company');
    expect(group.contains(acme)).toBe(true);
    await waitFor(() => expect(acme.getAttribute('aria-pressed')).toBe('true'));
    expect(acme.textContent).toBe('ACME');
    expect(regn.getAttribute('aria-label')).toBe('Suivre — entreprise REGN');
    fireEvent.click(regn);
    await waitFor(() => expect(regn.getAttribute('aria-pressed')).toBe('true'));
    expect(regn.getAttribute('aria-label')).toBe('Ne plus suivre — entreprise REGN');
    window.localStorage.removeItem(ACCESS_TOKEN_KEY);
  });

  it('search results, signed out: the click closes the results and sends to /login', async () => {
    const { client } = watchClient();
    /** The search box: `onLeave` closes (unmounts) its results. */
    function Results() {
      const [open, setOpen] = useState(true);
      return open ? <SearchCompanyWatch tickers={['REGN']} onLeave={() => setOpen(false)} /> : <p>closed</p>;
    }
    renderWithProviders(
      <Routes>
        <Route path="/" element={<Results />} />
        <Route path="/login" element={<p>login page</p>} />
      </Routes>,
      { client },
    );
    fireEvent.click(screen.getByTestId('watch-button-company'));
    await screen.findByText('login page');
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
