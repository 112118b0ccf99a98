import { Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ErrorBoundary } from './ErrorBoundary';
import { Footer } from './Footer';
import { Header } from './Header';
import { useLiveReactions } from '../features/trials/hooks/useLiveReactions';
import { Spinner } from '../ui';

export function Layout() {
  const { t } = useTranslation('common');
  useLiveReactions();
  return (
    <div className="app">
      <a className="skip-link" href="#main">
        {t('a11y.skipToContent')}
      </a>
      <Header />
      <main id="main" className="main" tabIndex={-1}>
        <ErrorBoundary>
          {/* Pages are lazy chunks (router.tsx): the shell stays while one loads. */}
          <Suspense fallback={<Spinner />}>
            <Outlet />
          </Suspense>
        </ErrorBoundary>
      </main>
      <Footer />
      <ScrollRestoration />
    </div>
  );
}
