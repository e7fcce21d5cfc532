/**
 * Issue 11 §2 and §4, 通用方 and the prescription sheet: a certified doctor opens 二十四节气通用方 from
 * the home grid, picks a new patient, a start date and days, submits the general prescription
 * (通用方信息), sees ¥0.00 on 信息确认 and pays it with 公共账户 (确认支付 → 支付成功 →
 * /GeneralPrescription), reads the solar term's formula, switches the four views, replaces a herb
 * and changes a weight through the v2 calls, generates the sheet (/prescriptionImage), checks the
 * SVG the API rendered holds the herbs as they are now, and prints that sheet to PDF (Chromium's
 * page.pdf with the page's print CSS): one A5 portrait page. Each new page is laid out at 1440 and
 * 390 px (general-1440-*.png, general-390-*.png) with nothing scrolling sideways on the phone.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import type { CommonPrescriptionResponse, Patient } from '@tcm/shared';
import { doseRange } from '@tcm/shared/clinic';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@tcm/shared/demo';
import { setTokenCookie, snap, useJourney } from '../support/browser';
import { ARTIFACTS } from '../support/paths';
import { api, loginToken } from '../support/portal';
import { waitForPath } from '../support/session';
import { DESKTOP, beijingDate, freshName, shootBothWidths } from '../support/clinic';

let page: Page;
let context: BrowserContext;

useJourney('general', (s) => ({ page, context } = s));

const toast = (text: string | RegExp) => page.locator('.arco-message').filter({ hasText: text }).first();
const modal = (text: string) => page.locator('.arco-modal:visible').filter({ hasText: text });

const phoneCheck = (name: string, ready: Locator) => shootBothWidths(page, 'general', name, ready);

/** Switches the views' radio (button-styled: the input itself is hidden). */
const view = (name: string) => page.locator('.tcm-general__switch .arco-radio-button', { hasText: name }).click();

/** The herbs of the first prescription as the page shows them, in order. */
async function shownHerbs(): Promise<string[]> {
  return page.locator('[data-testid="herb-pairs"] td.tcm-herb-pairs__name .tcm-herb-pairs__herb').allInnerTexts();
}

test('a doctor completes a general prescription paid by the public account, switches views, replaces a herb and prints its sheet', async () => {
  const token = await loginToken(DEMO_ACCOUNTS.doctor.phone, DEMO_PASSWORD);
  await setTokenCookie(context, token);
  const name = freshName('节');
  const saved = await api<{ data?: Patient }>(
    'POST',
    '/patient/v1',
    { name, sex: 1, birthday: '1979-09-09', liveArea: '浙江省杭州市西湖区', birthArea: '浙江省杭州市西湖区' },
    token,
  );
  expect(saved.code).toBe(200);
  const patientId = saved.data!.patientId;

  // The home grid's 二十四节气通用方 → the start screen titled 通用方.
  await page.setViewportSize(DESKTOP);
  await page.goto('/');
  await page.locator('.service-card', { hasText: '二十四节气通用方' }).click();
  await page.waitForURL((url) => url.pathname === '/addPrescriptionContact' && url.searchParams.get('serviceIndex') === '-1');
  await page.getByRole('heading', { level: 1, name: '通用方' }).waitFor();
  await page.getByLabel('搜索患者').fill(name);
  await page.getByLabel('搜索患者').press('Enter');
  await page.getByRole('button', { name: `选择${name}` }).click();
  await page.getByTestId('chosen-patient').getByText(name).waitFor();
  const start = beijingDate(3);
  await page.getByLabel('使用日期').fill(start);
  await page.getByLabel('使用天数').fill('5');
  await page.getByRole('button', { name: '开始咨询' }).click();

  // 通用方信息: read-only basics and usage, then 提交通用方信息.
  await waitForPath(page, '/GeneralPrescriptionInfo');
  await page.getByTestId('patient-basics').getByText(name).waitFor();
  await page.getByTestId('usage-info').getByText(start).waitFor();
  await phoneCheck('GeneralPrescriptionInfo', page.getByRole('button', { name: '提交通用方信息' }));
  await page.getByRole('button', { name: '提交通用方信息' }).click();

  // 信息确认: the amount is 0, 公共账户 chosen, 确认支付 → 支付成功 → the general prescription.
  await waitForPath(page, '/GeneralPrescriptionResult');
  await page.getByTestId('price').getByText('¥0.00').waitFor();
  await page.getByRole('radio', { name: '公共账户' }).check();
  expect(await page.getByRole('radio', { name: '患者扫码支付' }).isChecked()).toBe(false);
  await phoneCheck('GeneralPrescriptionResult', page.getByRole('button', { name: '确认支付' }));
  await page.getByRole('button', { name: '确认支付' }).click();
  await toast('支付成功').waitFor();
  await page.waitForURL((url) => url.pathname === '/GeneralPrescription' && url.searchParams.get('patientId') === String(patientId));
  const visitRecordId = Number(new URL(page.url()).searchParams.get('visitRecordId'));
  expect(visitRecordId).toBeGreaterThan(0);

  // What the server says this visit is: the formula of the start date's solar term.
  const common = await api<{ data: CommonPrescriptionResponse }>('POST', '/health/v2/commonPrescription', { visitRecordId }, token);
  expect(common.code).toBe(200);
  const term = common.data.solarTerm;
  expect(common.data.prescriptionType).toBe('G');
  expect(common.data.price).toBe(0);
  expect(common.data.prescriptionInfos[0].name).toBe(term.formula);

  // 处方信息: 支付成功, the patient, the symptom table by 焦, the formula's tab, herbs two a row, the footer.
  await page.getByRole('status').getByText('支付成功').waitFor();
  const symptoms = page.getByTestId('symptom-table');
  for (const group of ['基本信息', '上焦', '中焦', '下焦']) await symptoms.getByRole('rowheader', { name: group }).waitFor();
  await page.getByRole('tab', { name: term.formula }).waitFor();
  const footer = page.getByTestId('rx-footer');
  await footer.getByText(`共 ${common.data.prescriptionInfos[0].prescription.length} 味`).waitFor();
  await footer.getByText('5 天').waitFor();
  await phoneCheck('GeneralPrescription', page.getByTestId('herb-pairs'));

  // The four views.
  await view('针灸信息');
  await page.getByTestId('related-A').waitFor();
  await view('健康预测信息');
  await page.getByTestId('related-D').waitFor();
  await view('通用方信息');
  await page.getByTestId('solar-term').getByText(term.name, { exact: false }).first().waitFor();
  await page.getByTestId('solar-term').getByText(term.formula).waitFor();
  await page.getByTestId('related-G').waitFor();
  await snap(page, 'general-1440-GeneralPrescription-views');
  await view('处方信息');
  await page.getByTestId('herb-pairs').waitFor();

  // 更换药材 through the v2 calls: the first herb that has a replacement.
  const before = await shownHerbs();
  let replaced: { from: string; to: string } | null = null;
  for (const herb of before) {
    await page.getByRole('button', { name: `${herb} 更换或修改重量` }).click();
    await page.locator('.arco-dropdown-menu-item:visible', { hasText: '更换药材' }).click();
    const dialog = modal('更换药材');
    const opened = await dialog
      .waitFor({ timeout: 3000 })
      .then(() => true)
      .catch(() => false);
    if (!opened) {
      await toast('无可更换药品').waitFor();
      continue;
    }
    const option = dialog.locator('.arco-radio-button').first();
    const to = (await option.innerText()).trim();
    await option.click();
    await dialog.getByRole('button', { name: '确定更换' }).click();
    await toast('修改成功').waitFor();
    await dialog.waitFor({ state: 'hidden' });
    replaced = { from: herb, to };
    break;
  }
  expect(replaced).not.toBeNull();
  await page.getByRole('button', { name: `${replaced!.to} 更换或修改重量` }).waitFor();
  expect(await shownHerbs()).not.toContain(replaced!.from);

  // 修改重量 of the new herb: the top of its 药典 range.
  const newGrams = Math.floor(doseRange(replaced!.to)!.max);
  await page.getByRole('button', { name: `${replaced!.to} 更换或修改重量` }).click();
  await page.locator('.arco-dropdown-menu-item:visible', { hasText: '修改重量' }).click();
  const weight = modal('修改重量');
  await weight.getByLabel('新的用量').fill(String(newGrams));
  await weight.getByRole('button', { name: '确定修改' }).click();
  await toast('修改成功').waitFor();
  await page
    .locator('[data-testid="herb-pairs"] tr', { hasText: replaced!.to })
    .locator('td.tcm-herb-pairs__weight', { hasText: `${newGrams}g` })
    .first()
    .waitFor();

  // 生成处方 → the sheet: the SVG the API rendered holds the herbs as they are now.
  await page.getByRole('button', { name: '生成处方' }).click();
  await page.waitForURL((url) => url.pathname === '/prescriptionImage' && url.searchParams.get('visitRecordId') === String(visitRecordId));
  const sheet = page.getByTestId('sheet').first();
  const image = sheet.getByRole('img', { name: `${term.formula}处方笺` });
  await image.waitFor();
  await page.waitForFunction(() => {
    const img = document.querySelector<HTMLImageElement>('.tcm-sheet__image');
    return !!img && img.complete && img.naturalWidth > 0;
  });
  await sheet.getByRole('button', { name: `${term.formula}配送` }).waitFor();
  const src = (await image.getAttribute('src'))!;
  expect(src.startsWith('data:image/svg+xml;base64,')).toBe(true);
  const svg = Buffer.from(src.slice('data:image/svg+xml;base64,'.length), 'base64').toString('utf8');
  expect(svg).toContain(name);
  expect(svg).toContain(`>${replaced!.to}<`);
  expect(svg).toContain(`>${newGrams}g<`);
  expect(svg).not.toContain(`>${replaced!.from}<`);
  for (const herb of before.filter((h) => h !== replaced!.from)) expect(svg).toContain(`>${herb}<`);
  expect(svg).toContain('李时珍');
  expect(svg).toContain('aria-label="就诊二维码"');
  await phoneCheck('prescriptionImage', sheet);

  // 打印: only this sheet, A5 portrait, without the portal. The browser's print dialog is replaced by
  // Chromium's PDF of the print media, taken while the page marks the sheet it prints.
  await page.evaluate(() => {
    (window as unknown as { print: () => void }).print = () => {
      (window as unknown as { printed: number }).printed = ((window as unknown as { printed?: number }).printed ?? 0) + 1;
    };
  });
  await sheet.getByRole('button', { name: `打印${term.formula}` }).click();
  await page.locator('.tcm-sheet.is-printing').waitFor({ state: 'attached' });
  expect(await page.evaluate(() => (window as unknown as { printed?: number }).printed)).toBe(1);
  const pdf = await page.pdf({ preferCSSPageSize: true, printBackground: true });
  writeFileSync(path.join(ARTIFACTS, 'screens', 'general-sheet.pdf'), pdf);
  const text = pdf.toString('latin1');
  const pages = text.match(/\/Type\s*\/Page[^s]/g) ?? [];
  expect(pages).toHaveLength(1);
  // A5 portrait: 148 × 210 mm = 419.53 × 595.28 pt.
  const box = /\/MediaBox\s*\[\s*0\s+0\s+([\d.]+)\s+([\d.]+)\s*\]/.exec(text);
  expect(box).not.toBeNull();
  expect(Math.abs(Number(box![1]) - 419.5)).toBeLessThan(2);
  expect(Math.abs(Number(box![2]) - 595.3)).toBeLessThan(2);
  // The page holds the sheet as drawn text (the SVG's <text>), not a picture of it.
  await page.emulateMedia({ media: 'print' });
  await snap(page, 'general-print-media');
  expect(await page.locator('.shell-header').isVisible()).toBe(false);
  expect(await page.getByRole('button', { name: '关闭' }).isVisible()).toBe(false);
  expect(await image.isVisible()).toBe(true);
  await page.emulateMedia({ media: 'screen' });

  // 关闭 goes back to the prescription.
  await page.getByRole('button', { name: '关闭' }).click();
  await waitForPath(page, '/GeneralPrescription');
});

test('the sheet of another doctor’s visit answers like a missing one, and an unpaid visit has none', async () => {
  const token = await loginToken(DEMO_ACCOUNTS.doctor.phone, DEMO_PASSWORD);
  const mine = await api<{ data?: Patient }>(
    'POST',
    '/patient/v1',
    { name: freshName('笺'), sex: 0, birthday: '1990-02-02', liveArea: '浙江省杭州市西湖区', birthArea: '浙江省杭州市西湖区' },
    token,
  );
  const patientId = mine.data!.patientId;
  const general = await api<{ data: { visitRecordId: number } }>(
    'POST',
    '/health/v1/granulesPrice',
    { patientId, toDoDay: beijingDate(2), takeDays: 3 },
    token,
  );
  expect(general.code).toBe(200);
  // The owner reads it; the superadmin (another user) gets what a missing visit gets, in the page too.
  const own = await api<{ data: { prescriptions: unknown[] } }>('GET', `/health/v2/prescription/image/${general.data.visitRecordId}`, undefined, token);
  expect(own.code).toBe(200);
  expect(own.data.prescriptions).toHaveLength(1);
  const other = await loginToken(DEMO_ACCOUNTS.superadmin.phone, DEMO_PASSWORD);
  await setTokenCookie(context, other);
  await page.goto(`/prescriptionImage?visitRecordId=${general.data.visitRecordId}`);
  await toast('问诊记录不存在').waitFor();
  await page.getByText('处方笺获取失败').waitFor();
  expect(await page.getByTestId('sheet').count()).toBe(0);

  // A 智能 visit priced but not paid has no sheet yet.
  const { defaultInquiry } = await import('@tcm/shared/clinic');
  const unpaid = await api<{ data: { visitRecordId: number; freeFlag: boolean } }>(
    'POST',
    '/health/v1/price',
    { patientId, toDoDay: beijingDate(2), takeDays: 3, inquiryInfo: defaultInquiry() },
    token,
  );
  expect(unpaid.code).toBe(200);
  expect(unpaid.data.freeFlag).toBe(false);
  const refused = await api('GET', `/health/v2/prescription/image/${unpaid.data.visitRecordId}`, undefined, token);
  expect(refused).toEqual({ code: 500, msg: '请先完成支付' });
});
