/**
 * Issue 31 in the browser: a release preview (`?preview=clinic@<version>`) in the README's own form,
 * a `+` in the version typed as is, runs that release in the tab that opened it, on every page of
 * that tab, with a banner; a new tab, or a browser pinned by the old localStorage preview, runs the
 * live version; 退出预览 ends it. The portal runs in sandbox, where anybody may preview (in
 * production only an admin: shell/src/remotes/preview.test.ts).
 */
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@tcm/shared/demo';
import { deriveRelease, StoreLayout, readPointer } from '@tcm/release';
import { launch, newContext, setTokenCookie } from '../support/browser';
import { PHONE, shootBothWidths } from '../support/clinic';
import { horizontalOverflow } from '../support/layout';
import { ARTIFACTS } from '../support/paths';
import { loginToken, portal } from '../support/portal';
import { contactSubtitle } from '../support/release';

let browser: Browser;
let doctorToken: string;
let live: string;
let preview: string;
let subtitle: string;
let previewText: string;

beforeAll(async () => {
  browser = await launch();
  doctorToken = await loginToken(DEMO_ACCOUNTS.doctor.phone, DEMO_PASSWORD);
  const store = new StoreLayout(portal().storeDir);
  live = readPointer(store, 'local').apps.clinic!.version;
  subtitle = contactSubtitle(store, live);
  previewText = `${subtitle}（预览版）`;
  // A second stored release of clinic, never made live: other journeys keep running the first.
  preview = `${live.split('+')[0]}+preview31`;
  await deriveRelease(store, 'clinic', live, preview, [[`"${subtitle}"`, `"${previewText}"`]]);
  expect(preview).toContain('+');
});

afterAll(async () => {
  await browser?.close();
});

async function doctorContext(): Promise<BrowserContext> {
  const context = await newContext(browser);
  await setTokenCookie(context, doctorToken);
  return context;
}

const banner = (page: Page) => page.getByRole('region', { name: '版本预览' });

async function seeContact(page: Page, text: string): Promise<void> {
  await page.getByText(text, { exact: true }).first().waitFor();
}

async function seeLive(page: Page): Promise<void> {
  await seeContact(page, subtitle);
  expect(await page.getByText(previewText, { exact: true }).count()).toBe(0);
  expect(await banner(page).count()).toBe(0);
}

/** A logged-in doctor's tab opened on `/Contact?preview=<query>`. */
async function openPreview(context: BrowserContext, query: string): Promise<Page> {
  const tab = await context.newPage();
  await tab.goto(`/Contact?preview=${query}`);
  return tab;
}

test('the README form, a raw + in the version, runs that release with a banner that fits a phone', async () => {
  const context = await doctorContext();
  // Typed as the README gives it: the + is not encoded (a query string reads it as a space).
  const tab = await openPreview(context, `clinic@${preview}`);
  await seeContact(tab, previewText);
  const bar = banner(tab);
  await expect(bar.textContent()).resolves.toContain(`正在预览 clinic@${preview}`);
  await expect(bar.textContent()).resolves.toContain('仅对本标签页有效');
  expect(new URL(tab.url()).search).toBe('');
  await shootBothWidths(tab, 'preview', 'contact', bar);
  // At 360 px: nothing scrolls sideways and 退出预览 is a thumb's size.
  await tab.setViewportSize({ width: 360, height: PHONE.height });
  expect(await horizontalOverflow(tab)).toBeNull();
  expect((await bar.getByRole('button', { name: '退出预览' }).boundingBox())!.height).toBeGreaterThanOrEqual(44);
  await tab.screenshot({ path: path.join(ARTIFACTS, 'screens', 'preview-360-contact-top.png') });
  await context.close();
}, 60_000);

test('a preview lasts for its tab: every page of it, not a new tab of the same browser; 退出预览 ends it', async () => {
  const context = await doctorContext();
  // %2B, which the old code read too: what is tested here is how long the preview lasts.
  const tab = await openPreview(context, `clinic@${preview.replace('+', '%2B')}`);
  await seeContact(tab, previewText);
  // Another page of the same tab, through the menu, and back; then a reload: still the preview.
  await tab.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '新闻资讯' }).click();
  await tab.locator('.page-banner__title', { hasText: '新闻资讯' }).waitFor();
  await tab.goBack();
  await seeContact(tab, previewText);
  await tab.reload();
  await seeContact(tab, previewText);

  // A new tab of the same browser, without the parameter: the live version, no banner, nothing kept.
  const other = await context.newPage();
  await other.goto('/Contact');
  await seeLive(other);
  expect(await other.evaluate(() => localStorage.getItem('shell:preview'))).toBeNull();

  // The first tab shows the banner on every page, and its 退出预览 reloads the page on the live version.
  await banner(tab).waitFor();
  await tab.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '新闻资讯' }).click();
  await tab.locator('.page-banner__title', { hasText: '新闻资讯' }).waitFor();
  await banner(tab).waitFor();
  await tab.goBack();
  await seeContact(tab, previewText);
  await Promise.all([tab.waitForEvent('load'), banner(tab).getByRole('button', { name: '退出预览' }).click()]);
  await seeLive(tab);
  expect(new URL(tab.url()).pathname).toBe('/Contact');
  await tab.reload();
  await seeLive(tab);
  await context.close();
}, 90_000);

test("a stranger's link to /Login?preview=… holds for that tab only: the victim's later visit runs the live version", async () => {
  const context = await newContext(browser);
  const tab = await context.newPage();
  await tab.goto(`/Login?preview=clinic@${preview.replace('+', '%2B')}`);
  await tab.locator('.shell-bare').waitFor();
  // The victim logs in later and opens the portal again.
  await setTokenCookie(context, doctorToken);
  const later = await context.newPage();
  await later.goto('/Contact');
  await seeLive(later);
  // The link's own tab, a bare page, says what it runs.
  await banner(tab).waitFor();
  expect(await tab.locator('.shell-bare [aria-label="版本预览"]').count()).toBe(1);
  await shootBothWidths(tab, 'preview', 'login', banner(tab));
  await tab.setViewportSize({ width: 360, height: PHONE.height });
  expect(await horizontalOverflow(tab)).toBeNull();
  await tab.screenshot({ path: path.join(ARTIFACTS, 'screens', 'preview-360-login-top.png') });
  await context.close();
}, 60_000);

test('a browser pinned by the old localStorage preview is released on its next visit', async () => {
  const context = await doctorContext();
  const page = await context.newPage();
  await page.goto('/News');
  await page.evaluate((version) => localStorage.setItem('shell:preview', JSON.stringify({ clinic: version })), preview);
  await page.goto('/Contact');
  await seeLive(page);
  expect(await page.evaluate(() => localStorage.getItem('shell:preview'))).toBeNull();
  await context.close();
}, 60_000);

test('a version that is not stored runs the live one and the banner says so', async () => {
  const context = await doctorContext();
  const missing = `${live.split('+')[0]}+nosuchbuild`;
  const tab = await openPreview(context, `clinic@${missing}`);
  await seeContact(tab, subtitle);
  await expect(banner(tab).textContent()).resolves.toContain(`预览版本 clinic@${missing} 不存在，已使用线上版本`);
  await context.close();
}, 60_000);
