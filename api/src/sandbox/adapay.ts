import type { FastifyInstance, FastifyReply } from 'fastify';
import type { CashierCtx } from '../cashier/context';
import { publicOrderId } from '../commerce/orderId';
import { ALIPAY_PAGE, alipayForPage, answerAlipay } from '../cashier/payments';
import type { OrderPaymentRow } from '../cashier/ledger';
import { CASHIER_MSG } from '../cashier/messages';
import { field } from '../platform/http/input';
import { endpoint } from '../platform/http/route';
import { esc, page, payAnswerForms } from './html';
import { yuan } from './wechatPay';

// Alipay's blue instead of the shared page's WeChat green (inline style: the sandbox CSP allows it, no script).
const HEAD =
  '<style>button.alipay { background: #1677ff; color: #fff; } button.fail { background: #f2f3f5; color: #4e5969; }</style><span class="sandbox">沙箱环境 · 模拟支付宝支付（汇付 Adapay）</span>';

const OUTCOME: Record<Exclude<OrderPaymentRow['state'], 'awaiting'>, (p: OrderPaymentRow) => { title: string; text: string }> = {
  processing: () => ({ title: '支付处理中', text: '支付结果将在几秒后通知商户，请回到收银台查看。' }),
  succeeded: () => ({ title: '支付成功', text: '已支付，请回到收银台查看订单。' }),
  refunded: () => ({ title: '已退款', text: '该笔支付已退款。' }),
  failed: (p) => ({ title: '支付失败', text: CASHIER_MSG.failed(p.reason) }),
  closed: (p) => ({ title: '支付已失效', text: p.reason || CASHIER_MSG.paymentClosed }),
};

/**
 * The sandbox Alipay page a phone opens by scanning the cashier's QR (unifiedOrder alipay_qr), or
 * the phone showing the cashier by its 打开支付宝付款 link (alipayPayUrl: the same address). Open
 * to the LAN like the WeChat pay page (the payer's phone is another machine); the payment
 * number it needs is random. 确认支付 and 模拟失败 hand the payment to the provider, whose result
 * follows a moment later; pressed twice, or replayed, they change nothing. Plain forms and no
 * script, so the sandbox's strict CSP holds. Registered only in sandbox mode.
 */
export function adapayRoutes(app: FastifyInstance, ctx: CashierCtx): void {
  void app.register(async (pay) => {
    pay.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    });
    const paymentIdField = () => field.text('支付编号', 64, 'PAY0123456789ABCDEF01234567');
    const notFound = (reply: FastifyReply) =>
      reply
        .code(404)
        .type('text/html; charset=utf-8')
        .send(page('支付不存在', `${HEAD}<h1>支付不存在</h1><p>请回到收银台重新发起支付宝支付。</p>`));

    endpoint(pay, 'GET', '/adapay/alipay/:paymentId', { params: { paymentId: paymentIdField() } }, async ({ params }, _req, reply) => {
      const p = params.paymentId ? await alipayForPage(ctx, params.paymentId) : undefined;
      if (!p) return notFound(reply);
      const head = `${HEAD}
        <h1>支付宝支付</h1>
        <p>中药配送订单 ${esc(publicOrderId(p.delivery_order_id))}</p>
        <p class="amount">金额 <strong>${esc(yuan(p.amount_fen))}</strong></p>
        <p>支付编号：${esc(p.payment_id)}</p>`;
      if (p.state !== 'awaiting') {
        const done = OUTCOME[p.state](p);
        return reply.type('text/html; charset=utf-8').send(page(done.title, `${head}<p><strong>${esc(done.title)}</strong></p><p>${esc(done.text)}</p>`));
      }
      const action = `${ALIPAY_PAGE}/${encodeURIComponent(p.payment_id)}`;
      return reply.type('text/html; charset=utf-8').send(page('支付宝支付（沙箱）', `${head}${payAnswerForms(action, { confirm: 'alipay', fail: 'fail' })}`));
    });

    const answerBody = { action: field.oneOf('操作', ['confirm', 'fail']) };
    endpoint(pay, 'POST', '/adapay/alipay/:paymentId', { params: { paymentId: paymentIdField() }, body: answerBody }, async ({ params, body }, _req, reply) => {
      if (body.action !== 'confirm' && body.action !== 'fail') {
        return reply
          .code(400)
          .type('text/html; charset=utf-8')
          .send(page('参数错误', `${HEAD}<h1>参数错误</h1><p>请返回支付页面重新操作。</p>`));
      }
      const p = params.paymentId ? await answerAlipay(ctx, params.paymentId, body.action) : undefined;
      if (!p) return notFound(reply);
      // Back to the page, which shows the outcome (a reload does not post again).
      return reply.redirect(`${ALIPAY_PAGE}/${encodeURIComponent(p.payment_id)}`, 303);
    });
  });
}
