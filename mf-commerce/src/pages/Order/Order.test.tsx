import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { notify, readDraft, sessionStore, userInfoAtom, type UserInfo } from '@tcm/shared';
import { PAY_RESULT_WAITING } from '@tcm/shared';
import { apiError, requestsOf, type CallTable } from '@tcm/shared/testing/calls';
import { renderPage } from '../../test/renderPage';
import { deliveryRow, draft, rxOrder } from '../../test/fixtures';
import { withFakeClock } from '../../test/fakeClock';
import OrderPage from '.';
import { prescribingResultPath } from './orderLinks';

jest.mock('@tcm/shared', () => jest.requireActual<typeof import('@tcm/shared/testing/mockShared')>('@tcm/shared/testing/mockShared').mockShared());

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

  it('opens a completed order by its prescription type and offers no prescription on a pending one', async () => {
    const page = renderOrders({
      'GET /health/v1/prescription/order': rows([
        rxOrder({ visitRecordId: 50, prescriptionType: 'S', patientName: '甲' }),
        rxOrder({ visitRecordId: 51, status: 0, statusDesc: '待支付', patientName: '乙' }),
      ]),
    });
    await page.user.click(await screen.findByRole('button', { name: '查看处方：甲' }));
    expect(screen.queryByRole('button', { name: '查看处方：乙' })).toBeNull();
    expect(screen.getByTestId('elsewhere')).toHaveTextContent('/handmadePrescriptionDetails?visitRecordId=50');
  });

  it('names each order’s type and status from its codes, the status tag coloured by meaning (issue 32)', async () => {
    const page = renderOrders({
      'GET /health/v1/prescription/order': rows([
        rxOrder({ visitRecordId: 50, prescriptionType: 'S', patientName: '甲' }),
        rxOrder({ visitRecordId: 51, prescriptionType: 'R', status: 0, statusDesc: '待支付', patientName: '乙' }),
        rxOrder({ visitRecordId: 52, status: 2, statusDesc: '已取消', patientName: '丙' }),
      ]),
      'GET /delivery/order/list': rows([
        deliveryRow({ deliveryOrderId: 'DO1', status: 1, statusText: '已支付' }),
        deliveryRow({ deliveryOrderId: 'DO2', status: 2, statusText: '调配中' }),
        deliveryRow({ deliveryOrderId: 'DO3', status: -4, statusText: '已取消（处方审核未通过）' }),
        deliveryRow({ deliveryOrderId: 'DO4', status: 0, statusText: '待支付', payCountdown: 0 }),
      ]),
    });
    const cell = (rowText: string, label: string) => screen.getByText(rowText).closest('tr')!.querySelector(`td[data-label="${label}"]`)!;
    const tagColour = (rowText: string) => /arco-tag-(\w+)/.exec(cell(rowText, '状态').querySelector('.arco-tag')!.className)?.[1];
    await screen.findByText('甲');
    expect(['甲', '乙', '丙'].map((who) => cell(who, '类型').textContent)).toEqual(['自拟组方', '定制养生茶', '中药组方']);
    expect(['甲', '乙', '丙'].map((who) => cell(who, '状态').textContent)).toEqual(['已完成', '待支付', '已取消']);
    expect(['甲', '乙', '丙'].map(tagColour)).toEqual(['green', 'orange', 'gray']);

    await page.user.click(screen.getByText('配送订单'));
    await screen.findByText('DO1');
    expect(['DO1', 'DO2', 'DO3', 'DO4'].map((id) => cell(id, '状态').querySelector('.arco-tag')!.textContent)).toEqual([
      '已支付',
      '调配中',
      '已取消（处方审核未通过）',
      '待支付',
    ]);
    // 已支付 is a success (it wore the brand's red, an error's colour, before).
    expect(['DO1', 'DO2', 'DO3', 'DO4'].map(tagColour)).toEqual(['green', 'blue', 'red', 'orange']);
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
    // Nothing cancels an unpaid visit in the spec: the tab is there, and says it has none.
    await page.user.click(screen.getByRole('tab', { name: '已取消' }));
    expect(await screen.findByText('暂无已取消的订单')).toBeInTheDocument();
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
    await page.user.click(await screen.findByRole('button', { name: '查看详情：订单DO00000001' }));
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
    expect(await screen.findByText('7 剂')).toBeInTheDocument();
    await page.user.click(await screen.findByRole('button', { name: '继续编辑王小明的草稿' }));
    expect(screen.getByTestId('elsewhere')).toHaveTextContent('/fulfillmentConfirm?mode=1&index=1');
    expect(readDraft('visitRecordId')).toBe('77');
  });

  describe('paying a pending prescribing order from its row', () => {
    const asDoctorOf = (hospitalId: number | null) => sessionStore.set(userInfoAtom, { userId: 6, doctor: { status: '0', hospitalId } } as unknown as UserInfo);
    afterEach(() => sessionStore.set(userInfoAtom, null));

    /** The list answers the order pending until it is paid, then 已完成. */
    function pendingThenPaid() {
      let paid = false;
      const order = () =>
        rxOrder({ visitRecordId: 51, patientName: '乙', ...(paid ? { status: 1, statusDesc: '已完成' } : { status: 0, statusDesc: '待支付' }) });
      return {
        markPaid: () => (paid = true),
        calls: {
          'GET /health/v1/prescription/order': () => rows([order()]),
          'POST /api/pay/0.1/unifiedOrder': (req: { payChannel: number }) => {
            if (req.payChannel === 3) paid = true;
            return {
              code: 200,
              msg: '',
              data: { payChannel: req.payChannel, qrcode: req.payChannel === 1 ? 'http://localhost/sandbox/wechat-pay/T1' : '', outTradeNo: 'T1' },
            };
          },
          'POST /api/pay/0.1/query/place/result': () => ({ code: 200, msg: '', data: paid ? 1103 : PAY_RESULT_WAITING }),
        } as CallTable,
      };
    }

    it('offers the public account beside the WeChat QR (popover flag), pays and reloads the row as 已完成', async () => {
      asDoctorOf(102);
      const { calls } = pendingThenPaid();
      const page = renderOrders(calls);
      await page.user.click(await screen.findByRole('button', { name: '去支付：乙的开方订单' }));
      const choice = await screen.findByRole('dialog');
      expect(within(choice).getByText('¥153.45')).toBeInTheDocument();
      expect(within(choice).getByRole('button', { name: '患者微信扫码支付' })).toBeInTheDocument();
      await page.user.click(within(choice).getByRole('button', { name: '公共账户支付' }));
      // Confirmed first, with the amount and the patient: nothing is charged before.
      const confirm = within(await screen.findByRole('dialog', { name: '确认公共账户支付' }));
      expect(confirm.getByText(/从公共账户支付/)).toHaveTextContent('为乙的问诊，从公共账户支付 ¥153.45');
      expect(requestsOf('POST /api/pay/0.1/unifiedOrder')).toEqual([]);
      await page.user.click(confirm.getByRole('button', { name: '确认支付 ¥153.45' }));
      expect(requestsOf('POST /api/pay/0.1/unifiedOrder')).toEqual([{ productId: 51, orderType: 1, tradeType: 'NATIVE', payChannel: 3 }]);
      await waitFor(() => expect(notify.success).toHaveBeenCalledWith('支付成功'));
      const row = (await screen.findByRole('button', { name: '查看处方：乙' })).closest('tr')!;
      expect(within(row).getByText('已完成')).toBeInTheDocument();
    });

    it('goes straight to the WeChat QR for a doctor of hospital 101, and reloads once the patient has paid', async () => {
      asDoctorOf(101);
      const { calls, markPaid } = pendingThenPaid();
      const page = renderOrders(calls);
      await page.user.click(await screen.findByRole('button', { name: '去支付：乙的开方订单' }));
      expect(await screen.findByTestId('wechat-pay-dialog')).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: '公共账户支付' })).toBeNull();
      expect(requestsOf('POST /api/pay/0.1/unifiedOrder')).toEqual([{ productId: 51, orderType: 1, tradeType: 'NATIVE', payChannel: 1 }]);
      expect(await screen.findByTestId('pay-url')).toHaveAttribute('href', 'http://localhost/sandbox/wechat-pay/T1');
      expect(screen.getByText(/支付完成后订单状态自动更新/)).toBeInTheDocument();
      // The patient pays on their phone; the dialog's next look (every 3 s) sees it.
      markPaid();
      const row = (await screen.findByRole('button', { name: '查看处方：乙' }, { timeout: 5000 })).closest('tr')!;
      expect(within(row).getByText('已完成')).toBeInTheDocument();
      expect(notify.success).toHaveBeenCalledWith('支付成功');
      expect(screen.queryByTestId('wechat-pay-dialog')).toBeNull();
    });
  });

  it('cancels a 待支付 order after a confirmation, and the row then reads 已取消 (issue 19 §7)', async () => {
    let cancelled = false;
    const order = () =>
      rxOrder({ visitRecordId: 77, patientName: '丁', ...(cancelled ? { status: 2, statusDesc: '已取消' } : { status: 0, statusDesc: '待支付' }) });
    const page = renderOrders({
      'GET /health/v1/prescription/order': () => rows([order()]),
      'POST /health/v1/visitRecord/cancel': () => {
        cancelled = true;
        const data = {
          visitRecordId: 77,
          patientId: 1,
          createdAt: '2026-11-20 10:00:00',
          kind: '中药组方',
          kindCode: 'herbal' as const,
          state: 'cancelled' as const,
        };
        return {
          code: 200,
          msg: '已取消',
          data: { ...data, stateText: '已取消', price: 15345, paid: false, freeFlag: false, startDate: '2026-11-21', takeDays: 7 },
        };
      },
    });
    await page.user.click(await screen.findByRole('button', { name: '取消丁的开方订单' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/确定取消丁的开方订单/)).toBeInTheDocument();
    // 暂不取消 closes it and sends nothing.
    await page.user.click(within(dialog).getByRole('button', { name: '暂不取消' }));
    expect(requestsOf('POST /health/v1/visitRecord/cancel')).toEqual([]);
    await page.user.click(screen.getByRole('button', { name: '取消丁的开方订单' }));
    await page.user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '确认取消' }));
    await waitFor(() => expect(requestsOf('POST /health/v1/visitRecord/cancel')).toEqual([{ visitRecordId: 77 }]));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('订单已取消'));
    const row = (await screen.findByText('已取消', { selector: '.arco-tag *, .arco-tag' })).closest('tr')!;
    expect(within(row).queryByRole('button', { name: '取消丁的开方订单' })).toBeNull();
    expect(within(row).queryByRole('button', { name: '去支付：丁的开方订单' })).toBeNull();
  });

  it('keeps the dialog open with the server refusal when the order was paid meanwhile', async () => {
    const page = renderOrders({
      'GET /health/v1/prescription/order': rows([rxOrder({ visitRecordId: 78, patientName: '戊', status: 0, statusDesc: '待支付' })]),
      'POST /health/v1/visitRecord/cancel': apiError('该问诊已支付，不能取消'),
    });
    await page.user.click(await screen.findByRole('button', { name: '取消戊的开方订单' }));
    await page.user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '确认取消' }));
    await waitFor(() => expect(requestsOf('POST /health/v1/visitRecord/cancel')).toHaveLength(1));
    expect(notify.success).not.toHaveBeenCalledWith('订单已取消');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('sends a pending custom tea to its tea page to be delivered and paid, with no pay dialog', async () => {
    const page = renderOrders({
      'GET /health/v1/prescription/order': rows([rxOrder({ visitRecordId: 66, patientName: '丙', prescriptionType: 'R', status: 0, statusDesc: '待支付' })]),
    });
    const deliver = await screen.findByRole('button', { name: '去配送：丙的养生茶' });
    expect(screen.queryByRole('button', { name: '去支付：丙的开方订单' })).toBeNull();
    await page.user.click(deliver);
    expect(screen.getByTestId('elsewhere')).toHaveTextContent('/CUSTOMIZEDPrescription?visitRecordId=66');
  });

  it('opens a custom tea order on the custom-tea order page', async () => {
    const page = renderOrders({
      'GET /health/v1/prescription/order': rows([]),
      'GET /delivery/order/list': rows([deliveryRow({ deliveryOrderId: 'DO00000009', type: 'R' })]),
    });
    await page.user.click(screen.getByText('配送订单'));
    await page.user.click(await screen.findByRole('button', { name: '查看详情：订单DO00000009' }));
    expect(screen.getByTestId('elsewhere')).toHaveTextContent('/CUSTOMIZEDfulfillmentOrder?orderId=DO00000009');
  });

  it('continues a custom tea draft on its own form with the visit in the address', async () => {
    const page = renderOrders({
      'GET /health/v1/prescription/order': rows([]),
      'GET /delivery/order/list': rows([]),
      'GET /delivery/order/draft/list': rows([draft({ visitRecordId: 88, prescriptionNo: 0, type: 'R', formCount: 2 })]),
    });
    await page.user.click(screen.getByText('配送订单'));
    await page.user.click(screen.getByRole('tab', { name: '草稿' }));
    // Boxes of tea, not doses (issue 32).
    expect(await screen.findByText('2 盒')).toBeInTheDocument();
    expect(screen.queryByText('2 剂')).toBeNull();
    await page.user.click(await screen.findByRole('button', { name: '继续编辑王小明的草稿' }));
    expect(screen.getByTestId('elsewhere')).toHaveTextContent('/CUSTOMIZEDfulfillmentConfirm?mode=1&visitRecordId=88');
  });

  describe('pay countdown', () => {
    withFakeClock();

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
