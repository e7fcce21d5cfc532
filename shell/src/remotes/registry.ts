import { registerRemotes } from '@module-federation/enhanced/runtime';
import type { PointerFile, RouteMeta } from '@tcm/shared/core';

/** One remote as the shell knows it after reading the pointer file (and any developer override). */
export interface KnownRemote {
  name: string;
  version: string;
  /** The manifest URL actually used: the pointer's, or the developer override's. */
  entry: string;
  routes: RouteMeta[];
  overridden: boolean;
}

const known = new Map<string, KnownRemote>();
let pointerFailed = false;

const REMOTE_NAME = /^[A-Za-z_][\w-]*$/;

const usableRoutes = (routes: unknown): RouteMeta[] =>
  Array.isArray(routes) ? (routes as RouteMeta[]).filter((r) => r && typeof r.path === 'string' && r.path.startsWith('/')) : [];

/**
 * Drops pointer entries the shell cannot use (a hand-edited or half-written pointer must not take
 * the whole site down): each needs a usable name, an entry URL and a route list.
 */
export function sanitizePointer(raw: unknown): PointerFile {
  const out: Record<string, NonNullable<PointerFile[keyof PointerFile]>> = {};
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return out;
  for (const [name, value] of Object.entries(raw as Record<string, unknown>)) {
    const entry = value as { version?: unknown; entry?: unknown; routes?: unknown } | null;
    if (!REMOTE_NAME.test(name) || !entry || typeof entry.entry !== 'string' || !entry.entry) {
      console.warn(`[shell] remotes.json: ignoring unusable entry "${name}"`);
      continue;
    }
    out[name] = {
      version: typeof entry.version === 'string' || typeof entry.version === 'number' ? String(entry.version) : '',
      entry: entry.entry,
      routes: usableRoutes(entry.routes),
    };
    // A canary is kept only whole: a version, an entry and a share of 1-99 % (else the live version serves all).
    const c = (value as { canary?: { version?: unknown; entry?: unknown; routes?: unknown; percent?: unknown } }).canary;
    if (c && typeof c.entry === 'string' && c.entry && typeof c.version === 'string' && Number(c.percent) >= 1 && Number(c.percent) <= 99) {
      out[name].canary = { version: c.version, entry: c.entry, routes: usableRoutes(c.routes), percent: Number(c.percent) };
    }
  }
  return out;
}

/** Registers every remote of the pointer with the Module Federation runtime, overrides applied. */
export function registerPointer(pointer: PointerFile, overrides: Record<string, string> = {}): KnownRemote[] {
  known.clear();
  for (const [name, entry] of Object.entries(pointer)) {
    if (!entry) continue;
    const override = overrides[name];
    known.set(name, {
      name,
      version: entry.version,
      entry: override ?? entry.entry,
      routes: entry.routes,
      overridden: override !== undefined,
    });
  }
  const list = [...known.values()];
  if (list.length) registerRemotes(list.map(({ name, entry }) => ({ name, entry })));
  return list;
}

/**
 * Forgets everything the runtime cached about a remote (manifest, entry script, failed loads), so
 * the next loadRemote starts from scratch. The runtime otherwise keeps handing back the failure.
 */
export function resetRemote(name: string): void {
  const remote = known.get(name);
  if (remote) registerRemotes([{ name, entry: remote.entry }], { force: true });
}

export function knownRemotes(): KnownRemote[] {
  return [...known.values()];
}

export function remoteForPath(path: string): string | undefined {
  for (const remote of known.values()) if (remote.routes.some((r) => r.path === path)) return remote.name;
  return undefined;
}

/** The pointer file could not be read: unknown paths may be remote pages that are merely unreachable. */
export function setPointerFailed(failed: boolean): void {
  pointerFailed = failed;
}

export function isPointerFailed(): boolean {
  return pointerFailed;
}
