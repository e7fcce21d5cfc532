import { clearSessionKeepingDrafts } from '../drafts';
import { removeToken } from './token';
import { navigateTo } from './navigation';
import { LOGIN_PATH, loginPath } from './loginPath';
import { sessionStore, userInfoAtom } from './store';

/**
 * Ends a session the server no longer accepts, or whose token cookie is gone: the token goes and
 * session storage is cleared (spec 1 §4.1) except the drafts, which wait for their account to log
 * in again (issue 32; see drafts' claimDrafts).
 */
export function endExpiredSession(): void {
  removeToken();
  clearSessionKeepingDrafts();
  sessionStore.set(userInfoAtom, null);
}

/**
 * Any 401 (spec 1 §4.1): the session ends and the user goes to /Login, which says 登录已过期，请重新登录
 * and, once logged in, brings them back to the page they were on (path and query) with their work.
 */
export function handleUnauthorized(): void {
  endExpiredSession();
  const { pathname, search } = window.location;
  if (pathname !== LOGIN_PATH) navigateTo(loginPath({ redirect: pathname + search, expired: true }), { replace: true });
}
