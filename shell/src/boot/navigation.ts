import { setNavigate } from '@tcm/shared/core';
import type { DataRouter } from 'react-router-dom';

type Pending = { to: string; replace?: boolean };

let pending: Pending | null = null;

/**
 * Until the router exists, shared code may still ask to navigate (a 401 from the account call at
 * boot sends the user to /Login). Remember the request instead of reloading the page.
 */
export function deferNavigationUntilRouter(): void {
  setNavigate((to, options) => {
    pending = { to, replace: options?.replace };
  });
}

/**
 * Hands navigation to the router. A request made during boot is replayed once the first route has
 * loaded — unless the guard already took the user there (with the intended page as redirect).
 */
export function attachRouter(router: DataRouter): void {
  setNavigate((to, options) => void router.navigate(to, options));
  const replay = () => {
    const request = pending;
    pending = null;
    if (!request) return;
    const target = new URL(request.to, window.location.origin).pathname;
    if (router.state.location.pathname !== target) void router.navigate(request.to, { replace: request.replace });
  };
  if (router.state.initialized) replay();
  else {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      replay();
    });
  }
}
