/**
 * Issue 10 journeys: a certified doctor keeps a patient (lunar birthday through the birth date
 * dialog), starts a consultation, fills the questionnaire, gets the price and has the patient pay
 * by WeChat QR on a phone (a second, logged-out page at 390 px opens the QR's URL and confirms),
 * lands on /Prescription after 支付成功, reads the four tabs, replaces a herb and changes a weight
 * and still sees both after a reload (the card's 药费 then says why it moved). 信息确认 opened with
 * drafts but no price asks for it, shows what the price is made of, and the public account pays
 * once the amount is confirmed. An ordinary user gets 没有开方权限 (and the guard); deleting a
 * patient asks first. Each consultation page is also laid out at 390 px: a screenshot
 * (clinic-390-<page>.png) and no sideways scrolling.
 */
import path from 'node:path';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import type { ConsultInfo, Patient } from '@tcm/shared';
import { defaultInquiry, doseRange } from '@tcm/shared/clinic';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@tcm/shared/demo';
import { newContext, setTokenCookie, snap, useJourney } from '../support/browser';
import { horizontalOverflow } from '../support/layout';
import { ARTIFACTS } from '../support/paths';
import { api, loginToken } from '../support/portal';
import { waitForPath } from '../support/session';
import { DESKTOP, PHONE, beijingDate, freshName, shootBothWidths } from '../support/clinic';
import { fenOf, shownBreakdown } from '../support/money';

/** A herb's cell in the result's herb table: its name, and the 药典's toxicity label when it has one (附子有毒). */
const herbCell = (scope: Locator, name: string) => scope.getByRole('cell', { name: new RegExp(`^${name}\\s*(大毒|有毒|小毒)?$`) });

let page: Page;
let context: BrowserContext;
let browser: Browser;

useJourney('clinic', (s) => ({ page, context, browser } = s));

async function signIn(who: 'doctor' | 'user'): Promise<string> {
  const token = await loginToken(DEMO_ACCOUNTS[who].phone, DEMO_PASSWORD);
  await setTokenCookie(context, token);
  return token;
}

/** Where snap() puts screenshots, for the ones of the visible screen only (a dialog over a long page). */
const screenPath = (name: string) => path.join(ARTIFACTS, 'screens', `${name}.png`);

const phoneCheck = (name: string, ready: Locator) => shootBothWidths(page, 'clinic', name, ready);

async function pickRegion(picker: Locator, names: string[]): Promise<void> {
  await picker.click();
  for (const name of names) {
    await page.locator('.arco-cascader-popup:visible .arco-cascader-list-item', { hasText: name }).first().click();
  }
  // The next picker's popup must not be confused with this one while it fades out.
  await page.locator('.arco-cascader-popup:visible').waitFor({ state: 'hidden' });
}

/** Picks one option of a searchable Arco Select by its exact label (typed first: long lists are virtual). */
async function pickOption(select: Locator, label: string): Promise<void> {
  await select.click();
  await page.keyboard.type(label);
  await page
    .locator('.arco-select-popup:visible .arco-select-option')
    .filter({ hasText: new RegExp(`^${label}$`) })
    .first()
    .click();
}

/** The dialog on screen holding this text (closed Arco dialogs may stay in the document, hidden). */
const modal = (text: string) => page.locator('.arco-modal:visible').filter({ hasText: text });

const toast = (text: string | RegExp) => page.locator('.arco-message').filter({ hasText: text }).first();

test('a doctor prescribes for a new patient with a lunar birthday, the patient pays by WeChat QR on a phone, the doctor changes a herb and a weight', async () => {
  await signIn('doctor');
  const name = freshName('林');

  // /Contact: 新建患者 with a lunar birthday (1987 闰六月初五 = 1987-07-30) from the birth date dialog.
  await page.goto('/Contact');
  await page.getByRole('button', { name: /新建患者/ }).click();
  const form = modal('新建患者');
  await form.getByLabel('姓名').fill(name);
  await form.getByRole('button', { name: /^出生日期/ }).click();
  const birth = modal('选择出生日期');
  await birth.getByText('农历', { exact: true }).click();
  const parts = birth.locator('.tcm-birth-part');
  await pickOption(parts.nth(0), '1987年');
  await pickOption(parts.nth(1), '闰六月');
  await pickOption(parts.nth(2), '初五');
  await birth.getByText('公历 1987-07-30').waitFor();
  await birth.getByRole('button', { name: '确定' }).click();
  await form.getByRole('button', { name: '出生日期 1987-07-30' }).waitFor();
  await form.getByLabel('手机号').fill('13955550001');
  const areas = form.getByTestId('region-cascader');
  await pickRegion(areas.nth(0), ['浙江省', '杭州市', '西湖区']);
  await pickRegion(areas.nth(1), ['湖北省', '黄冈市', '蕲春县']);
  await form.getByRole('button', { name: '保存' }).click();
  await toast('添加成功').waitFor();
  const row = page.locator('tr', { hasText: name });
  await row.getByText('1987-07-30').waitFor();
  await row.getByText('一九八七年闰六月初五').waitFor();

  // 去开方 → the start screen with this patient; start date and days; 开始咨询.
  await row.getByRole('button', { name: `去开方${name}` }).click();
  await page.waitForURL((url) => url.pathname === '/addPrescriptionContact');
  await page.getByTestId('chosen-patient').getByText(name).waitFor();
  const start = beijingDate(2);
  await page.getByLabel('使用日期').fill(start);
  await page.getByLabel('使用天数').fill('7');
  await phoneCheck('addPrescriptionContact', page.getByRole('button', { name: '开始咨询' }));
  await page.getByRole('button', { name: '开始咨询' }).click();

  // /prescriptionInfo: defaults, a wrong reading refused, then answers; a reload keeps them.
  await waitForPath(page, '/prescriptionInfo');
  const pregnant = page.getByRole('group', { name: '是否孕妇' });
  expect(await pregnant.getByRole('radio', { name: '否' }).isChecked()).toBe(true);
  await page.getByLabel('体温').fill('365');
  await page.getByRole('button', { name: '下一步' }).click();
  await toast('请输入正确的体温（34-43℃，最多一位小数）').waitFor();
  await page.getByLabel('体温').fill('36.8');
  await page.getByLabel('主诉').fill('两胁胀痛一周，口苦，胃脘胀满');
  await page.getByRole('group', { name: '左关' }).getByText('太过', { exact: true }).click();
  for (const [group, symptom] of [
    ['头', '头痛'],
    ['口', '口苦'],
    ['肝胆', '胁肋胀痛'],
    ['胃', '胃脘胀满'],
  ]) {
    await page.getByRole('group', { name: group, exact: true }).getByText(symptom, { exact: true }).click();
  }
  await page.reload();
  await page.getByLabel('主诉').waitFor();
  expect(await page.getByLabel('体温').inputValue()).toBe('36.8');
  expect(await page.getByRole('group', { name: '肝胆', exact: true }).getByRole('checkbox', { name: '胁肋胀痛' }).isChecked()).toBe(true);
  await phoneCheck('prescriptionInfo', page.getByRole('button', { name: '下一步' }));
  await page.getByRole('button', { name: '下一步' }).click();

  // /prescriptionResult: the summary and the price; the patient pays by WeChat on their phone.
  await waitForPath(page, '/prescriptionResult');
  await page
    .getByTestId('inquiry-summary')
    .getByText(/胁肋胀痛/)
    .waitFor();
  const price = (await page.getByTestId('price').textContent())!;
  expect(price).toMatch(/^¥\d+\.\d{2}$/);
  await phoneCheck('prescriptionResult', page.getByRole('button', { name: '患者微信扫码支付' }));

  // The QR dialog opened on a phone fits it (what a doctor on a phone would show the patient).
  await page.setViewportSize(PHONE);
  await page.getByRole('button', { name: '患者微信扫码支付' }).click();
  const dialog = page.getByTestId('wechat-pay-dialog');
  await dialog.getByRole('img', { name: '微信支付二维码' }).waitFor();
  await page.waitForTimeout(400); // the dialog's opening animation
  const box = (await modal('微信扫码支付').boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(15);
  expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width - 15);
  expect(await horizontalOverflow(page)).toBeNull();
  await page.screenshot({ path: screenPath('clinic-390-wechat-pay-dialog') });
  await page.setViewportSize(DESKTOP);
  expect(await dialog.getByTestId('pay-amount').textContent()).toBe(price);
  const qrUrl = (await dialog.getByTestId('pay-url').getAttribute('href'))!;
  expect(qrUrl).toMatch(/^http:\/\/.+\/sandbox\/wechat-pay\/.+/);

  // The phone: no session of the portal, 390 px wide, opens what the QR encodes.
  const phone = await newContext(browser);
  try {
    const payer = await phone.newPage();
    await payer.setViewportSize(PHONE);
    await payer.goto(qrUrl);
    await payer.getByText(price).first().waitFor();
    await snap(payer, 'clinic-390-sandbox-wechat-pay');
    await payer.getByRole('button', { name: '确认支付' }).click();
    await payer.getByText('支付成功').first().waitFor();
  } finally {
    await phone.close();
  }

  // Within a poll (3 s): 支付成功, the dialog closes, /Prescription one second later.
  await toast('支付成功').waitFor({ timeout: 10_000 });
  await page.waitForURL((url) => url.pathname === '/Prescription' && !!url.searchParams.get('visitRecordId') && !!url.searchParams.get('patientId'));

  // The four tabs.
  const rx = page.locator('.tcm-rx-card').first();
  await rx.waitFor();
  await rx.locator('.tcm-herbs tbody tr').first().waitFor();
  for (const [tab, kind] of [
    ['针灸信息', 'A'],
    ['健康预测信息', 'D'],
    ['通用方信息', 'G'],
  ]) {
    await page.getByRole('tab', { name: tab }).click();
    const content = page.getByTestId(`related-${kind}`);
    await content.locator('h3').waitFor();
    expect((await content.textContent())!.length).toBeGreaterThan(10);
    await snap(page, `clinic-1440-Prescription-${kind}`);
  }
  await page.getByRole('tab', { name: '开方信息' }).click();
  await phoneCheck('Prescription', rx);

  // 更换药材: the first herb of the first prescription that has a replacement.
  // The name's own span: a toxic herb's cell also holds its 药典 label (附子 有毒).
  const herbs = (await rx.locator('.tcm-herbs tbody tr .tcm-herbs__name').allTextContents()).map((h) => h.trim());
  let replaced: { from: string; to: string } | null = null;
  const noneToasts = page.locator('.arco-message').filter({ hasText: '无可更换药品' });
  for (const herb of herbs) {
    const before = await noneToasts.count();
    await rx.getByRole('button', { name: `更换药材${herb}` }).click();
    const opened = modal('请选择替换的药材');
    const outcome = await Promise.race([
      opened.waitFor().then(() => 'dialog' as const),
      noneToasts
        .nth(before)
        .waitFor()
        .then(() => 'none' as const),
    ]);
    if (outcome === 'none') continue;
    const option = opened.locator('.arco-radio-button').first();
    const to = (await option.textContent())!.trim();
    await option.click();
    expect(await opened.getByRole('alert').count()).toBe(0);
    await opened.getByRole('button', { name: '确定更换' }).click();
    await toast('修改成功').waitFor();
    replaced = { from: herb, to };
    break;
  }
  expect(replaced).not.toBeNull();
  await herbCell(rx, replaced!.to).waitFor();

  // 修改重量: the next herb, refused weights first (spec 2's 1-999 g, then the herb's 药典 range, said while
  // typing), then one gram more (or less, at the top of the range).
  const weightRow = rx.locator('.tcm-herbs tbody tr').nth(1);
  const weightHerb = (await weightRow.locator('.tcm-herbs__name').textContent())!.trim();
  const oldGrams = parseInt((await weightRow.locator('td').nth(2).textContent())!, 10);
  const range = doseRange(weightHerb)!;
  const newGrams = oldGrams + 1 <= range.max ? oldGrams + 1 : oldGrams - 1;
  await rx.getByRole('button', { name: `修改重量${weightHerb}` }).click();
  const weightDialog = modal('新的用量');
  await weightDialog.getByLabel('新的用量').fill('0');
  await weightDialog.getByRole('button', { name: '确定修改' }).click();
  await toast('药材重量必须是1-999之间的整数').waitFor();
  await weightDialog.getByLabel('新的用量').fill('999');
  await weightDialog
    .getByRole('alert')
    .getByText(`${weightHerb}的用量超出${range.pharmacopoeia ? '药典' : '常用量'}范围`)
    .waitFor();
  await weightDialog.getByLabel('新的用量').fill(String(newGrams));
  await weightDialog.getByRole('button', { name: '确定修改' }).click();
  await toast('修改成功').waitFor();
  await weightRow.getByText(`${newGrams}g`).waitFor();

  // Both survive a reload (they are the server's, not the page's).
  await page.reload();
  const again = page.locator('.tcm-rx-card').first();
  await herbCell(again, replaced!.to).waitFor();
  expect(await herbCell(again, replaced!.from).count()).toBe(0);
  const reloadedRow = again.locator('.tcm-herbs tbody tr', { hasText: weightHerb });
  await reloadedRow.getByText(`${newGrams}g`).waitFor();
  // Its 药费 moved with the changes and says why; what the visit cost stays as priced (issue 32 item 6).
  await again
    .getByTestId('charge-changed')
    .getByText(/每味药材单价 × 重量 × 剂数/)
    .waitFor();
  const visitPrice = await shownBreakdown(page.getByRole('region', { name: '就诊信息' }));
  expect(visitPrice.total).toBe(fenOf((await page.getByTestId('visit-facts').getByText(/^¥/).textContent())!));
  await phoneCheck('Prescription-changed', again.getByTestId('charge-changed'));

  // 打印 hides the portal's chrome.
  await page.emulateMedia({ media: 'print' });
  expect(await page.locator('.shell-header').isVisible()).toBe(false);
  expect(await page.getByRole('button', { name: '打印' }).isVisible()).toBe(false);
  await again.waitFor();
  await page.emulateMedia({ media: 'screen' });
});

test('信息确认 after a reload prices the visit again, explains the price, and the public account pays it once confirmed', async () => {
  const token = await signIn('doctor');
  const name = freshName('钱');
  const saved = await api<{ data?: Patient }>(
    'POST',
    '/patient/v1',
    { name, sex: 0, birthday: '1985-04-12', liveArea: '浙江省杭州市西湖区', birthArea: '浙江省杭州市西湖区' },
    token,
  );
  expect(saved.code).toBe(200);
  const inquiry = defaultInquiry();
  inquiry.shangjiao_array.find((i) => i.key === '鼻')!.value = ['鼻塞', '流清涕'];
  const consult: ConsultInfo = { contact: saved.data!, useDate: beijingDate(3), useDays: 5, mode: 1, serviceIndex: null };
  // The drafts as the earlier steps leave them, without the price: the page asks for it.
  await page.goto('/Contact');
  await page.evaluate(
    ([c, q]) => {
      sessionStorage.setItem('consultInfo', JSON.stringify(c));
      sessionStorage.setItem('submitData', JSON.stringify({ inquiryInfo: q }));
    },
    [consult, inquiry] as const,
  );
  await page.goto('/prescriptionResult');
  await page
    .getByTestId('price')
    .getByText(/^¥\d+\.\d{2}$/)
    .waitFor();
  await page
    .getByTestId('inquiry-summary')
    .getByText(/鼻：鼻塞、流清涕/)
    .waitFor();
  // What the price is made of adds up to it (issue 32 item 6); the public account asks to confirm the amount.
  const shown = fenOf((await page.getByTestId('price').textContent())!);
  expect((await shownBreakdown(page.locator('body'))).total).toBe(shown);
  await page.getByRole('button', { name: '公共账户支付' }).click();
  const confirm = modal('确认公共账户支付');
  await confirm.getByText(/从公共账户支付/).waitFor();
  expect(fenOf((await confirm.getByText(/从公共账户支付/).textContent())!)).toBe(shown);
  await page.waitForTimeout(400); // the dialog's opening animation
  await phoneCheck('prescriptionResult-confirm', confirm.getByRole('button', { name: /^确认支付/ }));
  // Thumb-sized on a phone (issue 22), both of its buttons.
  await page.setViewportSize(PHONE);
  for (const name of [/^确认支付/, '取消']) expect((await confirm.getByRole('button', { name }).boundingBox())!.height).toBeGreaterThanOrEqual(44);
  await page.setViewportSize(DESKTOP);
  await confirm.getByRole('button', { name: /^确认支付/ }).click();
  await toast('支付成功').waitFor();
  await page.waitForURL((url) => url.pathname === '/Prescription' && url.searchParams.get('patientId') === String(saved.data!.patientId));
  await page.locator('.tcm-rx-card').first().waitFor();
});

test('an ordinary user gets 没有开方权限 on 去开方, and the start screen sends them to apply', async () => {
  const token = await signIn('user');
  const name = freshName('周');
  const saved = await api(
    'POST',
    '/patient/v1',
    { name, sex: 0, birthday: '1990-01-01', liveArea: '北京市北京市东城区', birthArea: '北京市北京市东城区' },
    token,
  );
  expect(saved.code).toBe(200);
  await page.goto('/Contact');
  await page
    .locator('tr', { hasText: name })
    .getByRole('button', { name: `去开方${name}` })
    .click();
  await toast('没有开方权限').waitFor();
  expect(new URL(page.url()).pathname).toBe('/Contact');

  await page.goto('/addPrescriptionContact?mode=1&serviceIndex=6');
  await page.waitForURL((url) => url.pathname === '/apply');
});

test('deleting a patient asks first; cancelling keeps the patient, confirming removes it', async () => {
  const token = await signIn('doctor');
  const name = freshName('郭');
  const saved = await api(
    'POST',
    '/patient/v1',
    { name, sex: 1, birthday: '1970-05-05', liveArea: '上海市上海市黄浦区', birthArea: '上海市上海市黄浦区' },
    token,
  );
  expect(saved.code).toBe(200);
  await page.goto('/Contact');
  await page.getByLabel('搜索患者').fill(name);
  await page.getByLabel('搜索患者').press('Enter');
  const row = page.locator('tr', { hasText: name });
  await row.getByRole('button', { name: `删除${name}` }).click();
  const confirm = modal('确定要删除患者');
  await confirm.waitFor();
  await confirm.getByRole('button', { name: '取消' }).click();
  await confirm.waitFor({ state: 'hidden' });
  await row.waitFor();

  await row.getByRole('button', { name: `删除${name}` }).click();
  await confirm.getByRole('button', { name: '删除' }).click();
  await toast('患者已删除').waitFor();
  await row.waitFor({ state: 'detached' });
});
