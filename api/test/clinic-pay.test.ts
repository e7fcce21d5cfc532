import { DEMO_ACCOUNTS } from '@tcm/shared/demo';
import { PAY_RESULT_FAILED, PAY_RESULT_PAID, PAY_RESULT_WAITING } from '@tcm/shared/contract';
import { PAID_CODE } from '@tcm/shared/clinic';
import { MSG } from '../src/messages';
import { yuan } from '../src/sandbox/wechatPay';
import { call, loginPwd, startApi, STARTUP_MS, useTestApi } from './helpers';
import { certifiedDoctor, order, payAnswer, payPage, pricedVisit } from './clinicSupport';
import { match } from '@tcm/shared/testing/matchers';

jest.setTimeout(60_000);

/** Payment (spec 2 §4, §7): unifiedOrder, the sandbox WeChat page, query/place/result; paying is once. */
const t = useTestApi();
let doctor = '';
let other = '';

beforeAll(async () => {
  doctor = await loginPwd(t.app, DEMO_ACCOUNTS.doctor.phone);
  other = await certifiedDoctor(t.app);
});

const query = (token: string, outTradeNo: string) => call(t.app, 'POST', '/api/api/pay/0.1/query/place/result', { token, body: { outTradeNo } });
const visitState = async (id: number) => (await t.app.db.query<{ state: string }>('SELECT state FROM visit_records WHERE visit_record_id = $1', [id]))[0].state;
const payments = (id: number) =>
  t.app.db.query<{ out_trade_no: string; state: string; amount_fen: number; channel: number }>(
    'SELECT out_trade_no, state, amount_fen, channel FROM payments WHERE visit_record_id = $1 ORDER BY payment_id',
    [id],
  );

describe('WeChat QR (channel 1) through the sandbox provider page', () => {
  it('answers an absolute URL of the page on the origin the portal was opened from (a phone on the LAN can open it)', async () => {
    const v = await pricedVisit(t.app, doctor);
    const res = await call(t.app, 'POST', '/api/api/pay/0.1/unifiedOrder', {
      token: doctor,
      headers: { host: '192.168.1.5:8080' },
      body: { productId: v.visitRecordId, orderType: 1, tradeType: 'NATIVE', payChannel: 1 },
    });
    expect(res.body).toEqual({
      code: 200,
      msg: '',
      data: {
        payChannel: 1,
        qrcode: `http://192.168.1.5:8080/sandbox/wechat-pay/${res.body.data.outTradeNo}`,
        outTradeNo: match.stringMatching(/^TCM\d{14}[0-9A-F]{16}$/),
      },
    });
    expect(await payments(v.visitRecordId)).toEqual([{ out_trade_no: res.body.data.outTradeNo, state: 'awaiting', amount_fen: v.price, channel: 1 }]);
  });

  it('page: amount in yuan from fen, 确认支付 and 模拟失败 as plain forms, no script, strict CSP; confirming pays and query answers 1103', async () => {
    const v = await pricedVisit(t.app, doctor);
    const { outTradeNo } = (await order(t.app, doctor, v.visitRecordId, 1)).body.data;
    expect((await query(doctor, outTradeNo)).body).toEqual({ code: 200, msg: '', data: PAY_RESULT_WAITING });

    const page = await payPage(t.app, outTradeNo);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain(`金额 <strong>${yuan(v.price)}</strong>`);
    expect(page.body).toContain('确认支付');
    expect(page.body).toContain('模拟失败');
    expect(page.body.match(/<form method="post" action="\/sandbox\/wechat-pay\/[^"]+">/g)).toHaveLength(2);
    expect(page.body).not.toMatch(/<script|\son[a-z]+=/i);
    expect(String(page.headers['content-security-policy'])).toContain("default-src 'none'");
    expect(page.headers['x-frame-options']).toBe('DENY');

    const confirmed = await payAnswer(t.app, outTradeNo, 'confirm');
    expect(confirmed.statusCode).toBe(303);
    expect(confirmed.headers.location).toBe(`/sandbox/wechat-pay/${outTradeNo}`);
    expect((await payPage(t.app, outTradeNo)).body).toContain('支付成功');
    expect((await query(doctor, outTradeNo)).body).toEqual({ code: 200, msg: '', data: PAID_CODE });
    expect(PAY_RESULT_PAID).toBe(PAID_CODE);
    expect(await visitState(v.visitRecordId)).toBe('paid');
  });

  it('24 confirms at once pay once: one paid order, the visit paid once, nothing charged twice', async () => {
    const v = await pricedVisit(t.app, doctor);
    const { outTradeNo } = (await order(t.app, doctor, v.visitRecordId, 1)).body.data;
    const answers = await Promise.all(Array.from({ length: 24 }, () => payAnswer(t.app, outTradeNo, 'confirm')));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(24).fill(303));
    expect(await payments(v.visitRecordId)).toEqual([{ out_trade_no: outTradeNo, state: 'succeeded', amount_fen: v.price, channel: 1 }]);
    const [visit] = await t.app.db.query<{ state: string; paid_at: Date }>('SELECT state, paid_at FROM visit_records WHERE visit_record_id = $1', [
      v.visitRecordId,
    ]);
    expect(visit.state).toBe('paid');

    // Paying the paid visit again (either channel) answers the paid order: no new order, no new charge.
    for (const channel of [1, 3]) {
      const again = await order(t.app, doctor, v.visitRecordId, channel);
      expect(again.body.data.outTradeNo).toBe(outTradeNo);
    }
    expect(await payments(v.visitRecordId)).toHaveLength(1);
  });

  it('two QR codes of one visit confirmed at the same time: one is paid, the other closed', async () => {
    const v = await pricedVisit(t.app, doctor);
    const a = (await order(t.app, doctor, v.visitRecordId, 1)).body.data.outTradeNo;
    const b = (await order(t.app, doctor, v.visitRecordId, 1)).body.data.outTradeNo;
    await Promise.all(Array.from({ length: 24 }, (_x, i) => payAnswer(t.app, i % 2 ? a : b, 'confirm')));
    const rows = await payments(v.visitRecordId);
    expect(rows.filter((r) => r.state === 'succeeded')).toHaveLength(1);
    expect(rows.filter((r) => r.state === 'closed')).toHaveLength(1);
    const closed = rows.find((r) => r.state === 'closed')?.out_trade_no as string;
    expect((await query(doctor, closed)).body.data).toBe(PAY_RESULT_FAILED);
    expect((await payPage(t.app, closed)).body).toContain('订单已失效');
  });

  it('模拟失败 fails the order (1102) and it can no longer be paid; a new QR can', async () => {
    const v = await pricedVisit(t.app, doctor);
    const first = (await order(t.app, doctor, v.visitRecordId, 1)).body.data.outTradeNo;
    expect((await payAnswer(t.app, first, 'fail')).statusCode).toBe(303);
    expect((await query(doctor, first)).body.data).toBe(PAY_RESULT_FAILED);
    expect((await payPage(t.app, first)).body).toContain('支付失败');
    await payAnswer(t.app, first, 'confirm');
    expect((await query(doctor, first)).body.data).toBe(PAY_RESULT_FAILED);
    expect(await visitState(v.visitRecordId)).toBe('created');

    const second = (await order(t.app, doctor, v.visitRecordId, 1)).body.data.outTradeNo;
    await payAnswer(t.app, second, 'confirm');
    expect((await query(doctor, second)).body.data).toBe(PAID_CODE);
    // Failing a paid order changes nothing.
    await payAnswer(t.app, second, 'fail');
    expect((await query(doctor, second)).body.data).toBe(PAID_CODE);
  });

  it('the page escapes what it shows, and an unknown order is a 404 page that echoes nothing', async () => {
    const v = await pricedVisit(t.app, doctor);
    const weird = 'X<script>alert(1)</script>"\'&';
    await t.app.db.query(
      `INSERT INTO payments (out_trade_no, visit_record_id, user_id, channel, amount_fen, state, created_at)
       SELECT $1, visit_record_id, user_id, 1, price_fen, 'awaiting', now() FROM visit_records WHERE visit_record_id = $2`,
      [weird, v.visitRecordId],
    );
    const page = await payPage(t.app, encodeURIComponent(weird));
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain('<script>');
    expect(page.body).toContain('X&#60;script&#62;alert(1)&#60;/script&#62;&#34;&#39;&#38;');

    const unknown = await payPage(t.app, encodeURIComponent('<img src=x onerror=alert(1)>'));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('订单不存在');
    expect(unknown.body).not.toContain('onerror');
    expect((await payAnswer(t.app, 'TCM-NOPE', 'confirm')).statusCode).toBe(404);
    expect((await payAnswer(t.app, 'TCM-NOPE', 'steal')).statusCode).toBe(400);
  });
});

describe('public account (channel 3)', () => {
  it('pays at once through one order row', async () => {
    const v = await pricedVisit(t.app, doctor);
    const res = await order(t.app, doctor, v.visitRecordId, 3);
    expect(res.body).toEqual({ code: 200, msg: '', data: { payChannel: 3, qrcode: '', outTradeNo: match.any(String) } });
    expect(await payments(v.visitRecordId)).toEqual([{ out_trade_no: res.body.data.outTradeNo, state: 'succeeded', amount_fen: v.price, channel: 3 }]);
    expect((await query(doctor, res.body.data.outTradeNo)).body.data).toBe(PAID_CODE);
    expect(await visitState(v.visitRecordId)).toBe('paid');
  });

  it('12 public-account payments of one visit at once: one order paid', async () => {
    const v = await pricedVisit(t.app, doctor);
    const answers = await Promise.all(Array.from({ length: 12 }, () => order(t.app, doctor, v.visitRecordId, 3)));
    expect(new Set(answers.map((a) => a.body.data.outTradeNo)).size).toBe(1);
    expect(await payments(v.visitRecordId)).toHaveLength(1);
  });
});

describe('order rules and ownership', () => {
  it.each([
    ['no product', { productId: undefined }, { code: 500, msg: MSG.visitRequired }],
    // Values outside the contract's literals are refused before the handler (contractInput.ts).
    ['order type 2', { orderType: 2 }, { code: 400, msg: '订单类型不在可选范围内' }],
    ['trade type JSAPI', { tradeType: 'JSAPI' }, { code: 400, msg: '交易类型不在可选范围内' }],
    ['channel 2', { payChannel: 2 }, { code: 400, msg: '支付方式不在可选范围内' }],
  ])('%s → its message, no order', async (_name, over, answer) => {
    const v = await pricedVisit(t.app, doctor);
    const body = { productId: v.visitRecordId, orderType: 1, tradeType: 'NATIVE', payChannel: 1, ...over };
    expect((await call(t.app, 'POST', '/api/api/pay/0.1/unifiedOrder', { token: doctor, body })).body).toEqual(answer);
    expect(await payments(v.visitRecordId)).toEqual([]);
  });

  it("another doctor can neither order my visit nor read my order's state", async () => {
    const v = await pricedVisit(t.app, doctor);
    expect((await order(t.app, other, v.visitRecordId, 3)).body).toEqual({ code: 500, msg: MSG.visitNotFound });
    expect((await order(t.app, other, 999_999, 3)).body).toEqual({ code: 500, msg: MSG.visitNotFound });
    expect(await visitState(v.visitRecordId)).toBe('created');
    const mine = (await order(t.app, doctor, v.visitRecordId, 1)).body.data.outTradeNo;
    expect((await query(other, mine)).body).toEqual({ code: 500, msg: MSG.paymentNotFound });
    expect((await query(other, 'TCM-NOPE')).body).toEqual({ code: 500, msg: MSG.paymentNotFound });
  });
});

describe('sandbox off', () => {
  it(
    'has no WeChat pay (no provider page): channel 1 is refused, the public account still pays',
    async () => {
      const off = await startApi({ sandbox: false });
      try {
        const token = await loginPwd(off.app, DEMO_ACCOUNTS.doctor.phone);
        const v = await pricedVisit(off.app, token);
        expect((await order(off.app, token, v.visitRecordId, 1)).body).toEqual({ code: 500, msg: MSG.wechatPayUnavailable });
        expect((await order(off.app, token, v.visitRecordId, 3)).body.code).toBe(200);
        const [row] = await off.app.db.query<{ out_trade_no: string }>('SELECT out_trade_no FROM payments WHERE visit_record_id = $1', [v.visitRecordId]);
        expect((await off.app.inject({ method: 'GET', url: `/sandbox/wechat-pay/${row.out_trade_no}` })).statusCode).toBe(404);
      } finally {
        await off.close();
      }
    },
    STARTUP_MS,
  );
});
