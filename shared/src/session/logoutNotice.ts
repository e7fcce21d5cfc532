import { SUCCESS } from '../errors/messages';
import { notify } from '../notify';

/**
 * Logout ends with a full reload of home (spec 1 §4.1), which wipes a toast shown just before it:
 * '退出成功' (spec 1 §8) would flash for a few milliseconds at best. logout() remembers it across the
 * reload and the shell's boot says it on the fresh page instead. localStorage, because logout clears
 * session storage; a time limit, so a reload that never happened cannot announce it days later.
 */
const KEY = 'tcm:loggedOutAt';
const WITHIN_MS = 60_000;

export function rememberLogout(): void {
  try {
    localStorage.setItem(KEY, String(Date.now()));
  } catch {
    // Storage refused (private mode, quota): the notice is a courtesy, logging out still works.
  }
}

/** Called once at boot: shows '退出成功' if this page load is the end of a logout. */
export function announceLogout(now = Date.now()): void {
  let at: number;
  try {
    at = Number(localStorage.getItem(KEY));
    localStorage.removeItem(KEY);
  } catch {
    return;
  }
  if (at && now - at >= 0 && now - at < WITHIN_MS) notify.success(SUCCESS.logout);
}
