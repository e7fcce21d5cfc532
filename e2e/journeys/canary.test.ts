/**
 * Issues 23 and 31 in the browser: a clinic canary at 50 % judged by the watcher in the portal
 * server from what real Chromium browsers report, each at an address of its own (X-Forwarded-For,
 * believed from this machine: TRUST_PROXY in e2e/support/globalSetup.ts), while a forger at a
 * handful of addresses sends everything the API lets it send, to push the verdict the other way:
 *
 *   - a canary that throws on /Contact is rolled back within 3 minutes of real traffic, though the
 *     forger masks it (healthy canary views, failing live ones) with automatic promotion on, and is
 *     never promoted; every browser is on the live version at its next navigation;
 *   - a healthy canary is never rolled back, though the forger reports failures on it; the issue's
 *     one-request abort is refused outright.
 *
 * The portal runs a 1 s watcher, 40 page views and 20 sources per side, an 8 s healthy period and
 * 5 s telemetry periods; browsers start at the first whole period after the canary's start (the
 * watcher counts from there).
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@tcm/shared/demo';
import { deriveRelease, readHistory, StoreLayout, readPointer } from '@tcm/release';
import { launch, newContext, setTokenCookie, snap } from '../support/browser';
import { shootBothWidths } from '../support/clinic';
import { deploy } from '../support/deployCli';
import { api, baseUrl, loginToken, portal } from '../support/portal';
import { contactSubtitle } from '../support/release';

/** Real browsers per side: enough that a handful of forging addresses cannot flip the verdict (release/test/verdict.test.ts). */
const PER_SIDE = 30;
/** The forger's addresses, and the made-up browsers each may report for in an hour (LIMIT_TELEMETRY_BROWSERS_PER_IP_PER_HOUR). */
const HANDFUL = 5;
const FORGED_PER_ADDRESS = 30;
/** Browsers opening pages at once. */
const AT_ONCE = 6;
/** The portal's telemetry period (TELEMETRY_PERIOD_SECONDS in e2e/support/globalSetup.ts). */
const PERIOD_MS = 5_000;

let browser: Browser;
let doctorToken: string;
let adminToken: string;
let store: StoreLayout;
let v1: string;
let subtitle: string;
let people: { context: BrowserContext; side: 'canary' | 'live' }[];

beforeAll(async () => {
  browser = await launch();
  doctorToken = await loginToken(DEMO_ACCOUNTS.doctor.phone, DEMO_PASSWORD);
  adminToken = await loginToken(DEMO_ACCOUNTS.admin.phone, DEMO_PASSWORD);
  store = new StoreLayout(portal().storeDir);
  v1 = readPointer(store, 'local').apps.clinic!.version;
  subtitle = contactSubtitle(store, v1);
  // Sixty logged-in doctors' browsers, each at its own address, half of them on the canary's side
  // of every canary (their sticky bucket).
  people = await Promise.all(
    Array.from({ length: 2 * PER_SIDE }, async (_, i) => {
      const side = i % 2 === 0 ? ('canary' as const) : ('live' as const);
      const context = await newContext(browser, { extraHTTPHeaders: { 'X-Forwarded-For': `198.18.${10 + Math.floor(i / 200)}.${(i % 200) + 1}` } });
      await setTokenCookie(context, doctorToken);
      const bucket = side === 'canary' ? i % 50 : 50 + (i % 50);
      await context.addInitScript((b) => {
        if (localStorage.getItem('shell:bucket') === null) localStorage.setItem('shell:bucket', String(b));
      }, bucket);
      return { context, side };
    }),
  );
});

afterAll(async () => {
  // Leave the portal as the other journeys expect it: the original clinic live, no canary.
  if (readPointer(store, 'local').apps.clinic?.canary) deploy('abort-canary', 'clinic', '--env', 'local');
  if (readPointer(store, 'local').apps.clinic?.version !== v1) deploy('rollback', 'clinic', '--env', 'local', '--to', v1);
  await browser?.close();
});

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

/** Opens /Contact, goes to /News and back through the app (two clinic page views), and leaves. */
async function visit(context: BrowserContext, expected: 'broken' | string): Promise<void> {
  const page = await context.newPage();
  await page.goto('/Contact');
  // The watcher may roll the bad canary back before this browser's visit: then it gets the live page.
  const shown = expected === 'broken' ? await Promise.race([seeContact(page, 'broken').then(() => 'broken'), seeContact(page, subtitle).then(() => 'live')]) : expected;
  if (shown === expected) await seeContact(page, expected);
  await page.waitForFunction(() => document.documentElement.getAttribute('data-telemetry') === 'on');
  await spaGo(page, '/News');
  await page.locator('.page-banner__title', { hasText: '新闻资讯' }).waitFor();
  // The next flush (every second) carries the second view.
  const sent = page.waitForRequest((r) => r.url().endsWith('/api/telemetry'));
  await spaGo(page, '/Contact');
  await sent;
  await page.close();
}

/** Every person visits once, AT_ONCE at a time: the canary's side sees `canary`, the others the live page. */
async function everybodyVisits(canary: 'broken' | string): Promise<void> {
  const queue = [...people];
  await Promise.all(
    Array.from({ length: AT_ONCE }, async () => {
      for (let p = queue.shift(); p; p = queue.shift()) await visit(p.context, p.side === 'canary' ? canary : subtitle);
    }),
  );
}

/**
 * What a forger sends from HANDFUL addresses: for each, FORGED_PER_ADDRESS made-up browsers, each
 * claiming as much as the API takes in a period (60 page views, and 60 failures where `failing`).
 */
async function forge(addressBase: number, version: string, failing: boolean): Promise<number[]> {
  const statuses: number[] = [];
  for (let a = 0; a < HANDFUL; a++) {
    for (let b = 0; b < FORGED_PER_ADDRESS; b++) {
      const items = Array.from({ length: 50 }, () => ['clinic', version, '/Contact']);
      const batch = { v: 2, b: `forged-browser-${addressBase + a}-${b}`, views: items, ...(failing ? { errors: items } : {}) };
      const res = await fetch(`${baseUrl()}/api/telemetry`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': `203.0.113.${addressBase + a}` },
        body: JSON.stringify({ batch }),
      });
      statuses.push(res.status);
    }
  }
  return statuses;
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

const clinicHistory = () => readHistory(store, 'local').filter((h) => h.app === 'clinic');

/** The watcher counts whole telemetry periods after a canary's start only: everybody comes once the next has begun. */
async function nextWholePeriod(): Promise<void> {
  await new Promise((r) => setTimeout(r, PERIOD_MS - (Date.now() % PERIOD_MS) + 250));
}

test('a canary that throws on /Contact is rolled back within 3 minutes though a forger masks it; never promoted; browsers back on live', async () => {
  const bad = `${v1.split('+')[0]}+canarybad`;
  await deriveRelease(store, 'clinic', v1, bad, [[`"${subtitle}"`, '(()=>{throw new Error("canary e2e: broken build")})()']]);
  const started = deploy('canary', 'clinic', bad, '--percent', '50', '--env', 'local');
  expect(started.output).toContain(`canary ${bad} for 50% of browsers`);
  expect(started.status).toBe(0);
  await nextWholePeriod();

  // The forger first: healthy views of the canary, failures of the live version, from 5 addresses.
  const masking = [...(await forge(200, bad, false)), ...(await forge(200, v1, true))];
  expect(masking.every((s) => s === 200)).toBe(true);
  const t0 = Date.now();
  await everybodyVisits('broken');

  await until('the watcher rolls the canary back', () => !readPointer(store, 'local').apps.clinic!.canary && clinicHistory().at(-1)?.verb === 'abort-canary', 180 - (Date.now() - t0) / 1000);
  const seconds = (Date.now() - t0) / 1000;
  expect(seconds).toBeLessThan(180);
  expect(readPointer(store, 'local').apps.clinic!.version).toBe(v1);
  const why = clinicHistory().at(-1)!;
  expect(why).toMatchObject({ verb: 'abort-canary', who: 'watcher', from: bad, to: v1 });
  expect(why.reason).toMatch(/^自动回滚：失败率 [\d.]+%（[\d.]+\/\d+ 个来源）高于线上 [\d.]+%（[\d.]+\/\d+ 个来源）/);
  // Automatic promotion was on (8 s): a masked broken canary was never judged healthy enough.
  expect(clinicHistory().some((h) => h.verb === 'promote-canary' && h.to === bad)).toBe(false);
  console.log(`masked bad canary rolled back ${seconds.toFixed(1)} s after the first visit: ${why.reason}`);

  // A canary-side browser comes back: the live version.
  const again = await people[0].context.newPage();
  await again.goto('/Contact');
  await seeContact(again, subtitle);
  await snap(again, 'canary-after-rollback');
  await again.close();

  // /ops shows why, at 1440 and at 390 px.
  const ops = await newContext(browser);
  await setTokenCookie(ops, adminToken);
  const page = await ops.newPage();
  await page.goto('/ops');
  const item = page.locator('.ops-history__item--auto').first();
  await item.waitFor();
  expect(await item.textContent()).toContain('终止灰度');
  expect(await item.locator('.ops-history__reason').textContent()).toMatch(/自动回滚：失败率/);
  await shootBothWidths(page, 'canary', 'ops-after-rollback', page.locator('.ops-card[data-app="clinic"]'));
  await ops.close();
}, 300_000);

test('a healthy canary is never rolled back, whatever a forger at a handful of addresses reports', async () => {
  const good = `${v1.split('+')[0]}+canarygood`;
  const newText = `${subtitle}（新版）`;
  await deriveRelease(store, 'clinic', v1, good, [[`"${subtitle}"`, `"${newText}"`]]);
  // The operator role is checked by the API: a doctor is refused, an admin starts it.
  expect((await api('POST', '/ops/canary', { app: 'clinic', version: good, percent: 50 }, doctorToken)).code).toBe(403);
  expect((await api('POST', '/ops/canary', { app: 'clinic', version: good, percent: 50 }, adminToken)).code).toBe(200);
  await nextWholePeriod();

  // The one request: counts of 1,000 for the live and the canary, 1,000 errors on the canary.
  const oneRequest = await fetch(`${baseUrl()}/api/telemetry`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ batch: { v: 1, views: [['clinic', v1, '/Contact', 1000], ['clinic', good, '/Contact', 1000]], errors: [['clinic', good, '/Contact', 1000]] } }),
  });
  expect(oneRequest.status).toBe(400);
  // Everything the API takes from 5 addresses: failures on the canary, healthy live views.
  const forged = [...(await forge(210, good, true)), ...(await forge(210, v1, false))];
  expect(forged.every((s) => s === 200)).toBe(true);
  // A 31st made-up browser from one of the addresses is refused.
  const more = await fetch(`${baseUrl()}/api/telemetry`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': '203.0.113.210' },
    body: JSON.stringify({ batch: { v: 2, b: 'one-more-forged-browser', errors: [['clinic', good, '/Contact']] } }),
  });
  expect(more.status).toBe(429);
  expect(((await more.json()) as { msg: string }).msg).toContain('浏览器已达上限');

  await everybodyVisits(newText);
  // Watched for a while with everything in: 10 checks at least.
  await new Promise((r) => setTimeout(r, 10_000));
  expect(readPointer(store, 'local').apps.clinic!.canary).toMatchObject({ version: good, percent: 50 });
  expect(clinicHistory().some((h) => h.verb === 'abort-canary' && h.from === good)).toBe(false);
  // The forged failures keep it from being judged healthy: it waits, and /ops says why.
  const overview = await api<{ data: { apps: { app: string; canary: { judgement: { verdict: string; reason: string; canary: { sources: number } } } | null }[] } }>('GET', '/ops/overview?hours=1', undefined, adminToken);
  const judgement = overview.data.apps.find((a) => a.app === 'clinic')!.canary!.judgement;
  expect(judgement.verdict).toBe('wait');
  expect(judgement.canary.sources).toBe(PER_SIDE + HANDFUL);
  console.log(`healthy canary under forged failures: ${judgement.reason}`);

  // The operator promotes it; a browser on the live side then gets the new version.
  expect((await api('POST', '/ops/canary/promote', { app: 'clinic' }, adminToken)).code).toBe(200);
  const page = await people[1].context.newPage();
  await page.goto('/Contact');
  await seeContact(page, newText);
  await page.close();
}, 300_000);
