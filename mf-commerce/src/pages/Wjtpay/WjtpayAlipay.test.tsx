import { screen, waitFor, within } from '@testing-library/react';
import { notify, type CardPayment, type PayStatus } from '@tcm/shared';
import { apiError, requestsOf, type CallTable } from '@tcm/shared/testing/calls';
import { dialog, ok, QR, renderCashier, statuses, table, unpaid, withCashierClock, wait } from './cashierTesting';

jest.mock('@tcm/shared', () => jest.requireActual<typeof import('@tcm/shared/testing/mockShared')>('@tcm/shared/testing/mockShared').mockShared());

withCashierClock();

const PAY_URL = 'http://192.168.1.20:8080/sandbox/adapay/alipay/PAY7';
const pending: PayStatus = { statusCode: 'pending', statusDesc: '等待支付', failure: '' };

/** Chooses Alipay and presses 立即支付 on a cashier answering `calls`. */
async function payByAlipay(calls: CallTable) {
  const page = renderCashier(table(calls));
  await page.user.click(await screen.findByRole('radio', { name: /支付宝扫码/ }));
  await page.press('立即支付');
  return page;
}

const answer = (payment: Partial<CardPayment> = {}) => ok({ paymentId: 'P7', alipayQrBase64: QR, alipayPayUrl: PAY_URL, ...payment });
/** The banner under the amount: what failed, and why. */
const problem = () => screen.findByTestId('pay-problem');

describe('/wjtpay Alipay on the phone that shows the cashier', () => {
  it('offers 打开支付宝付款 beside the QR: the QR’s own address, opened beside the page, which keeps polling and leaves on success', async () => {
    await payByAlipay({
      'POST /adapay/v1/unifiedOrder': answer(),
      'GET /adapay/v1/pay/status/:paymentId': statuses(pending, { statusCode: 'succeeded', statusDesc: '支付成功', failure: '' }),
    });
    const qr = await dialog('支付宝扫码支付');
    expect(within(qr).getByRole('img', { name: '支付宝付款二维码' })).toHaveAttribute('src', QR);
    const open = within(qr).getByRole('link', { name: '打开支付宝付款' });
    expect(open).toHaveAttribute('href', PAY_URL);
    expect(open).toHaveAttribute('target', '_blank');
    expect(open).toHaveAttribute('rel', 'noopener noreferrer');
    await wait(3000);
    expect(screen.getByRole('dialog', { name: '支付宝扫码支付' })).toBeInTheDocument();
    await wait(3000);
    expect(notify.success).toHaveBeenCalledWith('支付成功');
    await wait(1000);
    expect(screen.getByTestId('elsewhere')).toHaveTextContent('/fulfillmentOrder?orderId=DO00000001');
  });

  it('offers no link that is not a web address, and none when the server sent none (the QR alone)', async () => {
    await payByAlipay({ 'POST /adapay/v1/unifiedOrder': answer({ alipayPayUrl: 'javascript:alert(1)' }) });
    const qr = await dialog('支付宝扫码支付');
    expect(within(qr).getByRole('img', { name: '支付宝付款二维码' })).toBeInTheDocument();
    expect(within(qr).queryByRole('link')).toBeNull();
  });

  it('without a usable QR the link still pays, and the dialog says so (never 二维码获取失败)', async () => {
    await payByAlipay({ 'POST /adapay/v1/unifiedOrder': answer({ alipayQrBase64: 'https://elsewhere.example/qr.png' }) });
    const qr = await dialog('支付宝扫码支付');
    expect(within(qr).queryByRole('img')).toBeNull();
    expect(within(qr).getByText('二维码无法显示，请点击下方按钮在本机付款')).toBeInTheDocument();
    expect(within(qr).getByRole('link', { name: '打开支付宝付款' })).toHaveAttribute('href', PAY_URL);
  });
});

describe('/wjtpay Alipay: each failure says what failed', () => {
  it('refused by the provider (模拟失败): the dialog closes showing the QR to the end, the page says Alipay refused and why, the order payable again', async () => {
    let failed = false;
    await payByAlipay({
      'GET /delivery/order/info/:orderId': () => ok(failed ? unpaid({ status: 99, statusText: '待支付（支付失败，可重新支付）' }) : unpaid()),
      'POST /adapay/v1/unifiedOrder': answer(),
      'GET /adapay/v1/pay/status/:paymentId': () => {
        failed = true;
        return ok<PayStatus>({ statusCode: 'failed', statusDesc: '交易失败，请重试（支付宝付款未完成）', failure: 'refused' });
      },
    });
    await dialog('支付宝扫码支付');
    await wait(3000);
    expect(notify.error).toHaveBeenCalledWith('支付宝拒绝了本次支付：交易失败，请重试（支付宝付款未完成）');
    expect(await problem()).toHaveTextContent('支付宝拒绝了本次支付');
    expect(await problem()).toHaveTextContent('交易失败，请重试（支付宝付款未完成）');
    // While it fades out the dialog still shows what it showed: the old one said 二维码获取失败 here.
    expect(screen.queryByText(/二维码获取失败/)).toBeNull();
    expect(screen.queryByRole('img', { name: '支付宝付款二维码' })).not.toBeNull();
    await wait(500);
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(requestsOf('GET /delivery/order/info/:orderId')).toHaveLength(2));
    expect(screen.getByRole('button', { name: '立即支付' })).toBeEnabled();
    await wait(9000);
    expect(requestsOf('GET /adapay/v1/pay/status/:paymentId')).toHaveLength(1);
  });

  it.each<[PayStatus, string]>([
    [{ statusCode: 'failed', statusDesc: '订单已超时，请重新下单', failure: 'timeout' }, '支付超时：订单已超时，请重新下单'],
    [{ statusCode: 'failed', statusDesc: '订单已取消', failure: 'cancelled' }, '订单已取消，无法支付：订单已取消'],
    [{ statusCode: 'failed', statusDesc: '已重新发起支付', failure: 'closed' }, '本次支付已失效：已重新发起支付'],
    // A server that says only statusDesc (spec 3 §7), or nothing at all.
    [{ statusCode: 'failed', statusDesc: '用户取消支付' }, '支付未成功：用户取消支付'],
    [{ statusCode: 'failed', statusDesc: ' ', failure: 'refused' }, '支付宝拒绝了本次支付：交易失败，请重试'],
  ])('%j says %s', async (status, said) => {
    await payByAlipay({ 'POST /adapay/v1/unifiedOrder': answer(), 'GET /adapay/v1/pay/status/:paymentId': statuses(status) });
    await dialog('支付宝扫码支付');
    await wait(3000);
    expect(notify.error).toHaveBeenCalledWith(said);
    const [title, detail] = said.split('：');
    expect(await problem()).toHaveTextContent(title);
    expect(await problem()).toHaveTextContent(detail);
  });

  it('the status question refused says the result could not be read', async () => {
    await payByAlipay({
      'POST /adapay/v1/unifiedOrder': answer(),
      'GET /adapay/v1/pay/status/:paymentId': () => {
        throw apiError('支付记录不存在');
      },
    });
    await dialog('支付宝扫码支付');
    await wait(3000);
    expect(notify.error).toHaveBeenCalledWith('查询支付结果失败：支付记录不存在');
  });

  it('a payment that cannot be started says so, with the server’s words or the lost connection; no dialog opens', async () => {
    await payByAlipay({ 'POST /adapay/v1/unifiedOrder': apiError('该订单有一笔支付正在处理中，请稍后查看支付结果') });
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith('未能发起支付宝支付：该订单有一笔支付正在处理中，请稍后查看支付结果'));
    expect(await problem()).toHaveTextContent('未能发起支付宝支付');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a lost connection while starting says so (the client itself stays silent)', async () => {
    await payByAlipay({ 'POST /adapay/v1/unifiedOrder': new Error('transport failure') });
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith('未能发起支付宝支付：网络连接失败，请检查网络后重试'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('an answer without QR or link opens no empty dialog: 未能获取支付宝支付二维码', async () => {
    await payByAlipay({ 'POST /adapay/v1/unifiedOrder': answer({ alipayQrBase64: '', alipayPayUrl: '' }) });
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith('未能获取支付宝支付二维码：请稍后重新点击立即支付'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(requestsOf('GET /adapay/v1/pay/status/:paymentId')).toHaveLength(0);
  });

  it('取消支付 by the payer is no error: a warning that the order is still payable, and where a payment made meanwhile shows', async () => {
    const page = await payByAlipay({ 'POST /adapay/v1/unifiedOrder': answer(), 'GET /adapay/v1/pay/status/:paymentId': statuses(pending) });
    const qr = await dialog('支付宝扫码支付');
    await page.user.click(within(qr).getByRole('button', { name: '取消支付' }));
    expect(await problem()).toHaveTextContent('已取消支付宝支付');
    expect(await problem()).toHaveTextContent('订单仍待支付');
    expect(await problem()).toHaveTextContent('订单详情');
    expect(notify.error).not.toHaveBeenCalled();
  });
});
