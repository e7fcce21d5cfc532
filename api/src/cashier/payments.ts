import QRCode from 'qrcode';
import type { CardPayment, CashierChannelId, PayFailure, PayStatus } from '@tcm/shared/contract';
import { CARD_MSG } from '@tcm/shared/bankCard';
import { CASHIER_CHANNEL_TEXT } from '@tcm/shared/codes';
import type { CashierCtx } from './context';
import { one, type Queryable } from '../platform/db';
import { BizError, fail } from '../platform/http/errors';
import { PLATFORM_MSG } from '../platform/messages';
import { SECOND } from '../platform/lib/time';
import { checkCode, issueCode, latestUsableCode } from '../platform/sms/codes';
import { boundCardOf } from './cards';
import { insertPayment, movePayment, openPaymentOf, userActor, type OrderPaymentRow } from './ledger';
import { CASHIER_MSG, STATE_TEXT } from './messages';
import { orders } from './ports';
import { lockOrder, lockPayment, notPayableReason, settleDue, takePayment, type Taken } from './settle';

/**
 * The cashier's payments (spec 3 §4 cashier payment, §7 Cashier): unifiedOrder for one of my
 * orders and a channel, the fast pay SMS and its confirmation, the status. The amount is always
 * the order's sum_price_fen; one open payment per order (a second request answers it, or replaces
 * it when the channel or card changed), at most one charge per order (settle.ts, and the unique
 * indexes of migration 011).
 */

export const CASHIER_CHANNELS: readonly CashierChannelId[] = ['fast_pay', 'alipay_qr'];

/** GET /adapay/v1/channels/pc: the channels the cashier offers, with their names. */
export const cashierChannels = () => CASHIER_CHANNELS.map((channelId) => ({ channelId, channelName: CASHIER_CHANNEL_TEXT[channelId] }));

/** Where the Alipay QR points (under /sandbox): the stand-in for Alipay's payment page. */
export const ALIPAY_PAGE = '/sandbox/adapay/alipay';

/** QR size of spec 3 §9. */
const QR_WIDTH = 256;

/** One of my payments; another user's, or none, answers 支付记录不存在. */
export async function ownedPayment(q: Queryable, userId: number, paymentId: string): Promise<OrderPaymentRow> {
  const row = await one<OrderPaymentRow>(q, 'SELECT * FROM cashier_payments WHERE payment_id = $1 AND user_id = $2', [paymentId, userId]);
  return row ?? fail(CASHIER_MSG.paymentNotFound);
}

/** Sends the payment's SMS to its card's phone (limits of the SMS provider apply) and remembers which code it was. */
async function sendPaymentCode(ctx: CashierCtx, p: OrderPaymentRow, client: string): Promise<void> {
  const codeId = await issueCode(ctx, p.tel_no!, 'fastpay', client);
  await ctx.db.query(`UPDATE cashier_payments SET sms_code_id = $2 WHERE payment_id = $1 AND state = 'awaiting'`, [p.payment_id, codeId]);
}

/** A usable fastpay code was sent to the payment's phone after the payment was opened. */
async function codeSentSince(ctx: CashierCtx, p: OrderPaymentRow): Promise<boolean> {
  if (!p.tel_no) return false;
  const latest = await one<{ created_at: Date }>(
    ctx.db,
    `SELECT created_at FROM sms_codes WHERE phone = $1 AND type = 'fastpay' ORDER BY created_at DESC, id DESC LIMIT 1`,
    [p.tel_no],
  );
  return (
    !!latest && new Date(latest.created_at).getTime() >= new Date(p.created_at).getTime() && (await latestUsableCode(ctx, p.tel_no, 'fastpay')) !== undefined
  );
}

/** A code sent for this payment can still be entered: no new SMS needed. */
async function hasUsableCode(ctx: CashierCtx, p: OrderPaymentRow): Promise<boolean> {
  if (!p.sms_code_id || !p.tel_no) return false;
  const latest = await one<{ id: number }>(ctx.db, `SELECT id FROM sms_codes WHERE phone = $1 AND type = 'fastpay' ORDER BY created_at DESC, id DESC LIMIT 1`, [
    p.tel_no,
  ]);
  return latest?.id === p.sms_code_id && (await latestUsableCode(ctx, p.tel_no, 'fastpay')) !== undefined;
}

/**
 * unifiedOrder: the order's payment by `channel`. An awaiting payment by the same channel (and
 * card) is answered again, so a double click or a reload opens no second payment; another channel
 * or card replaces it; a payment being processed refuses a new one. fast_pay needs a bound card
 * and sends the payment SMS; alipay_qr answers the QR of the provider page at `origin`.
 */
export async function unifiedOrder(
  ctx: CashierCtx,
  userId: number,
  input: { deliveryOrderId: string; channel: string },
  origin: string,
  client: string,
): Promise<CardPayment> {
  if (!input.deliveryOrderId) fail(CASHIER_MSG.orderIdRequired);
  if (!CASHIER_CHANNELS.includes(input.channel as CashierChannelId)) fail(CASHIER_MSG.channelRequired);
  const channel = input.channel as CashierChannelId;
  ctx.adapay.assertReady();
  const owned = await orders().owned(ctx.db, userId, input.deliveryOrderId);
  // The provider's results that became due first: an order paid a moment ago reads paid.
  await settleDue(ctx, { orderPk: owned.delivery_order_id });
  const now = ctx.now();
  const row = await orders().expireIfDue(ctx.db, await orders().owned(ctx.db, userId, input.deliveryOrderId), now);
  const card = channel === 'fast_pay' ? ((await boundCardOf(ctx.db, userId)) ?? fail(CASHIER_MSG.cardRequired)) : undefined;
  const actor = userActor(userId);
  const payment = await ctx.db.transaction(async (tx) => {
    const order = await lockOrder(tx, row.delivery_order_id);
    if (order.status !== 0 && order.status !== 99) fail(notPayableReason(order.status));
    if (now.getTime() >= new Date(order.pay_deadline).getTime()) fail(orders().words.payTimedOut);
    const open = await openPaymentOf(tx, order.delivery_order_id);
    if (open?.state === 'processing') fail(CASHIER_MSG.paymentBusy);
    if (open && open.channel === channel && open.amount_fen === order.sum_price_fen && (!card || open.card_no === card.card_no)) return open;
    if (open) await movePayment(tx, open.payment_id, 'awaiting', 'closed', actor, now, { reason: CASHIER_MSG.replaced });
    return insertPayment(
      tx,
      { orderPk: order.delivery_order_id, userId, channel, amountFen: order.sum_price_fen, state: 'awaiting', cardNo: card?.card_no, telNo: card?.tel_no },
      actor,
      now,
    );
  });
  if (channel === 'fast_pay' && !(await hasUsableCode(ctx, payment))) {
    try {
      await sendPaymentCode(ctx, payment, client);
    } catch (error) {
      // A double click: the other request sent this payment's code a moment ago (the resend lock
      // refused ours). It may not have recorded the code on the payment yet (the code is stored,
      // then the payment updated): a usable code sent to the card's phone since the payment was
      // opened is that one.
      const fresh = await one<OrderPaymentRow>(ctx.db, 'SELECT * FROM cashier_payments WHERE payment_id = $1', [payment.payment_id]);
      if (!fresh || !((await hasUsableCode(ctx, fresh)) || (await codeSentSince(ctx, fresh)))) throw error;
    }
  }
  if (channel !== 'alipay_qr') return { paymentId: payment.payment_id, alipayQrBase64: '', alipayPayUrl: '' };
  // The QR for another phone to scan, the same address as a link for paying on this one.
  const alipayPayUrl = `${origin}${ALIPAY_PAGE}/${encodeURIComponent(payment.payment_id)}`;
  const alipayQrBase64 = await QRCode.toDataURL(alipayPayUrl, { width: QR_WIDTH, margin: 1 });
  return { paymentId: payment.payment_id, alipayQrBase64, alipayPayUrl };
}

/** The code of this payment was sent less than the resend lock ago and can still be entered. */
async function sentWithinResendWindow(ctx: CashierCtx, p: OrderPaymentRow): Promise<boolean> {
  if (!p.sms_code_id) return false;
  const row = await one<{ created_at: Date }>(ctx.db, 'SELECT created_at FROM sms_codes WHERE id = $1', [p.sms_code_id]);
  if (!row) return false;
  const windowMs = ctx.limits.config.smsResendSeconds * SECOND;
  return ctx.now().getTime() - new Date(row.created_at).getTime() < windowMs && (await hasUsableCode(ctx, p));
}

/**
 * fastpay/sms: the payment SMS of the order's awaiting fast payment. Spec 3 §4: unifiedOrder sends
 * the payment's first code (then the page opens its SMS dialog); this call is the dialog's 重新发送.
 * Within the resend lock of the code already sent for this payment it sends nothing and answers
 * that a code was sent ('sent'), so a client that asks right after unifiedOrder is not refused;
 * after it, a new code is sent ('resent').
 */
export async function resendPaymentCode(ctx: CashierCtx, userId: number, deliveryOrderId: string, client: string): Promise<'sent' | 'resent'> {
  if (!deliveryOrderId) fail(CASHIER_MSG.orderIdRequired);
  // Past the deadline the read expires the order and closes its payment: no SMS for a payment that cannot be made.
  const order = await orders().expireIfDue(ctx.db, await orders().owned(ctx.db, userId, deliveryOrderId), ctx.now());
  if (order.status === -1) fail(orders().words.payTimedOut);
  const open = await one<OrderPaymentRow>(
    ctx.db,
    `SELECT * FROM cashier_payments WHERE delivery_order_id = $1 AND state = 'awaiting' AND channel = 'fast_pay'`,
    [order.delivery_order_id],
  );
  if (!open) return fail(CASHIER_MSG.noOpenFastPay);
  if (await sentWithinResendWindow(ctx, open)) return 'sent';
  try {
    await sendPaymentCode(ctx, open, client);
  } catch (error) {
    // Two resends at once: the other one sent this payment's new code a moment ago.
    const fresh = await one<OrderPaymentRow>(ctx.db, 'SELECT * FROM cashier_payments WHERE payment_id = $1', [open.payment_id]);
    if (fresh && fresh.sms_code_id !== open.sms_code_id && (await sentWithinResendWindow(ctx, fresh))) return 'sent';
    throw error;
  }
  return 'resent';
}

/**
 * fastpay/comfirm: the SMS code of this payment hands it to the provider (the bank answers a
 * moment later: poll the status). Once: the code is spent in the transaction that takes the
 * payment, so 20 confirms at once take it once; a confirm of a payment already taken answers so.
 */
export async function confirmFastPay(ctx: CashierCtx, userId: number, input: { paymentId: string; smsCode: string }): Promise<string> {
  if (!input.paymentId) fail(CASHIER_MSG.paymentIdRequired);
  if (!input.smsCode) fail(CARD_MSG.payCodeRequired);
  const p = await ownedPayment(ctx.db, userId, input.paymentId);
  if (p.channel !== 'fast_pay') fail(CASHIER_MSG.notFastPay);
  if (wasTaken(p)) return CASHIER_MSG.processing;
  if (p.state !== 'awaiting') fail(p.reason || CASHIER_MSG.paymentClosed);
  ctx.adapay.assertReady();
  if (!p.sms_code_id) fail(PLATFORM_MSG.smsNotRequested);
  let taken: Taken | { taken: false; reason: '' };
  try {
    const spend = await checkCode(ctx, p.tel_no!, 'fastpay', input.smsCode);
    taken = await spend(async (tx, now, codeId) => {
      const order = await lockOrder(tx, p.delivery_order_id);
      const cur = (await lockPayment(tx, p.payment_id))!;
      if (cur.state !== 'awaiting') return { taken: false as const, reason: '' as const };
      // The code of an older SMS (another payment's) is not this payment's.
      if (cur.sms_code_id !== codeId) throw new BizError(PLATFORM_MSG.smsUsed);
      return takePayment(tx, ctx, order, cur, ctx.adapay.fastPay({ cardNo: cur.card_no! }, cur.amount_fen), userActor(userId), now);
    });
  } catch (error) {
    // Parallel confirms of the right code (a double click, a retry): one spends the code and takes
    // the payment; the others find the code used. They answer as a second confirm does.
    if (error instanceof BizError && error.message === PLATFORM_MSG.smsUsed && wasTaken(await ownedPayment(ctx.db, userId, p.payment_id)))
      return CASHIER_MSG.processing;
    throw error;
  }
  if (!taken.taken && taken.reason) fail(taken.reason);
  return CASHIER_MSG.processing;
}

const wasTaken = (p: OrderPaymentRow) => p.state === 'processing' || p.state === 'succeeded' || p.state === 'refunded';

/** Why a payment closed unpaid, as the page names it: the reasons it was closed with (orders.ts, settle.ts). */
function closedFailure(reason: string): PayFailure {
  const words = orders().words;
  if (reason === words.payTimedOut) return 'timeout';
  // 订单已取消, or the refusal of a cancelled order (订单已取消（…），不能支付).
  if (reason.startsWith(words.orderCancelled)) return 'cancelled';
  return 'closed';
}

/** What the status call answers for a payment (spec 3 §4: pending, succeeded, failed with statusDesc; and what failed). */
export function payStatusOf(p: OrderPaymentRow): PayStatus {
  switch (p.state) {
    case 'awaiting':
    case 'processing':
      return { statusCode: 'pending', statusDesc: STATE_TEXT[p.state], failure: '' };
    case 'succeeded':
    case 'refunded':
      return { statusCode: 'succeeded', statusDesc: STATE_TEXT[p.state], failure: '' };
    case 'closed':
      // Never handed to the provider: why it can no longer be paid (订单已超时，请重新下单 …).
      return { statusCode: 'failed', statusDesc: p.reason || CASHIER_MSG.paymentClosed, failure: closedFailure(p.reason) };
    default:
      return { statusCode: 'failed', statusDesc: CASHIER_MSG.failed(p.reason), failure: 'refused' };
  }
}

/**
 * pay/status: one of my payments, after the provider's results that became due. An awaiting
 * payment of an order past its deadline is closed by reading the order (the order expires, as on
 * every read), so the status says the order timed out instead of 等待支付.
 */
export async function myPayStatus(ctx: CashierCtx, userId: number, paymentId: string): Promise<PayStatus> {
  if (!paymentId) fail(CASHIER_MSG.paymentIdRequired);
  const found = await ownedPayment(ctx.db, userId, paymentId);
  await settleDue(ctx, { paymentId });
  if (found.state === 'awaiting') {
    const order = await orders().byPk(ctx.db, found.delivery_order_id);
    if (order) await orders().expireIfDue(ctx.db, order, ctx.now());
  }
  return payStatusOf(await ownedPayment(ctx.db, userId, paymentId));
}

/**
 * The payer's answer on the provider's Alipay page (确认支付 / 模拟失败): the provider takes the
 * payment with that answer, reported a moment later. Pressed twice, or posted again, it changes
 * nothing. undefined: no Alipay payment by that number.
 */
export async function answerAlipay(ctx: CashierCtx, paymentId: string, action: 'confirm' | 'fail'): Promise<OrderPaymentRow | undefined> {
  const p = await one<OrderPaymentRow>(ctx.db, 'SELECT * FROM cashier_payments WHERE payment_id = $1', [paymentId]);
  if (!p || p.channel !== 'alipay_qr') return undefined;
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    const order = await lockOrder(tx, p.delivery_order_id);
    const cur = (await lockPayment(tx, p.payment_id))!;
    await takePayment(tx, ctx, order, cur, ctx.adapay.alipay(action), 'payer', now);
  });
  return one<OrderPaymentRow>(ctx.db, 'SELECT * FROM cashier_payments WHERE payment_id = $1', [paymentId]);
}

/** An Alipay payment by its number, for the provider page (anyone holding the number: it is random). */
export async function alipayForPage(ctx: CashierCtx, paymentId: string): Promise<OrderPaymentRow | undefined> {
  const p = await one<OrderPaymentRow>(ctx.db, 'SELECT * FROM cashier_payments WHERE payment_id = $1', [paymentId]);
  if (!p || p.channel !== 'alipay_qr') return undefined;
  await settleDue(ctx, { paymentId });
  return one<OrderPaymentRow>(ctx.db, 'SELECT * FROM cashier_payments WHERE payment_id = $1', [paymentId]);
}
