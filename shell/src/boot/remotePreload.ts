/**
 * Preload hints for the files of one remote page (its manifest, remoteEntry.js, the `./routes`
 * expose, the page's chunks and CSS), so they download side by side instead of one after the other
 * as the MF runtime discovers them. Imports nothing shared: early.ts uses it before the async boundary.
 */

/** A file name the build lists in a route's `preload` (nothing with a path or a query). */
const PRELOAD_FILE = /^[\w.-]+\.(js|css)$/;

function addPreload(href: string, as: 'fetch' | 'script' | 'style'): void {
  // Asked for twice (the entry module, then the boot): one hint is enough. A prerendered page carries
  // its stylesheets inline, in a <style data-href> (@tcm/shared/routes inlineStylesheet): nothing to fetch.
  const present = [
    ...[...document.head.querySelectorAll<HTMLLinkElement>('link[rel=preload]')].map((l) => l.href),
    ...[...document.head.querySelectorAll<HTMLStyleElement>('style[data-href]')].map((s) => new URL(s.dataset.href ?? '', window.location.href).href),
  ];
  if (present.includes(href)) return;
  const link = document.createElement('link');
  link.rel = 'preload';
  link.setAttribute('as', as);
  // The Module Federation runtime reads the manifest with fetch() (cors, same-origin credentials);
  // scripts and stylesheets are inserted without a crossorigin attribute, so their preloads have none.
  if (as === 'fetch') link.crossOrigin = 'anonymous';
  link.href = href;
  document.head.appendChild(link);
}

/** Hints for a route's `preload` list, relative to its remote's manifest URL; the URLs hinted. */
export function preloadRouteFiles(entry: string, preload: readonly unknown[] | undefined): string[] {
  const files = (preload ?? []).filter((file): file is string => typeof file === 'string' && PRELOAD_FILE.test(file));
  if (!files.length) return [];
  const manifest = new URL(entry, window.location.href);
  const hrefs = [manifest.href, ...files.map((file) => new URL(file, manifest).href)];
  addPreload(hrefs[0], 'fetch');
  files.forEach((file, i) => addPreload(hrefs[i + 1], file.endsWith('.css') ? 'style' : 'script'));
  return hrefs;
}

/**
 * From the entry module, as soon as the pointer file arrives (long before the shared chunks have
 * loaded and the boot runs): a public remote page opened directly (`/Login`, `/Invite`, an SMS link)
 * starts its files now. Pages needing a login, sandbox-only pages and overridden remotes are left to
 * the boot (preloadRemotePage), which knows the session, the config and the overrides.
 */
export function preloadPublicRemotePage(pointer: unknown, path: string, overridden: boolean): string[] {
  if (overridden || !pointer || typeof pointer !== 'object') return [];
  for (const entry of Object.values(pointer as Record<string, unknown>)) {
    if (!entry || typeof entry !== 'object') continue;
    const { entry: url, routes } = entry as { entry?: unknown; routes?: unknown };
    if (typeof url !== 'string' || !Array.isArray(routes)) continue;
    const route = routes.find((r) => r && typeof r === 'object' && (r as { path?: unknown }).path === path) as
      { access?: unknown; sandboxOnly?: unknown; preload?: unknown } | undefined;
    if (!route) continue;
    if (route.access !== 'public' || route.sandboxOnly || !Array.isArray(route.preload)) return [];
    return preloadRouteFiles(url, route.preload);
  }
  return [];
}
