/**
 * Refetch after a mutation: a page that changed something (an address saved, an order paid) asks
 * every mounted read whose key starts with a prefix to read again, without holding their `reload`.
 * Each remote bundles its own copy, which is enough: a mutation and the reads it outdates are on
 * the same remote's page.
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
