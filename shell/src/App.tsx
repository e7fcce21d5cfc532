import { ConfigProvider } from '@arco-design/web-react';
import zhCN from '@arco-design/web-react/es/locale/zh-CN';
import { sessionStore } from '@tcm/shared';
import { Provider as JotaiProvider } from 'jotai';
import { RouterProvider, type DataRouter } from 'react-router-dom';
import { SandboxRibbon } from './layout/SandboxRibbon';

export function App({ router }: { router: DataRouter }) {
  return (
    <ConfigProvider locale={zhCN}>
      <JotaiProvider store={sessionStore}>
        {/* Outside the router: on every page, the error pages too. */}
        <SandboxRibbon />
        <RouterProvider router={router} />
      </JotaiProvider>
    </ConfigProvider>
  );
}
