/**
 * The prerenderer's entry (built for Node by ../prerender.ts, issue 34): /apply, 医生认证申请, opened
 * directly from a link, rendered as it first shows to any signed-in user: the application form, empty
 * and disabled, while the account is read. The account (after hydration) decides whether the form is
 * offered, what it holds, and whether a rejection notice stands above it. A visitor without a session is
 * sent to /Login by the shell's guard before anything hydrates.
 */
import { remotePrerenderer } from '@tcm/shared/prerender';
import ApplyPage from './pages/Apply';

// The same markup in both variants: nothing on it differs in a sandbox portal.
export const { PRERENDERED_PATHS, renderPage } = remotePrerenderer({ '/apply': ApplyPage });
