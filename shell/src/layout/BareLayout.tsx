import type { ReactNode } from 'react';
import { PreviewBannerSlot } from './PreviewBannerSlot';

/** Full-page routes (login and friends): no top bar or footer, the remote owns the whole screen but a running preview's banner. */
export function BareLayout({ children }: { children: ReactNode }) {
  return (
    <div className="shell-bare">
      <PreviewBannerSlot />
      {children}
    </div>
  );
}
