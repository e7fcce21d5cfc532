/**
 * The prerenderer's entry (built for Node by ../prerender.ts, issue 34): /Contact, 我的患者, rendered as
 * it first shows to any signed-in user: its search box, 新建患者 and the list in its loading state
 * (useLoad's first render). Nothing of it depends on who is signed in until the patients arrive, after
 * hydration (the prescribing right is asked only on 去开方). A visitor without a session is sent to
 * /Login by the shell's guard before anything hydrates.
 */
import { ConfigProvider } from '@arco-design/web-react';
import zhCN from '@arco-design/web-react/es/locale/zh-CN';
import type { PrerenderedMarkup } from '@tcm/shared/routes';
import { prerenderFragment } from '@tcm/shared/prerender';
import type { ComponentType } from 'react';
import ContactPage from './pages/Contact';

const PAGES: Record<string, ComponentType> = { '/Contact': ContactPage };

export const PRERENDERED_PATHS: readonly string[] = Object.keys(PAGES);

/** The same markup in both variants: nothing on /Contact differs in a sandbox portal. */
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
