import { createBrowserRouter, redirect, type RouteObject } from 'react-router';
import { guestOnlyLoader, loginAction, logoutAction, registerAction } from './auth/routes';
import { brandHomeLoader, homeLoader, newBrandLoader } from './brands/loaders';
import { ErrorPage, NotFound } from './layout/ErrorPage';
import { PageLoading } from './layout/PageLoading';
import { rootLoader } from './layout/rootLoader';
import { RootRoute } from './layout/RootRoute';

/*
 * Loaders and actions are part of the main bundle; page components load lazily, in parallel with
 * their data. Guards: loginRedirectIfGuest (log-in needed) and guestOnlyLoader (log-in, registration).
 */
export const routes: RouteObject[] = [
  {
    id: 'root',
    path: '/',
    loader: rootLoader,
    Component: RootRoute,
    HydrateFallback: PageLoading,
    errorElement: <ErrorPage standalone />,
    children: [
      {
        // Errors below the layout keep the header.
        errorElement: <ErrorPage />,
        children: [
          { index: true, loader: homeLoader, lazy: async () => ({ Component: (await import('./brands/HomeRoute')).default }) },
          {
            path: 'login',
            loader: guestOnlyLoader,
            action: loginAction,
            lazy: async () => ({ Component: (await import('./auth/LoginRoute')).default }),
          },
          {
            path: 'register',
            loader: guestOnlyLoader,
            action: registerAction,
            lazy: async () => ({ Component: (await import('./auth/RegisterRoute')).default }),
          },
          // Submitted to by the log-out buttons; opened as a page it just goes home.
          { path: 'logout', action: logoutAction, loader: () => redirect('/') },
          {
            path: 'new-brand',
            loader: newBrandLoader,
            lazy: async () => ({ Component: (await import('./brands/NewBrandRoute')).default }),
          },
          {
            path: ':brand',
            loader: brandHomeLoader,
            lazy: async () => ({ Component: (await import('./brands/BrandHomeRoute')).default }),
          },
          { path: '*', Component: NotFound },
        ],
      },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
