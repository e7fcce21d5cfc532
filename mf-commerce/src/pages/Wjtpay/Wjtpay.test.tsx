import { screen, waitFor, within } from '@testing-library/react';
import { idCheckChar, notify, readDraft } from '@tcm/shared';
import { apiError, requestsOf } from '@tcm/shared/testing/calls';
import { ORDER_PRICE_ANSWER } from '@tcm/shared/testing/priceAnswers';
import { deliveryDetail } from '../../test/fixtures';
import { CARD, CHANNELS, dialog, due, ok, QR, renderCashier, statuses, table, unpaid, withCashierClock, wait } from './cashierTesting';

jest.mock('@tcm/shared', () => jest.requireActual<typeof import('@tcm/shared/testing/mockShared')>('@tcm/shared/testing/mockShared').mockShared());

const PERSON = { cardId: '6222021000000000017', userName: '李时珍', idNo: `11010119900307123${idCheckChar('11010119900307123')}`, telNo: '13800000006' };
/** The same ID with a wrong check character. */
const BAD_ID = `11010119900307123${idCheckChar('11010119900307123') === '0' ? '1' : '0'}`;

withCashierClock();

describe('/wjtpay entry', () => {
  it('with nothing stored (a reload in a new tab) says so and leads to the orders, asking nothing', async () => {
    const page = renderCashier(table(), { stored: null });
    expect(screen.getByRole('alert')).toHaveTextContent('没有待支付的订单');
    await page.press('我的订单');
    expect(screen.getByTestId('elsewhere')).toHaveTextContent('/order');
    expect(requestsOf('GET /delivery/order/info/:orderId')).toHaveLength(0);
  });

  it('trusts the server, not the stored order: one paid meanwhile is not offered for payment', async () => {
    const page = renderCashier(table({ 'GET /delivery/order/info/:orderId': ok(deliveryDetail()) }));
    expect(await screen.findByRole('alert')).toHaveTextContent('该订单无需支付（已支付）');
    expect(screen.queryByRole('button', { name: '立即支付' })).toBeNull();
    expect(requestsOf('GET /adapay/v1/channels/pc')).toHaveLength(0);
    await page.press('查看订单');
    expect(screen.getByTestId('elsewhere')).toHaveTextContent('/fulfillmentOrder?orderId=DO00000001');
  });

  it('says 获取订单详情失败 when the order cannot be read, and tries again', async () => {
    let fail = true;
    const page = renderCashier(
      table({
        'GET /delivery/order/info/:orderId': () => {
          if (fail) throw apiError('服务异常');
          return ok(unpaid());
        },
      }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('获取订单详情失败');
    fail = false;
    await page.press('重试');
    expect(await screen.findByTestId('amount')).toHaveTextContent('¥206.50');
  });

  it('shows the order id, the amount due, the countdown, the channels and the card to bind', async () => {
    renderCashier(table());
    expect(await screen.findByTestId('amount')).toHaveTextContent('¥206.50');
    expect(screen.getAllByText('DO00000001').length).toBeGreaterThan(0);
    // (Finding the page let a little time pass already.)
    const shown = () => screen.getByTestId('countdown').textContent ?? '';
    expect(shown()).toMatch(/^00:(30:00|29:5\d)$/);
    const before = shown();
    await wait(1000);
    expect(shown()).not.toBe(before);
    expect(shown()).toMatch(/^00:29:[45]\d$/);
    expect(await screen.findByRole('radio', { name: /快捷支付/ })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: /支付宝扫码/ })).toBeInTheDocument();
    expect(screen.getByText(/尚未绑定银行卡/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '绑定银行卡' })).toBeInTheDocument();
    expect(requestsOf('GET /delivery/order/info/:orderId')).toEqual([undefined]);
  });

  it('counts a decoction in 剂 and a custom tea in 盒 (issue 32: tea boxes were 剂)', async () => {
    const first = renderCashier(table());
    expect(await screen.findByText('代煎 · 7 剂')).toBeInTheDocument();
    first.unmount();
    const tea = unpaid({ type: 'R', formText: '袋泡茶', formCount: 2 });
    renderCashier(table({ 'GET /delivery/order/info/:orderId': ok(tea) }), { stored: tea });
    expect(await screen.findByText('袋泡茶 · 2 盒')).toBeInTheDocument();
    expect(screen.queryByText(/2 剂/)).toBeNull();
  });

  it('shows the masked bound card with 更换银行卡', async () => {
    renderCashier(table({ 'GET /adapay/v1/fastpay/card/info': ok(CARD) }));
    const card = await screen.findByTestId('bound-card');
    expect(card).toHaveTextContent('中国工商银行（储蓄卡）6222 **** **** 0018预留手机 138****0000');
    expect(screen.getByRole('button', { name: '更换银行卡' })).toBeInTheDocument();
  });

  it('says 获取支付渠道失败 and 获取绑定银行卡信息失败 when those fail, and tries again', async () => {
    let fail = true;
    const page = renderCashier(
      table({
        'GET /adapay/v1/channels/pc': () => {
          if (fail) throw apiError('获取支付渠道失败');
          return ok(CHANNELS);
        },
        'GET /adapay/v1/fastpay/card/info': () => {
          if (fail) throw apiError('获取绑定银行卡信息失败');
          return ok(CARD);
        },
      }),
    );
    expect(await screen.findByText('获取支付渠道失败')).toBeInTheDocument();
    expect(screen.getByText('获取绑定银行卡信息失败')).toBeInTheDocument();
    fail = false;
    await page.user.click(screen.getAllByRole('button', { name: '重试' })[0]);
    expect(await screen.findByRole('radio', { name: /快捷支付/ })).toBeInTheDocument();
    expect(await screen.findByTestId('bound-card')).toBeInTheDocument();
  });
});

describe('/wjtpay amount due, explained (issue 32 item 6)', () => {
  it('shows the parts the API answered (药费, 加工费, 包装费, 配送费), adding up to the amount due to the fen', async () => {
    const order = unpaid({ sumPrice: ORDER_PRICE_ANSWER.sumPrice, priceParts: ORDER_PRICE_ANSWER.priceParts });
    renderCashier(table({ 'GET /delivery/order/info/:orderId': ok(order) }), { stored: order });
    expect(await screen.findByTestId('amount')).toHaveTextContent('¥198.34');
    const parts = screen.getByTestId('price-parts');
    const fen = within(parts)
      .getAllByRole('definition')
      .map((d) => Number(d.getAttribute('data-fen')));
    expect(fen.pop()).toBe(ORDER_PRICE_ANSWER.sumPrice);
    expect(fen.reduce((a, b) => a + b, 0)).toBe(ORDER_PRICE_ANSWER.sumPrice);
    expect(parts).toHaveTextContent('药费 · 黄连茯苓汤¥9.81/剂 × 14 剂¥137.34');
    expect(parts).toHaveTextContent('配送费（杭州代煎配送中心）每单¥12.00');
  });

  it('an order answered without parts shows the amount alone', async () => {
    renderCashier(table());
    expect(await screen.findByTestId('amount')).toHaveTextContent('¥206.50');
    expect(screen.queryByTestId('price-parts')).toBeNull();
  });
});

describe('/wjtpay countdown', () => {
  it('at zero says 订单已超时，请重新下单, closes the QR and nothing can be paid', async () => {
    due.at = Date.now() + 5000;
    const page = renderCashier(
      table({
        'POST /adapay/v1/unifiedOrder': ok({ paymentId: 'P1', alipayQrBase64: QR }),
        'GET /adapay/v1/pay/status/:paymentId': statuses({ statusCode: 'pending', statusDesc: '' }),
      }),
    );
    await page.user.click(await screen.findByRole('radio', { name: /支付宝扫码/ }));
    await page.press('立即支付');
    expect(await dialog('支付宝扫码支付')).toBeInTheDocument();
    await wait(5000);
    expect(screen.getByTestId('timeout')).toHaveTextContent('订单已超时，请重新下单');
    expect(notify.warning).toHaveBeenCalledWith('订单已超时，请重新下单');
    expect(screen.getByTestId('countdown')).toHaveTextContent('00:00:00');
    await wait(500);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: '立即支付' })).toBeDisabled();
    expect(screen.getByRole('radio', { name: /快捷支付/ })).toBeDisabled();
    const asked = requestsOf('GET /adapay/v1/pay/status/:paymentId').length;
    await wait(9000);
    expect(requestsOf('GET /adapay/v1/pay/status/:paymentId')).toHaveLength(asked);
    expect(jest.getTimerCount()).toBe(0);
  });

  it('an order whose deadline passed before entry shows the timeout at once', async () => {
    due.at = Date.now() - 1000;
    renderCashier(table());
    expect(await screen.findByTestId('timeout')).toHaveTextContent('订单已超时，请重新下单');
    expect(screen.getByRole('button', { name: '立即支付' })).toBeDisabled();
  });
});

describe('/wjtpay binding a card', () => {
  it('asks for a channel first, and opens the bind dialog for fast pay without a card', async () => {
    const page = renderCashier(table());
    await screen.findByRole('radio', { name: /快捷支付/ });
    await page.press('立即支付');
    expect(notify.warning).toHaveBeenCalledWith('请选择支付渠道');
    await page.user.click(screen.getByRole('radio', { name: /快捷支付/ }));
    await page.press('立即支付');
    expect(await dialog('绑定银行卡')).toBeInTheDocument();
    expect(requestsOf('POST /adapay/v1/unifiedOrder')).toHaveLength(0);
  });

  it('checks the form in the spec order, applies, then binds with the SMS code under a 60 s resend lock', async () => {
    let bound = false;
    const page = renderCashier(
      table({
        'GET /adapay/v1/fastpay/card/info': () => ok(bound ? CARD : null),
        'POST /adapay/v1/fastpay/card/apply': ok({ applyId: 'A1', memberId: 'M1', cardIdReal: PERSON.cardId }),
        'POST /adapay/v1/fastpay/card/comfirm': () => {
          bound = true;
          return { code: 200, msg: '' };
        },
      }),
    );
    await page.user.click(await screen.findByRole('button', { name: '绑定银行卡' }));
    const form = await dialog('绑定银行卡');
    const next = () => page.user.click(within(form).getByRole('button', { name: '下一步' }));
    /** The toast, and the words under the field they are about (issue 32). */
    const expectProblem = (text: string, label: string) => {
      expect(notify.error).toHaveBeenLastCalledWith(text);
      expect(within(form).getByLabelText(label).closest('.arco-form-item')).toHaveTextContent(text);
    };

    await next();
    expectProblem('请输入银行卡号', '银行卡号');
    await page.user.type(within(form).getByLabelText('银行卡号'), '6222 0210 0000 0000 017');
    await next();
    expectProblem('请输入姓名', '姓名');
    await page.user.type(within(form).getByLabelText('姓名'), PERSON.userName);
    await next();
    expectProblem('请输入身份证号', '身份证号');
    await page.user.type(within(form).getByLabelText('身份证号'), BAD_ID);
    await next();
    expectProblem('请输入手机号', '手机号');
    await page.user.type(within(form).getByLabelText('手机号'), PERSON.telNo);
    await next();
    expectProblem('请输入正确的身份证号码', '身份证号');
    expect(requestsOf('POST /adapay/v1/fastpay/card/apply')).toHaveLength(0);
    await page.user.clear(within(form).getByLabelText('身份证号'));
    await page.user.type(within(form).getByLabelText('身份证号'), PERSON.idNo);
    await next();
    expect(requestsOf('POST /adapay/v1/fastpay/card/apply')).toEqual([PERSON]);
    expect(notify.success).toHaveBeenCalledWith('发送成功');

    const sms = await dialog('短信验证');
    expect(sms).toHaveTextContent('138****0006');
    const resend = within(sms).getByTestId('bind-resend');
    expect(resend).toHaveTextContent('60后重发');
    expect(resend).toBeDisabled();
    await page.user.click(within(sms).getByRole('button', { name: '确认绑定' }));
    expect(notify.error).toHaveBeenLastCalledWith('请先输入验证码');
    expect(requestsOf('POST /adapay/v1/fastpay/card/comfirm')).toHaveLength(0);
    await wait(1000);
    expect(resend).toHaveTextContent('59后重发');
    await wait(59_000);
    expect(resend).toHaveTextContent('重新发送');
    expect(resend).toBeEnabled();
    await page.user.click(resend);
    await waitFor(() => expect(resend).toHaveTextContent(/^(60|59)后重发$/));
    expect(requestsOf('POST /adapay/v1/fastpay/card/apply')).toHaveLength(2);

    // At most six characters, digits only.
    await page.user.type(within(sms).getByLabelText('验证码'), '12a34567');
    expect(within(sms).getByLabelText('验证码')).toHaveValue('123456');
    await page.user.click(within(sms).getByRole('button', { name: '确认绑定' }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('银行卡绑定成功'));
    expect(requestsOf('POST /adapay/v1/fastpay/card/comfirm')).toEqual([{ applyId: 'A1', memberId: 'M1', cardIdReal: PERSON.cardId, smsCode: '123456' }]);
    // The channels and the card are read again; the new card shows.
    expect(await screen.findByTestId('bound-card')).toHaveTextContent('6222 **** **** 0018');
    expect(requestsOf('GET /adapay/v1/channels/pc')).toHaveLength(2);
    await wait(500);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('refuses a credit card or another bank before asking the bank, and shows a refusal of the server', async () => {
    const page = renderCashier(table({ 'POST /adapay/v1/fastpay/card/apply': apiError('该手机号发送验证码过于频繁，请稍后再试') }));
    await page.user.click(await screen.findByRole('button', { name: '绑定银行卡' }));
    const form = await dialog('绑定银行卡');
    const card = within(form).getByLabelText('银行卡号');
    await page.user.type(card, '6259160000000015');
    await page.user.type(within(form).getByLabelText('姓名'), PERSON.userName);
    await page.user.type(within(form).getByLabelText('身份证号'), PERSON.idNo);
    await page.user.type(within(form).getByLabelText('手机号'), PERSON.telNo);
    await page.user.click(within(form).getByRole('button', { name: '下一步' }));
    // Under the card number it is about (issue 32), not at the foot.
    expect(card.closest('.arco-form-item')).toHaveTextContent('暂不支持信用卡，请使用储蓄卡');
    expect(within(form).queryByRole('alert')).toBeNull();
    await page.user.clear(card);
    await page.user.type(card, '6214830000000017');
    await page.user.click(within(form).getByRole('button', { name: '下一步' }));
    expect(card.closest('.arco-form-item')).toHaveTextContent('暂不支持招商银行的银行卡');
    expect(requestsOf('POST /adapay/v1/fastpay/card/apply')).toHaveLength(0);

    await page.user.clear(card);
    await page.user.type(card, PERSON.cardId);
    await page.user.click(within(form).getByRole('button', { name: '下一步' }));
    // The server's refusal names the phone: under it.
    await waitFor(() => expect(within(form).getByLabelText('手机号').closest('.arco-form-item')).toHaveTextContent('该手机号发送验证码过于频繁'));
    expect(requestsOf('POST /adapay/v1/fastpay/card/apply')).toHaveLength(1);
    expect(screen.queryByRole('dialog', { name: '短信验证' })).toBeNull();
  });
});

describe('/wjtpay paying', () => {
  it('fast pay: SMS dialog (请输入验证码), confirm, 支付中 while polled every 3 s, 支付成功 and back after 1 s', async () => {
    const page = renderCashier(
      table({
        'GET /adapay/v1/fastpay/card/info': ok(CARD),
        'POST /adapay/v1/unifiedOrder': ok({ paymentId: 'P1', alipayQrBase64: '' }),
        'POST /adapay/v1/fastpay/comfirm': { code: 200, msg: '' },
        'POST /adapay/v1/fastpay/sms': { code: 200, msg: '' },
        'GET /adapay/v1/pay/status/:paymentId': statuses({ statusCode: 'pending', statusDesc: '' }, { statusCode: 'succeeded', statusDesc: '' }),
      }),
    );
    await page.user.click(await screen.findByRole('radio', { name: /快捷支付/ }));
    await screen.findByTestId('bound-card');
    await page.press('立即支付');
    expect(requestsOf('POST /adapay/v1/unifiedOrder')).toEqual([{ deliveryOrderId: 'DO00000001', channel: 'fast_pay' }]);
    const sms = await dialog('支付验证');
    expect(sms).toHaveTextContent('¥206.50');
    expect(within(sms).getByTestId('pay-resend')).toHaveTextContent('60后重发');
    await page.user.click(within(sms).getByRole('button', { name: '确认支付' }));
    expect(notify.error).toHaveBeenLastCalledWith('请输入验证码');
    expect(requestsOf('POST /adapay/v1/fastpay/comfirm')).toHaveLength(0);
    await page.user.type(within(sms).getByLabelText('验证码'), '654321');
    await page.user.click(within(sms).getByRole('button', { name: '确认支付' }));
    expect(await screen.findByTestId('paying')).toHaveTextContent('正在确认支付结果');
    expect(requestsOf('POST /adapay/v1/fastpay/comfirm')).toEqual([{ paymentId: 'P1', smsCode: '654321' }]);

    await wait(3000);
    expect(requestsOf('GET /adapay/v1/pay/status/:paymentId')).toHaveLength(1);
    expect(notify.success).not.toHaveBeenCalledWith('支付成功');
    await wait(3000);
    expect(notify.success).toHaveBeenCalledWith('支付成功');
    expect(readDraft('payOrder')).toBeNull();
    await wait(500);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByTestId('elsewhere')).toBeNull();
    await wait(500);
    expect(screen.getByTestId('elsewhere')).toHaveTextContent('/fulfillmentOrder?orderId=DO00000001');
    expect(requestsOf('GET /adapay/v1/pay/status/:paymentId')).toHaveLength(2);
  });

  it('a cashier opened directly goes to the order after success', async () => {
    const page = renderCashier(
      table({
        'POST /adapay/v1/unifiedOrder': ok({ paymentId: 'P2', alipayQrBase64: QR }),
        'GET /adapay/v1/pay/status/:paymentId': statuses({ statusCode: 'succeeded', statusDesc: '' }),
      }),
      { history: [] },
    );
    await page.user.click(await screen.findByRole('radio', { name: /支付宝扫码/ }));
    await page.press('立即支付');
    await dialog('支付宝扫码支付');
    await wait(3000);
    await wait(1000);
    expect(screen.getByTestId('elsewhere')).toHaveTextContent('/fulfillmentOrder?orderId=DO00000001');
  });

  it('closing the QR dialog stops the polling; leaving the page leaves no timer', async () => {
    const page = renderCashier(
      table({
        'POST /adapay/v1/unifiedOrder': ok({ paymentId: 'P5', alipayQrBase64: QR }),
        'GET /adapay/v1/pay/status/:paymentId': statuses({ statusCode: 'pending', statusDesc: '' }),
      }),
    );
    await page.user.click(await screen.findByRole('radio', { name: /支付宝扫码/ }));
    await page.press('立即支付');
    const qr = await dialog('支付宝扫码支付');
    await wait(3000);
    expect(requestsOf('GET /adapay/v1/pay/status/:paymentId')).toHaveLength(1);
    await page.user.click(within(qr).getByRole('button', { name: '取消支付' }));
    await wait(9000);
    expect(requestsOf('GET /adapay/v1/pay/status/:paymentId')).toHaveLength(1);

    // Again, and this time the page goes away while it polls.
    await page.press('立即支付');
    await dialog('支付宝扫码支付');
    await wait(3000);
    expect(requestsOf('GET /adapay/v1/pay/status/:paymentId')).toHaveLength(2);
    page.unmount();
    expect(jest.getTimerCount()).toBe(0);
  });
});
