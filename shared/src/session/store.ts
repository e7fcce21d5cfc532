import { atom, createStore } from 'jotai';
import type { UserInfo } from '../contract';
import type { PortalConfig } from '../routes/types';

/**
 * The one session store. `@tcm/shared` is a Module Federation singleton, so the shell and every
 * remote read and write this same instance.
 */
export const sessionStore = createStore();

/** null: logged out, or not loaded yet (see userInfoStatusAtom). */
export const userInfoAtom = atom<UserInfo | null>(null);
export const userInfoStatusAtom = atom<'idle' | 'loading' | 'ready' | 'failed'>('idle');

/** Loaded once by the shell from GET /api/portal/config before the router starts. */
export const portalConfigAtom = atom<PortalConfig>({
  backOfficeUrl: '',
  sandbox: false,
  allowRemoteOverride: false,
  wechatAuthorizeUrl: '',
});
