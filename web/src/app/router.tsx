import { lazy, Suspense, useEffect, type ComponentType } from 'react';
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router-dom';
import { loadNamespaces } from '../lib/i18n';
import { setAuthLostHandler } from '../lib/session';
import { ErrorState, ErrorText, Spinner } from '../ui';
import { Layout } from './Layout';
import { RequireAuth } from './RequireAuth';
import { RouteError } from './ErrorBoundary';

/** A route's page component; `preload()` starts fetching its chunk and namespaces before it is shown. */
export type PageComponent = ComponentType & { preload: () => void };

/**
 * A page in a chunk of its own (React.lazy on its named export), fetched the first time it is shown,
 * together with the namespaces it uses beyond the shell's (`namespaces`, in the current language), so
 * that it never shows before its words. A chunk or namespace that cannot be fetched (offline, or
 * replaced by a deploy) shows the load-error block, whose retry reloads the app (the current index.html
 * and its chunks); once that block is gone, the next visit of the route fetches them again.
 */
export function page<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K, namespaces: readonly string[] = []): PageComponent {
  let pending: Promise<{ default: ComponentType }> | null = null;
  const fetchPage = () =>
    (pending ??= (async (): Promise<{ default: ComponentType }> => {
      try {
        const [module] = await Promise.all([load(), loadNamespaces(namespaces)]);
        return { default: module[name] };
      } catch (error) {
        return {
          default: function PageLoadFailed() {
            useEffect(
              () => () => {
                pending = null;
                current = lazy(fetchPage);
              },
              [],
            );
            return <ErrorState message={<ErrorText error={error} />} onRetry={() => window.location.reload()} />;
          },
        };
      }
    })());
  let current = lazy(fetchPage);
  function Page() {
    const Current = current;
    return <Current />;
  }
  return Object.assign(Page, { preload: () => void fetchPage() });
}

const LoginPage = page(() => import('../features/auth/pages/LoginPage'), 'LoginPage');
const ForgotPasswordPage = page(() => import('../features/auth/pages/ForgotPasswordPage'), 'ForgotPasswordPage');
const ResetPasswordPage = page(() => import('../features/auth/pages/ResetPasswordPage'), 'ResetPasswordPage');
const DashboardPage = page(() => import('../features/dashboard/pages/DashboardPage'), 'DashboardPage', ['catalysts', 'dashboard', 'regulatory']);
const TrialsPage = page(() => import('../features/trials/pages/TrialsPage'), 'TrialsPage');
const TrialDetailPage = page(() => import('../features/trials/pages/TrialDetailPage'), 'TrialDetailPage', [
  'analysis',
  'catalysts',
  'comments',
  'history',
  'market',
  'regulatory',
  'runway',
  'sources',
  'trial',
]);
const AnalyticsPage = page(() => import('../features/analytics/pages/AnalyticsPage'), 'AnalyticsPage', ['analytics', 'table']);
const TablePage = page(() => import('../features/table/pages/TablePage'), 'TablePage', ['catalysts', 'market', 'regulatory', 'table']);
const StocksPage = page(() => import('../features/stocks/pages/StocksPage'), 'StocksPage', ['market', 'regulatory', 'stocks', 'table']);
const CalendarPage = page(() => import('../features/calendar/pages/CalendarPage'), 'CalendarPage', ['calendar', 'catalysts', 'regulatory', 'table']);
const CatalystsPage = page(() => import('../features/catalysts/pages/CatalystsPage'), 'CatalystsPage', ['catalysts']);
const FavoritesPage = page(() => import('../features/favorites/pages/FavoritesPage'), 'FavoritesPage', ['favorites']);
const PopularPage = page(() => import('../features/popular/pages/PopularPage'), 'PopularPage', ['popular']);
const ExplorerPage = page(() => import('../features/explorer/pages/ExplorerPage'), 'ExplorerPage', ['explorer']);
const MethodologyPage = page(() => import('../features/methodology/pages/MethodologyPage'), 'MethodologyPage', ['methodology']);
const CompanyPage = page(() => import('../features/companies/pages/CompanyPage'), 'CompanyPage', ['catalysts', 'market', 'moves', 'regulatory', 'runway']);
const WatchlistPage = page(() => import('../features/watchlist/pages/WatchlistPage'), 'WatchlistPage');
const AlertsPage = page(() => import('../features/alerts/pages/AlertsPage'), 'AlertsPage', ['history', 'market', 'regulatory']);
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
    path: '/forgot-password',
    element: (
      <Suspense fallback={<Spinner />}>
        <ForgotPasswordPage />
      </Suspense>
    ),
    errorElement: <RouteError />,
  },
  {
    path: '/reset-password',
    element: (
      <Suspense fallback={<Spinner />}>
        <ResetPasswordPage />
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
      { path: 'catalysts', element: <CatalystsPage /> },
      { path: 'favorites', element: <RequireAuth />, children: [{ index: true, element: <FavoritesPage /> }] },
      { path: 'popular', element: <PopularPage /> },
      { path: 'watchlist', element: <RequireAuth />, children: [{ index: true, element: <WatchlistPage /> }] },
      { path: 'alerts', element: <RequireAuth />, children: [{ index: true, element: <AlertsPage /> }] },
      { path: 'explorer', element: <ExplorerPage /> },
      { path: 'methodology', element: <MethodologyPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export const router = createBrowserRouter(routes);

/** Starts fetching the pages (chunks and namespaces) that `pathname` shows: main.tsx, at start-up. */
export function preloadPages(pathname: string): void {
  for (const match of matchRoutes(routes, pathname) ?? []) {
    const type: unknown = (match.route.element as { type?: unknown } | undefined)?.type;
    if (typeof type === 'function' && 'preload' in type && typeof type.preload === 'function') (type as PageComponent).preload();
  }
}

// A failed token refresh sends the browser to /login without reloading the app.
setAuthLostHandler(() => {
  if (router.state.location.pathname !== '/login') void router.navigate('/login', { replace: true, state: { from: router.state.location } });
});
