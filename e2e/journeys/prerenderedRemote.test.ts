/**
 * Issue 34: a remote page opened directly from a link (/Login, /Invite, and for a signed-in user
 * /order, /Contact, /apply, /Prescription, /wjtpay) comes with its form or its controls in the HTML,
 * styled, before any script runs; the shell then hydrates it in place (the same elements at the same
 * place, nothing removed but a loading state, no console error), and the page works. A visitor without
 * a session on /order is sent to /Login as before.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@tcm/shared/demo';
import { setTokenCookie, snap, useJourney } from '../support/browser';
import { baseUrl, loginToken, registerUser } from '../support/portal';
import { loginWithPassword, waitForPath } from '../support/session';

let browser: Browser;
let context: BrowserContext;
let page: Page;

useJourney('prerendered', (s) => ({ browser, context, page } = s));

const INVITE = '/Invite?inviteId=INV-DOCTOR-001';
const WIDTHS = [390, 1440];

test('the HTML of /Login and /Invite already holds the form', async () => {
  const login = await (await fetch(`${baseUrl()}/Login`)).text();
  expect(login).toContain('<div id="root" data-prerendered="/Login">');
  expect(login).toMatch(/role="tab" aria-selected="true"[^>]*><span[^>]*>密码登录</);
  expect(login).toContain('placeholder="请输入手机号码"');
  expect(login).toMatch(/<input[^>]*type="password"/);
  expect(login).toMatch(/<button[^>]*type="submit"[^>]*>.*登录/);
  const invite = await (await fetch(`${baseUrl()}${INVITE}`)).text();
  expect(invite).toContain('<div id="root" data-prerendered="/Invite">');
  expect(invite).toContain('placeholder="请输入手机号码"');
  expect(invite).toMatch(/<button[^>]*type="submit"[^>]*>.*确认/);
});

test('without any script the form is on screen, styled, from 390 px to a desktop', async () => {
  for (const width of WIDTHS) {
    const noScript = await browser.newContext({ baseURL: baseUrl(), viewport: { width, height: 844 }, locale: 'zh-CN', javaScriptEnabled: false });
    const bare = await noScript.newPage();
    for (const path of ['/Login', INVITE]) {
      await bare.goto(path);
      await bare.getByRole('tab', { name: '密码登录' }).or(bare.getByText('正在读取邀请信息…')).first().waitFor();
      const button = bare.getByRole('button', { name: path === INVITE ? '确认' : '登录', exact: true });
      expect(await button.isVisible()).toBe(true);
      // Styled: Arco's and the page's stylesheets are applied (a full-width primary button), not raw HTML.
      expect((await button.boundingBox())!.width).toBeGreaterThan(300);
      await snap(bare, `prerendered-${width}-${path.slice(1, 7)}-before-hydration`);
    }
    await noScript.close();
  }
});

/** What a page's hydration is checked by: its card (the account's pages are a card, /order its page frame). */
interface InPlace {
  card?: string;
  /** Elements that may give way (a box that waited for data), and how far the card may then move. */
  removedAllowed?: RegExp;
  maxMove?: number;
}

/**
 * Before any script: the page's card, where it is, and every element removed from the root from then
 * on, but for the header, which shows the signed-in user once hydrated (useHydratedUserInfo).
 */
async function watchHydration(p: Page, { card = '.tcm-acc-card' }: InPlace = {}): Promise<string[]> {
  const problems: string[] = [];
  p.on('console', (m) => {
    if (m.type() === 'error') problems.push(`console: ${m.text()} (${m.location().url})`);
  });
  p.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
  await p.addInitScript((selector) => {
    document.addEventListener('DOMContentLoaded', () => {
      const card = document.querySelector(selector);
      const removed: string[] = [];
      Object.assign(window, { prerenderedCard: card, prerenderedTop: card?.getBoundingClientRect().top, removedFromRoot: removed });
      new MutationObserver((records) => {
        for (const r of records) {
          if (r.target instanceof Element && r.target.closest('header.shell-header')) continue;
          for (const n of r.removedNodes) if (n instanceof Element) removed.push(n.className || n.tagName);
        }
      }).observe(document.getElementById('root')!, { childList: true, subtree: true });
    });
  }, card);
  return problems;
}

/** The prerendered card is the one on screen (hydrated, not rendered again), at the same height. */
async function expectHydratedInPlace(p: Page, { card = '.tcm-acc-card', removedAllowed, maxMove = removedAllowed ? 24 : 1 }: InPlace = {}): Promise<void> {
  const state = await p.evaluate((selector) => {
    const w = window as unknown as { prerenderedCard: Element | null; prerenderedTop: number; removedFromRoot: string[] };
    const now = document.querySelector(selector);
    return {
      kept: !!now && now === w.prerenderedCard,
      moved: now ? Math.abs(now.getBoundingClientRect().top - w.prerenderedTop) : -1,
      removed: w.removedFromRoot,
    };
  }, card);
  expect(state.kept).toBe(true);
  expect(state.removed.filter((name) => !removedAllowed?.test(name))).toEqual([]);
  expect(state.moved).toBeLessThan(maxMove);
}

test('/Login opened directly: typed into before its code runs, hydrated in place without console errors, logs the doctor in', async () => {
  const problems = await watchHydration(page);
  await page.setViewportSize({ width: 390, height: 844 });
  // The account's code comes a second late, as on a slow phone: the visitor types into the prerendered form meanwhile.
  await page.route('**/remotes/account/**/*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  // Not page.goto, which waits for the shell to be live (support/browser.ts).
  await page.evaluate((url) => window.location.assign(url), `${baseUrl()}/Login`);
  await page.getByPlaceholder('请输入手机号码').fill(DEMO_ACCOUNTS.doctor.phone);
  await page.getByPlaceholder('请输入密码').fill(DEMO_PASSWORD);
  await page
    .locator('label:has(input[type=checkbox])')
    .first()
    .click({ position: { x: 4, y: 4 } });
  expect(await page.evaluate(() => document.documentElement.hasAttribute('data-shell-ready'))).toBe(false);
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-shell-ready'));
  // Put back once the page has hydrated (React hydrates the page's boundary right after the shell).
  await page.waitForFunction(
    (phone) => document.querySelector<HTMLInputElement>('input[placeholder="请输入手机号码"]')?.value === phone,
    DEMO_ACCOUNTS.doctor.phone,
  );
  await expectHydratedInPlace(page);
  await snap(page, 'prerendered-390-Login-hydrated');
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await page.getByText('登录成功').first().waitFor();
  await waitForPath(page, '/');
  await page.locator('header').first().getByText(DEMO_ACCOUNTS.doctor.userName).first().waitFor();
  // The same form used after hydration, as any visitor who waits does.
  await page.context().clearCookies();
  await page.goto('/Login');
  await loginWithPassword(page, DEMO_ACCOUNTS.doctor.phone, DEMO_PASSWORD);
  await page.getByText('登录成功').first().waitFor();
  expect(problems).toEqual([]);
});

test('/Invite opened directly is hydrated in place, without console errors, and greets the invitee', async () => {
  const problems = await watchHydration(page);
  await page.goto(INVITE);
  await page.getByTestId('invite-greeting').waitFor();
  // Only the box that waited for the invitation gave way to the greeting, at about its height.
  await expectHydratedInPlace(page, { removedAllowed: /tcm-acc-invite-pending/ });
  await snap(page, 'prerendered-1440-Invite-hydrated');
  expect(await page.getByRole('button', { name: '确认', exact: true }).isEnabled()).toBe(true);
  expect(problems).toEqual([]);
});

test('the HTML of /order holds its order types, month, search and status tabs, the list loading', async () => {
  const html = await (await fetch(`${baseUrl()}/order`)).text();
  expect(html).toContain('<div id="root" data-prerendered="/order">');
  expect(html).toMatch(/role="radiogroup" aria-label="订单类型".*开方订单.*配送订单/);
  expect(html).toContain('aria-label="月份"');
  expect(html).toContain('placeholder="患者姓名或手机号"');
  expect(html).toMatch(/role="tab" aria-selected="true"[^>]*><span[^>]*>全部</);
  expect(html).toContain('arco-spin-loading');
});

test('/order without any script shows its controls, styled, from 390 px to a desktop', async () => {
  for (const width of WIDTHS) {
    const noScript = await browser.newContext({ baseURL: baseUrl(), viewport: { width, height: 844 }, locale: 'zh-CN', javaScriptEnabled: false });
    const bare = await noScript.newPage();
    await bare.goto('/order');
    await bare.getByRole('tab', { name: '全部' }).waitFor();
    const search = bare.getByRole('button', { name: '搜索' });
    expect(await search.isVisible()).toBe(true);
    // Styled: Arco's primary button, not a raw one.
    expect(await search.evaluate((b) => getComputedStyle(b).backgroundColor)).not.toBe('rgba(0, 0, 0, 0)');
    await snap(bare, `prerendered-${width}-order-before-hydration`);
    await noScript.close();
  }
});

/** /order's page frame; its list's loading state (the spinner, the empty row) gives way to the orders. */
const ORDERS: InPlace = { card: '.tcm-orders', removedAllowed: /arco-table|arco-spin|tcm-shop__empty|^T[RD]$/, maxMove: 1 };

const listed = (p: Page, match: (url: URL) => boolean) =>
  p.waitForResponse((r) => {
    const url = new URL(r.url());
    return url.pathname.endsWith('/health/v1/prescription/order') && match(url) && r.ok();
  });

test('/order opened directly by a signed-in doctor is hydrated in place, without console errors, and lists, switches tabs and searches', async () => {
  await setTokenCookie(context, await loginToken(DEMO_ACCOUNTS.doctor.phone, DEMO_PASSWORD));
  for (const width of WIDTHS) {
    const p = await context.newPage();
    await p.setViewportSize({ width, height: 844 });
    const problems = await watchHydration(p, ORDERS);
    const firstList = listed(p, () => true);
    await p.goto('/order');
    await firstList;
    await p.locator('.tcm-orders .arco-spin-loading').waitFor({ state: 'detached' });
    // Only the list's loading state gave way to the orders; the page did not move.
    await expectHydratedInPlace(p, ORDERS);
    await snap(p, `prerendered-${width}-order-hydrated`);
    if (width === 390) {
      const pending = listed(p, (url) => url.searchParams.get('status') === '0');
      await p.getByRole('tab', { name: '待支付' }).click();
      await pending;
      const searched = listed(p, (url) => url.searchParams.get('keyWord') === '王');
      await p.getByPlaceholder('患者姓名或手机号').fill('王');
      await p.getByRole('button', { name: '搜索' }).click();
      await searched;
      await p.getByText('配送订单', { exact: true }).click();
      await p.getByRole('tab', { name: '草稿' }).waitFor();
    }
    expect(problems).toEqual([]);
    await p.close();
  }
});

test('/order opened without a session goes to /Login, rendered afresh, without console errors or warnings', async () => {
  const problems = await watchHydration(page, ORDERS);
  page.on('console', (m) => {
    if (m.type() === 'warning' && m.text().includes('[shell]')) problems.push(`warning: ${m.text()}`);
  });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/order');
  await waitForPath(page, `/Login?redirect=${encodeURIComponent('/order')}`);
  await page.getByRole('button', { name: '登录', exact: true }).waitFor();
  expect(await page.locator('.tcm-orders').count()).toBe(0);
  await snap(page, 'prerendered-390-order-signed-out');
  expect(problems).toEqual([]);
});

/** /Contact's page frame; its list's loading state gives way to the patients. */
const PATIENTS: InPlace = { card: '.tcm-frame', removedAllowed: /arco-table|arco-spin|tcm-clinic-empty|^T[RD]$/, maxMove: 1 };

test('the HTML of /Contact holds its search box and 新建患者, the list loading', async () => {
  const html = await (await fetch(`${baseUrl()}/Contact`)).text();
  expect(html).toContain('<div id="root" data-prerendered="/Contact">');
  expect(html).toContain('<input id="tcm-contact-search" placeholder="姓名或出生日期"');
  expect(html).toMatch(/<button[^>]*>.*新建患者<\/span><\/button>/);
  expect(html).toContain('arco-spin-loading');
});

test('/Contact opened directly by a signed-in doctor is hydrated in place, without console errors, lists and searches', async () => {
  await setTokenCookie(context, await loginToken(DEMO_ACCOUNTS.doctor.phone, DEMO_PASSWORD));
  for (const width of WIDTHS) {
    const noScript = await browser.newContext({ baseURL: baseUrl(), viewport: { width, height: 844 }, locale: 'zh-CN', javaScriptEnabled: false });
    const bare = await noScript.newPage();
    await bare.goto('/Contact');
    expect(await bare.getByRole('button', { name: '新建患者' }).isVisible()).toBe(true);
    await snap(bare, `prerendered-${width}-Contact-before-hydration`);
    await noScript.close();

    const p = await context.newPage();
    await p.setViewportSize({ width, height: 844 });
    const problems = await watchHydration(p, PATIENTS);
    await p.goto('/Contact');
    await p
      .getByRole('button', { name: /^去开方/ })
      .first()
      .waitFor();
    await expectHydratedInPlace(p, PATIENTS);
    await snap(p, `prerendered-${width}-Contact-hydrated`);
    if (width === 390) {
      await p.getByLabel('搜索患者').fill('张');
      // Playwright does not see the JSON body (a stream): the list read after 搜索 is the search.
      const searched = p.waitForResponse((r) => new URL(r.url()).pathname.endsWith('/patient/v1/list'));
      await p.getByRole('button', { name: '搜索' }).click();
      expect((await searched).ok()).toBe(true);
      await p.waitForFunction(() => {
        const names = [...document.querySelectorAll('td.tcm-clinic-name')].map((td) => td.textContent ?? '');
        return names.length > 0 && names.every((name) => name.includes('张'));
      });
    }
    expect(problems).toEqual([]);
    await p.close();
  }
});

test('/Contact opened without a session goes to /Login', async () => {
  const problems = await watchHydration(page, PATIENTS);
  await page.goto('/Contact');
  await waitForPath(page, `/Login?redirect=${encodeURIComponent('/Contact')}`);
  await page.getByRole('button', { name: '登录', exact: true }).waitFor();
  expect(await page.locator('#tcm-contact-search').count()).toBe(0);
  expect(problems).toEqual([]);
});

/** The page frame of /apply, /Prescription and /wjtpay; what waited for the account or the data gives way. */
const FRAME: InPlace = { card: '.tcm-frame', removedAllowed: /arco-spin|tcm-load__spin|tcm-cert__pending/, maxMove: 1 };

test("the HTML of /apply, /Prescription and /wjtpay holds their controls, nobody's data", async () => {
  const apply = await (await fetch(`${baseUrl()}/apply`)).text();
  expect(apply).toContain('<div id="root" data-prerendered="/apply">');
  expect(apply).toMatch(/<input id="doctorName_input"[^>]*disabled=""[^>]*placeholder="请输入真实姓名"/);
  expect(apply).toContain('正在加载账户信息…');
  const rx = await (await fetch(`${baseUrl()}/Prescription?visitRecordId=1&patientId=1`)).text();
  expect(rx).toContain('<div id="root" data-prerendered="/Prescription">');
  expect(rx).toMatch(/<button[^>]*disabled=""[^>]*><span>处方笺<\/span>/);
  expect(rx).toContain('正在出方…');
  const pay = await (await fetch(`${baseUrl()}/wjtpay`)).text();
  expect(pay).toContain('<div id="root" data-prerendered="/wjtpay">');
  expect(pay).toMatch(/<button[^>]*><span>我的订单<\/span><\/button>/);
  expect(pay).toContain('正在加载订单…');
});

test('/apply opened directly by a new user: the form in the HTML, hydrated in place without console errors, filled from the account', async () => {
  const phone = await registerUser();
  await setTokenCookie(context, await loginToken(phone, 'secret123'));
  for (const width of WIDTHS) {
    const p = await context.newPage();
    await p.setViewportSize({ width, height: 844 });
    const problems = await watchHydration(p, FRAME);
    await p.goto('/apply');
    const phoneField = p.getByPlaceholder('请输入11位手机号码');
    await p.waitForFunction((value) => document.querySelector<HTMLInputElement>('input[placeholder="请输入11位手机号码"]')?.value === value, phone);
    expect(await phoneField.isEnabled()).toBe(true);
    expect(await p.getByText('正在加载账户信息…').count()).toBe(0);
    await expectHydratedInPlace(p, FRAME);
    await snap(p, `prerendered-${width}-apply-hydrated`);
    if (width === 390) {
      // The form works: an empty submit is refused field by field.
      await p.getByRole('button', { name: '提交申请' }).click();
      await p.getByText('请输入姓名', { exact: true }).waitFor();
    }
    expect(problems).toEqual([]);
    await p.close();
  }
});

test('/Prescription opened directly by the doctor is hydrated in place, without console errors, and shows the visit of its link', async () => {
  const token = await loginToken(DEMO_ACCOUNTS.doctor.phone, DEMO_PASSWORD);
  await setTokenCookie(context, token);
  const orders = await fetch(`${baseUrl()}/api/health/v1/prescription/order?pageNum=1&pageSize=20`, { headers: { Authorization: `Bearer ${token}` } });
  const rows = ((await orders.json()) as { rows: { visitRecordId: number; patientId: number; patientName: string; status: number }[] }).rows;
  const paid = rows.find((r) => r.status === 1)!;
  expect(paid).toBeDefined();
  const p = await context.newPage();
  await p.setViewportSize({ width: 390, height: 844 });
  const problems = await watchHydration(p, FRAME);
  await p.goto(`/Prescription?visitRecordId=${paid.visitRecordId}&patientId=${paid.patientId}`);
  await p.getByRole('tab', { name: '开方信息' }).waitFor();
  await p.getByTestId('visit-facts').getByText(paid.patientName).waitFor();
  await expectHydratedInPlace(p, FRAME);
  await snap(p, 'prerendered-390-Prescription-hydrated');
  await p.getByRole('button', { name: '处方笺' }).click();
  await waitForPath(p, `/prescriptionImage?visitRecordId=${paid.visitRecordId}`);
  expect(problems).toEqual([]);
  await p.close();
});

test('/wjtpay opened directly without an order in this browser is hydrated in place, says so, and 我的订单 leads to the orders', async () => {
  await setTokenCookie(context, await loginToken(DEMO_ACCOUNTS.doctor.phone, DEMO_PASSWORD));
  const p = await context.newPage();
  await p.setViewportSize({ width: 390, height: 844 });
  const problems = await watchHydration(p, FRAME);
  await p.goto('/wjtpay');
  await p.getByText(/没有待支付的订单/).waitFor();
  await expectHydratedInPlace(p, FRAME);
  await snap(p, 'prerendered-390-wjtpay-hydrated');
  await p.getByRole('button', { name: '我的订单' }).click();
  await waitForPath(p, '/order');
  expect(problems).toEqual([]);
  await p.close();
});

test('a prerendered page carries its stylesheets inline and downloads none of them again', async () => {
  await setTokenCookie(context, await loginToken(DEMO_ACCOUNTS.doctor.phone, DEMO_PASSWORD));
  for (const path of ['/', '/Login', '/order']) {
    const p = await context.newPage();
    const problems = await watchHydration(p, { card: 'body' });
    const stylesheets: string[] = [];
    p.on('request', (r) => {
      if (r.resourceType() === 'stylesheet' || new URL(r.url()).pathname.endsWith('.css')) stylesheets.push(new URL(r.url()).pathname);
    });
    await p.goto(path);
    await p.waitForLoadState('networkidle');
    const inline = await p.evaluate(() => [...document.querySelectorAll<HTMLStyleElement>('style[data-href]')].map((s) => s.dataset.href!));
    // Arco's and the shell's at least, and for a remote page the page's own.
    expect([path, inline.length >= 2]).toEqual([path, true]);
    expect([path, stylesheets.filter((href) => inline.includes(href))]).toEqual([path, []]);
    expect(problems).toEqual([]);
    await p.close();
  }
});
