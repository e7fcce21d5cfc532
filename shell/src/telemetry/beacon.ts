/**
 * The telemetry module (issue 23), its own chunk loaded once the page is interactive (start.ts):
 * LCP, INP and CLS through web-vitals, and the counts of events.ts, sent with navigator.sendBeacon
 * in batches — every `flushMs`, and when the page is hidden or left. LCP belongs to the page the
 * browser landed on; INP and CLS to the page shown when they are reported.
 */
import { onCLS, onINP, onLCP, type Metric } from 'web-vitals';
import { currentPage, takeEvents } from './events';

/** Items per list in one beacon (the API refuses more). */
const MAX_ITEMS = 50;

type Vital = [string, string, 'lcp' | 'inp' | 'cls', number];

export function startBeacon({ endpoint, flushMs }: { endpoint: string; flushMs: number }): void {
  const vitals: Vital[] = [];
  const landing = currentPage();
  const vital = (name: Vital[2]) => (metric: Metric) => {
    const where = name === 'lcp' ? landing : currentPage();
    vitals.push([where.app, where.version, name, Math.round(name === 'cls' ? metric.value * 1000 : metric.value)]);
  };
  onLCP(vital('lcp'));
  onINP(vital('inp'));
  onCLS(vital('cls'));

  const flush = () => {
    const lists = { ...takeEvents(), vitals: vitals.splice(0) };
    while (lists.views.length || lists.fails.length || lists.errors.length || lists.vitals.length) {
      const batch = {
        v: 1,
        views: lists.views.splice(0, MAX_ITEMS),
        fails: lists.fails.splice(0, MAX_ITEMS),
        errors: lists.errors.splice(0, MAX_ITEMS),
        vitals: lists.vitals.splice(0, MAX_ITEMS),
      };
      navigator.sendBeacon(endpoint, new Blob([JSON.stringify({ batch })], { type: 'application/json' }));
    }
  };
  setInterval(flush, flushMs);
  addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flush();
  });
  addEventListener('pagehide', flush);
  // For a person or a test: the counts of this page load are now on their way.
  document.documentElement.setAttribute('data-telemetry', 'on');
}
