/**
 * The prerenderer's entry (built for Node by ../prerender.ts, issue 34): /order, opened directly from
 * a link more than any other commerce page, rendered as it first shows to any signed-in user: its
 * order types, month, search and status tabs, and the list in its loading state (useLoad's first
 * render). Nothing of it depends on who is signed in until the orders arrive, which is after hydration.
 * A visitor without a session is sent to /Login by the shell's guard before anything hydrates.
 */
import { ConfigProvider } from '@arco-design/web-react';
import zhCN from '@arco-design/web-react/es/locale/zh-CN';
import type { PrerenderedMarkup } from '@tcm/shared/routes';
import { prerenderFragment } from '@tcm/shared/prerender';
import type { ComponentType } from 'react';
import OrderPage from './pages/Order';

const PAGES: Record<string, ComponentType> = { '/order': OrderPage };

export const PRERENDERED_PATHS: readonly string[] = Object.keys(PAGES);

/** The same markup in both variants: nothing on /order differs in a sandbox portal. */
export async function renderPage(path: string): Promise<PrerenderedMarkup> {
  const Page = PAGES[path];
  if (!Page) throw new Error(`${path} is not prerendered`);
  // Inside Arco's configuration, as the shell renders a remote page (its ArcoConfig: zh-CN, no markup of its own).
  const { hints, body } = await prerenderFragment(
    <ConfigProvider locale={zhCN}>
      <Page />
    </ConfigProvider>,
    path,
  );
  return { head: hints, body };
}
