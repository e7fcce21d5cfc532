import { act, screen, waitFor, within } from '@testing-library/react';
import { notify, PAY_RESULT_WAITING, writeDraft } from '@tcm/shared';
import { defaultInquiry, PAID_CODE } from '@tcm/shared/clinic';
import { requestsOf, type CallTable } from '@tcm/shared/testing/calls';
import { renderPage } from '../../test/renderPage';
import { CONSULT } from '../../test/visitFixtures';
import GeneralPrescriptionResultPage from '.';

jest.mock('@tcm/shared', () => require('@tcm/shared/testing/mockShared').mockShared());

const GENERAL = { ...CONSULT, serviceIndex: -1, useDate: '2027-02-04', useDays: 5 };
const FREE = { price: 0, freeFlag: true, visitRecordId: 42 };
const ORDER = (payChannel: 1 | 3, n = 9) => ({
  code: 200,
  msg: '',
  data: { payChannel, qrcode: payChannel === 1 ? `http://127.0.0.1:8080/sandbox/wechat-pay/T${n}` : '', outTradeNo: `T${n}` },
});
const GENERAL_PATH = '/GeneralPrescription?visitRecordId=42&patientId=7&prescriptionType=G';

function renderResult(calls: CallTable = {}, timers = false) {
  return renderPage(<GeneralPrescriptionResultPage />, '/GeneralPrescriptionResult', {
    popups: true,
    calls,
    ...(timers ? { advanceTimers: (ms: number) => jest.advanceTimersByTime(ms) } : {}),
  });
}
const advance = (ms: number) =>
  act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });
const where = (page: ReturnType<typeof renderResult>) => page.router.state.location.pathname + page.router.state.location.search;

describe('/GeneralPrescriptionResult 信息确认', () => {
  beforeEach(() => {
    writeDraft('consultInfo', GENERAL);
    writeDraft('visitRecordId', '42');
    writeDraft('submitData', { inquiryInfo: defaultInquiry(), quote: FREE });
  });
  afterEach(() => jest.useRealTimers());

  it('shows the patient, the usage, the amount 0 and the two channels, 公共账户 chosen', () => {
    renderResult();
    expect(screen.getByTestId('patient-basics')).toHaveTextContent('王小明');
    expect(screen.getByTestId('price')).toHaveTextContent('¥0.00');
    expect(screen.getByRole('radio', { name: '公共账户' })).toBeChecked();
    expect(screen.getByRole('radio', { name: '患者扫码支付' })).not.toBeChecked();
    expect(screen.getByRole('button', { name: '确认支付' })).toBeEnabled();
    expect(screen.getByRole('button', { name: '返回修改' })).toBeEnabled();
  });

  it('a free visit (settled by the server) orders nothing: 支付成功, then the general prescription 1 s later', async () => {
    jest.useFakeTimers();
    const page = renderResult({}, true);
    await page.press('确认支付');
    expect(notify.success).toHaveBeenCalledWith('支付成功');
    expect(requestsOf('POST /api/pay/0.1/unifiedOrder')).toEqual([]);
    await advance(999);
    expect(where(page)).toBe('/GeneralPrescriptionResult');
    await advance(1);
    expect(where(page)).toBe(GENERAL_PATH);
  });

  it('a priced visit and 公共账户: one order on channel 3, then the general prescription', async () => {
    writeDraft('submitData', { inquiryInfo: defaultInquiry(), quote: { price: 990, freeFlag: false, visitRecordId: 42 } });
    jest.useFakeTimers();
    const page = renderResult({ 'POST /api/pay/0.1/unifiedOrder': ORDER(3) }, true);
    expect(screen.getByTestId('price')).toHaveTextContent('¥9.90');
    await page.press('确认支付');
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('支付成功'));
    expect(requestsOf('POST /api/pay/0.1/unifiedOrder')).toEqual([{ productId: 42, orderType: 1, tradeType: 'NATIVE', payChannel: 3 }]);
    await advance(1000);
    expect(where(page)).toBe(GENERAL_PATH);
  });

  it('微信支付: the QR dialog with 二维码已过期？立即刷新; paid while polling, it goes to /Prescription (spec 3 §4)', async () => {
    writeDraft('submitData', { inquiryInfo: defaultInquiry(), quote: { price: 990, freeFlag: false, visitRecordId: 42 } });
    jest.useFakeTimers();
    let n = 0;
    let paid = false;
    const page = renderResult(
      {
        'POST /api/pay/0.1/unifiedOrder': () => ORDER(1, ++n),
        'POST /api/pay/0.1/query/place/result': () => ({ code: 200, msg: '', data: paid ? PAID_CODE : PAY_RESULT_WAITING }),
      },
      true,
    );
    await page.user.click(screen.getByRole('radio', { name: '患者扫码支付' }));
    await page.press('确认支付');
    const dialog = within(await screen.findByTestId('wechat-pay-dialog'));
    await waitFor(() => expect(dialog.getByTestId('pay-url')).toHaveAttribute('href', 'http://127.0.0.1:8080/sandbox/wechat-pay/T1'));
    expect(dialog.getByText('二维码已过期？')).toBeInTheDocument();
    await page.user.click(dialog.getByRole('button', { name: '立即刷新' }));
    await waitFor(() => expect(dialog.getByTestId('pay-url')).toHaveAttribute('href', 'http://127.0.0.1:8080/sandbox/wechat-pay/T2'));
    paid = true;
    await advance(3000);
    expect(notify.success).toHaveBeenCalledWith('支付成功');
    await advance(1000);
    expect(where(page)).toBe('/Prescription?visitRecordId=42&patientId=7');
    expect(requestsOf('POST /api/pay/0.1/query/place/result').map((r) => r.outTradeNo)).toEqual(['T2']);
  });

  it('without the price in the draft it asks again for the same visit', async () => {
    writeDraft('submitData', { inquiryInfo: defaultInquiry() });
    renderResult({ 'POST /health/v1/granulesPrice': { code: 200, msg: '', data: FREE } });
    expect(await screen.findByText('¥0.00')).toBeInTheDocument();
    expect(requestsOf('POST /health/v1/granulesPrice')[0]).toMatchObject({ patientId: 7, toDoDay: '2027-02-04', takeDays: 5, visitRecordId: 42 });
  });

  it('返回修改 goes back to 通用方信息', async () => {
    const page = renderResult();
    await page.press('返回修改');
    expect(where(page)).toBe('/GeneralPrescriptionInfo');
  });
});
