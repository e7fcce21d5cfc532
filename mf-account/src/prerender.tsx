/**
 * The prerenderer's entry (built for Node by ../prerender.ts): this remote's public pages that are
 * opened directly from a link (an SMS invitation, a login link), rendered as a visitor's first render:
 * no query string, no session. The browser hydrates the markup inside the shell (issue 34), and
 * what depends on the browser (the query, the session) follows right after (useHydrated).
 */
import { portalConfigAtom, sessionStore } from '@tcm/shared';
import { remotePrerenderer } from '@tcm/shared/prerender';
import InvitePage from './pages/Invite';
import LoginPage from './pages/Login';

/**
 * `sandbox`: the portal config of a sandbox portal, which offers the scan login (the reference API
 * sets wechatAuthorizeUrl exactly then); the shell's frame of the same variant carries the 演示环境 ribbon.
 */
function prepareVariant({ sandbox }: { sandbox: boolean }) {
  sessionStore.set(portalConfigAtom, { ...sessionStore.get(portalConfigAtom), sandbox, wechatAuthorizeUrl: sandbox ? '/sandbox/wechat/authorize' : '' });
}

export const { PRERENDERED_PATHS, renderPage } = remotePrerenderer({ '/Login': LoginPage, '/Invite': InvitePage }, prepareVariant);
