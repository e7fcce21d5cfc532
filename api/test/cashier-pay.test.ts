import QRCode from 'qrcode';
import { DEMO_ACCOUNTS } from '@tcm/shared/demo';
import { PAY_DEADLINE_MS } from '@tcm/shared/commerce';
import { SECOND } from '../src/platform/lib/time';
import { COMMERCE_MSG } from '../src/commerce/messages';
import { CASHIER_MSG } from '../src/cashier/messages';
import { SANDBOX_SETTLE_MS, SandboxAdapay } from '../src/cashier/provider';
import { settlePayment } from '../src/cashier/settle';
import { reconcile } from '../src/operator/reconcile';
import { operateOrder } from '../src/commerce/backOffice';
import type { Ctx } from '../src/context';
import { loginPwd, ok, useTestApi } from './helpers';
import { certifiedDoctor } from './clinicSupport';
import {
  alipayAnswer,
  bindCard,
  CARDS,
  codeOf,
  confirmPay,
  get,
  ledgerMoney,
  orderInfo,
  payStatus,
  placedOrder,
  post,
  ROOMY_LIMITS,
  unifiedOrder,
} from './cashierSupport';

jest.setTimeout(120_000);

/** The cashier's payments through the API (spec 3 §4, §7 Cashier): channels, fast pay, Alipay QR, money safety. */
const t = useTestApi({ limits: ROOMY_LIMITS });
let doctor = '';
let stranger = '';
let phone = '';

beforeAll(async () => {
  doctor = await certifiedDoctor(t.app, '张仲景');
  stranger = await loginPwd(t.app, DEMO_ACCOUNTS.doctor.phone);
  phone = await bindCard(t.app, doctor, CARDS.CCB);
});

/** The app's context, for the provider's result notification called directly (a replayed callback). */
const ctxOf = () => ({ db: t.app.db, now: t.clock.now, adapay: new SandboxAdapay() }) as unknown as Ctx;

/** Starts a fast payment of `id` and answers its paymentId and the SMS code sent for it. */
async function startFastPay(id: string, token = doctor, tel = phone) {
  // Past the SMS provider's resend lock of the card's phone (1 s in these tests).
  t.clock.advance(2 * SECOND);
  const res = ok(await unifiedOrder(t.app, token, id, 'fast_pay'));
  expect(res.data.alipayQrBase64).toBe('');
  return { paymentId: res.data.paymentId, code: await codeOf(t.app, tel, 'fastpay') };
}

const settleLater = () => t.clock.advance(SANDBOX_SETTLE_MS + SECOND);

describe('channels and refusals', () => {
  it('offers fast pay and Alipay QR to a logged-in user', async () => {
    expect((await get(t.app, '/api/adapay/v1/channels/pc', doctor)).body).toEqual({
      code: 200,
      msg: '',
      data: [
        { channelId: 'fast_pay', channelName: '快捷支付' },
        { channelId: 'alipay_qr', channelName: '支付宝扫码' },
      ],
    });
  });

  it('refuses a missing channel, another user order and an order id that is none', async () => {
    const id = await placedOrder(t.app, doctor);
    expect((await unifiedOrder(t.app, doctor, id, '')).body.msg).toBe('请选择支付渠道');
    expect((await unifiedOrder(t.app, stranger, id, 'alipay_qr')).body.msg).toBe(COMMERCE_MSG.orderNotFound);
    expect((await unifiedOrder(t.app, doctor, 'DO99999999', 'alipay_qr')).body.msg).toBe(COMMERCE_MSG.orderNotFound);
    expect((await unifiedOrder(t.app, doctor, '', 'alipay_qr')).body.msg).toBe(CASHIER_MSG.orderIdRequired);
    expect(await ledgerMoney(t.app, id)).toEqual({ money: 0, charges: 0 });
  });

  it('asks for a bound card before fast pay', async () => {
    const other = await certifiedDoctor(t.app, '华佗');
    const id = await placedOrder(t.app, other);
    expect((await unifiedOrder(t.app, other, id, 'fast_pay')).body.msg).toBe('请先绑定银行卡');
  });

  it('refuses an order past its deadline (订单已超时，请重新下单) and moves it to -1', async () => {
    const id = await placedOrder(t.app, doctor);
    t.clock.advance(PAY_DEADLINE_MS);
    expect((await unifiedOrder(t.app, doctor, id, 'alipay_qr')).body.msg).toBe('订单已超时，请重新下单');
    expect((await orderInfo(t.app, doctor, id)).body.data.status).toBe(-1);
  });

  it('refuses a payment confirmed after the deadline, charging nothing', async () => {
    const id = await placedOrder(t.app, doctor);
    const { paymentId } = await startFastPay(id);
    // A fresh code a minute before the deadline, entered a minute later.
    t.clock.advance(PAY_DEADLINE_MS - 60 * SECOND);
    ok(await post(t.app, '/api/adapay/v1/fastpay/sms', doctor, { deliveryOrderId: id }));
    const code = await codeOf(t.app, phone, 'fastpay');
    t.clock.advance(60 * SECOND);
    expect((await confirmPay(t.app, doctor, paymentId, code)).body.msg).toBe('订单已超时，请重新下单');
    expect((await payStatus(t.app, doctor, paymentId)).body.data).toEqual({ statusCode: 'failed', statusDesc: '订单已超时，请重新下单', failure: 'timeout' });
    expect((await orderInfo(t.app, doctor, id)).body.data.status).toBe(-1);
    expect(await ledgerMoney(t.app, id)).toEqual({ money: 0, charges: 0 });
  });

  it("answers another user's payment as missing, and refuses its confirmation", async () => {
    const id = await placedOrder(t.app, doctor);
    const { paymentId, code } = await startFastPay(id);
    expect((await payStatus(t.app, stranger, paymentId)).body.msg).toBe(CASHIER_MSG.paymentNotFound);
    expect((await confirmPay(t.app, stranger, paymentId, code)).body.msg).toBe(CASHIER_MSG.paymentNotFound);
    expect((await payStatus(t.app, doctor, paymentId)).body.data.statusCode).toBe('pending');
  });
});

describe('fast pay', () => {
  it('pays after the SMS code, asynchronously: pending, then succeeded and the order paid once', async () => {
    const id = await placedOrder(t.app, doctor);
    const price = (await orderInfo(t.app, doctor, id)).body.data.sumPrice;
    const { paymentId, code } = await startFastPay(id);
    expect((await payStatus(t.app, doctor, paymentId)).body.data).toEqual({ statusCode: 'pending', statusDesc: '等待支付', failure: '' });
    expect((await confirmPay(t.app, doctor, paymentId, '')).body.msg).toBe('请输入验证码');
    expect((await confirmPay(t.app, doctor, paymentId, code === '000000' ? '111111' : '000000')).body.msg).toBe('验证码错误');
    expect(ok(await confirmPay(t.app, doctor, paymentId, code)).msg).toBe(CASHIER_MSG.processing);
    expect((await payStatus(t.app, doctor, paymentId)).body.data).toEqual({ statusCode: 'pending', statusDesc: '支付处理中', failure: '' });
    expect((await orderInfo(t.app, doctor, id)).body.data.status).toBe(0);
    settleLater();
    expect((await payStatus(t.app, doctor, paymentId)).body.data).toEqual({ statusCode: 'succeeded', statusDesc: '支付成功', failure: '' });
    const paid = (await orderInfo(t.app, doctor, id)).body.data;
    expect(paid).toMatchObject({ status: 1, statusText: '已支付', refundFlag: 'Y' });
    expect(await ledgerMoney(t.app, id)).toEqual({ money: price, charges: 1 });
    // A second confirm, and a new payment of the paid order, charge nothing.
    expect(ok(await confirmPay(t.app, doctor, paymentId, code)).msg).toBe(CASHIER_MSG.processing);
    expect((await unifiedOrder(t.app, doctor, id, 'fast_pay')).body.msg).toBe('订单已支付，请勿重复支付');
    expect(await ledgerMoney(t.app, id)).toEqual({ money: price, charges: 1 });
  });

  it('resends the payment SMS of the open payment; the older code no longer confirms it', async () => {
    const id = await placedOrder(t.app, doctor);
    const { paymentId, code } = await startFastPay(id);
    // Issue 19 §5: right after unifiedOrder (which sent the payment's first code) it sends nothing
    // and says a code was sent; the code sent by unifiedOrder stays the one to enter.
    const first = await post(t.app, '/api/adapay/v1/fastpay/sms', doctor, { deliveryOrderId: id });
    expect(first.body).toEqual({ code: 200, msg: CASHIER_MSG.smsAlreadySent });
    expect(await codeOf(t.app, phone, 'fastpay')).toBe(code);
    t.clock.advance(2 * SECOND);
    expect((await post(t.app, '/api/adapay/v1/fastpay/sms', doctor, { deliveryOrderId: id })).body.msg).toBe(CASHIER_MSG.smsSent);
    t.clock.advance(2 * SECOND);
    ok(await post(t.app, '/api/adapay/v1/fastpay/sms', doctor, { deliveryOrderId: id }));
    const fresh = await codeOf(t.app, phone, 'fastpay');
    if (fresh !== code) expect((await confirmPay(t.app, doctor, paymentId, code)).body.msg).toBe('验证码错误');
    ok(await confirmPay(t.app, doctor, paymentId, fresh));
    expect((await post(t.app, '/api/adapay/v1/fastpay/sms', doctor, { deliveryOrderId: id })).body.msg).toBe(CASHIER_MSG.noOpenFastPay);
  });

  it('fails from an empty card (余额不足): the order becomes payable again (99) and nothing is charged', async () => {
    const other = await certifiedDoctor(t.app, '葛洪');
    const tel = await bindCard(t.app, other, CARDS.EMPTY);
    const id = await placedOrder(t.app, other);
    const { paymentId, code } = await startFastPay(id, other, tel);
    ok(await confirmPay(t.app, other, paymentId, code));
    settleLater();
    expect((await payStatus(t.app, other, paymentId)).body.data).toEqual({
      statusCode: 'failed',
      statusDesc: '交易失败，请重试（余额不足）',
      failure: 'refused',
    });
    expect((await orderInfo(t.app, other, id)).body.data).toMatchObject({ status: 99 });
    expect(await ledgerMoney(t.app, id)).toEqual({ money: 0, charges: 0 });
    // Another card pays the same order.
    const tel2 = await bindCard(t.app, other, CARDS.ABC);
    const again = await startFastPay(id, other, tel2);
    expect(again.paymentId).not.toBe(paymentId);
    ok(await confirmPay(t.app, other, again.paymentId, again.code));
    settleLater();
    expect((await payStatus(t.app, other, again.paymentId)).body.data.statusCode).toBe('succeeded');
    expect((await orderInfo(t.app, other, id)).body.data.status).toBe(1);
  });

  it('24 concurrent confirms with the right code take the payment once and charge once', async () => {
    const id = await placedOrder(t.app, doctor);
    const { paymentId, code } = await startFastPay(id);
    const answers = await Promise.all(Array.from({ length: 24 }, () => confirmPay(t.app, doctor, paymentId, code)));
    expect(answers.every((a) => a.status < 500)).toBe(true);
    expect(answers.filter((a) => a.body.code === 200).length).toBeGreaterThanOrEqual(1);
    settleLater();
    await Promise.all(Array.from({ length: 8 }, () => payStatus(t.app, doctor, paymentId)));
    expect((await payStatus(t.app, doctor, paymentId)).body.data.statusCode).toBe('succeeded');
    expect((await ledgerMoney(t.app, id)).charges).toBe(1);
    const entries = await t.app.db.query<{ to_state: string }>(`SELECT to_state FROM payment_ledger WHERE payment_id = $1 ORDER BY entry_id`, [paymentId]);
    expect(entries.map((e) => e.to_state)).toEqual(['awaiting', 'processing', 'succeeded']);
  });

  it('a replayed provider result (20 at once, then again) charges once', async () => {
    const id = await placedOrder(t.app, doctor);
    const { paymentId, code } = await startFastPay(id);
    ok(await confirmPay(t.app, doctor, paymentId, code));
    settleLater();
    const ctx = ctxOf();
    const results = await Promise.all(Array.from({ length: 20 }, () => settlePayment(ctx, paymentId)));
    expect(results.every((r) => r?.state === 'succeeded')).toBe(true);
    await settlePayment(ctx, paymentId);
    expect((await ledgerMoney(t.app, id)).charges).toBe(1);
  });
});

describe('Alipay QR', () => {
  it('answers the QR of the provider page on the request origin; the page pays once however often it is pressed', async () => {
    const id = await placedOrder(t.app, doctor);
    const price = (await orderInfo(t.app, doctor, id)).body.data.sumPrice;
    const res = ok(await unifiedOrder(t.app, doctor, id, 'alipay_qr'));
    const paymentId = res.data.paymentId;
    const url = `http://localhost:80/sandbox/adapay/alipay/${paymentId}`;
    // The same content encodes to the same image: the QR carries exactly this URL, and the link for this device is it too.
    expect(res.data.alipayQrBase64).toBe(await QRCode.toDataURL(url, { width: 256, margin: 1 }));
    expect(res.data.alipayPayUrl).toBe(url);
    // Asking again answers the same payment (a double click opens no second one).
    expect(ok(await unifiedOrder(t.app, doctor, id, 'alipay_qr')).data.paymentId).toBe(paymentId);

    const page = await t.app.inject({ method: 'GET', url: `/sandbox/adapay/alipay/${paymentId}`, remoteAddress: '192.168.1.23' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('确认支付');
    expect(page.body).toContain('模拟失败');
    const answers = await Promise.all(Array.from({ length: 12 }, () => alipayAnswer(t.app, paymentId, 'confirm')));
    expect(answers.every((a) => a.statusCode === 303)).toBe(true);
    expect((await payStatus(t.app, doctor, paymentId)).body.data.statusCode).toBe('pending');
    settleLater();
    expect((await payStatus(t.app, doctor, paymentId)).body.data.statusCode).toBe('succeeded');
    // A replayed form after the result, and 模拟失败 after paying, change nothing.
    await alipayAnswer(t.app, paymentId, 'confirm');
    await alipayAnswer(t.app, paymentId, 'fail');
    settleLater();
    expect((await payStatus(t.app, doctor, paymentId)).body.data.statusCode).toBe('succeeded');
    expect(await ledgerMoney(t.app, id)).toEqual({ money: price, charges: 1 });
    const done = await t.app.inject({ method: 'GET', url: `/sandbox/adapay/alipay/${paymentId}` });
    expect(done.body).toContain('支付成功');
    expect(done.body).not.toContain('确认支付');
  });

  it('模拟失败 fails the payment: the order is payable again (99)', async () => {
    const id = await placedOrder(t.app, doctor);
    const paymentId = ok(await unifiedOrder(t.app, doctor, id, 'alipay_qr')).data.paymentId;
    await alipayAnswer(t.app, paymentId, 'fail');
    settleLater();
    expect((await payStatus(t.app, doctor, paymentId)).body.data).toEqual({
      statusCode: 'failed',
      statusDesc: '交易失败，请重试（支付宝付款未完成）',
      failure: 'refused',
    });
    expect((await orderInfo(t.app, doctor, id)).body.data.status).toBe(99);
    expect(await ledgerMoney(t.app, id)).toEqual({ money: 0, charges: 0 });
  });

  it('says what failed: a payment replaced by a newer one is closed, one of a cancelled order cancelled', async () => {
    const id = await placedOrder(t.app, doctor);
    const first = ok(await unifiedOrder(t.app, doctor, id, 'alipay_qr')).data.paymentId;
    const { paymentId: second } = await startFastPay(id);
    expect((await payStatus(t.app, doctor, first)).body.data).toEqual({ statusCode: 'failed', statusDesc: CASHIER_MSG.replaced, failure: 'closed' });
    await operateOrder(t.app.db, id, 'cancel', t.clock.now());
    expect((await payStatus(t.app, doctor, second)).body.data).toEqual({ statusCode: 'failed', statusDesc: COMMERCE_MSG.orderCancelled, failure: 'cancelled' });
  });

  it('an unknown payment number shows no page; a bad action is refused', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/sandbox/adapay/alipay/PAYNOTHING' })).statusCode).toBe(404);
    expect((await alipayAnswer(t.app, 'PAYNOTHING', 'confirm')).statusCode).toBe(404);
    expect((await alipayAnswer(t.app, 'PAYNOTHING', 'steal')).statusCode).toBe(400);
  });
});

describe('one charge per order', () => {
  it('two payments of one order in parallel (both channels, confirmed together) charge once', async () => {
    const id = await placedOrder(t.app, doctor);
    const [a, b] = await Promise.all([unifiedOrder(t.app, doctor, id, 'alipay_qr'), unifiedOrder(t.app, doctor, id, 'fast_pay')]);
    expect([a.body.code, b.body.code]).toEqual([200, 200]);
    const code = await codeOf(t.app, phone, 'fastpay');
    await Promise.all([
      alipayAnswer(t.app, a.body.data.paymentId, 'confirm'),
      confirmPay(t.app, doctor, b.body.data.paymentId, code),
      alipayAnswer(t.app, a.body.data.paymentId, 'confirm'),
    ]);
    settleLater();
    const states = await Promise.all([payStatus(t.app, doctor, a.body.data.paymentId), payStatus(t.app, doctor, b.body.data.paymentId)]);
    expect(states.filter((s) => s.body.data.statusCode === 'succeeded').length).toBeLessThanOrEqual(1);
    expect((await ledgerMoney(t.app, id)).charges).toBe((await orderInfo(t.app, doctor, id)).body.data.status === 1 ? 1 : 0);
  });

  it('12 unifiedOrders at once open one payment and charge once', async () => {
    const id = await placedOrder(t.app, doctor);
    const answers = await Promise.all(Array.from({ length: 12 }, () => unifiedOrder(t.app, doctor, id, 'alipay_qr')));
    const ids = new Set(answers.map((a) => a.body.data?.paymentId));
    expect(ids.size).toBe(1);
    const [paymentId] = [...ids];
    await alipayAnswer(t.app, paymentId, 'confirm');
    expect((await unifiedOrder(t.app, doctor, id, 'fast_pay')).body.msg).toBe(CASHIER_MSG.paymentBusy);
    settleLater();
    expect((await payStatus(t.app, doctor, paymentId)).body.data.statusCode).toBe('succeeded');
    expect((await ledgerMoney(t.app, id)).charges).toBe(1);
  });

  it('a payment taken just before the deadline still pays when its result comes after it', async () => {
    const id = await placedOrder(t.app, doctor);
    const paymentId = ok(await unifiedOrder(t.app, doctor, id, 'alipay_qr')).data.paymentId;
    t.clock.advance(PAY_DEADLINE_MS - SECOND);
    await alipayAnswer(t.app, paymentId, 'confirm');
    t.clock.advance(SECOND);
    // A read in between does not expire an order whose payment is being processed.
    expect((await orderInfo(t.app, doctor, id)).body.data.status).toBe(0);
    settleLater();
    expect((await orderInfo(t.app, doctor, id)).body.data.status).toBe(1);
    expect((await payStatus(t.app, doctor, paymentId)).body.data.statusCode).toBe('succeeded');
  });

  it('the refund gives back what was charged, once, and the ledger says so', async () => {
    const id = await placedOrder(t.app, doctor);
    const price = (await orderInfo(t.app, doctor, id)).body.data.sumPrice;
    const { paymentId, code } = await startFastPay(id);
    ok(await confirmPay(t.app, doctor, paymentId, code));
    settleLater();
    expect((await payStatus(t.app, doctor, paymentId)).body.data.statusCode).toBe('succeeded');
    const refunds = await Promise.all(Array.from({ length: 8 }, () => post(t.app, '/api/adapay/v1/refund', doctor, { deliveryOrderId: id })));
    expect(refunds.filter((r) => r.body.code === 200).length).toBe(1);
    expect((await orderInfo(t.app, doctor, id)).body.data).toMatchObject({ status: -3, refundAmount: price, refundFlag: 'N' });
    expect(await ledgerMoney(t.app, id)).toEqual({ money: 0, charges: 1 });
    expect((await payStatus(t.app, doctor, paymentId)).body.data).toEqual({ statusCode: 'succeeded', statusDesc: '支付成功，已退款', failure: '' });
  });

  it('reconcile finds nothing after all of the above', async () => {
    expect(await reconcile(t.app.db)).toEqual([]);
  });
});

describe('the payment SMS after the deadline', () => {
  it('is not sent: the order expires and its payment closes', async () => {
    const id = await placedOrder(t.app, doctor);
    const { paymentId } = await startFastPay(id);
    t.clock.advance(PAY_DEADLINE_MS);
    expect((await post(t.app, '/api/adapay/v1/fastpay/sms', doctor, { deliveryOrderId: id })).body.msg).toBe('订单已超时，请重新下单');
    expect((await payStatus(t.app, doctor, paymentId)).body.data).toEqual({ statusCode: 'failed', statusDesc: '订单已超时，请重新下单', failure: 'timeout' });
  });
});

describe('issue 19 §5: a client that sends the documented calls in order', () => {
  it('unifiedOrder sends the first code; fastpay/sms at once answers success (a code was sent), several at once too', async () => {
    const id = await placedOrder(t.app, doctor);
    const { paymentId, code } = await startFastPay(id);
    const answers = await Promise.all(Array.from({ length: 4 }, () => post(t.app, '/api/adapay/v1/fastpay/sms', doctor, { deliveryOrderId: id })));
    expect(answers.map((a) => a.body)).toEqual(Array.from({ length: 4 }, () => ({ code: 200, msg: CASHIER_MSG.smsAlreadySent })));
    const sent = await t.app.db.query(`SELECT 1 FROM sms_codes WHERE phone = $1 AND type = 'fastpay' AND created_at = $2`, [phone, t.clock.now()]);
    expect(sent).toHaveLength(1);
    ok(await confirmPay(t.app, doctor, paymentId, code));
  });
});

describe('issue 20 §7', () => {
  it('thirty parallel confirms of the right code: one charge, and no answer says the code was wrong', async () => {
    const id = await placedOrder(t.app, doctor);
    const { paymentId, code } = await startFastPay(id);
    const answers = await Promise.all(Array.from({ length: 30 }, () => confirmPay(t.app, doctor, paymentId, code)));
    expect(answers.map((a) => a.body)).toEqual(Array.from({ length: 30 }, () => ({ code: 200, msg: CASHIER_MSG.processing })));
    const [row] = await t.app.db.query<{ attempts: number }>(`SELECT attempts FROM sms_codes WHERE phone = $1 AND type = 'fastpay' ORDER BY id DESC LIMIT 1`, [
      phone,
    ]);
    expect(row.attempts).toBe(0);
    settleLater();
    expect((await payStatus(t.app, doctor, paymentId)).body.data.statusCode).toBe('succeeded');
    expect((await ledgerMoney(t.app, id)).charges).toBe(1);
  });

  it('a right code after four wrong ones still pays; five wrong ones burn the code', async () => {
    const id = await placedOrder(t.app, doctor);
    const { paymentId, code } = await startFastPay(id);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 4; i++) expect((await confirmPay(t.app, doctor, paymentId, wrong)).body.msg).toBe('验证码错误');
    expect((await confirmPay(t.app, doctor, paymentId, code)).body.msg).toBe(CASHIER_MSG.processing);
    const other = await placedOrder(t.app, doctor);
    const second = await startFastPay(other);
    const bad = second.code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 4; i++) await confirmPay(t.app, doctor, second.paymentId, bad);
    expect((await confirmPay(t.app, doctor, second.paymentId, bad)).body.msg).toBe('验证码错误次数过多，请重新获取');
    expect((await confirmPay(t.app, doctor, second.paymentId, second.code)).body.msg).toBe('验证码错误次数过多，请重新获取');
  });

  it('pay/status says the order timed out once its deadline passed, not 等待支付', async () => {
    const id = await placedOrder(t.app, doctor);
    const { paymentId } = await startFastPay(id);
    expect((await payStatus(t.app, doctor, paymentId)).body.data).toEqual({ statusCode: 'pending', statusDesc: '等待支付', failure: '' });
    t.clock.advance(PAY_DEADLINE_MS);
    expect((await payStatus(t.app, doctor, paymentId)).body.data).toEqual({ statusCode: 'failed', statusDesc: COMMERCE_MSG.payTimedOut, failure: 'timeout' });
    expect((await orderInfo(t.app, doctor, id)).body.data.status).toBe(-1);
  });

  it('after a refund unifiedOrder says 订单已退款', async () => {
    const id = await placedOrder(t.app, doctor);
    const { paymentId, code } = await startFastPay(id);
    ok(await confirmPay(t.app, doctor, paymentId, code));
    settleLater();
    expect((await payStatus(t.app, doctor, paymentId)).body.data.statusCode).toBe('succeeded');
    ok(await post(t.app, '/api/adapay/v1/refund', doctor, { deliveryOrderId: id }));
    t.clock.advance(2 * SECOND);
    expect((await unifiedOrder(t.app, doctor, id, 'fast_pay')).body.msg).toBe('订单已退款');
    expect((await unifiedOrder(t.app, doctor, id, 'alipay_qr')).body.msg).toBe('订单已退款');
  });
});

describe('a double click on 立即支付 by fast pay', () => {
  it('opens one payment and sends one SMS', async () => {
    const id = await placedOrder(t.app, doctor);
    t.clock.advance(2 * SECOND);
    const answers = await Promise.all(Array.from({ length: 6 }, () => unifiedOrder(t.app, doctor, id, 'fast_pay')));
    expect(answers.map((a) => a.body.code)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(new Set(answers.map((a) => a.body.data.paymentId)).size).toBe(1);
    const sent = await t.app.db.query(`SELECT 1 FROM sms_codes WHERE phone = $1 AND type = 'fastpay' AND created_at = $2`, [phone, t.clock.now()]);
    expect(sent).toHaveLength(1);
  });
});
