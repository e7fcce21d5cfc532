import { useEffect, type ComponentType } from 'react';

/**
 * Remote pages whose code is already here, rendered at once instead of through React.lazy, which
 * suspends at least once even for a loaded module. A prerendered remote page (its markup in the HTML,
 * release/src/store/routePages.ts) must not suspend while it hydrates: a dehydrated Suspense boundary
 * that receives an ordinary update before its code arrives is rendered again on the client, its fallback
 * (the spinner) replacing the markup. So bootstrap.tsx loads the page, puts it here and only then hydrates;
 * the prerenderer puts the slot the release store fills (prerender/server.tsx).
 */
const ready = new Map<string, ComponentType>();

const key = (remote: string, path: string) => `${remote}\u0000${path}`;

export function setReadyPage(remote: string, path: string, page: ComponentType): void {
  ready.set(key(remote, path), page);
}

export function readyPage(remote: string, path: string): ComponentType | undefined {
  return ready.get(key(remote, path));
}

let onLive: (() => void) | null = null;

/**
 * Runs `then` once a ready page has hydrated. That is after the shell's own commit (and its
 * data-shell-ready): React hydrates the content of a Suspense boundary in a pass of its own.
 */
export function afterReadyPageHydrated(then: () => void): void {
  onLive = then;
}

/** Rendered after a ready page, inside its boundary: its effect runs once the page is hydrated. */
export function ReadyPageLive() {
  useEffect(() => {
    const then = onLive;
    onLive = null;
    then?.();
  }, []);
  return null;
}
