/**
 * Issue 34: a remote page opened directly from a link (/Login, /Invite) comes with its form in the
 * HTML, styled, before any script runs; the shell then hydrates it in place (the same elements at
 * the same place, nothing removed, no console error), and the form works.
 */
import type { Browser, Page } from 'playwright-core';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@tcm/shared/demo';
import { snap, useJourney } from '../support/browser';
import { baseUrl } from '../support/portal';
import { loginWithPassword, waitForPath } from '../support/session';

let browser: Browser;
let page: Page;

useJourney('prerendered', (s) => ({ browser, page } = s));

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

/** Before any script: the page's card, where it is, and every element removed from the root from then on. */
async function watchHydration(p: Page): Promise<string[]> {
  const problems: string[] = [];
  p.on('console', (m) => {
    if (m.type() === 'error') problems.push(`console: ${m.text()}`);
  });
  p.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
  await p.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      const card = document.querySelector('.tcm-acc-card');
      const removed: string[] = [];
      Object.assign(window, { prerenderedCard: card, prerenderedTop: card?.getBoundingClientRect().top, removedFromRoot: removed });
      new MutationObserver((records) => {
        for (const r of records) for (const n of r.removedNodes) if (n instanceof Element) removed.push(n.className || n.tagName);
      }).observe(document.getElementById('root')!, { childList: true, subtree: true });
    });
  });
  return problems;
}

/** The prerendered card is the one on screen (hydrated, not rendered again), at the same height. */
async function expectHydratedInPlace(p: Page, removedAllowed: RegExp | null = null): Promise<void> {
  const state = await p.evaluate(() => {
    const w = window as unknown as { prerenderedCard: Element | null; prerenderedTop: number; removedFromRoot: string[] };
    const card = document.querySelector('.tcm-acc-card');
    return {
      kept: !!card && card === w.prerenderedCard,
      moved: card ? Math.abs(card.getBoundingClientRect().top - w.prerenderedTop) : -1,
      removed: w.removedFromRoot,
    };
  });
  expect(state.kept).toBe(true);
  expect(state.removed.filter((name) => !removedAllowed?.test(name))).toEqual([]);
  expect(state.moved).toBeLessThan(removedAllowed ? 24 : 1);
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
  await expectHydratedInPlace(page, /tcm-acc-invite-pending/);
  await snap(page, 'prerendered-1440-Invite-hydrated');
  expect(await page.getByRole('button', { name: '确认', exact: true }).isEnabled()).toBe(true);
  expect(problems).toEqual([]);
});
