import { loginReturnPath } from '@tcm/shared';

/**
 * Where 扫码登录 sends the browser: the provider's authorize page (from the portal config), which
 * comes back to /Login?code=…. Kept exactly as the provider expects, with nothing else in redirect_uri.
 */
export function scanLoginUrl(authorizeUrl: string, origin: string = window.location.origin): string {
  return `${authorizeUrl}?redirect_uri=${encodeURIComponent(origin + '/Login')}`;
}

/**
 * The page to return to after a scan login. redirect_uri carries nothing but /Login, so the login's
 * `redirect` waits in this tab's session storage during the trip to the provider; each 扫码登录
 * writes (or clears) it, so it is never an earlier trip's.
 */
const SCAN_RETURN_KEY = 'scanLoginReturn';

export function rememberScanReturn(redirect: string | null): void {
  const back = loginReturnPath(redirect);
  if (back) sessionStorage.setItem(SCAN_RETURN_KEY, back);
  else sessionStorage.removeItem(SCAN_RETURN_KEY);
}

export function scanReturn(): string | null {
  return loginReturnPath(sessionStorage.getItem(SCAN_RETURN_KEY));
}
