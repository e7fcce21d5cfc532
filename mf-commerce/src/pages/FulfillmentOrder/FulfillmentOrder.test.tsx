import { act, screen, waitFor, within } from '@testing-library/react';
import { notify, readDraft } from '@tcm/shared';
import { DELIVERY_MSG } from '@tcm/shared/commerce';
import { apiError, requestsOf, type CallTable } from '@tcm/shared/testing/calls';
import { renderPage } from '../../test/renderPage';
import { deliveryDetail, RX } from '../../test/fixtures';
import { withFakeClock } from '../../test/fakeClock';
import { answerOrder, timedOut, unpaid } from '../../test/orderAnswers';
import FulfillmentOrderPage from '.';
import { herbPairs } from '../../components/order/HerbPairsTable';
import { addressProblem } from '../../components/order/AddressDialog';

jest.mock('@tcm/shared', () => jest.requireActual<typeof import('@tcm/shared/testing/mockShared')>('@tcm/shared/testing/mockShared').mockShared());

const EXPRESS = {
  companyName: '顺丰速运',
  expressNo: 'SF1234567890',
  data: [
    { context: '【杭州】快件已发出', time: '2026-11-24 09:00:00' },
    { context: '【杭州】顺丰速运已揽收', time: '2026-11-24 08:00:00' },
  ],
};

function renderOrder(calls: CallTable, options: { advanceTimers?: (ms: number) => void } = {}) {
  return renderPage(<FulfillmentOrderPage />, '/fulfillmentOrder?orderId=DO00000001', { calls, popups: true, ...options });
}

describe('/fulfillmentOrder', () => {
  it('shows a paid order: status, pay time, details, patient, symptoms and the prescription two herbs a row', async () => {
    renderOrder({ 'GET /delivery/order/info/:orderId': answerOrder(deliveryDetail()) });
    expect(await screen.findByTestId('status')).toHaveTextContent('已支付');
    expect(screen.getByText('2026-11-23 12:05:00')).toBeInTheDocument();
    expect(screen.queryByTestId('countdown')).toBeNull();
    expect(screen.queryByRole('button', { name: '去支付' })).toBeNull();
    // Not shipped: no courier, no tracking asked.
    expect(screen.queryByText('快递公司')).toBeNull();
    expect(requestsOf('GET /delivery/progress/:orderId')).toHaveLength(0);
    expect(screen.getByText('杭州煎药中心')).toBeInTheDocument();
    expect(screen.getByText('实付金额').nextSibling).toHaveTextContent('¥206.50');
    const herbs = screen.getByRole('table', { name: '处方药材' });
    const rows = within(herbs).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('柴胡12g黄芩9g');
    expect(rows[2]).toHaveTextContent('半夏9g甘草6g');
    expect(within(herbs).getByText(/共 4 味，每剂 36g，7 剂；参考价格 ¥18.00\/剂；有效期 2026-12-01 至 2026-12-07/)).toBeInTheDocument();
    expect(screen.getByText('上焦')).toBeInTheDocument();
  });

  it('offers 重新下单 on a dead order: the prescription’s delivery form again (issue 20 item 4)', async () => {
    const page = renderOrder({
      'GET /delivery/order/info/:orderId': answerOrder(
        deliveryDetail({ status: -1, statusText: '已取消（超时未支付）', refundFlag: 'N', visitRecordId: 77, prescriptionNo: 1 }),
      ),
    });
    expect(await screen.findByTestId('status')).toHaveTextContent('超时未支付');
    await page.press('重新下单');
    expect(screen.getByTestId('elsewhere')).toHaveTextContent('/fulfillmentConfirm?index=1');
    expect(readDraft('visitRecordId')).toBe('77');
  });

  it('offers no 重新下单 while the order is live', async () => {
    renderOrder({ 'GET /delivery/order/info/:orderId': answerOrder(deliveryDetail()) });
    expect(await screen.findByTestId('status')).toHaveTextContent('已支付');
    expect(screen.queryByRole('button', { name: '重新下单' })).toBeNull();
  });

  it('pairs herbs two a row, the odd one alone', () => {
    expect(herbPairs(RX.prescription.slice(0, 3)).map(([a, b]) => [a.key, b?.key ?? null])).toEqual([
      ['柴胡', '黄芩'],
      ['半夏', null],
    ]);
  });

  it('shows courier, number and the tracking timeline once shipped, without refund or address change', async () => {
    renderOrder({
      'GET /delivery/order/info/:orderId': answerOrder(
        deliveryDetail({ status: 4, statusText: '已发货', refundFlag: 'N', expressName: '顺丰速运', expressNo: 'SF1234567890' }),
      ),
      'GET /delivery/progress/:orderId': { code: 200, msg: '', data: EXPRESS },
    });
    const timeline = await screen.findByRole('list', { name: '物流跟踪' });
    expect(
      within(timeline)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['【杭州】快件已发出2026-11-24 09:00:00', '【杭州】顺丰速运已揽收2026-11-24 08:00:00']);
    expect(screen.getByText('SF1234567890')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '申请退款' })).toBeNull();
    expect(screen.queryByRole('button', { name: '修改地址' })).toBeNull();
  });

  it('asks before a refund, then reads the order again', async () => {
    let refunded = false;
    const page = renderOrder({
      'GET /delivery/order/info/:orderId': answerOrder(() =>
        refunded ? deliveryDetail({ status: -3, statusText: '已取消（已退款）', refundFlag: 'N', refundAmount: 20650 }) : deliveryDetail(),
      ),
      'POST /adapay/v1/refund': () => {
        refunded = true;
        return { code: 200, msg: '退款成功' };
      },
    });
    await page.user.click(await screen.findByRole('button', { name: '申请退款' }));
    expect(await screen.findByText(/确定为订单 DO00000001 申请退款吗/)).toBeInTheDocument();
    expect(requestsOf('POST /adapay/v1/refund')).toHaveLength(0);
    await page.press('确定退款');
    await waitFor(() => expect(screen.getByTestId('status')).toHaveTextContent('已取消（已退款）'));
    expect(requestsOf('POST /adapay/v1/refund')).toEqual([{ deliveryOrderId: 'DO00000001' }]);
    expect(notify.success).toHaveBeenCalledWith('退款成功');
    expect(screen.getByText('退款金额')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '申请退款' })).toBeNull();
  });

  it('changes the address with the address rules and says 地址修改成功', async () => {
    const page = renderOrder({
      'GET /delivery/order/info/:orderId': answerOrder(deliveryDetail()),
      'POST /delivery/order/modify/address': { code: 200, msg: '' },
    });
    await page.user.click(await screen.findByRole('button', { name: '修改地址' }));
    const dialog = await screen.findByRole('dialog');
    const phone = within(dialog).getByLabelText('手机号');
    await page.user.clear(phone);
    await page.user.type(phone, '1380000');
    await page.user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(notify.error).toHaveBeenLastCalledWith(DELIVERY_MSG.phoneInvalid);
    // Under the phone, not elsewhere in the dialog (issue 32).
    expect(phone.closest('.arco-form-item')).toHaveTextContent(DELIVERY_MSG.phoneInvalid);
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect(requestsOf('POST /delivery/order/modify/address')).toHaveLength(0);

    await page.user.type(phone, '2222');
    await page.user.clear(within(dialog).getByLabelText('详细地址'));
    await page.user.type(within(dialog).getByLabelText('详细地址'), '文二路 2 号');
    await page.user.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('地址修改成功'));
    expect(requestsOf('POST /delivery/order/modify/address')[0]).toEqual({
      deliveryOrderId: 'DO00000001',
      recipientName: '李四',
      recipientPhone: '13800002222',
      recipientAddress: '浙江省杭州市西湖区文二路 2 号',
      province: '浙江省',
      city: '杭州市',
      county: '西湖区',
      street: '文二路 2 号',
      zipCode: '310000',
    });
    await waitFor(() => expect(requestsOf('GET /delivery/order/info/:orderId')).toHaveLength(2));
  });

  it('says a refusal of the server about one field under it, and leaves one about no field to the toast', async () => {
    let refusal = '详细地址不能超过200个字符';
    const page = renderOrder({
      'GET /delivery/order/info/:orderId': answerOrder(deliveryDetail()),
      'POST /delivery/order/modify/address': () => {
        throw apiError(refusal);
      },
    });
    await page.user.click(await screen.findByRole('button', { name: '修改地址' }));
    const dialog = await screen.findByRole('dialog');
    await page.user.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(within(dialog).getByLabelText('详细地址').closest('.arco-form-item')).toHaveTextContent(refusal));
    refusal = '订单已发货，不能修改地址';
    await page.user.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(requestsOf('POST /delivery/order/modify/address')).toHaveLength(2));
    expect(within(dialog).queryByText(refusal)).toBeNull();
  });

  it('checks the address rules in the delivery form order', () => {
    const ok = { recipientName: '李四', recipientPhone: '13800001111', province: '330000', city: '330100', county: '330106', street: 'x', zipCode: '' };
    expect(addressProblem(ok)).toBeNull();
    expect(addressProblem({ ...ok, recipientName: ' ' })).toBe(DELIVERY_MSG.recipientRequired);
    expect(addressProblem({ ...ok, recipientPhone: '1380000111' })).toBe(DELIVERY_MSG.phoneInvalid);
    expect(addressProblem({ ...ok, county: '' })).toBe(DELIVERY_MSG.regionRequired);
    expect(addressProblem({ ...ok, street: '' })).toBe(DELIVERY_MSG.streetRequired);
    expect(addressProblem({ ...ok, zipCode: '3100' })).toBe(DELIVERY_MSG.zipInvalid);
    // An overseas recipient (海外 → a country) has no county, as on the delivery form.
    expect(addressProblem({ ...ok, province: '900000', city: '900100', county: '' })).toBeNull();
  });

  it('says 获取订单详情失败 when the order cannot be read, and tries again', async () => {
    let fail = true;
    const page = renderOrder({
      'GET /delivery/order/info/:orderId': () => {
        if (fail) throw apiError('订单不存在');
        return { code: 200, msg: '', data: deliveryDetail() };
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('获取订单详情失败');
    fail = false;
    await page.press('重试');
    expect(await screen.findByTestId('status')).toHaveTextContent('已支付');
  });

  describe('an unpaid order', () => {
    withFakeClock();

    it('counts down each second and hands the order to the cashier on 去支付', async () => {
      const deadline = Date.now() + 2500;
      const page = renderOrder(
        {
          'GET /delivery/order/info/:orderId': answerOrder(deliveryDetail(unpaid(deadline))),
        },
        { advanceTimers: (ms) => jest.advanceTimersByTime(ms) },
      );
      expect(await screen.findByTestId('countdown')).toHaveTextContent('00:00:02');
      expect(screen.queryByText('支付时间')).toBeNull();
      // Unpaid: the address may change, no refund.
      expect(screen.getByRole('button', { name: '修改地址' })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: '申请退款' })).toBeNull();

      act(() => jest.advanceTimersByTime(1000));
      expect(screen.getByTestId('countdown')).toHaveTextContent('00:00:01');

      await page.press('去支付');
      expect(screen.getByTestId('elsewhere')).toHaveTextContent('/wjtpay');
      expect(readDraft('payOrder')).toEqual(expect.objectContaining({ deliveryOrderId: 'DO00000001', status: 0 }));
    });

    it('treats 99 (a failed payment) as payable: countdown, 去支付, address change, and its express progress', async () => {
      renderOrder({
        'GET /delivery/order/info/:orderId': answerOrder(
          deliveryDetail({ status: 99, statusText: '待支付（支付失败，可重新支付）', payCountdown: Date.now() + 60_000, refundFlag: 'N', payTime: '' }),
        ),
        'GET /delivery/progress/:orderId': { code: 200, msg: '', data: { companyName: '', expressNo: '', data: [] } },
      });
      expect(await screen.findByTestId('countdown')).toHaveTextContent(/^00:(01:00|00:5\d)$/);
      expect(screen.getByRole('button', { name: '去支付' })).toBeEnabled();
      expect(screen.getByRole('button', { name: '修改地址' })).toBeInTheDocument();
      expect(await screen.findByText('暂无物流信息')).toBeInTheDocument();
      expect(requestsOf('GET /delivery/progress/:orderId')).toHaveLength(1);
      expect(screen.queryByText('支付时间')).toBeNull();
    });

    it('reads the order again when the countdown reaches zero', async () => {
      const deadline = Date.now() + 2500;
      let status: 0 | -1 = 0;
      renderOrder({
        'GET /delivery/order/info/:orderId': answerOrder(() => deliveryDetail(status === 0 ? unpaid(deadline) : timedOut(deadline))),
      });
      await screen.findByTestId('countdown');
      status = -1;
      await act(async () => {
        jest.advanceTimersByTime(3000);
      });
      await waitFor(() => expect(screen.getByTestId('status')).toHaveTextContent('已取消（超时未支付）'));
      expect(requestsOf('GET /delivery/order/info/:orderId')).toHaveLength(2);
      expect(screen.queryByTestId('countdown')).toBeNull();
      expect(screen.queryByRole('button', { name: '修改地址' })).toBeNull();
    });
  });
});
