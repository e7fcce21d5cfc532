/**
 * The prerenderer's entry (built for Node by ../prerender.ts, issue 34): /Contact, 我的患者, rendered as
 * it first shows to any signed-in user: its search box, 新建患者 and the list in its loading state
 * (useLoad's first render). Nothing of it depends on who is signed in until the patients arrive, after
 * hydration (the prescribing right is asked only on 去开方). A visitor without a session is sent to
 * /Login by the shell's guard before anything hydrates.
 */
import { remotePrerenderer } from '@tcm/shared/prerender';
import ContactPage from './pages/Contact';

// The same markup in both variants: nothing on it differs in a sandbox portal.
export const { PRERENDERED_PATHS, renderPage } = remotePrerenderer({ '/Contact': ContactPage });
