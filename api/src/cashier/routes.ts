import type { FastifyInstance } from 'fastify';
import type { CashierCtx } from './context';
import { requireUser } from '../platform/http/sessions';
import { field } from '../platform/http/input';
import { originOf } from '../platform/http/origin';
import { route } from '../platform/http/route';
import { applyCard, cardInfo, confirmCard } from './cards';
import { CASHIER_MSG } from './messages';
import { CASHIER_CHANNELS, cashierChannels, confirmFastPay, myPayStatus, resendPaymentCode, unifiedOrder } from './payments';

/** A delivery order's id (the first seeded one in the fuzz suite's coherent requests). */
const orderIdField = () => field.text('订单编号', 20, 'DO00000001');

/** The README's ICBC test savings card (api/README.md "Cashier"): the fuzz suite's coherent requests. */
const TEST_CARD = '6222021000000000017';

/**
 * Spec 3 §7 Cashier (/wjtpay): the channels, the bound card, binding a card by SMS, one payment
 * per order and channel, the fast pay SMS and its confirmation, the status. Every call needs a
 * login and reads or changes only the caller's cards, orders and payments. The provider is
 * ctx.adapay (the sandbox, or none configured: binding and paying then answer 支付服务未配置).
 */
export function cashierRoutes(app: FastifyInstance, ctx: CashierCtx): void {
  route(app, 'GET /adapay/v1/channels/pc', {}, async (_input, req) => {
    await requireUser(ctx, req);
    return { code: 200, msg: '', data: cashierChannels() };
  });

  route(app, 'GET /adapay/v1/fastpay/card/info', {}, async (_input, req) => {
    const me = await requireUser(ctx, req);
    return { code: 200, msg: '', data: await cardInfo(ctx.db, me.userId) };
  });

  const applyBody = {
    cardId: field.text('银行卡号', 40, TEST_CARD),
    userName: field.text('姓名', 50, '李时珍'),
    idNo: field.text('身份证号', 32, '11010519491231002X'),
    telNo: field.text('手机号', 20, '13800000006'),
  };
  route(app, 'POST /adapay/v1/fastpay/card/apply', { body: applyBody }, async ({ body }, req) => {
    const me = await requireUser(ctx, req);
    const data = await applyCard(ctx, me.userId, body, ctx.limits.client(req));
    return { code: 200, msg: CASHIER_MSG.smsSent, data };
  });

  const confirmCardBody = {
    applyId: field.text('绑卡申请编号', 64, 'APL000000000000000000000000'),
    memberId: field.text('会员编号', 64, 'M0000000006'),
    cardIdReal: field.text('银行卡号', 40, TEST_CARD),
    smsCode: field.text('验证码', 16, '123456'),
  };
  route(app, 'POST /adapay/v1/fastpay/card/comfirm', { body: confirmCardBody }, async ({ body }, req) => {
    const me = await requireUser(ctx, req);
    await confirmCard(ctx, me.userId, body);
    return { code: 200, msg: CASHIER_MSG.bound };
  });

  route(app, 'POST /adapay/v1/fastpay/sms', { body: { deliveryOrderId: orderIdField() } }, async ({ body }, req) => {
    const me = await requireUser(ctx, req);
    const sent = await resendPaymentCode(ctx, me.userId, body.deliveryOrderId, ctx.limits.client(req));
    return { code: 200, msg: sent === 'sent' ? CASHIER_MSG.smsAlreadySent : CASHIER_MSG.smsSent };
  });

  const orderBody = { deliveryOrderId: orderIdField(), channel: field.oneOf('支付渠道', CASHIER_CHANNELS) };
  route(app, 'POST /adapay/v1/unifiedOrder', { body: orderBody }, async ({ body }, req) => {
    const me = await requireUser(ctx, req);
    // The QR's page on the origin this request came through: a phone on the LAN reaches it when
    // the doctor opened the portal by its LAN address (like the clinic's WeChat pay).
    const data = await unifiedOrder(ctx, me.userId, body, originOf(req), ctx.limits.client(req));
    return { code: 200, msg: '', data };
  });

  const paymentIdField = () => field.text('支付编号', 64, 'PAY0123456789ABCDEF01234567');
  route(
    app,
    'POST /adapay/v1/fastpay/comfirm',
    { body: { paymentId: paymentIdField(), smsCode: field.text('验证码', 16, '123456') } },
    async ({ body }, req) => {
      const me = await requireUser(ctx, req);
      return { code: 200, msg: await confirmFastPay(ctx, me.userId, body) };
    },
  );

  route(app, 'GET /adapay/v1/pay/status/:paymentId', { params: { paymentId: paymentIdField() } }, async ({ params }, req) => {
    const me = await requireUser(ctx, req);
    return { code: 200, msg: '', data: await myPayStatus(ctx, me.userId, params.paymentId) };
  });
}
