import { HOUR } from '../src/lib/time';
import { call, useTestApi } from './helpers';
import { certifiedDoctor, paidVisit } from './clinicSupport';

jest.setTimeout(60_000);

/** The operator verbs of the delivery order over the sandbox API (what `--api` uses), each through the state machine. */
const t = useTestApi();
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
    body: { deliveryType: 'E', visitRecordId: visit.visitRecordId, form: 'GRANULE', deliveryId: 'HZ-KL', formCount: 3, quantityDispensed: 1, recipientName: '李时珍', recipientPhone: '13700000001', province: '湖北省', city: '黄冈市', county: '蕲春县', street: '蕲州镇1号' },
  });
  return res.body.data.deliveryOrderId;
}

describe('operator order verbs', () => {
  it('pays, ships with a courier, advances the parcel and delivers; impossible moves are refused', async () => {
    const id = await placed();
    expect((await verb('ship-order', id)).body).toEqual({ code: 500, msg: '订单待支付，不能发货' });
    expect((await verb('pay-order', id)).body.code).toBe(200);
    const shipped = await verb('ship-order', id);
    expect(shipped.body).toMatchObject({ code: 200, data: expect.stringContaining('已发货（顺丰速运（沙箱）') });
    expect(await info(id)).toMatchObject({ status: 4, expressNo: expect.stringMatching(/^SF9/) });
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

  it('names a missing order and answers only the operator', async () => {
    expect((await verb('ship-order', 'DO99999999')).body.msg).toBe('DO99999999: 订单不存在');
    expect((await verb('ship-order', '')).body.msg).toContain('请提供订单编号');
    expect((await verb('ship-order', 'DO00000001', '203.0.113.9')).status).toBe(403);
  });
});
