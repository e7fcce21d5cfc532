import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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
    [{ path, element: <Page /> }, ...others.map((p) => ({ path: p, element: <div>stand-in {p}</div> }))].map((route) => ({
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
  return {
    ...result,
    router,
    /**
     * Clicks the link named `name` as a user would and resolves with the path the router then shows.
     * The link's href is checked too: it must be where the click goes (open in a new tab works).
     */
    async follow(name: string | RegExp): Promise<string> {
      const link = screen.getByRole('link', { name });
      const href = link.getAttribute('href');
      await userEvent.setup().click(link);
      await waitFor(() => expect(router.state.location.pathname).toBe(href));
      return router.state.location.pathname;
    },
  };
}
