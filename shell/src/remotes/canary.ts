/**
 * Which version of each remote this browser runs when the pointer names a canary (issue 23).
 *
 * `/remotes.json` stays one static, cacheable file for everybody: it carries the live version and,
 * beside it, the canary with its share. The choice is made here, in the shell alone: every browser
 * draws a random bucket 0-99 once and keeps it in localStorage, so it stays on the same side of a
 * canary across visits, and a share raised from 10 % to 50 % keeps the first 10 % on the canary.
 *
 * A preview (`?preview=clinic@<version>`) runs one stored version in this browser only, before any
 * user gets it; `?preview=clear` ends it. Allowed in sandbox and for the operator role (the boot
 * decides). Imports nothing shared: index.ts uses it before the async boundary.
 */
import type { PointerEntry, PointerFile } from '@tcm/shared/core';

const BUCKET_KEY = 'shell:bucket';
const PREVIEW_KEY = 'shell:preview';
const PARAM = 'preview';
const NAME = /^[A-Za-z_][\w-]*$/;
const VERSION = /^[0-9A-Za-z][0-9A-Za-z.+_-]{0,79}$/;

/** This browser's bucket, 0-99: drawn once, then read back on every visit. */
export function browserBucket(): number {
  try {
    const stored = Number(localStorage.getItem(BUCKET_KEY));
    if (localStorage.getItem(BUCKET_KEY) !== null && Number.isInteger(stored) && stored >= 0 && stored < 100) return stored;
    const drawn = crypto.getRandomValues(new Uint32Array(1))[0] % 100;
    localStorage.setItem(BUCKET_KEY, String(drawn));
    return drawn;
  } catch {
    // No storage (private mode with storage blocked): never a canary, the live version is the safe side.
    return 99;
  }
}

/** The pointer as this browser uses it: each remote's canary replaces its live entry when the bucket is inside the share. */
export function choosePointer(pointer: PointerFile, bucket: number): PointerFile {
  const out: PointerFile = {};
  for (const [name, entry] of Object.entries(pointer) as [keyof PointerFile, PointerEntry | undefined][]) {
    if (!entry) continue;
    const canary = entry.canary;
    out[name] = canary && bucket < canary.percent ? { version: canary.version, entry: canary.entry, routes: canary.routes } : { version: entry.version, entry: entry.entry, routes: entry.routes };
  }
  return out;
}

/** The remotes this browser runs as a canary (set by the boot), checked again on navigation. */
const onCanary = new Map<string, string>();

export function noteCanaries(published: PointerFile, chosen: PointerFile): void {
  onCanary.clear();
  for (const [name, entry] of Object.entries(published) as [keyof PointerFile, PointerEntry | undefined][]) {
    const mine = chosen[name];
    if (entry?.canary && mine && mine.version === entry.canary.version) onCanary.set(name, mine.version);
  }
}

/**
 * Before a navigation into a remote this browser runs as a canary: is that still what the pointer
 * gives this browser? A canary aborted by the watcher (or promoted, or re-shared) is answered by a
 * full load of the target, so the browser gets the live version on its next navigation, not only
 * on its next visit. Only canary browsers ask (the pointer is small and never cached); a failed
 * read keeps the page as it is.
 */
export async function canaryStillServed(remote: string, read: (raw: unknown) => PointerFile): Promise<boolean> {
  const version = onCanary.get(remote);
  if (!version) return true;
  try {
    const response = await fetch('/remotes.json', { cache: 'no-store' });
    if (!response.ok) return true;
    const now = choosePointer(read(await response.json()), browserBucket());
    return now[remote as keyof PointerFile]?.version === version;
  } catch {
    return true;
  }
}

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

export function clearPreviews(): void {
  localStorage.removeItem(PREVIEW_KEY);
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
