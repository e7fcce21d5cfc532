import { safeInternalPath } from '../validators/safePath';

export const LOGIN_PATH = '/Login';

/** Pages that lead to a login: returning to one after logging in would only ask again. */
const LOGIN_ENTRY_PATHS = new Set([LOGIN_PATH, '/Signup', '/Bind', '/ResetPassword']);

/**
 * Where to go after logging in, from a `redirect` query value: a same-site path (with its query)
 * only, never another host ('//evil.com', 'https://evil.com', '/\\evil.com' are refused by
 * safeInternalPath), and not a login page itself. null: go home.
 */
export function loginReturnPath(raw: string | null | undefined): string | null {
  const path = safeInternalPath(raw);
  if (!path) return null;
  const pathname = path.split(/[?#]/)[0];
  return LOGIN_ENTRY_PATHS.has(pathname) || pathname === '/' ? null : path;
}

/**
 * The /Login address that comes back to `redirect` (the page the user was on, path and query)
 * after logging in; `expired` makes the login page say that the session expired.
 */
export function loginPath({ redirect, expired }: { redirect?: string | null; expired?: boolean } = {}): string {
  const back = loginReturnPath(redirect);
  const query = [back ? `redirect=${encodeURIComponent(back)}` : '', expired ? 'expired=1' : ''].filter(Boolean).join('&');
  return query ? `${LOGIN_PATH}?${query}` : LOGIN_PATH;
}
