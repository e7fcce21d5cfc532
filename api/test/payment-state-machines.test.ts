import { BizError } from '../src/platform/http/errors';
import { applyPaymentEvent, VISIT_PAYMENTS } from '../src/clinic/paymentStateMachine';
import { insertPayment, movePayment } from '../src/cashier/ledger';
import { ORDER_PAYMENTS } from '../src/cashier/paymentStateMachine';
import { arrowsOf, PAYMENT_STATES, PAYMENT_TRANSITIONS, type PaymentEvent } from '../src/platform/payments';
import { orderPk } from '../src/commerce/orderId';
import { ok, useTestApi } from './helpers';
import { certifiedDoctor, order, pricedVisit } from './clinicSupport';
import { placedOrder } from './cashierSupport';

jest.setTimeout(120_000);

/**
 * Issue 24 §3: both payment tables move only through their transition table; an impossible move
 * is refused with a Chinese message and leaves the row (and the ledger) as it was. Issue 33: the two
 * are kinds of one payment vocabulary (platform/payments.ts), each taking the moves it needs.
 */
const t = useTestApi();
let doctor = '';

beforeAll(async () => {
  doctor = await certifiedDoctor(t.app, '扁鹊');
});

const refusalOf = async (run: () => Promise<unknown>) => {
  try {
    await run();
  } catch (error) {
    if (error instanceof BizError) return error.message;
    throw error;
  }
  return 'moved';
};

describe('a consultation payment order', () => {
  const EVENTS: PaymentEvent[] = ['pay', 'fail', 'close'];

  it('moves awaiting → succeeded once; every other move is refused by name and changes nothing', async () => {
    const visit = await pricedVisit(t.app, doctor);
    const created = ok(await order(t.app, doctor, visit.visitRecordId, 1)).data;
    const [row] = await t.app.db.query<{ payment_id: number; state: string }>('SELECT payment_id, state FROM payments WHERE out_trade_no = $1', [
      created.outTradeNo,
    ]);
    expect(row.state).toBe('awaiting');
    await t.app.db.transaction((tx) => applyPaymentEvent(tx, row.payment_id, 'awaiting', 'pay', t.clock.now()));
    const before = await t.app.db.query<{ state: string; paid_at: Date | null }>('SELECT * FROM payments WHERE payment_id = $1', [row.payment_id]);
    expect(before).toMatchObject([{ state: 'succeeded' }]);
    expect(before[0].paid_at).toBeTruthy();
    for (const event of EVENTS) {
      const refused = await refusalOf(() => t.app.db.transaction((tx) => applyPaymentEvent(tx, row.payment_id, 'succeeded', event, t.clock.now())));
      expect(refused).toMatch(/^该支付支付成功，不能/);
    }
    // A move from a state the order has left (a stale read) is refused too.
    expect(await refusalOf(() => t.app.db.transaction((tx) => applyPaymentEvent(tx, row.payment_id, 'awaiting', 'close', t.clock.now())))).toBe(
      '该支付等待支付，不能关闭',
    );
    expect(await t.app.db.query('SELECT * FROM payments WHERE payment_id = $1', [row.payment_id])).toEqual(before);
  });

  it('takes the moves of a payment answered at once: opened or paid when made, then paid, refused or closed', () => {
    expect(arrowsOf(VISIT_PAYMENTS)).toEqual(['new→awaiting', 'new→succeeded', 'awaiting→succeeded', 'awaiting→failed', 'awaiting→closed']);
  });
});

describe("a delivery order's payment", () => {
  it('refuses every move outside its table, leaving the payment and the ledger unchanged', async () => {
    const id = await placedOrder(t.app, doctor);
    const pk = orderPk(id)!;
    const p = await t.app.db.transaction((tx) =>
      insertPayment(tx, { orderPk: pk, userId: 1, channel: 'back_office', amountFen: 100, state: 'awaiting' }, 'test', t.clock.now()),
    );
    await t.app.db.transaction((tx) => movePayment(tx, p.payment_id, 'awaiting', 'closed', 'test', t.clock.now()));
    const snapshot = async () => [
      await t.app.db.query('SELECT * FROM cashier_payments WHERE payment_id = $1', [p.payment_id]),
      await t.app.db.query('SELECT * FROM payment_ledger WHERE payment_id = $1 ORDER BY entry_id', [p.payment_id]),
    ];
    const before = await snapshot();
    for (const to of PAYMENT_STATES) {
      expect(await refusalOf(() => t.app.db.transaction((tx) => movePayment(tx, p.payment_id, 'closed', to, 'test', t.clock.now())))).toMatch(
        /^该支付已关闭，不能改为/,
      );
    }
    expect(
      await refusalOf(() =>
        t.app.db.transaction((tx) =>
          insertPayment(tx, { orderPk: pk, userId: 1, channel: 'back_office', amountFen: 100, state: 'refunded' as 'failed' }, 'test', t.clock.now()),
        ),
      ),
    ).toBe('不能新建已退款的支付');
    expect(await snapshot()).toEqual(before);
  });

  it("has exactly the arrows of a payment through a provider: open, take, settle, close, refund, and the back office's", () => {
    expect(arrowsOf(ORDER_PAYMENTS)).toEqual([
      'new→awaiting',
      'awaiting→processing',
      'new→succeeded',
      'processing→succeeded',
      'new→failed',
      'processing→failed',
      'awaiting→closed',
      'succeeded→refunded',
    ]);
  });
});

describe('the one payment vocabulary', () => {
  it('has each move of either kind, and no move that neither takes', () => {
    const all = new Set(Object.entries(PAYMENT_TRANSITIONS).flatMap(([, moves]) => Object.entries(moves).map(([from, to]) => `${from}→${to}`)));
    for (const kind of [VISIT_PAYMENTS, ORDER_PAYMENTS]) for (const arrow of arrowsOf(kind)) expect(all).toContain(arrow);
    expect([...all].sort()).toEqual([...new Set([...arrowsOf(VISIT_PAYMENTS), ...arrowsOf(ORDER_PAYMENTS)])].sort());
  });
});
