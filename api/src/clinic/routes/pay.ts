import type { FastifyInstance } from 'fastify';
import type { PlatformCtx } from '../../platform/context';
import { field } from '../../platform/http/input';
import { originOf } from '../../platform/http/origin';
import { route } from '../../platform/http/route';
import { requireUser } from '../../platform/http/sessions';
import { consultationPayResult, orderConsultation } from '../payments';
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
  route(app, 'POST /api/pay/0.1/unifiedOrder', { body: orderBody }, async ({ body }, req) => {
    const me = await requireUser(ctx, req);
    return { code: 200, msg: '', data: await orderConsultation(ctx.db, me.userId, body, { wechat: ctx.sandbox, now: ctx.now(), origin: originOf(req) }) };
  });

  route(
    app,
    'POST /api/pay/0.1/query/place/result',
    { body: { outTradeNo: field.text('订单号', 64, 'TCM20261120100000ABCDEF0123456789') } },
    async ({ body }, req) => {
      const me = await requireUser(ctx, req);
      return { code: 200, msg: '', data: await consultationPayResult(ctx.db, me.userId, body.outTradeNo, ctx.now()) };
    },
  );
}
