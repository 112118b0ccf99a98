import { useApolloClient } from '@apollo/client/react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The server writes some texts in the request's language (analyses, catalyst labels, status
 * labels): when the user switches language, the cache is emptied and the queries on screen are
 * fetched again, so no text stays in the previous language — on this page or the next.
 */
export function RefetchOnLanguageChange() {
  const client = useApolloClient();
  const { i18n } = useTranslation();
  useEffect(() => {
    const refetch = () => void client.resetStore().catch(() => undefined);
    i18n.on('languageChanged', refetch);
    return () => i18n.off('languageChanged', refetch);
  }, [client, i18n]);
  return null;
}
