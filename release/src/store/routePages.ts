/**
 * A remote page opened directly (an SMS or WeChat link to /order) gets the shell's index.html with its
 * own files named in the <head>: the remote's manifest, remoteEntry.js, the `./routes` expose and the
 * page's chunks and CSS (the route's `preload`, build-config/routePreloads.ts). The browser fetches them
 * with the shell's, from the first byte of the page, instead of once the shell's main.js has run and
 * read the pointer (1.1 s into /Login on Slow 4G, 2.0 s into /order, which also waited for the account).
 *
 * They are files beside the prerendered pages (live/<env>/pages/<Path>.html), written with the pointer,
 * so nginx serves them as it serves those: the one-segment paths, looked up in pages/ before
 * index.html (deploy/nginx/portal.conf.template, deploy/src/server/portalPlugin.ts).
 */
import type { PointerFile, RouteMeta } from '@tcm/shared/routes';

/** The paths that have a page file: one segment, as nginx's `location ~ "^/[A-Za-z]+$"` looks them up. */
export const PAGE_FILE_PATH = /^\/[A-Za-z]+$/;
/** A file name a route's preload may list (nothing with a path, a query or markup). */
const PRELOAD_FILE = /^[\w.-]+\.(js|css)$/;

/** The preload links of one route, its files relative to its release's manifest URL. */
export function routePreloadLinks(entry: string, route: RouteMeta): string[] {
  const files = (route.preload ?? []).filter((f) => PRELOAD_FILE.test(f));
  if (!files.length || !/^\/[\w./+-]+\/mf-manifest\.json$/.test(entry)) return [];
  const folder = entry.slice(0, entry.lastIndexOf('/') + 1);
  // Exactly as the shell asks for them (src/boot/remotePreload.ts): the manifest with fetch() in cors
  // mode, scripts and stylesheets inserted without a crossorigin attribute.
  return [
    `<link rel="preload" href="${entry}" as="fetch" crossorigin="anonymous">`,
    ...files.map((f) => `<link rel="preload" href="${folder}${f}" as="${f.endsWith('.css') ? 'style' : 'script'}">`),
  ];
}

/**
 * Page file name → HTML for every remote route with a one-segment path, in the plain variant (no
 * sandbox-only routes) and the `.sandbox` one the portal serves in sandbox mode. Left out: a path the
 * shell's own pages take (`taken`: they win, as in the router), and every route of a remote with a
 * canary, whose browsers do not all load the same files (the shell preloads the right ones itself).
 */
export function remoteRoutePages(indexHtml: string, pointer: PointerFile, taken: ReadonlySet<string>): Map<string, string> {
  const out = new Map<string, string>();
  if (!indexHtml.includes('</head>')) return out;
  for (const remote of Object.values(pointer)) {
    if (!remote || remote.canary) continue;
    for (const route of remote.routes) {
      const name = route.path.slice(1);
      if (!PAGE_FILE_PATH.test(route.path) || taken.has(name)) continue;
      const links = routePreloadLinks(remote.entry, route);
      if (!links.length) continue;
      const html = indexHtml.replace('</head>', `${links.join('')}</head>`);
      if (!route.sandboxOnly) out.set(`${name}.html`, html);
      out.set(`${name}.sandbox.html`, html);
    }
  }
  return out;
}
