import { act, screen, waitFor, within } from '@testing-library/react';
import { notify, readDraft } from '@tcm/shared';
import { apiError, requestsOf, type CallTable } from '@tcm/shared/testing/calls';
import { renderPage } from '../../test/renderPage';
import { teaOrder } from '../../test/fixtures';
import { withFakeClock } from '../../test/fakeClock';
import { answerOrder, timedOut, unpaid } from '../../test/orderAnswers';
import CustomizedFulfillmentOrderPage from '.';

jest.mock('@tcm/shared', () => jest.requireActual<typeof import('@tcm/shared/testing/mockShared')>('@tcm/shared/testing/mockShared').mockShared());

function renderOrder(calls: CallTable, options: { advanceTimers?: (ms: number) => void; url?: string } = {}) {
  return renderPage(<CustomizedFulfillmentOrderPage />, options.url ?? '/CUSTOMIZEDfulfillmentOrder?orderId=DO00000012', {
    calls,
    popups: true,
    advanceTimers: options.advanceTimers,
  });
}

describe('/CUSTOMIZEDfulfillmentOrder', () => {
  it('offers 重新下单 on a dead tea order: the tea’s delivery form again (issue 20 item 4)', async () => {
    const page = renderOrder({
      'GET /delivery/order/customTeaInfo/:orderId': answerOrder(teaOrder({ status: -3, statusText: '已取消（已退款）', refundFlag: 'N', visitRecordId: 88 })),
    });
    expect(await screen.findByTestId('status')).toHaveTextContent('已退款');
    await page.press('重新下单');
    expect(screen.getByTestId('elsewhere')).toHaveTextContent('/CUSTOMIZEDfulfillmentConfirm?mode=0&visitRecordId=88');
  });

  it('shows a paid tea order with its boxes, bags, days, prices and herbs', async () => {
    const page = renderOrder({ 'GET /delivery/order/customTeaInfo/:orderId': answerOrder(teaOrder()) });
    expect(screen.getByText('正在加载订单…')).toBeInTheDocument();
    expect(await screen.findByTestId('status')).toHaveTextContent('已支付');
    expect(requestsOf('GET /delivery/order/customTeaInfo/:orderId')).toHaveLength(1);
    expect(screen.getByText('盒数').nextSibling).toHaveTextContent('2 盒');
    expect(screen.getByText('袋数').nextSibling).toHaveTextContent('96 袋（每袋 5g）');
    // The tea's course, as its info and delivery pages say (issue 32: not 可饮 96 天 beside 饮用 60 天).
    expect(screen.getByText('饮用天数').nextSibling).toHaveTextContent('60 天（每日 1 袋）');
    expect(screen.queryByText(/可饮|96 天/)).toBeNull();
    expect(screen.getByText('每盒价格').nextSibling).toHaveTextContent('¥19.00');
    expect(screen.getByText('运费').nextSibling).toHaveTextContent('¥8.00');
    expect(screen.getByText('实付金额').nextSibling).toHaveTextContent('¥46.00');
    expect(screen.getByText('支付时间')).toBeInTheDocument();
    const herbs = screen.getByRole('table', { name: '茶方药材' });
    expect(within(herbs).getAllByRole('row')[1]).toHaveTextContent('菊花80g枸杞子60g');
    expect(herbs).toHaveTextContent('共 4 味，每盒 240g；2 盒；饮用 60 天');
    // Paid, not shipped: refund and address change offered; no tracking asked.
    expect(screen.getByRole('button', { name: '申请退款' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '修改地址' })).toBeInTheDocument();
    expect(requestsOf('GET /delivery/progress/:orderId')).toHaveLength(0);
    await page.press('养生茶详情');
    expect(screen.getByTestId('elsewhere')).toHaveTextContent('/CUSTOMIZEDPrescription?visitRecordId=88');
  });

  it('shows the courier and tracking once shipped, without refund', async () => {
    renderOrder({
      'GET /delivery/order/customTeaInfo/:orderId': answerOrder(
        teaOrder({ status: 4, statusText: '已发货', refundFlag: 'N', expressName: '顺丰速运', expressNo: 'SF1' }),
      ),
      'GET /delivery/progress/:orderId': {
        code: 200,
        msg: '',
        data: { companyName: '顺丰速运', expressNo: 'SF1', data: [{ context: '【杭州】已揽收', time: '2026-11-24 08:00:00' }] },
      },
    });
    expect(await screen.findByRole('list', { name: '物流跟踪' })).toHaveTextContent('【杭州】已揽收');
    expect(screen.queryByRole('button', { name: '申请退款' })).toBeNull();
    expect(screen.queryByRole('button', { name: '修改地址' })).toBeNull();
  });

  it('asks before a refund, then reads the order again', async () => {
    let refunded = false;
    const page = renderOrder({
      'GET /delivery/order/customTeaInfo/:orderId': answerOrder(() =>
        refunded ? teaOrder({ status: -3, statusText: '已取消（已退款）', refundFlag: 'N', refundAmount: 4600 }) : teaOrder(),
      ),
      'POST /adapay/v1/refund': () => {
        refunded = true;
        return { code: 200, msg: '退款成功' };
      },
    });
    await page.user.click(await screen.findByRole('button', { name: '申请退款' }));
    await page.press('确定退款');
    await waitFor(() => expect(screen.getByTestId('status')).toHaveTextContent('已取消（已退款）'));
    expect(requestsOf('POST /adapay/v1/refund')).toEqual([{ deliveryOrderId: 'DO00000012' }]);
    expect(notify.success).toHaveBeenCalledWith('退款成功');
    expect(screen.getByText('退款金额').nextSibling).toHaveTextContent('¥46.00');
  });

  it('says what is missing and offers 重试', async () => {
    let fail = true;
    const page = renderOrder({
      'GET /delivery/order/customTeaInfo/:orderId': () => {
        if (fail) throw apiError('该订单不是定制养生茶订单');
        return { code: 200, msg: '', data: teaOrder() };
      },
    });
    expect(await screen.findByText('获取订单详情失败')).toBeInTheDocument();
    fail = false;
    await page.press('重试');
    expect(await screen.findByTestId('status')).toHaveTextContent('已支付');
  });

  it('without an order id asks for none', async () => {
    renderOrder({}, { url: '/CUSTOMIZEDfulfillmentOrder' });
    expect(await screen.findByRole('alert')).toHaveTextContent('缺少订单编号');
    expect(requestsOf('GET /delivery/order/customTeaInfo/:orderId')).toHaveLength(0);
  });

  describe('an unpaid order', () => {
    withFakeClock();

    it('counts down, reloads at zero, and hands the order to the cashier on 去支付', async () => {
      const deadline = Date.now() + 2500;
      const page = renderOrder(
        {
          'GET /delivery/order/customTeaInfo/:orderId': answerOrder(teaOrder(unpaid(deadline))),
        },
        { advanceTimers: (ms) => jest.advanceTimersByTime(ms) },
      );
      expect(await screen.findByTestId('countdown')).toHaveTextContent('00:00:02');
      expect(screen.getByText('应付金额')).toBeInTheDocument();
      expect(screen.queryByText('支付时间')).toBeNull();
      act(() => jest.advanceTimersByTime(1000));
      expect(screen.getByTestId('countdown')).toHaveTextContent('00:00:01');
      await page.press('去支付');
      expect(screen.getByTestId('elsewhere')).toHaveTextContent('/wjtpay');
      expect(readDraft('payOrder')).toEqual(expect.objectContaining({ deliveryOrderId: 'DO00000012', status: 0 }));
    });

    it('reads the order again when the countdown reaches zero', async () => {
      const deadline = Date.now() + 2500;
      let status: 0 | -1 = 0;
      renderOrder({
        'GET /delivery/order/customTeaInfo/:orderId': answerOrder(() => teaOrder(status === 0 ? unpaid(deadline) : timedOut(deadline))),
      });
      await screen.findByTestId('countdown');
      status = -1;
      await act(async () => {
        jest.advanceTimersByTime(3000);
      });
      await waitFor(() => expect(screen.getByTestId('status')).toHaveTextContent('已取消（超时未支付）'));
      expect(requestsOf('GET /delivery/order/customTeaInfo/:orderId')).toHaveLength(2);
      expect(screen.queryByTestId('countdown')).toBeNull();
    });
  });
});
