import '@arco-design/web-react/es/_util/react-19-adapter';
import { ConfigProvider } from '@arco-design/web-react';
import zhCN from '@arco-design/web-react/es/locale/zh-CN';
import { useEffect, type ReactNode } from 'react';
import { watchArcoAria } from './arcoAria';

/**
 * Arco's configuration for everything that shows Arco: zh-CN locale, and the React 19 adapter its
 * static Message/Modal need. Loaded lazily with the first Arco the page shows (withArco.tsx), never
 * on the home page's boot path (issue 9). ConfigProvider also hands its locale to the static methods,
 * so a toast or dialog opened from a remote gets it as before. It also mends what Arco's markup lacks
 * for assistive technology (arcoAria.ts), for every app's Arco.
 */
export function ArcoConfig({ children }: { children: ReactNode }) {
  useEffect(watchArcoAria, []);
  return <ConfigProvider locale={zhCN}>{children}</ConfigProvider>;
}
