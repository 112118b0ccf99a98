import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { AuthProvider } from '../features/auth/AuthProvider';
import { apolloClient } from '../lib/apollo';
import { i18n as appI18n } from '../lib/i18n';
import { RefetchOnLanguageChange } from './RefetchOnLanguageChange';

/** Apollo, i18n and the session. Tests pass their own client and i18n instance. */
export function Providers({ children, client, i18n }: { children: ReactNode; client?: ApolloClient; i18n?: I18n }) {
  return (
    <ApolloProvider client={client ?? apolloClient()}>
      <I18nextProvider i18n={i18n ?? appI18n}>
        <RefetchOnLanguageChange />
        <AuthProvider>{children}</AuthProvider>
      </I18nextProvider>
    </ApolloProvider>
  );
}
