import { MINUTE, SECOND } from '../src/platform/lib/time';
import { SANDBOX_SETTLE_MS, SandboxAdapay } from '../src/cashier/provider';
import { orderPk } from '../src/commerce/orderId';
import { payOrder } from '../src/commerce/backOffice';
import type { Db } from '../src/platform/db';
import { startSweeper, sweepOnce } from '../src/sweep';
import { call, ok, useTestApi } from './helpers';
import { addPatient, certifiedDoctor, pricedVisit } from './clinicSupport';
import { bindCard, CARDS, cloneOrders, codeOf, confirmPay, get, orderInfo, placedOrder, post, ROOMY_LIMITS, unifiedOrder } from './cashierSupport';

jest.setTimeout(120_000);

/**
 * Issue 21 §1: a list reads, it never writes. What the clock decided since the last write (an
 * order past its deadline, a payment's due result, a visit 24 hours after pricing) is derived in
 * the query; the sweeper records it later, and the lists read the same before and after.
 */
const t = useTestApi({ limits: ROOMY_LIMITS });
let doctor = '';
let phone = '';

beforeAll(async () => {
  doctor = await certifiedDoctor(t.app, '葛洪');
  phone = await bindCard(t.app, doctor, CARDS.CCB);
});

const sweeperCtx = () => ({ db: t.app.db, now: t.clock.now, adapay: new SandboxAdapay() });

/** Every statement and transaction the app's database is asked for while `run` runs. */
async function statementsOf(run: () => Promise<unknown>): Promise<string[]> {
  const db = t.app.db;
  const seen: string[] = [];
  const query = db.query.bind(db);
  const transaction = db.transaction.bind(db);
  db.query = (sql: string, params?: readonly unknown[]) => {
    seen.push(sql.trim());
    return query(sql, params);
  };
  db.transaction = ((fn: Parameters<Db['transaction']>[0]) => {
    seen.push('BEGIN');
    return transaction(fn);
  }) as Db['transaction'];
  try {
    await run();
  } finally {
    db.query = query;
    db.transaction = transaction;
  }
  return seen;
}

const writes = (statements: string[]) =>
  statements.filter((s) => s === 'BEGIN' || /^(WITH[\s\S]*\)\s*)?(INSERT|UPDATE|DELETE)\b/i.test(s) || /\bFOR UPDATE\b/i.test(s));

const storedStatus = async (id: string) =>
  (await t.app.db.query<{ status: number }>('SELECT status FROM delivery_orders WHERE delivery_order_id = $1', [orderPk(id)]))[0].status;

const list = async (query: string) => ok(await get(t.app, `/api/delivery/order/list?pageNum=1&pageSize=50${query}`, doctor));
const idsOf = (body: Record<string, unknown>) => (body.rows as { deliveryOrderId: string }[]).map((r) => r.deliveryOrderId);

/** Every list of spec 3 §7 and the orders' details, as a doctor's pages read them. */
const READS = (ids: string[]) => [
  '/api/delivery/order/list?pageNum=1&pageSize=10',
  '/api/delivery/order/list?pageNum=1&pageSize=10&status=-1',
  '/api/delivery/order/list?pageNum=1&pageSize=10&status=0,99',
  '/api/delivery/order/list?pageNum=1&pageSize=10&status=1,2,3',
  '/api/delivery/order/draft/list?pageNum=1&pageSize=10',
  '/api/health/v1/prescription/order?pageNum=1&pageSize=10',
  '/api/health/v1/prescription/order?pageNum=1&pageSize=10&status=0',
  '/api/health/v1/prescription/order?pageNum=1&pageSize=10&status=2',
  ...ids.map((id) => `/api/delivery/order/info/${id}`),
];

async function readAll(ids: string[]) {
  const out: unknown[] = [];
  for (const url of READS(ids)) out.push(ok(await get(t.app, url, doctor)));
  return out;
}

describe('reads derive the clock, the sweeper records it', () => {
  it('an expired order, a due payment and a visit past 24 hours read as such with no write, and read the same once swept', async () => {
    const expired = await placedOrder(t.app, doctor);
    const paid = await placedOrder(t.app, doctor);
    // The expired order has an Alipay payment waiting: the sweeper closes it.
    ok(await unifiedOrder(t.app, doctor, expired, 'alipay_qr'));
    t.clock.advance(2 * SECOND);
    const pay = ok(await unifiedOrder(t.app, doctor, paid, 'fast_pay')).data.paymentId;
    ok(await confirmPay(t.app, doctor, pay, await codeOf(t.app, phone, 'fastpay')));
    const unpaidVisit = await pricedVisit(t.app, doctor);

    t.clock.advance(31 * MINUTE + SANDBOX_SETTLE_MS);
    const fresh = await placedOrder(t.app, doctor);
    const ids = [expired, paid, fresh];

    const statements = await statementsOf(() => readAll(ids));
    expect(writes(statements)).toEqual([]);
    expect(await storedStatus(expired)).toBe(0);
    expect(await storedStatus(paid)).toBe(0);

    expect(idsOf(await list('&status=-1'))).toContain(expired);
    expect(idsOf(await list('&status=0,99'))).not.toContain(expired);
    expect(idsOf(await list('&status=0,99'))).toContain(fresh);
    expect(idsOf(await list('&status=1,2,3'))).toContain(paid);
    expect((await orderInfo(t.app, doctor, expired)).body.data).toMatchObject({ status: -1, statusText: '已取消（超时未支付）' });
    expect((await orderInfo(t.app, doctor, paid)).body.data).toMatchObject({ status: 1, statusText: '已支付', refundFlag: 'Y' });

    // Priced 25 hours ago (moving the clock a day would end the doctor's login).
    await t.app.db.query(
      `UPDATE visit_records SET created_at = created_at - interval '25 hours', priced_at = priced_at - interval '25 hours' WHERE visit_record_id = $1`,
      [unpaidVisit.visitRecordId],
    );
    expect(writes(await statementsOf(() => readAll(ids)))).toEqual([]);
    const cancelled = ok(await get(t.app, '/api/health/v1/prescription/order?pageNum=1&pageSize=50&status=2', doctor));
    expect(cancelled.rows.map((r: { visitRecordId: number }) => r.visitRecordId)).toContain(unpaidVisit.visitRecordId);

    const before = await readAll(ids);
    const counts = await sweepOnce(sweeperCtx());
    expect(counts).toMatchObject({ settledPayments: 1 });
    // Ours and any seeded order or visit whose time ran out meanwhile.
    expect(counts!.expiredOrders).toBeGreaterThanOrEqual(1);
    expect(counts!.expiredVisits).toBeGreaterThanOrEqual(1);
    expect(await storedStatus(expired)).toBe(-1);
    expect(await storedStatus(paid)).toBe(1);
    expect(await storedStatus(fresh)).toBe(0);
    const [visit] = await t.app.db.query<{ state: string }>('SELECT state FROM visit_records WHERE visit_record_id = $1', [unpaidVisit.visitRecordId]);
    expect(visit.state).toBe('cancelled');
    const [alipay] = await t.app.db.query<{ state: string; reason: string }>(
      `SELECT state, reason FROM cashier_payments WHERE delivery_order_id = $1 AND channel = 'alipay_qr'`,
      [orderPk(expired)],
    );
    expect(alipay).toEqual({ state: 'closed', reason: '订单已超时，请重新下单' });
    expect(await readAll(ids)).toEqual(before);

    // Nothing left: a second pass moves nothing.
    expect(await sweepOnce(sweeperCtx())).toEqual({ settledPayments: 0, expiredOrders: 0, expiredVisits: 0, foldedCounts: 0 });
  });

  it('works off a backlog in bounded batches, each due order once however many passes run at once', async () => {
    await sweepOnce(sweeperCtx(), { maxBatches: 100 });
    const template = await placedOrder(t.app, doctor);
    const backlog = [template, ...(await cloneOrders(t.app, template, 25, t.clock.now()))];
    t.clock.advance(31 * MINUTE);
    const [{ due }] = await t.app.db.query<{ due: number }>('SELECT count(*)::int AS due FROM delivery_orders WHERE status IN (0, 99) AND pay_deadline <= $1', [
      t.clock.now(),
    ]);
    expect(due).toBeGreaterThanOrEqual(backlog.length);
    const passes = await Promise.all([1, 2, 3].map(() => sweepOnce(sweeperCtx(), { batchSize: 4, maxBatches: 3 })));
    // Each pass stops after its batches or where it found the lock taken (null if that was before any batch).
    const moved = passes.reduce((n, c) => n + (c?.expiredOrders ?? 0), 0);
    expect(moved).toBeLessThanOrEqual(3 * 12);
    let rest = await sweepOnce(sweeperCtx(), { batchSize: 4, maxBatches: 100 });
    while (rest === null) rest = await sweepOnce(sweeperCtx(), { batchSize: 4, maxBatches: 100 });
    expect(moved + rest.expiredOrders).toBe(due);
    for (const id of backlog) expect(await storedStatus(id)).toBe(-1);
  });

  it('a pass that loses the lock midway still counts the batches it moved', async () => {
    await sweepOnce(sweeperCtx(), { maxBatches: 100 });
    const template = await placedOrder(t.app, doctor);
    await cloneOrders(t.app, template, 7, t.clock.now());
    t.clock.advance(31 * MINUTE);
    const [{ due }] = await t.app.db.query<{ due: number }>('SELECT count(*)::int AS due FROM delivery_orders WHERE status IN (0, 99) AND pay_deadline <= $1', [
      t.clock.now(),
    ]);
    expect(due).toBeGreaterThanOrEqual(8);
    // Another instance takes the lock after this pass's first two batches.
    const db = t.app.db;
    let locks = 0;
    const contended = {
      transaction: <T>(fn: Parameters<Db['transaction']>[0]) =>
        db.transaction((tx) =>
          fn({
            query: ((sql: string, params?: readonly unknown[]) =>
              /pg_try_advisory_xact_lock/.test(sql) && ++locks > 2 ? Promise.resolve([{ ok: false }]) : tx.query(sql, params)) as typeof tx.query,
          } as typeof tx),
        ) as Promise<T>,
    } as unknown as Db;
    const first = await sweepOnce({ ...sweeperCtx(), db: contended }, { batchSize: 4, maxBatches: 100 });
    expect(first).toMatchObject({ settledPayments: 0, expiredOrders: 4 });
    // Taken before its first batch: the pass did nothing and says so.
    expect(await sweepOnce({ ...sweeperCtx(), db: contended }, { batchSize: 4 })).toBeNull();
    expect(await sweepOnce(sweeperCtx(), { batchSize: 4, maxBatches: 100 })).toMatchObject({ expiredOrders: due - 4 });
  });

  it('a page costs the same few queries whatever its size', async () => {
    const template = await placedOrder(t.app, doctor);
    await cloneOrders(t.app, template, 12, t.clock.now());
    const one = await statementsOf(() => get(t.app, '/api/delivery/order/list?pageNum=1&pageSize=1', doctor));
    const twelve = await statementsOf(() => get(t.app, '/api/delivery/order/list?pageNum=1&pageSize=12', doctor));
    expect(twelve.length).toBe(one.length);
    const drafts = await statementsOf(() => get(t.app, '/api/delivery/order/draft/list?pageNum=1&pageSize=12', doctor));
    expect(writes(drafts)).toEqual([]);
  });

  it('runs in the background when the server starts it, and stops cleanly', async () => {
    const id = await placedOrder(t.app, doctor);
    t.clock.advance(31 * MINUTE);
    const errors: unknown[] = [];
    const stop = startSweeper(sweeperCtx(), 10, (e) => errors.push(e));
    const until = Date.now() + 10_000;
    while ((await storedStatus(id)) !== -1 && Date.now() < until) await new Promise((r) => setTimeout(r, 20));
    await stop();
    expect(errors).toEqual([]);
    expect(await storedStatus(id)).toBe(-1);
  });
});

describe('list totals from the counters', () => {
  /** Walks every page of a list: the rows it holds, and the total each page answered. */
  async function walk(url: string, body?: Record<string, unknown>) {
    let rows = 0;
    const totals = new Set<number>();
    for (let page = 1; ; page++) {
      const res = body
        ? ok(await post(t.app, url, doctor, { ...body, pageNum: page, pageSize: 100 }))
        : ok(await get(t.app, `${url}${url.includes('?') ? '&' : '?'}pageNum=${page}&pageSize=100`, doctor));
      totals.add(res.total as number);
      rows += (res.rows as unknown[]).length;
      if ((res.rows as unknown[]).length < 100) return { rows, totals: [...totals] };
    }
  }

  const LISTS: [string, Record<string, unknown>?][] = [
    ...['', '-1', '0,99', '1,2,3', '4', '5', '-1,-2,-3,-4,-5,-6'].map((s): [string] => [`/api/delivery/order/list${s ? `?status=${s}` : ''}`]),
    ['/api/delivery/order/draft/list'],
    ...['', '0', '1', '2'].map((s): [string] => [`/api/health/v1/prescription/order${s ? `?status=${s}` : ''}`]),
    ['/api/patient/v1/list', {}],
  ];

  it('every list total is the number of rows its pages hold, before and after the sweeper folds the counters', async () => {
    // A little of everything since the other tests: an order paid and refunded, a draft, a patient deleted.
    const paid = await placedOrder(t.app, doctor);
    await payOrder(t.app.db, paid, t.clock.now());
    ok(await post(t.app, '/api/adapay/v1/refund', doctor, { deliveryOrderId: paid }));
    const gone = await addPatient(t.app, doctor);
    ok(await call(t.app, 'DELETE', `/api/patient/v1/${gone}`, { token: doctor }));
    const [{ pending }] = await t.app.db.query<{ pending: number }>('SELECT count(*)::int AS pending FROM list_count_deltas');
    expect(pending).toBeGreaterThan(0);
    for (const fold of [false, true]) {
      if (fold) await sweepOnce(sweeperCtx());
      for (const [url, body] of LISTS) {
        const { rows, totals } = await walk(url, body);
        expect({ url, fold, totals }).toEqual({ url, fold, totals: [rows] });
      }
    }
    const [{ left }] = await t.app.db.query<{ left: number }>('SELECT count(*)::int AS left FROM list_count_deltas');
    expect(left).toBe(0);
  });
});
