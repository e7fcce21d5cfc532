import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { readDraft } from '@tcm/shared';
import { apiError, requestsOf, type CallTable } from '@tcm/shared/testing/calls';
import { renderPage } from '../../test/renderPage';
import { deliveryRow, draft, rxOrder } from '../../test/fixtures';
import { clock } from '../../common/clock';
import OrderPage from '.';
import { prescribingResultPath } from './orderLinks';

jest.mock('@tcm/shared', () => require('../../test/mockShared').mockShared());

const rows = <T,>(list: T[], total = list.length) => ({ code: 200, msg: '', rows: list, total });

function renderOrders(calls: CallTable) {
  return renderPage(<OrderPage />, '/order', { calls, popups: true });
}

describe('/order', () => {
  it('lists the prescribing orders of every status first, 12 a page, and filters by tab, month and search', async () => {
    const page = renderOrders({
      'GET /health/v1/prescription/order': rows([rxOrder(), rxOrder({ visitRecordId: 43, status: 0, statusDesc: '待支付' })], 2),
    });
    expect(await screen.findAllByText('王小明')).toHaveLength(2);
    expect(requestsOf('GET /health/v1/prescription/order')[0]).toEqual({ pageNum: 1, pageSize: 12 });
    // Two orders: one page, no pager.
    expect(document.querySelector('.arco-pagination')).toBeNull();

    await page.user.click(screen.getByRole('tab', { name: '已取消' }));
    await waitFor(() => expect(requestsOf('GET /health/v1/prescription/order').at(-1)).toEqual({ pageNum: 1, pageSize: 12, status: 2 }));

    fireEvent.change(screen.getByLabelText('月份'), { target: { value: '2026-11' } });
    await waitFor(() =>
      expect(requestsOf('GET /health/v1/prescription/order').at(-1)).toEqual({ pageNum: 1, pageSize: 12, status: 2, createTimeString: '2026-11' }),
    );

    await page.user.type(screen.getByLabelText('搜索订单'), '王');
    await page.press('搜索');
    await waitFor(() =>
      expect(requestsOf('GET /health/v1/prescription/order').at(-1)).toEqual({
        pageNum: 1,
        pageSize: 12,
        status: 2,
        createTimeString: '2026-11',
        keyWord: '王',
      }),
    );
  });

  it('shows the pager only beyond one page, with the displayed total, and asks for the page chosen', async () => {
    const page = renderOrders({ 'GET /health/v1/prescription/order': rows([rxOrder()], 25) });
    await screen.findByText('王小明');
    // 25 orders → 10 × ceil(25 / 12) = 30 → three pages of the pager.
    expect(document.querySelector('.arco-pagination')).not.toBeNull();
    expect(screen.queryByText('4')).toBeNull();
    await page.user.click(screen.getByText('3'));
    await waitFor(() => expect(requestsOf('GET /health/v1/prescription/order').at(-1)).toEqual({ pageNum: 3, pageSize: 12 }));
  });

  it('opens a completed order by its prescription type and offers nothing on a pending one', async () => {
    const page = renderOrders({
      'GET /health/v1/prescription/order': rows([rxOrder({ visitRecordId: 50, prescriptionType: 'S', patientName: '甲' }), rxOrder({ visitRecordId: 51, status: 0, statusDesc: '待支付', patientName: '乙' })]),
    });
    await page.user.click(await screen.findByRole('button', { name: '查看甲的处方' }));
    expect(screen.queryByRole('button', { name: '查看乙的处方' })).toBeNull();
    expect(screen.getByTestId('elsewhere')).toHaveTextContent('/handmadePrescriptionDetails?visitRecordId=50');
  });

  it('maps every prescription type to its result page', () => {
    const o = { visitRecordId: 9, patientId: 7 };
    expect(prescribingResultPath({ ...o, prescriptionType: 'R' })).toBe('/CUSTOMIZEDPrescription?visitRecordId=9');
    expect(prescribingResultPath({ ...o, prescriptionType: 'S' })).toBe('/handmadePrescriptionDetails?visitRecordId=9');
    expect(prescribingResultPath({ ...o, prescriptionType: 'G' })).toBe('/GeneralPrescription?visitRecordId=9&patientId=7&prescriptionType=G');
    expect(prescribingResultPath({ ...o, prescriptionType: '' })).toBe('/Prescription?visitRecordId=9&patientId=7');
  });

  it('says 订单服务异常 when the list fails and loads again on 重新加载', async () => {
    let fail = true;
    const page = renderOrders({
      'GET /health/v1/prescription/order': () => {
        if (fail) throw apiError();
        return rows([rxOrder()]);
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('订单服务异常');
    fail = false;
    await page.press('重新加载');
    expect(await screen.findByText('王小明')).toBeInTheDocument();
  });

  it('says so when a list is empty', async () => {
    const page = renderOrders({
      'GET /health/v1/prescription/order': rows([]),
      'GET /delivery/order/list': rows([]),
      'GET /delivery/order/draft/list': rows([]),
    });
    expect(await screen.findByText('暂无开方订单')).toBeInTheDocument();
    await page.user.click(screen.getByText('配送订单'));
    expect(await screen.findByText('暂无配送订单')).toBeInTheDocument();
    await page.user.click(screen.getByRole('tab', { name: '草稿' }));
    expect(await screen.findByText('暂无草稿')).toBeInTheDocument();
  });

  it('sends each delivery tab its statuses and opens an order', async () => {
    const page = renderOrders({
      'GET /health/v1/prescription/order': rows([]),
      'GET /delivery/order/list': rows([deliveryRow()]),
    });
    await page.user.click(screen.getByText('配送订单'));
    await screen.findByText('DO00000001');
    expect(requestsOf('GET /delivery/order/list')[0]).toEqual({ pageNum: 1, pageSize: 12 });
    const expected: [string, string][] = [
      ['待支付', '0'],
      ['待收货', '1,2,3,4'],
      ['已完成', '5'],
      ['已取消', '-1,-2,-3,-4,-5,-6'],
    ];
    for (const [title, status] of expected) {
      await page.user.click(screen.getByRole('tab', { name: title }));
      await waitFor(() => expect(requestsOf('GET /delivery/order/list').at(-1)).toEqual({ pageNum: 1, pageSize: 12, status }));
    }
    await page.user.click(await screen.findByRole('button', { name: '查看订单DO00000001' }));
    expect(screen.getByTestId('elsewhere')).toHaveTextContent('/fulfillmentOrder?orderId=DO00000001');
  });

  it('continues a draft on the delivery form in draft mode, with its visit in the session', async () => {
    const page = renderOrders({
      'GET /health/v1/prescription/order': rows([]),
      'GET /delivery/order/list': rows([]),
      'GET /delivery/order/draft/list': rows([draft({ visitRecordId: 77, prescriptionNo: 1 })]),
    });
    await page.user.click(screen.getByText('配送订单'));
    await page.user.click(screen.getByRole('tab', { name: '草稿' }));
    await page.user.click(await screen.findByRole('button', { name: '继续编辑王小明的草稿' }));
    expect(screen.getByTestId('elsewhere')).toHaveTextContent('/fulfillmentConfirm?mode=1&index=1');
    expect(readDraft('visitRecordId')).toBe('77');
  });

  it('opens a custom tea order on the custom-tea order page', async () => {
    const page = renderOrders({
      'GET /health/v1/prescription/order': rows([]),
      'GET /delivery/order/list': rows([deliveryRow({ deliveryOrderId: 'DO00000009', type: 'R' })]),
    });
    await page.user.click(screen.getByText('配送订单'));
    await page.user.click(await screen.findByRole('button', { name: '查看订单DO00000009' }));
    expect(screen.getByTestId('elsewhere')).toHaveTextContent('/CUSTOMIZEDfulfillmentOrder?orderId=DO00000009');
  });

  it('continues a custom tea draft on its own form with the visit in the address', async () => {
    const page = renderOrders({
      'GET /health/v1/prescription/order': rows([]),
      'GET /delivery/order/list': rows([]),
      'GET /delivery/order/draft/list': rows([draft({ visitRecordId: 88, prescriptionNo: 0, type: 'R' })]),
    });
    await page.user.click(screen.getByText('配送订单'));
    await page.user.click(screen.getByRole('tab', { name: '草稿' }));
    await page.user.click(await screen.findByRole('button', { name: '继续编辑王小明的草稿' }));
    expect(screen.getByTestId('elsewhere')).toHaveTextContent('/CUSTOMIZEDfulfillmentConfirm?mode=1&visitRecordId=88');
  });

  describe('pay countdown', () => {
    beforeEach(() => {
      jest.useFakeTimers();
      jest.setSystemTime(new Date('2026-11-23T12:00:00Z'));
      jest.spyOn(clock, 'now').mockImplementation(() => Date.now());
    });
    afterEach(() => {
      jest.useRealTimers();
      jest.restoreAllMocks();
    });

    it('counts a 待支付 order down each second and reloads the list at zero', async () => {
      const deadline = Date.now() + 3500;
      let status: 0 | -1 = 0;
      const page = renderPage(<OrderPage />, '/order', {
        popups: true,
        advanceTimers: (ms) => jest.advanceTimersByTime(ms),
        calls: {
          'GET /health/v1/prescription/order': rows([]),
          'GET /delivery/order/list': () =>
            rows([deliveryRow({ status, statusText: status === 0 ? '待支付' : '已取消（超时未支付）', payCountdown: deadline })]),
        },
      });
      await page.user.click(screen.getByText('配送订单'));
      const timer = await screen.findByLabelText('DO00000001支付剩余时间');
      expect(timer).toHaveTextContent('00:00:03');
      act(() => jest.advanceTimersByTime(1000));
      expect(timer).toHaveTextContent('00:00:02');
      const before = requestsOf('GET /delivery/order/list').length;
      status = -1;
      await act(async () => {
        jest.advanceTimersByTime(3000);
      });
      await waitFor(() => expect(requestsOf('GET /delivery/order/list').length).toBe(before + 1));
      const row = (await screen.findByText('已取消（超时未支付）')).closest('tr')!;
      expect(within(row).queryByLabelText('DO00000001支付剩余时间')).toBeNull();
    });
  });
});
