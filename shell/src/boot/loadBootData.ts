import { ensureUserInfo, portalConfigAtom, sessionStore, type PointerFile, type PortalConfig } from '@tcm/shared/core';
import { sanitizePointer } from '../remotes/registry';
import { takeBootFetches } from './early';

/** GET /api/portal/config; on any failure the defaults of portalConfigAtom stay. */
async function loadPortalConfig(request: Promise<Response>): Promise<PortalConfig> {
  const defaults = sessionStore.get(portalConfigAtom);
  try {
    const response = await request;
    const body = (await response.json()) as { code?: unknown; data?: Partial<PortalConfig> | null };
    if (body?.code !== 200) throw new Error(`portal config: code ${String(body?.code)}`);
    const config = { ...defaults, ...(body.data ?? {}) };
    sessionStore.set(portalConfigAtom, config);
    return config;
  } catch {
    return defaults;
  }
}

/** The pointer file: which remotes exist, where their release is and which routes it declares. */
async function loadPointer(request: Promise<Response>): Promise<{ pointer: PointerFile; failed: boolean }> {
  try {
    // Served with Cache-Control: no-cache and no validator: every page load gets the live pointer.
    const response = await request;
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
  const early = takeBootFetches();
  const [config, pointer] = await Promise.all([loadPortalConfig(early.config), loadPointer(early.pointer), ensureUserInfo()]);
  return { config, ...pointer };
}
