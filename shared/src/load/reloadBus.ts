/**
 * Refetch after a mutation: a page that changed something (an address saved, an order paid) asks
 * every mounted read whose key starts with a prefix to read again, without holding their `reload`.
 * The shared root is one instance on a page (a Module Federation singleton), so this list is the
 * page's: keys start with what they read (`order:<id>:`), never with the remote's name.
 */
type Listener = (key: string) => void;

const listeners = new Set<Listener>();

/** Subscribes a read; returns the unsubscribe. */
export function onReload(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Every mounted `useLoad` whose key starts with `prefix` reads again (`''`: all of them). */
export function reloadLoads(prefix: string): void {
  for (const listener of [...listeners]) listener(prefix);
}
