/**
 * The telemetry module (issue 23), its own chunk loaded once the page is interactive (start.ts):
 * LCP, INP and CLS through web-vitals, and the counts of events.ts, sent with navigator.sendBeacon
 * in batches — every `flushMs`, and when the page is hidden or left. LCP belongs to the page the
 * browser landed on; INP and CLS to the page shown when they are reported. Kept to the glue: what
 * it sends is built by events.ts.
 */
import { onCLS, onINP, onLCP } from 'web-vitals';
import { browserId } from '../remotes/canary';
import { currentPage, nextBeacon, trackVital } from './events';

export function startBeacon({ endpoint, flushMs }: { endpoint: string; flushMs: number }): void {
  const landing = currentPage();
  onLCP((m) => trackVital('lcp', m.value, landing));
  onINP((m) => trackVital('inp', m.value));
  onCLS((m) => trackVital('cls', m.value));
  // Read once: the batches of this page load name the browser that made them.
  const browser = browserId();
  const flush = () => {
    for (let body = nextBeacon(browser); body; body = nextBeacon(browser)) navigator.sendBeacon(endpoint, new Blob([body], { type: 'application/json' }));
  };
  setInterval(flush, flushMs);
  addEventListener('visibilitychange', () => document.visibilityState === 'hidden' && flush());
  addEventListener('pagehide', flush);
  // For a person or a test: the counts of this page load are now on their way.
  document.documentElement.setAttribute('data-telemetry', 'on');
}
