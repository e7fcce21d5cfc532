import type { FastifyInstance, FastifyReply } from 'fastify';
import type { CashierCtx } from '../cashier/context';
import { answerOrder, orderForPage, WECHAT_PAY_PAGE, type VisitPaymentState } from '../clinic/payments';
import { field } from '../platform/http/input';
import { endpoint } from '../platform/http/route';
import { esc, page, payAnswerForms } from './html';

/** Integer fen as the payer reads it: 12345 → ¥123.45 (no floating point on money). */
export function yuan(fen: number): string {
  return `¥${Math.floor(fen / 100)}.${String(fen % 100).padStart(2, '0')}`;
}

const DONE: Record<Exclude<VisitPaymentState, 'awaiting'>, { title: string; text: string }> = {
  succeeded: { title: '支付成功', text: '已支付，请返回电脑端查看处方。' },
  failed: { title: '支付失败', text: '本次支付未完成，请在电脑端刷新二维码后重新支付。' },
  closed: { title: '订单已失效', text: '该订单已失效（问诊已重新计价或已通过其他方式支付），无需再次支付。' },
};

/**
 * The sandbox WeChat payment page a phone opens by scanning the QR of unifiedOrder (channel 1).
 * Open to the LAN like the login provider page (no operator token: the payer's phone is another
 * machine); the order number it needs is random. 确认支付 pays the order once however often it is
 * pressed; 模拟失败 fails it. Plain forms and no script, so the sandbox's strict CSP holds.
 */
export function wechatPayRoutes(app: FastifyInstance, ctx: CashierCtx): void {
  void app.register(async (pay) => {
    // A form posts application/x-www-form-urlencoded; only this page's scope reads it.
    pay.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    });

    const tradeNo = () => field.text('订单号', 64, 'TCM20261120100000ABCDEF0123456789');
    const notFound = (reply: FastifyReply) =>
      reply
        .code(404)
        .type('text/html; charset=utf-8')
        .send(page('订单不存在', '<span class="sandbox">沙箱环境 · 模拟微信支付</span><h1>订单不存在</h1><p>请在电脑端刷新二维码后重新扫码。</p>'));

    endpoint(pay, 'GET', '/wechat-pay/:outTradeNo', { params: { outTradeNo: tradeNo() } }, async ({ params }, _req, reply) => {
      const order = params.outTradeNo ? await orderForPage(ctx.db, params.outTradeNo) : undefined;
      if (!order) return notFound(reply);
      const head = `<span class="sandbox">沙箱环境 · 模拟微信支付</span>
        <h1>微信支付</h1>
        <p>问诊费（中药组方）</p>
        <p class="amount">金额 <strong>${esc(yuan(order.amount_fen))}</strong></p>
        <p>订单号：${esc(order.out_trade_no)}</p>`;
      if (order.state !== 'awaiting') {
        const done = DONE[order.state];
        return reply.type('text/html; charset=utf-8').send(page(done.title, `${head}<p><strong>${esc(done.title)}</strong></p><p>${esc(done.text)}</p>`));
      }
      const action = `${WECHAT_PAY_PAGE}/${encodeURIComponent(order.out_trade_no)}`;
      return reply
        .type('text/html; charset=utf-8')
        .send(page('微信支付（沙箱）', `${head}${payAnswerForms(action, { confirm: 'primary', fail: 'secondary' })}`));
    });

    const answerBody = { action: field.oneOf('操作', ['confirm', 'fail']) };
    endpoint(pay, 'POST', '/wechat-pay/:outTradeNo', { params: { outTradeNo: tradeNo() }, body: answerBody }, async ({ params, body }, _req, reply) => {
      if (body.action !== 'confirm' && body.action !== 'fail') {
        return reply.code(400).type('text/html; charset=utf-8').send(page('参数错误', '<h1>参数错误</h1><p>请返回支付页面重新操作。</p>'));
      }
      const state = params.outTradeNo ? await answerOrder(ctx.db, params.outTradeNo, body.action, ctx.now()) : undefined;
      if (!state) return notFound(reply);
      // Back to the page, which shows the outcome (a reload does not post again).
      return reply.redirect(`${WECHAT_PAY_PAGE}/${encodeURIComponent(params.outTradeNo)}`, 303);
    });
  });
}
