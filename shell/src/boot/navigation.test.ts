import { navigateTo } from '@tcm/shared/core';
import { createMemoryRouter, redirect } from 'react-router-dom';
import { attachRouter, deferNavigationUntilRouter } from './navigation';

const page = () => null;

function routerAt(path: string) {
  return createMemoryRouter(
    [
      { path: '/News', Component: page },
      { path: '/Login', Component: page },
      { path: '/order', Component: page, loader: () => redirect('/Login?redirect=%2Forder') },
    ],
    { initialEntries: [path] },
  );
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('navigation during boot', () => {
  it('replays a 401 redirect requested before the router existed', async () => {
    deferNavigationUntilRouter();
    navigateTo('/Login', { replace: true });
    const router = routerAt('/News');
    attachRouter(router);
    await settle();
    expect(router.state.location.pathname).toBe('/Login');
  });

  it('does not override the guard, which already sent the user to log in with the intended page', async () => {
    deferNavigationUntilRouter();
    navigateTo('/Login', { replace: true });
    const router = routerAt('/order');
    attachRouter(router);
    await settle();
    await settle();
    expect(router.state.location.pathname + router.state.location.search).toBe('/Login?redirect=%2Forder');
  });

  it('navigates through the router once attached', async () => {
    const router = routerAt('/News');
    attachRouter(router);
    navigateTo('/Login');
    await settle();
    expect(router.state.location.pathname).toBe('/Login');
  });
});
