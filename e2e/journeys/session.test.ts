/**
 * Issue 32 items 3 and 4: a session that expires keeps the work. A doctor on a phone fills part of
 * the questionnaire of a 41-year-old woman (是否孕妇 has no preset answer, the pulse reads on one
 * line at 360 px, 下一步 stays on screen with 第 n/5 部分); the session ends under her (the token
 * cookie removed, or the session revoked on the server); 下一步 lands on /Login, which says
 * 登录已过期，请重新登录; logging in (password, or SMS) brings her back to /prescriptionInfo with every
 * answer, and she finishes: price, payment, prescription. Another account logging in on that tab
 * sees none of it, and a login's way back is a same-site path only.
 */
import type { BrowserContext, Page } from 'playwright-core';
import type { ConsultInfo, Patient } from '@tcm/shared';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@tcm/shared/demo';
import { snap, useJourney } from '../support/browser';
import { DESKTOP, PHONE, beijingDate, freshName } from '../support/clinic';
import { horizontalOverflow, smallTargets } from '../support/layout';
import { api, baseUrl, loginToken } from '../support/portal';
import { loginWithPassword, loginWithSms } from '../support/session';

let page: Page;
let context: BrowserContext;

useJourney('session', (s) => ({ page, context } = s));

const DOCTOR = DEMO_ACCOUNTS.doctor.phone;

/** A woman of 41 at the start date, as issue 32 met her, and the consultation started for her. */
async function consultationForAWomanOf41(): Promise<ConsultInfo> {
  const token = await loginToken(DOCTOR, DEMO_PASSWORD);
  const useDate = beijingDate(3);
  const birthday = `${Number(useDate.slice(0, 4)) - 41}-01-15`;
  const saved = await api<{ data: Patient }>(
    'POST',
    '/patient/v1',
    { name: freshName('孙'), sex: 0, birthday, liveArea: '浙江省杭州市西湖区', birthArea: '浙江省杭州市西湖区' },
    token,
  );
  expect(saved.code).toBe(200);
  return { contact: saved.data, useDate, useDays: 5, mode: 1, serviceIndex: null };
}

/** Logged in through /Login, the consultation started (as /addPrescriptionContact leaves it), on the questionnaire. */
async function openQuestionnaire(consult: ConsultInfo): Promise<void> {
  await loginWithPassword(page, DOCTOR, DEMO_PASSWORD);
  await page.waitForURL((url) => url.pathname === '/');
  await page.goto('/Contact');
  await page.evaluate((c) => sessionStorage.setItem('consultInfo', JSON.stringify(c)), consult);
  await page.goto('/prescriptionInfo');
  await page.getByRole('heading', { level: 1, name: '处方信息' }).waitFor();
}

const question = (name: string) => page.getByRole('group', { name, exact: true });
const checked = (name: string) => question(name).locator('input[type=radio]:checked');

/** Part of the questionnaire, as the doctor had it when the session ended. */
async function fillPart(): Promise<void> {
  await question('是否孕妇').getByText('否', { exact: true }).click();
  await question('左关').getByText('太过', { exact: true }).click();
  await question('右尺').getByText('不及', { exact: true }).click();
  await page.getByLabel('体温').fill('37.2');
  await page.getByLabel('主诉').fill('头痛三天，夜寐不安');
  await page.getByRole('group', { name: '头' }).getByText('头痛', { exact: true }).click();
}

async function expectAnswersIntact(): Promise<void> {
  await page.getByRole('heading', { level: 1, name: '处方信息' }).waitFor();
  await expect(checked('是否孕妇').inputValue()).resolves.toBe('否');
  await expect(checked('左关').inputValue()).resolves.toBe('太过');
  await expect(checked('右尺').inputValue()).resolves.toBe('不及');
  await expect(page.getByLabel('体温').inputValue()).resolves.toBe('37.2');
  await expect(page.getByLabel('主诉').inputValue()).resolves.toBe('头痛三天，夜寐不安');
  await expect(page.getByRole('group', { name: '头' }).getByRole('checkbox', { name: '头痛', exact: true }).isChecked()).resolves.toBe(true);
}

async function expectExpiredLogin(): Promise<void> {
  await page.waitForURL((url) => url.pathname === '/Login' && url.searchParams.get('redirect') === '/prescriptionInfo');
  await page.getByRole('alert').filter({ hasText: '登录已过期，请重新登录' }).waitFor();
}

/** 下一步 → 信息确认 → 公共账户支付 → /Prescription: the consultation ends as usual. */
async function finish(): Promise<void> {
  await page.getByRole('button', { name: '下一步' }).click();
  await page.waitForURL((url) => url.pathname === '/prescriptionResult');
  await page
    .getByTestId('price')
    .getByText(/^¥\d+\.\d{2}$/)
    .waitFor();
  await page
    .getByTestId('inquiry-summary')
    .getByText(/头：头痛/)
    .waitFor();
  await page.getByRole('button', { name: '公共账户支付' }).click();
  // The public account asks first, showing the amount (issue 32 item 6).
  await page
    .locator('.arco-modal:visible')
    .filter({ hasText: '确认公共账户支付' })
    .getByRole('button', { name: /^确认支付/ })
    .click();
  await page.waitForURL((url) => url.pathname === '/Prescription');
  await page.locator('.tcm-rx-card').first().waitFor();
}

test('the token cookie goes mid-questionnaire on a phone: /Login says so, and the login comes back with every answer', async () => {
  await page.setViewportSize(PHONE);
  const consult = await consultationForAWomanOf41();
  await openQuestionnaire(consult);

  // Issue 32 item 4: no preset pregnancy answer for her, and it is required.
  await expect(checked('是否孕妇').count()).resolves.toBe(0);
  await question('是否孕妇').getByText('患者为育龄女性（14–49 岁），请确认是否怀孕').waitFor();
  await page.getByRole('button', { name: '下一步' }).click();
  await question('是否孕妇').getByRole('alert').filter({ hasText: '请选择是否孕妇' }).waitFor();

  // 下一步 stays on screen, with where the doctor is, wherever she scrolls.
  const bar = page.getByTestId('section-progress');
  await bar.getByText('第 2/5 部分').waitFor(); // brought to 基本信息 by the refusal
  await page.locator('#rxinfo-pulse').evaluate((el) => el.scrollIntoView({ block: 'start' }));
  await bar.getByText('第 4/5 部分').waitFor();
  await bar.getByText('脉象').waitFor();
  const next = await page.getByRole('button', { name: '下一步' }).boundingBox();
  expect(next!.y + next!.height).toBeLessThanOrEqual(PHONE.height);
  expect(next!.height).toBeGreaterThanOrEqual(44);

  // The pulse choices read on one line at 360 px: one row of text, 44 px tall.
  await page.setViewportSize({ width: 360, height: 780 });
  for (const option of await page.locator('.tcm-rxinfo-pulse .arco-radio-button').all()) {
    const box = await option.boundingBox();
    expect(box!.height).toBeGreaterThanOrEqual(44);
    // An inline box has one client rect per line it wraps onto.
    expect(await option.evaluate((el) => (el.querySelector('.arco-radio-button-inner') ?? el).getClientRects().length)).toBe(1);
  }
  expect(await horizontalOverflow(page)).toBeNull();
  expect(await smallTargets(page)).toEqual([]);
  await page.evaluate(() => window.scrollTo(0, 0));
  await snap(page, 'session-360-questionnaire');
  await page.setViewportSize(PHONE);

  await fillPart();
  // The session ends under her: the cookie is gone (it lives one day).
  await context.clearCookies();
  await page.getByRole('button', { name: '下一步' }).click();
  await expectExpiredLogin();
  await snap(page, 'session-390-expired-login');
  expect(await horizontalOverflow(page)).toBeNull();

  await loginWithPassword(page, DOCTOR, DEMO_PASSWORD);
  await page.waitForURL((url) => url.pathname === '/prescriptionInfo');
  await expectAnswersIntact();
  await finish();
});

test('the session revoked on the server: the SMS login comes back too; at 1440 px', async () => {
  await page.setViewportSize(DESKTOP);
  const consult = await consultationForAWomanOf41();
  await openQuestionnaire(consult);
  await fillPart();
  await page.evaluate(() => window.scrollTo(0, 0));
  await snap(page, 'session-1440-questionnaire');

  // Logged out elsewhere (the server ends the session); the browser still holds its cookie.
  const token = (await context.cookies()).find((c) => c.name === 'Admin-Token')!.value;
  expect((await api('POST', '/logout', {}, token)).code).toBe(200);
  await page.getByRole('button', { name: '下一步' }).click();
  await expectExpiredLogin();
  await snap(page, 'session-1440-expired-login');

  await loginWithSms(page, DOCTOR);
  await page.waitForURL((url) => url.pathname === '/prescriptionInfo');
  await expectAnswersIntact();
  await finish();
});

test('another account logging in on that tab sees none of the work; the way back is a same-site path only', async () => {
  const consult = await consultationForAWomanOf41();
  await openQuestionnaire(consult);
  await fillPart();
  await context.clearCookies();
  await page.getByRole('button', { name: '下一步' }).click();
  await expectExpiredLogin();

  await loginWithPassword(page, DEMO_ACCOUNTS.admin.phone, DEMO_PASSWORD);
  await page.waitForURL((url) => url.pathname === '/prescriptionInfo');
  // The doctor's consultation is not the admin's: the page has none.
  await page.getByText('还没有本次咨询的患者和用药信息').waitFor();
  await expect(page.evaluate(() => [sessionStorage.getItem('consultInfo'), sessionStorage.getItem('submitData')])).resolves.toEqual([null, null]);

  // An off-site way back is refused: home, on this site.
  await context.clearCookies();
  await page.goto(`/Login?redirect=${encodeURIComponent('//evil.example/steal')}`);
  await loginWithPassword(page, DOCTOR, DEMO_PASSWORD);
  await page.waitForURL((url) => url.pathname === '/');
  expect(new URL(page.url()).origin).toBe(new URL(baseUrl()).origin);
});
