import { ApolloClient, ApolloLink, gql, InMemoryCache, type TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { act, screen, waitFor } from '@testing-library/react';
import { Observable } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render';

const Counter: TypedDocumentNode<{ requestCount: number }> = gql`
  query Counter {
    requestCount
  }
`;

function Shown() {
  const { data } = useQuery(Counter);
  return <p>{data ? `requests: ${data.requestCount}` : 'loading'}</p>;
}

describe('RefetchOnLanguageChange', () => {
  it('fetches the queries on screen again when the language changes (server texts are in the request language)', async () => {
    let requests = 0;
    const client = new ApolloClient({
      cache: new InMemoryCache(),
      link: new ApolloLink(() => new Observable((o) => (o.next({ data: { requestCount: ++requests } }), o.complete()))),
    });
    const { i18n } = renderWithProviders(<Shown />, { client });
    await screen.findByText('requests: 1');
    await act(async () => {
      await i18n.changeLanguage('en');
    });
    await waitFor(() => expect(screen.getByText('requests: 2')).toBeTruthy());
    await act(async () => {
      await i18n.changeLanguage('fr');
    });
    await waitFor(() => expect(screen.getByText('requests: 3')).toBeTruthy());
  });
});
