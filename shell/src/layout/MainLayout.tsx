import type { ReactNode } from 'react';
import { Footer } from './Footer';
import { TopBar } from './TopBar';

/** Spec 1 §2.2: top bar with the menu, the page, the footer. */
export function MainLayout({ children }: { children: ReactNode }) {
  return (
    <div className="shell-layout">
      <a className="skip-link" href="#main">
        跳到主要内容
      </a>
      <TopBar />
      <main className="shell-main" id="main" tabIndex={-1}>
        {children}
      </main>
      <Footer />
    </div>
  );
}
