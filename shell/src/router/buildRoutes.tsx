import type { PointerFile, RouteMeta } from '@tcm/shared/core';
import type { RouteObject } from 'react-router-dom';
import { lazyWithArco, withArco } from '../arco/withArco';
import { PageSpin } from '../remotes/PageSpin';
import { RemoteRouteError } from '../remotes/RemoteRouteError';
import { RemoteRoutePage } from '../remotes/RemoteRoutePage';
import { AppRoot } from './AppRoot';
import { guardLoader } from './guardLoader';
import type { LayoutHandle, RouteHandle } from './handle';
import { SHELL_ROUTES } from './shellRoutes';

// Rare pages, with Arco: fetched when shown, not with the boot (issue 9).
const RootErrorPage = lazyWithArco(() => import(/* webpackChunkName: "page-error" */ '../pages/RootErrorPage').then((m) => m.RootErrorPage));
const notFoundPage = () => withArco(import(/* webpackChunkName: "page-404" */ '../pages/NotFoundPage').then((m) => m.NotFoundPage));

export interface BuildRoutesOptions {
  pointer: PointerFile;
  /** config.sandbox: debug-only routes (sandboxOnly) exist only then. */
  sandbox: boolean;
}

/**
 * Spec 1 §2.2: visiting / clears session storage (drafts of any flow left half-way). A loader runs
 * on every visit — also a click on 首页 while already home — and before the page renders.
 */
export function clearSessionStorage(): null {
  // Prerendering runs the loader in Node, where there is no session to clear.
  if (typeof sessionStorage !== 'undefined') sessionStorage.clear();
  return null;
}

function remoteRoute(remote: string, meta: RouteMeta): RouteObject {
  const handle: RouteHandle = { title: meta.title, keepAlive: !!meta.keepAlive, remote };
  return {
    id: `${remote}:${meta.path}`,
    path: meta.path,
    // The product has both /Prescription and /prescription; they must not shadow each other.
    caseSensitive: true,
    handle,
    loader: guardLoader(meta.access, remote),
    element: <RemoteRoutePage key={meta.path} remote={remote} path={meta.path} bare={meta.layout === 'bare'} />,
    errorElement: <RemoteRouteError />,
    hydrateFallbackElement: <PageSpin />,
  };
}

/**
 * The one route tree: the shell's pages plus every route of every remote in the pointer file,
 * 'main' ones inside the layout, 'bare' ones full-page. The shell's own paths win a collision.
 */
export function buildRoutes({ pointer, sandbox }: BuildRoutesOptions): RouteObject[] {
  const main: RouteObject[] = SHELL_ROUTES.map(({ path, title, access, page }) => ({
    id: `shell:${path}`,
    path,
    caseSensitive: true,
    handle: { title } satisfies RouteHandle,
    loader: path === '/' ? clearSessionStorage : access === 'public' ? undefined : guardLoader(access),
    lazy: async () => ({ Component: await page() }),
    hydrateFallbackElement: <PageSpin />,
  }));
  const bare: RouteObject[] = [];
  const taken = new Set<string>(SHELL_ROUTES.map((r) => r.path));

  for (const [remote, entry] of Object.entries(pointer)) {
    for (const meta of entry?.routes ?? []) {
      if (meta.sandboxOnly && !sandbox) continue;
      if (taken.has(meta.path)) {
        console.warn(`[shell] ${remote} declares ${meta.path}, which is already taken; ignored`);
        continue;
      }
      taken.add(meta.path);
      (meta.layout === 'bare' ? bare : main).push(remoteRoute(remote, meta));
    }
  }

  main.push({ id: 'shell:404', path: '*', handle: { title: '页面不存在' } satisfies RouteHandle, lazy: async () => ({ Component: await notFoundPage() }) });

  // The layout routes only group the pages; AppRoot's keep-alive host renders the layouts, so a
  // kept page survives a move to a page of the other layout.
  return [
    {
      id: 'root',
      Component: AppRoot,
      errorElement: <RootErrorPage />,
      hydrateFallbackElement: <PageSpin />,
      children: [
        { id: 'layout:main', handle: { layout: 'main' } satisfies LayoutHandle, children: main },
        { id: 'layout:bare', handle: { layout: 'bare' } satisfies LayoutHandle, children: bare },
      ],
    },
  ];
}
