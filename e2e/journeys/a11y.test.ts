/**
 * Issue 32 item 9: every page is accessible. axe-core (WCAG 2 A/AA and best practices) over every
 * route of the shell and of the four remotes' route tables, each with its content (a seeded record
 * in the address, the session drafts a flow's step reads), at 390 and 1440 px: no serious or critical
 * violation. The fields of every page but the account pages (mf-account's, another change) have a
 * visible label. Keyboard: a visible focus ring on the logo and the footer's links, and the avatar
 * menu works with the arrow keys.
 *
 * Fast on purpose (the whole CI is near its limit): one browser context per width, one full load per
 * user, the pages after it reached by in-app navigation (the router follows a popstate).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { defaultInquiry } from '@tcm/shared/clinic';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, type DemoAccountKey } from '@tcm/shared/demo';
import { launch, newContext, setTokenCookie, snap } from '../support/browser';
import { fieldsWithoutVisibleLabel, seriousViolations } from '../support/a11y';
import { ROOT } from '../support/paths';
import { api, baseUrl, loginToken } from '../support/portal';
import { beijingDay, doctorToken, generalVisit, paidVisit, seededVisit, selfComposedVisit, teaOrderId, teaVisit } from '../support/records';

type Visitor = 'visitor' | DemoAccountKey;
type Drafts = Record<string, unknown>;

interface Stop {
  /** The address, or how to find it (a record's id) once the portal runs. */
  path: string | (() => Promise<string>);
  /** What shows once the page has its content. */
  ready: (page: Page) => Locator;
  /** The session drafts the page reads (a flow's earlier steps write them), put in place before it opens. */
  drafts?: () => Promise<Drafts>;
  /** mf-account's pages: their labels are another change's (issue 32 item 9 leaves them out here). */
  account?: true;
  /** What the page opens on demand (a dialog), checked as well: opens it and says what shows when it is open. */
  opens?: (page: Page) => Promise<Locator>;
}

const heading = (name: string) => (page: Page) => page.getByRole('heading', { level: 1, name });
const button = (name: string) => (page: Page) => page.getByRole('button', { name, exact: true });
const testId = (id: string) => (page: Page) => page.getByTestId(id);

// ---- What the flows' steps find in the session, made from real records of this run ----

let patient: Promise<Record<string, unknown>> | undefined;
/** The seeded patient as the API answers it (the drafts hold the patient whole). */
const seededPatient = () =>
  (patient ??= (async () => {
    const res = await api<{ rows: Record<string, unknown>[] }>('POST', '/patient/v1/list', { name: '张建国', pageNum: 1, pageSize: 8 }, await doctorToken());
    return res.rows[0];
  })());

const consult = async (mode: number, serviceIndex: number | null): Promise<Drafts> => ({
  consultInfo: { contact: await seededPatient(), useDate: beijingDay(4), illDay: beijingDay(0), useDays: 7, mode, serviceIndex },
});

async function handmadeDrafts(): Promise<Drafts> {
  const p = await seededPatient();
  const medicines = await api<{ rows: { medicineId: number; medicineName: string; piecesWeight: number }[] }>(
    'GET',
    '/medicine/list',
    undefined,
    await doctorToken(),
  );
  // 桂枝, 紫苏叶, 生姜 of the catalogue's first page, 6 g each (within their daily ranges).
  const herbs = medicines.rows.slice(1, 4).map((m) => ({ medicineId: m.medicineId, name: m.medicineName, weight: '6', piecesWeight: m.piecesWeight }));
  return {
    ...(await consult(2, null)),
    handmadeDraft: {
      patientId: p.patientId,
      disease: '血虚证',
      takeTime: '饭后',
      form: '饮片',
      pregnant: '否',
      herbs,
      startDate: beijingDay(4),
      endDate: beijingDay(10),
    },
  };
}

async function serviceDrafts(): Promise<Drafts> {
  const p = await seededPatient();
  const request = { patientId: p.patientId, useDate: beijingDay(4), useDays: 7, serviceIndex: 4 };
  const res = await api<{ data: unknown }>(
    'POST',
    '/health/v1/acupuncture',
    { patientId: p.patientId, toDoDay: request.useDate, takeDays: 7 },
    await doctorToken(),
  );
  if (res.code !== 200) throw new Error(`acupuncture refused: ${res.msg}`);
  return { serviceInfo: { ...request, patient: p }, serviceResult: { request, result: res.data } };
}

/** An unpaid seeded delivery order as its detail answers it: what the order page hands the cashier. */
async function payOrderDrafts(): Promise<Drafts> {
  const token = await doctorToken();
  const list = await api<{ rows: { deliveryOrderId: string }[] }>('GET', '/delivery/order/list?pageNum=1&pageSize=12&status=0', undefined, token);
  const info = await api<{ data: unknown }>('GET', `/delivery/order/info/${list.rows[0].deliveryOrderId}`, undefined, token);
  return { payOrder: info.data };
}

// ---- Every page, grouped by who opens it ----

const ROUNDS: { as: Visitor; stops: Stop[] }[] = [
  {
    as: 'visitor',
    stops: [
      { path: '/', ready: (page) => page.locator('.service-card').nth(8) },
      { path: '/Product', ready: heading('企业文化') },
      { path: '/Class', ready: heading('学习馆') },
      { path: '/News', ready: testId('news-item') },
      { path: '/About', ready: heading('关于我们') },
      { path: '/Partner', ready: heading('合作伙伴') },
      { path: '/protocol', ready: heading('隐私协议') },
      { path: '/no-such-page', ready: (page) => page.getByText('页面不存在') },
      { path: '/Login', ready: heading('欢迎登录'), account: true },
      { path: '/Signup', ready: heading('注册账号'), account: true },
      { path: '/Bind?code=a11y', ready: heading('绑定手机号'), account: true },
      { path: '/SetPassword', ready: heading('设置密码'), account: true },
      { path: '/ResetPassword', ready: heading('重置密码'), account: true },
      { path: '/Invite?inviteId=INV-DOCTOR-001', ready: testId('invite-greeting'), account: true },
      { path: '/GetCode', ready: heading('验证码查询'), account: true },
    ],
  },
  {
    as: 'user',
    stops: [
      { path: '/address', ready: (page) => page.getByRole('button', { name: /新增地址/ }), account: true },
      { path: '/address?mode=1', ready: heading('选择收货地址'), account: true },
      { path: '/apply', ready: (page) => page.getByLabel('姓名') },
    ],
  },
  { as: 'doctorReviewing', stops: [{ path: '/applying', ready: testId('doctor-status') }] },
  { as: 'admin', stops: [{ path: '/ops', ready: heading('发布运维') }] },
  {
    as: 'doctor',
    stops: [
      { path: '/userInfo', ready: testId('doctor-name') },
      { path: '/AboutUsers', ready: heading('用户须知') },
      {
        path: '/Contact',
        ready: (page) => page.getByRole('button', { name: /^去开方/ }),
        opens: async (page) => {
          await page.getByRole('button', { name: '新建患者' }).click();
          return page.getByRole('dialog', { name: '新建患者' });
        },
      },
      { path: async () => `/medicalRecords?patientId=${(await seededVisit()).patientId}`, ready: (page) => page.locator('.arco-tag') },
      { path: '/addPrescriptionContact?mode=1&serviceIndex=6', ready: (page) => page.getByRole('button', { name: /^选择/ }) },
      { path: '/prescriptionInfo?mode=1', drafts: () => consult(1, 6), ready: button('下一步') },
      {
        path: '/prescriptionResult',
        drafts: async () => ({ ...(await consult(1, 6)), submitData: { inquiryInfo: defaultInquiry() } }),
        ready: testId('price'),
      },
      {
        path: async () => {
          const v = await seededVisit();
          return `/Prescription?visitRecordId=${v.visitRecordId}&patientId=${v.patientId}`;
        },
        ready: (page) => page.locator('.tcm-rx-card'),
      },
      {
        path: async () => {
          const v = await seededVisit();
          return `/prescription?visitRecordId=${v.visitRecordId}&patientId=${v.patientId}`;
        },
        ready: (page) => page.locator('.tcm-rx-card'),
      },
      { path: '/addServiceContact?serviceIndex=4', ready: (page) => page.getByRole('button', { name: /^选择/ }) },
      { path: '/serviceResult', drafts: serviceDrafts, ready: testId('service-summary') },
      { path: '/handmadePrescription', drafts: handmadeDrafts, ready: testId('handmade-patient') },
      { path: '/handmadePrescriptionConfirm', drafts: handmadeDrafts, ready: testId('handmade-facts') },
      { path: async () => `/handmadePrescriptionDetails?visitRecordId=${await selfComposedVisit()}`, ready: (page) => page.locator('.tcm-rx-card') },
      { path: '/GeneralPrescriptionInfo', drafts: () => consult(1, -1), ready: button('提交通用方信息') },
      { path: '/GeneralPrescriptionResult', drafts: () => consult(1, -1), ready: testId('price') },
      {
        path: async () => {
          const v = await generalVisit();
          return `/GeneralPrescription?visitRecordId=${v.visitRecordId}&patientId=${v.patientId}&prescriptionType=G`;
        },
        ready: testId('herb-pairs'),
      },
      { path: async () => `/prescriptionImage?visitRecordId=${(await generalVisit()).visitRecordId}`, ready: testId('sheet') },
      { path: '/order', ready: (page) => page.locator('.tcm-shop-table tbody tr .arco-tag') },
      { path: '/fulfillmentConfirm?index=0', drafts: async () => ({ visitRecordId: String(await paidVisit()) }), ready: button('提交') },
      { path: '/fulfillmentOrder?orderId=DO00000003', ready: (page) => page.getByRole('list', { name: '物流跟踪' }) },
      { path: async () => `/CUSTOMIZEDPrescription?visitRecordId=${await teaVisit()}`, ready: (page) => page.getByRole('table', { name: '茶方药材' }) },
      { path: async () => `/CUSTOMIZEDfulfillmentConfirm?mode=0&visitRecordId=${await teaVisit()}`, ready: testId('boxes-hint') },
      { path: async () => `/CUSTOMIZEDfulfillmentOrder?orderId=${await teaOrderId()}`, ready: testId('countdown') },
      { path: '/wjtpay', drafts: payOrderDrafts, ready: testId('amount') },
    ],
  },
];

/** Every route the portal serves: the shell's (the routes.json its build publishes, but its 404) and each remote's (the live pointer file). */
async function everyRoute(): Promise<string[]> {
  const shellRoutes = JSON.parse(readFileSync(path.join(ROOT, 'shell/dist/routes.json'), 'utf8')) as { path: string }[];
  const own = shellRoutes.map((r) => r.path).filter((p) => p !== '*');
  const pointer = (await (await fetch(`${baseUrl()}/remotes.json`)).json()) as Record<string, { routes: { path: string }[] }>;
  return [...own, ...Object.values(pointer).flatMap((r) => r.routes.map((route) => route.path))];
}

const pathOnly = (p: string) => p.split('?')[0];
/** A11Y_SCREENS=1 saves every page as checked (.e2e-artifacts/screens/a11y-<width>-<page>.png); off in CI, for speed. */
const SCREENS = process.env.A11Y_SCREENS === '1';
const slug = (p: string) =>
  p === '/'
    ? 'home'
    : p
        .replace(/^\//, '')
        .replace(/[^\w-]+/g, '_')
        .slice(0, 40);

let browser: Browser;
const tokens = new Map<DemoAccountKey, string>();
const tokenOf = async (who: DemoAccountKey) => {
  if (!tokens.has(who)) tokens.set(who, await loginToken(DEMO_ACCOUNTS[who].phone, DEMO_PASSWORD));
  return tokens.get(who)!;
};

beforeAll(async () => {
  browser = await launch();
});

afterAll(async () => {
  await browser?.close();
});

test('the pages visited are every route of the shell and of the remotes', async () => {
  const visited = new Set(ROUNDS.flatMap((r) => r.stops.map((s) => (typeof s.path === 'string' ? pathOnly(s.path) : null))));
  // The stops whose address is found at run time name their route in the function's text.
  for (const r of ROUNDS) for (const s of r.stops) if (typeof s.path === 'function') visited.add(/`(\/\w+)\?/.exec(s.path.toString())?.[1] ?? null);
  expect((await everyRoute()).filter((route) => !visited.has(route))).toEqual([]);
});

/**
 * The DOM quiet, loading spinners and busy buttons gone, transitions ended (a button fading from disabled to enabled
 * reads 1.8:1 halfway, a dialog zooming in is half transparent): what axe reads is the page at rest.
 */
async function settle(page: Page): Promise<void> {
  // The previous page may still be on screen when the ready element is found (/Prescription and
  // /prescription show the same card): the DOM left alone for 200 ms means the route has rendered.
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const done = () => {
          observer.disconnect();
          clearTimeout(cap);
          resolve();
        };
        let quiet = setTimeout(done, 200);
        const observer = new MutationObserver(() => {
          clearTimeout(quiet);
          quiet = setTimeout(done, 200);
        });
        const cap = setTimeout(done, 5_000);
        observer.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
      }),
  );
  await page
    .locator('.arco-spin-loading, .arco-btn-loading')
    .first()
    .waitFor({ state: 'detached', timeout: 5_000 })
    .catch(() => undefined);
  await page
    .waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().endTime === Infinity), undefined, {
      timeout: 3_000,
    })
    .catch(() => undefined);
}

/** Opens every page at one width in one context: one full load per user, in-app navigation after it. */
async function walk(browser: Browser, viewport: { width: number; height: number }): Promise<{ violations: string[]; unlabelled: string[] }> {
  const context = await newContext(browser);
  const page = await context.newPage();
  await page.setViewportSize(viewport);
  const violations: string[] = [];
  const unlabelled: string[] = [];
  for (const round of ROUNDS) {
    await context.clearCookies();
    if (round.as !== 'visitor') await setTokenCookie(context, await tokenOf(round.as));
    for (const [i, stop] of round.stops.entries()) {
      const target = typeof stop.path === 'string' ? stop.path : await stop.path();
      if (i === 0) {
        // A user's first page is a full load (the session is read at boot); it needs no drafts.
        await page.goto(target);
      } else {
        const drafts = stop.drafts ? await stop.drafts() : null;
        await page.evaluate(
          ({ to, kept }) => {
            if (kept) {
              sessionStorage.clear();
              for (const [key, value] of Object.entries(kept)) sessionStorage.setItem(key, JSON.stringify(value));
            }
            history.pushState(null, '', to);
            dispatchEvent(new PopStateEvent('popstate'));
          },
          { to: target, kept: drafts },
        );
      }
      await stop.ready(page).first().waitFor();
      await settle(page);
      const where = `${viewport.width}px ${target} (as ${round.as})`;
      const check = async (what: string) => {
        for (const v of await seriousViolations(page)) violations.push(`${where}${what}: ${v}`);
        if (!stop.account) for (const f of await fieldsWithoutVisibleLabel(page)) unlabelled.push(`${where}${what}: ${f}`);
        if (SCREENS) await snap(page, `a11y-${viewport.width}-${slug(target)}${what ? '-open' : ''}`);
      };
      await check('');
      if (stop.opens) {
        const opened = await stop.opens(page);
        await opened.waitFor();
        await settle(page);
        await check(' (opened)');
        await page.keyboard.press('Escape');
        await opened.waitFor({ state: 'hidden' });
      }
    }
  }
  await context.close();
  return { violations, unlabelled };
}

test('every page at 390 and 1440 px: no serious or critical axe violation, every field (account pages aside) visibly labelled', async () => {
  // The two widths side by side, each in its own context: half the wall time of one after the other.
  const results = await Promise.all([walk(browser, { width: 390, height: 844 }), walk(browser, { width: 1440, height: 900 })]);
  expect({ violations: results.flatMap((r) => r.violations), unlabelled: results.flatMap((r) => r.unlabelled) }).toEqual({ violations: [], unlabelled: [] });
}, 240_000);

/** Whether what is focused shows the portal's ring (theme.css): a solid outline of 2px or more (Arco's pale 2px shadow is no ring). */
const ring = (locator: Locator) =>
  locator.evaluate((el) => {
    const s = getComputedStyle(el);
    return s.outlineStyle === 'solid' && parseFloat(s.outlineWidth) >= 2 ? 'ring' : `none (outline ${s.outlineStyle} ${s.outlineWidth})`;
  });

/** Focuses what the locator finds as the keyboard would (Tab onto it), so :focus-visible applies. */
async function tabOnto(page: Page, locator: Locator): Promise<void> {
  await locator.focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  expect(await locator.evaluate((el) => el === document.activeElement)).toBe(true);
}

test('keyboard: the agreement links of /Login show a focus ring', async () => {
  const context = await newContext(browser);
  const page = await context.newPage();
  await page.goto('/Login');
  const agreement = page.getByRole('button', { name: '《最终用户许可协议》' });
  await tabOnto(page, agreement);
  expect(await ring(agreement)).toBe('ring');
  await context.close();
});

test('keyboard: the logo, the footer links and the avatar menu show a focus ring; the avatar menu opens with ArrowDown and moves with the arrows', async () => {
  const context = await newContext(browser);
  await setTokenCookie(context, await tokenOf('doctor'));
  const page = await context.newPage();
  await page.goto('/About');

  // Tab from the top: the skip link, then the logo.
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  const logo = page.locator('a.shell-brand');
  expect(await logo.evaluate((el) => el === document.activeElement)).toBe(true);
  expect(await ring(logo)).toBe('ring');
  await snap(page, 'a11y-1440-focus-logo');

  const footerLink = page.locator('.shell-footer a').first();
  await tabOnto(page, footerLink);
  expect(await ring(footerLink)).toBe('ring');

  const trigger = page.getByTestId('user-menu-trigger');
  await trigger.focus();
  await page.keyboard.press('ArrowDown');
  const items = page.getByRole('menuitem');
  await items.first().waitFor();
  expect(await items.first().evaluate((el) => el === document.activeElement)).toBe(true);
  expect(await ring(items.first())).toBe('ring');
  await page.keyboard.press('ArrowDown');
  expect(await items.nth(1).evaluate((el) => el === document.activeElement)).toBe(true);
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowUp');
  expect(await items.last().evaluate((el) => el === document.activeElement)).toBe(true);
  await snap(page, 'a11y-1440-avatar-menu-keyboard');
  await page.keyboard.press('Escape');
  await items.first().waitFor({ state: 'hidden' });
  expect(await trigger.evaluate((el) => el === document.activeElement)).toBe(true);
  await context.close();
});
