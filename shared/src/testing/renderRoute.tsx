import '@arco-design/web-react/es/_util/react-19-adapter';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';

/** Stands in for every other page: shows where the app navigated to. */
function Elsewhere() {
  const location = useLocation();
  return <div data-testid="elsewhere">{location.pathname + location.search}</div>;
}

/**
 * Renders a page in a memory data router (as the shell does) at `url`. Any navigation away lands on
 * a stand-in that prints the location; `router.state.location` is also available to assertions.
 */
export function renderRoute(
  element: ReactElement,
  { path, url = path, state, history = [] }: { path: string; url?: string; state?: unknown; history?: string[] },
) {
  const router = createMemoryRouter(
    [
      { path, element },
      { path: '*', element: <Elsewhere /> },
    ],
    {
      initialEntries: [...history, { pathname: url.split('?')[0], search: url.includes('?') ? `?${url.split('?')[1]}` : '', state }],
      initialIndex: history.length,
    },
  );
  const utils = render(<RouterProvider router={router} />);
  return { ...utils, router };
}
