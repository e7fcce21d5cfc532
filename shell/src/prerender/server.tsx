/**
 * The prerenderer's entry (built for Node by build-config/prerenderConfig.ts, run by shell/prerender.ts): renders
 * one public page of the shell to HTML with React's static prerender. The browser hydrates it
 * (bootstrap.tsx) with the same routes and the same data, so the first paint needs no JavaScript.
 */
import { portalConfigAtom, sessionStore } from '@tcm/shared/core';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { AppFrame } from '../App';
import { pageTitle } from '../config/company';
import { buildRoutes } from '../router/buildRoutes';
import { SHELL_ROUTES } from '../router/shellRoutes';
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

async function streamToString(stream: AsyncIterable<unknown>): Promise<string> {
  const parts: Buffer[] = [];
  for await (const chunk of stream) parts.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(parts).toString('utf8');
}

export async function renderPage(pathname: string, { sandbox, data }: RenderOptions): Promise<{ html: string; title: string }> {
  const route = SHELL_ROUTES.find((r) => r.path === pathname && r.access === 'public');
  if (!route) throw new Error(`${pathname} is not a public shell page`);
  sessionStore.set(portalConfigAtom, { ...sessionStore.get(portalConfigAtom), sandbox });

  // The pointer is not known at build time: the browser builds the full tree, whose match for a
  // shell page is the same (the shell's own paths win every collision).
  const handler = createStaticHandler(buildRoutes({ pointer: {}, sandbox }));
  const context = await handler.query(new Request(`http://prerender.invalid${pathname}`));
  if (context instanceof Response) throw new Error(`${pathname}: the router answered a redirect`);
  const router = createStaticRouter(handler.dataRoutes, context);

  const { prelude } = await prerenderToNodeStream(
    <AppFrame prerendered={data}>
      {/* No hydration script: the CSP has no inline scripts; bootstrap.tsx passes the (empty) loader data. */}
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </AppFrame>,
  );
  return { html: await streamToString(prelude), title: pageTitle(route.title, pathname === '/') };
}
