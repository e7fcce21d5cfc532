import type { Db } from '../src/platform/db';
import { HOUR } from '../src/platform/lib/time';
import { reconcile } from '../src/operator/reconcile';
import { call, useTestApi } from './helpers';
import { certifiedDoctor, paidVisit } from './clinicSupport';
import { match } from '@tcm/shared/testing/matchers';

jest.setTimeout(60_000);

/** The operator verbs of the delivery order over the sandbox API (what `--api` uses), each through the state machine. */
const t = useTestApi();
const db = () => (t.app as unknown as { db: Db }).db;
let doctor = '';

beforeAll(async () => {
  doctor = await certifiedDoctor(t.app, '华佗');
});

const verb = (name: string, orderId: string, remoteAddress?: string) =>
  call(t.app, 'POST', `/sandbox/operator/orders/${name}`, { body: { orderId }, remoteAddress });
const info = async (id: string) => (await call(t.app, 'GET', `/api/delivery/order/info/${id}`, { token: doctor })).body.data;

async function placed(): Promise<string> {
  const visit = await paidVisit(t.app, doctor, { toDoDay: '2027-01-10' });
  const res = await call(t.app, 'POST', '/api/delivery/order/place', {
    token: doctor,
    body: {
      deliveryType: 'E',
      visitRecordId: visit.visitRecordId,
      form: 'GRANULE',
      deliveryId: 'HZ-KL',
      formCount: 3,
      quantityDispensed: 1,
      recipientName: '李时珍',
      recipientPhone: '13700000001',
      province: '湖北省',
      city: '黄冈市',
      county: '蕲春县',
      street: '蕲州镇1号',
    },
  });
  return res.body.data.deliveryOrderId;
}

describe('operator order verbs', () => {
  it('pays, ships with a courier, advances the parcel and delivers; impossible moves are refused', async () => {
    const id = await placed();
    expect((await verb('ship-order', id)).body).toEqual({ code: 500, msg: '订单待支付，不能发货' });
    expect((await verb('pay-order', id)).body.code).toBe(200);
    const shipped = await verb('ship-order', id);
    expect(shipped.body).toMatchObject({ code: 200, data: match.stringContaining('已发货（顺丰速运（沙箱）') });
    expect(await info(id)).toMatchObject({ status: 4, expressNo: match.stringMatching(/^SF9/) });
    const advanced = await verb('advance-express', id);
    expect(advanced.body.data).toContain('杭州转运中心');
    // Time passes: the step due 12 hours after shipping appears on the next read.
    t.clock.advance(20 * HOUR);
    const progress = (await call(t.app, 'GET', `/api/delivery/progress/${id}`, { token: doctor })).body.data;
    expect(progress.data).toHaveLength(3);
    expect(progress.data[0].context).toContain('发出');
    expect((await verb('advance-express', id)).body.code).toBe(200);
    expect((await verb('advance-express', id)).body.data).toContain('派送');
    expect((await verb('advance-express', id)).body.msg).toContain('deliver-order');
    expect((await verb('deliver-order', id)).body.code).toBe(200);
    expect((await info(id)).status).toBe(5);
    expect((await verb('deliver-order', id)).body.msg).toBe('订单已完成，不能确认签收');
    expect((await verb('expire-order', id)).body.msg).toBe('订单已完成，不能按超时取消');
  });

  it('records a failed payment (99, payable again until the same deadline)', async () => {
    const id = await placed();
    expect((await verb('fail-payment', id)).body.code).toBe(200);
    const d = await info(id);
    expect(d).toMatchObject({ status: 99, statusText: '待支付（支付失败，可重新支付）' });
    expect((await verb('pay-order', id)).body.code).toBe(200);
    expect((await info(id)).status).toBe(1);
    expect((await verb('fail-payment', id)).body.msg).toBe('订单已支付，不能记录支付失败');
  });

  it('expires an unpaid order, which can then not be paid', async () => {
    const id = await placed();
    expect((await verb('expire-order', id)).body.code).toBe(200);
    expect(await info(id)).toMatchObject({ status: -1, statusText: '已取消（超时未支付）' });
    expect((await verb('pay-order', id)).body.msg).toBe('订单已超时，请重新下单');
  });

  it('cancels an unpaid order (-2), and only an unpaid one', async () => {
    const id = await placed();
    expect((await verb('cancel-order', id)).body).toMatchObject({ code: 200, data: match.stringContaining('已取消（用户取消）') });
    expect(await info(id)).toMatchObject({ status: -2, refundFlag: 'N', refundAmount: 0 });
    expect((await verb('pay-order', id)).body.msg).toBe('订单已取消（用户取消），不能支付');
    const paid = await placed();
    await verb('pay-order', paid);
    expect((await verb('cancel-order', paid)).body.msg).toBe('订单已支付，不能取消');
  });

  it.each([
    ['reject-order', -4, '已取消（处方审核未通过）'],
    ['out-of-stock', -5, '已取消（药材缺货）'],
  ])('%s cancels a paid order (%i) and records its refund once', async (name, status, text) => {
    const id = await placed();
    expect((await verb(name, id)).body.msg).toBe(`订单待支付，不能${name === 'reject-order' ? '审核驳回' : '按缺货取消'}`);
    await verb('pay-order', id);
    const sum = (await info(id)).sumPrice;
    const answers = await Promise.all([verb(name, id), verb(name, id), verb(name, id)]);
    expect(answers.filter((a) => a.body.code === 200)).toHaveLength(1);
    expect(await info(id)).toMatchObject({ status, statusText: text, refundFlag: 'N', refundAmount: sum });
    const rows = await db().query<{ amount_fen: number; from_status: number; to_status: number }>(
      'SELECT amount_fen, from_status, to_status FROM delivery_refunds WHERE delivery_order_id = $1',
      [Number(id.slice(2))],
    );
    expect(rows).toEqual([{ amount_fen: sum, from_status: 1, to_status: status }]);
    // The charge is given back in the payment ledger too, so the books still agree.
    const payments = await db().query<{ state: string }>('SELECT state FROM cashier_payments WHERE delivery_order_id = $1', [Number(id.slice(2))]);
    expect(payments).toEqual([{ state: 'refunded' }]);
    expect(await reconcile(db())).toEqual([]);
    // The user can no longer ask for a refund of money already given back.
    expect((await call(t.app, 'POST', '/api/adapay/v1/refund', { token: doctor, body: { deliveryOrderId: id } })).body.code).not.toBe(200);
  });

  it('refuses to reject a parcel already decocted or on its way', async () => {
    const id = await placed();
    await verb('pay-order', id);
    await verb('ship-order', id);
    expect((await verb('reject-order', id)).body.msg).toBe('订单已发货，不能审核驳回');
    expect((await verb('out-of-stock', id)).body.msg).toBe('订单已发货，不能按缺货取消');
  });

  it('registers a returned parcel (4 → -6), and only a shipped one', async () => {
    const id = await placed();
    expect((await verb('return-parcel', id)).body.msg).toBe('订单待支付，不能登记退回');
    await verb('pay-order', id);
    await verb('ship-order', id);
    expect((await verb('return-parcel', id)).body.code).toBe(200);
    expect(await info(id)).toMatchObject({ status: -6, statusText: '已取消（无法配送，包裹退回）' });
    expect((await verb('deliver-order', id)).body.msg).toBe('订单已取消（无法配送，包裹退回），不能确认签收');
  });

  it('names a missing order and answers only the operator', async () => {
    expect((await verb('ship-order', 'DO99999999')).body.msg).toBe('DO99999999: 订单不存在');
    expect((await verb('ship-order', '')).body.msg).toContain('请提供订单编号');
    expect((await verb('ship-order', 'DO00000001', '203.0.113.9')).status).toBe(403);
  });
});
