/**
 * The telemetry's memory, in the boot (kept small: it is on every page): page views, remote load
 * failures and retries, uncaught errors and error-boundary catches, counted per app version and
 * route pattern until the telemetry module (beacon.ts, loaded once the page is interactive) sends
 * them. Nothing personal: an app, its version, a route PATTERN (/order/:id, never the path or its query).
 */
import type { TelemetryBatchWire } from '@tcm/shared/core';

export type LoadKind = 'entry' | 'chunk' | 'css';
type Vital = 'lcp' | 'inp' | 'cls';
/** The batch's lists of page views, load failures and errors, as the wire carries them. */
type EventLists = Required<Pick<TelemetryBatchWire, 'views' | 'fails' | 'errors'>>;

/** Which version serves each app in this page (the shell's own, the chosen remote variants). */
const served = new Map<string, string>();
let enabled = true;
let page = { app: 'shell', route: '/' };
/** Counts by `list SEP app SEP version SEP route [SEP kind SEP retry]`; list is v(iews), f(ails) or e(rrors). */
const counts = new Map<string, number>();
let vitals: [string, string, Vital, number][] = [];
const reported = new WeakSet<object>();
const SEP = '\u0001';

/** Items per list in one beacon (the API refuses more). */
export const MAX_ITEMS = 50;

/** The shell's version, read from the address its bundle came from (/shell/<version>/…). */
export const shellVersion = (): string =>
  /\/shell\/([^/]+)\//.exec(document.querySelector<HTMLScriptElement>('script[src*="/shell/"]')?.src ?? '')?.[1] ?? 'dev';

export const setServedVersion = (app: string, version: string) => void served.set(app, version || 'unknown');

export const servedVersion = (app: string): string => served.get(app) ?? (app === 'shell' ? shellVersion() : 'unknown');

export const currentPage = () => ({ ...page, version: servedVersion(page.app) });

/** Stops counting (a page load outside the sample): nothing counted is ever sent. */
export function disableTelemetry(): void {
  enabled = false;
  counts.clear();
  vitals = [];
}

const bump = (...key: (string | number)[]) => {
  if (!enabled) return;
  const k = key.join(SEP);
  counts.set(k, (counts.get(k) ?? 0) + 1);
};

/** Marks an error as counted; false when it was counted before. */
const first = (error: unknown) => !(error && typeof error === 'object') || (!reported.has(error) && !!reported.add(error));

export function trackView(app: string, route: string): void {
  page = { app, route };
  bump('v', app, servedVersion(app), route);
}

/** A remote's file failed: `retry` for a retried attempt, else the final failure the user saw. */
export function trackFailure(app: string, kind: LoadKind, retry: boolean, error?: unknown): void {
  first(error);
  bump('f', app, servedVersion(app), page.route, kind, retry ? 1 : 0);
}

/** An uncaught error or a boundary's catch; an error already counted (as a load failure) is not counted twice. */
export function trackError(app: string = page.app, error?: unknown): void {
  if (first(error)) bump('e', app, servedVersion(app), page.route);
}

/** A web vital of the page shown now (LCP: of the landing page, which the caller passes). */
export function trackVital(name: Vital, value: number, where = currentPage()): void {
  if (enabled) vitals.push([where.app, where.version, name, Math.round(name === 'cls' ? value * 1000 : value)]);
}

/** The app whose release a script URL belongs to (/remotes/<app>/…), else the current page's. */
export const appOfSource = (source: string | undefined): string => (source && /\/remotes\/([\w-]+)\//.exec(source)?.[1]) || page.app;

/** What kind of file a load error was about. */
export const loadKind = (error: unknown, fallback: LoadKind): LoadKind => (/\bcss\b/i.test(String((error as Error | undefined)?.message)) ? 'css' : fallback);

const stackOf = (thrown: unknown): string | undefined => {
  const stack = (thrown as { stack?: unknown } | null | undefined)?.stack;
  return typeof stack === 'string' ? stack : undefined;
};

/** Uncaught errors and unhandled rejections of the page, attributed by their script when it is known. */
export function installErrorListeners(): void {
  addEventListener('error', (e) => {
    const error: unknown = e.error;
    trackError(appOfSource(e.filename || stackOf(error)), error ?? e.message);
  });
  addEventListener('unhandledrejection', (e) => {
    const reason: unknown = e.reason;
    trackError(appOfSource(stackOf(reason)), reason);
  });
}

/**
 * Everything counted since the last call as the wire batch's lists — one item per event, as the API
 * takes them (wire version 2: no counts) — and forgotten here.
 */
export function takeEvents(): EventLists {
  const out: EventLists = { views: [], fails: [], errors: [] };
  for (const [k, n] of counts) {
    const [list, ...rest] = k.split(SEP);
    const item = rest.map((x, i) => (i === 4 ? Number(x) : x));
    // The key holds the item in its wire order (bump's arguments above); the contract's schema checks it in the tests.
    const into = (list === 'v' ? out.views : list === 'f' ? out.fails : out.errors) as unknown[][];
    for (let i = 0; i < n; i++) into.push(item);
  }
  counts.clear();
  return out;
}

let pending: EventLists | null = null;

/**
 * The next beacon's body (`{batch}` JSON naming `browser`, at most MAX_ITEMS per list), or null when
 * nothing is left: call until null.
 */
export function nextBeacon(browser: string): string | null {
  const p = (pending ??= takeEvents());
  const lists = {
    views: p.views.splice(0, MAX_ITEMS),
    fails: p.fails.splice(0, MAX_ITEMS),
    errors: p.errors.splice(0, MAX_ITEMS),
    vitals: vitals.splice(0, MAX_ITEMS),
  };
  const batch: TelemetryBatchWire = { v: 2, b: browser, ...lists };
  if (Object.values(lists).some((list) => list.length)) return JSON.stringify({ batch });
  pending = null;
  return null;
}
