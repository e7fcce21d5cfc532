import { sessionStore, userInfoAtom } from '@tcm/shared/core';
import { preloadRouteFiles } from '../boot/remotePreload';
import { prefetchRemote } from './loadRemoteRoutes';
import { remoteForPath, type KnownRemote } from './registry';

type IdleCallback = (cb: () => void, opts?: { timeout: number }) => number;

const whenIdle: IdleCallback = (cb, opts) =>
  typeof window.requestIdleCallback === 'function' ? window.requestIdleCallback(cb, opts) : window.setTimeout(cb, 1_000);

/** No larger paint for this long after the last candidate: the page's largest paint is settled. */
const LCP_SETTLED_MS = 1_000;
/** Whatever happens, warming is not held back longer than this. */
const LCP_WAIT_MAX_MS = 15_000;

let afterLcp: Promise<void> | null = null;

/**
 * Resolves once the page has loaded and its largest contentful paint has settled (no new candidate
 * for a second), so warming never competes with the bytes the first view needs. Without the
 * 'largest-contentful-paint' entry type (older browsers, tests): once the load event has fired.
 */
export function afterLargestContentfulPaint(): Promise<void> {
  afterLcp ??= new Promise<void>((resolve) => {
    const loaded = new Promise<void>((done) => {
      if (document.readyState === 'complete') done();
      else window.addEventListener('load', () => done(), { once: true });
    });
    const supported = typeof PerformanceObserver === 'function' && (PerformanceObserver.supportedEntryTypes ?? []).includes('largest-contentful-paint');
    if (!supported) {
      void loaded.then(resolve);
      return;
    }
    let settle: number | undefined;
    let painted = false;
    const settled = new Promise<void>((done) => {
      const observer = new PerformanceObserver(() => {
        painted = true;
        window.clearTimeout(settle);
        settle = window.setTimeout(() => {
          observer.disconnect();
          done();
        }, LCP_SETTLED_MS);
      });
      observer.observe({ type: 'largest-contentful-paint', buffered: true });
      window.setTimeout(() => {
        if (painted) return;
        observer.disconnect();
        done();
      }, LCP_WAIT_MAX_MS);
    });
    void Promise.all([loaded, settled]).then(() => resolve());
  });
  return afterLcp;
}

/**
 * One remote per idle period, starting after the page's largest paint, so warming never competes
 * with the first view or with what the user is doing.
 */
export function prefetchWhenIdle(names: string[]): void {
  const queue = [...names];
  const next = () => {
    const name = queue.shift();
    if (!name) return;
    prefetchRemote(name);
    whenIdle(next, { timeout: 10_000 });
  };
  void afterLargestContentfulPaint().then(() => whenIdle(next, { timeout: 10_000 }));
}

/**
 * The remotes worth warming now: those holding a page this user can open. Each remote's entry
 * carries its own copy of the Module Federation runtime (about 120 KB, 33 KB gzipped), so warming
 * the remotes whose pages all need a login costs every visitor that much for nothing; a remote that
 * declares no route at all is never worth it.
 */
export function remotesToWarm(remotes: readonly KnownRemote[], { loggedIn, sandbox }: { loggedIn: boolean; sandbox: boolean }): string[] {
  return remotes
    .filter((remote) => remote.routes.some((route) => (!route.sandboxOnly || sandbox) && (loggedIn || route.access === 'public')))
    .map((remote) => remote.name);
}

/** Warms, when idle, what the session can use now, and the rest as soon as the user logs in. */
export function warmRemotes(remotes: readonly KnownRemote[], { sandbox }: { sandbox: boolean }): void {
  const warmed = new Set<string>();
  const warm = () => {
    const names = remotesToWarm(remotes, { loggedIn: !!sessionStore.get(userInfoAtom), sandbox }).filter((name) => !warmed.has(name));
    names.forEach((name) => warmed.add(name));
    if (names.length) prefetchWhenIdle(names);
  };
  warm();
  sessionStore.sub(userInfoAtom, warm);
}

/** Menu hover: the route table and the page chunk of the path the user is about to open. */
export function prefetchPath(to: string): void {
  const path = to.split(/[?#]/)[0];
  const name = remoteForPath(path);
  if (name) prefetchRemote(name, path);
}

/**
 * A remote page opened directly (a bookmark, an SMS link): its manifest, remoteEntry.js, the
 * `./routes` expose, the page's chunks and CSS are all requested now, side by side, instead of one
 * after the other as the runtime discovers them. The runtime and the chunk loader then find them
 * preloaded. Only for a page the guard will let this visitor open; never for an overridden remote
 * (its files are a dev server's, not the release's).
 */
export function preloadRemotePage(remotes: readonly KnownRemote[], path: string, { loggedIn, sandbox }: { loggedIn: boolean; sandbox: boolean }): string[] {
  for (const remote of remotes) {
    const route = remote.routes.find((r) => r.path === path);
    if (!route) continue;
    if (remote.overridden || (route.sandboxOnly && !sandbox) || (route.access !== 'public' && !loggedIn)) return [];
    return preloadRouteFiles(remote.entry, route.preload);
  }
  return [];
}
