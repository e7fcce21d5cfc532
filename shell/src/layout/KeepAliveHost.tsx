import { useUserInfo, type RouteLayout } from '@tcm/shared/core';
import { Activity, useRef, type ComponentType, type ReactNode } from 'react';
import { UNSAFE_LocationContext as LocationContext, useLocation, useMatches, useNavigationType, useOutlet, type Location } from 'react-router-dom';
import { layoutHandle, routeHandle } from '../router/handle';
import { BareLayout } from './BareLayout';
import { MainLayout } from './MainLayout';

const LAYOUTS: Record<RouteLayout, ComponentType<{ children: ReactNode }>> = { main: MainLayout, bare: BareLayout };
const LAYOUT_ORDER: readonly RouteLayout[] = ['main', 'bare'];

interface KeptPage {
  layout: RouteLayout;
  element: ReactNode;
  /** The URL the page was last shown at: what it keeps seeing while hidden. */
  location: Location;
}

/**
 * Renders the current page inside its layout, and keeps pages marked keepAlive (spec 3 §2.1: /order,
 * /GetCode) mounted but hidden after the user leaves them — whichever layout the next page uses.
 *
 * The host sits above both layouts because a layout unmounts when the user moves to a page of the
 * other one (bare /GetCode → main /News), and everything it holds would go with it. A layout is
 * therefore rendered while it is current OR holds a kept page; while not current it is hidden with
 * React's Activity, which keeps state and DOM (typed input, tabs, filters) and cleans up effects.
 *
 * Hidden pages are given the location they were last shown at, so a kept /order never renders
 * against another page's URL. Kept pages belong to the session that opened them: when the user
 * changes (logout, a 401, another login) they are dropped, never shown to the next user.
 */
export function KeepAliveHost() {
  const outlet = useOutlet();
  const matches = useMatches();
  const location = useLocation();
  const navigationType = useNavigationType();
  const owner = useUserInfo()?.user?.userId ?? null;

  const kept = useRef(new Map<string, KeptPage>());
  const keptOwner = useRef(owner);
  if (keptOwner.current !== owner) {
    kept.current = new Map();
    keptOwner.current = owner;
  }

  const leaf = matches[matches.length - 1];
  const layout = matches.map((m) => layoutHandle(m.handle)?.layout).find(Boolean) ?? 'main';
  const keepAlive = !!(leaf && outlet && routeHandle(leaf.handle)?.keepAlive);
  // Idempotent (same key, latest element), so a re-render or a discarded render does no harm.
  if (keepAlive) kept.current.set(leaf.id, { layout, element: outlet, location });

  return (
    <>
      {LAYOUT_ORDER.map((name) => {
        const current = name === layout;
        const pages = [...kept.current].filter(([, page]) => page.layout === name);
        if (!current && !pages.length) return null;
        const Layout = LAYOUTS[name];
        return (
          <Activity key={name} mode={current ? 'visible' : 'hidden'}>
            <Layout>
              {/* In an Activity like a kept page: the same markup around either (a prerendered remote page, kept
                  or not, hydrates into the one frame of its layout, shell/prerender.ts). */}
              {current && !keepAlive && outlet && <Activity mode="visible">{outlet}</Activity>}
              {pages.map(([id, page]) => (
                <Activity key={id} mode={current && keepAlive && id === leaf.id ? 'visible' : 'hidden'}>
                  <LocationContext.Provider value={{ location: page.location, navigationType }}>{page.element}</LocationContext.Provider>
                </Activity>
              ))}
            </Layout>
          </Activity>
        );
      })}
    </>
  );
}
