import type { ReactNode } from 'react';
import { Footer } from './Footer';
import { PreviewBannerSlot } from './PreviewBannerSlot';
import { TopBar } from './TopBar';

/** Spec 1 §2.2: top bar with the menu, the page, the footer; above them a running preview's banner. */
export function MainLayout({ children }: { children: ReactNode }) {
  return (
    <div className="shell-layout">
      <a className="skip-link" href="#main">
        跳到主要内容
      </a>
      <PreviewBannerSlot />
      <TopBar />
      <main className="shell-main" id="main" tabIndex={-1}>
        {children}
      </main>
      <Footer />
    </div>
  );
}
