/**
 * The prerenderer's entry (built for Node by build-config/prerenderConfig.ts, run by shell/prerender.ts): renders
 * one public page of the shell to HTML with React's static prerender. The browser hydrates it
 * (bootstrap.tsx) with the same routes and the same data, so the first paint needs no JavaScript.
 */
import { portalConfigAtom, sessionStore, type PointerFile, type RouteLayout } from '@tcm/shared/core';
import { streamToString } from '@tcm/shared/prerender';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { AppFrame } from '../App';
import { pageTitle } from '../config/company';
import { buildRoutes } from '../router/buildRoutes';
import { SHELL_ROUTES } from '../router/shellRoutes';
import { REMOTE_FRAME_PATH, REMOTE_PAGE_SLOT } from '@tcm/shared/routes';
import { setReadyPage } from '../remotes/readyPages';
import type { PrerenderData } from './prerenderData';

// shell/prerender.ts prerenders as much news as the news page asks the API for.
export { NEWS_PAGE_SIZE } from '../pages/NewsPage';

/** The pages worth prerendering: the shell's own public ones (spec 1 §6's public list). */
export const PRERENDERED_PATHS: readonly string[] = SHELL_ROUTES.filter((r) => r.access === 'public').map((r) => r.path);

export interface RenderOptions {
  /** The portal config's sandbox flag: the 演示环境 ribbon is part of the page's layout. */
  sandbox: boolean;
  data: PrerenderData;
}

export async function renderPage(pathname: string, { sandbox, data }: RenderOptions): Promise<{ html: string; title: string }> {
  const route = SHELL_ROUTES.find((r) => r.path === pathname && r.access === 'public');
  if (!route) throw new Error(`${pathname} is not a public shell page`);
  // The pointer is not known at build time: the browser builds the full tree, whose match for a
  // shell page is the same (the shell's own paths win every collision).
  const html = await renderRoute(pathname, {}, { sandbox, data });
  return { html, title: pageTitle(route.title, pathname === '/') };
}

/** What the release store finds where a remote's page goes, and replaces with its markup. */
function RemotePageSlot() {
  return <template data-remote-page="" />;
}

/**
 * The shell around a remote page of `layout` (issue 34), with REMOTE_PAGE_SLOT where the page goes,
 * inside the same boundaries (RemoteRoutePage) as in the browser: the release store fills it with a
 * remote's prerendered page (release/src/store/routePages.ts). The shell names no remote route: the
 * frame is rendered for a stand-in route of that layout. One frame serves a kept page (keepAlive:
 * /order) and any other: KeepAliveHost puts either in an Activity (`keepAlive` lets a test hold them equal).
 */
export async function renderRemoteFrame(layout: RouteLayout, { sandbox, keepAlive = false }: { sandbox: boolean; keepAlive?: boolean }): Promise<string> {
  const remote = 'account';
  const pointer: PointerFile = {
    [remote]: { version: '', entry: '', routes: [{ path: REMOTE_FRAME_PATH, title: '', access: 'public', layout, keepAlive }] },
  };
  setReadyPage(remote, REMOTE_FRAME_PATH, RemotePageSlot);
  const html = await renderRoute(REMOTE_FRAME_PATH, pointer, { sandbox, data: null });
  if (!html.includes(REMOTE_PAGE_SLOT)) throw new Error(`the ${layout} frame has no ${REMOTE_PAGE_SLOT}`);
  return html;
}

async function renderRoute(pathname: string, pointer: PointerFile, { sandbox, data }: { sandbox: boolean; data: PrerenderData | null }): Promise<string> {
  sessionStore.set(portalConfigAtom, { ...sessionStore.get(portalConfigAtom), sandbox });
  const handler = createStaticHandler(buildRoutes({ pointer, sandbox }));
  const context = await handler.query(new Request(`http://prerender.invalid${pathname}`));
  if (context instanceof Response) throw new Error(`${pathname}: the router answered a redirect`);
  const router = createStaticRouter(handler.dataRoutes, context);

  const { prelude } = await prerenderToNodeStream(
    <AppFrame prerendered={data}>
      {/* No hydration script: the CSP has no inline scripts; bootstrap.tsx passes the (empty) loader data. */}
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </AppFrame>,
  );
  return streamToString(prelude);
}
