import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False while React renders on the server (prerendering) and while it hydrates that HTML; true
 * from the render right after hydration, and always in a page rendered without prerendered HTML.
 * Whatever depends on the browser (the session, the portal config) waits for it, so the first
 * client render matches the prerendered markup.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
