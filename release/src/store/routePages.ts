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
 *
 * A route its remote prerendered (its release's prerendered.json, build-config/prerenderRemote.ts) gets
 * more (issue 34): its markup in the live shell's frame for the route's layout (the shell's
 * remote-frames/, shell/prerender.ts, whose stylesheets are inline) and its own stylesheets inline too
 * (@tcm/shared/routes inlineStylesheet), so the page shows, styled, as soon as its HTML is here, before
 * any script runs; the shell hydrates it.
 */
import {
  inlineStylesheet,
  REMOTE_FRAME_PATH,
  REMOTE_PAGE_SLOT,
  type PointerFile,
  type PrerenderedPages,
  type RemoteName,
  type RouteLayout,
  type RouteMeta,
} from '@tcm/shared/routes';

/** The paths that have a page file: one segment, as nginx's `location ~ "^/[A-Za-z]+$"` looks them up. */
export const PAGE_FILE_PATH = /^\/[A-Za-z]+$/;
/** A file name a route's preload may list (nothing with a path, a query or markup). */
const PRELOAD_FILE = /^[\w.-]+\.(js|css)$/;

/**
 * The preload links of one route, its files relative to its release's manifest URL; `stylesheets`:
 * its CSS applied (a prerendered page's markup needs it at once), inline where `readCss` has its text
 * (@tcm/shared/routes inlineStylesheet), else linked.
 */
export function routePreloadLinks(
  entry: string,
  route: RouteMeta,
  { stylesheets = false, readCss }: { stylesheets?: boolean; readCss?: (href: string) => string | null } = {},
): string[] {
  const files = (route.preload ?? []).filter((f) => PRELOAD_FILE.test(f));
  if (!files.length || !/^\/[\w./+-]+\/mf-manifest\.json$/.test(entry)) return [];
  const folder = entry.slice(0, entry.lastIndexOf('/') + 1);
  // Exactly as the shell asks for them (src/boot/remotePreload.ts): the manifest with fetch() in cors
  // mode, scripts and stylesheets inserted without a crossorigin attribute.
  return [
    `<link rel="preload" href="${entry}" as="fetch" crossorigin="anonymous">`,
    ...files.map((f) =>
      !f.endsWith('.css')
        ? `<link rel="preload" href="${folder}${f}" as="script">`
        : stylesheets
          ? inlineOrLinked(`${folder}${f}`, readCss)
          : `<link rel="preload" href="${folder}${f}" as="style">`,
    ),
  ];
}

function inlineOrLinked(href: string, readCss: ((href: string) => string | null) | undefined): string {
  const css = readCss?.(href);
  return css === null || css === undefined ? `<link rel="stylesheet" href="${href}">` : inlineStylesheet(href, css);
}

/** What the pages are made of besides the pointer: the live shell's files and the remotes' prerendered pages. */
export interface RoutePageSources {
  /** The live shell's index.html. */
  indexHtml: string;
  /** The live shell's frame for a remote page of a layout (remote-frames/), or null (a shell built without). */
  frame(layout: RouteLayout, sandbox: boolean): string | null;
  /** A remote's live release's prerendered pages, or null. */
  prerendered(remote: RemoteName): PrerenderedPages | null;
  /** A stylesheet of a release by its URL (`/remotes/<remote>/<version>/<file>.css`), or null: a prerendered page carries it inline. */
  stylesheet?(href: string): string | null;
}

/** The route's page with its markup in the frame, or null when either is missing. */
function prerenderedPage(sources: RoutePageSources, remote: RemoteName, route: RouteMeta, links: string[], sandbox: boolean): string | null {
  const page = sources.prerendered(remote)?.[route.path];
  const frame = sources.frame(route.layout, sandbox);
  if (!page || !frame || !frame.includes(REMOTE_PAGE_SLOT)) return null;
  const markup = sandbox ? page.sandbox : page.plain;
  // Replaced by functions: the markup is text, `$&` in it means nothing.
  return frame
    .replace(`data-prerendered="${REMOTE_FRAME_PATH}"`, () => `data-prerendered="${route.path}"`)
    .replace(REMOTE_PAGE_SLOT, () => markup.body)
    .replace('</head>', () => `${links.join('')}${markup.head}</head>`);
}

/**
 * Page file name → HTML for every remote route with a one-segment path, in the plain variant (no
 * sandbox-only routes) and the `.sandbox` one the portal serves in sandbox mode. Left out: a path the
 * shell's own pages take (`taken`: they win, as in the router), and every route of a remote with a
 * canary, whose browsers do not all load the same files (the shell preloads the right ones itself).
 */
export function remoteRoutePages(sources: RoutePageSources, pointer: PointerFile, taken: ReadonlySet<string>): Map<string, string> {
  const out = new Map<string, string>();
  if (!sources.indexHtml.includes('</head>')) return out;
  for (const [name, remote] of Object.entries(pointer) as [RemoteName, PointerFile[RemoteName]][]) {
    if (!remote || remote.canary) continue;
    for (const route of remote.routes) {
      const file = route.path.slice(1);
      if (!PAGE_FILE_PATH.test(route.path) || taken.has(file)) continue;
      const links = routePreloadLinks(remote.entry, route);
      if (!links.length) continue;
      const styled = routePreloadLinks(remote.entry, route, { stylesheets: true, readCss: (href) => sources.stylesheet?.(href) ?? null });
      const page = (sandbox: boolean) =>
        prerenderedPage(sources, name, route, styled, sandbox) ?? sources.indexHtml.replace('</head>', () => `${links.join('')}</head>`);
      if (!route.sandboxOnly) out.set(`${file}.html`, page(false));
      out.set(`${file}.sandbox.html`, page(true));
    }
  }
  return out;
}
