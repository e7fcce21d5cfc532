import { DELIVERY_MSG, PAY_DEADLINE_MS, deliveryPriceFen } from '@tcm/shared/commerce';
import { deliveryStatusText } from '@tcm/shared/codes';
import { DEMO_ACCOUNTS } from '@tcm/shared/demo';
import type { Db } from '../src/platform/db';
import { MINUTE, HOUR } from '../src/platform/lib/time';
import { COMMERCE_MSG } from '../src/commerce/messages';
import { advanceExpress, deliverOrder } from '../src/commerce/tracking';
import { operateOrder, payOrder, shipOrder } from '../src/commerce/backOffice';
import { call, loginPwd, useTestApi } from './helpers';
import { certifiedDoctor, paidVisit, pricedVisit } from './clinicSupport';
import { decoctionOrderForm } from '@tcm/shared/testing/delivery';
import { match } from '@tcm/shared/testing/matchers';

jest.setTimeout(60_000);

/** Delivery orders through the API (spec 3 §4, §5, §7): placement, price, deadline, moves, refund, ownership. */
const t = useTestApi();
let doctor = '';
let other = '';
/** A start date that stays valid while the tests move the clock by a few days. */
const LATER = { toDoDay: '2027-01-10' };
const db = () => (t.app as unknown as { db: Db }).db;

beforeAll(async () => {
  doctor = await certifiedDoctor(t.app, '张仲景');
  other = await loginPwd(t.app, DEMO_ACCOUNTS.doctor.phone);
});

const post = <const U extends string>(url: U, token: string, body: Record<string, unknown>) => call(t.app, 'POST', url, { token, body });
const get = <const U extends string>(url: U, token: string, query?: Record<string, string>) => call(t.app, 'GET', url, { token, query });
const form = (visitRecordId: number, over: Record<string, unknown> = {}) =>
  decoctionOrderForm(visitRecordId, { zipCode: '310000', remark: '请尽快发货', ...over });
const place = (token: string, body: Record<string, unknown>) => post('/api/delivery/order/place', token, body);
const info = (token: string, id: string) => get(`/api/delivery/order/info/${id}`, token);

async function placed(over: Record<string, unknown> = {}) {
  const visit = await paidVisit(t.app, doctor, LATER);
  const res = await place(doctor, form(visit.visitRecordId, over));
  expect(res.body).toMatchObject({ code: 200, data: { created: true } });
  return { visit, id: res.body.data.deliveryOrderId };
}

describe('forms and centres', () => {
  it('answers the forms of a type and the centres of a form', async () => {
    const forms = await get('/api/medicine/v2/forms/herbal', doctor);
    expect(forms.body.data.map((f: { formCode: string }) => f.formCode)).toEqual(['DECOCTION', 'GRANULE', 'SLICE']);
    const tea = await get('/api/medicine/v2/forms/customTea', doctor);
    expect(tea.body.data.map((f: { formName: string }) => f.formName)).toEqual(['袋泡茶']);
    const centres = await get('/api/delivery/getCurrentDeliveryDept', doctor, { formCode: 'DECOCTION' });
    expect(centres.body.data.map((c: { deliveryId: string }) => c.deliveryId)).toEqual(['HZ-DJ', 'SH-DJ']);
    expect((await get('/api/delivery/getCurrentDeliveryDept', doctor, { formCode: '' })).body.msg).toBe(COMMERCE_MSG.formCodeRequired);
    // The fuzz suite found these answering HTTP 500 (an object's own prototype taken for a list).
    for (const formCode of ['__proto__', 'constructor', 'toString', 'hasOwnProperty']) {
      const res = await get('/api/delivery/getCurrentDeliveryDept', doctor, { formCode });
      expect([res.status, res.body]).toEqual([200, { code: 200, msg: '', data: [] }]);
    }
  });
});

describe('placement', () => {
  it('computes the price on the server and sets the 30-minute deadline', async () => {
    const { id } = await placed({ formCount: 5, quantityDispensed: 3 });
    const d = (await info(doctor, id)).body.data;
    expect(d).toMatchObject({
      status: 0,
      statusText: '待支付',
      refundFlag: 'N',
      formCount: 5,
      quantityDispensed: 3,
      formText: '代煎汤剂',
      deliveryName: '杭州代煎配送中心',
    });
    const perDose = d.prescriptionInfo.charge / d.prescriptionInfo.count;
    expect(d.sumPrice).toBe(deliveryPriceFen({ herbFenPerDose: perDose, formFeePerDose: 300, formCount: 5, quantityDispensed: 3, shippingFee: 1200 }));
    expect(d.payCountdown).toBe(t.clock.now().getTime() + PAY_DEADLINE_MS);
    expect(d.recipientAddress).toBe('浙江省杭州市西湖区文三路1号');
  });

  it('places an overseas recipient: the country is the last level of the region', async () => {
    const { id } = await placed({ province: '海外', city: '新加坡', county: '', street: 'Orchard Road 1' });
    expect((await info(doctor, id)).body.data.recipientAddress).toBe('海外新加坡Orchard Road 1');
  });

  it('ignores the price and the address line the browser sends', async () => {
    const { id } = await placed({ sumPrice: 1, recipientAddress: '别处', herbFenPerDose: 0 });
    const d = (await info(doctor, id)).body.data;
    expect(d.sumPrice).toBeGreaterThan(1000);
    expect(d.recipientAddress).toBe('浙江省杭州市西湖区文三路1号');
  });

  it.each([
    [{ form: '' }, DELIVERY_MSG.formRequired],
    [{ deliveryId: '' }, DELIVERY_MSG.centreRequired],
    [{ formCount: undefined }, DELIVERY_MSG.formCountRequired],
    [{ formCount: 0 }, DELIVERY_MSG.formCountInvalid],
    [{ formCount: '3a' }, DELIVERY_MSG.formCountInvalid],
    [{ quantityDispensed: undefined }, DELIVERY_MSG.quantityRequired],
    [{ quantityDispensed: 7 }, DELIVERY_MSG.quantityRange],
    [{ recipientName: '' }, DELIVERY_MSG.recipientRequired],
    [{ recipientPhone: '1381234567' }, DELIVERY_MSG.phoneInvalid],
    [{ province: '' }, DELIVERY_MSG.regionRequired],
    [{ province: '火星' }, DELIVERY_MSG.regionRequired],
    [{ city: '南京市' }, DELIVERY_MSG.regionRequired],
    [{ county: '浦东新区' }, DELIVERY_MSG.regionRequired],
    [{ county: '' }, DELIVERY_MSG.regionRequired],
    [{ province: '海外', city: '新加坡', county: '西湖区' }, DELIVERY_MSG.regionRequired],
    [{ province: '海外', city: '杭州市', county: '' }, DELIVERY_MSG.regionRequired],
    [{ street: '' }, DELIVERY_MSG.streetRequired],
    [{ zipCode: '3100' }, DELIVERY_MSG.zipInvalid],
    [{ remark: '备'.repeat(101) }, DELIVERY_MSG.remarkTooLong],
    [{ form: 'TEA_BAG' }, COMMERCE_MSG.formNotOffered],
    [{ deliveryId: 'HZ-KL' }, COMMERCE_MSG.centreNotOffered],
    [{ prescriptionNo: 9 }, COMMERCE_MSG.prescriptionNotFound],
  ])('refuses %o with 「%s」 and creates nothing', async (change, msg) => {
    const visit = await paidVisit(t.app, doctor, LATER);
    const res = await place(doctor, form(visit.visitRecordId, change));
    // A value that is no integer at all is refused by the input layer (HTTP 400), with the same words.
    expect(res.body.msg).toBe(msg);
    expect(res.body.code).not.toBe(200);
    const [n] = await db().query<{ n: number }>('SELECT count(*)::int AS n FROM delivery_orders WHERE visit_record_id = $1', [visit.visitRecordId]);
    expect(n.n).toBe(0);
  });

  it('refuses an unpaid visit and another user’s visit', async () => {
    const unpaid = await pricedVisit(t.app, doctor, LATER);
    expect((await place(doctor, form(unpaid.visitRecordId))).body.msg).toBe(COMMERCE_MSG.visitNotSettled);
    const mine = await paidVisit(t.app, doctor, LATER);
    expect((await place(other, form(mine.visitRecordId))).body.msg).toBe('问诊记录不存在');
  });

  it('shows on the prescription sheet: status 1 and the order once placed', async () => {
    const visit = await paidVisit(t.app, doctor, LATER);
    const sheet = async () => (await get(`/api/health/v2/prescription/image/${visit.visitRecordId}`, doctor)).body.data.prescriptions[0];
    expect(await sheet()).toMatchObject({ status: 0, deliveryOrderId: null });
    const res = await place(doctor, form(visit.visitRecordId));
    expect(await sheet()).toMatchObject({ status: 1, deliveryOrderId: res.body.data.deliveryOrderId });
  });

  it('answers the existing order when placed twice, and one order for 24 at once', async () => {
    const { visit, id } = await placed();
    const again = await place(doctor, form(visit.visitRecordId, { formCount: 3 }));
    expect(again.body.data).toEqual({ deliveryOrderId: id, created: false });
    const fresh = await paidVisit(t.app, doctor, LATER);
    const replies = await Promise.all(Array.from({ length: 24 }, () => place(doctor, form(fresh.visitRecordId))));
    expect(replies.every((r) => r.body.code === 200)).toBe(true);
    expect(new Set(replies.map((r) => r.body.data.deliveryOrderId)).size).toBe(1);
    expect(replies.filter((r) => r.body.data.created)).toHaveLength(1);
    const [n] = await db().query<{ n: number }>('SELECT count(*)::int AS n FROM delivery_orders WHERE visit_record_id = $1', [fresh.visitRecordId]);
    expect(n.n).toBe(1);
  });
});

describe('the pay deadline', () => {
  it('moves an unpaid order to -1 on read once 30 minutes have passed, and it cannot be paid', async () => {
    const { id } = await placed();
    t.clock.advance(29 * MINUTE);
    expect((await info(doctor, id)).body.data.status).toBe(0);
    t.clock.advance(MINUTE);
    const d = (await info(doctor, id)).body.data;
    expect(d).toMatchObject({ status: -1, statusText: deliveryStatusText(-1) });
    await expect(payOrder(db(), id, t.clock.now())).rejects.toThrow(COMMERCE_MSG.payTimedOut);
  });

  it('expires orders listed after the deadline, payable-again ones too', async () => {
    const a = await placed();
    const b = await placed();
    await operateOrder(db(), b.id, 'payFail', t.clock.now());
    expect((await info(doctor, b.id)).body.data.status).toBe(99);
    t.clock.advance(31 * MINUTE);
    const list = await get('/api/delivery/order/list', doctor, { pageNum: '1', pageSize: '50', status: '-1' });
    const ids = list.body.rows.map((r: { deliveryOrderId: string }) => r.deliveryOrderId);
    expect(ids).toEqual(match.arrayContaining([a.id, b.id]));
  });
});

describe('the life of an order', () => {
  it('goes 0 → 1 → 2 → 3 → 4 with tracking → 5', async () => {
    const { id } = await placed();
    await payOrder(db(), id, t.clock.now());
    let d = (await info(doctor, id)).body.data;
    expect(d).toMatchObject({ status: 1, refundFlag: 'Y', expressName: '', payTime: match.stringMatching(/^\d{4}-\d{2}-\d{2} /) });
    await operateOrder(db(), id, 'dispense', t.clock.now());
    expect((await info(doctor, id)).body.data).toMatchObject({ status: 2, statusText: '调配中', refundFlag: 'Y' });
    await shipOrder(db(), id, t.clock.now());
    d = (await info(doctor, id)).body.data;
    expect(d).toMatchObject({ status: 4, refundFlag: 'N', expressName: '顺丰速运（沙箱）', expressNo: match.stringMatching(/^SF9\d{8}$/) });
    const progress = async () => (await get(`/api/delivery/progress/${id}`, doctor)).body.data;
    expect((await progress()).data).toHaveLength(1);
    t.clock.advance(13 * HOUR);
    expect((await progress()).data).toHaveLength(3);
    expect(await advanceExpress(db(), id, t.clock.now())).toContain('转运中心');
    expect((await progress()).data).toHaveLength(4);
    await deliverOrder(db(), id, t.clock.now());
    const done = await progress();
    expect(done.data[0].context).toContain('已签收');
    expect((await info(doctor, id)).body.data).toMatchObject({ status: 5, statusText: '已完成' });
    // Impossible moves are refused with the order's state in the message, and change nothing.
    expect((await post('/api/adapay/v1/refund', doctor, { deliveryOrderId: id })).body.msg).toBe('订单已完成，不能退款');
    await expect(shipOrder(db(), id, t.clock.now())).rejects.toThrow('订单已完成，不能发货');
    await expect(advanceExpress(db(), id, t.clock.now())).rejects.toThrow('订单已完成');
    expect((await info(doctor, id)).body.data.status).toBe(5);
  });

  it('changes the address only in the states of spec 3 §4', async () => {
    const { id } = await placed();
    const address = {
      deliveryOrderId: id,
      recipientName: '赵六',
      recipientPhone: '13900001111',
      province: '上海市',
      city: '上海市',
      county: '徐汇区',
      street: '漕溪北路2号',
    };
    const ok = await post('/api/delivery/order/modify/address', doctor, address);
    expect(ok.body).toEqual({ code: 200, msg: '地址修改成功' });
    expect((await info(doctor, id)).body.data).toMatchObject({ recipientName: '赵六', recipientAddress: '上海市上海市徐汇区漕溪北路2号' });
    expect((await post('/api/delivery/order/modify/address', doctor, { ...address, recipientPhone: '139' })).body.msg).toBe(DELIVERY_MSG.phoneInvalid);
    expect((await post('/api/delivery/order/modify/address', doctor, { ...address, county: '西湖区' })).body.msg).toBe(DELIVERY_MSG.regionRequired);
    await payOrder(db(), id, t.clock.now());
    expect((await post('/api/delivery/order/modify/address', doctor, { ...address, street: '漕溪北路3号' })).body.code).toBe(200);
    await shipOrder(db(), id, t.clock.now());
    const refused = await post('/api/delivery/order/modify/address', doctor, { ...address, street: '别处' });
    expect(refused.body.msg).toBe('订单已发货，不能修改地址');
    expect((await info(doctor, id)).body.data.street).toBe('漕溪北路3号');
  });

  it('refunds a paid, unshipped order once under 12 concurrent requests', async () => {
    const { id } = await placed();
    expect((await post('/api/adapay/v1/refund', doctor, { deliveryOrderId: id })).body.msg).toBe('订单待支付，不能退款');
    await payOrder(db(), id, t.clock.now());
    const replies = await Promise.all(Array.from({ length: 12 }, () => post('/api/adapay/v1/refund', doctor, { deliveryOrderId: id })));
    expect(replies.filter((r) => r.body.code === 200)).toHaveLength(1);
    expect(replies.filter((r) => r.body.code !== 200).every((r) => r.body.msg === '订单已取消（已退款），不能退款')).toBe(true);
    const d = (await info(doctor, id)).body.data;
    expect(d).toMatchObject({ status: -3, refundFlag: 'N', refundAmount: d.sumPrice });
    const [n] = await db().query<{ n: number }>('SELECT count(*)::int AS n FROM delivery_refunds');
    expect(n.n).toBe(1);
    await expect(payOrder(db(), id, t.clock.now())).rejects.toThrow('订单已取消（已退款），不能支付');
  });

  it('answers another user’s order like a missing one on every call', async () => {
    const { id } = await placed();
    for (const res of [
      await info(other, id),
      await get(`/api/delivery/progress/${id}`, other),
      await post('/api/adapay/v1/refund', other, { deliveryOrderId: id }),
      await post('/api/delivery/order/modify/address', other, {
        deliveryOrderId: id,
        recipientName: 'x',
        recipientPhone: '13900001111',
        province: 'a',
        city: 'b',
        county: 'c',
        street: 'd',
      }),
      await info(doctor, 'DO99999999'),
      await info(doctor, 'nonsense'),
    ]) {
      expect(res.body).toMatchObject({ code: 500, msg: COMMERCE_MSG.orderNotFound });
    }
    const list = await get('/api/delivery/order/list', other, { pageNum: '1', pageSize: '100' });
    expect(list.body.rows.map((r: { deliveryOrderId: string }) => r.deliveryOrderId)).not.toContain(id);
  });
});

describe('lists', () => {
  it('filters delivery orders by tab status and refuses an unknown status', async () => {
    const { id } = await placed();
    await payOrder(db(), id, t.clock.now());
    const receiving = await get('/api/delivery/order/list', doctor, { pageNum: '1', pageSize: '100', status: '1,2,3,4' });
    expect(receiving.body.rows.every((r: { status: number }) => [1, 2, 3, 4].includes(r.status))).toBe(true);
    expect(receiving.body.rows.map((r: { deliveryOrderId: string }) => r.deliveryOrderId)).toContain(id);
    const row = receiving.body.rows.find((r: { deliveryOrderId: string }) => r.deliveryOrderId === id);
    expect(row).toMatchObject({ patientName: match.any(String), statusText: '已支付', sumPrice: match.any(Number) });
    expect((await get('/api/delivery/order/list', doctor, { status: '100' })).body.msg).toBe(COMMERCE_MSG.statusFilterInvalid);
    expect((await get('/api/delivery/order/list', doctor, { queryMonth: '2026-13' })).body.msg).toBe(COMMERCE_MSG.monthInvalid);
    const month = await get('/api/delivery/order/list', doctor, { queryMonth: '2026-10' });
    expect(month.body.total).toBe(0);
  });

  it('lists prescribing orders: unpaid 0 待支付, paid 1 已完成', async () => {
    const unpaid = await pricedVisit(t.app, doctor, LATER);
    const pending = await get('/api/health/v1/prescription/order', doctor, { pageNum: '1', pageSize: '100', status: '0' });
    expect(pending.body.rows.map((r: { visitRecordId: number }) => r.visitRecordId)).toContain(unpaid.visitRecordId);
    expect(pending.body.rows.every((r: { status: number; statusDesc: string }) => r.status === 0 && r.statusDesc === '待支付')).toBe(true);
    const done = await get('/api/health/v1/prescription/order', doctor, { pageNum: '1', pageSize: '100', status: '1' });
    expect(done.body.rows.length).toBeGreaterThan(0);
    expect(done.body.rows.every((r: { statusDesc: string }) => r.statusDesc === '已完成')).toBe(true);
    const otherSees = await get('/api/health/v1/prescription/order', other, { pageNum: '1', pageSize: '100' });
    expect(otherSees.body.rows.map((r: { visitRecordId: number }) => r.visitRecordId)).not.toContain(unpaid.visitRecordId);
  });
});

describe('drafts', () => {
  const save = (token: string, body: Record<string, unknown>) => post('/api/delivery/order/draft/save', token, body);

  it('keeps one draft per visit and user, with the shorter rule set, until the order is placed', async () => {
    const visit = await paidVisit(t.app, doctor, LATER);
    const first = await save(doctor, form(visit.visitRecordId, { deliveryId: '', quantityDispensed: undefined, formCount: 3 }));
    expect(first.body).toMatchObject({ code: 200, msg: COMMERCE_MSG.draftSaved });
    const second = await save(doctor, form(visit.visitRecordId, { formCount: 4, remark: '第二次' }));
    expect(second.body.data.draftId).toBe(first.body.data.draftId);
    const loaded = await post('/api/delivery/order/draft/info', doctor, { visitRecordId: visit.visitRecordId });
    expect(loaded.body.data).toMatchObject({ formCount: 4, remark: '第二次', recipientAddress: '浙江省杭州市西湖区文三路1号', formText: '代煎汤剂' });
    expect((await post('/api/delivery/order/draft/info', other, { visitRecordId: visit.visitRecordId })).body.msg).toBe('问诊记录不存在');
    const list = await get('/api/delivery/order/draft/list', doctor, { pageNum: '1', pageSize: '100' });
    expect(list.body.rows.map((r: { draftId: number }) => r.draftId)).toContain(first.body.data.draftId);
    expect((await place(doctor, form(visit.visitRecordId))).body.code).toBe(200);
    expect((await post('/api/delivery/order/draft/info', doctor, { visitRecordId: visit.visitRecordId })).body.data).toBeNull();
    expect((await save(doctor, form(visit.visitRecordId))).body.msg).toBe(COMMERCE_MSG.orderExists);
  });

  it.each([
    [{ form: '' }, DELIVERY_MSG.formRequired],
    [{ formCount: undefined }, DELIVERY_MSG.formCountRequired],
    [{ recipientName: '' }, DELIVERY_MSG.recipientRequired],
    [{ recipientPhone: '' }, DELIVERY_MSG.phoneInvalid],
    [{ county: '' }, DELIVERY_MSG.regionRequired],
    [{ street: '' }, DELIVERY_MSG.streetRequired],
    [{ remark: '备'.repeat(101) }, DELIVERY_MSG.remarkTooLong],
  ])('refuses a draft %o with 「%s」', async (change, msg) => {
    const visit = await paidVisit(t.app, doctor, LATER);
    expect((await save(doctor, form(visit.visitRecordId, change))).body).toMatchObject({ code: 500, msg });
  });
});
