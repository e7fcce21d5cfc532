import { Activity, useRef, type ReactNode } from 'react';
import { useMatches, useOutlet } from 'react-router-dom';
import { routeHandle } from '../router/handle';

/**
 * An Outlet that keeps pages marked keepAlive (e.g. /order) mounted but hidden after the user
 * leaves them, so returning restores their tabs, filters and scroll instead of starting over.
 * React's Activity keeps the state and pauses the effects of hidden pages.
 */
export function KeepAliveOutlet() {
  const outlet = useOutlet();
  const matches = useMatches();
  const kept = useRef(new Map<string, ReactNode>());
  const leaf = matches[matches.length - 1];
  const keepAlive = !!routeHandle(leaf?.handle)?.keepAlive;
  if (keepAlive && leaf && outlet) kept.current.set(leaf.id, outlet);
  return (
    <>
      {!keepAlive && outlet}
      {[...kept.current].map(([id, element]) => (
        <Activity key={id} mode={keepAlive && id === leaf?.id ? 'visible' : 'hidden'}>
          {element}
        </Activity>
      ))}
    </>
  );
}
