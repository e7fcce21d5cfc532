import { screen, waitFor, within } from '@testing-library/react';
import { readDraft } from '@tcm/shared';
import { apiError, requestsOf, type CallTable } from '@tcm/shared/testing/calls';
import { renderPage } from '../../test/renderPage';
import { SHEETS } from '../../test/generalFixtures';
import PrescriptionImagePage, { deliveryLabel } from '.';

jest.mock('@tcm/shared', () => jest.requireActual<typeof import('@tcm/shared/testing/mockShared')>('@tcm/shared/testing/mockShared').mockShared());

const renderSheets = (
  calls: CallTable = { 'GET /health/v2/prescription/image/:visitRecordId': { code: 200, msg: '', data: SHEETS } },
  url = '/prescriptionImage?visitRecordId=42',
) => renderPage(<PrescriptionImagePage />, url, { calls });
const where = (page: ReturnType<typeof renderSheets>) => page.router.state.location.pathname + page.router.state.location.search;

describe('/prescriptionImage 处方笺', () => {
  let print: jest.SpyInstance;
  beforeEach(() => {
    print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
  });
  afterEach(() => print.mockRestore());

  it('one block per prescription: name, the rendered sheet, 打印 and the delivery button by status', async () => {
    renderSheets();
    const sheets = await screen.findAllByTestId('sheet');
    expect(sheets).toHaveLength(2);
    expect(requestsOf('GET /health/v2/prescription/image/:visitRecordId')).toHaveLength(1);
    const first = within(sheets[0]);
    expect(first.getByRole('heading', { name: '附子山茱萸汤' })).toBeInTheDocument();
    expect(first.getByRole('img', { name: '附子山茱萸汤处方笺' })).toHaveAttribute('src', SHEETS.prescriptions[0].imageUrl);
    expect(first.getByRole('button', { name: '附子山茱萸汤配送' })).toBeInTheDocument();
    expect(within(sheets[1]).getByRole('button', { name: '静顺汤配送详情' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '关闭' })).toBeInTheDocument();
  });

  it('打印 marks only that sheet for the print CSS and prints; afterwards every sheet prints again', async () => {
    const page = renderSheets();
    const sheets = await screen.findAllByTestId('sheet');
    await page.user.click(within(sheets[1]).getByRole('button', { name: '打印静顺汤' }));
    expect(print).toHaveBeenCalledTimes(1);
    expect(sheets[1]).toHaveClass('is-printing');
    expect(sheets[0]).not.toHaveClass('is-printing');
    window.dispatchEvent(new Event('afterprint'));
    await waitFor(() => expect(sheets[1]).not.toHaveClass('is-printing'));
  });

  it('配送 opens the delivery confirmation with the index (the visit in the session); 配送详情 the delivery order', async () => {
    let page = renderSheets();
    await page.user.click(await screen.findByRole('button', { name: '附子山茱萸汤配送' }));
    expect(where(page)).toBe('/fulfillmentConfirm?index=0');
    expect(readDraft('visitRecordId')).toBe('42');
    page.unmount();
    page = renderSheets();
    await page.user.click(await screen.findByRole('button', { name: '静顺汤配送详情' }));
    expect(where(page)).toBe('/fulfillmentOrder?orderId=D20261201001');
  });

  it('a refusal (another user’s visit answers like a missing one) shows no sheet', async () => {
    renderSheets({ 'GET /health/v2/prescription/image/:visitRecordId': apiError('问诊记录不存在') });
    expect(await screen.findByText('处方笺获取失败')).toBeInTheDocument();
    expect(screen.queryAllByTestId('sheet')).toEqual([]);
  });

  it('labels the delivery button as spec 3 §2.5 says', () => {
    expect(deliveryLabel({ name: '桂枝汤', status: 0 })).toBe('桂枝汤配送');
    expect(deliveryLabel({ name: '桂枝汤', status: 1 })).toBe('桂枝汤配送详情');
  });

  it('关闭 goes back; opened directly, to my patients', async () => {
    const page = renderSheets();
    await screen.findAllByTestId('sheet');
    await page.press('关闭');
    expect(where(page)).toBe('/Contact');
  });
});
