import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { Observable } from 'rxjs';
import { Providers } from '../app/Providers';
import { createCache } from '../lib/apollo.cache';
import { i18n } from '../lib/i18n';

/** A client whose every request fails (components under test that need no network). */
export function offlineClient(): ApolloClient {
  return new ApolloClient({
    cache: createCache() ?? new InMemoryCache(),
    link: new ApolloLink(() => new Observable((o) => o.error(new Error('offline')))),
  });
}

/** Renders inside Apollo, i18n (fr unless told) and the session provider, at `route`. */
export function renderWithProviders(
  ui: ReactElement,
  opts: { route?: string; client?: ApolloClient; lang?: 'fr' | 'en' } & Omit<RenderOptions, 'wrapper'> = {},
) {
  const { route = '/', client = offlineClient(), lang = 'fr', ...rest } = opts;
  void i18n.changeLanguage(lang);
  return {
    i18n,
    client,
    ...render(
      <Providers client={client} i18n={i18n}>
        <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
      </Providers>,
      rest,
    ),
  };
}
