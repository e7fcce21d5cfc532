/**
 * Issue 11 §1, the services: the demo doctor runs 健康预测 (1), 针灸 (4) and 六气饮 (11) from the home
 * grid for a patient found in the picker, reads each result (which survives a reload), opens an
 * acupoint's dialog from the 针灸 result and sees where the point is; 六气饮 refuses 31 days; 定制养生茶
 * (9) goes on with 下一步 to /CUSTOMIZEDPrescription of the visit it made. An
 * ordinary user may run 健康预测 but is refused 六气饮 and 定制养生茶 on the grid, on the page opened
 * directly and by the API. Each page is laid out at 1440 and 390 px: screenshots
 * (services-<width>-<page>.png) and no sideways scrolling on the phone.
 */
import path from 'node:path';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import type { AcupointDetail, Patient } from '@tcm/shared';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@tcm/shared/demo';
import { setTokenCookie, snap, useJourney } from '../support/browser';
import { horizontalOverflow } from '../support/layout';
import { ARTIFACTS } from '../support/paths';
import { api, loginToken } from '../support/portal';
import { waitForPath } from '../support/session';
import { DESKTOP, PHONE, beijingDate, freshName } from '../support/clinic';

let page: Page;
let context: BrowserContext;

useJourney('services', (s) => ({ page, context } = s));

async function signIn(who: 'doctor' | 'user'): Promise<string> {
  const token = await loginToken(DEMO_ACCOUNTS[who].phone, DEMO_PASSWORD);
  await setTokenCookie(context, token);
  return token;
}

async function newPatient(token: string, prefix: string): Promise<Patient> {
  const saved = await api<{ data?: Patient }>(
    'POST',
    '/patient/v1',
    { name: freshName(prefix), sex: 1, birthday: '1968-03-21', liveArea: '浙江省杭州市西湖区', birthArea: '湖北省黄冈市蕲春县' },
    token,
  );
  expect(saved.code).toBe(200);
  return saved.data!;
}

const toast = (text: string | RegExp) => page.locator('.arco-message').filter({ hasText: text }).first();
const heading = (name: string) => page.getByRole('heading', { level: 1, name });

/** This page at 1440 and at 390 px: screenshots to look at, and nothing scrolls sideways on the phone. */
async function layoutCheck(name: string, ready: Locator): Promise<void> {
  await ready.first().waitFor();
  await page.evaluate(() => window.scrollTo(0, 0));
  await snap(page, `services-1440-${name}`);
  await page.setViewportSize(PHONE);
  await ready.first().waitFor();
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForTimeout(300); // layout after the resize (Arco tables measure themselves)
  await snap(page, `services-390-${name}`);
  expect(await horizontalOverflow(page)).toBeNull();
  await page.setViewportSize(DESKTOP);
}

/** From the home grid to the start page of a service. */
async function openFromHome(index: number, title: string): Promise<void> {
  await page.goto('/');
  await page.getByTestId(`service-${index}`).click();
  await page.waitForURL((url) => url.pathname === '/addServiceContact' && url.searchParams.get('serviceIndex') === String(index));
  await heading(title).waitFor();
}

/** Finds the patient in the picker by name and chooses them. */
async function choosePatient(name: string): Promise<void> {
  await page.getByLabel('搜索患者').fill(name);
  await page.getByLabel('搜索患者').press('Enter');
  await page.getByRole('button', { name: `选择${name}` }).click();
  await page.getByTestId('chosen-patient').getByText(name).waitFor();
}

async function startQuery(): Promise<void> {
  await page.getByRole('button', { name: '开始查询' }).click();
  await waitForPath(page, '/serviceResult');
}

test('a doctor runs 健康预测, 针灸 and 六气饮 from the home grid and opens an acupoint’s details', async () => {
  const token = await signIn('doctor');
  const patient = await newPatient(token, '韩');
  const listed = await api<{ data: AcupointDetail[] }>('GET', '/business/acupointDetails/listAll', undefined, token);
  expect(listed.code).toBe(200);
  const details = new Map(listed.data.map((p) => [p.nameAcup, p]));

  // 健康预测: patient, start date and days; the result, and again after a reload.
  await openFromHome(1, '健康预测');
  await page.getByRole('button', { name: '开始查询' }).click();
  await toast('请先添加患者信息').waitFor();
  await choosePatient(patient.name);
  await page.getByLabel('开始日期').fill(beijingDate(3));
  await page.getByLabel('天数').fill('7');
  await layoutCheck('addServiceContact-1', page.getByRole('button', { name: '开始查询' }));
  await startQuery();
  await heading('健康预测').waitFor();
  const summary = page.getByTestId('service-summary');
  await summary.getByText(patient.name).waitFor();
  await summary.getByText(beijingDate(3)).waitFor();
  await summary.getByText('7 天').waitFor();
  expect(await page.locator('.tcm-frame__section').count()).toBeGreaterThan(1);
  const firstLine = (await page.locator('.tcm-svc-result__lines p').first().textContent())!;
  expect(firstLine.length).toBeGreaterThan(4);
  await page.reload();
  await heading('健康预测').waitFor();
  await page.locator('.tcm-svc-result__lines p').first().getByText(firstLine.slice(0, 6)).waitFor();
  await layoutCheck('serviceResult-1', page.locator('.tcm-svc-result__lines p'));

  // 针灸: days left empty (the standard course); every point of the result is a link.
  await openFromHome(4, '针灸');
  await choosePatient(patient.name);
  await page.getByLabel('开始日期').fill(beijingDate(3));
  await layoutCheck('addServiceContact-4', page.getByRole('button', { name: '开始查询' }));
  await startQuery();
  await heading('针灸').waitFor();
  const links = page.locator('button.tcm-acup-link');
  await links.first().waitFor();
  const names = await links.allTextContents();
  expect(names.length).toBeGreaterThan(2);
  for (const name of names) expect(details.has(name)).toBe(true);
  await layoutCheck('serviceResult-4', links);

  const name = names[0];
  const detail = details.get(name)!;
  await links.first().click();
  const dialog = page.locator('.arco-modal:visible').filter({ hasText: '标准定位' });
  await dialog.waitFor();
  await dialog.locator('[data-field="nameAcup"]').getByText(name, { exact: true }).waitFor();
  for (const field of ['pinyin', 'channels', 'positionSta', 'position2', 'acupGet'] as const) {
    expect(await dialog.locator(`[data-field="${field}"]`).textContent()).toBe(detail[field] || '暂无记录');
  }
  expect(detail.positionSta.length).toBeGreaterThan(4);
  // The visible screen only: the dialog over a long page.
  await page.screenshot({ path: path.join(ARTIFACTS, 'screens', 'services-1440-acupoint-dialog.png') });
  await page.setViewportSize(PHONE);
  await page.waitForTimeout(300);
  const box = (await dialog.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(16 - 1);
  expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width - 16 + 1);
  await page.screenshot({ path: path.join(ARTIFACTS, 'screens', 'services-390-acupoint-dialog.png') });
  await page.setViewportSize(DESKTOP);
  await dialog.getByRole('button', { name: '关闭' }).click();
  await dialog.waitFor({ state: 'hidden' });

  // 六气饮: at most 30 days.
  await openFromHome(11, '六气饮');
  await choosePatient(patient.name);
  await page.getByLabel('开始日期').fill(beijingDate(3));
  await page.getByLabel('天数').fill('31');
  await page.getByRole('button', { name: '开始查询' }).click();
  await toast('天数不能超过30天').waitFor();
  expect(new URL(page.url()).pathname).toBe('/addServiceContact');
  await page.getByLabel('天数').fill('30');
  await toast('天数不能超过30天').waitFor({ state: 'hidden' }); // not over the result's screenshots
  await startQuery();
  await heading('六气饮').waitFor();
  await page.getByTestId('service-summary').getByText('30 天').waitFor();
  await layoutCheck('serviceResult-11', page.locator('.tcm-svc-result__lines p'));

  // 定制养生茶 leads on with 下一步 to the custom tea page of the visit it created (commerce, by path).
  await openFromHome(9, '定制养生茶');
  await choosePatient(patient.name);
  await page.getByLabel('开始日期').fill(beijingDate(3));
  await page.getByLabel('天数').fill('30');
  await startQuery();
  await heading('定制养生茶').waitFor();
  // The heading shows while the result loads; 下一步 comes with the result (counting at once raced it).
  const next = page.getByRole('button', { name: '下一步' });
  await next.waitFor();
  expect(await next.count()).toBe(1);
  await next.click();
  await page.waitForURL((url) => url.pathname === '/CUSTOMIZEDPrescription' && /^\d+$/.test(url.searchParams.get('visitRecordId') ?? ''));
});

test('an ordinary user may run 健康预测 but is refused 六气饮 and 定制养生茶: on the grid, on the page and by the API', async () => {
  const token = await signIn('user');
  const patient = await newPatient(token, '邵');

  await page.goto('/');
  await page.getByTestId('service-11').click();
  await toast('没有开方权限').waitFor();
  expect(new URL(page.url()).pathname).toBe('/');

  for (const [index, title] of [
    [11, '六气饮'],
    [9, '定制养生茶'],
  ] as const) {
    await page.goto(`/addServiceContact?serviceIndex=${index}`);
    await heading(title).waitFor();
    await page
      .getByTestId('service-refused')
      .getByText(/没有开方权限/)
      .waitFor();
    expect(await page.getByRole('button', { name: '开始查询' }).count()).toBe(0);
  }
  await layoutCheck('refused-9', page.getByTestId('service-refused'));

  const refused = await api('POST', '/health/v1/liuQiYin', { patientId: patient.patientId, toDoDay: beijingDate(3), takeDays: 7 }, token);
  expect(refused.code).not.toBe(200);
  expect(refused.msg).toBeTruthy();

  await openFromHome(1, '健康预测');
  await choosePatient(patient.name);
  await page.getByLabel('开始日期').fill(beijingDate(2));
  await page.getByLabel('天数').fill('3');
  await startQuery();
  await heading('健康预测').waitFor();
  await page.getByTestId('service-summary').getByText(patient.name).waitFor();
});
