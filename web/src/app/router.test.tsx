import { act, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { i18n } from '../lib/i18n';
import { offlineClient } from '../test/render';
import { Layout } from './Layout';
import { Providers } from './Providers';
import { page, routes } from './router';

function renderRoutes(routeObjects: RouteObject[], path: string) {
  void i18n.changeLanguage('fr');
  const router = createMemoryRouter(routeObjects, { initialEntries: [path] });
  render(
    <Providers client={offlineClient()} i18n={i18n}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return router;
}

describe('route-level code splitting', () => {
  it('shows the shell and a loading status in main at once, then the page once its chunk is loaded', async () => {
    renderRoutes(routes, '/no/such/page');
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.getByRole('navigation', { name: /navigation/i })).toBeTruthy();
    const main = screen.getByRole('main');
    expect(within(main).getByRole('status').textContent).toContain('Chargement...');
    expect(await within(main).findByText('Page introuvable')).toBeTruthy();
    expect(within(main).queryByText('Chargement...')).toBeNull();
  });

  it('loads /login (outside the layout) behind its own loading state', async () => {
    renderRoutes(routes, '/login');
    expect(screen.getByRole('status').textContent).toContain('Chargement...');
    expect(await screen.findByRole('main')).toBeTruthy();
    expect(screen.queryByRole('banner')).toBeNull();
  });

  it('shows the load-error block when a chunk cannot be fetched, and tries again on the next visit', async () => {
    let calls = 0;
    const Flaky = page(async () => {
      calls++;
      if (calls === 1) throw new Error('Failed to fetch dynamically imported module: /assets/Flaky-0ld.js');
      return { Flaky: () => <h1>Flaky page</h1> };
    }, 'Flaky');
    const router = renderRoutes(
      [
        {
          element: <Layout />,
          children: [
            { path: '/', element: <Flaky /> },
            { path: '/other', element: <p>Other page</p> },
          ],
        },
      ],
      '/',
    );
    const main = screen.getByRole('main');
    const alert = await within(main).findByRole('alert');
    expect(alert.textContent).toContain('Erreur de chargement');
    // The raw browser text is not shown: a failed chunk fetch is a network failure, in the user's language.
    expect(alert.textContent).toContain('Impossible de joindre le serveur');
    expect(alert.textContent).not.toContain('/assets/Flaky-0ld.js');
    expect(within(alert).getByRole('button', { name: 'Réessayer' })).toBeTruthy();
    expect(screen.getByRole('banner')).toBeTruthy();

    await act(() => router.navigate('/other'));
    expect(await within(main).findByText('Other page')).toBeTruthy();
    await act(() => router.navigate('/'));
    expect(await within(main).findByRole('heading', { name: 'Flaky page' })).toBeTruthy();
    expect(calls).toBe(2);
  });

  it('shows a page only once its namespaces are there, and the load-error block when one cannot be fetched', async () => {
    let rendered = 0;
    const Words = page(
      async () => ({
        Words: () => {
          rendered++;
          return <h1>Words page</h1>;
        },
      }),
      'Words',
      ['no-such-namespace'],
    );
    renderRoutes([{ element: <Layout />, children: [{ path: '/', element: <Words /> }] }], '/');
    const alert = await within(screen.getByRole('main')).findByRole('alert');
    expect(alert.textContent).toContain('Erreur de chargement');
    expect(rendered).toBe(0);
  });
});
