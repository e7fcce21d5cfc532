import fs from 'node:fs';
import path from 'node:path';
import type { InjectOptions } from 'fastify';
import { SECOND } from '../src/platform/lib/time';
import { orderPk } from '../src/commerce/orders';
import { reconcile } from '../src/operator/reconcile';
import { SANDBOX_SETTLE_MS } from '../src/cashier/provider';
import { runCli } from '../src/operator/cli';
import { createTestDatabase, startApi, STARTUP_MS, TEST_DATABASE_URL, type TestApi } from './helpers';
import { certifiedDoctor } from './clinicSupport';
import type { Ctx } from '../src/context';
import { AbuseLimits } from '../src/platform/limits';
import { SandboxSmsProvider } from '../src/platform/sms/provider';
import { latestUsableCode } from '../src/platform/sms/codes';
import { refundOrder } from '../src/commerce/changes';
import { runOrderVerb } from '../src/operator';
import { SandboxAdapay } from '../src/cashier/provider';
import { answerAlipay, confirmFastPay, myPayStatus, unifiedOrder as cashierUnifiedOrder } from '../src/cashier/payments';
import { bindCard, CARDS, cloneOrders, orderInfo, placedOrder, ROOMY_LIMITS } from './cashierSupport';

jest.setTimeout(120_000);

// Under jest the PNG encoder takes ~300 ms per QR (5 ms in node): this run is about money, not
// images (cashier-pay.test.ts checks the real QR), so the Alipay QR here is its URL in a data URL.
jest.mock('qrcode', () => ({ toDataURL: async (text: string) => `data:text/plain;base64,${Buffer.from(text).toString('base64')}` }));

/**
 * The ledger agrees with the orders after a randomised run of 200 delivery orders paid by either
 * channel, failed (then sometimes paid), expired, refunded, confirmed twice at once, paid by the
 * back office: `reconcile` (the API function, the CLI directly and through --api) prints none.
 * And it does see a ledger that was tampered with. The seed is printed, so a failure can be replayed.
 */
let t: TestApi;
/** The app is closed by the last test (the CLI then opens the database itself), so this file manages its database. */
let closed = false;
let databaseUrl: string | undefined;
let dropDatabase = async () => {};
beforeAll(async () => {
  // Thousands of small commits: durability is durability.test.ts's subject, not this one's.
  process.env.PGLITE_FSYNC = 'false';
  if (TEST_DATABASE_URL) ({ url: databaseUrl, drop: dropDatabase } = await createTestDatabase());
  t = await startApi({ limits: ROOMY_LIMITS, ...(databaseUrl ? { databaseUrl } : {}) });
  delete process.env.PGLITE_FSYNC;
}, STARTUP_MS);
afterAll(async () => {
  if (!closed) await t.app.close();
  await dropDatabase();
  fs.rmSync(t.dir, { recursive: true, force: true });
}, STARTUP_MS);

/** mulberry32: a small seeded generator, so the run can be repeated from its seed. */
function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let r = Math.imul(a ^ (a >>> 15), 1 | a);
    r = (r + Math.imul(r ^ (r >>> 7), 61 | r)) ^ r;
    return ((r ^ (r >>> 14)) >>> 0) / 4294967296;
  };
}

const PLANS = ['fast', 'fastTwice', 'emptyCard', 'alipay', 'alipayFail', 'failThenPay', 'expire', 'refund', 'backOffice', 'abandon'] as const;
type Plan = (typeof PLANS)[number];

/** What each plan leaves: the order's status and whether money was kept. */
const EXPECTED: Record<Plan, { status: number; charged: boolean }> = {
  fast: { status: 1, charged: true },
  fastTwice: { status: 1, charged: true },
  emptyCard: { status: 99, charged: false },
  alipay: { status: 1, charged: true },
  alipayFail: { status: 99, charged: false },
  failThenPay: { status: 1, charged: true },
  expire: { status: -1, charged: false },
  refund: { status: -3, charged: false },
  backOffice: { status: 1, charged: true },
  abandon: { status: 0, charged: false },
};

it('200 random orders: every order where its plan left it, and reconcile prints none', async () => {
  const seed = Number(process.env.RECONCILE_SEED) || Date.now() % 1_000_000;
  console.log(`cashier-reconcile seed ${seed} (RECONCILE_SEED=${seed} repeats this run)`);
  const rand = random(seed);
  const { app, clock } = t;

  // Cards are bound and the two template orders placed through HTTP; the 200 runs call the
  // cashier's functions directly (HTTP adds only the login check, proven in cashier-pay).
  const rich = await certifiedDoctor(app, '张仲景');
  const richPhone = await bindCard(app, rich, CARDS.BOC);
  const poor = await certifiedDoctor(app, '葛洪');
  const poorPhone = await bindCard(app, poor, CARDS.EMPTY);
  const richTemplate = await placedOrder(app, rich);
  const poorTemplate = await placedOrder(app, poor);
  const ownerOf = async (id: string) =>
    (await app.db.query<{ user_id: number }>('SELECT user_id FROM delivery_orders WHERE delivery_order_id = $1', [orderPk(id)]))[0].user_id;
  const users = { rich: { id: await ownerOf(richTemplate), phone: richPhone }, poor: { id: await ownerOf(poorTemplate), phone: poorPhone } };
  const ctx = {
    db: app.db,
    now: clock.now,
    sandbox: true,
    sms: new SandboxSmsProvider(),
    adapay: new SandboxAdapay(),
    limits: new AbuseLimits(app.db, clock.now, ROOMY_LIMITS),
  } as unknown as Ctx;
  const ORIGIN = 'http://127.0.0.1:3100';
  const CLIENT = '127.0.0.1';

  type User = (typeof users)['rich'];
  /** Fast pay of one order, through the SMS code; several confirms at once when `times` > 1. */
  const fastPay = async (u: User, id: string, times = 1) => {
    clock.advance(1100); // past the 1-second resend lock of the card's phone
    const { paymentId } = await cashierUnifiedOrder(ctx, u.id, { deliveryOrderId: id, channel: 'fast_pay' }, ORIGIN, CLIENT);
    const code = (await latestUsableCode(ctx, u.phone, 'fastpay'))!;
    const answers = await Promise.allSettled(Array.from({ length: times }, () => confirmFastPay(ctx, u.id, { paymentId, smsCode: code })));
    expect(answers.filter((a) => a.status === 'fulfilled').length).toBeGreaterThanOrEqual(1);
    return paymentId;
  };
  const alipay = async (u: User, id: string, action: 'confirm' | 'fail') => {
    const { paymentId } = await cashierUnifiedOrder(ctx, u.id, { deliveryOrderId: id, channel: 'alipay_qr' }, ORIGIN, CLIENT);
    await answerAlipay(ctx, paymentId, action);
    return paymentId;
  };
  const settle = async (u: User, paymentId: string) => {
    clock.advance(SANDBOX_SETTLE_MS + SECOND);
    return (await myPayStatus(ctx, u.id, paymentId)).statusCode;
  };

  const done: { id: string; plan: Plan }[] = [];
  for (let i = 0; i < 200; i++) {
    const plan = PLANS[Math.floor(rand() * PLANS.length)];
    const u = plan === 'emptyCard' ? users.poor : users.rich;
    const [id] = await cloneOrders(app, plan === 'emptyCard' ? poorTemplate : richTemplate, 1, clock.now());
    switch (plan) {
      case 'fast':
        expect(await settle(u, await fastPay(u, id))).toBe('succeeded');
        break;
      case 'fastTwice':
        expect(await settle(u, await fastPay(u, id, 4))).toBe('succeeded');
        break;
      case 'emptyCard':
        expect(await settle(u, await fastPay(u, id))).toBe('failed');
        break;
      case 'alipay':
        expect(await settle(u, await alipay(u, id, 'confirm'))).toBe('succeeded');
        break;
      case 'alipayFail':
        expect(await settle(u, await alipay(u, id, 'fail'))).toBe('failed');
        break;
      case 'failThenPay':
        expect(await settle(u, await alipay(u, id, 'fail'))).toBe('failed');
        expect(await settle(u, await (rand() < 0.5 ? alipay(u, id, 'confirm') : fastPay(u, id)))).toBe('succeeded');
        break;
      case 'expire':
        // Left waiting for the scan or the code, then the back office expires it (as a read after the deadline would).
        clock.advance(1100);
        await cashierUnifiedOrder(ctx, u.id, { deliveryOrderId: id, channel: rand() < 0.5 ? 'alipay_qr' : 'fast_pay' }, ORIGIN, CLIENT);
        await runOrderVerb(app.db, 'expire-order', id, clock.now());
        break;
      case 'refund':
        expect(await settle(u, await alipay(u, id, 'confirm'))).toBe('succeeded');
        await Promise.allSettled([refundOrder(app.db, u.id, id, clock.now()), refundOrder(app.db, u.id, id, clock.now())]);
        break;
      case 'backOffice':
        await runOrderVerb(app.db, 'pay-order', id, clock.now());
        break;
      case 'abandon':
        await cashierUnifiedOrder(ctx, u.id, { deliveryOrderId: id, channel: 'alipay_qr' }, ORIGIN, CLIENT);
        break;
    }
    done.push({ id, plan });
  }

  const rows = await app.db.query<{ delivery_order_id: number; status: number; sum_price_fen: number; money: number }>(
    `SELECT o.delivery_order_id, o.status, o.sum_price_fen, COALESCE(sum(l.money_fen), 0)::int AS money
       FROM delivery_orders o LEFT JOIN payment_ledger l ON l.delivery_order_id = o.delivery_order_id
      WHERE o.delivery_order_id = ANY($1::int[]) GROUP BY o.delivery_order_id`,
    [done.map((d) => orderPk(d.id))],
  );
  const byPk = new Map(rows.map((r) => [r.delivery_order_id, r]));
  for (const { id, plan } of done) {
    const r = byPk.get(orderPk(id)!)!;
    expect([id, plan, r.status, r.money]).toEqual([id, plan, EXPECTED[plan].status, EXPECTED[plan].charged ? r.sum_price_fen : 0]);
  }
  expect(new Set(done.map((d) => d.plan)).size).toBeGreaterThanOrEqual(8);
  expect(await reconcile(app.db)).toEqual([]);
  // Through HTTP too: one paid order reads paid.
  const paid = done.find((d) => d.plan === 'alipay' || d.plan === 'fast');
  if (paid) expect((await orderInfo(app, rich, paid.id)).body.data.status).toBe(1);
});

it('the operator command prints none, through --api and directly on the database, and sees a tampered ledger', async () => {
  const logs: string[] = [];
  const tables: unknown[] = [];
  jest.spyOn(console, 'log').mockImplementation((m: string) => void logs.push(String(m)));
  jest.spyOn(console, 'table').mockImplementation((rows: unknown) => void tables.push(rows));
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : input);
    const res = await t.app.inject({
      method: (init?.method ?? 'GET') as InjectOptions['method'],
      url: url.pathname + url.search,
      headers: Object.fromEntries(new Headers(init?.headers).entries()),
      payload: init?.body as string | undefined,
    });
    return new Response(res.body, { status: res.statusCode, headers: { 'content-type': 'application/json' } });
  });
  const savedUrl = process.env.DATABASE_URL;
  try {
    expect(await runCli(['reconcile', '--api', 'http://127.0.0.1:3100'])).toBe(0);
    expect(logs.pop()).toBe('对账完成：所有订单的已付金额与支付流水一致');

    // Someone removes a charge from the ledger: the order's money and the ledger disagree.
    const [charge] = await t.app.db.query<{ entry_id: number; delivery_order_id: number }>(
      // A charge of an order never refunded: its ledger then holds nothing at all (whatever the random run did).
      `SELECT entry_id, delivery_order_id FROM payment_ledger l WHERE money_fen > 0
          AND NOT EXISTS (SELECT 1 FROM payment_ledger r WHERE r.delivery_order_id = l.delivery_order_id AND r.money_fen < 0)
        ORDER BY entry_id DESC LIMIT 1`,
    );
    await t.app.db.query('DELETE FROM payment_ledger WHERE entry_id = $1', [charge.entry_id]);
    const found = await reconcile(t.app.db);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ deliveryOrderId: `DO${String(charge.delivery_order_id).padStart(8, '0')}`, ledgerFen: 0 });
    expect(found[0].problem).toContain('已付金额与支付流水不符');
    // Read in batches of any size, the answer is the same (issue 21 §4: bounded batches).
    for (const batchSize of [1, 7, 64]) expect(await reconcile(t.app.db, { batchSize })).toEqual(found);
    expect(await runCli(['reconcile', '--api', 'http://127.0.0.1:3100'])).toBe(1);
    expect(tables.pop()).toEqual(found);

    // Directly on the database, with the API stopped (PGlite is one process per folder).
    await t.app.close();
    closed = true;
    if (databaseUrl) process.env.DATABASE_URL = databaseUrl;
    else delete process.env.DATABASE_URL;
    expect(await runCli(['reconcile', '--data-dir', path.join(t.dir, 'db')])).toBe(1);
    expect(tables.pop()).toEqual(found);
  } finally {
    if (savedUrl === undefined) delete process.env.DATABASE_URL;
    else process.env.DATABASE_URL = savedUrl;
    jest.restoreAllMocks();
  }
});
