import { doseRange } from '@tcm/shared/clinic';
import { deliveryPriceFen, sumPriceParts, teaPriceFen } from '@tcm/shared/commerce';
import type { PricePart, PrescriptionInfo } from '@tcm/shared/contract';
import { decoctionOrderForm, TEST_RECIPIENT } from '@tcm/shared/testing/delivery';
import { CONSULTATION_FEE_FEN } from '../src/clinic/engine';
import { orderPk } from '../src/commerce/orders';
import { call, dataOf, ok, useTestApi } from './helpers';
import { addPatient, certifiedDoctor, inquiry, order, price, priceBody } from './clinicSupport';

jest.setTimeout(120_000);

/**
 * Issue 32 items 2 and 6, at the API: what a doctor sees dispensed and priced on /Prescription, on
 * the sheet (/prescriptionImage) and on the delivery order is the same set of prescriptions with the
 * same doses and amounts (a 伤寒论 reference is none of them), and every breakdown the API answers
 * (the consultation's price, the visit's, a delivery order's, a custom tea order's) adds up to the
 * total it explains, to the fen.
 */
const t = useTestApi();
let doctor = '';

beforeAll(async () => {
  doctor = await certifiedDoctor(t.app, '王叔和');
});

const post = async <const U extends string>(url: U, body: Record<string, unknown>) => dataOf(await call(t.app, 'POST', url, { token: doctor, body }));
const get = async <const U extends string>(url: U) => dataOf(await call(t.app, 'GET', url, { token: doctor }));

/** A 智能 visit whose questionnaire (口苦, 胸胁苦满) brings 伤寒论 formulas, priced and paid from the public account. */
async function paidVisitWithReferences() {
  const patientId = await addPatient(t.app, doctor);
  const answers = inquiry((info) => {
    info.shangjiao_array.find((i) => i.key === '口')!.value = ['口苦'];
    info.zhongjiao_array.find((i) => i.key === '胸胁背')!.value = ['胸胁苦满'];
  });
  const priced = ok(await price(t.app, doctor, priceBody(patientId, { inquiryInfo: answers, takeDays: 14 }))).data;
  ok(await order(t.app, doctor, priced.visitRecordId, 3));
  return { patientId, visitRecordId: priced.visitRecordId, price: priced.price, priceParts: priced.priceParts as PricePart[] };
}

/** What a doctor is told is dispensed and what it costs: name, doses and charge of each prescription. */
const dispensedOf = (infos: PrescriptionInfo[]) => infos.map((p) => ({ name: p.name, count: p.count, charge: p.charge }));

const orderDetail = (id: string) => get(`/api/delivery/order/info/${id}`);

describe('the result, the sheet and the delivery order dispense the same prescriptions', () => {
  it('a 伤寒论 reference is shown but neither priced, sheeted nor orderable; the dispensed ones agree everywhere', async () => {
    const v = await paidVisitWithReferences();
    const result = await post('/api/health/v2/prescription', { visitRecordId: v.visitRecordId });
    expect(result.shangHanPrescriptionInfos.length).toBeGreaterThan(0);
    const dispensed = dispensedOf(result.prescriptionInfos);
    expect(dispensed).toHaveLength(2);
    for (const ref of result.shangHanPrescriptionInfos) {
      expect(ref.imageUrl).toBe('');
      expect(dispensed.map((d) => d.name)).not.toContain(ref.name);
    }

    // The price: the dispensed prescriptions' herbs (each with its doses) and the consultation fee, nothing of the references.
    for (const parts of [v.priceParts, result.priceParts as PricePart[]]) {
      expect(parts.map((p) => [p.kind, p.label, p.fen, p.prescriptionNo])).toEqual([
        ...dispensed.map((d, i) => ['herbs', `药费 · ${d.name}`, d.charge, i]),
        ['consultation', '问诊费', CONSULTATION_FEE_FEN, undefined],
      ]);
      expect(sumPriceParts(parts)).toBe(v.price);
    }
    expect(result.price).toBe(v.price);

    // The sheets: one per dispensed prescription, in the same order, none for a reference.
    const sheets = await get(`/api/health/v2/prescription/image/${v.visitRecordId}`);
    expect(sheets.prescriptions.map((s: { index: number; name: string }) => [s.index, s.name])).toEqual(dispensed.map((d, i) => [i, d.name]));

    // A delivery order of each, for its prescription's doses: the same prescription, doses and herbs' charge.
    const placed: string[] = [];
    for (let no = 0; no < dispensed.length; no++) {
      const { deliveryOrderId } = await post(
        '/api/delivery/order/place',
        decoctionOrderForm(v.visitRecordId, { prescriptionNo: no, formCount: dispensed[no].count }),
      );
      placed.push(deliveryOrderId);
      const detail = await orderDetail(deliveryOrderId);
      expect(dispensedOf([detail.prescriptionInfo])).toEqual([dispensed[no]]);
      expect(detail.priceParts!.find((p: PricePart) => p.kind === 'herbs')).toMatchObject({ label: `药费 · ${dispensed[no].name}`, fen: dispensed[no].charge });
      expect(sumPriceParts(detail.priceParts!)).toBe(detail.sumPrice);
    }
    // A reference has no prescription number to order.
    const refused = await call(t.app, 'POST', '/api/delivery/order/place', {
      token: doctor,
      body: decoctionOrderForm(v.visitRecordId, { prescriptionNo: dispensed.length }),
    });
    expect(refused.body.code).toBe(500);

    // Now the result and the sheet name each prescription's live order, its status and its text.
    const after = await post('/api/health/v2/prescription', { visitRecordId: v.visitRecordId });
    expect(after.prescriptionInfos.map((p: PrescriptionInfo) => [p.status, p.deliveryOrderId, p.deliveryOrderStatus, p.deliveryOrderStatusText])).toEqual(
      placed.map((id) => [1, id, 0, '待支付']),
    );
    expect(after.shangHanPrescriptionInfos.map((p: PrescriptionInfo) => [p.status, p.deliveryOrderId, p.deliveryOrderStatus])).toEqual(
      after.shangHanPrescriptionInfos.map(() => [0, null, null]),
    );
    const sheetsAfter = await get(`/api/health/v2/prescription/image/${v.visitRecordId}`);
    expect(sheetsAfter.prescriptions.map((s) => [s.status, s.deliveryOrderId])).toEqual(placed.map((id) => [1, id]));

    // Paid by the back office: the status the result answers follows.
    ok(await call(t.app, 'POST', '/sandbox/operator/orders/pay-order', { body: { orderId: placed[0] } }));
    const paid = await post('/api/health/v1/prescription', { visitRecordId: v.visitRecordId });
    expect([paid[0].deliveryOrderStatus, paid[0].deliveryOrderStatusText, paid[0].modifyFlag]).toEqual([1, '已支付', false]);
  });

  it('a weight change moves the card, the sheet and the open order together; what the visit cost stays as priced', async () => {
    const v = await paidVisitWithReferences();
    const before = await post('/api/health/v2/prescription', { visitRecordId: v.visitRecordId });
    const rx: PrescriptionInfo = before.prescriptionInfos[0];
    const { deliveryOrderId } = await post('/api/delivery/order/place', decoctionOrderForm(v.visitRecordId, { formCount: rx.count }));

    // One herb one gram heavier (or lighter at the top of its 药典 range).
    const herb = rx.prescription[0];
    const grams = parseInt(herb.value, 10);
    const weight = grams + 1 <= doseRange(herb.key)!.max ? grams + 1 : grams - 1;
    await call(t.app, 'POST', '/api/health/v1/prescription/replace/submit', {
      token: doctor,
      body: {
        visitRecordId: v.visitRecordId,
        number: herb.index,
        oldMedicineName: herb.key,
        oldWeight: grams,
        replaceMedicineName: herb.key,
        replaceWeight: weight,
      },
    }).then(ok);

    const after = await post('/api/health/v2/prescription', { visitRecordId: v.visitRecordId });
    const changed: PrescriptionInfo = after.prescriptionInfos[0];
    expect(changed.charge).not.toBe(rx.charge);
    const detail = await orderDetail(deliveryOrderId);
    expect(dispensedOf([detail.prescriptionInfo])).toEqual(dispensedOf([changed]));
    expect(detail.priceParts!.find((p: PricePart) => p.kind === 'herbs')!.fen).toBe(changed.charge);
    expect(sumPriceParts(detail.priceParts!)).toBe(detail.sumPrice);
    // The visit's price and its parts are what was paid: the herbs as priced.
    expect(after.price).toBe(v.price);
    expect(after.priceParts).toEqual(v.priceParts);
    expect(after.priceParts![0].fen).toBe(rx.charge);
  });
});

describe('every breakdown adds up to the total it explains, to the fen', () => {
  it('delivery orders of each form, pack count and centre: the parts the API stored, summed, are its sumPrice', async () => {
    const v = await paidVisitWithReferences();
    const cases = [
      { prescriptionNo: 0, form: 'DECOCTION', deliveryId: 'SH-DJ', formCount: 9, quantityDispensed: 3 },
      { prescriptionNo: 1, form: 'GRANULE', deliveryId: 'HZ-KL', formCount: 1, quantityDispensed: 6 },
    ];
    for (const c of cases) {
      const { deliveryOrderId } = await post('/api/delivery/order/place', decoctionOrderForm(v.visitRecordId, c));
      const detail = await orderDetail(deliveryOrderId);
      expect(detail.priceParts!.map((p: PricePart) => p.kind)).toEqual(['herbs', 'processing', 'packing', 'shipping']);
      expect(sumPriceParts(detail.priceParts!)).toBe(detail.sumPrice);
      const [row] = await t.app.db.query<{ herb_fen_per_dose: number; form_fee_fen: number; shipping_fee_fen: number }>(
        'SELECT herb_fen_per_dose, form_fee_fen, shipping_fee_fen FROM delivery_orders WHERE delivery_order_id = $1',
        [orderPk(deliveryOrderId)],
      );
      const total = deliveryPriceFen({
        herbFenPerDose: row.herb_fen_per_dose,
        formFeePerDose: row.form_fee_fen,
        formCount: c.formCount,
        quantityDispensed: c.quantityDispensed,
        shippingFee: row.shipping_fee_fen,
      });
      expect(detail.sumPrice).toBe(total);
      expect(detail.priceParts!.find((p: PricePart) => p.kind === 'packing')!.detail).toBe(`¥0.50/包 × ${c.quantityDispensed} 包/剂 × ${c.formCount} 剂`);
    }
    // Plain slices: no processing fee, still a line saying so.
    const slices = await paidVisitWithReferences();
    const { deliveryOrderId } = await post('/api/delivery/order/place', decoctionOrderForm(slices.visitRecordId, { form: 'SLICE', deliveryId: 'BJ-YP' }));
    const detail = await orderDetail(deliveryOrderId);
    expect(detail.priceParts!.find((p: PricePart) => p.kind === 'processing')).toMatchObject({ label: '加工费（中药饮片）', fen: 0 });
    expect(detail.priceParts!.find((p: PricePart) => p.kind === 'shipping')).toMatchObject({ label: '配送费（北京饮片配送中心）', fen: 1500 });
    expect(sumPriceParts(detail.priceParts!)).toBe(detail.sumPrice);
  });

  it('a custom tea order: boxes of herbs, bagging and shipping add up to its sumPrice', async () => {
    const patientId = await addPatient(t.app, doctor);
    const tea = await post('/api/health/v1/customTea', { patientId, toPredictDay: '20261121', predictDays: 60 });
    const info = await post('/api/health/v2/customTeaInfo', { visitRecordId: tea.visitRecordId });
    const { deliveryOrderId } = await post('/api/delivery/orderCustomTea/place', {
      deliveryType: 'E',
      type: 'customTea',
      visitRecordId: tea.visitRecordId,
      endDate: '47121231',
      form: 'TEA_BAG',
      deliveryId: 'HZ-TEA',
      formCount: 2,
      ...TEST_RECIPIENT,
    });
    const detail = await get(`/api/delivery/order/customTeaInfo/${deliveryOrderId}`);
    expect(detail.priceParts!.map((p: PricePart) => [p.kind, p.fen])).toEqual([
      ['herbs', info.herbFenPerBox * 2],
      ['processing', 200],
      ['shipping', 800],
    ]);
    expect(sumPriceParts(detail.priceParts!)).toBe(detail.sumPrice);
    expect(detail.sumPrice).toBe(teaPriceFen({ herbFenPerBox: info.herbFenPerBox, formFeePerBox: 100, boxes: 2, shippingFee: 800 }));
  });

  it('answers no breakdown rather than one that does not add up (a total stored otherwise)', async () => {
    const v = await paidVisitWithReferences();
    const { deliveryOrderId } = await post('/api/delivery/order/place', decoctionOrderForm(v.visitRecordId));
    await t.app.db.query('UPDATE delivery_orders SET sum_price_fen = sum_price_fen + 1 WHERE delivery_order_id = $1', [orderPk(deliveryOrderId)]);
    expect(await orderDetail(deliveryOrderId)).not.toHaveProperty('priceParts');

    await t.app.db.query('UPDATE visit_records SET price_fen = price_fen + 1 WHERE visit_record_id = $1', [v.visitRecordId]);
    expect(await post('/api/health/v2/prescription', { visitRecordId: v.visitRecordId })).not.toHaveProperty('priceParts');
  });
});
