import { BizError } from '../src/platform/http/errors';
import { applyPaymentEvent, PAYMENT_TRANSITIONS as CONSULT_MOVES, type PaymentEvent, type PaymentState as ConsultState } from '../src/clinic/paymentStateMachine';
import { insertPayment, movePayment } from '../src/cashier/ledger';
import { canMovePayment, PAYMENT_TRANSITIONS, type PaymentState } from '../src/cashier/paymentStateMachine';
import { orderPk } from '../src/commerce/orderId';
import { useTestApi } from './helpers';
import { certifiedDoctor, order, pricedVisit } from './clinicSupport';
import { expectOk, placedOrder } from './cashierSupport';

jest.setTimeout(120_000);

/**
 * Issue 24 §3: both payment tables move only through their transition table; an impossible move
 * is refused with a Chinese message and leaves the row (and the ledger) as it was.
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

  it('moves pending → paid once; every other move is refused by name and changes nothing', async () => {
    const visit = await pricedVisit(t.app, doctor);
    const created = expectOk(await order(t.app, doctor, visit.visitRecordId, 1)).data;
    const [row] = await t.app.db.query<{ payment_id: number; state: ConsultState }>('SELECT payment_id, state FROM payments WHERE out_trade_no = $1', [created.outTradeNo]);
    expect(row!.state).toBe('pending');
    await t.app.db.transaction((tx) => applyPaymentEvent(tx, row!.payment_id, 'pending', 'pay', t.clock.now()));
    const before = await t.app.db.query('SELECT * FROM payments WHERE payment_id = $1', [row!.payment_id]);
    for (const event of EVENTS) {
      const refused = await refusalOf(() => t.app.db.transaction((tx) => applyPaymentEvent(tx, row!.payment_id, 'paid', event, t.clock.now())));
      expect(refused).toMatch(/^该支付订单已支付，不能/);
    }
    // A move from a state the order has left (a stale read) is refused too.
    expect(await refusalOf(() => t.app.db.transaction((tx) => applyPaymentEvent(tx, row!.payment_id, 'pending', 'close', t.clock.now())))).toBe('该支付订单待支付，不能关闭');
    expect(await t.app.db.query('SELECT * FROM payments WHERE payment_id = $1', [row!.payment_id])).toEqual(before);
  });

  it('has a move out of pending only', () => {
    for (const event of EVENTS) expect(Object.keys(CONSULT_MOVES[event])).toEqual(['pending']);
  });
});

describe("a delivery order's payment", () => {
  const STATES: PaymentState[] = ['awaiting', 'processing', 'succeeded', 'failed', 'closed', 'refunded'];

  it('refuses every move outside its table, leaving the payment and the ledger unchanged', async () => {
    const id = await placedOrder(t.app, doctor);
    const pk = orderPk(id)!;
    const p = await t.app.db.transaction((tx) => insertPayment(tx, { orderPk: pk, userId: 1, channel: 'back_office', amountFen: 100, state: 'awaiting' }, 'test', t.clock.now()));
    await t.app.db.transaction((tx) => movePayment(tx, p.payment_id, 'awaiting', 'closed', 'test', t.clock.now()));
    const snapshot = async () => [
      await t.app.db.query('SELECT * FROM cashier_payments WHERE payment_id = $1', [p.payment_id]),
      await t.app.db.query('SELECT * FROM payment_ledger WHERE payment_id = $1 ORDER BY entry_id', [p.payment_id]),
    ];
    const before = await snapshot();
    for (const to of STATES) {
      expect(await refusalOf(() => t.app.db.transaction((tx) => movePayment(tx, p.payment_id, 'closed', to, 'test', t.clock.now())))).toMatch(/^该支付已关闭，不能改为/);
    }
    expect(await refusalOf(() => t.app.db.transaction((tx) => insertPayment(tx, { orderPk: pk, userId: 1, channel: 'back_office', amountFen: 100, state: 'refunded' as 'failed' }, 'test', t.clock.now())))).toBe(
      '不能新建已退款的支付',
    );
    expect(await snapshot()).toEqual(before);
  });

  it('has exactly the arrows of a payment: take, settle, close, refund', () => {
    const arrows = STATES.flatMap((from) => STATES.filter((to) => canMovePayment(from, to)).map((to) => `${from}→${to}`));
    expect(arrows).toEqual(['awaiting→processing', 'awaiting→closed', 'processing→succeeded', 'processing→failed', 'succeeded→refunded']);
    expect(PAYMENT_TRANSITIONS.new).toEqual(['awaiting', 'succeeded', 'failed']);
  });
});
