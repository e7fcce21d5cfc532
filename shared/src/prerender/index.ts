// Node only: what a prerender step renders with (useHydrated, for the browser, is in ../core).
export { prerenderFragment, splitHints, streamToString } from './prerenderFragment';
export { remotePrerenderer } from './remotePages';
