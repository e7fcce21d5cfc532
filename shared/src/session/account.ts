import { useAtomValue } from 'jotai';
import type { UserInfo } from '../contract';
import { claimDrafts } from '../drafts';
import { call } from '../http/client';
import { FALLBACK } from '../errors/messages';
import { getToken, removeToken, setToken } from './token';
import { rememberLogout } from './logoutNotice';
import { portalConfigAtom, sessionStore, userInfoAtom, userInfoStatusAtom } from './store';

let inFlight: Promise<UserInfo | null> | null = null;

/** Loads the account (GET /api/getInfo, appType pc). A failure clears the token (spec 1 §4.1). */
export function loadUserInfo(): Promise<UserInfo | null> {
  if (!getToken()) {
    sessionStore.set(userInfoAtom, null);
    sessionStore.set(userInfoStatusAtom, 'ready');
    return Promise.resolve(null);
  }
  if (inFlight) return inFlight;
  sessionStore.set(userInfoStatusAtom, 'loading');
  inFlight = call('GET /getInfo', undefined, { headers: { appType: 'pc' }, fallback: FALLBACK.account })
    .then((body) => {
      const info: UserInfo = {
        user: body.user,
        roles: body.roles ?? [],
        doctor: body.doctor ?? null,
        inheritor: body.inheritor ?? 'N',
        prescription: body.prescription ?? 'N',
      };
      // Before the account is published: no page of this account may see another account's drafts.
      claimDrafts(info.user?.userId);
      sessionStore.set(userInfoAtom, info);
      sessionStore.set(userInfoStatusAtom, 'ready');
      return info;
    })
    .catch(() => {
      removeToken();
      sessionStore.set(userInfoAtom, null);
      sessionStore.set(userInfoStatusAtom, 'failed');
      return null;
    })
    .finally(() => {
      inFlight = null;
    });
  return inFlight;
}

/** The loaded account, loading it first if a token exists but nothing is loaded yet. */
export async function ensureUserInfo(): Promise<UserInfo | null> {
  const current = sessionStore.get(userInfoAtom);
  if (current || !getToken()) return current;
  return loadUserInfo();
}

/** After any token-returning login: keep the token, then load the account. */
export async function startSession(token: string): Promise<UserInfo | null> {
  setToken(token);
  return loadUserInfo();
}

/** Logout (after the user confirmed): server call, then token and storage cleared, home reloaded. */
export async function logout(): Promise<void> {
  try {
    await call('POST /logout', undefined, { fallback: FALLBACK.service });
  } catch {
    // The local session ends regardless; a dead server must not trap the user logged in.
  }
  removeToken();
  sessionStorage.clear();
  sessionStore.set(userInfoAtom, null);
  rememberLogout();
  window.location.assign('/');
}

export function useUserInfo(): UserInfo | null {
  return useAtomValue(userInfoAtom, { store: sessionStore });
}

export function useUserInfoStatus() {
  return useAtomValue(userInfoStatusAtom, { store: sessionStore });
}

export function usePortalConfig() {
  return useAtomValue(portalConfigAtom, { store: sessionStore });
}
