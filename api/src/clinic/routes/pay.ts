import type { FastifyInstance } from 'fastify';
import type { PayChannel } from '@tcm/shared/contract';
import type { PlatformCtx } from '../../platform/context';
import { requireUser } from '../../platform/http/sessions';
import { fail } from '../../platform/http/errors';
import { field } from '../../platform/http/input';
import { originOf } from '../../platform/http/origin';
import { route } from '../../platform/http/route';
import { CLINIC_MSG } from '../messages';
import { createOrder, myOrderState, RESULT_CODE, WECHAT_PAY_PAGE } from '../payments';
import { SEEDED_VISIT, visitIdField } from './visits';

/**
 * Payment of a consultation (spec 2 §4, §7). Who pays how is the pages' reading of spec 2 §6 (see
 * clinicPayChannels in @tcm/shared/clinic): the logged-in doctor pays from the public account
 * (channel 3), or shows a WeChat QR that the patient, who is not logged in, scans and pays on
 * their phone (channel 1). Both are ordered by the doctor, so both calls need the doctor's login
 * and one of their visits. Amounts are the visit's price in fen, never a number from the browser.
 */
export function payRoutes(app: FastifyInstance, ctx: PlatformCtx): void {
  const orderBody = {
    productId: visitIdField('商品编号', SEEDED_VISIT),
    orderType: field.int('订单类型', 0, 100, { example: 1 }),
    tradeType: field.oneOf('交易类型', ['NATIVE']),
    payChannel: field.int('支付方式', 0, 100, { example: 3 }),
  };
  route(app, 'POST /api/pay/0.1/unifiedOrder', { body: orderBody }, async ({ body: b }, req) => {
    const me = await requireUser(ctx, req);
    if (!b.productId) return fail(CLINIC_MSG.visitRequired);
    if (b.orderType !== 1) fail(CLINIC_MSG.orderTypeInvalid);
    if (b.tradeType !== 'NATIVE') fail(CLINIC_MSG.tradeTypeInvalid);
    if (b.payChannel !== 1 && b.payChannel !== 3) return fail(CLINIC_MSG.payChannelInvalid);
    // WeChat pay is the sandbox provider page only: no real merchant account is configured.
    const order = await createOrder(ctx.db, me.userId, b.productId, b.payChannel as PayChannel, { wechat: ctx.sandbox, now: ctx.now() });
    // The public origin of this request (the portal's, behind its proxy): a phone on the LAN that
    // scans the QR reaches the page when the doctor opened the portal by its LAN address.
    // A free visit's order (0 fen) shows no QR: the page treats it as paid at once (spec 2 §4).
    const qrcode = order.channel === 1 && order.amount_fen > 0 ? `${originOf(req)}${WECHAT_PAY_PAGE}/${encodeURIComponent(order.out_trade_no)}` : '';
    return { code: 200, msg: '', data: { payChannel: order.channel, qrcode, outTradeNo: order.out_trade_no } };
  });

  route(app, 'POST /api/pay/0.1/query/place/result', { body: { outTradeNo: field.text('订单号', 64, 'TCM20261120100000ABCDEF0123456789') } }, async ({ body }, req) => {
    const me = await requireUser(ctx, req);
    if (!body.outTradeNo) return fail(CLINIC_MSG.paymentNotFound);
    const state = await myOrderState(ctx.db, me.userId, body.outTradeNo, ctx.now());
    return { code: 200, msg: '', data: RESULT_CODE[state] };
  });
}
