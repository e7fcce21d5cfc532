import { screen, waitFor, within } from '@testing-library/react';
import { notify, type PrescriptionInfo, readDraft } from '@tcm/shared';
import { checkHerbCombination, defaultInquiry } from '@tcm/shared/clinic';
import { apiError, callMock, requestsOf, type CallTable } from '@tcm/shared/testing/calls';
import { renderPage, type RenderedPage } from '../../test/renderPage';
import { MAIN_RX, prescriptionResponse, relatedRecord } from '../../test/visitFixtures';
import PrescriptionPage from '.';

jest.mock('@tcm/shared', () => jest.requireActual<typeof import('@tcm/shared/testing/mockShared')>('@tcm/shared/testing/mockShared').mockShared());

const URL_OK = '/Prescription?visitRecordId=42&patientId=7';

function renderRx(calls: CallTable = {}, url = URL_OK) {
  return renderPage(<PrescriptionPage />, url, {
    popups: true,
    calls: {
      'POST /health/v2/prescription': { code: 200, data: prescriptionResponse() },
      'POST /health/v2/rela/record': (req) => ({ code: 200, data: relatedRecord(req.recordType) }),
      ...calls,
    },
  });
}

const card = (name: string) => within(screen.getByRole('article', { name }));

async function openDialog(page: RenderedPage, action: '更换药材' | '修改重量', herb: string) {
  await page.user.click(await screen.findByRole('button', { name: `${action}${herb}` }));
}

describe('/Prescription result', () => {
  it("flags a toxic herb of a prescription with the 药典's label (半夏 有毒), and no other", async () => {
    renderRx();
    await screen.findByRole('article', { name: '疏肝和胃方' });
    const main = card('疏肝和胃方');
    const [note, ...others] = main.getAllByRole('note');
    expect(others).toEqual([]);
    expect(note).toHaveTextContent('有毒');
    expect(note.closest('td')).toHaveTextContent(/^半夏有毒$/);
  });

  it('shows each prescription to dispense with count, charge and how it is computed, weight, dates, supply days and herbs', async () => {
    renderRx();
    await screen.findByRole('article', { name: '疏肝和胃方' });
    const main = card('疏肝和胃方');
    for (const text of ['7 剂', '¥133.42', '¥19.06/剂 × 7 剂', '60 g', '2026-12-01', '2026-12-07', '7 天', '柴胡', '12g', '甘草', '6g']) {
      expect(main.getAllByText(text).length).toBeGreaterThan(0);
    }
    expect(main.getByRole('button', { name: '更换药材柴胡' })).toBeInTheDocument();
    // As priced: no note on why the charge moved.
    expect(main.queryByTestId('charge-changed')).toBeNull();
    expect(screen.getByTestId('visit-facts')).toHaveTextContent('¥153.42');
    expect(screen.getByText('胁肋胀痛、口苦：肝胆郁热')).toBeInTheDocument();
    expect(requestsOf('POST /health/v2/prescription')).toEqual([{ visitRecordId: 42 }]);
    expect(callMock.mock.calls[0][2]).toMatchObject({ fallback: '出方异常，请联系管理员' });
  });

  it('a 伤寒论 formula is a reference: labelled 参考方（不配药、不计费）, no doses, charge, changes or delivery', async () => {
    renderRx();
    const ref = within(await screen.findByTestId('rx-reference'));
    expect(ref.getByRole('heading', { name: '桂枝汤' })).toBeInTheDocument();
    expect(ref.getByText('参考方（不配药、不计费）')).toBeInTheDocument();
    expect(ref.getByText('白芍')).toBeInTheDocument();
    expect(ref.getByText('45 g')).toBeInTheDocument();
    for (const gone of ['剂数', '药费', '¥30.00', '3 剂']) expect(ref.queryByText(gone)).toBeNull();
    expect(ref.queryByRole('button')).toBeNull();
    expect(screen.getAllByTestId('rx-dispensed')).toHaveLength(1);
  });

  it('what the consultation cost, part by part, adds up to its price; a card whose charge moved since says why', async () => {
    const changed: PrescriptionInfo = { ...MAIN_RX, charge: 18886, count: 14 };
    renderRx({ 'POST /health/v2/prescription': { code: 200, data: prescriptionResponse({ prescriptionInfos: [changed] }) } });
    const parts = await screen.findByTestId('price-parts');
    expect(parts).toHaveAccessibleName('问诊费用明细');
    const amounts = within(parts)
      .getAllByRole('definition')
      .map((d) => Number(d.getAttribute('data-fen')));
    const total = amounts.pop();
    expect(amounts.reduce((a, b) => a + b, 0)).toBe(total);
    expect(total).toBe(15342);
    expect(parts).toHaveTextContent('药费 · 疏肝和胃方¥19.06/剂 × 7 剂¥133.42');
    expect(parts).toHaveTextContent('问诊费每次问诊¥20.00');
    expect(card('疏肝和胃方').getByTestId('charge-changed')).toHaveTextContent(
      '开方计价时药费 ¥133.42，更换药材或修改重量后按现用药材重算为 ¥188.86（每味药材单价 × 重量 × 剂数），配送按此计价。',
    );
    expect(card('疏肝和胃方').getByText('¥13.49/剂 × 14 剂')).toBeInTheDocument();
  });

  it('去配送 opens the delivery confirmation of that prescription (the visit in the session)', async () => {
    const page = renderRx();
    await page.user.click(await screen.findByRole('button', { name: '疏肝和胃方去配送' }));
    expect(page.router.state.location.pathname + page.router.state.location.search).toBe('/fulfillmentConfirm?index=0');
    expect(readDraft('visitRecordId')).toBe('42');
  });

  it('with a live delivery order: its status and 查看配送订单 instead of 去配送', async () => {
    const ordered: PrescriptionInfo = {
      ...MAIN_RX,
      status: 1,
      deliveryOrderId: 'DO00000007',
      deliveryOrderStatus: 2,
      deliveryOrderStatusText: '调配中',
      modifyFlag: false,
    };
    const page = renderRx({ 'POST /health/v2/prescription': { code: 200, data: prescriptionResponse({ prescriptionInfos: [ordered] }) } });
    const delivery = within(await screen.findByTestId('rx-delivery'));
    expect(delivery.getByText(/配送订单 DO00000007/)).toBeInTheDocument();
    expect(delivery.getByText('调配中')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '疏肝和胃方去配送' })).toBeNull();
    await page.user.click(delivery.getByRole('button', { name: '疏肝和胃方查看配送订单' }));
    expect(page.router.state.location.pathname + page.router.state.location.search).toBe('/fulfillmentOrder?orderId=DO00000007');
  });

  it('处方笺 opens the sheets of the visit', async () => {
    const page = renderRx();
    await screen.findByRole('article', { name: '疏肝和胃方' });
    await page.press('处方笺');
    expect(page.router.state.location.pathname + page.router.state.location.search).toBe('/prescriptionImage?visitRecordId=42');
  });

  it('a prescription whose delivery order is paid (modifyFlag false) offers no 更换药材 / 修改重量 and says why', async () => {
    const locked: PrescriptionInfo = { ...MAIN_RX, modifyFlag: false, status: 1, deliveryOrderId: 'DO00000001' };
    renderRx({ 'POST /health/v2/prescription': { code: 200, data: prescriptionResponse({ prescriptionInfos: [locked] }) } });
    await screen.findByRole('article', { name: '疏肝和胃方' });
    const main = card('疏肝和胃方');
    expect(main.getByText('柴胡')).toBeInTheDocument();
    expect(main.queryByRole('button', { name: '更换药材柴胡' })).toBeNull();
    expect(main.queryByRole('button', { name: '修改重量柴胡' })).toBeNull();
    expect(main.queryByRole('columnheader', { name: '操作' })).toBeNull();
    // Notes also flag toxic herbs (附子 有毒): the lock's is the one with its words.
    const lockedNote = '该处方的配送订单已支付，不能再修改';
    expect(main.getAllByRole('note').filter((n) => n.textContent === lockedNote)).toHaveLength(1);
  });

  it('asks for the other three tabs only when each is first opened (A, D, G)', async () => {
    const page = renderRx();
    await screen.findByRole('article', { name: '疏肝和胃方' });
    expect(requestsOf('POST /health/v2/rela/record')).toEqual([]);
    const tabs: [string, 'A' | 'D' | 'G'][] = [
      ['针灸信息', 'A'],
      ['健康预测信息', 'D'],
      ['通用方信息', 'G'],
    ];
    for (const [title, kind] of tabs) {
      await page.user.click(screen.getByRole('tab', { name: title }));
      expect(await screen.findByTestId(`related-${kind}`)).toHaveTextContent(`${kind}-内容`);
      expect(requestsOf('POST /health/v2/rela/record').at(-1)).toEqual({
        relaVisitRecordId: 42,
        patientId: 7,
        recordType: kind,
        toDoDay: '2026-12-01',
        takeDays: 7,
      });
    }
    await page.user.click(screen.getByRole('tab', { name: '针灸信息' }));
    expect(requestsOf('POST /health/v2/rela/record')).toHaveLength(3);
  });

  it('without visitRecordId and patientId explains instead of asking', () => {
    renderRx({}, '/Prescription?visitRecordId=abc');
    expect(screen.getByRole('alert')).toHaveTextContent('缺少就诊记录信息');
    expect(requestsOf('POST /health/v2/prescription')).toEqual([]);
  });

  it('a refused prescription offers 重试', async () => {
    const page = renderRx({ 'POST /health/v2/prescription': apiError('出方异常，请联系管理员') });
    expect(await screen.findByText('处方获取失败')).toBeInTheDocument();
    await page.press('重试');
    await waitFor(() => expect(requestsOf('POST /health/v2/prescription')).toHaveLength(2));
  });
});

describe('更换药材', () => {
  it('an empty replacement list says 无可更换药品 and opens nothing', async () => {
    const page = renderRx({ 'POST /health/v1/prescription/replace': { code: 200, data: { replaceMedicines: [] } } });
    await openDialog(page, '更换药材', '柴胡');
    await waitFor(() => expect(notify.info).toHaveBeenCalledWith('无可更换药品'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(requestsOf('POST /health/v1/prescription/replace')).toEqual([{ patientId: 7, visitRecordId: 42, medicineName: '柴胡', number: 1 }]);
  });

  it('must choose; an unsafe choice is named before submitting and cannot be sent; a safe one is, then the prescriptions reload', async () => {
    const replaced: PrescriptionInfo = {
      ...MAIN_RX,
      prescription: MAIN_RX.prescription.map((l) => (l.key === '黄芩' ? { ...l, key: '大枣' } : l)),
    };
    const page = renderRx({
      'POST /health/v1/prescription/replace': { code: 200, data: { replaceMedicines: ['海藻', '大枣'] } },
      'POST /health/v1/prescription/replace/submit': { code: 200 },
      'POST /health/v1/prescription': { code: 200, data: [replaced] },
    });
    await openDialog(page, '更换药材', '黄芩');
    const dialog = within(await screen.findByRole('dialog'));
    await page.user.click(dialog.getByRole('button', { name: '确定更换' }));
    expect(notify.error).toHaveBeenLastCalledWith('请选择需要更换的药材');

    // 海藻 next to the prescription's 甘草 is 十八反: named at once, refused on submit.
    await page.user.click(dialog.getByRole('radio', { name: '海藻' }));
    const expected = checkHerbCombination(['柴胡', '海藻', '半夏', '甘草'], { pregnant: false });
    expect(expected).toMatch(/十八反/);
    expect(dialog.getByRole('alert')).toHaveTextContent(expected!);
    await page.user.click(dialog.getByRole('button', { name: '确定更换' }));
    expect(notify.error).toHaveBeenLastCalledWith(expected);
    expect(requestsOf('POST /health/v1/prescription/replace/submit')).toEqual([]);

    await page.user.click(dialog.getByRole('radio', { name: '大枣' }));
    expect(dialog.queryByRole('alert')).toBeNull();
    await page.user.click(dialog.getByRole('button', { name: '确定更换' }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('修改成功'));
    expect(requestsOf('POST /health/v1/prescription/replace/submit')).toEqual([
      { visitRecordId: 42, oldMedicineName: '黄芩', replaceMedicineName: '大枣', oldWeight: 9, replaceWeight: 9, number: 2 },
    ]);
    expect(callMock.mock.calls.find(([k]) => k === 'POST /health/v1/prescription/replace/submit')?.[2]).toMatchObject({
      fallback: '更换药材失败',
    });
    await waitFor(() => expect(requestsOf('POST /health/v1/prescription')).toEqual([{ visitRecordId: 42 }]));
    expect(await card('疏肝和胃方').findByText('大枣')).toBeInTheDocument();
    expect(card('疏肝和胃方').queryByText('黄芩')).toBeNull();
  });

  it('a pregnant patient is warned of a herb forbidden in pregnancy', async () => {
    const inquiry = defaultInquiry();
    inquiry.basic_array[0].value = '是';
    const page = renderRx({
      'POST /health/v2/prescription': { code: 200, data: prescriptionResponse({ inquiryInfo: inquiry }) },
      'POST /health/v1/prescription/replace': { code: 200, data: { replaceMedicines: ['麝香'] } },
    });
    await openDialog(page, '更换药材', '柴胡');
    const dialog = within(await screen.findByRole('dialog'));
    await page.user.click(dialog.getByRole('radio', { name: '麝香' }));
    const expected = checkHerbCombination(['麝香', '黄芩', '半夏', '甘草'], { pregnant: true });
    expect(expected).toMatch(/孕妇/);
    expect(dialog.getByRole('alert')).toHaveTextContent(expected!);
  });

  it('a choice whose 药典 range does not hold the weight is named at once and not sent (黄芩 9 g → 鹿茸 1～2 g)', async () => {
    const page = renderRx({
      'POST /health/v1/prescription/replace': { code: 200, data: { replaceMedicines: ['鹿茸', '大枣'] } },
      'POST /health/v1/prescription/replace/submit': { code: 200 },
    });
    await openDialog(page, '更换药材', '黄芩');
    const dialog = within(await screen.findByRole('dialog'));
    await page.user.click(dialog.getByRole('radio', { name: '鹿茸' }));
    expect(dialog.getByRole('alert')).toHaveTextContent('鹿茸的用量超出药典范围（1～2g）');
    await page.user.click(dialog.getByRole('button', { name: '确定更换' }));
    expect(notify.error).toHaveBeenLastCalledWith('鹿茸的用量超出药典范围（1～2g）');
    expect(requestsOf('POST /health/v1/prescription/replace/submit')).toEqual([]);
    await page.user.click(dialog.getByRole('radio', { name: '大枣' }));
    expect(dialog.queryByRole('alert')).toBeNull();
  });

  it('a refused submit keeps the dialog open', async () => {
    const page = renderRx({
      'POST /health/v1/prescription/replace': { code: 200, data: { replaceMedicines: ['大枣'] } },
      'POST /health/v1/prescription/replace/submit': apiError('更换药材失败'),
    });
    await openDialog(page, '更换药材', '黄芩');
    const dialog = within(await screen.findByRole('dialog'));
    await page.user.click(dialog.getByRole('radio', { name: '大枣' }));
    await page.user.click(dialog.getByRole('button', { name: '确定更换' }));
    await waitFor(() => expect(requestsOf('POST /health/v1/prescription/replace/submit')).toHaveLength(1));
    expect(screen.getByRole('dialog')).toBeVisible();
    expect(notify.success).not.toHaveBeenCalled();
    expect(requestsOf('POST /health/v1/prescription')).toEqual([]);
  });
});

describe('修改重量', () => {
  it('needs an integer from 1 to 999 g within the 药典 range, said while typing, then submits the same herb at the new weight and reloads', async () => {
    const changed: PrescriptionInfo = {
      ...MAIN_RX,
      prescription: MAIN_RX.prescription.map((l) => (l.key === '柴胡' ? { ...l, value: '7g' } : l)),
    };
    const page = renderRx({
      'POST /health/v1/prescription/replace/submit': { code: 200 },
      'POST /health/v1/prescription': { code: 200, data: [changed] },
    });
    await openDialog(page, '修改重量', '柴胡');
    const dialog = within(await screen.findByRole('dialog'));
    const input = dialog.getByLabelText('新的用量');
    expect(input).toHaveValue('12');
    expect(dialog.getByText(/药典每日 3～10g/)).toBeInTheDocument();
    // The stored 12 g is above the 药典's 3～10 g of 柴胡: named before anything is typed.
    expect(dialog.getByRole('alert')).toHaveTextContent('柴胡的用量超出药典范围（3～10g）');
    await page.user.clear(input);
    expect(dialog.getByRole('alert')).toHaveTextContent('请输入药材重量');
    await page.user.click(dialog.getByRole('button', { name: '确定修改' }));
    expect(notify.error).toHaveBeenLastCalledWith('请输入药材重量');
    await page.user.type(input, '0');
    await page.user.click(dialog.getByRole('button', { name: '确定修改' }));
    expect(notify.error).toHaveBeenLastCalledWith('药材重量必须是1-999之间的整数');
    // Nothing is cut to fit: 1000 stays 1000 (never 100) and is refused with the rule's message.
    await page.user.clear(input);
    await page.user.type(input, '1000');
    expect(input).toHaveValue('1000');
    expect(dialog.getByRole('alert')).toHaveTextContent('药材重量必须是1-999之间的整数');
    await page.user.click(dialog.getByRole('button', { name: '确定修改' }));
    expect(notify.error).toHaveBeenLastCalledWith('药材重量必须是1-999之间的整数');
    await page.user.clear(input);
    await page.user.type(input, '1.5');
    expect(input).toHaveValue('1.5');
    expect(dialog.getByRole('alert')).toHaveTextContent('药材重量必须是1-999之间的整数');
    await page.user.clear(input);
    await page.user.type(input, '999');
    expect(dialog.getByRole('alert')).toHaveTextContent('柴胡的用量超出药典范围（3～10g）');
    await page.user.click(dialog.getByRole('button', { name: '确定修改' }));
    expect(notify.error).toHaveBeenLastCalledWith('柴胡的用量超出药典范围（3～10g）');
    expect(requestsOf('POST /health/v1/prescription/replace/submit')).toEqual([]);
    await page.user.clear(input);
    await page.user.type(input, '7');
    expect(dialog.queryByRole('alert')).toBeNull();
    await page.user.click(dialog.getByRole('button', { name: '确定修改' }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('修改成功'));
    expect(requestsOf('POST /health/v1/prescription/replace/submit')).toEqual([
      { visitRecordId: 42, oldMedicineName: '柴胡', replaceMedicineName: '柴胡', oldWeight: 12, replaceWeight: 7, number: 1 },
    ]);
    expect(await card('疏肝和胃方').findByText('7g')).toBeInTheDocument();
  });
});
