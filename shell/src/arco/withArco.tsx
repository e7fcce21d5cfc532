import { lazy, Suspense, type ComponentType, type JSX } from 'react';
import { PageSpin } from '../remotes/PageSpin';

/** The Arco configuration, a chunk of its own (with the shared Arco): fetched by whatever shows Arco. */
export const loadArcoConfig = () => import(/* webpackChunkName: "arco-config" */ './ArcoConfig').then((m) => m.ArcoConfig);

/**
 * A component that shows Arco (a shell page, a remote page, an error panel) inside Arco's
 * configuration: its code and Arco's are fetched side by side, not one after the other.
 */
export async function withArco<P extends object>(component: Promise<ComponentType<P>>): Promise<ComponentType<P>> {
  const [Inner, ArcoConfig] = await Promise.all([component, loadArcoConfig()]);
  return function WithArco(props: P) {
    return (
      <ArcoConfig>
        <Inner {...props} />
      </ArcoConfig>
    );
  };
}

/**
 * What only a rare path shows (an error panel, the 404), loaded when it is shown, so that neither it
 * nor Arco weighs on the boot of the pages that never show it; a spinner meanwhile.
 */
export function lazyWithArco<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Lazy = lazy(() => withArco(load()).then((component) => ({ default: component })));
  return function LazyWithArco(props: P) {
    return (
      <Suspense fallback={<PageSpin />}>
        <Lazy {...(props as P & JSX.IntrinsicAttributes)} />
      </Suspense>
    );
  };
}
