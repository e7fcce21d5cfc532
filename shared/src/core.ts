// Everything of the shared package's root except its Arco widgets: the boot path of every page
// (the shell's home page above all) imports this entry, so it must never import Arco statically
// (issue 9: a visitor of / downloads no Arco). The root re-exports it through the package name,
// so both are one shared instance (one session store) whichever app imports which.
export * from './contract';
export * from './codes';
export * from './rules';
export * from './validators';
// The region table (@vant/area-data, ~28 KB gzip) is NOT re-exported here: import it from
// '@tcm/shared/region' (data, validation) or '@tcm/shared/region/cascader' (the picker), its own
// entries and shared modules, so only pages with a region picker download it.
export * from './drafts';
export * from './errors';
export * from './http';
export * from './session';
export * from './selection';
export { notify } from './notify';
export { sumPriceParts, yuan } from './money';
export { phoneMd5 } from './crypto/phoneMd5';
export type * from './routes/types';
export * from './demoAccounts';
export * from './brand';
// The router is the shell's: remotes take its hooks and Link from here, never from react-router-dom,
// so they use the shell's one router (its context) and the router is not a shared package of its own.
// Shared whole, react-router weighed 51 KB brotli on every page; bundled by the shell, only what the
// shell and this list use is kept (issue 9). build-config/remoteRouterImports.ts refuses a remote importing the router.
export { Link, useHref, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
// Prerendered pages (the shell's public ones, a remote's public ones): what waits for hydration.
export { useHydrated } from './prerender/useHydrated';
