import { screen } from '@testing-library/react';
import { notify, readDraft, writeDraft, type HandmadeDraft, type SelfComposedResult } from '@tcm/shared';
import { clock } from '../../components/patients/clock';
import { defaultInquiry } from '@tcm/shared/clinic';
import { apiError, requestsOf } from '@tcm/shared/testing/calls';
import { prescriptionInfo } from '@tcm/shared/testing/fixtures';
import { renderPage } from '../../test/renderPage';
import { CONSULT, PATIENT } from '../../test/visitFixtures';
import HandmadePrescriptionConfirmPage from '.';

jest.mock('@tcm/shared', () => jest.requireActual<typeof import('@tcm/shared/testing/mockShared')>('@tcm/shared/testing/mockShared').mockShared());

const DRAFT: HandmadeDraft = {
  patientId: 7,
  disease: ' 血虚肝郁 ',
  takeTime: '饭后',
  form: '颗粒',
  pregnant: '是',
  herbs: [
    { medicineId: 1, name: '当归', weight: '10', piecesWeight: 2.5 },
    { medicineId: 3, name: '白芍', weight: '12', piecesWeight: 2.5 },
  ],
  startDate: '2026-12-01',
  endDate: '2026-12-05',
};

/** What the API answers for the submitted prescription (the page reads only the visit and its sheets). */
const RESULT: SelfComposedResult = {
  visitRecordId: 88,
  images: [{ visitRecordId: 88, name: '自拟方' }],
  prescription: {
    visitRecordId: 88,
    state: 'prescribed',
    prescriptionInfos: [prescriptionInfo({ name: '自拟方', type: 'S', visitRecordId: 88, count: 5, supplyDays: 5 })],
    patient: PATIENT,
    startDate: '2026-12-01',
    takeDays: 5,
    inquiryInfo: defaultInquiry(),
    disease: '血虚肝郁',
    takeTime: '饭后',
    form: '颗粒',
    granules: { 1: 4, 2: 4.8 },
  },
};

function renderConfirm(submit: unknown = { code: 200, msg: '', data: RESULT }) {
  return renderPage(<HandmadePrescriptionConfirmPage />, '/handmadePrescriptionConfirm', {
    calls: { 'POST /health/v2/prescription/self/image': submit instanceof Error ? submit : () => submit as never },
  });
}

beforeEach(() => {
  clock.now = () => new Date(2026, 10, 23, 10, 0);
  writeDraft('consultInfo', { ...CONSULT, mode: 2, serviceIndex: null });
  writeDraft('handmadeDraft', DRAFT);
});

describe('/handmadePrescriptionConfirm', () => {
  it('shows the composition read-only with its granule grams', () => {
    renderConfirm();
    expect(screen.getByTestId('handmade-facts')).toHaveTextContent('血虚肝郁');
    expect(screen.getByTestId('handmade-facts')).toHaveTextContent('5 天');
    expect(screen.getByTestId('handmade-facts')).toHaveTextContent('颗粒');
    expect(screen.getByTestId('compose-total')).toHaveTextContent('合计 2 味228.8');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('submits the spec body (饮片 grams, days from start to end, 是否孕妇 and 诊断结果 in the questionnaire) and opens the details', async () => {
    const page = renderConfirm();
    await page.press('确认提交');
    const [req] = requestsOf('POST /health/v2/prescription/self/image');
    expect(req).toMatchObject({
      patientId: PATIENT.patientId,
      toDoDay: '2026-12-01',
      takeDays: 5,
      prescriptionBody: {
        disease: '血虚肝郁',
        take_time: '饭后',
        form: '颗粒',
        total: 22,
        prescriptionList: [
          { key: '当归', value: 10, index: 1 },
          { key: '白芍', value: 12, index: 2 },
        ],
      },
    });
    expect(req.inquiryInfo?.basic_array.find((i) => i.key === '是否孕妇')?.value).toBe('是');
    expect(req.inquiryInfo?.basic_enter_array.find((i) => i.key === '诊断结果')?.value).toBe('血虚肝郁');
    expect(notify.success).toHaveBeenCalledWith('操作成功');
    expect(page.router.state.location.pathname + page.router.state.location.search).toBe('/handmadePrescriptionDetails?visitRecordId=88');
    expect(readDraft('handmadeDraft')).toBeNull();
  });

  it('a refused submit keeps the page and the draft', async () => {
    const page = renderConfirm(apiError('甘草与海藻属十八反，不可同用'));
    await page.press('确认提交');
    expect(page.router.state.location.pathname).toBe('/handmadePrescriptionConfirm');
    expect(readDraft('handmadeDraft')).not.toBeNull();
  });

  it('a draft that breaks a rule (dates now past) says why and cannot be submitted; 返回修改 goes back', async () => {
    clock.now = () => new Date(2026, 11, 2, 10, 0);
    const page = renderConfirm();
    expect(screen.getByText('开始日期必须大于当前日期')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '确认提交' })).toBeDisabled();
    await page.press('返回修改');
    expect(page.router.state.location.pathname).toBe('/handmadePrescription');
  });
});
