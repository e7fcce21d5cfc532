import { act, screen, waitFor, within } from '@testing-library/react';
import { notify, PAY_RESULT_WAITING, type PricePart, readDraft, writeDraft } from '@tcm/shared';
import { defaultInquiry, PAID_CODE } from '@tcm/shared/clinic';
import { apiError, requestsOf, type CallTable } from '@tcm/shared/testing/calls';
import { renderPage } from '../../test/renderPage';
import { CONSULT } from '../../test/visitFixtures';
import PrescriptionResultPage from '.';

jest.mock('@tcm/shared', () => jest.requireActual<typeof import('@tcm/shared/testing/mockShared')>('@tcm/shared/testing/mockShared').mockShared());

const QUOTE = { price: 15345, freeFlag: false, visitRecordId: 42 };
const PARTS: PricePart[] = [
  { kind: 'herbs', label: '药费 · 黄连茯苓汤', detail: '¥6.25/剂 × 7 剂', fen: 4375, prescriptionNo: 0 },
  { kind: 'herbs', label: '药费 · 正阳汤', detail: '¥12.81/剂 × 7 剂', fen: 8970, prescriptionNo: 1 },
  { kind: 'consultation', label: '问诊费', detail: '每次问诊', fen: 2000 },
];
const ORDER = (payChannel: 1 | 3) => ({
  code: 200,
  data: { payChannel, qrcode: payChannel === 1 ? 'http://127.0.0.1:8080/sandbox/wechat-pay/T9' : '', outTradeNo: 'T9' },
});
const RESULT_PATH = '/Prescription?visitRecordId=42&patientId=7';

function renderResult(calls: CallTable = {}, timers = false) {
  return renderPage(<PrescriptionResultPage />, '/prescriptionResult', {
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

/** 公共账户支付, then 确认支付 in the confirmation that names the amount. */
async function payFromPublicAccount(page: ReturnType<typeof renderResult>) {
  await page.press('公共账户支付');
  const confirm = within(await screen.findByRole('dialog', { name: '确认公共账户支付' }));
  expect(confirm.getByText(/从公共账户支付/)).toHaveTextContent('为王小明的问诊，从公共账户支付 ¥153.45');
  await page.user.click(confirm.getByRole('button', { name: '确认支付 ¥153.45' }));
}

describe('/prescriptionResult 信息确认', () => {
  beforeEach(() => {
    writeDraft('consultInfo', CONSULT);
    const inquiry = defaultInquiry();
    inquiry.shangjiao_array[0].value = ['头痛', '头晕'];
    writeDraft('submitData', { inquiryInfo: inquiry, quote: QUOTE });
    writeDraft('visitRecordId', '42');
  });

  afterEach(() => jest.useRealTimers());

  it('shows the patient, the usage, the questionnaire and the price from fen, without pricing again', () => {
    renderResult();
    expect(screen.getByTestId('consult-summary')).toHaveTextContent('王小明');
    expect(screen.getByTestId('consult-summary')).toHaveTextContent('7 天');
    expect(screen.getByTestId('inquiry-summary')).toHaveTextContent('头：头痛、头晕');
    expect(screen.getByTestId('inquiry-summary')).toHaveTextContent('是否孕妇：否');
    expect(screen.getByTestId('price')).toHaveTextContent('¥153.45');
    expect(requestsOf('POST /health/v1/price')).toEqual([]);
    expect(screen.getByRole('button', { name: '公共账户支付' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '患者微信扫码支付' })).toBeInTheDocument();
  });

  it('asks for the price of the same visit when the draft has none', async () => {
    writeDraft('submitData', { inquiryInfo: defaultInquiry() });
    renderResult({ 'POST /health/v1/price': { code: 200, data: { ...QUOTE, price: 990 } } });
    expect(await screen.findByText('¥9.90')).toBeInTheDocument();
    expect(requestsOf('POST /health/v1/price')[0]).toMatchObject({ patientId: 7, visitRecordId: 42, takeDays: 7 });
  });

  it('a free visit needs no payment and opens the prescription directly', async () => {
    writeDraft('submitData', { inquiryInfo: defaultInquiry(), quote: { ...QUOTE, freeFlag: true, price: 0 } });
    const page = renderResult();
    expect(screen.getByTestId('price')).toHaveTextContent('无需支付');
    expect(screen.queryByRole('button', { name: '患者微信扫码支付' })).toBeNull();
    await page.press('查看处方');
    expect(where(page)).toBe(RESULT_PATH);
  });

  it("shows what the price is made of, adding up to it: the dispensed prescriptions' herbs × doses and the consultation fee", () => {
    writeDraft('submitData', { inquiryInfo: defaultInquiry(), quote: { ...QUOTE, priceParts: PARTS } });
    renderResult();
    const parts = screen.getByTestId('price-parts');
    const fen = within(parts)
      .getAllByRole('definition')
      .map((d) => Number(d.getAttribute('data-fen')));
    expect(fen).toEqual([4375, 8970, 2000, 15345]);
    expect(parts).toHaveTextContent('药费 · 黄连茯苓汤¥6.25/剂 × 7 剂¥43.75');
    expect(parts).toHaveTextContent('问诊费每次问诊¥20.00');
    expect(parts).toHaveTextContent('合计¥153.45');
    expect(screen.getByText(/伤寒论参考方只供参考，不配药、不计费/)).toBeInTheDocument();
  });

  it('parts that do not add up to the price are not shown', () => {
    writeDraft('submitData', { inquiryInfo: defaultInquiry(), quote: { ...QUOTE, priceParts: PARTS.slice(1) } });
    renderResult();
    expect(screen.getByTestId('price')).toHaveTextContent('¥153.45');
    expect(screen.queryByTestId('price-parts')).toBeNull();
  });

  it('公共账户 asks first, naming the amount: 取消 charges nothing', async () => {
    const page = renderResult({ 'POST /api/pay/0.1/unifiedOrder': ORDER(3) });
    await page.press('公共账户支付');
    const confirm = within(await screen.findByRole('dialog', { name: '确认公共账户支付' }));
    expect(confirm.getByText(/从公共账户支付/)).toHaveTextContent('¥153.45');
    await page.user.click(confirm.getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.getByRole('dialog', { hidden: true, name: '确认公共账户支付' })).not.toBeVisible());
    expect(requestsOf('POST /api/pay/0.1/unifiedOrder')).toEqual([]);
    expect(notify.success).not.toHaveBeenCalled();
  });

  it('公共账户: confirmed, orders on channel 3, says 支付成功 and opens the prescription 1 s later', async () => {
    jest.useFakeTimers();
    const page = renderResult({ 'POST /api/pay/0.1/unifiedOrder': ORDER(3) }, true);
    await payFromPublicAccount(page);
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('支付成功'));
    expect(requestsOf('POST /api/pay/0.1/unifiedOrder')).toEqual([{ productId: 42, orderType: 1, tradeType: 'NATIVE', payChannel: 3 }]);
    await advance(999);
    expect(where(page)).toBe('/prescriptionResult');
    await advance(1);
    expect(where(page)).toBe(RESULT_PATH);
    // A step back finds the visit settled, as the server would answer it.
    expect(readDraft('submitData')?.quote).toEqual({ ...QUOTE, freeFlag: true });
  });

  it('a visit the server answers as already paid shows 已支付 and opens the prescription', async () => {
    writeDraft('submitData', { inquiryInfo: defaultInquiry() });
    const page = renderResult({ 'POST /health/v1/price': { code: 200, data: { ...QUOTE, freeFlag: true } } });
    expect(await screen.findByText('已支付 ¥153.45')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '公共账户支付' })).toBeNull();
    await page.press('查看处方');
    expect(where(page)).toBe(RESULT_PATH);
  });

  it('a refused public-account payment stays on the page (the client toasted 支付异常，请联系管理员)', async () => {
    const page = renderResult({ 'POST /api/pay/0.1/unifiedOrder': apiError('支付异常，请联系管理员') });
    await payFromPublicAccount(page);
    await waitFor(() => expect(requestsOf('POST /api/pay/0.1/unifiedOrder')).toHaveLength(1));
    expect(notify.success).not.toHaveBeenCalled();
    // The confirmation stays open to try again.
    expect(screen.getByRole('button', { name: '确认支付 ¥153.45' })).toBeEnabled();
  });

  it('患者微信扫码支付: the QR dialog, then on 1103 it closes, says 支付成功 and opens the prescription 1 s later', async () => {
    jest.useFakeTimers();
    let paid = false;
    const page = renderResult(
      {
        'POST /api/pay/0.1/unifiedOrder': ORDER(1),
        'POST /api/pay/0.1/query/place/result': () => ({ code: 200, data: paid ? PAID_CODE : PAY_RESULT_WAITING }),
      },
      true,
    );
    await page.press('患者微信扫码支付');
    const dialog = within(await screen.findByTestId('wechat-pay-dialog'));
    await waitFor(() => expect(dialog.getByTestId('pay-url')).toHaveAttribute('href', 'http://127.0.0.1:8080/sandbox/wechat-pay/T9'));
    expect(requestsOf('POST /api/pay/0.1/unifiedOrder')[0]).toMatchObject({ productId: 42, payChannel: 1 });
    await advance(3000);
    expect(notify.success).not.toHaveBeenCalled();
    paid = true;
    await advance(3000);
    expect(notify.success).toHaveBeenCalledWith('支付成功');
    await advance(500); // the dialog's closing animation
    expect(screen.getByTestId('wechat-pay-dialog')).not.toBeVisible();
    expect(where(page)).toBe('/prescriptionResult');
    await advance(500);
    expect(where(page)).toBe(RESULT_PATH);
    expect(requestsOf('POST /api/pay/0.1/query/place/result')).toHaveLength(2);
  });

  it('leaving before the second has passed cancels the move', async () => {
    jest.useFakeTimers();
    const page = renderResult({ 'POST /api/pay/0.1/unifiedOrder': ORDER(3) }, true);
    await payFromPublicAccount(page);
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('支付成功'));
    page.unmount();
    await advance(2000);
    expect(where(page)).toBe('/prescriptionResult');
  });
});

describe('/prescriptionResult without drafts', () => {
  it('without a consultation explains and leads back to choosing the patient', () => {
    renderResult();
    expect(screen.getByRole('alert')).toHaveTextContent('请先选择患者');
  });

  it('without a questionnaire leads to 处方信息', async () => {
    writeDraft('consultInfo', CONSULT);
    const page = renderResult();
    await page.press('填写处方信息');
    expect(where(page)).toBe('/prescriptionInfo');
  });
});
