/**
 * A port: what one domain needs of another, declared as an interface in the domain that needs it
 * (its ports.ts) and connected by the composition root (api/src/wiring.ts) with the other domain's
 * functions. So no domain imports another's files, and each says in one place what it asks of the
 * others; the import graph stays a tree of layers (api/test/layers.test.ts).
 *
 * Use: `export const doctors = port<DoctorRecords>('account', 'doctors')`, then `doctors().doctorOf(q, id)`.
 */
export interface Port<T> {
  /** The connected implementation; throws when the composition root has not connected it. */
  (): T;
  connect(impl: T): void;
  readonly name: string;
  readonly connected: boolean;
}

const ports: Port<unknown>[] = [];

export function port<T>(domain: string, name: string): Port<T> {
  let impl: T | undefined;
  const use = (() => {
    if (impl === undefined) throw new Error(`port ${domain}/${name} is not connected: buildApp connects every port (api/src/wiring.ts, connectDomains)`);
    return impl;
  }) as Port<T>;
  Object.defineProperties(use, {
    name: { value: `${domain}/${name}` },
    connected: { get: () => impl !== undefined },
  });
  use.connect = (value: T) => {
    impl = value;
  };
  ports.push(use as Port<unknown>);
  return use;
}

/** Every port declared so far (the wiring test checks each is connected). */
export const allPorts = (): readonly Port<unknown>[] => ports;
