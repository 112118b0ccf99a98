import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { setAuthLostHandler } from '../lib/session';
import { Layout } from './Layout';
import { RequireAuth } from './RequireAuth';
import { RouteError } from './ErrorBoundary';

/** Every page is its own chunk (route-level code splitting): `/` loads only the shell and the dashboard. */
export const routes: RouteObject[] = [
  {
    path: '/login',
    lazy: async () => ({ Component: (await import('../features/auth/pages/LoginPage')).LoginPage }),
    errorElement: <RouteError />,
  },
  {
    element: <Layout />,
    errorElement: <RouteError />,
    children: [
      { index: true, lazy: async () => ({ Component: (await import('../features/dashboard/pages/DashboardPage')).DashboardPage }) },
      { path: 'trials', lazy: async () => ({ Component: (await import('../features/trials/pages/TrialsPage')).TrialsPage }) },
      { path: 'trial/:nctId', lazy: async () => ({ Component: (await import('../features/trials/pages/TrialDetailPage')).TrialDetailPage }) },
      { path: 'analytics', lazy: async () => ({ Component: (await import('../features/analytics/pages/AnalyticsPage')).AnalyticsPage }) },
      { path: 'table', lazy: async () => ({ Component: (await import('../features/table/pages/TablePage')).TablePage }) },
      { path: 'stocks', lazy: async () => ({ Component: (await import('../features/stocks/pages/StocksPage')).StocksPage }) },
      { path: 'calendar', lazy: async () => ({ Component: (await import('../features/calendar/pages/CalendarPage')).CalendarPage }) },
      {
        path: 'favorites',
        element: <RequireAuth />,
        children: [{ index: true, lazy: async () => ({ Component: (await import('../features/favorites/pages/FavoritesPage')).FavoritesPage }) }],
      },
      { path: 'popular', lazy: async () => ({ Component: (await import('../features/popular/pages/PopularPage')).PopularPage }) },
      { path: 'explorer', lazy: async () => ({ Component: (await import('../features/explorer/pages/ExplorerPage')).ExplorerPage }) },
      { path: '*', lazy: async () => ({ Component: (await import('./NotFoundPage')).NotFoundPage }) },
    ],
  },
];

export const router = createBrowserRouter(routes);

// A failed token refresh sends the browser to /login without reloading the app.
setAuthLostHandler(() => {
  if (router.state.location.pathname !== '/login') void router.navigate('/login', { replace: true, state: { from: router.state.location } });
});
