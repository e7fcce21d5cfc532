import { DEMO_ACCOUNTS } from '@tcm/shared/demo';
import { PAY_DEADLINE_MS, TEA_END_DATE, TEA_MSG, teaPriceFen } from '@tcm/shared/commerce';
import { serviceRequest } from '@tcm/shared/clinic';
import type { Db } from '../src/platform/db';
import { COMMERCE_MSG } from '../src/commerce/messages';
import { MSG } from '../src/messages';
import { payOrder } from '../src/commerce/backOffice';
import { refundOrder } from '../src/commerce/changes';
import { call, loginPwd, useTestApi } from './helpers';
import { addPatient, certifiedDoctor, paidVisit, TOMORROW } from './clinicSupport';
import { decoctionOrderForm, TEST_RECIPIENT } from '@tcm/shared/testing/delivery';

jest.setTimeout(60_000);

/** Custom tea after service 9 (spec 3 §2.12, §5, §7, §9): info, placement, price, drafts, ownership, lists. */
const t = useTestApi();
let doctor = '';
let other = '';
let patientId = 0;
const db = () => (t.app as unknown as { db: Db }).db;

beforeAll(async () => {
  doctor = await certifiedDoctor(t.app, '陆羽');
  other = await loginPwd(t.app, DEMO_ACCOUNTS.doctor.phone);
  patientId = await addPatient(t.app, doctor, { name: '品茶人', birthday: '1980-03-15', sex: 1 });
});

const post = <const U extends string>(url: U, token: string, body: Record<string, unknown>) => call(t.app, 'POST', url, { token, body });
const get = <const U extends string>(url: U, token: string) => call(t.app, 'GET', url, { token });

/** Runs service 9 for `days` days and answers its visit record. */
async function teaVisit(days = 60): Promise<number> {
  const { body } = serviceRequest({ patientId, useDate: TOMORROW, useDays: days, serviceIndex: 9 });
  const res = await post('/api/health/v1/customTea', doctor, body);
  expect(res.body.code).toBe(200);
  return res.body.data.visitRecordId;
}

const form = (visitRecordId: number, over: Record<string, unknown> = {}) => ({
  deliveryType: 'E',
  type: 'customTea',
  visitRecordId,
  prescriptionNo: 0,
  startDate: TOMORROW.replace(/-/g, ''),
  endDate: TEA_END_DATE,
  form: 'TEA_BAG',
  deliveryId: 'HZ-TEA',
  formCount: 2,
  ...TEST_RECIPIENT,
  zipCode: '310000',
  remark: '放门卫',
  ...over,
});
const place = (token: string, body: Record<string, unknown>) => post('/api/delivery/orderCustomTea/place', token, body);
const info = (token: string, visitRecordId: number) => post('/api/health/v2/customTeaInfo', token, { visitRecordId });
const detail = (token: string, id: string) => get(`/api/delivery/order/customTeaInfo/${id}`, token);
const count = async (sql: string, params: unknown[]) => (await db().query<{ n: number }>(sql, params))[0].n;

describe('/health/v2/customTeaInfo', () => {
  it('answers the text, the tea of one box, the patient and deliveryMark 1 before any order', async () => {
    const id = await teaVisit(60);
    const res = await info(doctor, id);
    expect(res.body.code).toBe(200);
    const d = res.body.data;
    expect(d).toMatchObject({ visitRecordId: id, takeDays: 60, startDate: TOMORROW, deliveryMark: 1, deliveryOrderId: '', hasDraft: false });
    expect(d.patient).toMatchObject({ patientId, name: '品茶人' });
    expect(d.customTeaResult.join('\n')).toContain('共60天，需60袋，计2盒');
    expect(d.prescriptionInfos).toHaveLength(1);
    expect(d.prescriptionInfos[0]).toMatchObject({ name: '定制养生茶', count: 2, totalWeight: 240 });
    expect(d.herbFenPerBox * 2).toBe(d.prescriptionInfos[0].charge);
  });

  it("is the owner's only, and custom tea only", async () => {
    const id = await teaVisit();
    expect((await info(other, id)).body).toEqual({ code: 500, msg: MSG.visitNotFound });
    const herbal = await paidVisit(t.app, doctor, { toDoDay: '2027-01-10' });
    expect((await info(doctor, herbal.visitRecordId)).body).toEqual({ code: 500, msg: COMMERCE_MSG.notCustomTea });
    expect((await post('/api/health/v2/customTeaInfo', doctor, {})).body.msg).toBe(MSG.visitRequired);
  });
});

describe('/delivery/orderCustomTea/place', () => {
  it('prices the order on the server, opens the 30-minute deadline and marks the tea delivered', async () => {
    const id = await teaVisit(60);
    const before = (await info(doctor, id)).body.data;
    const res = await place(doctor, form(id, { formCount: 3, sumPrice: 1, herbFenPerBox: 0, recipientAddress: '别处' }));
    expect(res.body).toMatchObject({ code: 200, data: { created: true } });
    const orderId = res.body.data.deliveryOrderId;
    const d = (await detail(doctor, orderId)).body.data;
    const sum = teaPriceFen({ herbFenPerBox: before.herbFenPerBox, formFeePerBox: 100, boxes: 3, shippingFee: 800 });
    expect(d).toMatchObject({
      deliveryOrderId: orderId,
      status: 0,
      statusText: '待支付',
      type: 'R',
      typeText: '定制养生茶',
      formText: '袋泡茶',
      deliveryName: '杭州养生茶配送中心',
      formCount: 3,
      boxes: 3,
      bags: 144,
      daysCovered: 144,
      boxPrice: before.herbFenPerBox + 100,
      shippingFee: 800,
      sumPrice: sum,
      startDate: TOMORROW,
      takeDays: 60,
      recipientAddress: '浙江省杭州市西湖区文三路1号',
      remark: '放门卫',
    });
    expect(d.payCountdown).toBe(t.clock.now().getTime() + PAY_DEADLINE_MS);
    expect(d.prescriptionInfo).toMatchObject({ name: '定制养生茶', count: 3, charge: before.herbFenPerBox * 3 });
    // The ordinary detail and list see it too (the cashier and /order read them).
    expect((await get(`/api/delivery/order/info/${orderId}`, doctor)).body.data).toMatchObject({ sumPrice: sum, type: 'R' });
    const list = await call(t.app, 'GET', '/api/delivery/order/list', { token: doctor, query: { status: '0' } });
    expect(list.body.rows.find((r: { deliveryOrderId: string }) => r.deliveryOrderId === orderId)).toMatchObject({ type: 'R', sumPrice: sum });
    expect((await info(doctor, id)).body.data).toMatchObject({ deliveryMark: 2, deliveryOrderId: orderId });
  });

  it('places once: a second placement and 20 at once answer the same order', async () => {
    const id = await teaVisit();
    const replies = await Promise.all(Array.from({ length: 20 }, () => place(doctor, form(id))));
    expect(replies.every((r) => r.body.code === 200)).toBe(true);
    expect(new Set(replies.map((r) => r.body.data.deliveryOrderId)).size).toBe(1);
    expect(replies.filter((r) => r.body.data.created)).toHaveLength(1);
    const again = await place(doctor, form(id, { formCount: 5 }));
    expect(again.body.data).toEqual({ deliveryOrderId: replies[0].body.data.deliveryOrderId, created: false });
    expect(await count('SELECT count(*)::int AS n FROM delivery_orders WHERE visit_record_id = $1', [id])).toBe(1);
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['no form', { form: '' }, TEA_MSG.formRequired],
    ['no centre', { deliveryId: '' }, TEA_MSG.centreRequired],
    ['no boxes', { formCount: undefined }, TEA_MSG.boxesRequired],
    ['zero boxes', { formCount: 0 }, TEA_MSG.boxesInvalid],
    ['boxes not a whole number', { formCount: 1.5 }, TEA_MSG.boxesInvalid],
    ['boxes as letters', { formCount: 'abc' }, TEA_MSG.boxesInvalid],
    ['too many boxes', { formCount: 100 }, TEA_MSG.boxesInvalid],
    ['no recipient', { recipientName: '  ' }, TEA_MSG.recipientRequired],
    ['a 10-digit phone', { recipientPhone: '1381234567' }, TEA_MSG.phoneInvalid],
    ['no county', { county: '' }, TEA_MSG.regionRequired],
    ['a made-up region', { province: '浙江省', city: '北京市', county: '朝阳区' }, TEA_MSG.regionRequired],
    ['no street', { street: '' }, TEA_MSG.streetRequired],
    ['a bad zip', { zipCode: '3100' }, TEA_MSG.zipInvalid],
    ['a long remark', { remark: '字'.repeat(101) }, TEA_MSG.remarkTooLong],
    ['another end date', { endDate: '20271231' }, TEA_MSG.endDateFixed],
    ['no end date', { endDate: undefined }, TEA_MSG.endDateFixed],
    ['a decoction form', { form: 'DECOCTION' }, COMMERCE_MSG.formNotOffered],
    ['a decoction centre', { deliveryId: 'HZ-DJ' }, COMMERCE_MSG.centreNotOffered],
  ])('refuses %s with its message and creates nothing', async (_name, over, message) => {
    const id = await teaVisit();
    const body = form(id, over);
    for (const [k, v] of Object.entries(over)) if (v === undefined) delete (body as unknown as Record<string, unknown>)[k];
    const res = await place(doctor, body);
    expect(res.body.code).not.toBe(200);
    expect(res.body.msg).toBe(message);
    expect(await count('SELECT count(*)::int AS n FROM delivery_orders WHERE visit_record_id = $1', [id])).toBe(0);
  });

  it('refuses another type or delivery type', async () => {
    const id = await teaVisit();
    // Values outside the contract's literals ('customTea', 'E') are refused before the handler (contractInput.ts).
    expect((await place(doctor, form(id, { type: 'R' }))).body).toEqual({ code: 400, msg: '处方类型不在可选范围内' });
    expect((await place(doctor, form(id, { deliveryType: 'X' }))).body).toEqual({ code: 400, msg: '配送方式不在可选范围内' });
    expect(await count('SELECT count(*)::int AS n FROM delivery_orders WHERE visit_record_id = $1', [id])).toBe(0);
  });

  it("places only the owner's custom tea", async () => {
    const id = await teaVisit();
    expect((await place(other, form(id))).body).toEqual({ code: 500, msg: MSG.visitNotFound });
    const herbal = await paidVisit(t.app, doctor, { toDoDay: '2027-01-10' });
    expect((await place(doctor, form(herbal.visitRecordId))).body.msg).toBe(COMMERCE_MSG.notCustomTea);
    // And the decoction call still sends a tea here.
    const decoction = await post('/api/delivery/order/place', doctor, { ...form(id), form: 'TEA_BAG', quantityDispensed: 1, type: 'R' });
    expect(decoction.body.code).not.toBe(200);
    expect(await count('SELECT count(*)::int AS n FROM delivery_orders WHERE visit_record_id = $1', [id])).toBe(0);
  });
});

describe('/delivery/order/customTeaInfo/{orderId}', () => {
  it("is the owner's only and custom tea only, and expires an unpaid order past its deadline", async () => {
    const id = await teaVisit();
    const orderId = (await place(doctor, form(id))).body.data.deliveryOrderId;
    expect((await detail(other, orderId)).body).toEqual({ code: 500, msg: COMMERCE_MSG.orderNotFound });
    expect((await detail(doctor, 'DO99999999')).body.msg).toBe(COMMERCE_MSG.orderNotFound);
    const herbal = await paidVisit(t.app, doctor, { toDoDay: '2027-01-10' });
    const herbalOrder = await post('/api/delivery/order/place', doctor, decoctionOrderForm(herbal.visitRecordId));
    expect((await detail(doctor, herbalOrder.body.data.deliveryOrderId)).body.msg).toBe(COMMERCE_MSG.notCustomTeaOrder);
    t.clock.advance(PAY_DEADLINE_MS);
    expect((await detail(doctor, orderId)).body.data).toMatchObject({ status: -1 });
  });
});

describe('drafts of a custom tea', () => {
  const draftBody = (id: number, over: Record<string, unknown> = {}) => {
    const { deliveryId: _d, endDate: _e, ...rest } = form(id, over);
    return { ...rest, ...over };
  };

  it('saves one draft per visit and user with the tea rule set, reads it without endDate, removes it on placement', async () => {
    const id = await teaVisit();
    const saved = await post('/api/delivery/order/draft/save', doctor, draftBody(id, { formCount: 1 }));
    expect(saved.body).toMatchObject({ code: 200, msg: COMMERCE_MSG.draftSaved });
    await post('/api/delivery/order/draft/save', doctor, draftBody(id, { formCount: 4, street: '文二路2号' }));
    expect(await count('SELECT count(*)::int AS n FROM delivery_drafts WHERE visit_record_id = $1', [id])).toBe(1);
    const read = await post('/api/delivery/order/draft/info', doctor, { visitRecordId: id, type: 'customTea', startDate: TOMORROW });
    expect(read.body.data).toMatchObject({ visitRecordId: id, formCount: 4, street: '文二路2号', form: 'TEA_BAG', formText: '袋泡茶', type: 'R' });
    expect((await info(doctor, id)).body.data.hasDraft).toBe(true);
    // Another user neither reads nor writes it.
    expect((await post('/api/delivery/order/draft/info', other, { visitRecordId: id, type: 'customTea' })).body.msg).toBe(MSG.visitNotFound);
    expect((await post('/api/delivery/order/draft/save', other, draftBody(id))).body.code).not.toBe(200);
    await place(doctor, form(id));
    expect(await count('SELECT count(*)::int AS n FROM delivery_drafts WHERE visit_record_id = $1', [id])).toBe(0);
    expect((await post('/api/delivery/order/draft/save', doctor, draftBody(id))).body.msg).toBe(COMMERCE_MSG.teaOrderExists);
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['no form', { form: '' }, TEA_MSG.formRequired],
    ['no boxes', { formCount: 0 }, TEA_MSG.boxesInvalid],
    ['no recipient', { recipientName: '' }, TEA_MSG.recipientRequired],
    ['a bad phone', { recipientPhone: '123' }, TEA_MSG.phoneInvalid],
    ['no region', { province: '' }, TEA_MSG.regionRequired],
    ['no street', { street: '' }, TEA_MSG.streetRequired],
    ['a long remark', { remark: '字'.repeat(101) }, TEA_MSG.remarkTooLong],
    ['a decoction form', { form: 'DECOCTION' }, COMMERCE_MSG.formNotOffered],
  ])('refuses a draft with %s', async (_name, over, message) => {
    const id = await teaVisit();
    const res = await post('/api/delivery/order/draft/save', doctor, draftBody(id, over));
    expect(res.body.msg).toBe(message);
    expect(await count('SELECT count(*)::int AS n FROM delivery_drafts WHERE visit_record_id = $1', [id])).toBe(0);
  });

  it('keeps a draft without a centre (the draft rule set)', async () => {
    const id = await teaVisit();
    expect((await post('/api/delivery/order/draft/save', doctor, draftBody(id))).body.code).toBe(200);
  });
});

describe('the prescribing list', () => {
  const rowOf = async (visitRecordId: number, status?: number) => {
    const query: Record<string, string> = { pageNum: '1', pageSize: '12', keyWord: '品茶人' };
    if (status !== undefined) query.status = String(status);
    const rows = (await call(t.app, 'GET', '/api/health/v1/prescription/order', { token: doctor, query })).body.rows as Array<{
      visitRecordId: number;
      status: number;
      statusDesc: string;
      prescriptionType: string;
    }>;
    return rows.find((r) => r.visitRecordId === visitRecordId);
  };

  it('shows a tea 待支付 until its order is paid, then 已完成 (and after a refund)', async () => {
    const id = await teaVisit();
    expect(await rowOf(id)).toMatchObject({ prescriptionType: 'R', status: 0, statusDesc: '待支付' });
    const orderId = (await place(doctor, form(id))).body.data.deliveryOrderId;
    expect(await rowOf(id, 0)).toMatchObject({ status: 0 });
    expect(await rowOf(id, 1)).toBeUndefined();
    await payOrder(db(), orderId, t.clock.now());
    expect(await rowOf(id)).toMatchObject({ status: 1, statusDesc: '已完成' });
    expect(await rowOf(id, 1)).toMatchObject({ status: 1 });
    expect(await rowOf(id, 0)).toBeUndefined();
    await refundOrder(
      db(),
      (await db().query<{ user_id: number }>('SELECT user_id FROM delivery_orders WHERE visit_record_id = $1', [id]))[0].user_id,
      orderId,
      t.clock.now(),
    );
    expect(await rowOf(id)).toMatchObject({ status: 1, statusDesc: '已完成' });
  });

  it('an expired, unpaid tea order leaves the tea 待支付', async () => {
    const id = await teaVisit();
    const orderId = (await place(doctor, form(id))).body.data.deliveryOrderId;
    t.clock.advance(PAY_DEADLINE_MS);
    expect((await detail(doctor, orderId)).body.data.status).toBe(-1);
    expect(await rowOf(id)).toMatchObject({ status: 0 });
  });
});
