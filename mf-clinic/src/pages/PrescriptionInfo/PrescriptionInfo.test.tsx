import { act, screen, waitFor, within } from '@testing-library/react';
import { notify, readDraft, writeDraft } from '@tcm/shared';
import { defaultInquiry, QUESTIONNAIRE } from '@tcm/shared/clinic';
import { apiError, callMock, requestsOf } from '@tcm/shared/testing/calls';
import { renderPage } from '../../test/renderPage';
import { CONSULT } from '../../test/visitFixtures';
import PrescriptionInfoPage from '.';

jest.mock('@tcm/shared', () => jest.requireActual<typeof import('@tcm/shared/testing/mockShared')>('@tcm/shared/testing/mockShared').mockShared());

// The questionnaire is some 200 controls; under a full parallel test run a test can take seconds.
jest.setTimeout(20_000);

const PRICE = { code: 200, data: { price: 15345, freeFlag: false, visitRecordId: 42 } };

function renderInfo(calls = {}) {
  return renderPage(<PrescriptionInfoPage />, '/prescriptionInfo', { popups: true, calls: { 'POST /health/v1/price': PRICE, ...calls } });
}

const group = (name: string) => screen.getByRole('group', { name });
const checkedIn = (name: string) => within(group(name)).getByRole<HTMLInputElement>('radio', { checked: true }).value;

describe('/prescriptionInfo questionnaire', () => {
  beforeEach(() => writeDraft('consultInfo', CONSULT));

  it('shows the patient and usage, and every single choice at its default with 是否孕妇 required', () => {
    renderInfo();
    expect(screen.getByTestId('consult-summary')).toHaveTextContent('王小明');
    expect(screen.getByTestId('consult-summary')).toHaveTextContent('2026-12-07');
    for (const item of QUESTIONNAIRE.basic_array) expect(checkedIn(item.key)).toBe(item.value);
    expect(group('是否孕妇')).toHaveAttribute('data-required', 'true');
    expect(within(group('是否孕妇')).getByText('*')).toHaveClass('tcm-rxinfo-must');
    expect(group('饮食')).not.toHaveAttribute('data-required');
    expect(within(group('饮食')).queryByText('*')).toBeNull();
    for (const pos of ['左寸', '左关', '左尺', '右寸', '右关', '右尺']) expect(checkedIn(pos)).toBe('正常');
    for (const label of ['体温', '脉搏', '收缩压', '舒张压', '主诉', '诊断结果']) expect(screen.getByLabelText(label)).toHaveValue('');
    expect(screen.getByRole('group', { name: '头' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('group', { name: '头' }))
        .getAllByRole('checkbox')
        .every((c) => !(c as HTMLInputElement).checked),
    ).toBe(true);
  });

  it('keeps every answer in the submitData draft, so a reload (a new mount) shows them again', async () => {
    const page = renderInfo();
    await page.user.click(within(group('是否孕妇')).getByRole('radio', { name: '是' }));
    await page.user.click(within(group('左关')).getByRole('radio', { name: '太过' }));
    await page.user.click(within(screen.getByRole('group', { name: '头' })).getByRole('checkbox', { name: '头痛' }));
    await page.user.type(screen.getByLabelText('体温'), '37.8');
    await page.user.type(screen.getByLabelText('主诉'), '头痛三天');
    page.unmount();

    renderInfo();
    expect(checkedIn('是否孕妇')).toBe('是');
    expect(checkedIn('左关')).toBe('太过');
    expect(within(screen.getByRole('group', { name: '头' })).getByRole('checkbox', { name: '头痛' })).toBeChecked();
    expect(screen.getByLabelText('体温')).toHaveValue('37.8');
    expect(screen.getByLabelText('主诉')).toHaveValue('头痛三天');
    expect(readDraft('submitData')?.inquiryInfo.shangjiao_array[0].value).toEqual(['头痛']);
  });

  it('falls back to the defaults when the saved draft no longer fits the model', () => {
    sessionStorage.setItem('submitData', JSON.stringify({ inquiryInfo: { basic_array: 'broken' } }));
    renderInfo();
    expect(checkedIn('是否孕妇')).toBe('否');
  });

  it.each([
    [{ 体温: '365' }, '请输入正确的体温（34-43℃，最多一位小数）'],
    [{ 脉搏: '300' }, '请输入正确的脉搏（30-220次/分的整数）'],
    [{ 收缩压: '40' }, '请输入正确的收缩压（60-260mmHg的整数）'],
    [{ 舒张压: '200' }, '请输入正确的舒张压（30-160mmHg的整数）'],
    [{ 收缩压: '80', 舒张压: '90' }, '收缩压应大于舒张压'],
  ])('refuses an implausible reading %j before asking for a price', async (typing, message) => {
    const page = renderInfo();
    for (const [label, text] of Object.entries(typing)) await page.user.type(screen.getByLabelText(label), text);
    await page.press('下一步');
    expect(notify.error).toHaveBeenLastCalledWith(message);
    expect(requestsOf('POST /health/v1/price')).toEqual([]);
  });

  it('下一步 prices the questionnaire, keeps the visit and the price in the drafts and opens 信息确认', async () => {
    const page = renderInfo();
    await page.user.type(screen.getByLabelText('体温'), '36.5');
    await page.user.type(screen.getByLabelText('收缩压'), '120');
    await page.user.type(screen.getByLabelText('舒张压'), '80');
    await page.press('下一步');
    await waitFor(() => expect(page.router.state.location.pathname).toBe('/prescriptionResult'));
    const [req] = requestsOf('POST /health/v1/price');
    expect(req).toMatchObject({ patientId: 7, toDoDay: '2026-12-01', takeDays: 7, visitRecordId: undefined });
    expect(req.inquiryInfo.basic_enter_array.find((i) => i.key === '体温')?.value).toBe('36.5');
    expect(callMock.mock.calls[0][2]).toMatchObject({ fallback: '获取支付金额异常，请联系管理员' });
    expect(readDraft('visitRecordId')).toBe('42');
    expect(readDraft('submitData')?.quote).toEqual(PRICE.data);
  });

  it('re-prices the visit of an earlier 下一步 and sends the onset date when there is one', async () => {
    writeDraft('consultInfo', { ...CONSULT, illDay: '2026-11-20' });
    writeDraft('visitRecordId', '41');
    const page = renderInfo();
    await page.press('下一步');
    await waitFor(() => expect(requestsOf('POST /health/v1/price')).toHaveLength(1));
    expect(requestsOf('POST /health/v1/price')[0]).toMatchObject({ visitRecordId: 41, illDay: '2026-11-20' });
  });

  it('stays with every answer when pricing fails', async () => {
    const page = renderInfo({ 'POST /health/v1/price': apiError('获取支付金额异常，请联系管理员') });
    await page.user.type(screen.getByLabelText('脉搏'), '72');
    await page.press('下一步');
    await waitFor(() => expect(requestsOf('POST /health/v1/price')).toHaveLength(1));
    expect(page.router.state.location.pathname).toBe('/prescriptionInfo');
    expect(screen.getByLabelText('脉搏')).toHaveValue('72');
    expect(readDraft('visitRecordId')).toBeNull();
  });

  it('a questionnaire changed after pricing drops the old price', async () => {
    writeDraft('submitData', { inquiryInfo: defaultInquiry(), quote: PRICE.data });
    const page = renderInfo();
    await page.user.click(within(group('睡眠')).getByRole('radio', { name: '失眠' }));
    expect(readDraft('submitData')?.quote).toBeUndefined();
  });
});

describe('/prescriptionInfo: 是否孕妇 for a woman of childbearing age', () => {
  // 41 on the start date 2026-12-01 (issue 32's patient).
  const WOMAN = { ...CONSULT, contact: { ...CONSULT.contact, sex: '0' as const, birthday: '1985-04-12' } };

  it('has no preset answer, says why it is asked, and must be chosen before 下一步', async () => {
    writeDraft('consultInfo', WOMAN);
    const page = renderInfo();
    expect(within(group('是否孕妇')).queryByRole('radio', { checked: true })).toBeNull();
    expect(group('是否孕妇')).toHaveAccessibleDescription('患者为育龄女性（14–49 岁），请确认是否怀孕');
    await page.press('下一步');
    expect(notify.error).toHaveBeenLastCalledWith('请选择是否孕妇');
    expect(within(group('是否孕妇')).getByRole('alert')).toHaveTextContent('请选择是否孕妇');
    expect(group('是否孕妇')).toHaveAccessibleDescription('请选择是否孕妇');
    expect(requestsOf('POST /health/v1/price')).toEqual([]);

    await page.user.click(within(group('是否孕妇')).getByRole('radio', { name: '否' }));
    expect(within(group('是否孕妇')).queryByRole('alert')).toBeNull();
    await page.press('下一步');
    await waitFor(() => expect(requestsOf('POST /health/v1/price')).toHaveLength(1));
    expect(requestsOf('POST /health/v1/price')[0].inquiryInfo.basic_array[0]).toMatchObject({ key: '是否孕妇', value: '否' });
  });

  it('keeps the question unanswered, and every other answer, across a reload', async () => {
    writeDraft('consultInfo', WOMAN);
    const page = renderInfo();
    await page.user.click(within(group('左尺')).getByRole('radio', { name: '不及' }));
    page.unmount();
    renderInfo();
    expect(checkedIn('左尺')).toBe('不及');
    expect(within(group('是否孕妇')).queryByRole('radio', { checked: true })).toBeNull();
  });

  it.each([
    ['a girl of 13', '2012-12-02'],
    ['a woman of 50', '1976-11-30'],
  ])('presets 否 (spec 2 §3) for %s', (_who, birthday) => {
    writeDraft('consultInfo', { ...WOMAN, contact: { ...WOMAN.contact, birthday } });
    renderInfo();
    expect(checkedIn('是否孕妇')).toBe('否');
    expect(group('是否孕妇')).not.toHaveAccessibleDescription();
  });
});

describe('/prescriptionInfo progress', () => {
  beforeEach(() => writeDraft('consultInfo', CONSULT));

  const IDS = ['rxinfo-consult', 'rxinfo-basic', 'rxinfo-vitals', 'rxinfo-pulse', 'rxinfo-burners'];
  /** jsdom lays nothing out: each part's top on screen, as a scrolled phone would have them. */
  const placeParts = (tops: number[]) => {
    IDS.forEach((id, i) => {
      document.getElementById(id)!.getBoundingClientRect = () => ({ top: tops[i] }) as DOMRect;
    });
  };
  it('shows which of the five parts is being read, beside 上一步 and 下一步, and follows the scrolling', async () => {
    renderInfo();
    const bar = screen.getByTestId('section-progress');
    expect(bar.parentElement).toHaveClass('tcm-rxinfo-bar');
    expect(within(bar.parentElement!).getByRole('button', { name: '下一步' })).toBeInTheDocument();

    // A third of the way down jsdom's 768 px window (256 px) is the line a part's top must have passed.
    placeParts([-900, -400, 120, 700, 1500]);
    act(() => void window.dispatchEvent(new Event('scroll')));
    await waitFor(() => expect(bar).toHaveTextContent('第 3/5 部分体征与诊断'));
    placeParts([-2000, -1500, -1100, -300, 200]);
    act(() => void window.dispatchEvent(new Event('scroll')));
    await waitFor(() => expect(bar).toHaveTextContent('第 5/5 部分三焦症状'));
  });
});

describe('/prescriptionInfo on a phone', () => {
  beforeEach(() => {
    writeDraft('consultInfo', CONSULT);
    window.matchMedia = jest.fn((query: string) => ({ matches: query === '(max-width: 767px)' })) as never;
  });
  afterEach(() => {
    delete (window as { matchMedia?: unknown }).matchMedia;
  });

  it('opens only 上焦 at first; the other burners open on a tap and count what is chosen', async () => {
    const page = renderInfo();
    expect(screen.getByRole('group', { name: '头' })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: '胃' })).toBeNull();
    const summary = screen.getByText('中焦').closest('summary')!;
    expect(summary.closest('details')).not.toHaveAttribute('open');
    expect(summary).toHaveTextContent('未选');
    await page.user.click(summary);
    expect(summary.closest('details')).toHaveAttribute('open');
    await page.user.click(within(screen.getByRole('group', { name: '胃' })).getByRole('checkbox', { name: '嗳气' }));
    expect(summary).toHaveTextContent('已选 1 项');
  });
});

describe('/prescriptionInfo without a consultation', () => {
  it('explains and leads back to choosing the patient', async () => {
    const page = renderInfo();
    expect(screen.getByRole('alert')).toHaveTextContent('请先选择患者');
    await page.press('去选择患者');
    expect(page.router.state.location.pathname + page.router.state.location.search).toBe('/addPrescriptionContact?mode=1');
  });
});
