import { sessionStore } from '@tcm/shared/core';
import { render } from '@testing-library/react';
import { Provider as JotaiProvider } from 'jotai';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';

/** Renders `ui` at `path` inside a memory data router; the router tells where navigation went. */
export function renderWithRouter(ui: ReactNode, path = '/') {
  const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: [path] });
  const result = render(
    <JotaiProvider store={sessionStore}>
      <RouterProvider router={router} />
    </JotaiProvider>,
  );
  return { router, ...result };
}

export function renderRoutes(routes: RouteObject[], path = '/') {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const result = render(
    <JotaiProvider store={sessionStore}>
      <RouterProvider router={router} />
    </JotaiProvider>,
  );
  return { router, ...result };
}

export const currentUrl = (router: { state: { location: { pathname: string; search: string } } }) =>
  router.state.location.pathname + router.state.location.search;
