import { useEffect } from 'react';
import { ScrollRestoration, useLocation, useMatches } from 'react-router-dom';
import { trackView } from '../telemetry/events';
import { pageTitle } from '../config/company';
import { KeepAliveHost } from '../layout/KeepAliveHost';
import { NavigationProgress } from '../layout/NavigationProgress';
import { OverrideBadge } from '../remotes/OverrideBadge';
import { routeHandle } from './handle';

/** Page title from the matched route's metadata (spec 1 §2.2); the home page has the fixed one. */
function useDocumentTitle() {
  const matches = useMatches();
  const leaf = matches[matches.length - 1];
  const title = routeHandle(leaf?.handle)?.title;
  const isHome = leaf?.pathname === '/';
  useEffect(() => {
    document.title = pageTitle(title, isHome);
  }, [title, isHome]);
}

/**
 * One page view per navigation, with the app that serves the route and its PATTERN (the route's
 * id is `<app>:<pattern>`; the shell's 404 is `*`), never the path or its query.
 */
function usePageView() {
  const matches = useMatches();
  const location = useLocation();
  const leaf = matches[matches.length - 1];
  useEffect(() => {
    if (!leaf) return;
    const colon = leaf.id.indexOf(':');
    const app = routeHandle(leaf.handle)?.remote ?? 'shell';
    const pattern = colon > 0 ? leaf.id.slice(colon + 1) : '*';
    trackView(app, pattern === '404' ? '*' : pattern);
    // The key is new on every navigation; the path too, for an entry pushed without a key.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- one view per navigation, not per new matches array
  }, [location.key, location.pathname]);
}

/**
 * Marks the document once the app is live (rendered, or a prerendered page hydrated): before that a
 * prerendered page shows but does not answer clicks. Tests and the bench wait for it.
 */
function useReadyMark() {
  useEffect(() => {
    document.documentElement.setAttribute('data-shell-ready', '');
  }, []);
}

/**
 * The root route's element: title, navigation progress, the page in its layout, the override badge.
 * ScrollRestoration is the one scroll policy of every app's routes: a new page (link, navigate,
 * redirect) opens at its top, back and forward return to where the user was on that entry.
 * Without it the browser kept the previous page's offset, and a phone arrived at 信息确认 showing
 * only its footer (issue 22).
 */
export function AppRoot() {
  useDocumentTitle();
  usePageView();
  useReadyMark();
  return (
    <>
      <ScrollRestoration />
      <NavigationProgress />
      <KeepAliveHost />
      <OverrideBadge />
    </>
  );
}
