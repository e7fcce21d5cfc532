import { screen, waitFor, within } from '@testing-library/react';
import type { SelfComposedPrescription } from '@tcm/shared';
import { defaultInquiry } from '@tcm/shared/clinic';
import { requestsOf } from '@tcm/shared/testing/calls';
import { renderPage } from '../../test/renderPage';
import { PATIENT } from '../../test/visitFixtures';
import HandmadePrescriptionDetailsPage from '.';

jest.mock('@tcm/shared', () => require('@tcm/shared/testing/mockShared').mockShared());

const rx = (gancao: number, modifyFlag = true): SelfComposedPrescription => ({
  visitRecordId: 88,
  state: 'paid',
  prescriptionInfos: [
    {
      name: '自拟方',
      source: '自拟组方',
      count: 5,
      charge: 4320,
      totalWeight: 10 + gancao,
      startDate: '2026-12-01',
      endDate: '2026-12-05',
      supplyDays: 5,
      type: 'S',
      takeTime: '饭前',
      disease: '血虚',
      modifyFlag,
      visitRecordId: 88,
      status: modifyFlag ? 0 : 1,
      deliveryOrderId: modifyFlag ? null : 'DO00000088',
      deliveryOrderStatus: modifyFlag ? null : 1,
      deliveryOrderStatusText: modifyFlag ? '' : '已支付',
      imageUrl: '/prescriptionImage?visitRecordId=88',
      prescription: [
        { key: '当归', value: '10g', index: 1 },
        { key: '甘草', value: `${gancao}g`, index: 2 },
      ],
    },
  ],
  patient: PATIENT,
  startDate: '2026-12-01',
  takeDays: 5,
  inquiryInfo: defaultInquiry(),
  disease: '血虚',
  takeTime: '饭前',
  form: '颗粒',
  granules: { 1: 4, 2: gancao / 3 },
});

describe('/handmadePrescriptionDetails', () => {
  it('shows the stored prescription, changes a weight with the part-1 dialog and reloads, and links the sheet', async () => {
    let gancao = 6;
    const page = renderPage(<HandmadePrescriptionDetailsPage />, '/handmadePrescriptionDetails?visitRecordId=88', {
      popups: true,
      calls: {
        'POST /health/v2/prescription/self/info': () => ({ code: 200, data: rx(gancao) }),
        'POST /health/v1/prescription/replace/submit': (req) => {
          gancao = req.replaceWeight;
          return { code: 200, msg: '修改成功' };
        },
      },
    });
    const card = await screen.findByRole('article', { name: '自拟方' });
    expect(card).toHaveTextContent('¥43.20');
    expect(card).toHaveTextContent('¥8.64/剂 × 5 剂');
    expect(within(card).getByRole('button', { name: '自拟方去配送' })).toBeInTheDocument();
    expect(screen.getByTestId('handmade-rx-facts')).toHaveTextContent('饭前');
    await page.press('修改重量甘草');
    const input = await screen.findByLabelText('新的用量');
    await page.user.clear(input);
    await page.user.type(input, '9');
    await page.press('确定修改');
    await waitFor(() => expect(within(screen.getByRole('article', { name: '自拟方' })).getByText('9g')).toBeInTheDocument());
    expect(requestsOf('POST /health/v1/prescription/replace/submit')[0]).toMatchObject({ visitRecordId: 88, oldWeight: 6, replaceWeight: 9, number: 2 });
    expect(requestsOf('POST /health/v2/prescription/self/info')).toHaveLength(2);

    await page.user.click(screen.getByRole('tab', { name: '诊断信息' }));
    expect(within(await screen.findByRole('table', { name: '颗粒用量' })).getByText('3')).toBeInTheDocument();

    await page.press('查看处方笺');
    expect(page.router.state.location.pathname + page.router.state.location.search).toBe('/prescriptionImage?visitRecordId=88');
  });

  it('once its delivery order is paid (modifyFlag false), no herb offers 更换药材 / 修改重量', async () => {
    const page = renderPage(<HandmadePrescriptionDetailsPage />, '/handmadePrescriptionDetails?visitRecordId=88', {
      popups: true,
      calls: { 'POST /health/v2/prescription/self/info': { code: 200, data: rx(6, false) } },
    });
    const card = within(await screen.findByRole('article', { name: '自拟方' }));
    expect(card.getByText('甘草')).toBeInTheDocument();
    expect(card.queryByRole('button', { name: '修改重量甘草' })).toBeNull();
    expect(card.queryByRole('button', { name: '更换药材甘草' })).toBeNull();
    expect(card.getByRole('note')).toHaveTextContent('该处方的配送订单已支付，不能再修改');
    expect(screen.getByRole('button', { name: '查看处方笺' })).toBeInTheDocument();
    // Its order instead of 去配送: the status and the way to it.
    expect(card.getByTestId('rx-delivery')).toHaveTextContent('配送订单 DO00000088已支付');
    await page.user.click(card.getByRole('button', { name: '自拟方查看配送订单' }));
    expect(page.router.state.location.pathname + page.router.state.location.search).toBe('/fulfillmentOrder?orderId=DO00000088');
  });

  it('without a visitRecordId, says so and leads to the patients', async () => {
    const page = renderPage(<HandmadePrescriptionDetailsPage />, '/handmadePrescriptionDetails');
    expect(screen.getByText('缺少处方编号，请从就诊记录打开处方。')).toBeInTheDocument();
    await page.press('我的患者');
    expect(page.router.state.location.pathname).toBe('/Contact');
  });
});
