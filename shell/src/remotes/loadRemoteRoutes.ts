import { loadRemote } from '@module-federation/enhanced/runtime';
import type { RemoteRoute } from '@tcm/shared/core';
import type { ComponentType } from 'react';
import { remoteLoadingSettings } from '../config/remoteLoading';
import { loadKind, trackFailure } from '../telemetry/events';
import { resetRemote } from './registry';
import { RemoteContractError, withRetry } from './retry';

/** What every remote exposes as `./routes` (its src/routes.ts). */
interface RoutesModule {
  routes?: RemoteRoute[];
  default?: RemoteRoute[];
}

interface Load {
  promise: Promise<RemoteRoute[]>;
  /** Prefetches try once; a navigation deserves the retries. */
  retrying: boolean;
  /** It loaded: a retry reuses it rather than re-register a remote in use. */
  loaded: boolean;
}

const loads = new Map<string, Load>();
const failedBefore = new Set<string>();

/** `fresh`: a retry the user asked for: the runtime forgets the remote before the first attempt too. */
function startLoad(name: string, retrying: boolean, fresh = false): Load {
  const settings = remoteLoadingSettings();
  const promise = withRetry(
    async (attempt) => {
      // A retry of a navigation's load is telemetry (issue 23); a prefetch's single try is not.
      if (attempt > 0 && retrying) trackFailure(name, 'entry', true);
      if (attempt > 0 || fresh || failedBefore.has(name)) resetRemote(name);
      const mod = await loadRemote<RoutesModule>(`${name}/routes`);
      const routes = mod?.routes ?? mod?.default;
      if (!Array.isArray(routes)) throw new RemoteContractError(`${name}/routes exposes no route table`);
      return routes;
    },
    retrying ? settings : { ...settings, retryDelays: [] },
    `${name}/routes`,
  );
  const load: Load = { promise, retrying, loaded: false };
  loads.set(name, load);
  promise.then(
    () => {
      load.loaded = true;
      failedBefore.delete(name);
    },
    (error: unknown) => {
      if (retrying) trackFailure(name, loadKind(error, 'entry'), false, error);
      failedBefore.add(name);
      if (loads.get(name) === load) loads.delete(name);
    },
  );
  return load;
}

/**
 * `<name>/routes` through the Module Federation runtime, once per remote and page load. Failures are
 * not cached: the next call (a retry button, another navigation) starts over from a clean runtime.
 * `fresh` (a retry button) does not wait on a load still under way either: it may hang.
 */
export function loadRemoteRoutes(name: string, { prefetch = false, fresh = false } = {}): Promise<RemoteRoute[]> {
  const current = loads.get(name);
  if (!current) return startLoad(name, !prefetch, fresh).promise;
  if (fresh && !prefetch && !current.loaded) return startLoad(name, true, true).promise;
  if (current.retrying || prefetch) return current.promise;
  // A navigation joins a single-shot prefetch, and gets its own retrying load if that one fails.
  return current.promise.catch(() => loadRemoteRoutes(name));
}

/** The page component of one remote route: the route table first, then the page's own chunk. */
export async function loadRemotePage(name: string, path: string, { fresh = false } = {}): Promise<{ default: ComponentType }> {
  const routes = await loadRemoteRoutes(name, { fresh });
  const route = routes.find((r) => r.path === path);
  if (!route) throw new RemoteContractError(`${name} does not declare ${path} (pointer and release disagree)`);
  const mod = await withRetry(
    (attempt) => {
      if (attempt > 0) trackFailure(name, 'chunk', true);
      return route.load();
    },
    remoteLoadingSettings(),
    `${name}${path}`,
  ).catch((error: unknown) => {
    trackFailure(name, loadKind(error, 'chunk'), false, error);
    throw error;
  });
  const page = mod?.default as unknown;
  if (!page || (typeof page !== 'function' && typeof page !== 'object')) {
    throw new RemoteContractError(`${name}${path} has no default export`);
  }
  return mod;
}

/** Warms a remote without caring whether it works: the real navigation reports problems. */
export function prefetchRemote(name: string, path?: string): void {
  loadRemoteRoutes(name, { prefetch: true })
    .then((routes) => routes.find((r) => r.path === path)?.load())
    .catch(() => {});
}

/** Test seam: forget every load. */
export function resetRemoteLoads(): void {
  loads.clear();
  failedBefore.clear();
}
