import type { ReactNode } from 'react';

/** Full-page routes (login and friends): no top bar or footer, the remote owns the whole screen. */
export function BareLayout({ children }: { children: ReactNode }) {
  return <div className="shell-bare">{children}</div>;
}
