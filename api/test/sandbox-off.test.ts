import { DEMO_ACCOUNTS } from '@tcm/shared/demo';
import { call, loginPwd, md5, routeTable, startApi, STARTUP_MS, type TestApi } from './helpers';

/**
 * Sandbox off (production): the debug call, the sandbox provider pages and the operator verbs over
 * HTTP must not exist at all, and nothing else may depend on sandbox mode.
 */
let on: TestApi;
let off: TestApi;
beforeAll(async () => {
  [on, off] = await Promise.all([startApi({ sandbox: true }), startApi({ sandbox: false })]);
}, STARTUP_MS);
afterAll(() => Promise.all([on?.close(), off?.close()]), STARTUP_MS);

/** The debug routes, with a request each that would do something if the route existed. */
const DEBUG_ROUTES: Record<string, { method: 'GET' | 'POST'; url: string; body?: object }> = {
  'POST /api/getCode': {
    method: 'POST',
    url: '/api/getCode',
    body: { telephone: DEMO_ACCOUNTS.admin.phone, phoneMd5: md5(DEMO_ACCOUNTS.admin.phone), type: 'login' },
  },
  'GET /sandbox/wechat/authorize': { method: 'GET', url: '/sandbox/wechat/authorize?redirect_uri=/Login' },
  'GET /sandbox/wechat/confirm': { method: 'GET', url: '/sandbox/wechat/confirm?mode=bound&redirect_uri=/Login' },
  'GET /sandbox/back-office': { method: 'GET', url: '/sandbox/back-office' },
  // The WeChat pay provider page (an unknown order: the page answers 404 with sandbox on too).
  'GET /sandbox/wechat-pay/:outTradeNo': { method: 'GET', url: '/sandbox/wechat-pay/TCM0' },
  'POST /sandbox/wechat-pay/:outTradeNo': { method: 'POST', url: '/sandbox/wechat-pay/TCM0', body: { action: 'confirm' } },
  // The cashier's Alipay provider page (a placeholder number, replaced by a real payment below).
  'GET /sandbox/adapay/alipay/:paymentId': { method: 'GET', url: '/sandbox/adapay/alipay/PAY0' },
  'POST /sandbox/adapay/alipay/:paymentId': { method: 'POST', url: '/sandbox/adapay/alipay/PAY0', body: { action: 'confirm' } },
  'GET /sandbox/operator/reconcile': { method: 'GET', url: '/sandbox/operator/reconcile' },
  'GET /sandbox/operator/applications': { method: 'GET', url: '/sandbox/operator/applications' },
  'POST /sandbox/operator/approve-doctor': {
    method: 'POST',
    url: '/sandbox/operator/approve-doctor',
    body: { phone: DEMO_ACCOUNTS.doctorReviewing.phone },
  },
  'POST /sandbox/operator/reject-doctor': {
    method: 'POST',
    url: '/sandbox/operator/reject-doctor',
    body: { phone: DEMO_ACCOUNTS.doctorReviewing.phone, remark: '不通过' },
  },
  'POST /sandbox/operator/invitations': {
    method: 'POST',
    url: '/sandbox/operator/invitations',
    body: { role: 'admin', phone: '13900000088', inviteName: '越权' },
  },
  // The delivery order's operator verbs (commerce): an unknown order, refused with sandbox on too.
  ...Object.fromEntries(
    [
      'ship-order',
      'advance-express',
      'deliver-order',
      'expire-order',
      'pay-order',
      'fail-payment',
      'cancel-order',
      'reject-order',
      'out-of-stock',
      'return-parcel',
    ].map((verb) => [
      `POST /sandbox/operator/orders/${verb}`,
      { method: 'POST' as const, url: `/sandbox/operator/orders/${verb}`, body: { orderId: 'DO99999999' } },
    ]),
  ),
};

describe('sandbox off', () => {
  it('registers exactly the sandbox routes fewer, and no route under /sandbox or named getCode', () => {
    const withSandbox = routeTable(on.app);
    const without = routeTable(off.app);
    expect([...without].filter((r) => !withSandbox.has(r))).toEqual([]);
    expect([...withSandbox].filter((r) => !without.has(r)).sort()).toEqual(Object.keys(DEBUG_ROUTES).sort());
    expect([...without].filter((r) => /sandbox|getCode/i.test(r))).toEqual([]);
  });

  it.each(Object.entries(DEBUG_ROUTES))('%s answers 404 and changes nothing', async (_key, req) => {
    const res = await off.app.inject({ method: req.method, url: req.url, ...(req.body ? { payload: req.body } : {}) });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toMatch(/smsCode|<form|<img/);
  });

  it('the same requests do work with sandbox on (so the 404s above are not about the requests)', async () => {
    // The pay page of a real order: the seeded demo visit's (already paid, so confirming changes nothing).
    const [order] = await on.app.db.query<{ out_trade_no: string }>('SELECT out_trade_no FROM payments ORDER BY payment_id LIMIT 1');
    // An Alipay payment of the demo doctor's unpaid seeded order.
    const doctor = await loginPwd(on.app, DEMO_ACCOUNTS.doctor.phone);
    const alipay = await call(on.app, 'POST', '/api/adapay/v1/unifiedOrder', { token: doctor, body: { deliveryOrderId: 'DO00000001', channel: 'alipay_qr' } });
    expect(alipay.body.code).toBe(200);
    for (const [key, req] of Object.entries(DEBUG_ROUTES)) {
      const url = req.url.replace('/wechat-pay/TCM0', `/wechat-pay/${order.out_trade_no}`).replace('/alipay/PAY0', `/alipay/${alipay.body.data.paymentId}`);
      const res = await on.app.inject({ method: req.method, url, ...(req.body ? { payload: req.body } : {}) });
      expect([key, res.statusCode]).not.toEqual([key, 404]);
    }
  });

  it('left the reviewing doctor and the invitations as they were', async () => {
    const [doctor] = await off.app.db.query<{ status: string }>('SELECT d.status FROM doctors d JOIN users u ON u.user_id = d.user_id WHERE u.phone = $1', [
      DEMO_ACCOUNTS.doctorReviewing.phone,
    ]);
    expect(doctor.status).toBe('4');
    expect(await off.app.db.query(`SELECT 1 FROM invitations WHERE phone = '13900000088'`)).toEqual([]);
  });

  it('the portal config offers no sandbox page, and SMS says no gateway is configured instead of pretending', async () => {
    const cfg = await call(off.app, 'GET', '/api/portal/config');
    expect(cfg.body.data).toEqual({
      backOfficeUrl: '',
      sandbox: false,
      allowRemoteOverride: false,
      allowPreview: false,
      wechatAuthorizeUrl: '',
      telemetry: { endpoint: '/api/telemetry', sampleRate: 1, flushMs: 30000 },
    });
    const phone = DEMO_ACCOUNTS.admin.phone;
    const sms = await call(off.app, 'GET', '/api/smsCode', { query: { telephone: phone, phoneMd5: md5(phone), type: 'login' } });
    expect(sms.body).toEqual({ code: 500, msg: '短信服务未配置，请联系管理员' });
    // A failed send does not count against the resend lock: asking again gives the same answer, not "too frequent".
    const again = await call(off.app, 'GET', '/api/smsCode', { query: { telephone: phone, phoneMd5: md5(phone), type: 'login' } });
    expect(again.body.msg).toBe('短信服务未配置，请联系管理员');
  });

  it('the cashier answers, but binds and pays nothing without a payment provider', async () => {
    const doctor = await loginPwd(off.app, DEMO_ACCOUNTS.doctor.phone);
    expect((await call(off.app, 'GET', '/api/adapay/v1/channels/pc', { token: doctor })).body.data).toHaveLength(2);
    expect((await call(off.app, 'GET', '/api/adapay/v1/fastpay/card/info', { token: doctor })).body).toEqual({ code: 200, msg: '', data: null });
    const bind = { cardId: '6222021000000000017', userName: '李时珍', idNo: '11010519491231002X', telNo: '13800000006' };
    expect((await call(off.app, 'POST', '/api/adapay/v1/fastpay/card/apply', { token: doctor, body: bind })).body).toEqual({
      code: 500,
      msg: '支付服务未配置，请联系管理员',
    });
    const pay = { deliveryOrderId: 'DO00000001', channel: 'alipay_qr' };
    expect((await call(off.app, 'POST', '/api/adapay/v1/unifiedOrder', { token: doctor, body: pay })).body).toEqual({
      code: 500,
      msg: '支付服务未配置，请联系管理员',
    });
    expect(await off.app.db.query('SELECT 1 FROM card_applies')).toEqual([]);
    expect(await off.app.db.query(`SELECT 1 FROM cashier_payments WHERE channel <> 'back_office'`)).toEqual([]);
  });
});
