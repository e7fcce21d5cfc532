import { startBootFetches } from './boot/early';
import { preloadPublicRemotePage } from './boot/remotePreload';
import { readStoredOverrides } from './remotes/override';
import './remotes/provideBundlerRuntime';

// The pointer and the portal config are requested now, side by side with the shared chunks.
const { pointer } = startBootFetches();
// A public remote page opened directly (/Login, /Invite): its files start when the pointer arrives,
// not after the shared chunks and the boot. A clone: the boot reads the pointer's body itself.
const overridden = window.location.search.includes('remoteOverride') || Object.keys(readStoredOverrides()).length > 0;
pointer
  .then((response) => (response.ok ? response.clone().json() : null))
  .then((body) => preloadPublicRemotePage(body, window.location.pathname, overridden))
  .catch(() => {});
// Every page but the home page shows Arco (a remote page, the shell's other pages): its configuration,
// the shared Arco and the shared package's root (its Arco widgets; every remote imports it) start now,
// side by side with the boot, not once the page's code asks for them. The home page loads none (issue 9).
if (window.location.pathname !== '/') {
  void import(/* webpackChunkName: "arco-config" */ './arco/ArcoConfig').catch(() => {});
  void import('@tcm/shared').catch(() => {});
}
// Module Federation needs an async boundary before shared modules are used.
void import(/* webpackChunkName: "bootstrap" */ './bootstrap');
