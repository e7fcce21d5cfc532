/** What every route of the shell's router carries in `handle`. */
export interface RouteHandle {
  title: string;
  /** Keep the page mounted (hidden) when navigating away (RouteMeta.keepAlive). */
  keepAlive?: boolean;
  /** The remote that owns the route; absent for the shell's own pages. */
  remote?: string;
}

export function routeHandle(value: unknown): RouteHandle | undefined {
  return value && typeof value === 'object' && 'title' in value ? (value as RouteHandle) : undefined;
}
