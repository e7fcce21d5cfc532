/**
 * Issue 31: the operations page /ops as an operator uses it, in Chromium. On a 390 px touch screen
 * (the finding of 2026-11-28: the canary dialog's selects opened by Enter only) the admin reaches
 * /ops from the avatar menu, starts a clinic canary by tapping the dialog's selects, and ends it;
 * at 1440 px with a mouse and the keyboard, starts one, changes its share and ends it. Every step
 * is confirmed and answered by a message. The release store is left as found (no canary): the
 * other journeys share this portal.
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@tcm/shared/demo';
import { deriveRelease, readHistory, StoreLayout, readPointer } from '@tcm/release';
import { launch, newContext, setTokenCookie, snap } from '../support/browser';
import { PHONE, shootBothWidths } from '../support/clinic';
import { deploy } from '../support/deployCli';
import { horizontalOverflow, smallTargets } from '../support/layout';
import { ARTIFACTS } from '../support/paths';
import { baseUrl, loginToken, portal } from '../support/portal';

let browser: Browser;
let adminToken: string;
let store: StoreLayout;
let live: string;
let candidate: string;

const ADMIN = DEMO_ACCOUNTS.admin.phone;
const clinicState = () => readPointer(store, 'local').apps.clinic!;

beforeAll(async () => {
  browser = await launch();
  adminToken = await loginToken(ADMIN, DEMO_PASSWORD);
  store = new StoreLayout(portal().storeDir);
  live = clinicState().version;
  expect(clinicState().canary).toBeUndefined();
  // A second clinic version to canary, copied from the live one without building (named after it,
  // so a later run with another live build derives its own).
  const [base, build] = live.split('+');
  candidate = `${base}+ops${build}`;
  if (!existsSync(store.versionDir('clinic', candidate))) await deriveRelease(store, 'clinic', live, candidate, []);
});

afterAll(async () => {
  // Leave the portal as the other journeys expect it: no canary.
  if (store && clinicState().canary) deploy('abort-canary', 'clinic', '--env', 'local');
  await browser?.close();
});

/** A phone: 390 px, a touch screen, the admin logged in. Each load waits for the shell, as newContext's pages do. */
async function phonePage(): Promise<Page> {
  const context = await browser.newContext({ baseURL: baseUrl(), viewport: PHONE, locale: 'zh-CN', hasTouch: true, isMobile: true });
  context.setDefaultTimeout(15_000);
  await setTokenCookie(context, adminToken);
  return context.newPage();
}

const shellReady = (page: Page) => page.waitForFunction(() => document.documentElement.hasAttribute('data-shell-ready'));

/** What the screen shows now (a dialog over the page), beside snap's full pages in .e2e-artifacts/screens. */
async function snapScreen(page: Page, name: string): Promise<void> {
  const dir = path.join(ARTIFACTS, 'screens');
  mkdirSync(dir, { recursive: true });
  await page.waitForTimeout(300); // the dialog's and the list's opening animations
  await page.screenshot({ path: path.join(dir, `${name}.png`) });
}

const dialogOf = (page: Page, title: string) => page.locator('.arco-modal').filter({ hasText: title });
const message = (page: Page, text: string) => page.locator('.arco-message').filter({ hasText: text }).first().waitFor();

/** Opens a select of the dialog by `press` (tap or click), checks its list opened, and chooses `option`. */
async function choose(page: Page, dialog: Locator, label: string, option: string, press: (l: Locator) => Promise<void>, shot?: string) {
  const box = dialog.getByRole('combobox', { name: label });
  await press(box);
  await expectOpen(box);
  const choice = page.locator(`#${await box.getAttribute('aria-controls')}`).getByRole('option', { name: option, exact: true });
  await choice.waitFor();
  if (shot) await snapScreen(page, shot);
  await press(choice);
  await shows(box, option);
}

const exactly = (text: string) => new RegExp(`^${text.replace(/[.+]/g, '\\$&')}$`);
/** The select shows `value` as its choice. */
const shows = (box: Locator, value: string) => box.filter({ hasText: exactly(value) }).waitFor({ timeout: 5_000 });
const expectOpen = (box: Locator) => box.and(box.page().locator('[aria-expanded="true"]')).waitFor({ timeout: 5_000 });

/** Ends the running canary from its card with the confirmation, and checks the store and the history. */
async function endCanary(page: Page, card: Locator, press: (l: Locator) => Promise<void>, shot?: string) {
  await press(card.getByRole('button', { name: '终止灰度' }));
  const confirm = dialogOf(page, '所有浏览器回到线上版本');
  await confirm.waitFor();
  if (shot) await snapScreen(page, shot);
  expect(await confirm.textContent()).toContain(`所有浏览器回到线上版本 clinic ${live}，灰度版本 ${candidate} 不再提供。`);
  await press(confirm.getByRole('button', { name: '终止灰度' }));
  await message(page, `已终止灰度：所有浏览器回到 clinic ${live}`);
  expect(clinicState()).toMatchObject({ version: live });
  expect(clinicState().canary).toBeUndefined();
  const last = readHistory(store, 'local').at(-1)!;
  expect(last).toMatchObject({ verb: 'abort-canary', app: 'clinic', who: `admin:${ADMIN}`, reason: '运维人员在发布运维页面手动终止灰度' });
  await card.getByText('全量', { exact: true }).waitFor();
}

test('at 390 px by touch: the avatar menu leads to /ops, the dialog’s selects open by tap, a canary starts and ends with confirmation and messages', async () => {
  const page = await phonePage();
  const tap = (l: Locator) => l.tap();
  await page.goto('/News');
  await shellReady(page);
  await tap(page.getByTestId('user-menu-trigger'));
  await tap(page.getByRole('menuitem', { name: '发布运维' }));
  await page.waitForURL((url) => url.pathname === '/ops');
  const card = page.locator('.ops-card[data-app="clinic"]');
  await card.waitFor();
  // The page as it stays: the avatar menu has finished closing.
  await page.locator('.user-menu__list').waitFor({ state: 'detached' });
  expect(await horizontalOverflow(page)).toBeNull();
  expect(await smallTargets(page)).toEqual([]);

  await tap(card.getByRole('button', { name: '开始灰度' }));
  const dialog = dialogOf(page, '开始 clinic 的灰度');
  await dialog.waitFor();
  await choose(page, dialog, '灰度版本', candidate, tap, 'ops-390-version-open');
  await choose(page, dialog, '灰度比例', '5%', tap, 'ops-390-share-open');
  expect(await dialog.textContent()).toContain(`确定后，约 5% 的浏览器使用 ${candidate}，其余仍使用线上版本 ${live}。`);
  await tap(dialog.getByRole('button', { name: '开始灰度' }));
  await message(page, `已开始灰度：clinic ${candidate}，5% 的浏览器`);
  expect(clinicState().canary).toMatchObject({ version: candidate, percent: 5 });

  // No page views yet: 全量上线 is not the recommended action, and the card says what it needs.
  await card.getByText('灰度中 5%').waitFor();
  expect(await card.getByRole('button', { name: '全量上线' }).getAttribute('class')).not.toContain('arco-btn-primary');
  expect(await card.locator('.ops-actions__note').first().textContent()).toMatch(/才建议全量上线|自动监控/);
  await page.evaluate(() => window.scrollTo(0, 0));
  await snap(page, 'ops-390-canary-running');
  expect(await horizontalOverflow(page)).toBeNull();

  await endCanary(page, card, tap, 'ops-390-abort-confirm');
  await page.locator('.ops-history__item').first().getByText('原因：运维人员在发布运维页面手动终止灰度').waitFor();
  await page.context().close();
}, 120_000);

test('at 1440 px by mouse and keyboard: a canary starts, its share changes, it ends; the card at both widths', async () => {
  const context = await newContext(browser);
  await setTokenCookie(context, adminToken);
  const page = await context.newPage();
  const click = (l: Locator) => l.click();
  await page.goto('/ops');
  const card = page.locator('.ops-card[data-app="clinic"]');
  await card.waitFor();

  await click(card.getByRole('button', { name: '开始灰度' }));
  const dialog = dialogOf(page, '开始 clinic 的灰度');
  await dialog.waitFor();
  await choose(page, dialog, '灰度版本', candidate, click, 'ops-1440-version-open');
  // The share by keyboard: focus, Enter opens the list, a key moves, Enter chooses.
  const share = dialog.getByRole('combobox', { name: '灰度比例' });
  await share.focus();
  await page.keyboard.press('Enter');
  await expectOpen(share);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await shows(share, '20%');
  await click(dialog.getByRole('button', { name: '开始灰度' }));
  await message(page, `已开始灰度：clinic ${candidate}，20% 的浏览器`);
  expect(clinicState().canary).toMatchObject({ version: candidate, percent: 20 });

  await click(card.getByRole('button', { name: '调整比例' }));
  const adjust = dialogOf(page, '调整 clinic 的灰度比例');
  await adjust.waitFor();
  await choose(page, adjust, '灰度比例', '50%', click);
  expect(await adjust.textContent()).toContain('确定后，灰度比例从 20% 调整为 50%。');
  await click(adjust.getByRole('button', { name: '保存' }));
  await message(page, 'clinic 的灰度比例已调整为 50%');
  expect(clinicState().canary).toMatchObject({ version: candidate, percent: 50 });
  await card.getByText('灰度中 50%').waitFor();

  // 全量上线 without the evidence asks with a warning; cancelled, nothing changes.
  await click(card.getByRole('button', { name: '全量上线' }));
  const promote = dialogOf(page, '灰度全量上线');
  await promote.waitFor();
  expect(await promote.textContent()).toContain(`仍要全量上线吗？clinic ${candidate} 将成为所有用户的线上版本。`);
  await snapScreen(page, 'ops-1440-promote-warning');
  await click(promote.getByRole('button', { name: '取消' }));
  await promote.waitFor({ state: 'hidden' });
  expect(clinicState()).toMatchObject({ version: live, canary: { version: candidate, percent: 50 } });

  await shootBothWidths(page, 'ops', 'canary-card', card);
  await endCanary(page, card, click);
  await context.close();
}, 120_000);

/** Each remote's page a phone opens, logged in as the demo user but for /Login. */
const LANDINGS = [
  { app: 'account', path: '/Login', login: false },
  { app: 'clinic', path: '/Contact', login: true },
  { app: 'commerce', path: '/order', login: true },
  { app: 'certification', path: '/apply', login: true },
];

test("/ops shows each remote's real-user LCP and INP p75 with its samples, from phones that opened its pages (issue 34)", async () => {
  // Phones land on a page of each remote and press a key: the first input ends the page's LCP, which
  // the next flush (every second here) sends while the page stays open; on /Login they tap the phone
  // field too (an interaction, whose INP leaves when the page is hidden).
  const userToken = await loginToken(DEMO_ACCOUNTS.user.phone, DEMO_PASSWORD);
  const phones: BrowserContext[] = [];
  let login: Page | undefined;
  for (const landing of LANDINGS) {
    const phone = await browser.newContext({ baseURL: baseUrl(), viewport: PHONE, locale: 'zh-CN', hasTouch: true, isMobile: true });
    phones.push(phone);
    if (landing.login) await setTokenCookie(phone, userToken);
    const page = await phone.newPage();
    await page.goto(landing.path);
    await page.waitForFunction(() => document.documentElement.getAttribute('data-telemetry') === 'on');
    if (landing.path === '/Login') {
      login = page;
      await page.getByPlaceholder('请输入手机号码').first().tap();
    }
    await page.keyboard.press('Shift');
  }

  const context = await newContext(browser);
  await setTokenCookie(context, adminToken);
  const page = await context.newPage();
  // At least one LCP per remote; an INP leaves when its page is hidden: /Login's, once it is left.
  const samples = /^LCP (\d+ ms|\d+\.\d s)（[1-9]\d* 次） · INP (—|\d+ ms|\d+\.\d s)（\d+ 次）$/;
  const withInp = /^LCP (\d+ ms|\d+\.\d s)（[1-9]\d* 次） · INP (\d+ ms|\d+\.\d s)（[1-9]\d* 次）$/;
  const shown = async () => {
    const out: Record<string, string> = {};
    for (const { app } of LANDINGS) out[app] = (await page.locator(`.ops-card[data-app="${app}"] [data-vitals="live"]`).textContent()) ?? '';
    return out;
  };
  // The batches are stored as they arrive; /ops reads them at its next load.
  const until = async (done: (vitals: Record<string, string>) => boolean) => {
    for (let tries = 0; ; tries++) {
      await page.goto('/ops');
      await page.locator('.ops-card[data-app="certification"] [data-vitals="live"]').waitFor();
      const vitals = await shown();
      if (done(vitals) || tries === 10) return vitals;
      await page.waitForTimeout(1000);
    }
  };
  let vitals = await until((v) => Object.values(v).every((text) => samples.test(text)));
  for (const { app } of LANDINGS) expect([app, vitals[app]]).toEqual([app, expect.stringMatching(samples)]);
  await login!.goto('about:blank');
  vitals = await until((v) => withInp.test(v.account));
  expect(vitals.account).toMatch(withInp);
  for (const phone of phones) await phone.close();
  // The figures of this run, for README "Performance" (real-user p75 per remote version, as /ops shows them).
  mkdirSync(ARTIFACTS, { recursive: true });
  writeFileSync(path.join(ARTIFACTS, 'ops-vitals.json'), `${JSON.stringify(vitals, null, 2)}\n`);
  await snap(page, 'ops-1440-vitals');
  await context.close();
}, 120_000);
