import { sessionStore, userInfoAtom } from '@tcm/shared';
import { prefetchRemote } from './loadRemoteRoutes';
import { remoteForPath, type KnownRemote } from './registry';

type IdleCallback = (cb: () => void, opts?: { timeout: number }) => number;

const whenIdle: IdleCallback = (cb, opts) =>
  typeof window.requestIdleCallback === 'function'
    ? window.requestIdleCallback(cb, opts)
    : window.setTimeout(cb, 1_000);

/** One remote per idle period, so warming never competes with what the user is doing. */
export function prefetchWhenIdle(names: string[]): void {
  const queue = [...names];
  const next = () => {
    const name = queue.shift();
    if (!name) return;
    prefetchRemote(name);
    whenIdle(next, { timeout: 10_000 });
  };
  whenIdle(next, { timeout: 10_000 });
}

/**
 * The remotes worth warming now: those holding a page this user can open. Each remote's entry
 * carries its own copy of the Module Federation runtime (about 120 KB, 33 KB gzipped), so warming
 * the remotes whose pages all need a login costs every visitor that much for nothing; a remote that
 * declares no route at all is never worth it.
 */
export function remotesToWarm(remotes: readonly KnownRemote[], { loggedIn, sandbox }: { loggedIn: boolean; sandbox: boolean }): string[] {
  return remotes
    .filter((remote) =>
      remote.routes.some((route) => (!route.sandboxOnly || sandbox) && (loggedIn || route.access === 'public')),
    )
    .map((remote) => remote.name);
}

/** Warms, when idle, what the session can use now, and the rest as soon as the user logs in. */
export function warmRemotes(remotes: readonly KnownRemote[], { sandbox }: { sandbox: boolean }): void {
  const warmed = new Set<string>();
  const warm = () => {
    const names = remotesToWarm(remotes, { loggedIn: !!sessionStore.get(userInfoAtom), sandbox }).filter(
      (name) => !warmed.has(name),
    );
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
