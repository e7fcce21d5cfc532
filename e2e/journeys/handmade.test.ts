/**
 * Issue 11 §3, 自拟组方: a certified doctor starts a self-composed prescription for a new patient
 * (mode 2 of the start screen), meets spec 3 §5's messages in their order, finds five herbs by
 * their pinyin initials with the keyboard (dg → 当归 …), adds 海藻 beside 甘草 and sees the 十八反
 * pair flagged on both rows and refused (by the page and by the API), removes it, switches to 颗粒
 * (granule grams), reloads without losing anything, confirms and submits, reaches the details,
 * changes a weight there with the part-1 dialog, and opens the prescription sheet. Each new page is
 * also laid out at 1440 and 390 px (handmade-1440-*.png, handmade-390-*.png) with nothing scrolling
 * sideways on the phone.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import type { Patient } from '@tcm/shared';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@tcm/shared/demo';
import { setTokenCookie, snap, useJourney } from '../support/browser';
import { ARTIFACTS } from '../support/paths';
import { api, loginToken } from '../support/portal';
import { waitForPath } from '../support/session';
import { granuleGrams } from '@tcm/api/granules';
import { beijingDate, freshName, shootBothWidths } from '../support/clinic';

let page: Page;
let context: BrowserContext;

useJourney('handmade', (s) => ({ page, context } = s));

const toast = (text: string | RegExp) => page.locator('.arco-message').filter({ hasText: text }).first();
const modal = (text: string) => page.locator('.arco-modal:visible').filter({ hasText: text });

const phoneCheck = (name: string, ready: Locator) => shootBothWidths(page, 'handmade', name, ready);

/** Retries an assertion until it holds (the page updates after a render), failing with its last error after 5 s. */
async function eventually(assertion: () => Promise<void>, ms = 5000): Promise<void> {
  const end = Date.now() + ms;
  for (;;) {
    try {
      await assertion();
      return;
    } catch (error) {
      if (Date.now() > end) throw error;
      await new Promise((r) => setTimeout(r, 100));
    }
  }
}

const count = (loc: Locator, n: number) => eventually(async () => expect(await loc.count()).toBe(n));
const contains = (loc: Locator, text: string) => eventually(async () => expect(await loc.first().textContent()).toContain(text));

/** Types initials into the herb search, checks the first match, takes it with Enter and adds it at `grams` with Enter. */
async function addByInitials(initials: string, expected: string, grams: string, warning?: string): Promise<void> {
  const search = page.getByRole('combobox', { name: '搜索药材' });
  await search.fill('');
  await search.pressSequentially(initials, { delay: 30 });
  const first = page.getByRole('listbox', { name: '匹配的药材' }).getByRole('option').first();
  await first.filter({ hasText: expected }).waitFor();
  expect(await first.getAttribute('aria-selected')).toBe('true');
  if (warning) await first.getByText(warning).waitFor();
  await search.press('Enter');
  expect(await search.inputValue()).toBe(expected);
  const weight = page.getByLabel('药材重量', { exact: true });
  await eventually(async () => expect(await weight.evaluate((el) => el === document.activeElement)).toBe(true));
  await weight.fill(grams);
  await weight.press('Enter');
}

test('a doctor composes five herbs found by pinyin initials, a 十八反 pair is flagged and refused, then submits and opens the sheet', async () => {
  const token = await loginToken(DEMO_ACCOUNTS.doctor.phone, DEMO_PASSWORD);
  await setTokenCookie(context, token);
  const name = freshName('自拟');
  const saved = await api<{ data: Patient }>(
    'POST',
    '/patient/v1',
    // A woman of about 40: 自拟组方 asks her 是否孕妇 (issue 32), whatever year the journey runs in.
    { name, sex: 0, birthday: `${Number(beijingDate(0).slice(0, 4)) - 40}-09-18`, liveArea: '浙江省杭州市西湖区', birthArea: '安徽省亳州市谯城区' },
    token,
  );
  expect(saved.code).toBe(200);

  // The patient list's 去开方 leaves the patient chosen; mode 2 is 自拟组方.
  await page.goto('/Contact');
  await page.evaluate((p) => sessionStorage.setItem('contactList', JSON.stringify([p])), saved.data);
  await page.goto('/addPrescriptionContact?mode=2');
  await page.getByRole('heading', { level: 1, name: '自拟组方' }).waitFor();
  await page.getByTestId('chosen-patient').getByText(name).waitFor();
  const start = beijingDate(2);
  await page.getByLabel('使用日期').fill(start);
  await page.getByLabel('使用天数').fill('7');
  await page.getByRole('button', { name: '开始咨询' }).click();
  await waitForPath(page, '/handmadePrescription');
  await page.getByTestId('handmade-patient').getByText(name).waitFor();
  expect(await page.getByLabel('开始日期').inputValue()).toBe(start);
  expect(await page.getByLabel('结束日期').inputValue()).toBe(beijingDate(8));

  // Spec 3 §5 in its order.
  const next = page.getByRole('button', { name: '下一步' });
  await next.click();
  await toast('请输入诊断结果').waitFor();
  await page.getByLabel('诊断结果').fill('血虚肝郁，脾失健运');
  await next.click();
  await toast('请选择服用时间').waitFor();
  await page.getByRole('group', { name: '服用时间' }).getByText('饭后', { exact: true }).click();
  await next.click();
  await toast('请选择是否孕妇').waitFor();
  await page.getByRole('group', { name: '是否孕妇' }).getByText('否', { exact: true }).click();
  await next.click();
  await toast('请添加处方').waitFor();

  // 请选择药材 when nothing is picked; then five herbs by their initials, keyboard only.
  await page.getByRole('button', { name: '添加', exact: true }).click();
  await toast('请选择药材').waitFor();
  await addByInitials('dg', '当归', '10');
  await addByInitials('cx', '川芎', '6');
  await addByInitials('bs', '白芍', '12');
  await addByInitials('fl', '茯苓', '15');
  await addByInitials('gc', '甘草', '6');
  const rows = page.locator('.tcm-compose-table tbody tr');
  await count(rows, 5);
  await page.getByTestId('compose-total').getByText('合计 5 味').waitFor();
  await contains(page.getByTestId('compose-total'), '49');

  // The same herb twice is refused (at a weight inside 当归's 药典 6～12 g, so that is the rule that answers).
  await addByInitials('dg', '当归', '8');
  await toast('不能选择相同的药材').waitFor();
  await count(rows, 5);

  // 海藻 beside 甘草: the list warns before it is taken, both rows are flagged, 下一步 refuses.
  await addByInitials('hz', '海藻', '10', '与甘草相反/相畏');
  await count(rows, 6);
  await page.getByTestId('herb-row-甘草').getByText('十八反：海藻').waitFor();
  await page.getByTestId('herb-row-海藻').getByText('十八反：甘草').waitFor();
  await page.getByText('甘草与海藻属十八反，不可同用，请删除或更换后再提交').waitFor();
  await next.click();
  await toast('甘草与海藻属十八反，不可同用').waitFor();
  await waitForPath(page, '/handmadePrescription');
  // The API refuses the same pair with the same words.
  const refused = await api(
    'POST',
    '/health/v2/prescription/self/image',
    {
      patientId: saved.data.patientId,
      toDoDay: start,
      takeDays: 7,
      prescriptionBody: {
        disease: '血虚肝郁',
        take_time: '饭后',
        prescriptionList: [
          { key: '甘草', value: 6, index: 1 },
          { key: '海藻', value: 10, index: 2 },
        ],
      },
    },
    token,
  );
  expect(refused).toEqual({ code: 500, msg: '甘草与海藻属十八反，不可同用' });
  await phoneCheck('handmadePrescription-pair', page.getByTestId('herb-row-海藻'));

  // A weight of 0 is named with its herb.
  await page.getByLabel('川芎饮片重量').fill('0');
  await page.getByRole('button', { name: '删除海藻' }).click();
  await count(rows, 5);
  await count(page.getByText('十八反：甘草'), 0);
  await next.click();
  await toast('川芎剂量必须为大于0的数字').waitFor();
  await page.getByLabel('川芎饮片重量').fill('6');

  // 颗粒: granule grams = slice ÷ piecesWeight (当归 10 g ÷ 2.5 = 4 g).
  await page.getByRole('group', { name: '剂型' }).getByText('颗粒', { exact: true }).click();
  await eventually(async () => expect(await page.getByTestId('herb-row-当归').locator('.tcm-compose-table__granule').textContent()).toBe('4'));
  await phoneCheck('handmadePrescription', page.getByTestId('herb-row-甘草'));

  // A reload loses nothing.
  await page.reload();
  await page.getByTestId('herb-row-茯苓').waitFor();
  await count(rows, 5);
  expect(await page.getByLabel('诊断结果').inputValue()).toBe('血虚肝郁，脾失健运');
  await eventually(async () => expect(await page.getByTestId('herb-row-当归').locator('.tcm-compose-table__granule').textContent()).toBe('4'));

  // Confirm, submit, details.
  await next.click();
  await waitForPath(page, '/handmadePrescriptionConfirm');
  await page.getByTestId('handmade-facts').getByText('血虚肝郁，脾失健运').waitFor();
  await contains(page.getByTestId('handmade-facts'), '颗粒');
  await count(page.locator('.tcm-compose-table tbody tr'), 5);
  await phoneCheck('handmadePrescriptionConfirm', page.getByRole('button', { name: '确认提交' }));
  await page.getByRole('button', { name: '确认提交' }).click();
  await toast('操作成功').waitFor();
  await page.waitForURL((url) => url.pathname === '/handmadePrescriptionDetails' && !!url.searchParams.get('visitRecordId'));
  const visitRecordId = Number(new URL(page.url()).searchParams.get('visitRecordId'));
  const card = page.locator('.tcm-rx-card');
  await card.getByText('自拟方').first().waitFor();
  for (const herb of ['当归', '川芎', '白芍', '茯苓', '甘草']) await card.getByText(herb, { exact: true }).waitFor();
  await contains(card, '7 剂');
  await contains(page.getByTestId('handmade-rx-facts'), '饭后');

  // The part-1 dialog changes a weight; the details reload with it.
  await page.getByRole('button', { name: '修改重量甘草' }).click();
  const dialog = modal('修改重量');
  await dialog.getByLabel('新的用量').fill('9');
  await dialog.getByRole('button', { name: '确定修改' }).click();
  await toast('修改成功').waitFor();
  await card.locator('tr', { hasText: '甘草' }).getByText('9g').waitFor();
  await phoneCheck('handmadePrescriptionDetails', card);
  await page.getByRole('tab', { name: '诊断信息' }).click();
  await page.getByRole('table', { name: '颗粒用量' }).getByText('3', { exact: true }).waitFor(); // 甘草 9 g ÷ 3
  await phoneCheck('handmadePrescriptionDetails-diagnosis', page.getByTestId('handmade-usage-facts'));

  // 查看处方笺 → the sheet of this visit.
  await page.getByRole('button', { name: '查看处方笺' }).click();
  await page.waitForURL((url) => url.pathname === '/prescriptionImage' && url.searchParams.get('visitRecordId') === String(visitRecordId));
  // The sheet the API renders for this self-composed visit: its diagnosis, take time and herbs as changed.
  const sheet = await api<{ data: { prescriptionType: string; prescriptions: { name: string; imageUrl: string }[] } }>(
    'GET',
    `/health/v2/prescription/image/${visitRecordId}`,
    undefined,
    token,
  );
  expect(sheet.code).toBe(200);
  expect(sheet.data.prescriptionType).toBe('S');
  const svg = Buffer.from(sheet.data.prescriptions[0].imageUrl.split(',')[1], 'base64').toString('utf8');
  // A 颗粒 prescription is printed in granule grams: 甘草's 9 g of slices, changed above, as granules.
  const granules = `>${Math.round(granuleGrams('甘草', 9) * 100) / 100}g<`;
  for (const text of ['血虚肝郁', '饭后', '颗粒剂，开水冲服', '当归', '甘草', granules]) expect(svg).toContain(text);
  // The sheet page shows the image the API rendered, and Chromium prints it to PDF.
  const image = page.getByRole('img', { name: '自拟方处方笺' });
  await image.waitFor();
  await eventually(async () => expect(await image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true));
  await snap(page, 'handmade-1440-prescriptionImage');
  const pdf = await page.pdf({ format: 'A5' });
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  writeFileSync(path.join(ARTIFACTS, 'handmade-prescription.pdf'), pdf);
});
