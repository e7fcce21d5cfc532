import type { RouteLayout } from '@tcm/shared/core';

/** What every page route of the shell's router carries in `handle`. */
export interface RouteHandle {
  title: string;
  /** Keep the page mounted (hidden) when navigating away (RouteMeta.keepAlive). */
  keepAlive?: boolean;
  /** The remote that owns the route; absent for the shell's own pages. */
  remote?: string;
}

/** The handle of the two pathless layout routes that group the pages. */
export interface LayoutHandle {
  layout: RouteLayout;
}

export function routeHandle(value: unknown): RouteHandle | undefined {
  return value && typeof value === 'object' && 'title' in value ? (value as RouteHandle) : undefined;
}

export function layoutHandle(value: unknown): LayoutHandle | undefined {
  return value && typeof value === 'object' && 'layout' in value ? (value as LayoutHandle) : undefined;
}
