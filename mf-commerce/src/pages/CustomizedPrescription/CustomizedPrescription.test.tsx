import { screen, waitFor, within } from '@testing-library/react';
import { apiError, requestsOf, type CallTable } from '@tcm/shared/testing/calls';
import { renderPage } from '../../test/renderPage';
import { teaInfo } from '../../test/fixtures';
import CustomizedPrescriptionPage from '.';

jest.mock('@tcm/shared', () => jest.requireActual<typeof import('@tcm/shared/testing/mockShared')>('@tcm/shared/testing/mockShared').mockShared());

const render = (url: string, calls: CallTable = { 'POST /health/v2/customTeaInfo': { code: 200, msg: '', data: teaInfo() } }) =>
  renderPage(<CustomizedPrescriptionPage />, url, { calls });

describe('/CUSTOMIZEDPrescription', () => {
  it('says where to come from without a visit', async () => {
    render('/CUSTOMIZEDPrescription');
    expect(await screen.findByRole('alert')).toHaveTextContent('缺少问诊记录编号');
    expect(requestsOf('POST /health/v2/customTeaInfo')).toHaveLength(0);
  });

  it('shows loading, then the result lines, the tea with rounded weights and 配送 to a new form', async () => {
    const page = render('/CUSTOMIZEDPrescription?visitRecordId=88');
    expect(screen.getByText('正在加载养生茶…')).toBeInTheDocument();
    expect(await screen.findByText('每盒48袋，共240g')).toBeInTheDocument();
    expect(requestsOf('POST /health/v2/customTeaInfo')).toEqual([{ visitRecordId: 88 }]);
    const table = screen.getByRole('table', { name: '茶方药材' });
    // Slice weights are rounded on this page: 60.4 → 60, 39.6 → 40; the total is the integer sum.
    expect(within(table).getByText('60g', { selector: 'td:nth-child(4)' })).toBeInTheDocument();
    expect(within(table).getByText('40g')).toBeInTheDocument();
    expect(table).toHaveTextContent('共 4 味，每盒 240g（48 袋 × 5g，每日 1 袋）；60 天需 2 盒');
    expect(table).toHaveTextContent('药材 ¥18.00/盒');
    expect(screen.queryByRole('button', { name: '配送详情' })).toBeNull();
    expect(screen.queryByRole('button', { name: '继续编辑草稿' })).toBeNull();
    await page.press('配送');
    expect(screen.getByTestId('elsewhere')).toHaveTextContent('/CUSTOMIZEDfulfillmentConfirm?mode=0&visitRecordId=88');
  });

  it('offers to continue a saved draft', async () => {
    const page = render('/CUSTOMIZEDPrescription?visitRecordId=88', {
      'POST /health/v2/customTeaInfo': { code: 200, msg: '', data: teaInfo({ hasDraft: true }) },
    });
    await page.user.click(await screen.findByRole('button', { name: '继续编辑草稿' }));
    expect(screen.getByTestId('elsewhere')).toHaveTextContent('/CUSTOMIZEDfulfillmentConfirm?mode=1&visitRecordId=88');
  });

  it('offers 配送详情 once the tea has an order', async () => {
    const page = render('/CUSTOMIZEDPrescription?visitRecordId=88', {
      'POST /health/v2/customTeaInfo': { code: 200, msg: '', data: teaInfo({ deliveryMark: 2, deliveryOrderId: 'DO00000012' }) },
    });
    await page.user.click(await screen.findByRole('button', { name: '配送详情' }));
    expect(screen.getByTestId('elsewhere')).toHaveTextContent('/CUSTOMIZEDfulfillmentOrder?orderId=DO00000012');
    expect(screen.queryByRole('button', { name: '配送' })).toBeNull();
  });

  it('offers 重试 when the tea cannot be read', async () => {
    let calls = 0;
    const page = render('/CUSTOMIZEDPrescription?visitRecordId=88', {
      'POST /health/v2/customTeaInfo': () => {
        if (++calls === 1) throw apiError('该记录不是定制养生茶');
        return { code: 200, msg: '', data: teaInfo() };
      },
    });
    expect(await screen.findByText('养生茶信息加载失败')).toBeInTheDocument();
    await page.press('重试');
    await waitFor(() => expect(screen.getByText('每盒48袋，共240g')).toBeInTheDocument());
  });
});
