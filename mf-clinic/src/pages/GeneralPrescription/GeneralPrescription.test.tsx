import { screen, waitFor, within } from '@testing-library/react';
import { notify, readDraft } from '@tcm/shared';
import { requestsOf, type CallTable } from '@tcm/shared/testing/calls';
import { renderPage } from '../../test/renderPage';
import { relatedRecord } from '../../test/visitFixtures';
import { commonResponse, GENERAL_RX } from '../../test/generalFixtures';
import GeneralPrescriptionPage from '.';

jest.mock('@tcm/shared', () => jest.requireActual<typeof import('@tcm/shared/testing/mockShared')>('@tcm/shared/testing/mockShared').mockShared());

const URL_ = '/GeneralPrescription?visitRecordId=42&patientId=7&prescriptionType=G';
const REF = { startDate: '2027-02-04', endDate: '2027-02-08', type: 'G' };

function renderGeneral(calls: CallTable = {}, url = URL_) {
  return renderPage(<GeneralPrescriptionPage />, url, {
    popups: true,
    calls: {
      'POST /health/v2/commonPrescription': { code: 200, msg: '', data: commonResponse() },
      'POST /health/v2/rela/record': (req) => ({ code: 200, msg: '', data: relatedRecord(req.recordType) }),
      ...calls,
    },
  });
}

const where = (page: ReturnType<typeof renderGeneral>) => page.router.state.location.pathname + page.router.state.location.search;

async function openMenu(page: ReturnType<typeof renderGeneral>, herb: string, item: '更换药材' | '修改重量') {
  await page.user.click(screen.getByRole('button', { name: `${herb} 更换或修改重量` }));
  await page.user.click(await screen.findByText(item, { selector: '.arco-dropdown-menu-item' }));
}

describe('/GeneralPrescription 处方信息', () => {
  it('shows 支付成功, the patient, the symptoms by 焦, a tab per prescription with its herbs two a row, and the footer', async () => {
    renderGeneral();
    expect(await screen.findByRole('status')).toHaveTextContent('支付成功');
    expect(requestsOf('POST /health/v2/commonPrescription')).toEqual([{ visitRecordId: 42 }]);
    expect(screen.getByTestId('patient-facts')).toHaveTextContent('王小明');
    const symptoms = screen.getByTestId('symptom-table');
    expect(within(symptoms).getByRole('row', { name: /基本信息/ })).toHaveTextContent('是否孕妇：否');
    expect(within(symptoms).getByRole('row', { name: /上焦/ })).toHaveTextContent('头：头痛');
    expect(within(symptoms).getByRole('row', { name: /中焦/ })).toHaveTextContent('无');
    expect(within(symptoms).getByRole('row', { name: /下焦/ })).toHaveTextContent('无');
    expect(screen.getByRole('tab', { name: '桂枝汤' })).toBeInTheDocument();
    const rows = within(screen.getByTestId('herb-pairs')).getAllByRole('row');
    // A header and three rows for five herbs: 1 桂枝 2 白芍 / 3 炙甘草 4 生姜 / 5 大枣.
    expect(rows).toHaveLength(4);
    expect(rows[1]).toHaveTextContent(/^1桂枝9g2白芍9g$/);
    expect(rows[3]).toHaveTextContent(/^5大枣12g$/);
    const footer = screen.getByTestId('rx-footer');
    expect(footer).toHaveTextContent('共 5 味');
    expect(footer).toHaveTextContent('45 g');
    // 2550 fen for 5 doses: ¥5.10 a dose.
    expect(footer).toHaveTextContent('¥5.10/剂');
    // 药费 for the doses and how it is computed (issue 32 item 6).
    expect(footer).toHaveTextContent('药费¥25.50（¥5.10/剂 × 5 剂）');
    expect(screen.getByText(/药费 = 每味药材单价 × 重量 × 剂数/)).toBeInTheDocument();
    expect(footer).toHaveTextContent('2027-02-04 至 2027-02-08');
    expect(footer).toHaveTextContent('5 天');
  });

  it('去配送 of a prescription opens its delivery confirmation (the visit in the session)', async () => {
    const page = renderGeneral();
    await screen.findByTestId('herb-pairs');
    await page.user.click(screen.getByRole('button', { name: '桂枝汤去配送' }));
    expect(where(page)).toBe('/fulfillmentConfirm?index=0');
    expect(readDraft('visitRecordId')).toBe('42');
  });

  it('the radio switches the four views; 针灸 and 健康预测 are asked when first shown, 通用方信息 shows the solar term', async () => {
    const page = renderGeneral();
    await screen.findByTestId('herb-pairs');
    expect(screen.getAllByRole('radio').map((r) => r.closest('label')?.textContent)).toEqual(['处方信息', '针灸信息', '健康预测信息', '通用方信息']);
    await page.user.click(screen.getByRole('radio', { name: '针灸信息' }));
    expect(await screen.findByTestId('related-A')).toHaveTextContent('A-内容');
    expect(screen.queryByTestId('herb-pairs')).toBeNull();
    await page.user.click(screen.getByRole('radio', { name: '健康预测信息' }));
    expect(await screen.findByTestId('related-D')).toBeInTheDocument();
    await page.user.click(screen.getByRole('radio', { name: '通用方信息' }));
    expect(await screen.findByTestId('solar-term')).toHaveTextContent('立春');
    expect(screen.getByTestId('solar-term')).toHaveTextContent('桂枝汤（伤寒论 · 桂枝汤）');
    expect(await screen.findByTestId('related-G')).toBeInTheDocument();
    expect(requestsOf('POST /health/v2/rela/record').map((r) => r.recordType)).toEqual(['A', 'D', 'G']);
    expect(requestsOf('POST /health/v2/rela/record')[0]).toEqual({ relaVisitRecordId: 42, patientId: 7, recordType: 'A', toDoDay: '2027-02-04', takeDays: 5 });
    await page.user.click(screen.getByRole('radio', { name: '处方信息' }));
    expect(await screen.findByTestId('herb-pairs')).toBeInTheDocument();
  });

  it('a self-composed visit is the same component without the 通用方信息 option', async () => {
    renderGeneral({ 'POST /health/v2/commonPrescription': { code: 200, msg: '', data: commonResponse({ prescriptionType: 'S' }) } });
    await screen.findByTestId('herb-pairs');
    expect(screen.getAllByRole('radio').map((r) => r.closest('label')?.textContent)).toEqual(['处方信息', '针灸信息', '健康预测信息']);
  });

  it('更换药材 goes through the v2 calls with the prescription’s dates and type, then reloads', async () => {
    let after = false;
    const page = renderGeneral({
      'POST /health/v2/commonPrescription': () => ({
        code: 200,
        msg: '',
        data: after
          ? commonResponse({
              prescriptionInfos: [{ ...GENERAL_RX, prescription: GENERAL_RX.prescription.map((l) => (l.index === 1 ? { ...l, key: '紫苏叶' } : l)) }],
            })
          : commonResponse(),
      }),
      'POST /health/v2/prescription/replace': { code: 200, msg: '', data: { replaceMedicines: ['紫苏叶', '荆芥'] } },
      'POST /health/v2/prescription/replace/submit': () => {
        after = true;
        return { code: 200, msg: '修改成功' };
      },
    });
    await screen.findByTestId('herb-pairs');
    await openMenu(page, '桂枝', '更换药材');
    const dialog = within(await screen.findByRole('dialog'));
    expect(requestsOf('POST /health/v2/prescription/replace')).toEqual([{ patientId: 7, visitRecordId: 42, medicineName: '桂枝', number: 1, ...REF }]);
    await page.user.click(dialog.getByText('紫苏叶'));
    await page.user.click(dialog.getByRole('button', { name: '确定更换' }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('修改成功'));
    expect(requestsOf('POST /health/v2/prescription/replace/submit')).toEqual([
      { visitRecordId: 42, oldMedicineName: '桂枝', replaceMedicineName: '紫苏叶', oldWeight: 9, replaceWeight: 9, number: 1, ...REF },
    ]);
    expect(await screen.findByRole('button', { name: '紫苏叶 更换或修改重量' })).toBeInTheDocument();
    expect(requestsOf('POST /health/v1/prescription/replace')).toEqual([]);
  });

  it('无可更换药品 opens nothing; 修改重量 sends the new grams through v2', async () => {
    const page = renderGeneral({
      'POST /health/v2/prescription/replace': { code: 200, msg: '', data: { replaceMedicines: [] } },
      'POST /health/v2/prescription/replace/submit': { code: 200, msg: '修改成功' },
    });
    await screen.findByTestId('herb-pairs');
    await openMenu(page, '大枣', '更换药材');
    await waitFor(() => expect(notify.info).toHaveBeenCalledWith('无可更换药品'));
    expect(screen.queryByRole('dialog')).toBeNull();
    await openMenu(page, '大枣', '修改重量');
    const dialog = within(await screen.findByRole('dialog'));
    await page.user.clear(dialog.getByLabelText('新的用量'));
    await page.user.type(dialog.getByLabelText('新的用量'), '15');
    await page.user.click(dialog.getByRole('button', { name: '确定修改' }));
    await waitFor(() => expect(requestsOf('POST /health/v2/prescription/replace/submit')).toHaveLength(1));
    expect(requestsOf('POST /health/v2/prescription/replace/submit')[0]).toEqual({
      visitRecordId: 42,
      oldMedicineName: '大枣',
      replaceMedicineName: '大枣',
      oldWeight: 12,
      replaceWeight: 15,
      number: 5,
      ...REF,
    });
  });

  it('once its delivery order is paid (modifyFlag false) the herbs are plain text with no 更换药材 / 修改重量', async () => {
    const locked = { ...GENERAL_RX, modifyFlag: false, status: 1 as const, deliveryOrderId: 'DO00000009' };
    renderGeneral({ 'POST /health/v2/commonPrescription': { code: 200, msg: '', data: commonResponse({ prescriptionInfos: [locked] }) } });
    const table = within(await screen.findByTestId('herb-pairs'));
    expect(table.getByText('桂枝')).toBeInTheDocument();
    expect(table.queryByRole('button')).toBeNull();
    expect(screen.getByRole('note')).toHaveTextContent('该处方的配送订单已支付，不能再修改');
  });

  it('the v2 calls send back the prescription’s own type (a self-composed one: S)', async () => {
    const self = { ...GENERAL_RX, name: '自拟方', type: 'S' as const };
    const page = renderGeneral({
      'POST /health/v2/commonPrescription': { code: 200, msg: '', data: commonResponse({ prescriptionType: 'S', prescriptionInfos: [self] }) },
      'POST /health/v2/prescription/replace': { code: 200, msg: '', data: { replaceMedicines: [] } },
    });
    await screen.findByTestId('herb-pairs');
    await openMenu(page, '桂枝', '更换药材');
    await waitFor(() => expect(requestsOf('POST /health/v2/prescription/replace')).toHaveLength(1));
    expect(requestsOf('POST /health/v2/prescription/replace')[0]).toMatchObject({ ...REF, type: 'S' });
  });

  it('生成处方 opens the sheet of the visit', async () => {
    const page = renderGeneral();
    await screen.findByTestId('herb-pairs');
    await page.press('生成处方');
    expect(where(page)).toBe('/prescriptionImage?visitRecordId=42');
  });

  it('without a visit in the address says so', () => {
    renderGeneral({}, '/GeneralPrescription');
    expect(screen.getByRole('alert')).toHaveTextContent('缺少就诊记录信息');
    expect(requestsOf('POST /health/v2/commonPrescription')).toEqual([]);
  });
});
