import { sessionStore } from '@tcm/shared/core';
import { Provider as JotaiProvider } from 'jotai';
import type { ReactNode } from 'react';
import { RouterProvider, type DataRouter } from 'react-router-dom';
import { SandboxRibbon } from './layout/SandboxRibbon';
import { PrerenderDataProvider, type PrerenderData } from './prerender/prerenderData';

/**
 * Everything around the router, the same in the browser and in the prerenderer (prerender/server.tsx).
 * Arco's ConfigProvider is not here: it comes lazily with whatever shows Arco (arco/withArco.tsx), so
 * the home page's boot loads no Arco (issue 9).
 */
export function AppFrame({ children, prerendered = null }: { children: ReactNode; prerendered?: PrerenderData | null }) {
  return (
    <JotaiProvider store={sessionStore}>
      <PrerenderDataProvider value={prerendered}>
        {/* Outside the router: on every page, the error pages too. */}
        <SandboxRibbon />
        {children}
      </PrerenderDataProvider>
    </JotaiProvider>
  );
}

export function App({ router, prerendered }: { router: DataRouter; prerendered?: PrerenderData | null }) {
  return (
    <AppFrame prerendered={prerendered}>
      <RouterProvider router={router} />
    </AppFrame>
  );
}
