import { screen, waitFor, within } from '@testing-library/react';
import type { VisitRecordSummary } from '@tcm/shared';
import { ZHANG } from '../../components/patients/patientTestKit';
import { apiError, callMock, requestsOf, respond, type CallTable } from '@tcm/shared/testing/calls';
import { renderPage } from '../../test/renderPage';
import { renderRoute } from '@tcm/shared/testing/renderRoute';
import { visitRecord } from '@tcm/shared/testing/fixtures';
import MedicalRecordsPage from '.';

jest.mock('@tcm/shared', () => jest.requireActual<typeof import('@tcm/shared/testing/mockShared')>('@tcm/shared/testing/mockShared').mockShared());

const visit = (id: number, over: Partial<VisitRecordSummary>): VisitRecordSummary =>
  visitRecord({ visitRecordId: id, patientId: 1, createdAt: `2026-11-${10 + id} 09:30:00`, state: 'prescribed', stateText: '已出方', ...over });

const PAID = visit(1, {});
const UNPAID = visit(2, { state: 'created', stateText: '待支付', paid: false, price: 8800 });
const FREE = visit(3, { state: 'prescribed', stateText: '已出方', paid: false, freeFlag: true, price: 0 });
const rows = (r: VisitRecordSummary[], total = r.length) => ({ code: 200, rows: r, total });

function renderRecords(url = '/medicalRecords?patientId=1', calls: CallTable = {}) {
  return renderPage(<MedicalRecordsPage />, url, { calls: { 'POST /health/v1/visit/list': rows([PAID, UNPAID, FREE]), ...calls } });
}

const rowOf = async (createdAt: string) => (await screen.findByText(createdAt)).closest('tr')!;

describe('/medicalRecords', () => {
  it('lists the patient’s visits with date, kind, state and price in yuan from fen', async () => {
    renderRecords();
    const paid = await rowOf(PAID.createdAt);
    expect([...paid.querySelectorAll('td')].map((td) => td.textContent)).toEqual([
      '2026-11-11 09:30:00',
      '中药组方',
      '已出方',
      '¥153.45',
      '2026-12-01 起，7 天',
      '查看开方结果',
    ]);
    expect(within(await rowOf(UNPAID.createdAt)).getByText('¥88.00')).toBeInTheDocument();
    // An unpaid one says so, and offers 去支付.
    expect(within(await rowOf(UNPAID.createdAt)).getByText('待支付')).toBeInTheDocument();
    expect(within(await rowOf(UNPAID.createdAt)).getByRole('button', { name: `去支付：${UNPAID.createdAt}的问诊` })).toHaveTextContent('去支付');
    expect(within(await rowOf(FREE.createdAt)).getByText('免费')).toBeInTheDocument();
    // The state from its code, a tag coloured by meaning: 已出方 a success, 待支付 pending.
    expect(within(paid).getByText('已出方').closest('.arco-tag')).toHaveClass('arco-tag-green');
    expect(
      within(await rowOf(UNPAID.createdAt))
        .getByText('待支付')
        .closest('.arco-tag'),
    ).toHaveClass('arco-tag-orange');
    expect(requestsOf('POST /health/v1/visit/list')).toEqual([{ patientId: 1, pageNum: 1, pageSize: 8 }]);
    expect(callMock.mock.calls[0][2]).toMatchObject({ fallback: '服务异常，请联系管理员' });
  });

  it('opens the result of a paid or free visit, not of an unpaid one', async () => {
    const page = renderRecords();
    expect(within(await rowOf(UNPAID.createdAt)).queryByRole('button', { name: /开方结果/ })).toBeNull();
    expect(within(await rowOf(FREE.createdAt)).getByRole('button', { name: `查看开方结果：${FREE.createdAt}` })).toBeInTheDocument();
    await page.user.click(screen.getByRole('button', { name: `查看开方结果：${PAID.createdAt}` }));
    expect(await screen.findByTestId('elsewhere')).toHaveTextContent('/Prescription?visitRecordId=1&patientId=1');
  });

  it("pays an unpaid consultation with 去支付 (公共账户, or the patient's QR) and reloads it as paid; a cancelled one or a tea has none", async () => {
    let paid = false;
    const unpaid = () => (paid ? { ...UNPAID, state: 'paid' as const, stateText: '已支付', paid: true } : UNPAID);
    const CANCELLED = visit(4, { state: 'cancelled', stateText: '已取消', paid: false });
    const TEA = visit(5, { kind: '定制养生茶', kindCode: 'customTea', state: 'created', stateText: '待支付', paid: false });
    const page = renderRecords('/medicalRecords?patientId=1', {
      'POST /health/v1/visit/list': () => Promise.resolve(rows([unpaid(), CANCELLED, TEA])),
      'POST /api/pay/0.1/unifiedOrder': (req) => {
        paid = req.payChannel === 3;
        return { code: 200, msg: '', data: { payChannel: paid ? 3 : 1, qrcode: '', outTradeNo: 'T1' } };
      },
    });
    expect(within(await rowOf(CANCELLED.createdAt)).queryByRole('button')).toBeNull();
    expect(within(await rowOf(TEA.createdAt)).queryByRole('button')).toBeNull();
    await page.user.click(within(await rowOf(UNPAID.createdAt)).getByRole('button', { name: `去支付：${UNPAID.createdAt}的问诊` }));
    const choice = await screen.findByRole('dialog');
    expect(within(choice).getByText('¥88.00')).toBeInTheDocument();
    expect(within(choice).getByRole('button', { name: '患者微信扫码支付' })).toBeInTheDocument();
    await page.user.click(within(choice).getByRole('button', { name: '公共账户支付' }));
    // The public account is charged only once the amount is confirmed.
    const confirm = await screen.findByRole('dialog', { name: '确认公共账户支付' });
    expect(requestsOf('POST /api/pay/0.1/unifiedOrder')).toEqual([]);
    await page.user.click(within(confirm).getByRole('button', { name: '确认支付 ¥88.00' }));
    expect(requestsOf('POST /api/pay/0.1/unifiedOrder')).toEqual([{ productId: 2, orderType: 1, tradeType: 'NATIVE', payChannel: 3 }]);
    expect(await screen.findByRole('button', { name: `查看开方结果：${UNPAID.createdAt}` })).toBeInTheDocument();
  });

  it.each([
    ['通用方', 'general', '/GeneralPrescription?visitRecordId=7&patientId=1&prescriptionType=G'],
    ['自拟组方', 'selfComposed', '/handmadePrescriptionDetails?visitRecordId=7'],
    ['定制养生茶', 'customTea', '/CUSTOMIZEDPrescription?visitRecordId=7'],
  ] as const)('opens a %s visit on its own result page', async (kind, kindCode, path) => {
    const other = visit(7, { kind, kindCode, freeFlag: true, price: 0 });
    const page = renderRecords('/medicalRecords?patientId=1', { 'POST /health/v1/visit/list': rows([other]) });
    await page.user.click(await screen.findByRole('button', { name: `查看开方结果：${other.createdAt}` }));
    expect(await screen.findByTestId('elsewhere')).toHaveTextContent(path);
  });

  it('names the patient when the list passed them along', async () => {
    respond({ 'POST /health/v1/visit/list': rows([]) });
    renderRoute(<MedicalRecordsPage />, { path: '/medicalRecords', url: '/medicalRecords?patientId=1', state: { patient: ZHANG } });
    expect(screen.getByText('张三的就诊记录')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '张三 · 1980-05-01' })).toBeInTheDocument();
    expect(await screen.findByText('该患者还没有就诊记录')).toBeInTheDocument();
  });

  it('says when there is no visit yet, and pages only beyond 10 × the rule', async () => {
    const { unmount } = renderRecords('/medicalRecords?patientId=1', { 'POST /health/v1/visit/list': rows([]) });
    expect(await screen.findByText('该患者还没有就诊记录')).toBeInTheDocument();
    unmount();
    const page = renderRecords('/medicalRecords?patientId=1', { 'POST /health/v1/visit/list': rows([PAID], 9) });
    await rowOf(PAID.createdAt);
    await page.user.click(screen.getByRole('listitem', { name: '第 2 页' }));
    await waitFor(() => expect(requestsOf('POST /health/v1/visit/list').at(-1)).toEqual({ patientId: 1, pageNum: 2, pageSize: 8 }));
  });

  it('shows a failed load with 重新加载', async () => {
    let fail = true;
    const page = renderRecords('/medicalRecords?patientId=1', {
      'POST /health/v1/visit/list': () => (fail ? Promise.reject(apiError()) : Promise.resolve(rows([PAID]))),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('就诊记录加载失败');
    fail = false;
    await page.press('重新加载');
    expect(await rowOf(PAID.createdAt)).toBeInTheDocument();
  });

  it('without a patient asks nothing and leads back to 我的患者', async () => {
    const page = renderRecords('/medicalRecords?patientId=abc');
    expect(screen.getByRole('alert')).toHaveTextContent('没有指定患者');
    expect(callMock).not.toHaveBeenCalled();
    await page.press('返回我的患者');
    expect(await screen.findByTestId('elsewhere')).toHaveTextContent('/Contact');
  });
});
