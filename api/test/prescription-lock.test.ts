import { defaultInquiry, serviceRequest } from '@tcm/shared/clinic';
import { deliveryPriceFen, TEA_END_DATE } from '@tcm/shared/commerce';
import { decoctionOrderForm, TEST_RECIPIENT } from '@tcm/shared/testing/delivery';
import { CASHIER_MSG } from '../src/cashier/messages';
import { chargeFen } from '../src/clinic/engine';
import type { StoredResult } from '../src/clinic/visits';
import { MSG } from '../src/messages';
import { orderPk } from '../src/commerce/orders';
import { repriceOpenOrder } from '../src/commerce/reprice';
import { call, ok, useTestApi } from './helpers';
import { addPatient, certifiedDoctor, paidVisit, TOMORROW } from './clinicSupport';
import { prescriptionInfo, schemaProblems } from '@tcm/shared/contract/schema';

jest.setTimeout(120_000);

/**
 * Issue 20 item 3: a prescription whose delivery order is paid (status 1 to 5) is locked — the v1
 * and v2 replace calls refuse it (general, self-composed and 智能 alike) and change nothing;
 * while its order is unpaid a change re-prices that order. Issue 19 item 4: every documented
 * field of spec 3 §3's Prescription model, wherever a prescription is answered, modifyFlag true.
 */
const t = useTestApi();
let doctor = '';

beforeAll(async () => {
  doctor = await certifiedDoctor(t.app, '张仲景');
});

const post = <const U extends string>(url: U, body: Record<string, unknown>) => call(t.app, 'POST', url, { token: doctor, body });
const get = <const U extends string>(url: U) => call(t.app, 'GET', url, { token: doctor });
const verb = (name: string, orderId: string) => call(t.app, 'POST', `/sandbox/operator/orders/${name}`, { body: { orderId } });

/** Names each field of an answered prescription that spec 3 §3's Prescription model (its contract schema) does not read. */
function missingFields(where: string, p: Record<string, unknown>): string[] {
  return schemaProblems(prescriptionInfo, p, 20).map((problem) => `${where}: ${problem}`);
}

/** Two known prescriptions on a paid 智能 visit (herbs, lines 1-2 and 3-4). */
async function twoPrescriptions(visitRecordId: number) {
  const result: StoredResult = {
    prescriptions: [
      {
        name: '桂枝汤',
        source: '测试',
        count: 7,
        supplyDays: 7,
        herbs: [
          { name: '桂枝', weight: 9 },
          { name: '白芍', weight: 9 },
        ],
      },
      {
        name: '四君子汤',
        source: '测试',
        count: 7,
        supplyDays: 7,
        herbs: [
          { name: '白术', weight: 10 },
          { name: '茯苓', weight: 12 },
        ],
      },
    ],
    shangHan: [],
    reasons: [],
  };
  await t.app.db.query('UPDATE visit_records SET current_result = $2::jsonb, engine_result = $2::jsonb WHERE visit_record_id = $1', [
    visitRecordId,
    JSON.stringify(result),
  ]);
}

const v1Infos = async (visitRecordId: number) => ok(await post('/api/health/v1/prescription', { visitRecordId })).data;
const line = (visitRecordId: number, number: number, oldMedicineName: string, oldWeight: number, replaceMedicineName: string, replaceWeight: number) => ({
  visitRecordId,
  number,
  oldMedicineName,
  oldWeight,
  replaceMedicineName,
  replaceWeight,
});
const replacementsOf = async (visitRecordId: number) =>
  (await t.app.db.query<{ n: number }>('SELECT count(*)::int AS n FROM visit_replacements WHERE visit_record_id = $1', [visitRecordId]))[0].n;
const orderRow = async (id: string) =>
  (
    await t.app.db.query<{ status: number; sum_price_fen: number; herb_fen_per_dose: number; prescription: unknown }>(
      'SELECT status, sum_price_fen, herb_fen_per_dose, prescription FROM delivery_orders WHERE delivery_order_id = $1',
      [orderPk(id)],
    )
  )[0];

async function placed(visitRecordId: number, over: Record<string, unknown> = {}): Promise<string> {
  return ok(await post('/api/delivery/order/place', decoctionOrderForm(visitRecordId, over))).data.deliveryOrderId;
}

describe('a paid-for prescription is locked (v1 calls)', () => {
  it('refuses replace and weight changes once its order is paid, changes nothing, and modifyFlag says so', async () => {
    const v = await paidVisit(t.app, doctor, { toDoDay: '2027-01-10' });
    await twoPrescriptions(v.visitRecordId);
    const id = await placed(v.visitRecordId);
    expect(ok(await verb('pay-order', id)).data).toContain('已支付');

    const before = await v1Infos(v.visitRecordId);
    expect(before.map((p: Record<string, unknown>) => [p.modifyFlag, p.status, p.deliveryOrderId])).toEqual([
      [false, 1, id],
      [true, 0, null],
    ]);
    const visitBefore = (await t.app.db.query('SELECT current_result FROM visit_records WHERE visit_record_id = $1', [v.visitRecordId]))[0];
    const orderBefore = await orderRow(id);
    const logged = await replacementsOf(v.visitRecordId);

    const locked = { code: 500, msg: '该处方的配送订单已支付，不能再修改' };
    expect(MSG.prescriptionLocked).toBe(locked.msg);
    // The list of replacements, a herb change and a weight change of the paid prescription.
    expect(
      (await post('/api/health/v1/prescription/replace', { patientId: v.patientId, visitRecordId: v.visitRecordId, medicineName: '桂枝', number: 1 })).body,
    ).toEqual(locked);
    expect((await post('/api/health/v1/prescription/replace/submit', line(v.visitRecordId, 1, '桂枝', 9, '紫苏叶', 9))).body).toEqual(locked);
    expect((await post('/api/health/v1/prescription/replace/submit', line(v.visitRecordId, 2, '白芍', 9, '白芍', 30))).body).toEqual(locked);

    // Nothing moved: the herbs, the charge the visit answers, the order, the log.
    expect(await v1Infos(v.visitRecordId)).toEqual(before);
    expect((await t.app.db.query('SELECT current_result FROM visit_records WHERE visit_record_id = $1', [v.visitRecordId]))[0]).toEqual(visitBefore);
    expect(await orderRow(id)).toEqual(orderBefore);
    expect(await replacementsOf(v.visitRecordId)).toBe(logged);

    // The visit's other prescription has no order: it still changes.
    expect(ok(await post('/api/health/v1/prescription/replace/submit', line(v.visitRecordId, 4, '茯苓', 12, '茯苓', 15))).msg).toBe(MSG.replaced);
    expect((await v1Infos(v.visitRecordId))[1].totalWeight).toBe(25);
  });

  it('stays locked after shipping; a refunded (dead) order unlocks it again', async () => {
    const shipped = await paidVisit(t.app, doctor, { toDoDay: '2027-01-10' });
    const a = await placed(shipped.visitRecordId);
    ok(await verb('pay-order', a));
    ok(await verb('ship-order', a));
    const first = (await v1Infos(shipped.visitRecordId))[0];
    const herb = first.prescription[0];
    const weight = Number(herb.value.replace(/g$/, ''));
    expect(first.modifyFlag).toBe(false);
    expect(
      (await post('/api/health/v1/prescription/replace/submit', line(shipped.visitRecordId, herb.index, herb.key, weight, herb.key, weight + 1))).body.msg,
    ).toBe(MSG.prescriptionLocked);

    const refunded = await paidVisit(t.app, doctor, { toDoDay: '2027-01-10' });
    const b = await placed(refunded.visitRecordId);
    ok(await verb('pay-order', b));
    ok(await verb('reject-order', b));
    const info = (await v1Infos(refunded.visitRecordId))[0];
    // A dead order is no longer the prescription's: it may be changed and ordered anew.
    expect(info).toMatchObject({ modifyFlag: true, status: 0, deliveryOrderId: null });
    const h = info.prescription[0];
    const w = Number(h.value.replace(/g$/, ''));
    expect(ok(await post('/api/health/v1/prescription/replace/submit', line(refunded.visitRecordId, h.index, h.key, w, h.key, w + 1))).msg).toBe(MSG.replaced);
  });
});

describe('a paid-for prescription is locked (v2 calls: general and self-composed)', () => {
  it('general: the item sent back with its own type and dates changes it; once paid it is refused and unchanged', async () => {
    const patientId = await addPatient(t.app, doctor);
    const priced = ok(await post('/api/health/v1/granulesPrice', { patientId, toDoDay: '2027-01-10', takeDays: 7, inquiryInfo: defaultInquiry() })).data;
    const common = async () => ok(await post('/api/health/v2/commonPrescription', { visitRecordId: priced.visitRecordId })).data.prescriptionInfos;
    const [info] = await common();
    expect(info).toMatchObject({ type: 'G', modifyFlag: true, status: 0, visitRecordId: priced.visitRecordId });
    const herb = info.prescription[0];
    const weight = Number(herb.value.replace(/g$/, ''));
    const v2 = (w: number) => ({
      ...line(priced.visitRecordId, herb.index, herb.key, weight, herb.key, w),
      startDate: info.startDate,
      endDate: info.endDate,
      type: info.type,
    });
    // Issue 19 item 4: a v2 replace that sends back the item's own type works.
    expect(
      ok(
        await post('/api/health/v2/prescription/replace', {
          patientId,
          visitRecordId: priced.visitRecordId,
          medicineName: herb.key,
          number: herb.index,
          startDate: info.startDate,
          endDate: info.endDate,
          type: info.type,
        }),
      ).data.replaceMedicines,
    ).toEqual(expect.any(Array));
    expect(ok(await post('/api/health/v2/prescription/replace/submit', v2(weight))).msg).toBe(MSG.replaced);

    const id = await placed(priced.visitRecordId);
    ok(await verb('pay-order', id));
    const before = await common();
    expect(before[0]).toMatchObject({ modifyFlag: false, status: 1, deliveryOrderId: id });
    expect(
      (
        await post('/api/health/v2/prescription/replace', {
          patientId,
          visitRecordId: priced.visitRecordId,
          medicineName: herb.key,
          number: herb.index,
          startDate: info.startDate,
          endDate: info.endDate,
          type: info.type,
        })
      ).body,
    ).toEqual({
      code: 500,
      msg: MSG.prescriptionLocked,
    });
    expect((await post('/api/health/v2/prescription/replace/submit', v2(weight + 3))).body).toEqual({ code: 500, msg: MSG.prescriptionLocked });
    expect(await common()).toEqual(before);
  });

  it('self-composed: refused once its order is paid; herbs and charge unchanged', async () => {
    const patientId = await addPatient(t.app, doctor);
    const submitted = ok(
      await post('/api/health/v2/prescription/self/image', {
        patientId,
        toDoDay: '2027-01-10',
        takeDays: 5,
        inquiryInfo: defaultInquiry(),
        prescriptionBody: {
          disease: '气血两虚',
          prescriptionList: [
            { key: '当归', value: 10, index: 1 },
            { key: '黄芪', value: 15, index: 2 },
          ],
          take_time: '饭后',
          form: '饮片',
        },
      }),
    ).data;
    const visitRecordId = submitted.visitRecordId;
    const self = async () => ok(await post('/api/health/v2/prescription/self/info', { visitRecordId })).data.prescriptionInfos;
    const [info] = await self();
    expect(info).toMatchObject({ type: 'S', takeTime: '饭后', disease: '气血两虚', modifyFlag: true });
    const id = await placed(visitRecordId);
    ok(await verb('pay-order', id));
    const before = await self();
    expect(before[0].modifyFlag).toBe(false);
    const body = { ...line(visitRecordId, 2, '黄芪', 15, '黄芪', 30), startDate: info.startDate, endDate: info.endDate, type: info.type };
    expect((await post('/api/health/v2/prescription/replace/submit', body)).body).toEqual({ code: 500, msg: MSG.prescriptionLocked });
    expect((await post('/api/health/v1/prescription/replace/submit', line(visitRecordId, 2, '黄芪', 15, '黄芪', 30))).body).toEqual({
      code: 500,
      msg: MSG.prescriptionLocked,
    });
    expect(await self()).toEqual(before);
  });
});

describe('the re-pricing judges the orders it has locked', () => {
  it('an order paid after the early check (a payment settled meanwhile) refuses the change in the same transaction', async () => {
    const v = await paidVisit(t.app, doctor, { toDoDay: '2027-01-10' });
    const id = await placed(v.visitRecordId);
    ok(await verb('pay-order', id));
    // What the submit's transaction does last: with the order now paid, it refuses (the clinic then
    // throws 该处方的配送订单已支付…, which rolls the herbs back). It judges before it prices anything.
    const change = { visitRecordId: v.visitRecordId, no: 0, customTea: false, core: {} as never, herbFenPerDose: 0 };
    await expect(t.app.db.transaction((tx) => repriceOpenOrder(tx, change, t.clock.now()))).resolves.toBe('paid');
    expect((await orderRow(id)).status).toBe(1);
  });
});

describe('a change while the order is unpaid re-prices that order', () => {
  it('the open order follows the herbs: its sum, its herbs as kept and its awaiting payment (closed for the old sum)', async () => {
    const v = await paidVisit(t.app, doctor, { toDoDay: '2027-01-10' });
    await twoPrescriptions(v.visitRecordId);
    const id = await placed(v.visitRecordId);
    const placedRow = await orderRow(id);
    const perDose = (herbs: { name: string; weight: number }[]) => chargeFen({ count: 1, herbs });
    expect(placedRow.herb_fen_per_dose).toBe(
      perDose([
        { name: '桂枝', weight: 9 },
        { name: '白芍', weight: 9 },
      ]),
    );
    // An Alipay payment awaiting its scan, for the sum as placed.
    const pay = ok(await post('/api/adapay/v1/unifiedOrder', { deliveryOrderId: id, channel: 'alipay_qr' })).data;

    expect(ok(await post('/api/health/v1/prescription/replace/submit', line(v.visitRecordId, 2, '白芍', 9, '白芍', 15))).msg).toBe(MSG.replaced);
    const herbFen = perDose([
      { name: '桂枝', weight: 9 },
      { name: '白芍', weight: 15 },
    ]);
    const sum = deliveryPriceFen({ herbFenPerDose: herbFen, formFeePerDose: 300, formCount: 7, quantityDispensed: 2, shippingFee: 1200 });
    expect(sum).not.toBe(placedRow.sum_price_fen);
    const detail = ok(await get(`/api/delivery/order/info/${id}`)).data;
    expect(detail).toMatchObject({ status: 0, sumPrice: sum });
    expect(detail.prescriptionInfo).toMatchObject({ totalWeight: 24, modifyFlag: true, status: 1, deliveryOrderId: id });
    expect(detail.prescriptionInfo.prescription.map((l: { value: string }) => l.value)).toEqual(['9g', '15g']);
    expect(await orderRow(id)).toMatchObject({ herb_fen_per_dose: herbFen, sum_price_fen: sum });
    const [old] = await t.app.db.query<{ state: string; reason: string }>('SELECT state, reason FROM cashier_payments WHERE payment_id = $1', [pay.paymentId]);
    expect(old).toEqual({ state: 'closed', reason: CASHIER_MSG.amountChanged });

    // Paying now asks for the new sum; while the provider processes it, no change is taken.
    const again = ok(await post('/api/adapay/v1/unifiedOrder', { deliveryOrderId: id, channel: 'alipay_qr' })).data;
    const [fresh] = await t.app.db.query<{ amount_fen: number }>('SELECT amount_fen FROM cashier_payments WHERE payment_id = $1', [again.paymentId]);
    expect(fresh.amount_fen).toBe(sum);
    const answered = await t.app.inject({
      method: 'POST',
      url: `/sandbox/adapay/alipay/${again.paymentId}`,
      payload: 'action=confirm',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      remoteAddress: '192.168.1.23',
    });
    expect(answered.statusCode).toBeLessThan(400);
    const processing = await post('/api/health/v1/prescription/replace/submit', line(v.visitRecordId, 2, '白芍', 15, '白芍', 12));
    expect(processing.body).toEqual({ code: 500, msg: MSG.prescriptionPaying });
    expect(await orderRow(id)).toMatchObject({ herb_fen_per_dose: herbFen, sum_price_fen: sum });
    expect((await v1Infos(v.visitRecordId))[0].totalWeight).toBe(24);
  });
});

describe('spec 3 §3: every documented field of a prescription wherever one is answered', () => {
  it('result pages, general, self-composed, custom tea, delivery orders and drafts', async () => {
    const missing: string[] = [];
    const check = (where: string, list: Record<string, unknown>[]) => {
      expect(list.length).toBeGreaterThan(0);
      list.forEach((p, i) => missing.push(...missingFields(`${where}[${i}]`, p)));
    };

    // 智能: v2 and v1, then an order, its detail and the list; a draft of another prescription.
    const v = await paidVisit(t.app, doctor, { toDoDay: '2027-01-10' });
    await twoPrescriptions(v.visitRecordId);
    const full = ok(await post('/api/health/v2/prescription', { visitRecordId: v.visitRecordId })).data;
    check('/health/v2/prescription prescriptionInfos', full.prescriptionInfos);
    check('/health/v1/prescription', await v1Infos(v.visitRecordId));
    const id = await placed(v.visitRecordId);
    check('/delivery/order/info prescriptionInfo', [ok(await get(`/api/delivery/order/info/${id}`)).data.prescriptionInfo]);
    const rows = ok(await call(t.app, 'GET', '/api/delivery/order/list', { token: doctor, query: { pageNum: '1', pageSize: '12' } })).rows;
    check(
      '/delivery/order/list prescriptionInfo',
      rows.map((r: { prescriptionInfo: Record<string, unknown> }) => r.prescriptionInfo),
    );
    ok(await post('/api/delivery/order/draft/save', decoctionOrderForm(v.visitRecordId, { prescriptionNo: 1 })));
    const draft = ok(
      await post('/api/delivery/order/draft/info', { visitRecordId: v.visitRecordId, prescriptionNo: 1, startDate: '', endDate: '', type: '' }),
    ).data;
    check('/delivery/order/draft/info prescriptionInfo', [draft!.prescriptionInfo]);

    // General.
    const patientId = await addPatient(t.app, doctor);
    const priced = ok(await post('/api/health/v1/granulesPrice', { patientId, toDoDay: '2027-01-10', takeDays: 7 })).data;
    check('/health/v2/commonPrescription', ok(await post('/api/health/v2/commonPrescription', { visitRecordId: priced.visitRecordId })).data.prescriptionInfos);

    // Self-composed.
    const self = ok(
      await post('/api/health/v2/prescription/self/image', {
        patientId,
        toDoDay: '2027-01-10',
        takeDays: 5,
        prescriptionBody: { disease: '气虚', prescriptionList: [{ key: '黄芪', value: 15, index: 1 }], take_time: '饭前' },
      }),
    ).data;
    check('/health/v2/prescription/self/image', self.prescription.prescriptionInfos);
    check(
      '/health/v2/prescription/self/info',
      ok(await post('/api/health/v2/prescription/self/info', { visitRecordId: self.visitRecordId })).data.prescriptionInfos,
    );

    // Custom tea: its info, then its order's detail.
    const { body: teaBody } = serviceRequest({ patientId, useDate: TOMORROW, useDays: 60, serviceIndex: 9 });
    const tea = ok(await post('/api/health/v1/customTea', teaBody)).data.visitRecordId;
    const teaInfo = ok(await post('/api/health/v2/customTeaInfo', { visitRecordId: tea })).data;
    check('/health/v2/customTeaInfo', teaInfo.prescriptionInfos);
    // A custom tea is paid through its order (the visit stays unsettled): no change is possible.
    expect(teaInfo.prescriptionInfos[0]).toMatchObject({ type: 'R', modifyFlag: false, status: 0, deliveryOrderId: null, imageUrl: '' });
    const teaOrder = ok(
      await post('/api/delivery/orderCustomTea/place', {
        deliveryType: 'E',
        type: 'customTea',
        visitRecordId: tea,
        prescriptionNo: 0,
        startDate: TOMORROW.replace(/-/g, ''),
        endDate: TEA_END_DATE,
        form: 'TEA_BAG',
        deliveryId: 'HZ-TEA',
        formCount: 2,
        ...TEST_RECIPIENT,
      }),
    ).data.deliveryOrderId;
    const teaDetail = ok(await get(`/api/delivery/order/customTeaInfo/${teaOrder}`)).data;
    check('/delivery/order/customTeaInfo prescriptionInfo', [teaDetail.prescriptionInfo]);
    expect(teaDetail.prescriptionInfo).toMatchObject({ type: 'R', status: 1, deliveryOrderId: teaOrder });

    expect(missing).toEqual([]);
  });
});
