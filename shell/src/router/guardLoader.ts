import {
  endExpiredSession,
  ensureUserInfo,
  guardDecision,
  hasToken,
  NO_PRESCRIBING_RIGHT,
  notify,
  sessionStore,
  userInfoAtom,
  type RouteAccess,
} from '@tcm/shared/core';
import { redirect, type LoaderFunctionArgs } from 'react-router-dom';
import { canaryStillServed } from '../remotes/canary';
import { prefetchRemote } from '../remotes/loadRemoteRoutes';

/**
 * The route guard (spec 1 §6), run as the route's loader: it decides from the route's declared access
 * before any of the remote's code is needed. For login and prescriber routes the account is loaded
 * first, so a remote page can rely on useUserInfo() holding the user.
 */
export function guardLoader(access: RouteAccess, remote?: string) {
  return async ({ request }: LoaderFunctionArgs) => {
    if (access !== 'public' && hasToken()) await ensureUserInfo();
    const url = new URL(request.url);
    // An account was loaded but its token cookie is gone (it expired after its day, or was removed):
    // the session ended under the user, who is told so, as after a 401, and keeps their drafts.
    const expired = access !== 'public' && !hasToken() && !!sessionStore.get(userInfoAtom);
    if (expired) endExpiredSession();
    const decision = guardDecision(access, hasToken(), sessionStore.get(userInfoAtom), url.pathname + url.search, expired);
    if (!decision.allow) {
      // A logged-in user without the right is told why before landing on /apply or /applying,
      // in the home grid's words (issue 22); a visitor is simply asked to log in.
      if (access === 'prescriber' && hasToken()) notify.error(NO_PRESCRIBING_RIGHT);
      throw redirect(decision.redirect);
    }
    // A canary that ended since this page loaded: the target is loaded afresh, with the live version.
    if (remote && !(await canaryStillServed(remote))) {
      window.location.assign(url.pathname + url.search + url.hash);
      return new Promise<never>(() => {});
    }
    // Allowed: start fetching the page's code while React renders the spinner.
    if (remote) prefetchRemote(remote, url.pathname);
    return null;
  };
}
