import Cookies from 'js-cookie';

export const TOKEN_COOKIE = 'Admin-Token';
/** Spec 1 §9: the token cookie lives one day. */
export const TOKEN_DAYS = 1;

export function getToken(): string | undefined {
  return Cookies.get(TOKEN_COOKIE) || undefined;
}

export function setToken(token: string): void {
  Cookies.set(TOKEN_COOKIE, token, { expires: TOKEN_DAYS, sameSite: 'Lax', path: '/' });
}

export function removeToken(): void {
  Cookies.remove(TOKEN_COOKIE, { path: '/' });
}

export function hasToken(): boolean {
  return !!getToken();
}
