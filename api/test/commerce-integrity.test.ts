import { DELIVERY_MSG, ORDER_TOTAL_MAX_FEN, ORDER_TOTAL_MSG, TEA_END_DATE } from '@tcm/shared/commerce';
import { decoctionOrderForm, TEST_RECIPIENT } from '@tcm/shared/testing/delivery';
import type { Db } from '../src/platform/db';
import { MINUTE } from '../src/platform/lib/time';
import { COMMERCE_MSG } from '../src/commerce/messages';
import { MSG } from '../src/messages';
import { operateOrder, payOrder } from '../src/commerce/backOffice';
import { orderPk } from '../src/commerce/orders';
import { z } from 'zod';
import { rowsBody } from '@tcm/shared/contract/schema';
import { call, checked, useTestApi } from './helpers';
import { addPatient, certifiedDoctor, inquiry, paidVisit, TOMORROW } from './clinicSupport';
import { match } from '@tcm/shared/testing/matchers';

jest.setTimeout(90_000);

/**
 * Issue 19 item 1 and issue 20 items 2, 4, 5, 7 (commerce): spec 3 §7's documented bodies, money
 * past the integer column, re-ordering after a dead order, the echoes of the prescription, and
 * the lists' queries.
 */
const t = useTestApi();
let doctor = '';
const LATER = { toDoDay: '2027-01-10' };
const db = () => (t.app as unknown as { db: Db }).db;

beforeAll(async () => {
  doctor = await certifiedDoctor(t.app, '张仲景');
});

const post = <const U extends string>(url: U, body: Record<string, unknown>) => call(t.app, 'POST', url, { token: doctor, body });
const get = <const U extends string>(url: U, query?: Record<string, string>) => call(t.app, 'GET', url, { token: doctor, query });
const place = (body: Record<string, unknown>) => post('/api/delivery/order/place', body);
const info = async (id: string) => (await get(`/api/delivery/order/info/${id}`)).body.data;
const ordersOf = async (visitRecordId: number) =>
  db().query<{ delivery_order_id: number; status: number; form_count: number }>(
    'SELECT delivery_order_id, status, form_count FROM delivery_orders WHERE visit_record_id = $1 ORDER BY delivery_order_id',
    [visitRecordId],
  );

/** Spec 3 §7's body of /delivery/order/place, exactly: no province, city, county or street. */
const documented = (visitRecordId: number, rx: { startDate: string; endDate: string }, over: Record<string, unknown> = {}) => ({
  deliveryType: 'E',
  endDate: rx.endDate,
  startDate: rx.startDate,
  type: '',
  form: 'DECOCTION',
  remark: '',
  formCount: 7,
  quantityDispensed: 2,
  zipCode: '310000',
  recipientAddress: '浙江省杭州市西湖区文三路1号',
  recipientName: '王五',
  recipientPhone: '13812345678',
  visitRecordId,
  deliveryId: 'HZ-DJ',
  prescriptionNo: 0,
  ...over,
});

async function herbalVisit() {
  const visit = await paidVisit(t.app, doctor, LATER);
  const rx = (await post('/api/health/v2/commonPrescription', { visitRecordId: visit.visitRecordId })).body.data.prescriptionInfos[0];
  return { ...visit, rx: rx as { startDate: string; endDate: string; type: string } };
}

async function teaVisit() {
  const patientId = await addPatient(t.app, doctor);
  const served = await post('/api/health/v1/customTea', { patientId, toPredictDay: '20270110', predictDays: 30 });
  expect(served.body.code).toBe(200);
  return served.body.data.visitRecordId;
}

describe('spec 3 §7 documented bodies (issue 19 item 1)', () => {
  it('places with recipientAddress only, keeping the region it starts with', async () => {
    const { visitRecordId, rx } = await herbalVisit();
    const res = await place(documented(visitRecordId, rx));
    expect(res.body).toMatchObject({ code: 200, data: { created: true } });
    expect(await info(res.body.data.deliveryOrderId)).toMatchObject({
      recipientAddress: '浙江省杭州市西湖区文三路1号',
      province: '浙江省',
      city: '杭州市',
      county: '西湖区',
      street: '文三路1号',
    });
  });

  it('keeps a line that names no region of the table as the street, as sent', async () => {
    const { visitRecordId, rx } = await herbalVisit();
    const res = await place(documented(visitRecordId, rx, { recipientAddress: '西湖边文三路1号3幢' }));
    expect(res.body.code).toBe(200);
    expect(await info(res.body.data.deliveryOrderId)).toMatchObject({ recipientAddress: '西湖边文三路1号3幢', province: '', street: '西湖边文三路1号3幢' });
  });

  it('refuses a documented body without any address', async () => {
    const { visitRecordId, rx } = await herbalVisit();
    expect((await place(documented(visitRecordId, rx, { recipientAddress: '' }))).body.msg).toBe(DELIVERY_MSG.regionRequired);
    expect(await ordersOf(visitRecordId)).toHaveLength(0);
  });

  it('accepts the region as the address book’s 6-digit codes and stores the names', async () => {
    const { visitRecordId } = await herbalVisit();
    const res = await place(decoctionOrderForm(visitRecordId, { province: '330000', city: '330100', county: '330106' }));
    expect(res.body.code).toBe(200);
    expect(await info(res.body.data.deliveryOrderId)).toMatchObject({
      province: '浙江省',
      city: '杭州市',
      county: '西湖区',
      recipientAddress: '浙江省杭州市西湖区文三路1号',
    });
    const bad = await herbalVisit();
    expect((await place(decoctionOrderForm(bad.visitRecordId, { province: '330000', city: '320100', county: '330106' }))).body.msg).toBe(
      DELIVERY_MSG.regionRequired,
    );
  });

  it('changes the address with the documented body of modify/address', async () => {
    const { visitRecordId, rx } = await herbalVisit();
    const id = (await place(documented(visitRecordId, rx))).body.data.deliveryOrderId;
    const res = await post('/api/delivery/order/modify/address', {
      deliveryOrderId: id,
      recipientAddress: '上海市上海市徐汇区漕溪北路2号',
      recipientName: '赵六',
      recipientPhone: '13900001111',
    });
    expect(res.body).toEqual({ code: 200, msg: COMMERCE_MSG.addressModified });
    expect(await info(id)).toMatchObject({ recipientName: '赵六', province: '上海市', county: '徐汇区', street: '漕溪北路2号' });
  });

  it('places a custom tea with its documented body', async () => {
    const visitRecordId = await teaVisit();
    const res = await post('/api/delivery/orderCustomTea/place', {
      deliveryType: 'E',
      startDate: '20270110',
      endDate: TEA_END_DATE,
      type: 'customTea',
      form: 'TEA_BAG',
      remark: '',
      formCount: 1,
      zipCode: '',
      recipientAddress: '北京市朝阳区建国路1号',
      recipientName: '王五',
      recipientPhone: '13812345678',
      visitRecordId,
      deliveryId: 'HZ-TEA',
      prescriptionNo: 0,
    });
    expect(res.body).toMatchObject({ code: 200, data: { created: true } });
    const order = (await get(`/api/delivery/order/customTeaInfo/${res.body.data.deliveryOrderId}`)).body.data;
    expect(order).toMatchObject({ province: '北京市', city: '北京市', county: '朝阳区', street: '建国路1号' });
  });
});

/** Every herb of the visit's first prescription at `grams` a dose (what 999 g doses of issue 20 did). */
async function heavy(visitRecordId: number, grams: number) {
  await db().query(
    `UPDATE visit_records SET current_result = jsonb_set(current_result, '{prescriptions,0,herbs}',
       (SELECT jsonb_agg(h || jsonb_build_object('weight', $2::int)) FROM jsonb_array_elements(current_result->'prescriptions'->0->'herbs') h))
     WHERE visit_record_id = $1`,
    [visitRecordId, grams],
  );
}

describe('money (issue 20 item 2)', () => {
  it('refuses a total past the bound with its message, before storing anything', async () => {
    const { visitRecordId } = await herbalVisit();
    await heavy(visitRecordId, 999);
    const res = await place(decoctionOrderForm(visitRecordId, { formCount: 999, quantityDispensed: 6 }));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ code: 500, msg: ORDER_TOTAL_MSG });
    expect(await ordersOf(visitRecordId)).toHaveLength(0);
    // One dose of it is a real (if odd) order.
    expect((await place(decoctionOrderForm(visitRecordId, { formCount: 1 }))).body.code).toBe(200);
  });

  it('keeps amounts past the old integer column and reads them back as numbers', async () => {
    const { visitRecordId } = await herbalVisit();
    const id = (await place(decoctionOrderForm(visitRecordId))).body.data.deliveryOrderId;
    const big = 2 ** 31 + 12_345;
    await db().query('UPDATE delivery_orders SET sum_price_fen = $2::bigint WHERE delivery_order_id = $1', [orderPk(id), String(big)]);
    expect((await info(id)).sumPrice).toBe(big);
    const [row] = await db().query<{ s: unknown }>('SELECT sum_price_fen AS s FROM delivery_orders WHERE delivery_order_id = $1', [orderPk(id)]);
    expect(row.s).toBe(big);
  });

  it('refuses to read an int8 that is no exact JS number, rather than rounding it', async () => {
    await expect(db().query("SELECT '9007199254740993'::bigint AS n")).rejects.toThrow(/safe integer/);
    expect((await db().query<{ n: unknown }>("SELECT '9007199254740991'::bigint AS n"))[0].n).toBe(Number.MAX_SAFE_INTEGER);
  });

  it('keeps the bound far inside the safe range', () => {
    expect(ORDER_TOTAL_MAX_FEN * 1000).toBeLessThan(Number.MAX_SAFE_INTEGER);
  });
});

describe('re-ordering after a dead order (issue 20 item 4)', () => {
  it('after expiry: placing again makes a new order with the new form, and a draft is allowed again', async () => {
    const { visitRecordId } = await herbalVisit();
    const first = (await place(decoctionOrderForm(visitRecordId, { formCount: 7 }))).body.data.deliveryOrderId;
    // Placing while it is live answers it.
    expect((await place(decoctionOrderForm(visitRecordId, { formCount: 3 }))).body.data).toEqual({ deliveryOrderId: first, created: false });
    expect((await post('/api/delivery/order/draft/save', decoctionOrderForm(visitRecordId))).body.msg).toBe(COMMERCE_MSG.orderExists);
    t.clock.advance(31 * MINUTE);
    // Not read since its deadline: the placement itself counts it as dead.
    expect((await post('/api/delivery/order/draft/save', decoctionOrderForm(visitRecordId, { formCount: 4 }))).body.code).toBe(200);
    const again = await place(decoctionOrderForm(visitRecordId, { formCount: 5 }));
    expect(again.body.data.created).toBe(true);
    expect(again.body.data.deliveryOrderId).not.toBe(first);
    expect(await ordersOf(visitRecordId)).toEqual([
      match.objectContaining({ status: -1, form_count: 7 }),
      match.objectContaining({ status: 0, form_count: 5 }),
    ]);
    // The sheet points at the live order.
    const sheet = (await get(`/api/health/v2/prescription/image/${visitRecordId}`)).body.data.prescriptions[0];
    expect(sheet).toMatchObject({ status: 1, deliveryOrderId: again.body.data.deliveryOrderId });
  });

  it('after cancellation and after a refund alike', async () => {
    const { visitRecordId } = await herbalVisit();
    const a = (await place(decoctionOrderForm(visitRecordId))).body.data.deliveryOrderId;
    await operateOrder(db(), a, 'cancel', t.clock.now());
    const sheet = async () => (await get(`/api/health/v2/prescription/image/${visitRecordId}`)).body.data.prescriptions[0];
    expect(await sheet()).toMatchObject({ status: 0, deliveryOrderId: null });
    const b = (await place(decoctionOrderForm(visitRecordId))).body.data;
    expect(b.created).toBe(true);
    await payOrder(db(), b.deliveryOrderId, t.clock.now());
    expect((await post('/api/adapay/v1/refund', { deliveryOrderId: b.deliveryOrderId })).body.code).toBe(200);
    const c = (await place(decoctionOrderForm(visitRecordId))).body.data;
    expect(c.created).toBe(true);
    expect((await ordersOf(visitRecordId)).map((o) => o.status)).toEqual([-2, -3, 0]);
  });

  it('24 parallel placements after an expired order still give exactly one live order', async () => {
    const { visitRecordId } = await herbalVisit();
    await place(decoctionOrderForm(visitRecordId));
    t.clock.advance(31 * MINUTE);
    const replies = await Promise.all(Array.from({ length: 24 }, () => place(decoctionOrderForm(visitRecordId))));
    expect(replies.every((r) => r.body.code === 200)).toBe(true);
    expect(replies.filter((r) => r.body.data.created)).toHaveLength(1);
    expect(new Set(replies.map((r) => r.body.data.deliveryOrderId)).size).toBe(1);
    expect((await ordersOf(visitRecordId)).map((o) => o.status)).toEqual([-1, 0]);
  });

  it('the database itself refuses a second live order of a prescription, and allows dead ones beside it', async () => {
    const { visitRecordId } = await herbalVisit();
    const id = (await place(decoctionOrderForm(visitRecordId))).body.data.deliveryOrderId;
    const copy = (status: number) =>
      db().query(
        `INSERT INTO delivery_orders (user_id, visit_record_id, prescription_no, status, form, form_name, delivery_id, delivery_name, form_count,
           quantity_dispensed, herb_fen_per_dose, form_fee_fen, shipping_fee_fen, sum_price_fen, recipient_name, recipient_phone, province, city,
           county, street, prescription, created_at, pay_deadline, cancelled_at)
         SELECT user_id, visit_record_id, prescription_no, $2::smallint, form, form_name, delivery_id, delivery_name, form_count, quantity_dispensed,
           herb_fen_per_dose, form_fee_fen, shipping_fee_fen, sum_price_fen, recipient_name, recipient_phone, province, city, county, street,
           prescription, created_at, pay_deadline, created_at FROM delivery_orders WHERE delivery_order_id = $1`,
        [orderPk(id), status],
      );
    await expect(copy(0)).rejects.toThrow(/delivery_orders_one_live_per_prescription|unique/);
    await copy(-2);
    await copy(-1);
    expect((await ordersOf(visitRecordId)).map((o) => o.status).sort((a, b) => a - b)).toEqual([-2, -1, 0]);
  });

  it('a custom tea may be ordered again after its order expired; its info offers 配送 again', async () => {
    const visitRecordId = await teaVisit();
    const tea = (over: Record<string, unknown> = {}) =>
      post('/api/delivery/orderCustomTea/place', {
        deliveryType: 'E',
        type: 'customTea',
        visitRecordId,
        endDate: TEA_END_DATE,
        form: 'TEA_BAG',
        deliveryId: 'HZ-TEA',
        formCount: 1,
        ...TEST_RECIPIENT,
        ...over,
      });
    const first = (await tea()).body.data.deliveryOrderId;
    expect((await post('/api/health/v2/customTeaInfo', { visitRecordId })).body.data).toMatchObject({ deliveryMark: 2, deliveryOrderId: first });
    t.clock.advance(31 * MINUTE);
    expect((await post('/api/health/v2/customTeaInfo', { visitRecordId })).body.data).toMatchObject({ deliveryMark: 1, deliveryOrderId: '' });
    const again = (await tea({ formCount: 2 })).body.data;
    expect(again.created).toBe(true);
    expect((await ordersOf(visitRecordId)).map((o) => [o.status, o.form_count])).toEqual([
      [-1, 1],
      [0, 2],
    ]);
  });
});

describe('the prescription’s own rules (issue 20 item 5)', () => {
  it.each(['00000000000', '12345678901', '23812345678'])('refuses the recipient phone %s with the page’s words', async (phone) => {
    const { visitRecordId } = await herbalVisit();
    expect((await place(decoctionOrderForm(visitRecordId, { recipientPhone: phone }))).body.msg).toBe(DELIVERY_MSG.phoneInvalid);
    expect((await post('/api/delivery/order/draft/save', decoctionOrderForm(visitRecordId, { recipientPhone: phone }))).body.msg).toBe(
      DELIVERY_MSG.phoneInvalid,
    );
    expect(await ordersOf(visitRecordId)).toHaveLength(0);
  });

  it('refuses type customTea on a self-composed visit, and a type other than the prescription’s', async () => {
    const patientId = await addPatient(t.app, doctor);
    const self = await post('/api/health/v2/prescription/self/image', {
      patientId,
      toDoDay: TOMORROW,
      takeDays: 7,
      inquiryInfo: inquiry(),
      prescriptionBody: {
        disease: '气血两虚',
        prescriptionList: [
          { key: '当归', value: 10, index: 1 },
          { key: '黄芪', value: 15, index: 2 },
        ],
        take_time: '饭后',
        total: 25,
        form: '饮片',
      },
    });
    expect(self.body.code).toBe(200);
    const visitRecordId = self.body.data.visitRecordId;
    expect((await place(decoctionOrderForm(visitRecordId, { type: 'customTea' }))).body.msg).toBe(COMMERCE_MSG.notCustomTea);
    expect((await place(decoctionOrderForm(visitRecordId, { type: 'G' }))).body.msg).toBe(COMMERCE_MSG.typeMismatch);
    expect(await ordersOf(visitRecordId)).toHaveLength(0);
    expect((await place(decoctionOrderForm(visitRecordId, { type: 'S' }))).body.code).toBe(200);
  });

  it('refuses an end date before the start date, and dates that are not the prescription’s', async () => {
    const { visitRecordId, rx } = await herbalVisit();
    const body = (over: Record<string, unknown>) => decoctionOrderForm(visitRecordId, { startDate: rx.startDate, endDate: rx.endDate, ...over });
    expect((await place(body({ endDate: '2026-01-01' }))).body.msg).toBe(MSG.selfEndBeforeStart);
    expect((await post('/api/delivery/order/draft/save', body({ endDate: '2026-01-01' }))).body.msg).toBe(MSG.selfEndBeforeStart);
    expect((await place(body({ startDate: '2027-13-40' }))).body.msg).toBe(COMMERCE_MSG.dateInvalid);
    expect((await place(body({ startDate: '2027-01-11' }))).body.msg).toBe(COMMERCE_MSG.startDateMismatch);
    expect(await ordersOf(visitRecordId)).toHaveLength(0);
    // The prescription's own dates, with or without dashes, are what the page and spec 3 §7 send.
    expect((await place(body({ startDate: rx.startDate.replace(/-/g, ''), endDate: rx.endDate }))).body.code).toBe(200);
  });
});

describe('the lists run one query a page (issue 20 item 7)', () => {
  /** The statements one list call runs. */
  async function statements(url: string, query: Record<string, string>) {
    const spy = jest.spyOn(db(), 'query');
    try {
      const res = await get(url, query);
      expect(res.body.code).toBe(200);
      const { rows, total } = checked(rowsBody(z.unknown()), res.body);
      return { n: spy.mock.calls.length, rows: rows.length, total };
    } finally {
      spy.mockRestore();
    }
  }

  it('whatever the number of rows on the page, with the same rows and total as before', async () => {
    for (let i = 0; i < 3; i++) {
      const { visitRecordId } = await herbalVisit();
      await place(decoctionOrderForm(visitRecordId));
      const draft = await herbalVisit();
      expect((await post('/api/delivery/order/draft/save', decoctionOrderForm(draft.visitRecordId))).body.code).toBe(200);
    }
    // Orders of the tests above whose deadline passed are expired by the first read: read once before counting.
    await get('/api/delivery/order/list', { pageNum: '1', pageSize: '1' });
    const one = await statements('/api/delivery/order/list', { pageNum: '1', pageSize: '1' });
    const three = await statements('/api/delivery/order/list', { pageNum: '1', pageSize: '3' });
    expect([one.rows, three.rows]).toEqual([1, 3]);
    expect(three.n).toBe(one.n);
    expect(three.total).toBe(one.total);
    const d1 = await statements('/api/delivery/order/draft/list', { pageNum: '1', pageSize: '1' });
    const d3 = await statements('/api/delivery/order/draft/list', { pageNum: '1', pageSize: '3' });
    expect([d1.rows, d3.rows]).toEqual([1, 3]);
    expect(d3.n).toBe(d1.n);
    // A page past the end still says how many there are.
    const past = await get('/api/delivery/order/list', { pageNum: '999', pageSize: '12' });
    expect(past.body).toMatchObject({ rows: [], total: one.total });
    const row = (await get('/api/delivery/order/list', { pageNum: '1', pageSize: '1' })).body.rows[0];
    expect(row).toMatchObject({
      patientName: match.any(String),
      patientPhoneNo: match.any(String),
      patient: { name: row.patientName },
      inquiryInfo: match.any(Object),
    });
    const draftRow = (await get('/api/delivery/order/draft/list', { pageNum: '1', pageSize: '1' })).body.rows[0];
    expect(draftRow).toMatchObject({ patient: { name: match.any(String) }, prescriptionInfo: { name: match.any(String) }, formText: '代煎汤剂' });
  });
});
