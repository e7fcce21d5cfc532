/**
 * The security and cache headers of the shell and the release store, in one place: the Node server
 * sets them from here and the nginx config is rendered from here, so the two cannot drift.
 */

export interface HeaderOptions {
  /**
   * Lets a developer's remote dev server (http://localhost:<port>) be loaded into the deployed
   * shell (?remoteOverride=…). Only where the API's portal config says allowRemoteOverride.
   */
  allowDevOrigins?: boolean;
}

/** Where a remote's dev server runs (any port) and its live-reload socket. */
export const DEV_ORIGINS = ['http://localhost:*', 'http://127.0.0.1:*'];
const DEV_SOCKETS = ['ws://localhost:*', 'ws://127.0.0.1:*'];

/**
 * Exactly what the apps need: their own scripts (the shell, remote entries and chunks all come
 * from this origin), Arco's inline styles, images from the site and data:/blob: (previews of
 * uploads, QR codes), fetches to the same origin (/api, /remotes.json, manifests). No framing.
 */
export function contentSecurityPolicy(opts: HeaderOptions = {}): string {
  const dev = opts.allowDevOrigins ? DEV_ORIGINS : [];
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...dev]],
    ['style-src', ["'self'", "'unsafe-inline'", ...dev]],
    ['img-src', ["'self'", 'data:', 'blob:', ...dev]],
    ['font-src', ["'self'", 'data:', ...dev]],
    ['connect-src', ["'self'", ...dev, ...(opts.allowDevOrigins ? DEV_SOCKETS : [])]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ];
  return directives.map(([name, values]) => `${name} ${values.join(' ')}`).join('; ');
}

export function securityHeaders(opts: HeaderOptions = {}): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(opts),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    // frame-ancestors covers current browsers; this covers the rest.
    'X-Frame-Options': 'DENY',
  };
}

/** index.html and /remotes.json: revalidate on every load, so a promote or rollback shows at the next load. */
export const CACHE_NO_CACHE = 'no-cache';
/** Everything under a versioned folder never changes. */
export const CACHE_IMMUTABLE = 'public, max-age=31536000, immutable';
/** Errors must not stick: a 404 for a chunk should be re-asked after a republish. */
export const CACHE_NO_STORE = 'no-store';
