import { screen, waitFor } from '@testing-library/react';
import { readDraft, writeDraft } from '@tcm/shared';
import { defaultInquiry } from '@tcm/shared/clinic';
import { apiError, requestsOf } from '@tcm/shared/testing/calls';
import { renderPage } from '../../test/renderPage';
import { CONSULT } from '../../test/visitFixtures';
import GeneralPrescriptionInfoPage from '.';

jest.mock('@tcm/shared', () => jest.requireActual<typeof import('@tcm/shared/testing/mockShared')>('@tcm/shared/testing/mockShared').mockShared());

const GENERAL = { ...CONSULT, serviceIndex: -1, useDate: '2027-02-04', useDays: 5 };
const QUOTE = { price: 0, freeFlag: true, visitRecordId: 42 };
const where = (page: ReturnType<typeof renderPage>) => page.router.state.location.pathname + page.router.state.location.search;

describe('/GeneralPrescriptionInfo 通用方信息', () => {
  it('shows the patient and the usage read-only, and submits with the default questionnaire', async () => {
    writeDraft('consultInfo', GENERAL);
    const page = renderPage(<GeneralPrescriptionInfoPage />, '/GeneralPrescriptionInfo', {
      calls: { 'POST /health/v1/granulesPrice': { code: 200, msg: '', data: QUOTE } },
    });
    expect(screen.getByTestId('patient-basics')).toHaveTextContent('王小明');
    expect(screen.getByTestId('usage-info')).toHaveTextContent('2027-02-04');
    expect(screen.getByTestId('usage-info')).toHaveTextContent('5 天');
    expect(screen.queryByRole('textbox')).toBeNull();
    await page.press('提交通用方信息');
    await waitFor(() => expect(where(page)).toBe('/GeneralPrescriptionResult'));
    expect(requestsOf('POST /health/v1/granulesPrice')).toEqual([{ patientId: 7, toDoDay: '2027-02-04', takeDays: 5, inquiryInfo: defaultInquiry() }]);
    expect(readDraft('visitRecordId')).toBe('42');
    expect(readDraft('submitData')).toEqual({ inquiryInfo: defaultInquiry(), quote: QUOTE });
  });

  it("sends the session's questionnaire and visit when there are some", async () => {
    writeDraft('consultInfo', GENERAL);
    const inquiry = defaultInquiry();
    inquiry.basic_array.find((i) => i.key === '是否孕妇')!.value = '是';
    writeDraft('submitData', { inquiryInfo: inquiry });
    writeDraft('visitRecordId', '41');
    const page = renderPage(<GeneralPrescriptionInfoPage />, '/GeneralPrescriptionInfo', {
      calls: { 'POST /health/v1/granulesPrice': { code: 200, msg: '', data: QUOTE } },
    });
    await page.press('提交通用方信息');
    await waitFor(() => expect(where(page)).toBe('/GeneralPrescriptionResult'));
    expect(requestsOf('POST /health/v1/granulesPrice')[0]).toMatchObject({ visitRecordId: 41, inquiryInfo: inquiry });
  });

  it('a refused price stays on the page (the client toasted the server’s words)', async () => {
    writeDraft('consultInfo', GENERAL);
    const page = renderPage(<GeneralPrescriptionInfoPage />, '/GeneralPrescriptionInfo', {
      calls: { 'POST /health/v1/granulesPrice': apiError('开方日期必须大于当前日期') },
    });
    await page.press('提交通用方信息');
    await waitFor(() => expect(requestsOf('POST /health/v1/granulesPrice')).toHaveLength(1));
    expect(where(page)).toBe('/GeneralPrescriptionInfo');
    expect(screen.getByRole('button', { name: '提交通用方信息' })).toBeEnabled();
  });

  it('without a consultation leads back to the general start screen', async () => {
    const page = renderPage(<GeneralPrescriptionInfoPage />, '/GeneralPrescriptionInfo');
    expect(screen.getByRole('alert')).toHaveTextContent('请先选择患者');
    await page.press('去选择患者');
    expect(where(page)).toBe('/addPrescriptionContact?mode=1&serviceIndex=-1');
  });
});
