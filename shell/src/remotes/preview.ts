/**
 * A preview (`?preview=clinic@<version>`) runs one stored version in this browser only, before any
 * user gets it; `?preview=clear` ends it. Allowed in sandbox and for the operator role (the boot
 * decides). Loaded by the boot only when a preview is asked for or kept (canary.ts previewWanted).
 */
import type { PointerEntry, PointerFile } from '@tcm/shared/core';
import { PREVIEW_KEY } from './canary';

const PARAM = 'preview';
const NAME = /^[A-Za-z_][\w-]*$/;
const VERSION = /^[0-9A-Za-z][0-9A-Za-z.+_-]{0,79}$/;

export type Previews = Record<string, string>;

export function readStoredPreviews(): Previews {
  try {
    const value = JSON.parse(localStorage.getItem(PREVIEW_KEY) ?? '{}') as unknown;
    if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
    return Object.fromEntries(Object.entries(value as Record<string, unknown>).filter((e): e is [string, string] => NAME.test(e[0]) && typeof e[1] === 'string' && VERSION.test(e[1])));
  } catch {
    return {};
  }
}

/**
 * Applies `?preview=<app>@<version>` / `?preview=clear` to the stored previews and removes the
 * parameter from the address bar. Returns the previews in force (none when not allowed).
 */
export function resolvePreviews(allowed: boolean): Previews {
  const url = new URL(window.location.href);
  const values = url.searchParams.getAll(PARAM);
  if (values.length) {
    url.searchParams.delete(PARAM);
    window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash);
  }
  if (!allowed) return {};
  if (values.length) {
    let previews = readStoredPreviews();
    for (const value of values) {
      if (value === 'clear') {
        previews = {};
        continue;
      }
      const at = value.indexOf('@');
      const name = value.slice(0, at);
      const version = value.slice(at + 1);
      if (at > 0 && NAME.test(name) && VERSION.test(version)) previews[name] = version;
      else console.warn(`[shell] ignoring ?${PARAM}=${value}: expected <app>@<version>`);
    }
    try {
      if (Object.keys(previews).length) localStorage.setItem(PREVIEW_KEY, JSON.stringify(previews));
      else localStorage.removeItem(PREVIEW_KEY);
    } catch {
      // no storage: the preview lasts this page load
      return previews;
    }
  }
  return readStoredPreviews();
}

/**
 * Each previewed remote's entry replaced by that version's release folder, with the route table
 * the release declared (its routes.json). A version that cannot be read is skipped (the pointer's
 * stays), so a mistyped preview never takes the page down.
 */
export async function applyPreviews(pointer: PointerFile, previews: Previews): Promise<{ pointer: PointerFile; previewed: string[] }> {
  const out: PointerFile = { ...pointer };
  const previewed: string[] = [];
  await Promise.all(
    Object.entries(previews).map(async ([name, version]) => {
      const key = name as keyof PointerFile;
      if (!out[key]) return;
      const base = `/remotes/${name}/${version}/`;
      try {
        const response = await fetch(`${base}routes.json`);
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        const routes = (await response.json()) as unknown;
        if (!Array.isArray(routes)) throw new Error('routes.json is no list');
        out[key] = { version, entry: `${base}mf-manifest.json`, routes: routes as PointerEntry['routes'] };
        previewed.push(name);
      } catch (error) {
        console.warn(`[shell] preview ${name}@${version} unavailable`, error);
      }
    }),
  );
  return { pointer: out, previewed };
}
