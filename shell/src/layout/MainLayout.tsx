import { Footer } from './Footer';
import { KeepAliveOutlet } from './KeepAliveOutlet';
import { TopBar } from './TopBar';

/** Spec 1 §2.2: top bar with the menu, the page, the footer. */
export function MainLayout() {
  return (
    <div className="shell-layout">
      <TopBar />
      <main className="shell-main" id="main">
        <KeepAliveOutlet />
      </main>
      <Footer />
    </div>
  );
}
