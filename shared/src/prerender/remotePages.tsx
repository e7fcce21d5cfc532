import { ConfigProvider } from '@arco-design/web-react';
import zhCN from '@arco-design/web-react/es/locale/zh-CN';
import type { ComponentType } from 'react';
import type { PrerenderedMarkup } from '../routes/types';
import { prerenderFragment } from './prerenderFragment';

/**
 * What a remote's prerender entry exports (build-config/prerenderRemote.ts reads both): the paths it
 * prerenders and their markup, each page inside Arco's configuration as the shell renders a remote
 * page (its ArcoConfig: zh-CN, no markup of its own). `prepare`: what a variant sets before rendering
 * (the sandbox portal's config); pages without it render the same markup in both variants.
 */
export function remotePrerenderer(pages: Record<string, ComponentType>, prepare?: (variant: { sandbox: boolean }) => void) {
  return {
    PRERENDERED_PATHS: Object.keys(pages) as readonly string[],
    renderPage: async (path: string, variant: { sandbox: boolean } = { sandbox: false }): Promise<PrerenderedMarkup> => {
      const Page = pages[path];
      if (!Page) throw new Error(`${path} is not prerendered`);
      prepare?.(variant);
      const { hints, body } = await prerenderFragment(
        <ConfigProvider locale={zhCN}>
          <Page />
        </ConfigProvider>,
        path,
      );
      return { head: hints, body };
    },
  };
}
