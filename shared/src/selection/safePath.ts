const PROBE_ORIGIN = 'http://same-site.invalid';

/**
 * A path taken from a query parameter (login `redirect`, address `returnTo`) that is safe to
 * navigate to: it must stay on this site. '//evil.com', '/\evil.com' and paths with control
 * characters (which URL parsing strips, turning '/\t/evil.com' into '//evil.com') are refused.
 * Returns the path, or null when it must be ignored.
 */
export function safeInternalPath(raw: string | null | undefined): string | null {
  if (!raw || raw[0] !== '/' || raw[1] === '/' || raw[1] === '\\') return null;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(raw)) return null;
  try {
    if (new URL(raw, PROBE_ORIGIN).origin !== PROBE_ORIGIN) return null;
  } catch {
    return null;
  }
  return raw;
}
