import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { launchChromium } from '../../scripts/lib/chromium';
import { ARTIFACTS } from './paths';
import { baseUrl } from './portal';

export const launch = launchChromium;

export async function newContext(browser: Browser, options: BrowserContextOptions = {}): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL: baseUrl(),
    viewport: { width: 1440, height: 900 },
    locale: 'zh-CN',
    ...options,
  });
  context.setDefaultTimeout(15_000);
  context.on('page', waitForShellAfterLoads);
  return context;
}

/**
 * A prerendered page is on screen before its scripts run, and its buttons do nothing until React
 * has hydrated them; a person waits the second that takes, a test would not. So every load of a
 * portal page (goto, reload) returns once the shell says it is ready (AppRoot's data-shell-ready).
 * Pages without the shell's root (the sandbox provider pages) return at once.
 */
function waitForShellAfterLoads(page: Page): void {
  const ready = () => page.waitForFunction(() => !document.getElementById('root') || document.documentElement.hasAttribute('data-shell-ready'));
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    await ready();
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload(...args);
    await ready();
    return response;
  };
}

/** Saves a screenshot under .e2e-artifacts/screens for a person to look at. */
export async function snap(page: Page, name: string): Promise<void> {
  const dir = path.join(ARTIFACTS, 'screens');
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: true });
}

/** Puts a token cookie in the context as a login would. */
export async function setTokenCookie(context: BrowserContext, token: string): Promise<void> {
  await context.addCookies([{ name: 'Admin-Token', value: token, url: baseUrl() }]);
}

export interface JourneyState {
  browser: Browser;
  context: BrowserContext;
  page: Page;
}

/**
 * The hooks every journey file needs: one Chromium per file, a fresh context and page per test
 * (optionally prepared, e.g. logged in), and a screenshot of where each test ended.
 */
export function useJourney(prefix: string, onReady: (state: JourneyState) => void, prepare?: (context: BrowserContext) => Promise<void>): void {
  let browser: Browser | undefined;
  let current: JourneyState | undefined;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });
  beforeEach(async () => {
    const context = await newContext(browser!);
    if (prepare) await prepare(context);
    current = { browser: browser!, context, page: await context.newPage() };
    onReady(current);
  });
  afterEach(async () => {
    const name = expect.getState().currentTestName?.replace(/[^\w\u4e00-\u9fa5-]+/g, '_') ?? 'test';
    if (current) await snap(current.page, `${prefix}-${name}`).catch(() => undefined);
    await current?.context.close();
  });
}
