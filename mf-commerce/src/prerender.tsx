/**
 * The prerenderer's entry (built for Node by ../prerender.ts, issue 34): the commerce pages opened
 * directly from a link, rendered as they first show to any signed-in user. /order: its order types,
 * month, search and status tabs, and the list in its loading state (useLoad's first render). /wjtpay,
 * the cashier: 我的订单 and the order being read (which order is this browser's draft, read after
 * hydration). Nothing of them depends on who is signed in until their data arrives, after hydration.
 * A visitor without a session is sent to /Login by the shell's guard before anything hydrates.
 */
import { remotePrerenderer } from '@tcm/shared/prerender';
import OrderPage from './pages/Order';
import WjtpayPage from './pages/Wjtpay';

// The same markup in both variants: nothing on them differs in a sandbox portal.
export const { PRERENDERED_PATHS, renderPage } = remotePrerenderer({ '/order': OrderPage, '/wjtpay': WjtpayPage });
