/**
 * Developer override: `?remoteOverride=<name>:<manifestUrl>` points one remote at another build
 * (typically a developer's dev server) for this browser; `?remoteOverride=clear` removes all.
 * Honoured only when the portal config allows it, because it runs code from the given URL.
 */
const STORAGE_KEY = 'shell:remoteOverrides';
const PARAM = 'remoteOverride';

export type RemoteOverrides = Record<string, string>;

export function readStoredOverrides(): RemoteOverrides {
  try {
    const value = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '{}') as unknown;
    if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>).filter((e): e is [string, string] => typeof e[1] === 'string' && isManifestUrl(e[1])),
    );
  } catch {
    return {};
  }
}

function isManifestUrl(value: string): boolean {
  try {
    const url = new URL(value, window.location.origin);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** Parses `name:url`; the URL itself contains colons, so only the first one separates. */
export function parseOverride(value: string): [string, string] | null {
  const colon = value.indexOf(':');
  if (colon <= 0) return null;
  const name = value.slice(0, colon).trim();
  const url = value.slice(colon + 1).trim();
  if (!/^[A-Za-z_][\w-]*$/.test(name) || !isManifestUrl(url)) return null;
  return [name, url];
}

/**
 * Applies the query to the stored overrides and removes the parameter from the address bar, so a
 * copied link does not carry it. Returns the overrides in force (none when not allowed).
 */
export function resolveOverrides(allowed: boolean): RemoteOverrides {
  const url = new URL(window.location.href);
  const values = url.searchParams.getAll(PARAM);
  if (!allowed) return {};
  if (values.length) {
    let overrides = readStoredOverrides();
    for (const value of values) {
      if (value === 'clear') {
        overrides = {};
        continue;
      }
      const parsed = parseOverride(value);
      if (parsed) overrides[parsed[0]] = parsed[1];
      else console.warn(`[shell] ignoring ?${PARAM}=${value}: expected <name>:<manifest URL>`);
    }
    if (Object.keys(overrides).length) localStorage.setItem(STORAGE_KEY, JSON.stringify(overrides));
    else localStorage.removeItem(STORAGE_KEY);
    url.searchParams.delete(PARAM);
    window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash);
  }
  return readStoredOverrides();
}

export function clearOverrides(): void {
  localStorage.removeItem(STORAGE_KEY);
}
