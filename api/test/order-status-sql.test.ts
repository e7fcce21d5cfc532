import type { DeliveryStatus } from '@tcm/shared/contract';
import { DELIVERY_TRANSITIONS, type DeliveryEvent } from '@tcm/shared/commerce';
import { CLOCK_MOVES, CLOCK_STATUSES } from '../src/commerce/deliveryStateMachine';
import { orderPk } from '../src/commerce/orderId';
import { orderPaidAtSql, orderStatusSql, readStatusFilter } from '../src/commerce/orderStatus';
import { useTestApi } from './helpers';
import { certifiedDoctor } from './clinicSupport';
import { placedOrder, ROOMY_LIMITS } from './cashierSupport';

jest.setTimeout(120_000);

/**
 * Issue 33: the status a delivery order reads as (commerce/orderStatus.ts) is written from the
 * delivery transition table (@tcm/shared/commerce DELIVERY_TRANSITIONS) and its clock moves
 * (deliveryStateMachine.ts, CLOCK_MOVES), not a second time by hand. Here the database evaluates it
 * for every stored status, both sides of the deadline and every state of a processing payment, and
 * it must answer what the table says the sweeper will write: the due result's move (pay, or payFail
 * and then the deadline's), else, when no payment is being processed, the deadline's move.
 */
const t = useTestApi({ limits: ROOMY_LIMITS });

const STATUSES = [0, 1, 2, 3, 4, 5, 99, -1, -2, -3, -4, -5, -6] as const satisfies readonly DeliveryStatus[];
/** A processing payment: none, its result not yet due, or due and paying the order, or not. */
const RESULTS = ['none', 'notDue', 'pays', 'refused', 'otherAmount'] as const;
type Result = (typeof RESULTS)[number];

/** The table's answer: the moves the sweeper makes, in its order (a result first, then the deadline). */
function expected(stored: DeliveryStatus, deadlinePassed: boolean, result: Result): DeliveryStatus {
  const move = (event: DeliveryEvent, status: DeliveryStatus) => DELIVERY_TRANSITIONS[event][status] ?? status;
  if (result === 'notDue') return stored;
  let status = stored;
  if (result !== 'none') status = move(result === 'pays' ? 'pay' : 'payFail', status);
  return deadlinePassed ? move('expire', status) : status;
}

describe('the read status of a delivery order, from the transition table', () => {
  it('names the clock moves the table has, and the statuses they leave', () => {
    expect(CLOCK_MOVES).toEqual({ deadline: 'expire', paid: 'pay', refused: 'payFail' });
    expect(CLOCK_STATUSES).toEqual([0, 99]);
  });

  it('answers the table for every stored status, deadline and payment result', async () => {
    const doctor = await certifiedDoctor(t.app, '张元素');
    const pk = orderPk(await placedOrder(t.app, doctor));
    const [{ user_id, sum_price_fen }] = await t.app.db.query<{ user_id: number; sum_price_fen: number }>(
      'SELECT user_id, sum_price_fen FROM delivery_orders WHERE delivery_order_id = $1',
      [pk],
    );
    const now = new Date('2027-01-05T04:00:00Z');
    const minutes = (n: number) => new Date(now.getTime() + n * 60_000);
    const wrong: string[] = [];
    let n = 0;
    for (const stored of STATUSES) {
      for (const deadlinePassed of [false, true]) {
        for (const result of RESULTS) {
          const shipped = stored === 4 || stored === 5 || stored === -6;
          await t.app.db.query('DELETE FROM cashier_payments WHERE delivery_order_id = $1', [pk]);
          await t.app.db.query('UPDATE delivery_orders SET status = $2, pay_deadline = $3, shipped_at = $4, paid_at = NULL WHERE delivery_order_id = $1', [
            pk,
            stored,
            minutes(deadlinePassed ? -5 : 5),
            shipped ? minutes(-60) : null,
          ]);
          if (result !== 'none') {
            await t.app.db.query(
              `INSERT INTO cashier_payments (payment_id, delivery_order_id, user_id, channel, amount_fen, state, outcome, settle_at, created_at, confirmed_at)
               VALUES ($1, $2, $3, 'alipay_qr', $4, 'processing', $5, $6, $7, $7)`,
              [
                `PAYSQLTEST${++n}`,
                pk,
                user_id,
                result === 'otherAmount' ? sum_price_fen + 1 : sum_price_fen,
                result === 'refused' ? 'failed' : 'succeeded',
                minutes(result === 'notDue' ? 1 : -1),
                minutes(-10),
              ],
            );
          }
          const want = expected(stored, deadlinePassed, result === 'otherAmount' ? 'refused' : result);
          const [row] = await t.app.db.query<{ status: number; paid_at: Date | null; kept: boolean }>(
            `SELECT ${orderStatusSql(now)} AS status, ${orderPaidAtSql(now)} AS paid_at,
                    (${readStatusFilter([want], now, '$2', '$3').sql}) AS kept
               FROM delivery_orders o WHERE o.delivery_order_id = $1`,
            [pk, [want], readStatusFilter([want], now, '$2', '$3').stored],
          );
          const paidByResult = want === DELIVERY_TRANSITIONS.pay[stored as 0 | 99] && result === 'pays';
          if (row.status !== want || !row.kept || !!row.paid_at !== paidByResult) {
            wrong.push(
              `${stored} deadline ${deadlinePassed ? 'passed' : 'ahead'}, payment ${result}: read ${row.status} (paid ${!!row.paid_at}, filter ${row.kept}), table ${want}`,
            );
          }
        }
      }
    }
    expect(wrong).toEqual([]);
  });
});
