/**
 * Where 扫码登录 sends the browser: the provider's authorize page (from the portal config), which
 * comes back to /Login?code=…. Kept exactly as the provider expects, with nothing else in redirect_uri.
 */
export function scanLoginUrl(authorizeUrl: string, origin: string = window.location.origin): string {
  return `${authorizeUrl}?redirect_uri=${encodeURIComponent(origin + '/Login')}`;
}
