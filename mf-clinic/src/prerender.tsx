/**
 * The prerenderer's entry (built for Node by ../prerender.ts, issue 34): the clinic pages opened
 * directly from a link, rendered as they first show to any signed-in user. /Contact, 我的患者: its
 * search box, 新建患者 and the list in its loading state (useLoad's first render; the prescribing right
 * is asked only on 去开方). /Prescription (and /prescription), 开方结果: 处方笺 and 打印, the result being
 * read (the visit is the query's, read after hydration). Nothing of them depends on who is signed in
 * until their data arrives. A visitor without a session is sent to /Login by the shell's guard before
 * anything hydrates.
 */
import { remotePrerenderer } from '@tcm/shared/prerender';
import ContactPage from './pages/Contact';
import PrescriptionPage from './pages/Prescription';

// The same markup in both variants: nothing on them differs in a sandbox portal.
export const { PRERENDERED_PATHS, renderPage } = remotePrerenderer({
  '/Contact': ContactPage,
  '/Prescription': PrescriptionPage,
  '/prescription': PrescriptionPage,
});
