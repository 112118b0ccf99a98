import { ApolloClient, ApolloLink } from '@apollo/client';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { Observable } from 'rxjs';
import { Route, Routes, useParams } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { createCache } from '../../../lib/apollo.cache';
import { renderWithProviders } from '../../../test/render';
import { SEARCH_DEBOUNCE_MS } from '../search.state';
import { SearchBox } from './SearchBox';

type Hit = { nctId: string; briefTitle: string; leadSponsorName: string; status: string; statusLabel: string };
const HITS: Hit[] = Array.from({ length: 7 }, (_, i) => ({
  nctId: `NCT9000000${i}`,
  briefTitle: `Melanoma study ${i}`,
  leadSponsorName: i % 2 ? 'Pfizer' : 'Roche',
  status: 'RECRUITING',
  statusLabel: 'Recruiting',
}));

/** Stands for the server: records each searchTrials call and answers after `delay` ms (companies after `companyDelay` ms). */
function searchClient(delay = 20, companyDelay = 0) {
  const calls: { query: string; limit: number; at: number }[] = [];
  const link = new ApolloLink((op) => {
    if (op.operationName === 'CompanySearch') {
      // Companies by name or ticker (their own group): "melin…" finds one company and no trial, "study" one company and trials.
      const search = String(op.variables.search).toLowerCase();
      const companies = search.startsWith('melin')
        ? [{ __typename: 'Company', ticker: 'MLNT', name: 'Melinta Therapeutics', trialCount: 3 }]
        : search === 'study'
          ? [{ __typename: 'Company', ticker: 'STDY', name: 'Study Therapeutics', trialCount: 4 }]
          : [];
      return new Observable((o) => {
        const id = setTimeout(() => {
          o.next({ data: { companies } });
          o.complete();
        }, companyDelay);
        return () => clearTimeout(id);
      });
    }
    const v = op.variables as { query: string; limit: number };
    calls.push({ query: v.query, limit: v.limit, at: Date.now() });
    return new Observable((o) => {
      const id = setTimeout(() => {
        const q = v.query.toLowerCase();
        const found = q.includes('zzz') ? [] : HITS.filter((h) => h.briefTitle.toLowerCase().includes(q) || h.nctId.toLowerCase().includes(q));
        o.next({ data: { searchTrials: found.slice(0, v.limit).map((h) => ({ __typename: 'Trial', ...h })) } });
        o.complete();
      }, delay);
      return () => clearTimeout(id);
    });
  });
  return { client: new ApolloClient({ link, cache: createCache() }), calls };
}

function TrialProbe() {
  return <p data-testid="trial-page">{useParams().nctId}</p>;
}

function CompanyProbe() {
  return <p data-testid="company-page">{useParams().ticker}</p>;
}

function setup(delay?: number, companyDelay?: number) {
  const { client, calls } = searchClient(delay, companyDelay);
  renderWithProviders(
    <>
      <SearchBox />
      <button type="button">outside</button>
      <Routes>
        <Route path="/" element={<p>home</p>} />
        <Route path="/trial/:nctId" element={<TrialProbe />} />
        <Route path="/company/:ticker" element={<CompanyProbe />} />
      </Routes>
    </>,
    { client },
  );
  return { calls, input: screen.getByRole('combobox') };
}

const sleep = (ms: number) => act(() => new Promise((r) => setTimeout(r, ms)));

describe('SearchBox', () => {
  it('asks for at least 2 characters and sends nothing below', async () => {
    const { calls, input } = setup();
    fireEvent.change(input, { target: { value: 'm' } });
    expect(screen.getByText('Tapez au moins 2 caractères')).toBeTruthy();
    await sleep(SEARCH_DEBOUNCE_MS + 100);
    expect(calls).toHaveLength(0);
  });

  it('waits 300 ms after typing stops, then shows at most 5 results with a loading state before', async () => {
    const { calls, input } = setup(60);
    const t0 = Date.now();
    fireEvent.change(input, { target: { value: 'me' } });
    await sleep(150);
    fireEvent.change(input, { target: { value: 'mel' } });
    expect(screen.getByText('Recherche en cours...')).toBeTruthy();
    await sleep(200);
    expect(calls).toHaveLength(0); // typing restarted the 300 ms wait
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toMatchObject({ query: 'mel', limit: 5 });
    expect(calls[0].at - t0).toBeGreaterThanOrEqual(150 + SEARCH_DEBOUNCE_MS - 10);
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(5));
    const first = screen.getAllByRole('option')[0];
    expect(first.textContent).toContain('NCT90000000');
    expect(first.textContent).toContain('Roche');
    // The status in the interface language (French here), not the registry's English display value.
    expect(first.textContent).toContain('Recrutement en cours');
  });

  it("says 'no results for' the query", async () => {
    const { input } = setup();
    fireEvent.change(input, { target: { value: 'zzz' } });
    await waitFor(() => expect(screen.getByText('Aucun résultat pour « zzz »')).toBeTruthy());
  });

  it('keyboard: arrows move the active option, Enter opens the trial and clears the box', async () => {
    const { input } = setup();
    fireEvent.change(input, { target: { value: 'melanoma' } });
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(5));
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    const options = screen.getAllByRole('option');
    expect(options[1].getAttribute('aria-selected')).toBe('true');
    expect(input.getAttribute('aria-activedescendant')).toBe(options[1].id);
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    expect(screen.getAllByRole('option')[4].getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() => expect(screen.getByTestId('trial-page').textContent).toBe('NCT90000004'));
    expect((input as HTMLInputElement).value).toBe('');
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('Escape closes the dropdown, an outside click closes it, the clear button resets', async () => {
    const { input } = setup();
    fireEvent.change(input, { target: { value: 'melanoma' } });
    await waitFor(() => expect(screen.getAllByRole('option').length).toBeGreaterThan(0));
    expect(input.getAttribute('aria-expanded')).toBe('true');
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(input.getAttribute('aria-expanded')).toBe('false');
    fireEvent.change(input, { target: { value: 'study 1' } });
    await waitFor(() => expect(screen.getAllByRole('option').length).toBeGreaterThan(0));
    fireEvent.mouseDown(screen.getByText('outside'));
    expect(screen.queryByRole('listbox')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Effacer la recherche' }));
    expect((input as HTMLInputElement).value).toBe('');
  });

  it('a click on a result opens /trial/{nctId}', async () => {
    const { input } = setup();
    fireEvent.change(input, { target: { value: 'study 3' } });
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(1));
    fireEvent.click(screen.getAllByRole('option')[0]);
    await waitFor(() => expect(screen.getByTestId('trial-page').textContent).toBe('NCT90000003'));
  });

  it('finds companies by name in a group of their own; Enter opens the company page', async () => {
    const { input } = setup();
    fireEvent.change(input, { target: { value: 'melinta' } });
    await waitFor(() => expect(screen.getByTestId('search-company-group').textContent).toBe('Sociétés'));
    expect(screen.getByTestId('search-company').textContent).toContain('Melinta Therapeutics');
    expect(screen.queryByTestId('search-trial-group')).toBeNull();
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() => expect(screen.getByTestId('company-page').textContent).toBe('MLNT'));
  });

  it('a matching company comes first, before the trials, and Enter with nothing highlighted opens it', async () => {
    const { input } = setup();
    fireEvent.change(input, { target: { value: 'study' } });
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(6));
    const options = screen.getAllByRole('option');
    expect(options[0].textContent).toContain('Study Therapeutics');
    expect(options[1].textContent).toContain('NCT90000000');
    const labels = [...document.querySelectorAll('.search-group-label')].map((l) => l.textContent);
    expect(labels).toEqual(['Sociétés', 'Essais']);
    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() => expect(screen.getByTestId('company-page').textContent).toBe('STDY'));
  });

  it('the arrows walk the company first, then the trials', async () => {
    const { input } = setup();
    fireEvent.change(input, { target: { value: 'study' } });
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(6));
    const options = screen.getAllByRole('option');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(options[0].getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(options[1].getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() => expect(screen.getByTestId('trial-page').textContent).toBe('NCT90000000'));
  });

  it('Enter with nothing highlighted and no company opens the first trial', async () => {
    const { input } = setup();
    fireEvent.change(input, { target: { value: 'melanoma' } });
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(5));
    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() => expect(screen.getByTestId('trial-page').textContent).toBe('NCT90000000'));
  });

  it('shows the trials only once the companies have answered too, so nothing moves under the pointer', async () => {
    const { input } = setup(10, 250);
    fireEvent.change(input, { target: { value: 'study' } });
    await sleep(SEARCH_DEBOUNCE_MS + 120);
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    expect(screen.getByText('Recherche en cours...')).toBeTruthy();
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(6));
    expect(screen.getAllByRole('option')[0].textContent).toContain('Study Therapeutics');
  });
});
