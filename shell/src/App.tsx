import { ConfigProvider } from '@arco-design/web-react';
import zhCN from '@arco-design/web-react/es/locale/zh-CN';
import { sessionStore } from '@tcm/shared';
import { Provider as JotaiProvider } from 'jotai';
import type { ReactNode } from 'react';
import { RouterProvider, type DataRouter } from 'react-router-dom';
import { SandboxRibbon } from './layout/SandboxRibbon';
import { PrerenderDataProvider, type PrerenderData } from './prerender/prerenderData';

/** Everything around the router, the same in the browser and in the prerenderer (prerender/server.tsx). */
export function AppFrame({ children, prerendered = null }: { children: ReactNode; prerendered?: PrerenderData | null }) {
  return (
    <ConfigProvider locale={zhCN}>
      <JotaiProvider store={sessionStore}>
        <PrerenderDataProvider value={prerendered}>
          {/* Outside the router: on every page, the error pages too. */}
          <SandboxRibbon />
          {children}
        </PrerenderDataProvider>
      </JotaiProvider>
    </ConfigProvider>
  );
}

export function App({ router, prerendered }: { router: DataRouter; prerendered?: PrerenderData | null }) {
  return (
    <AppFrame prerendered={prerendered}>
      <RouterProvider router={router} />
    </AppFrame>
  );
}
