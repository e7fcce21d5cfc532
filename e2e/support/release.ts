import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { StoreLayout } from '@tcm/release';

/**
 * The /Contact page's subtitle in a stored clinic release, read from the chunk its routes.json lists
 * for that page: replacing it (release/src/store/derive.ts) changes that page only, and makes a
 * visibly different build without building.
 */
export function contactSubtitle(store: StoreLayout, version: string): string {
  return pageSubtitle(store, 'clinic', version, '/Contact');
}

/** The subtitle of one remote page in a stored release, as contactSubtitle reads /Contact's. */
export function pageSubtitle(store: StoreLayout, app: 'clinic' | 'commerce', version: string, page: string): string {
  const dir = store.versionDir(app, version);
  const routes = JSON.parse(readFileSync(path.join(dir, 'routes.json'), 'utf8')) as { path: string; preload?: string[] }[];
  const chunks = routes.find((r) => r.path === page)!.preload!.filter((f) => f.endsWith('.js'));
  const subtitle = chunks.map((f) => /subtitle:"([^"]+)"/.exec(readFileSync(path.join(dir, f), 'utf8'))?.[1]).find(Boolean);
  if (!subtitle) throw new Error(`no ${page} subtitle in ${app} ${version}`);
  return subtitle;
}
