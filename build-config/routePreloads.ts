/**
 * What a remote page needs, listed per route in routes.json (and so in the pointer /remotes.json), so
 * that a page opened directly can have all of it fetched at once by the shell — the remote's entry,
 * the `./routes` expose, the page's own chunks and CSS — instead of one after the other (manifest →
 * remoteEntry.js → routes chunk → page chunk). Names are relative to the release's folder.
 */
import path from 'node:path';
import type { Compilation } from '@rspack/core';
import { createJiti } from 'jiti';
import type { RouteMeta } from '../shared/src/routes/types';
import { loadFiles } from './chunkLoads';
import { SHARED_AMONG_REMOTES } from './sharedModules';

/** The container entry's file name (ModuleFederationPlugin `filename` in appConfig.ts). */
export const REMOTE_ENTRY = 'remoteEntry.js';

/** route path → the specifier its `load` imports ('./pages/Login'), read from src/routes.ts. */
export async function routeImports(dir: string): Promise<Map<string, string>> {
  const file = path.join(dir, 'src/routes.ts');
  const jiti = createJiti(file, { moduleCache: false });
  const mod = (await jiti.import(file)) as { routes: { path: string; load: () => unknown }[] };
  const out = new Map<string, string>();
  for (const route of mod.routes) {
    const match = /import\w*\(\s*(['"])(\.[^'"]+)\1/i.exec(String(route.load));
    if (match) out.set(route.path, match[2]);
  }
  return out;
}

/**
 * Adds `preload` (JS and CSS files) to each route whose page chunk group is found; a route whose
 * import cannot be matched is left as it was (the shell then loads it the ordinary way).
 * Run after the content hashes are final (PROCESS_ASSETS_STAGE_REPORT).
 */
export function withPreloads(compilation: Compilation, dir: string, routes: RouteMeta[], imports: Map<string, string>): RouteMeta[] {
  const routesFile = path.join(dir, 'src/routes.ts');
  // A page's files, and those of the shared modules only remotes provide (@tcm/shared/wechatPay…) that it
  // consumes: opened directly, the page is the first to ask for them, so this remote's copies are the
  // ones used. What the shell provides (React, Arco, the shared root) comes with the shell's boot.
  const amongRemotes = new Set(SHARED_AMONG_REMOTES);
  const groupFiles = (match: (request: string, resource: string | undefined, name: string | undefined) => boolean): string[] | null => {
    for (const group of compilation.chunkGroups) {
      if (match('', undefined, group.name)) return loadFiles(compilation, [group], (key) => amongRemotes.has(key));
      for (const origin of group.origins) {
        const resource = (origin.module as { resource?: string } | undefined)?.resource;
        if (origin.request && match(origin.request, resource, group.name)) return loadFiles(compilation, [group], (key) => amongRemotes.has(key));
      }
    }
    return null;
  };
  // The MF plugin names the expose's chunk group after it: `__federation_expose_routes` for './routes'.
  const expose = groupFiles((_request, _resource, name) => name === '__federation_expose_routes') ?? [];
  return routes.map((route) => {
    const specifier = route.path && imports.get(route.path);
    const page = specifier ? groupFiles((request, resource) => request === specifier && resource === routesFile) : null;
    if (!page) return route;
    // A route may start a module of its page's folder early (its data: /Invite's info); that module's files come too.
    const early = groupFiles((request, resource) => !!specifier && request.startsWith(`${specifier}/`) && resource === routesFile) ?? [];
    const files = [REMOTE_ENTRY, ...expose, ...page, ...early].filter((f) => /\.(js|css)$/.test(f));
    return { ...route, preload: [...new Set(files)] };
  });
}
