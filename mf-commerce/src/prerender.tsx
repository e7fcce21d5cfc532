/**
 * The prerenderer's entry (built for Node by ../prerender.ts, issue 34): /order, opened directly from
 * a link more than any other commerce page, rendered as it first shows to any signed-in user: its
 * order types, month, search and status tabs, and the list in its loading state (useLoad's first
 * render). Nothing of it depends on who is signed in until the orders arrive, which is after hydration.
 * A visitor without a session is sent to /Login by the shell's guard before anything hydrates.
 */
import { remotePrerenderer } from '@tcm/shared/prerender';
import OrderPage from './pages/Order';

// The same markup in both variants: nothing on it differs in a sandbox portal.
export const { PRERENDERED_PATHS, renderPage } = remotePrerenderer({ '/order': OrderPage });
