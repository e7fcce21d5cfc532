import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False while React renders on the server (prerendering) and while it hydrates that HTML; true
 * from the render right after hydration, and always in a page rendered without prerendered HTML.
 * Whatever depends on the browser (the session, the portal config, the query string) waits for it,
 * so the first client render matches the prerendered markup. The shell's public pages and a
 * remote's prerendered pages (mf-account's /Login, /Invite) both use it.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
