/**
 * Issue 12 §3, the delivery order in Chromium (the name `delivery` was taken by the release journeys
 * of issue 3). Issue 32: the paid result dispenses what the sheet prints (its 伤寒论 formula a
 * reference), each price shown adds up part by part, and 去配送 leads on in one step. From the
 * result's 去配送, a doctor saves a delivery draft, continues it from
 * /order's 草稿 tab, picks an address on /address through 选择地址, submits and sees the pay countdown
 * tick on /fulfillmentOrder. The sandbox operator pays it (pay-order: the cashier is issue 13's) and
 * ships it: the courier and the tracking timeline appear, and advance-express adds an event. A
 * paid, unshipped order is refunded once. A pending prescribing order is paid from its /order row.
 * /order, /fulfillmentConfirm and /fulfillmentOrder are laid out at 1440 and 390 px
 * (deliveryOrder-<width>-<page>.png) with nothing scrolling sideways on the phone.
 */
import type { Locator, Page } from 'playwright-core';
import type { ConsultInfo, Patient } from '@tcm/shared';
import { defaultInquiry } from '@tcm/shared/clinic';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@tcm/shared/demo';
import { setTokenCookie, useJourney } from '../support/browser';
import { api, baseUrl, loginToken } from '../support/portal';
import { waitForPath } from '../support/session';
import { beijingDate, freshName, shootBothWidths } from '../support/clinic';
import { fenOf, shownBreakdown } from '../support/money';

let page: Page;
let token = '';

useJourney(
  'deliveryOrder',
  (s) => ({ page } = s),
  async (ctx) => {
    token = await loginToken(DEMO_ACCOUNTS.doctor.phone, DEMO_PASSWORD);
    await setTokenCookie(ctx, token);
  },
);

const toast = (text: string | RegExp) => page.locator('.arco-message').filter({ hasText: text }).first();
const modal = (text: string) => page.locator('.arco-modal:visible').filter({ hasText: text });
const phoneCheck = (name: string, ready: Locator) => shootBothWidths(page, 'deliveryOrder', name, ready);

/** Before a screenshot: the list's loading veil and a dialog's opening animation are over. */
async function settled(): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(400);
}

/** What the back office does (docs/demo.md, operator verbs), against the running sandbox from this machine. */
async function operator(verb: string, orderId: string): Promise<string> {
  const res = await fetch(`${baseUrl()}/sandbox/operator/orders/${verb}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ orderId }),
  });
  const body = (await res.json()) as { code: number; msg?: string; data?: string };
  if (body.code !== 200) throw new Error(`${verb} ${orderId}: ${body.msg}`);
  return body.data ?? '';
}

async function newPatient(prefix: string): Promise<Patient> {
  const saved = await api<{ data?: Patient }>(
    'POST',
    '/patient/v1',
    { name: freshName(prefix), sex: 1, birthday: '1978-03-08', liveArea: '浙江省杭州市西湖区', birthArea: '湖北省黄冈市蕲春县' },
    token,
  );
  expect(saved.code).toBe(200);
  return saved.data!;
}

/** A consultation of a new patient, priced by the server (a 待支付 prescribing order until paid). */
async function pricedVisit(prefix: string): Promise<{ patient: Patient; visitRecordId: number }> {
  const patient = await newPatient(prefix);
  const priced = await api<{ data: { visitRecordId: number } }>(
    'POST',
    '/health/v1/price',
    { patientId: patient.patientId, toDoDay: beijingDate(2), takeDays: 7, inquiryInfo: defaultInquiry() },
    token,
  );
  expect(priced.code).toBe(200);
  return { patient, visitRecordId: priced.data.visitRecordId };
}

/** Picks an option of the delivery form's Arco Select by its label. */
async function choose(label: string, option: string): Promise<void> {
  await page
    .locator('.arco-form-item', { has: page.locator('label', { hasText: label }) })
    .locator('.arco-select-view')
    .click();
  await page.locator('.arco-select-popup:visible .arco-select-option', { hasText: option }).first().click();
}

async function pickRegion(names: string[]): Promise<void> {
  await page.getByTestId('region-cascader').click();
  for (const name of names) {
    await page.locator('.arco-cascader-popup:visible .arco-cascader-list-item', { hasText: name }).first().click();
  }
  await page.locator('.arco-cascader-popup:visible').waitFor({ state: 'hidden' });
}

test('a draft from the prescription sheet, continued from /order, an address from /address, submitted, paid, shipped and tracked', async () => {
  // A paid prescription, as the clinic journey pays one: 信息确认 with its drafts, 公共账户支付.
  const patient = await newPatient('配');
  const consult: ConsultInfo = { contact: patient, useDate: beijingDate(3), useDays: 7, mode: 1, serviceIndex: null };
  const inquiry = defaultInquiry();
  inquiry.zhongjiao_array.find((i) => i.key === '胃')!.value = ['胃脘胀满'];
  // 口苦 and 胸胁苦满 bring a 伤寒论 formula: a reference, shown but not dispensed.
  inquiry.shangjiao_array.find((i) => i.key === '口')!.value = ['口苦'];
  inquiry.zhongjiao_array.find((i) => i.key === '胸胁背')!.value = ['胸胁苦满'];
  await page.goto('/Contact');
  await page.evaluate(
    ([c, q]) => {
      sessionStorage.setItem('consultInfo', JSON.stringify(c));
      sessionStorage.setItem('submitData', JSON.stringify({ inquiryInfo: q }));
    },
    [consult, inquiry] as const,
  );
  await page.goto('/prescriptionResult');
  await page.getByRole('button', { name: '公共账户支付' }).click();
  await modal('确认公共账户支付')
    .getByRole('button', { name: /^确认支付/ })
    .click();
  await page.waitForURL((url) => url.pathname === '/Prescription' && !!url.searchParams.get('visitRecordId'));
  const resultUrl = page.url();
  const visitRecordId = new URL(resultUrl).searchParams.get('visitRecordId')!;

  // Issue 32 item 2: /Prescription dispenses what the sheet prints, each card with its 药费 and 去配送;
  // the 伤寒论 formula is a reference, without doses, charge, actions or delivery.
  const dispensed = page.getByTestId('rx-dispensed');
  await dispensed
    .first()
    .getByRole('button', { name: /去配送$/ })
    .waitFor();
  const names = (await dispensed.locator('h3').allTextContents()).map((n) => n.trim());
  expect(names.length).toBe(2);
  const charges = await Promise.all(
    names.map(async (_n, i) => fenOf((await dispensed.nth(i).locator('.tcm-rx-card__facts div', { hasText: '药费' }).locator('dd').textContent())!)),
  );
  const reference = page.getByTestId('rx-reference').first();
  await reference.getByText('参考方（不配药、不计费）').waitFor();
  expect(await reference.getByRole('button').count()).toBe(0);
  expect(await reference.getByText('药费').count()).toBe(0);
  // What the consultation cost: the dispensed prescriptions' herbs as priced and the fee, adding up to it.
  const visitPrice = await shownBreakdown(page.getByRole('region', { name: '就诊信息' }));
  expect(visitPrice.parts.slice(0, 2)).toEqual(charges);
  await settled();
  await phoneCheck('Prescription', reference);

  await page.goto(`/prescriptionImage?visitRecordId=${visitRecordId}`);
  await page.getByTestId('sheet').first().waitFor();
  expect((await page.getByTestId('sheet').locator('h2').allTextContents()).map((n) => n.trim())).toEqual(names);

  // One step from the result: 去配送 → /fulfillmentConfirm for that prescription.
  await page.goto(resultUrl);
  await page.getByRole('button', { name: `${names[0]}去配送` }).click();
  await waitForPath(page, '/fulfillmentConfirm');
  await page.getByRole('heading', { level: 1, name: '配送确认' }).waitFor();
  await page.getByText(patient.name).first().waitFor();

  // A draft needs form, doses, name, phone, region and street (the centre and packs may wait).
  await choose('剂型', '代煎汤剂');
  await page.getByLabel('收货人姓名').fill('草稿收货人');
  await page.getByRole('button', { name: '保存草稿' }).click();
  await toast('请输入正确的11位手机号').waitFor();
  await page.getByLabel('收货人手机号').fill('13712345678');
  await pickRegion(['湖北省', '黄冈市', '蕲春县']);
  await page.getByLabel('详细地址').fill('蕲州镇雨湖路 1 号');
  await page.getByRole('button', { name: '保存草稿' }).click();
  await toast('草稿保存成功').waitFor();

  // /order → 配送订单 → 草稿: the draft is there and continues in draft mode.
  await page.goto('/order');
  await page.getByText('配送订单', { exact: true }).click();
  await page.getByRole('tab', { name: '草稿' }).click();
  await page.getByRole('button', { name: `继续编辑${patient.name}的草稿` }).click();
  await page.waitForURL((url) => url.pathname === '/fulfillmentConfirm' && url.searchParams.get('mode') === '1');
  await page.getByLabel('详细地址').and(page.locator('[value="蕲州镇雨湖路 1 号"]')).waitFor();
  expect(await page.getByLabel('收货人姓名').inputValue()).toBe('草稿收货人');

  // 选择地址 → /address in select mode → 选择 → back here with that recipient, the rest kept.
  const receiver = freshName('收');
  const added = await api(
    'POST',
    '/delivery/address/add',
    { receiverName: receiver, phoneNo: '13698765432', province: '330000', city: '330100', county: '330106', street: '文三路 90 号', zipCode: '310012' },
    token,
  );
  expect(added.code).toBe(200);
  await page.getByRole('button', { name: '选择地址' }).click();
  await waitForPath(page, '/address');
  await page.getByRole('button', { name: `选择${receiver}的地址` }).click();
  await waitForPath(page, '/fulfillmentConfirm');
  await page
    .getByLabel('收货人姓名')
    .and(page.locator(`[value="${receiver}"]`))
    .waitFor();
  expect(await page.getByLabel('收货人手机号').inputValue()).toBe('13698765432');
  expect(await page.getByLabel('详细地址').inputValue()).toBe('文三路 90 号');

  // The rest of the submit rules: centre and packs per dose; then the price shows before 提交.
  await choose('配送中心', '杭州代煎配送中心');
  await choose('每剂包数', '2 包');
  await page
    .getByTestId('price')
    .getByText(/^¥\d+\.\d{2}$/)
    .waitFor();
  // What it will cost, part by part, adding up to the amount shown; its 药费 is the card's.
  const preview = await shownBreakdown(page.locator('.tcm-fulfil'));
  expect(preview.total).toBe(fenOf((await page.getByTestId('price').textContent())!));
  expect(preview.parts[0]).toBe(charges[0]);
  await settled();
  await phoneCheck('fulfillmentConfirm', page.getByRole('button', { name: '提交' }));
  await page.getByRole('button', { name: '提交' }).click();

  // /fulfillmentOrder: 待支付 with a countdown that ticks.
  await page.waitForURL((url) => url.pathname === '/fulfillmentOrder' && /^DO\d{8}$/.test(url.searchParams.get('orderId') ?? ''));
  const orderId = new URL(page.url()).searchParams.get('orderId')!;
  await page.getByTestId('status').getByText('待支付').waitFor();
  const countdown = page.getByTestId('countdown');
  const first = (await countdown.textContent())!;
  expect(first).toMatch(/^00:(29|30):\d{2}$/);
  await page.waitForFunction((was) => document.querySelector('[data-testid="countdown"]')?.textContent !== was, first);
  await page.getByText(`${receiver}`).first().waitFor();
  // The order charges what the confirmation showed, part by part, for the prescription the result dispensed.
  expect(await shownBreakdown(page.locator('.tcm-order'))).toEqual(preview);
  const detail = await api<{ data: { sumPrice: number; prescriptionInfo: { name: string; charge: number } } }>(
    'GET',
    `/delivery/order/info/${orderId}`,
    undefined,
    token,
  );
  expect([detail.data.sumPrice, detail.data.prescriptionInfo.name, detail.data.prescriptionInfo.charge]).toEqual([preview.total, names[0], charges[0]]);
  await phoneCheck('fulfillmentOrder-unpaid', page.getByRole('button', { name: '去支付' }));

  // Back on the result, that prescription shows its order and status instead of 去配送.
  await page.goto(resultUrl);
  const delivery = dispensed.first().getByTestId('rx-delivery');
  await delivery.getByText(`配送订单 ${orderId}`).waitFor();
  await delivery.getByText('待支付').waitFor();
  await dispensed
    .nth(1)
    .getByRole('button', { name: `${names[1]}去配送` })
    .waitFor();
  await page.goto(`/fulfillmentOrder?orderId=${orderId}`);

  // The sandbox cashier pays it; the pharmacy dispenses, decocts and ships it.
  await operator('pay-order', orderId);
  await page.reload();
  await page.getByTestId('status').getByText('已支付').waitFor();
  await page.getByRole('button', { name: '申请退款' }).waitFor();
  expect(await operator('ship-order', orderId)).toContain('已发货');
  await page.reload();
  await page.getByTestId('status').getByText('已发货').waitFor();
  const timeline = page.getByRole('list', { name: '物流跟踪' });
  await timeline.locator('li').first().waitFor();
  const before = await timeline.locator('li').count();
  await page
    .getByText(/^SF9\d+/)
    .first()
    .waitFor();
  // Shipped: no refund any more.
  expect(await page.getByRole('button', { name: '申请退款' }).count()).toBe(0);
  const next = await operator('advance-express', orderId);
  await page.reload();
  await timeline.locator('li').nth(before).waitFor();
  expect(await timeline.locator('li.is-latest').textContent()).toContain(next.replace(/^.*「|」$/g, ''));
  await phoneCheck('fulfillmentOrder-shipped', timeline);

  // Back on /order it is 待收货 (status 4), found by the patient's name.
  await page.goto('/order');
  await page.getByText('配送订单', { exact: true }).click();
  await page.getByRole('tab', { name: '待收货' }).click();
  await page.locator('tr', { hasText: orderId }).getByText('已发货').waitFor();
  await settled();
  await phoneCheck('order-delivery', page.locator('tr', { hasText: orderId }));
});

test('a paid, unshipped order is refunded once', async () => {
  const { visitRecordId } = await pricedVisit('退');
  const paid = await api('POST', '/api/pay/0.1/unifiedOrder', { productId: visitRecordId, orderType: 1, tradeType: 'NATIVE', payChannel: 3 }, token);
  expect(paid.code).toBe(200);
  const placed = await api<{ data: { deliveryOrderId: string } }>(
    'POST',
    '/delivery/order/place',
    {
      deliveryType: 'E',
      visitRecordId,
      prescriptionNo: 0,
      form: 'GRANULE',
      deliveryId: 'HZ-KL',
      formCount: 3,
      quantityDispensed: 1,
      recipientName: '李时珍',
      recipientPhone: '13700000001',
      province: '湖北省',
      city: '黄冈市',
      county: '蕲春县',
      street: '蕲州镇 1 号',
    },
    token,
  );
  expect(placed.code).toBe(200);
  const orderId = placed.data.deliveryOrderId;
  await operator('pay-order', orderId);

  await page.goto(`/fulfillmentOrder?orderId=${orderId}`);
  await page.getByTestId('status').getByText('已支付').waitFor();
  await page.getByRole('button', { name: '申请退款' }).click();
  await modal('申请退款').getByRole('button', { name: '确定退款' }).click();
  await page.getByTestId('status').getByText('已取消（已退款）').waitFor();
  await page.getByText('退款金额').waitFor();
  expect(await page.getByRole('button', { name: '申请退款' }).count()).toBe(0);

  // A second refund is refused by the server as well, whatever the page shows.
  const again = await api('POST', '/adapay/v1/refund', { deliveryOrderId: orderId }, token);
  expect(again.code).not.toBe(200);
  expect(again.msg).toMatch(/不能退款|已退款/);
});

test('a pending prescribing order is paid from its /order row and reads 已完成', async () => {
  const { patient } = await pricedVisit('付');
  await page.goto('/order');
  await page.getByRole('tab', { name: '待支付' }).click();
  await page.getByLabel('搜索订单').fill(patient.name);
  await page.getByRole('button', { name: '搜索' }).click();
  const row = page.locator('tr', { hasText: patient.name });
  await row.getByRole('button', { name: `去支付：${patient.name}的开方订单` }).click();
  // The demo doctor is not a doctor of hospital 101: the public account is offered beside the QR.
  const choice = modal('选择支付方式');
  await choice.getByRole('button', { name: '患者微信扫码支付' }).waitFor();
  await settled();
  await phoneCheck('order-pay', choice.getByRole('button', { name: '公共账户支付' }));
  await choice.getByRole('button', { name: '公共账户支付' }).click();
  // The public account is charged once its amount is confirmed.
  await modal('确认公共账户支付')
    .getByRole('button', { name: /^确认支付 ¥\d+\.\d{2}$/ })
    .click();
  await toast('支付成功').waitFor();
  await page.getByRole('tab', { name: '全部' }).click();
  await page.locator('tr', { hasText: patient.name }).getByText('已完成').waitFor();
  await page
    .locator('tr', { hasText: patient.name })
    .getByRole('button', { name: `查看处方：${patient.name}` })
    .waitFor();
});
