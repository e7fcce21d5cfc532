import { prefetchRemote } from './loadRemoteRoutes';
import { remoteForPath } from './registry';

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

/** Menu hover: the route table and the page chunk of the path the user is about to open. */
export function prefetchPath(to: string): void {
  const path = to.split(/[?#]/)[0];
  const name = remoteForPath(path);
  if (name) prefetchRemote(name, path);
}
