import '@arco-design/web-react/dist/css/arco.css';
import './styles/theme.css';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, type HydrationState, type RouteObject } from 'react-router-dom';
import { App } from './App';
import { loadBootData } from './boot/loadBootData';
import { attachRouter, deferNavigationUntilRouter } from './boot/navigation';
import { configureRemoteLoading, remoteLoadingFromQuery } from './config/remoteLoading';
import { announceLogout, hasToken, sessionStore, userInfoAtom } from '@tcm/shared/core';
import { keepTypedInput } from './prerender/keepTypedInput';
import { readPrerenderData } from './prerender/prerenderData';
import { resolveOverrides } from './remotes/override';
import { browserBucket, choosePointer, noteCanaries, previewWanted } from './remotes/canary';
import { preloadRemotePage, warmRemotes } from './remotes/prefetch';
import { installErrorListeners, setServedVersion, shellVersion } from './telemetry/events';
import { startTelemetry } from './telemetry/start';
import { registerPointer, setPointerFailed } from './remotes/registry';
import { buildRoutes } from './router/buildRoutes';
import { routeHandle } from './router/handle';
import { withArco } from './arco/withArco';
import { loadRemotePage } from './remotes/loadRemoteRoutes';
import { afterReadyPageHydrated, setReadyPage } from './remotes/readyPages';

/**
 * A prerendered page is hydrated, not replaced: the router starts as already loaded, so its first
 * render is the prerendered markup. A shell page (shell/prerender.ts): its lazy module first (the HTML
 * preloads it); the shell's public pages have no loader data, only the home page's clearing of session
 * storage, run here instead. A remote page (issue 34: its markup put into the shell's frame by the
 * release store): its guard, then its module with Arco's configuration (preloaded by the HTML too),
 * handed to RemoteRoutePage ready, so that nothing suspends while hydrating (readyPages.ts says why).
 * Should any of it fail, or the guard redirect, the page is rendered afresh instead (its spinner, retry,
 * error panel, /Login).
 */
async function hydrationFor(routes: RouteObject[], root: HTMLElement): Promise<HydrationState | null> {
  if (root.dataset.prerendered !== window.location.pathname) return null;
  const matches = matchRoutes(routes, window.location) ?? [];
  const loaderData: Record<string, null> = {};
  try {
    for (const { route, params } of matches) {
      if (typeof route.lazy === 'function') {
        Object.assign(route, { ...(await route.lazy()), lazy: undefined });
      }
      if (typeof route.loader === 'function') {
        await route.loader(
          { request: new Request(window.location.href), url: new URL(window.location.href), pattern: route.path ?? '', params, context: undefined },
          undefined,
        );
        loaderData[route.id!] = null;
      }
      const remote = routeHandle(route.handle)?.remote;
      if (remote && route.path) {
        setReadyPage(remote, route.path, await withArco(loadRemotePage(remote, route.path).then((m) => m.default)));
      }
    }
  } catch (error) {
    // The guard's redirect (a signed-out visitor on a prerendered /order) is no failure: the router
    // runs the guard again and renders /Login afresh, replacing the markup.
    if (!(error instanceof Response)) console.warn('[shell] the prerendered page is rendered afresh:', error);
    return null;
  }
  return { loaderData };
}

async function boot() {
  configureRemoteLoading(remoteLoadingFromQuery(window.location.search));
  deferNavigationUntilRouter();
  installErrorListeners();
  const { config, pointer: published, failed } = await loadBootData();
  setPointerFailed(failed);
  // This browser's side of each canary (a sticky bucket), then any preview this tab is allowed (issues 23, 31).
  let pointer = choosePointer(published, browserBucket());
  if (previewWanted()) {
    const { previewAllowed, startPreviews } = await import(/* webpackChunkName: "preview" */ './remotes/preview');
    pointer = await startPreviews(pointer, previewAllowed(config, sessionStore.get(userInfoAtom)));
  }
  noteCanaries(published, pointer);
  const remotes = registerPointer(pointer, resolveOverrides(!!config.allowRemoteOverride));
  setServedVersion('shell', shellVersion());
  for (const r of remotes) setServedVersion(r.name, r.overridden ? 'dev' : r.version);
  // A remote page opened directly: everything it needs is requested now, at once, not as a chain.
  preloadRemotePage(remotes, window.location.pathname, { loggedIn: hasToken(), sandbox: !!config.sandbox });

  const routes = buildRoutes({ pointer, sandbox: !!config.sandbox });
  const root = document.getElementById('root')!;
  const hydrationData = await hydrationFor(routes, root);
  const router = createBrowserRouter(routes, hydrationData ? { hydrationData } : undefined);
  // Shared code (the 401 handler) navigates inside the SPA instead of reloading it.
  attachRouter(router);

  if (hydrationData) {
    // Text typed into a remote page's form before now goes back into it once that page has hydrated.
    afterReadyPageHydrated(keepTypedInput(root));
    hydrateRoot(root, <App router={router} prerendered={readPrerenderData()} />);
  } else {
    createRoot(root).render(<App router={router} />);
  }
  announceLogout();
  warmRemotes(remotes, { sandbox: !!config.sandbox });
  startTelemetry(config);
}

void boot();
