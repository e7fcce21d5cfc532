/**
 * The prerenderer's entry (built for Node by ../prerender.ts): this remote's public pages that are
 * opened directly from a link (an SMS invitation, a login link), rendered as a visitor's first render:
 * no query string, no session. The browser hydrates the markup inside the shell (issue 34), and
 * what depends on the browser (the query, the session) follows right after (useHydrated).
 */
import { ConfigProvider } from '@arco-design/web-react';
import zhCN from '@arco-design/web-react/es/locale/zh-CN';
import { portalConfigAtom, sessionStore, type PrerenderedMarkup } from '@tcm/shared';
import { prerenderFragment } from '@tcm/shared/prerender';
import type { ComponentType } from 'react';
import InvitePage from './pages/Invite';
import LoginPage from './pages/Login';

const PAGES: Record<string, ComponentType> = { '/Login': LoginPage, '/Invite': InvitePage };

export const PRERENDERED_PATHS: readonly string[] = Object.keys(PAGES);

/**
 * `sandbox`: the portal config of a sandbox portal, which offers the scan login (the reference API
 * sets wechatAuthorizeUrl exactly then); the shell's frame of the same variant carries the 演示环境 ribbon.
 */
export async function renderPage(path: string, { sandbox }: { sandbox: boolean }): Promise<PrerenderedMarkup> {
  const Page = PAGES[path];
  if (!Page) throw new Error(`${path} is not prerendered`);
  sessionStore.set(portalConfigAtom, { ...sessionStore.get(portalConfigAtom), sandbox, wechatAuthorizeUrl: sandbox ? '/sandbox/wechat/authorize' : '' });
  // Inside Arco's configuration, as the shell renders a remote page (its ArcoConfig: zh-CN, no markup of its own).
  const { hints, body } = await prerenderFragment(
    <ConfigProvider locale={zhCN}>
      <Page />
    </ConfigProvider>,
    path,
  );
  return { head: hints, body };
}
