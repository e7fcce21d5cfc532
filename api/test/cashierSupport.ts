import type { FastifyInstance } from 'fastify';
import { one } from '../src/platform/db';
import { orderPk, publicOrderId, type OrderRow } from '../src/commerce/orders';
import { call, md5, newPhone } from './helpers';
import { paidVisit } from './clinicSupport';
import { decoctionOrderForm } from '@tcm/shared/testing/delivery';

/**
 * Shared steps of the cashier tests. The test cards are the README's (api/README.md "Cashier"):
 * each really passes or fails the Luhn and BIN rules as stated there.
 */
export const CARDS = {
  ICBC: '6222021000000000017',
  ABC: '6228480020000000024',
  BOC: '6216613000000000039',
  CCB: '6217004000000000042',
  COMM: '6222625000000000058',
  /** ICBC savings card whose sandbox account is empty: fast pay fails with 余额不足. */
  EMPTY: '6222020000000000000',
  CREDIT: '6259160000000015',
  CMB: '6214830000000017',
  LUHN_BAD: '6222021000000000018',
};
export const VALID_ID = '11010519491231002X';

/** Limits raised (never off) so a test can send many codes from one client and one phone. */
export const ROOMY_LIMITS = { smsPerIpPerHour: 1_000_000, smsPerPhonePerDay: 1_000_000, smsResendSeconds: 1 };

export const post = <const U extends string>(app: FastifyInstance, url: U, token: string | undefined, body: Record<string, unknown>) =>
  call(app, 'POST', url, { token, body });
export const get = <const U extends string>(app: FastifyInstance, url: U, token?: string) => call(app, 'GET', url, { token });

/** The latest live code of a purpose, through the sandbox lookup (as the e2e reads it). */
export async function codeOf(app: FastifyInstance, phone: string, type: 'bindcard' | 'fastpay'): Promise<string> {
  const got = await call(app, 'POST', '/api/getCode', { body: { telephone: phone, phoneMd5: md5(phone), type } });
  if (got.body.code !== 200) throw new Error(`getCode failed: ${got.body.msg}`);
  return got.body.smsCode as string;
}

export const apply = (app: FastifyInstance, token: string, over: Record<string, unknown> = {}) =>
  post(app, '/api/adapay/v1/fastpay/card/apply', token, { cardId: CARDS.ICBC, userName: '李时珍', idNo: VALID_ID, telNo: newPhone('1397'), ...over });

/** Binds `cardId` to the token's user with a new phone; answers the phone. */
export async function bindCard(app: FastifyInstance, token: string, cardId = CARDS.ICBC): Promise<string> {
  const telNo = newPhone('1397');
  const res = await apply(app, token, { cardId, telNo });
  if (res.body.code !== 200) throw new Error(`apply failed: ${res.body.msg}`);
  const smsCode = await codeOf(app, telNo, 'bindcard');
  const done = await post(app, '/api/adapay/v1/fastpay/card/comfirm', token, { ...res.body.data, smsCode });
  if (done.body.code !== 200) throw new Error(`comfirm failed: ${done.body.msg}`);
  return telNo;
}

/** A delivery order of a new paid visit of the token's user, placed through the API (status 0). */
export async function placedOrder(app: FastifyInstance, token: string): Promise<string> {
  const visit = await paidVisit(app, token, { toDoDay: '2027-01-10' });
  const res = await post(app, '/api/delivery/order/place', token, decoctionOrderForm(visit.visitRecordId));
  if (res.body.code !== 200) throw new Error(`place failed: ${res.body.msg}`);
  return res.body.data.deliveryOrderId;
}

/**
 * More unpaid orders like `template` (same visit, the next prescription numbers), straight into
 * the table: placing hundreds through the engine would take minutes. Deadline 30 minutes from `now`.
 */
export async function cloneOrders(app: FastifyInstance, template: string, count: number, now: Date): Promise<string[]> {
  const t = (await one<OrderRow>(app.db, 'SELECT * FROM delivery_orders WHERE delivery_order_id = $1', [orderPk(template)]))!;
  const [{ n }] = await app.db.query<{ n: number }>('SELECT max(prescription_no)::int AS n FROM delivery_orders WHERE visit_record_id = $1', [
    t.visit_record_id,
  ]);
  const ids: string[] = [];
  for (let i = 1; i <= count; i++) {
    const [row] = await app.db.query<{ delivery_order_id: number }>(
      `INSERT INTO delivery_orders (user_id, visit_record_id, prescription_no, status, form, form_name, delivery_id, delivery_name,
         form_count, quantity_dispensed, herb_fen_per_dose, form_fee_fen, shipping_fee_fen, sum_price_fen,
         recipient_name, recipient_phone, province, city, county, street, zip_code, remark, prescription, created_at, pay_deadline)
       SELECT user_id, visit_record_id, $2::int, 0, form, form_name, delivery_id, delivery_name, form_count, quantity_dispensed,
              herb_fen_per_dose, form_fee_fen, shipping_fee_fen, sum_price_fen + $2::int, recipient_name, recipient_phone, province, city,
              county, street, zip_code, remark, prescription, $3, $3::timestamptz + interval '30 minutes'
         FROM delivery_orders WHERE delivery_order_id = $1
       RETURNING delivery_order_id`,
      [t.delivery_order_id, n + i, now],
    );
    ids.push(publicOrderId(row.delivery_order_id));
  }
  return ids;
}

export const unifiedOrder = (app: FastifyInstance, token: string, deliveryOrderId: string, channel: string) =>
  post(app, '/api/adapay/v1/unifiedOrder', token, { deliveryOrderId, channel });
export const confirmPay = (app: FastifyInstance, token: string, paymentId: string, smsCode: string) =>
  post(app, '/api/adapay/v1/fastpay/comfirm', token, { paymentId, smsCode });
export const payStatus = (app: FastifyInstance, token: string, paymentId: string) => get(app, `/api/adapay/v1/pay/status/${paymentId}`, token);
export const orderInfo = (app: FastifyInstance, token: string, id: string) => get(app, `/api/delivery/order/info/${id}`, token);

/** What the provider page's buttons post (a form, as a phone's browser sends it, from the LAN). */
export const alipayAnswer = (app: FastifyInstance, paymentId: string, action: string) =>
  app.inject({
    method: 'POST',
    url: `/sandbox/adapay/alipay/${paymentId}`,
    payload: `action=${encodeURIComponent(action)}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    remoteAddress: '192.168.1.23',
  });

/** The ledger's money of one order: charges less refunds. */
export async function ledgerMoney(app: FastifyInstance, id: string): Promise<{ money: number; charges: number }> {
  const [r] = await app.db.query<{ money: number; charges: number }>(
    'SELECT COALESCE(sum(money_fen), 0)::int AS money, count(*) FILTER (WHERE money_fen > 0)::int AS charges FROM payment_ledger WHERE delivery_order_id = $1',
    [orderPk(id)],
  );
  return r;
}
