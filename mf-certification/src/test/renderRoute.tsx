import { render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';

function Where() {
  const location = useLocation();
  return <div data-testid="location">{location.pathname}</div>;
}

/**
 * Renders one page inside a data router, as the shell does, with stand-ins for the pages it links
 * to so a test can see where a click or a submit went.
 */
export function renderRoute(path: string, Page: ComponentType) {
  const others = ['/apply', '/applying', '/userInfo', '/Login'].filter((p) => p !== path);
  const router = createMemoryRouter(
    [
      { path, element: <Page /> },
      ...others.map((p) => ({ path: p, element: <div>stand-in {p}</div> })),
    ].map((route) => ({
      ...route,
      element: (
        <>
          {route.element}
          <Where />
        </>
      ),
    })),
    { initialEntries: [path] },
  );
  const result = render(<RouterProvider router={router} />);
  return { ...result, router };
}
