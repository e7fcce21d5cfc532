/**
 * Issue 23 in the browser: a clinic build that throws on /Contact is canaried at 50 %, real Chromium
 * sessions hit it, the watcher in the portal server rolls it back, every browser gets the live
 * version again on its next navigation, and the history and /ops say why. A healthy canary runs the
 * same journey and is promoted. The portal runs with a 1 s watcher, 10 page views per side, a
 * 8 s healthy period and 5 s telemetry periods (e2e/support/globalSetup.ts), so both take seconds
 * once the browsers start, which is at the first whole period after the canary's start (the watcher
 * counts from there).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@tcm/shared/demo';
import { deriveRelease } from '../../deploy/src/store/derive';
import { readHistory } from '../../deploy/src/store/history';
import { StoreLayout } from '../../deploy/src/store/layout';
import { readPointer } from '../../deploy/src/store/pointer';
import { launch, newContext, setTokenCookie, snap } from '../support/browser';
import { shootBothWidths } from '../support/clinic';
import { deploy } from '../support/deployCli';
import { api, loginToken, portal } from '../support/portal';

let browser: Browser;
let doctorToken: string;
let adminToken: string;
let store: StoreLayout;
let v1: string;
let subtitle: string;

const CANARY_BUCKETS = [7, 23];
const LIVE_BUCKETS = [61, 88];
const VISITS = 6;

beforeAll(async () => {
  browser = await launch();
  doctorToken = await loginToken(DEMO_ACCOUNTS.doctor.phone, DEMO_PASSWORD);
  adminToken = await loginToken(DEMO_ACCOUNTS.admin.phone, DEMO_PASSWORD);
  store = new StoreLayout(portal().storeDir);
  v1 = readPointer(store, 'local').apps.clinic!.version;
  // The /Contact page's subtitle, read from the chunk the release lists for it: replacing it
  // changes that page only, and makes a visibly different (or a throwing) build without building.
  const dir = store.versionDir('clinic', v1);
  const routes = JSON.parse(readFileSync(path.join(dir, 'routes.json'), 'utf8')) as { path: string; preload?: string[] }[];
  const chunks = routes.find((r) => r.path === '/Contact')!.preload!.filter((f) => f.endsWith('.js'));
  subtitle = chunks.map((f) => /subtitle:"([^"]+)"/.exec(readFileSync(path.join(dir, f), 'utf8'))?.[1]).find(Boolean)!;
  expect(subtitle).toBeTruthy();
});

afterAll(async () => {
  // Leave the portal as the other journeys expect it: the original clinic live, no canary.
  if (readPointer(store, 'local').apps.clinic?.canary) deploy('abort-canary', 'clinic', '--env', 'local');
  if (readPointer(store, 'local').apps.clinic?.version !== v1) deploy('rollback', 'clinic', '--env', 'local', '--to', v1);
  await browser?.close();
});

/** A logged-in doctor's browser on a chosen side of every canary (its sticky bucket). */
async function session(bucket: number): Promise<BrowserContext> {
  const context = await newContext(browser);
  await setTokenCookie(context, doctorToken);
  await context.addInitScript((b) => {
    if (localStorage.getItem('shell:bucket') === null) localStorage.setItem('shell:bucket', String(b));
  }, bucket);
  return context;
}

/** A navigation inside the app, as a link click does (the router follows history). */
async function spaGo(page: Page, to: string): Promise<void> {
  await page.evaluate((target) => {
    window.history.pushState(null, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, to);
}

async function seeContact(page: Page, expected: 'broken' | string): Promise<void> {
  if (expected === 'broken') {
    await page.locator('.remote-fallback[data-remote="clinic"]').waitFor();
  } else {
    await page.getByText(expected, { exact: true }).first().waitFor();
    expect(await page.locator('.remote-fallback').count()).toBe(0);
  }
}

/**
 * The watcher may judge the bad canary before a canary browser's last visit (the other canary
 * browser's views count too): from then on a navigation loads the live version, which is what the
 * rollback promises. True when this visit shows the live page and the pointer has no canary.
 */
async function rolledBackMeanwhile(page: Page): Promise<boolean> {
  const broken = page.locator('.remote-fallback[data-remote="clinic"]');
  const live = page.getByText(subtitle, { exact: true }).first();
  await broken.or(live).first().waitFor();
  if (await broken.isVisible()) return false;
  expect(readPointer(store, 'local').apps.clinic!.canary).toBeUndefined();
  return true;
}

/** Opens /Contact, then comes back to it VISITS - 1 times through the app; each visit is a page view. */
async function hit(context: BrowserContext, expected: 'broken' | string): Promise<Page> {
  const page = await context.newPage();
  await page.goto('/Contact');
  await seeContact(page, expected);
  await page.waitForFunction(() => document.documentElement.getAttribute('data-telemetry') === 'on');
  for (let i = 1; i < VISITS; i++) {
    await spaGo(page, '/News');
    await page.locator('.page-banner__title', { hasText: '新闻资讯' }).waitFor();
    await spaGo(page, '/Contact');
    if (expected === 'broken' && (await rolledBackMeanwhile(page))) break;
    await seeContact(page, expected);
  }
  return page;
}

async function until<T>(what: string, probe: () => T | undefined | false, seconds: number): Promise<T> {
  const deadline = Date.now() + seconds * 1000;
  for (;;) {
    const value = probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${seconds} s`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

const lastHistory = () => readHistory(store, 'local').filter((h) => h.app === 'clinic').at(-1)!;

/** The portal's telemetry period (TELEMETRY_PERIOD_SECONDS in e2e/support/globalSetup.ts). */
const PERIOD_MS = 5_000;

/**
 * The watcher counts the whole telemetry periods after a canary's start only (firstCountedMinute in
 * deploy/src/watch/watcher.ts): the browsers come once the next period has begun, so every page
 * view they make counts.
 */
async function nextWholePeriod(): Promise<void> {
  await new Promise((r) => setTimeout(r, PERIOD_MS - (Date.now() % PERIOD_MS) + 250));
}

test('a canary that throws on /Contact is rolled back by the watcher; every browser is back on the live version at its next navigation', async () => {
  const bad = `${v1.split('+')[0]}+canarybad`;
  await deriveRelease(store, 'clinic', v1, bad, [[`"${subtitle}"`, '(()=>{throw new Error("canary e2e: broken build")})()']]);
  const started = deploy('canary', 'clinic', bad, '--percent', '50', '--env', 'local');
  expect(started.output).toContain(`canary ${bad} for 50% of browsers`);
  expect(started.status).toBe(0);
  await nextWholePeriod();

  const canaryBrowsers = await Promise.all(CANARY_BUCKETS.map(session));
  const liveBrowsers = await Promise.all(LIVE_BUCKETS.map(session));
  const t0 = Date.now();
  const pages = await Promise.all([...canaryBrowsers.map((c) => hit(c, 'broken')), ...liveBrowsers.map((c) => hit(c, subtitle))]);

  // The watcher aborts it once both sides have 10 page views: nobody ran a command.
  // The pointer is written first, then the history line: wait for both.
  await until('the watcher rolls the canary back', () => !readPointer(store, 'local').apps.clinic!.canary && lastHistory().verb === 'abort-canary', 30);
  expect(readPointer(store, 'local').apps.clinic!.version).toBe(v1);
  const why = lastHistory();
  expect(why).toMatchObject({ verb: 'abort-canary', who: 'watcher', from: bad, to: v1 });
  expect(why.reason).toMatch(/自动回滚.*失败率 \d+(\.\d)?%（\d+\/\d+）高于线上 0\.0%/);
  console.log(`bad canary rolled back ${((Date.now() - t0) / 1000).toFixed(1)} s after the first visit: ${why.reason}`);

  // A canary browser still showing the broken page: its next navigation loads the live version.
  const open = pages[0];
  await spaGo(open, '/News');
  await open.locator('.page-banner__title', { hasText: '新闻资讯' }).waitFor();
  await spaGo(open, '/Contact');
  await seeContact(open, subtitle);
  // And a canary-side browser that comes back later gets it too.
  const again = await canaryBrowsers[1].newPage();
  await again.goto('/Contact');
  await seeContact(again, subtitle);
  await snap(again, 'canary-after-rollback');
  for (const c of [...canaryBrowsers, ...liveBrowsers]) await c.close();

  // /ops shows why, at 1440 and at 390 px.
  const ops = await newContext(browser);
  await setTokenCookie(ops, adminToken);
  const page = await ops.newPage();
  await page.goto('/ops');
  const item = page.locator('.ops-history__item--auto').first();
  await item.waitFor();
  expect(await item.textContent()).toContain('终止灰度');
  expect(await item.locator('.ops-history__reason').textContent()).toMatch(/自动回滚.*失败率/);
  await shootBothWidths(page, 'canary', 'ops-after-rollback', page.locator('.ops-card[data-app="clinic"]'));
  await ops.close();
}, 180_000);

test('a healthy canary started from the API is promoted by the watcher after its healthy period', async () => {
  const good = `${v1.split('+')[0]}+canarygood`;
  const newText = `${subtitle}（新版）`;
  await deriveRelease(store, 'clinic', v1, good, [[`"${subtitle}"`, `"${newText}"`]]);
  // The operator role is checked by the API: a doctor is refused, an admin starts it.
  expect((await api('POST', '/ops/canary', { app: 'clinic', version: good, percent: 50 }, doctorToken)).code).toBe(403);
  expect((await api('POST', '/ops/canary', { app: 'clinic', version: good, percent: 50 }, adminToken)).code).toBe(200);
  expect(readPointer(store, 'local').apps.clinic!.canary).toMatchObject({ version: good, percent: 50 });
  await nextWholePeriod();

  const canaryBrowsers = await Promise.all(CANARY_BUCKETS.map(session));
  const liveBrowsers = await Promise.all(LIVE_BUCKETS.map(session));
  await Promise.all([...canaryBrowsers.map((c) => hit(c, newText)), ...liveBrowsers.map((c) => hit(c, subtitle))]);

  await until('the watcher promotes the healthy canary', () => readPointer(store, 'local').apps.clinic!.version === good && lastHistory().verb === 'promote-canary', 45);
  expect(readPointer(store, 'local').apps.clinic).toMatchObject({ version: good, previous: v1 });
  expect(lastHistory()).toMatchObject({ verb: 'promote-canary', who: 'watcher', from: v1, to: good });
  expect(lastHistory().reason).toMatch(/自动上线/);
  // No automatic rollback happened to it.
  expect(readHistory(store, 'local').some((h) => h.verb === 'abort-canary' && h.from === good)).toBe(false);

  // A browser that was on the live side now gets the promoted version.
  const page = await liveBrowsers[0].newPage();
  await page.goto('/Contact');
  await seeContact(page, newText);
  for (const c of [...canaryBrowsers, ...liveBrowsers]) await c.close();
}, 180_000);
