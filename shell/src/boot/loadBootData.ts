import { call, ensureUserInfo, portalConfigAtom, sessionStore, type PointerFile, type PortalConfig } from '@tcm/shared';
import { sanitizePointer } from '../remotes/registry';

const BOOT_TIMEOUT_MS = 10_000;

/** GET /api/portal/config; on any failure the defaults of portalConfigAtom stay. */
async function loadPortalConfig(): Promise<PortalConfig> {
  const defaults = sessionStore.get(portalConfigAtom);
  try {
    const body = await call('GET /portal/config', undefined, { quiet: true, signal: AbortSignal.timeout(BOOT_TIMEOUT_MS) });
    const config = { ...defaults, ...(body.data ?? {}) };
    sessionStore.set(portalConfigAtom, config);
    return config;
  } catch {
    return defaults;
  }
}

/** The pointer file: which remotes exist, where their release is and which routes it declares. */
async function loadPointer(): Promise<{ pointer: PointerFile; failed: boolean }> {
  try {
    const response = await fetch('/remotes.json', { cache: 'no-store', signal: AbortSignal.timeout(BOOT_TIMEOUT_MS) });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    return { pointer: sanitizePointer(await response.json()), failed: false };
  } catch (error) {
    console.error('[shell] /remotes.json could not be loaded; only the shell pages are available', error);
    return { pointer: {}, failed: true };
  }
}

/**
 * Everything the first render needs, fetched side by side. The account is loaded into the session
 * store (not returned): with a token, even public pages render knowing who is logged in.
 */
export async function loadBootData() {
  const [config, pointer] = await Promise.all([loadPortalConfig(), loadPointer(), ensureUserInfo()]);
  return { config, ...pointer };
}
