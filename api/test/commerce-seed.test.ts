import { DEMO_ACCOUNTS } from '@tcm/shared/demo';
import { call, loginPwd, useTestApi } from './helpers';

jest.setTimeout(60_000);

/** The demo doctor's seeded orders: /order is not empty on first start. */
const t = useTestApi();

it('has delivery orders in several states, tracking for the shipped one, a draft and both kinds of prescribing order', async () => {
  const token = await loginPwd(t.app, DEMO_ACCOUNTS.doctor.phone);
  const list = await call(t.app, 'GET', '/api/delivery/order/list', { token, query: { pageNum: '1', pageSize: '12' } });
  const statuses = list.body.rows.map((r: { status: number }) => r.status).sort();
  expect(statuses).toEqual([-1, 0, 2, 4, 5]);
  const shipped = list.body.rows.find((r: { status: number }) => r.status === 4);
  const progress = await call(t.app, 'GET', `/api/delivery/progress/${shipped!.deliveryOrderId}`, { token });
  expect(progress.body.data.companyName).toBe('顺丰速运（沙箱）');
  expect(progress.body.data.data.length).toBeGreaterThan(1);
  const done = list.body.rows.find((r: { status: number }) => r.status === 5);
  const doneProgress = await call(t.app, 'GET', `/api/delivery/progress/${done!.deliveryOrderId}`, { token });
  expect(doneProgress.body.data.data[0].context).toContain('已签收');
  const drafts = await call(t.app, 'GET', '/api/delivery/order/draft/list', { token, query: { pageNum: '1', pageSize: '12' } });
  expect(drafts.body.total).toBe(1);
  expect(drafts.body.rows[0]).toMatchObject({ deliveryId: '', form: 'DECOCTION' });
  const prescribing = await call(t.app, 'GET', '/api/health/v1/prescription/order', { token, query: { pageNum: '1', pageSize: '12' } });
  expect(new Set(prescribing.body.rows.map((r: { status: number }) => r.status))).toEqual(new Set([0, 1]));
  // The pending one is payable for 30 minutes from the seeding.
  const pending = list.body.rows.find((r: { status: number }) => r.status === 0);
  expect(pending!.payCountdown).toBe(t.clock.now().getTime() + 30 * 60 * 1000);
});
