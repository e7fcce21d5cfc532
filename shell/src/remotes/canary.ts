/**
 * Which version of each remote this browser runs when the pointer names a canary (issue 23).
 *
 * `/remotes.json` stays one static, cacheable file for everybody: it carries the live version and,
 * beside it, the canary with its share. The choice is made here, in the shell alone: every browser
 * draws a random bucket 0-99 once and keeps it in localStorage, so it stays on the same side of a
 * canary across visits, and a share raised from 10 % to 50 % keeps the first 10 % on the canary.
 *
 * Kept small: it is on every page. Previews are preview.ts, loaded only when one is asked for. Imports nothing shared: index.ts uses it before the async boundary.
 */
import type { PointerEntry, PointerFile } from '@tcm/shared/core';

const BUCKET_KEY = 'shell:bucket';
const BROWSER_KEY = 'shell:browser';
/**
 * Where a preview is kept: sessionStorage, so it lasts only for the tab that opened it (issue 31;
 * shell/src/remotes/preview.ts, loaded only when one is asked for or kept).
 */
export const PREVIEW_KEY = 'shell:preview';

let memoryId: string | null = null;

/**
 * This browser's random id (128 bits, base64url), drawn once and kept in localStorage: what its
 * telemetry names, so the API counts what one browser did, not what a request claims (issue 31).
 * Without storage it lasts the page load.
 */
export function browserId(): string {
  try {
    const stored = localStorage.getItem(BROWSER_KEY);
    if (stored && /^[A-Za-z0-9_-]{16,64}$/.test(stored)) return stored;
  } catch {
    // no storage: an id for this page load
  }
  if (!memoryId) {
    const bytes = crypto.getRandomValues(new Uint8Array(16));
    memoryId = btoa(String.fromCharCode(...bytes))
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
      .replace(/=+$/, '');
  }
  try {
    localStorage.setItem(BROWSER_KEY, memoryId);
  } catch {
    // kept in memory only
  }
  return memoryId;
}

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
    out[name] =
      canary && bucket < canary.percent
        ? { version: canary.version, entry: canary.entry, routes: canary.routes }
        : { version: entry.version, entry: entry.entry, routes: entry.routes };
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
export async function canaryStillServed(remote: string): Promise<boolean> {
  const version = onCanary.get(remote);
  if (!version) return true;
  try {
    const c = ((await (await fetch('/remotes.json', { cache: 'no-store' })).json()) as PointerFile)[remote as keyof PointerFile]?.canary;
    return c?.version === version && browserBucket() < c.percent;
  } catch {
    return true;
  }
}

/**
 * A preview is asked for in the address or kept in this tab: the boot loads preview.ts. A preview
 * once kept in localStorage (before issue 31) pinned every later visit of that browser, even one
 * through a stranger's link: it is dropped here, unread.
 */
export function previewWanted(): boolean {
  try {
    localStorage.removeItem(PREVIEW_KEY);
    return window.location.search.includes('preview=') || sessionStorage.getItem(PREVIEW_KEY) !== null;
  } catch {
    return window.location.search.includes('preview=');
  }
}

/** What the boot made of a preview request, one per app: running, or why the live version runs instead. */
export interface PreviewNote {
  /** `<app>@<version>` as asked for; empty for a request that named neither. */
  request: string;
  status: 'running' | 'missing' | 'unreadable' | 'malformed';
}

let previewNotes: readonly PreviewNote[] = [];

/** Set by the boot (preview.ts); the layouts show the preview banner while there is any. */
export function notePreviews(notes: readonly PreviewNote[]): void {
  previewNotes = notes;
}

export function currentPreviewNotes(): readonly PreviewNote[] {
  return previewNotes;
}
