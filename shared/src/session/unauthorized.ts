import { removeToken } from './token';
import { navigateTo } from './navigation';
import { sessionStore, userInfoAtom } from './store';

/** Any 401 (spec 1 §4.1): the token goes, session storage is cleared and the user goes to /Login. */
export function handleUnauthorized(): void {
  removeToken();
  sessionStorage.clear();
  sessionStore.set(userInfoAtom, null);
  if (window.location.pathname !== '/Login') navigateTo('/Login', { replace: true });
}
