import { lazy, Suspense, useEffect, type ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { setAuthLostHandler } from '../lib/session';
import { ErrorState, ErrorText, Spinner } from '../ui';
import { Layout } from './Layout';
import { RequireAuth } from './RequireAuth';
import { RouteError } from './ErrorBoundary';

/**
 * A page in a chunk of its own (React.lazy on its named export), fetched the first time it is shown. A
 * chunk that cannot be fetched (offline, or replaced by a deploy) shows the load-error block, whose retry
 * reloads the app (the current index.html and its chunks); once that block is gone, the next visit of the
 * route fetches the chunk again.
 */
export function page<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K): ComponentType {
  const make = (): ComponentType =>
    lazy(async (): Promise<{ default: ComponentType }> => {
      try {
        return { default: (await load())[name] };
      } catch (error) {
        return {
          default: function PageLoadFailed() {
            useEffect(
              () => () => {
                current = make();
              },
              [],
            );
            return <ErrorState message={<ErrorText error={error} />} onRetry={() => window.location.reload()} />;
          },
        };
      }
    });
  let current = make();
  return function Page() {
    const Current = current;
    return <Current />;
  };
}

const LoginPage = page(() => import('../features/auth/pages/LoginPage'), 'LoginPage');
const DashboardPage = page(() => import('../features/dashboard/pages/DashboardPage'), 'DashboardPage');
const TrialsPage = page(() => import('../features/trials/pages/TrialsPage'), 'TrialsPage');
const TrialDetailPage = page(() => import('../features/trials/pages/TrialDetailPage'), 'TrialDetailPage');
const AnalyticsPage = page(() => import('../features/analytics/pages/AnalyticsPage'), 'AnalyticsPage');
const TablePage = page(() => import('../features/table/pages/TablePage'), 'TablePage');
const StocksPage = page(() => import('../features/stocks/pages/StocksPage'), 'StocksPage');
const CalendarPage = page(() => import('../features/calendar/pages/CalendarPage'), 'CalendarPage');
const FavoritesPage = page(() => import('../features/favorites/pages/FavoritesPage'), 'FavoritesPage');
const PopularPage = page(() => import('../features/popular/pages/PopularPage'), 'PopularPage');
const ExplorerPage = page(() => import('../features/explorer/pages/ExplorerPage'), 'ExplorerPage');
const CompanyPage = page(() => import('../features/companies/pages/CompanyPage'), 'CompanyPage');
const WatchlistPage = page(() => import('../features/watchlist/pages/WatchlistPage'), 'WatchlistPage');
const AlertsPage = page(() => import('../features/alerts/pages/AlertsPage'), 'AlertsPage');
const NotFoundPage = page(() => import('./NotFoundPage'), 'NotFoundPage');

/**
 * Every page is its own chunk (route-level code splitting): `/` loads only the shell and the dashboard.
 * The shell (header, `main` landmark, footer) renders at once; a page still loading shows the Layout's
 * Suspense fallback (a `role="status"` spinner) inside `main`. Navigations run in a transition, so an
 * already shown page stays until the next one is ready.
 */
export const routes: RouteObject[] = [
  {
    path: '/login',
    element: (
      <Suspense fallback={<Spinner />}>
        <LoginPage />
      </Suspense>
    ),
    errorElement: <RouteError />,
  },
  {
    element: <Layout />,
    errorElement: <RouteError />,
    children: [
      { index: true, element: <DashboardPage /> },
      { path: 'trials', element: <TrialsPage /> },
      { path: 'trial/:nctId', element: <TrialDetailPage /> },
      { path: 'analytics', element: <AnalyticsPage /> },
      { path: 'table', element: <TablePage /> },
      { path: 'stocks', element: <StocksPage /> },
      { path: 'company/:ticker', element: <CompanyPage /> },
      { path: 'calendar', element: <CalendarPage /> },
      { path: 'favorites', element: <RequireAuth />, children: [{ index: true, element: <FavoritesPage /> }] },
      { path: 'popular', element: <PopularPage /> },
      { path: 'watchlist', element: <RequireAuth />, children: [{ index: true, element: <WatchlistPage /> }] },
      { path: 'alerts', element: <RequireAuth />, children: [{ index: true, element: <AlertsPage /> }] },
      { path: 'explorer', element: <ExplorerPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export const router = createBrowserRouter(routes);

// A failed token refresh sends the browser to /login without reloading the app.
setAuthLostHandler(() => {
  if (router.state.location.pathname !== '/login') void router.navigate('/login', { replace: true, state: { from: router.state.location } });
});
