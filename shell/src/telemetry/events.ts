/**
 * The telemetry's memory, in the boot (a few hundred bytes): page views, remote load failures and
 * retries, uncaught errors and error-boundary catches, counted per app version and route pattern
 * until the telemetry module (beacon.ts, loaded once the page is interactive) sends them. Nothing
 * personal: an app, its version, a route PATTERN (/order/:id, never the path or its query).
 */
export type LoadKind = 'entry' | 'chunk' | 'css';

/** Which version serves each app in this page (the shell's own, the chosen remote variants). */
const served = new Map<string, string>();
let enabled = true;
let page = { app: 'shell', route: '/' };

const views = new Map<string, number>();
const fails = new Map<string, number>();
const errors = new Map<string, number>();
const reported = new WeakSet<object>();
const SEP = '\u0001';

const bump = (map: Map<string, number>, key: string) => {
  if (enabled) map.set(key, (map.get(key) ?? 0) + 1);
};

/** The shell's version, read from the address its bundle came from (/shell/<version>/…). */
export function shellVersion(): string {
  for (const script of Array.from(document.scripts)) {
    const m = /\/shell\/([^/]+)\//.exec(script.src);
    if (m) return decodeURIComponent(m[1]);
  }
  return 'dev';
}

export function setServedVersion(app: string, version: string): void {
  served.set(app, version || 'unknown');
}

export const servedVersion = (app: string): string => served.get(app) ?? (app === 'shell' ? shellVersion() : 'unknown');

/** Stops counting (a page load outside the sample) and forgets what was counted. */
export function disableTelemetry(): void {
  enabled = false;
  vitals.length = 0;
  views.clear();
  fails.clear();
  errors.clear();
}

export const currentPage = () => ({ ...page, version: servedVersion(page.app) });

const at = (app: string, route = page.route) => [app, servedVersion(app), route].join(SEP);

export function trackView(app: string, route: string): void {
  page = { app, route };
  bump(views, at(app));
}

/** A remote's file failed: `retry` for a retried attempt, else the final failure the user saw. */
export function trackFailure(app: string, kind: LoadKind, retry: boolean, error?: unknown): void {
  if (error && typeof error === 'object') reported.add(error);
  bump(fails, [at(app), kind, retry ? 1 : 0].join(SEP));
}

/** An uncaught error or a boundary's catch; an error already counted as a load failure is not counted twice. */
export function trackError(app: string = page.app, error?: unknown): void {
  if (error && typeof error === 'object') {
    if (reported.has(error)) return;
    reported.add(error);
  }
  bump(errors, at(app));
}

/** The app whose release a script URL belongs to (/remotes/<app>/…), else the current page's. */
export function appOfSource(source: string | undefined): string {
  const m = source && /\/remotes\/([\w-]+)\//.exec(source);
  return m ? m[1] : page.app;
}

/** Uncaught errors and unhandled rejections of the page, attributed by their script when it is known. */
export function installErrorListeners(): void {
  window.addEventListener('error', (event) => trackError(appOfSource(event.filename || (event.error as Error | undefined)?.stack), event.error ?? event.message));
  window.addEventListener('unhandledrejection', (event) => trackError(appOfSource((event.reason as Error | undefined)?.stack), event.reason));
}

const split = (key: string) => key.split(SEP);

/** Items per list in one beacon (the API refuses more). */
export const MAX_ITEMS = 50;
type VitalItem = [string, string, 'lcp' | 'inp' | 'cls', number];
const vitals: VitalItem[] = [];

/** A web vital of the page shown now (LCP: of the landing page, which the caller passes). */
export function trackVital(name: VitalItem[2], value: number, where = currentPage()): void {
  if (enabled) vitals.push([where.app, where.version, name, Math.round(name === 'cls' ? value * 1000 : value)]);
}

let pending: ReturnType<typeof takeEvents> | null = null;

/**
 * The next beacon's body (`{batch}` JSON, at most MAX_ITEMS per list), or null when nothing is
 * left: call until null.
 */
export function nextBeacon(): string | null {
  if (!pending) pending = takeEvents();
  const p = pending;
  const batch = { v: 1, views: p.views.splice(0, MAX_ITEMS), fails: p.fails.splice(0, MAX_ITEMS), errors: p.errors.splice(0, MAX_ITEMS), vitals: vitals.splice(0, MAX_ITEMS) };
  if (!batch.views.length && !batch.fails.length && !batch.errors.length && !batch.vitals.length) {
    pending = null;
    return null;
  }
  return JSON.stringify({ batch });
}

/** Everything counted since the last call, as the wire batch's lists (and forgotten here). */
export function takeEvents() {
  const out = {
    views: [...views].map(([k, n]) => [...split(k), n] as [string, string, string, number]),
    fails: [...fails].map(([k, n]) => {
      const [app, version, route, kind, retry] = split(k);
      return [app, version, route, kind as LoadKind, Number(retry) as 0 | 1, n] as [string, string, string, LoadKind, 0 | 1, number];
    }),
    errors: [...errors].map(([k, n]) => [...split(k), n] as [string, string, string, number]),
  };
  views.clear();
  fails.clear();
  errors.clear();
  return out;
}

/** What kind of file a load error was about. */
export const loadKind = (error: unknown, fallback: LoadKind): LoadKind => (/\bcss\b/i.test(String((error as Error | undefined)?.message ?? '')) ? 'css' : fallback);
