/**
 * A preview (`?preview=clinic@<version>`) runs one stored version in this tab only, before any user
 * gets it; `?preview=clear` (or the banner's 退出预览) ends it. Allowed in sandbox and for the
 * operator role. Loaded by the boot only when a preview is asked for or kept (canary.ts previewWanted).
 *
 * Issue 31: it is kept in sessionStorage, so a link that starts one (sent by anyone) holds for that
 * tab and never pins the browser's later visits; the banner (layout/PreviewBanner.tsx) says so on
 * every page while it runs.
 */
import { hasOpsRight, type PointerEntry, type PointerFile, type PortalConfig, type UserInfo } from '@tcm/shared/core';
import { notePreviews, PREVIEW_KEY, type PreviewNote } from './canary';

const PARAM = 'preview';
const NAME = /^[A-Za-z_][\w-]*$/;
const VERSION = /^[0-9A-Za-z][0-9A-Za-z.+_-]{0,79}$/;

export type Previews = Record<string, string>;

/** In production only an admin or superadmin starts a preview; in sandbox anybody may. */
export function previewAllowed(config: Pick<PortalConfig, 'allowPreview'>, user: UserInfo | null): boolean {
  return !!config.allowPreview || hasOpsRight(user);
}

/**
 * One `?preview=` value: `clear`, `<app>@<version>`, or null for anything else. Versions never hold
 * a space, so a space is the `+` a query string turns into one (`clinic@1.0.0+ff81e5f7be`, the
 * form the README gives, as typed); `%2B` arrives as `+` already.
 */
export function parsePreview(value: string): 'clear' | { app: string; version: string } | null {
  if (value === 'clear') return 'clear';
  const at = value.indexOf('@');
  const app = value.slice(0, at);
  const version = value.slice(at + 1).replace(/ /g, '+');
  return at > 0 && NAME.test(app) && VERSION.test(version) ? { app, version } : null;
}

export function readStoredPreviews(): Previews {
  try {
    const value = JSON.parse(sessionStorage.getItem(PREVIEW_KEY) ?? '{}') as unknown;
    if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>).filter((e): e is [string, string] => NAME.test(e[0]) && typeof e[1] === 'string' && VERSION.test(e[1])),
    );
  } catch {
    return {};
  }
}

function storePreviews(previews: Previews): void {
  try {
    if (Object.keys(previews).length) sessionStorage.setItem(PREVIEW_KEY, JSON.stringify(previews));
    else sessionStorage.removeItem(PREVIEW_KEY);
  } catch {
    // no storage: the preview lasts this page load
  }
}

/**
 * Applies `?preview=<app>@<version>` / `?preview=clear` to this tab's previews and removes the
 * parameter from the address bar. Returns the previews in force (none when not allowed: then
 * nothing is kept either) and whether a value was of neither form.
 */
export function resolvePreviews(allowed: boolean): { previews: Previews; malformed: boolean } {
  const url = new URL(window.location.href);
  const values = url.searchParams.getAll(PARAM);
  if (values.length) {
    url.searchParams.delete(PARAM);
    window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash);
  }
  if (!allowed) {
    storePreviews({});
    return { previews: {}, malformed: false };
  }
  if (!values.length) return { previews: readStoredPreviews(), malformed: false };
  let previews = readStoredPreviews();
  let malformed = false;
  for (const value of values) {
    const parsed = parsePreview(value);
    if (parsed === 'clear') previews = {};
    else if (parsed) previews[parsed.app] = parsed.version;
    else malformed = true;
  }
  storePreviews(previews);
  return { previews, malformed };
}

/**
 * Each previewed remote's entry replaced by that version's release folder, with the route table
 * the release declared (its routes.json). A version that cannot be read is skipped (the pointer's
 * stays), so a mistyped preview never takes the page down; its note says why.
 */
export async function applyPreviews(pointer: PointerFile, previews: Previews): Promise<{ pointer: PointerFile; notes: PreviewNote[] }> {
  const out: PointerFile = { ...pointer };
  const notes = await Promise.all(
    Object.entries(previews).map(async ([name, version]): Promise<PreviewNote> => {
      const request = `${name}@${version}`;
      const key = name as keyof PointerFile;
      if (!out[key]) return { request, status: 'missing' };
      const base = `/remotes/${name}/${version}/`;
      try {
        const response = await fetch(`${base}routes.json`);
        if (response.status === 404) return { request, status: 'missing' };
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        const routes = (await response.json()) as unknown;
        if (!Array.isArray(routes)) throw new Error('routes.json is no list');
        out[key] = { version, entry: `${base}mf-manifest.json`, routes: routes as PointerEntry['routes'] };
        return { request, status: 'running' };
      } catch (error) {
        console.warn(`[shell] preview ${request} unavailable`, error);
        return { request, status: 'unreadable' };
      }
    }),
  );
  return { pointer: out, notes };
}

/** The boot's one call: this tab's previews applied to the pointer, and noted for the banner. */
export async function startPreviews(pointer: PointerFile, allowed: boolean): Promise<PointerFile> {
  const { previews, malformed } = resolvePreviews(allowed);
  const applied = await applyPreviews(pointer, previews);
  notePreviews(malformed ? [...applied.notes, { request: '', status: 'malformed' }] : applied.notes);
  return applied.pointer;
}

/** 退出预览: this tab forgets its previews and loads the page it is on again, on the live versions. */
export function endPreview(reload: () => void = () => window.location.reload()): void {
  storePreviews({});
  const url = new URL(window.location.href);
  url.searchParams.delete(PARAM);
  window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash);
  reload();
}
