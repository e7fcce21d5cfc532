/**
 * Drives Chromium through CDP (playwright-core's CDPSession): one fresh browser context per run
 * (empty cache), the network and CPU throttled through CDP when asked, every response recorded
 * from the Network domain until the network has been quiet for QUIET_MS, and LCP, FCP, long tasks
 * and the page's ready element read from observers installed before the page's own scripts.
 */
import { brotliCompressSync } from 'node:zlib';
import type { Browser, BrowserContext, CDPSession, Page } from 'playwright-core';
import { launchChromium } from '../../scripts/lib/chromium';
import { resourceKind, type ResourceKind } from './origins';

/** Slow 4G as issue 9 names it: 150 ms RTT, 1.6 Mbit/s down, 750 kbit/s up (1 kbit = 1024 bit, as Lighthouse), CPU ×4. */
export const SLOW_4G = {
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};
export const CPU_SLOWDOWN = 4;

/** The network counts as idle after this long without a request in flight (idle warming included). */
export const QUIET_MS = 2000;

export interface Device {
  name: string;
  viewport: { width: number; height: number };
  deviceScaleFactor: number;
  isMobile: boolean;
  hasTouch: boolean;
  userAgent?: string;
}

/** A mid-range phone, as Lighthouse emulates one (Moto G Power): the portal on a phone is issue 9's subject. */
export const PHONE: Device = {
  name: 'phone 412×823 @1.75x',
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
  userAgent: 'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
};
export const DESKTOP: Device = {
  name: 'desktop 1440×900',
  viewport: { width: 1440, height: 900 },
  deviceScaleFactor: 1,
  isMobile: false,
  hasTouch: false,
};

/** How a page says it is ready: a CSS selector or an XPath, visible. */
export interface ReadySpec {
  css?: string;
  xpath?: string;
}

export interface Step {
  /** The row name in the report. */
  name: string;
  path: string;
  ready?: ReadySpec;
}

export interface Visit {
  /** Who is logged in (bench/src/visits.ts), false for a visitor. */
  login: false | 'user' | 'doctor';
  /** The first step is a full page load; the next ones navigate inside the app (no reload). */
  steps: Step[];
}

export interface Response {
  url: string;
  kind: ResourceKind;
  status: number;
  encoded: number;
  decoded: number;
  /** When the request was sent / finished, CDP monotonic seconds. */
  sent: number;
  finished: number;
  /**
   * A stylesheet a prerendered page carries inline (@tcm/shared/routes inlineStylesheet), counted as
   * CSS at its brotli size, as if fetched with the HTML (whose bytes hold it too).
   */
  inline?: true;
}

export interface RawStep {
  name: string;
  responses: Response[];
  failed: string[];
  /** Window load event (CDP seconds) for a page load; null for an in-app step. */
  loadEvent: number | null;
  lcp: number | null;
  fcp: number | null;
  longTasks: { start: number; duration: number }[];
  /** Start of the measurement window in page time (0 for a page load, the navigation for an in-app step). */
  from: number;
  ready: number | null;
  /** The shell rendered or hydrated (data-shell-ready), ms from the navigation; null for an in-app step. */
  live: number | null;
  idle: number;
}

interface Pending {
  url: string;
  type: string;
  mime: string;
  status: number;
  contentLength: number | null;
  headerBytes: number;
  chunksEncoded: number;
  decoded: number;
  sent: number;
  finished: number | null;
  failed: boolean;
  cached: boolean;
}

/** Records every network response of the page through the CDP Network domain. */
class NetworkLog {
  private requests = new Map<string, Pending>();
  private inflight = new Set<string>();
  lastActivity = Date.now();
  loadEvent: number | null = null;
  /** CDP monotonic seconds → wall-clock ms, from requestWillBeSent's pairs. */
  private wallOffset: number | null = null;

  constructor(cdp: CDPSession) {
    cdp.on('Network.requestWillBeSent', (e) => {
      if (e.request.url.startsWith('data:')) return;
      if (this.wallOffset === null) this.wallOffset = e.wallTime * 1000 - e.timestamp * 1000;
      const prior = this.requests.get(e.requestId);
      this.requests.set(e.requestId, {
        url: e.request.url,
        type: e.type ?? prior?.type ?? '',
        mime: '',
        status: 0,
        contentLength: null,
        headerBytes: 0,
        chunksEncoded: 0,
        decoded: 0,
        sent: prior?.sent ?? e.timestamp,
        finished: null,
        failed: false,
        cached: false,
      });
      this.inflight.add(e.requestId);
      this.lastActivity = Date.now();
    });
    cdp.on('Network.requestServedFromCache', (e) => {
      const r = this.requests.get(e.requestId);
      if (r) r.cached = true;
    });
    cdp.on('Network.responseReceived', (e) => {
      const r = this.requests.get(e.requestId);
      if (!r) return;
      r.type = e.type || r.type;
      r.mime = e.response.mimeType ?? '';
      r.status = e.response.status;
      r.headerBytes = e.response.encodedDataLength ?? 0;
      if (e.response.fromDiskCache || e.response.fromPrefetchCache || e.response.fromServiceWorker) r.cached = true;
      const headers = e.response.headers as Record<string, string>;
      const length = Object.entries(headers).find(([k]) => k.toLowerCase() === 'content-length')?.[1];
      r.contentLength = length !== undefined && /^\d+$/.test(length) ? Number(length) : null;
    });
    cdp.on('Network.dataReceived', (e) => {
      const r = this.requests.get(e.requestId);
      if (!r) return;
      r.decoded += e.dataLength;
      r.chunksEncoded += e.encodedDataLength;
    });
    cdp.on('Network.loadingFinished', (e) => {
      const r = this.requests.get(e.requestId);
      if (r) {
        r.finished = e.timestamp;
        // Body bytes as served: Content-Length when the server sent one, else what came after the headers.
        if (r.contentLength === null) r.contentLength = Math.max(0, (e.encodedDataLength ?? 0) - r.headerBytes) || r.chunksEncoded;
      }
      this.inflight.delete(e.requestId);
      this.lastActivity = Date.now();
    });
    cdp.on('Network.loadingFailed', (e) => {
      const r = this.requests.get(e.requestId);
      if (r) {
        r.failed = true;
        r.finished = e.timestamp;
      }
      this.inflight.delete(e.requestId);
      this.lastActivity = Date.now();
    });
    cdp.on('Page.loadEventFired', (e) => {
      if (this.loadEvent === null) this.loadEvent = e.timestamp;
    });
  }

  mark(): number {
    return this.requests.size;
  }

  /** Resolves when nothing has been in flight for `quiet` ms (or at the deadline, with a warning). */
  async idle(quiet: number, deadlineMs: number): Promise<boolean> {
    const deadline = Date.now() + deadlineMs;
    for (;;) {
      if (this.inflight.size === 0 && Date.now() - this.lastActivity >= quiet) return true;
      if (Date.now() > deadline) return false;
      await new Promise((r) => setTimeout(r, 100));
    }
  }

  toWallMs(cdpSeconds: number): number {
    return cdpSeconds * 1000 + (this.wallOffset ?? 0);
  }

  /** The responses recorded since `mark` (request index); memory-cache hits are not network bytes. */
  since(mark: number): { responses: Response[]; failed: string[] } {
    const all = [...this.requests.values()].slice(mark);
    const responses: Response[] = [];
    const failed: string[] = [];
    for (const r of all) {
      if (r.cached) continue;
      if (r.failed || r.finished === null) {
        failed.push(r.url);
        continue;
      }
      responses.push({
        url: r.url,
        kind: resourceKind(r.url, r.type, r.mime),
        status: r.status,
        encoded: r.contentLength ?? r.chunksEncoded,
        decoded: r.decoded,
        sent: r.sent,
        finished: r.finished,
      });
    }
    return { responses, failed };
  }
}

/**
 * Installed before the page's scripts: LCP candidates, long tasks, and the time each ready spec
 * first matched a visible element (checked at most once per frame after DOM mutations, so the
 * watcher itself adds no long task). Plain JavaScript text: code compiled by tsx may reference
 * helpers (`__name`) that do not exist in the page.
 */
const PAGE_PROBE = `(initial) => {
  const bench = (window.__bench = { lcp: [], long: [], ready: {}, specs: [], watch: () => undefined });
  try {
    new PerformanceObserver((list) => { for (const e of list.getEntries()) bench.lcp.push(e.startTime); })
      .observe({ type: 'largest-contentful-paint', buffered: true });
    new PerformanceObserver((list) => { for (const e of list.getEntries()) bench.long.push([e.startTime, e.duration]); })
      .observe({ type: 'longtask', buffered: true });
  } catch (e) {}
  const visible = (el) => !!el && el.getClientRects().length > 0;
  const matches = (s) => {
    if (s.css) return Array.from(document.querySelectorAll(s.css)).some(visible);
    if (s.xpath) {
      const found = document.evaluate(s.xpath, document, null, XPathResult.ORDERED_NODE_SNAPSHOT_TYPE, null);
      for (let i = 0; i < found.snapshotLength; i++) if (visible(found.snapshotItem(i))) return true;
    }
    return false;
  };
  let scheduled = false;
  const check = () => {
    scheduled = false;
    for (const s of bench.specs) if (!(s.key in bench.ready) && matches(s)) bench.ready[s.key] = performance.now();
    // live: the shell has rendered or hydrated (AppRoot sets data-shell-ready), so the page's controls answer.
    if (!('live' in bench.ready) && document.documentElement.hasAttribute('data-shell-ready')) bench.ready.live = performance.now();
  };
  const schedule = () => {
    if (scheduled || ('live' in bench.ready && bench.specs.every((s) => s.key in bench.ready))) return;
    scheduled = true;
    requestAnimationFrame(check);
  };
  bench.watch = (s) => { bench.specs.push(s); schedule(); };
  if (initial) bench.specs.push(Object.assign({}, initial, { key: 'load' }));
  const start = () => {
    new MutationObserver(schedule).observe(document.documentElement, { subtree: true, childList: true, attributes: true, characterData: true });
    schedule();
  };
  if (document.documentElement) start();
  else document.addEventListener('readystatechange', start, { once: true });
}`;

/** In-app navigation as a link would do it: the router follows history (popstate); no reload, no UI needed. */
const navigateScript = (path: string, ready: ReadySpec | null) => `(() => {
  const t = performance.now();
  const ready = ${JSON.stringify(ready)};
  if (ready) window.__bench.watch(Object.assign({}, ready, { key: ${JSON.stringify(path)} }));
  history.pushState(null, '', ${JSON.stringify(path)});
  window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
  return t;
})()`;

const READ_PROBE = `(() => {
  const paint = performance.getEntriesByName('first-contentful-paint')[0];
  const inlineCss = Array.from(document.querySelectorAll('style[data-href]')).map((s) => [s.getAttribute('data-href'), s.textContent || '']);
  return { lcp: window.__bench.lcp, long: window.__bench.long, ready: window.__bench.ready, fcp: paint ? paint.startTime : null, path: location.pathname, inlineCss };
})()`;

/** The stylesheets a page load found inline, as CSS responses that arrived with its HTML. */
function inlineStylesheets(inlineCss: [string, string][], base: string, html: Response | undefined): Response[] {
  return inlineCss.map(([href, text]) => ({
    url: new URL(href, base).toString(),
    kind: 'css',
    status: 200,
    encoded: brotliCompressSync(Buffer.from(text)).length,
    decoded: Buffer.byteLength(text),
    sent: html?.sent ?? 0,
    finished: html?.finished ?? 0,
    inline: true,
  }));
}

export interface RunOptions {
  base: string;
  device: Device;
  throttled: boolean;
  token?: string;
  /** ms to wait for the network to go quiet before giving up. */
  deadline?: number;
  warn?: (line: string) => void;
}

export const launchBrowser = launchChromium;

async function newContext(browser: Browser, opts: RunOptions): Promise<BrowserContext> {
  const { name: _name, userAgent, ...device } = opts.device;
  const context = await browser.newContext({ ...device, ...(userAgent ? { userAgent } : {}), locale: 'zh-CN' });
  if (opts.token) {
    // The cookie the shell reads the session from (shared/src/session/token.ts TOKEN_COOKIE).
    await context.addCookies([{ name: 'Admin-Token', value: opts.token, url: opts.base }]);
  }
  return context;
}

/** One run of a visit in a fresh context: every step's responses and page metrics. */
export async function runVisit(browser: Browser, visit: Visit, opts: RunOptions): Promise<RawStep[]> {
  const warn = opts.warn ?? (() => {});
  const deadline = opts.deadline ?? (opts.throttled ? 180_000 : 60_000);
  const context = await newContext(browser, opts);
  try {
    await context.addInitScript({ content: `(${PAGE_PROBE})(${JSON.stringify(visit.steps[0].ready ?? null)});` });
    const page: Page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const log = new NetworkLog(cdp);
    await cdp.send('Network.enable');
    await cdp.send('Page.enable');
    if (opts.throttled) {
      await cdp.send('Network.emulateNetworkConditions', { offline: false, ...SLOW_4G });
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    }
    const steps: RawStep[] = [];
    for (const [i, step] of visit.steps.entries()) {
      const mark = log.mark();
      let from = 0;
      let navWall = 0;
      log.lastActivity = Date.now();
      if (i === 0) {
        await page.goto(new URL(step.path, opts.base).toString(), { waitUntil: 'commit', timeout: deadline });
      } else {
        navWall = Date.now();
        log.lastActivity = navWall;
        from = await page.evaluate<number>(navigateScript(step.path, step.ready ?? null));
      }
      if (!(await log.idle(QUIET_MS, deadline))) warn(`${step.name}: the network was not idle after ${deadline / 1000} s`);
      const { responses, failed } = log.since(mark);
      const probe = await page.evaluate<{
        lcp: number[];
        long: [number, number][];
        ready: Record<string, number>;
        fcp: number | null;
        path: string;
        inlineCss: [string, string][];
      }>(READ_PROBE);
      if (i === 0)
        responses.push(
          ...inlineStylesheets(
            probe.inlineCss,
            opts.base,
            responses.find((r) => r.kind === 'html'),
          ),
        );
      const readyKey = i === 0 ? 'load' : step.path;
      const ready = probe.ready[readyKey] !== undefined ? Math.round(probe.ready[readyKey] - from) : null;
      if (step.ready && ready === null) warn(`${step.name}: the ready element ${step.ready.css ?? step.ready.xpath} never showed (at ${probe.path})`);
      const lastEnd = Math.max(0, ...responses.map((r) => r.finished));
      const firstSent = responses.length ? Math.min(...responses.map((r) => r.sent)) : 0;
      const idle = i === 0 ? (lastEnd - firstSent) * 1000 : log.toWallMs(lastEnd) - navWall;
      steps.push({
        name: step.name,
        responses,
        failed,
        loadEvent: i === 0 ? log.loadEvent : null,
        lcp: i === 0 && probe.lcp.length ? probe.lcp[probe.lcp.length - 1] : null,
        fcp: i === 0 ? probe.fcp : null,
        longTasks: probe.long.map(([start, duration]) => ({ start, duration })),
        from: i === 0 ? (probe.fcp ?? 0) : from,
        ready,
        live: i === 0 && probe.ready.live !== undefined ? Math.round(probe.ready.live) : null,
        idle: Math.max(0, Math.round(idle)),
      });
    }
    return steps;
  } finally {
    await context.close();
  }
}
