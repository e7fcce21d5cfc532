const PROBE_ORIGIN = 'http://same-site.invalid';

/**
 * A return address taken from a query parameter (login `redirect`, address `returnTo`, the sandbox
 * login's `redirect_uri`) that is safe to go to: it must stay on this site. The address is judged
 * as the browser will read it — normalised ('/..//evil.com' and '/.//evil.com' are '//evil.com',
 * '%2e%2e' is '..') — and the normalised path is what is answered, never the raw text. Refused:
 * anything not starting with '/', a normalised path starting with '//' (another host), a
 * backslash anywhere (browsers read '\' as '/'), control characters (which URL parsing strips,
 * turning '/\t/evil.com' into '//evil.com'), and a path that reads '//' or '/\' once its escapes
 * are decoded ('/%2F%2Fevil.com', '/%5Cevil.com'), since routers and servers may decode it.
 * Returns the path (with its query and fragment), or null when it must be ignored.
 */
export function safeInternalPath(raw: string | null | undefined): string | null {
  if (!raw || raw[0] !== '/') return null;
  // eslint-disable-next-line no-control-regex -- a control character in a path is refused
  if (/[\u0000-\u001f\u007f\\]/.test(raw)) return null;
  let url: URL;
  try {
    url = new URL(raw, PROBE_ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== PROBE_ORIGIN) return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(url.pathname);
  } catch {
    return null;
  }
  if (/^\/[/\\]/.test(url.pathname) || /^\/[/\\]/.test(decoded)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
