#!/usr/bin/env node
/**
 * Measures what three visits cost, against one or more running portals (`node scripts/start.mjs`),
 * so build choices (Arco shared or per app, see ../README.md) are decided by numbers:
 *
 *   /                   a visitor's first page (ready: the ninth service card)
 *   /Login              (ready: the 密码登录 tab)
 *   /apply → /address   logged in as the demo user, the second page opened from the avatar menu
 *                       (ready: the name field; then the 新增地址 button)
 *
 * Every run uses a fresh browser context (empty cache). Portals are measured in turns, run by run,
 * so a busy machine slows all of them alike. Reported per portal and visit: the medians and
 * quartiles of the ready times, unthrottled and throttled (10 Mbit/s down, 5 up, 40 ms, CPU ×4),
 * and the JavaScript of one visit: raw bytes, gzip -9 bytes (what the release store precompresses)
 * and bytes on the wire, counted until the network is idle (idle warming of remotes included).
 *
 *   node shell/scripts/measure-load.mjs http://localhost:3060 http://localhost:3061 [--runs 11]
 */
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { gzipSync } from 'node:zlib';

const require = createRequire(import.meta.url);
const { chromium } = require('playwright-core');

const args = process.argv.slice(2);
const runsAt = args.indexOf('--runs');
const RUNS = runsAt >= 0 ? Number(args[runsAt + 1]) : 11;
const portals = args.filter((a, i) => /^https?:\/\//.test(a) && i !== runsAt + 1);
if (!portals.length) {
  console.error('usage: measure-load.mjs <portal URL>... [--runs n]');
  process.exit(2);
}
// The demo user of shared/src/demoAccounts.ts: an ordinary user without a doctor record.
const USER = { phone: '13800000008', password: 'tcm123456' };
const THROTTLE = { latency: 40, downloadThroughput: (10 * 1024 * 1024) / 8, uploadThroughput: (5 * 1024 * 1024) / 8 };

async function login(base) {
  const res = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      username: USER.phone,
      phoneMd5: createHash('md5').update(USER.phone).digest('hex'),
      type: 'pwd',
      password: USER.password,
    }),
  });
  const body = await res.json();
  if (!body.token) throw new Error(`${base}: demo login failed: ${body.msg}`);
  return body.token;
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});

async function openPage(base, throttled, token) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN' });
  if (token) await context.addCookies([{ name: 'Admin-Token', value: token, url: base }]);
  const page = await context.newPage();
  if (throttled) {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, ...THROTTLE });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  }
  const scripts = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    try {
      const body = await response.body();
      const sizes = await response.request().sizes();
      scripts.push({ raw: body.length, gzip: gzipSync(body, { level: 9 }).length, wire: sizes.responseBodySize });
    } catch {
      // aborted or redirected
    }
  });
  return { context, page, scripts };
}

const nowInPage = (page) => page.evaluate(() => performance.now());

async function idle(page) {
  await page.waitForLoadState('networkidle').catch(() => {});
  await page.waitForTimeout(1500);
  await page.waitForLoadState('networkidle').catch(() => {});
}

const VISITS = {
  async '/'(base, throttled) {
    const { context, page, scripts } = await openPage(base, throttled);
    await page.goto(`${base}/`);
    await page.locator('.service-card').nth(8).waitFor({ timeout: 60_000 });
    const ready = await nowInPage(page);
    await idle(page);
    await context.close();
    return { ready, scripts };
  },
  async '/Login'(base, throttled) {
    const { context, page, scripts } = await openPage(base, throttled);
    await page.goto(`${base}/Login`);
    await page.getByRole('tab', { name: '密码登录' }).waitFor({ timeout: 60_000 });
    const ready = await nowInPage(page);
    await idle(page);
    await context.close();
    return { ready, scripts };
  },
  async '/apply → /address'(base, throttled, token) {
    const { context, page, scripts } = await openPage(base, throttled, token);
    await page.goto(`${base}/apply`);
    await page.getByPlaceholder('请输入真实姓名').waitFor({ timeout: 60_000 });
    const ready = await nowInPage(page);
    await idle(page);
    await page.locator('header').first().getByText('普通用户').first().hover();
    const item = page.getByRole('menuitem', { name: '我的地址' });
    await item.waitFor();
    const clicked = Date.now();
    await item.click();
    await page.getByRole('button', { name: /新增地址/ }).waitFor({ timeout: 60_000 });
    const next = Date.now() - clicked;
    await idle(page);
    await context.close();
    return { ready, next, scripts };
  },
};

const quartiles = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const at = (p) => Math.round(s[Math.round((s.length - 1) * p)]);
  return `${at(0.5)} [${at(0.25)}–${at(0.75)}]`;
};
const kb = (n) => (n / 1000).toFixed(0);

const tokens = await Promise.all(portals.map(login));
for (const throttled of [false, true]) {
  for (const [visit, run] of Object.entries(VISITS)) {
    const results = portals.map(() => []);
    for (let i = -1; i < RUNS; i++) {
      // Run -1 warms the servers' disk and code caches and is not counted; turns alternate.
      const order = i % 2 ? portals.map((_, p) => p) : portals.map((_, p) => p).reverse();
      for (const p of order) {
        const result = await run(portals[p], throttled, tokens[p]);
        if (i >= 0) results[p].push(result);
      }
    }
    portals.forEach((base, p) => {
      const first = results[p][0];
      const sum = (key) => first.scripts.reduce((n, s) => n + s[key], 0);
      const next = first.next !== undefined ? `, then /address ${quartiles(results[p].map((r) => r.next))} ms` : '';
      console.log(
        `${visit}${throttled ? ' (throttled)' : ''} ${base}: ready ${quartiles(results[p].map((r) => r.ready))} ms${next}; ` +
          `JS ${first.scripts.length} files, ${kb(sum('raw'))} KB raw, ${kb(sum('gzip'))} KB gzip, ${kb(sum('wire'))} KB on the wire`,
      );
    });
  }
}
await browser.close();
