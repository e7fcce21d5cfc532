import { screen, waitFor, within } from '@testing-library/react';
import { loadUserInfo, notify, readDraft, writeDraft, type UserInfo } from '@tcm/shared';
import { defaultInquiry } from '@tcm/shared/clinic';
import { clock } from '../../components/patients/clock';
import { dialog, LI, logInAs, pickBirthday, pickRegion, rowsOf, sexShownFor, ZHANG } from '../../components/patients/patientTestKit';
import { callMock, requestsOf, type CallTable } from '@tcm/shared/testing/calls';
import { renderPage, type RenderedPage } from '../../test/renderPage';
import AddPrescriptionContactPage from '.';

jest.mock('@tcm/shared', () => ({
  ...jest.requireActual<typeof import('@tcm/shared/testing/mockShared')>('@tcm/shared/testing/mockShared').mockShared(),
  loadUserInfo: jest.fn(),
}));

const loadUserInfoMock = loadUserInfo as jest.MockedFunction<typeof loadUserInfo>;
const TODAY = new Date(2026, 10, 23, 10, 0);
/** Tests that walk the region cascaders (3 000 options) take seconds in jsdom. */
const SLOW = 30_000;
let doctor: UserInfo;

beforeEach(() => {
  clock.now = () => TODAY;
  doctor = logInAs('doctor');
  loadUserInfoMock.mockResolvedValue(doctor);
});

function renderStart(url = '/addPrescriptionContact?mode=1&serviceIndex=6', calls: CallTable = {}) {
  return renderPage(<AddPrescriptionContactPage />, url, {
    popups: true,
    calls: { 'POST /patient/v1/list': rowsOf([ZHANG, LI]), ...calls },
  });
}

const choose = async (page: RenderedPage, name: string) => page.user.click(await screen.findByRole('button', { name: `选择${name}` }));

/** The browser's date input; typing a whole YYYY-MM-DD sets it. */
async function typeDate(page: RenderedPage, label: string, ymd: string) {
  const input = screen.getByLabelText(label);
  await page.user.clear(input);
  await page.user.type(input, ymd);
}

const start = async (page: RenderedPage, message: string) => {
  await page.press('开始咨询');
  expect(notify.error).toHaveBeenLastCalledWith(message);
};

describe('/addPrescriptionContact', () => {
  it('is titled by mode and asks the onset date only for serviceIndex 6', async () => {
    const { unmount } = renderStart();
    expect(screen.getByRole('heading', { name: '中药组方' })).toBeInTheDocument();
    expect(screen.getByLabelText('发病日期')).toBeInTheDocument();
    await screen.findByText('张三');
    unmount();
    const second = renderStart('/addPrescriptionContact?mode=2');
    expect(screen.getByRole('heading', { name: '自拟组方' })).toBeInTheDocument();
    expect(screen.queryByLabelText('发病日期')).toBeNull();
    await screen.findByText('张三');
    second.unmount();
    renderStart('/addPrescriptionContact?mode=1&serviceIndex=-1');
    expect(screen.getByRole('heading', { name: '通用方' })).toBeInTheDocument();
    await screen.findByText('张三');
  });

  it("shows each patient’s sex as the API answers it: 张三 ('1') 男, 李秀英 ('0') 女", async () => {
    renderStart();
    expect(await sexShownFor('张三')).toBe('男');
    expect(await sexShownFor('李秀英')).toBe('女');
  });

  it('pages the picker by 5 with the 搜索 fallback, and shows its pager only beyond 5 patients', async () => {
    const { unmount } = renderStart('/addPrescriptionContact?mode=1', { 'POST /patient/v1/list': rowsOf([ZHANG, LI], 5) });
    await screen.findByText('张三');
    expect(requestsOf('POST /patient/v1/list')[0]).toEqual({ name: '', pageNum: 1, pageSize: 5 });
    expect(callMock.mock.calls[0][2]).toMatchObject({ fallback: '搜索异常，请联系管理员' });
    expect(screen.queryByRole('listitem', { name: '第 2 页' })).toBeNull();
    unmount();
    renderStart('/addPrescriptionContact?mode=1', { 'POST /patient/v1/list': rowsOf([ZHANG, LI], 6) });
    await screen.findByText('张三');
    expect(screen.getByRole('listitem', { name: '第 2 页' })).toBeInTheDocument();
  });

  it('warns 未找到该患者，请手动添加 when a phone search finds nobody, not for a name', async () => {
    const page = renderStart('/addPrescriptionContact?mode=1', {
      'POST /patient/v1/list': ({ name }) => (name ? rowsOf([]) : rowsOf([ZHANG, LI])),
    });
    await screen.findByText('张三');
    await page.user.type(screen.getByLabelText('搜索患者'), '李四');
    await page.press('搜索');
    expect(await screen.findByText('没有找到匹配的患者')).toBeInTheDocument();
    expect(notify.warning).not.toHaveBeenCalled();
    await page.user.clear(screen.getByLabelText('搜索患者'));
    await page.user.type(screen.getByLabelText('搜索患者'), '13900000000');
    await page.press('搜索');
    await waitFor(() => expect(notify.warning).toHaveBeenCalledWith('未找到该患者，请手动添加'));
    expect(requestsOf('POST /patient/v1/list').at(-1)).toEqual({ name: '13900000000', pageNum: 1, pageSize: 5 });
    expect(notify.warning).toHaveBeenCalledTimes(1);
  });

  it('checks the start rules in the spec’s order', async () => {
    const page = renderStart();
    await screen.findByText('张三');
    await start(page, '请先添加患者信息');
    await choose(page, '张三');
    expect(screen.getByTestId('chosen-patient')).toHaveTextContent('张三');
    await start(page, '请选择使用日期');
    await typeDate(page, '使用日期', '2026-11-30');
    await start(page, '请输入使用天数');
    await page.user.type(screen.getByLabelText('使用天数'), '七');
    await start(page, '请输入正确的天数');
    await page.user.clear(screen.getByLabelText('使用天数'));
    await page.user.type(screen.getByLabelText('使用天数'), '31');
    await start(page, '使用天数不能大于30天');
    await page.user.clear(screen.getByLabelText('使用天数'));
    await page.user.type(screen.getByLabelText('使用天数'), '0');
    await start(page, '使用天数不能小于1天');
    expect(loadUserInfoMock).not.toHaveBeenCalled();
    expect(screen.queryByTestId('elsewhere')).toBeNull();
  });

  it('says each broken rule under its field too, in the words of the field’s label (issue 32: 使用日期 beside 开始日期)', async () => {
    const page = renderStart();
    await choose(page, '张三');
    await start(page, '请选择使用日期');
    const item = (label: string) => screen.getByLabelText(label).closest('.arco-form-item') as HTMLElement;
    expect(item('使用日期')).toHaveTextContent('请选择使用日期');
    expect(item('使用日期')).toHaveTextContent('即开方日期');
    await typeDate(page, '使用日期', '2026-11-23');
    await waitFor(() => expect(item('使用日期')).not.toHaveTextContent('请选择使用日期'));
    await start(page, '开方日期必须大于当前日期');
    expect(item('使用日期')).toHaveTextContent('开方日期必须大于当前日期');
    await typeDate(page, '使用日期', '2026-11-30');
    await start(page, '请输入使用天数');
    expect(item('使用天数')).toHaveTextContent('请输入使用天数');
    expect(screen.queryByText('开始日期')).toBeNull();
  });

  it('keeps the calendars within the rules, and answers a typed day outside them with the spec’s words', async () => {
    const page = renderStart();
    await choose(page, '张三');
    expect(screen.getByLabelText('使用日期')).toHaveAttribute('min', '2026-11-24');
    expect(screen.getByLabelText('使用日期')).toHaveAttribute('max', '2027-11-23');
    expect(screen.getByLabelText('发病日期')).toHaveAttribute('max', '2026-11-23');
    await typeDate(page, '使用日期', '2026-11-23');
    await start(page, '开方日期必须大于当前日期');
    await typeDate(page, '使用日期', '2027-11-24');
    await start(page, '开方日期必须在一年以内');
    await typeDate(page, '使用日期', '2027-11-23');
    await page.user.type(screen.getByLabelText('使用天数'), '30');
    await typeDate(page, '发病日期', '2026-11-24');
    await start(page, '发病日期不能大于当前日期');
    await typeDate(page, '发病日期', '2026-11-23');
    await page.press('开始咨询');
    expect(await screen.findByTestId('elsewhere')).toHaveTextContent('/prescriptionInfo?mode=1');
    expect(readDraft('consultInfo')).toMatchObject({ useDate: '2027-11-23', illDay: '2026-11-23', useDays: 30 });
  });

  it('starts the consultation: consultInfo with the onset date defaulting to today, then the questionnaire', async () => {
    const page = renderStart();
    await choose(page, '李秀英');
    await typeDate(page, '使用日期', '2026-12-01');
    await page.user.type(screen.getByLabelText('使用天数'), '7');
    await page.press('开始咨询');
    expect(await screen.findByTestId('elsewhere')).toHaveTextContent('/prescriptionInfo?mode=1');
    expect(loadUserInfoMock).toHaveBeenCalledTimes(1);
    expect(readDraft('consultInfo')).toEqual({
      contact: LI,
      useDate: '2026-12-01',
      illDay: '2026-11-23',
      useDays: 7,
      mode: 1,
      serviceIndex: 6,
    });
    expect(readDraft('contactList')).toEqual([LI]);
  });

  it('refuses with 没有开方权限 when getInfo says the right is gone, and stays', async () => {
    const page = renderStart();
    await choose(page, '张三');
    await typeDate(page, '使用日期', '2026-12-01');
    await page.user.type(screen.getByLabelText('使用天数'), '7');
    loadUserInfoMock.mockResolvedValue({ ...doctor, roles: ['common'], doctor: null });
    await start(page, '没有开方权限');
    expect(screen.queryByTestId('elsewhere')).toBeNull();
    expect(readDraft('consultInfo')).toBeNull();
  });

  it('warns an agent (home grid right, not the clinic’s) before anything is typed', async () => {
    logInAs('agent');
    renderStart();
    expect(await screen.findByRole('alert')).toHaveTextContent('没有开方权限');
  });

  it('preselects the patient 去开方 chose, and keeps an earlier questionnaire only for the same patient', async () => {
    writeDraft('contactList', [ZHANG]);
    writeDraft('consultInfo', { contact: ZHANG, useDate: '2026-12-02', useDays: 5, mode: 1, serviceIndex: 6, illDay: '2026-11-20' });
    writeDraft('submitData', { inquiryInfo: defaultInquiry() });
    writeDraft('visitRecordId', '42');
    const page = renderStart();
    expect(screen.getByTestId('chosen-patient')).toHaveTextContent('张三');
    expect(screen.getByLabelText('使用天数')).toHaveValue('5');
    await page.press('开始咨询');
    await screen.findByTestId('elsewhere');
    expect(readDraft('visitRecordId')).toBe('42');
    expect(readDraft('consultInfo')).toMatchObject({ useDate: '2026-12-02', illDay: '2026-11-20', useDays: 5 });
  });

  it('drops the earlier questionnaire and visit when another patient is chosen', async () => {
    writeDraft('consultInfo', { contact: ZHANG, useDate: '2026-12-02', useDays: 5, mode: 1, serviceIndex: 6 });
    writeDraft('submitData', { inquiryInfo: defaultInquiry() });
    writeDraft('visitRecordId', '42');
    const page = renderStart();
    await choose(page, '李秀英');
    await page.press('开始咨询');
    await screen.findByTestId('elsewhere');
    expect(readDraft('visitRecordId')).toBeNull();
    expect(readDraft('submitData')).toBeNull();
    expect(readDraft('consultInfo')?.contact).toEqual(LI);
  });

  it(
    'adds a patient from the picker (添加异常 fallback) and chooses them',
    async () => {
      const WANG = { ...ZHANG, patientId: 5, name: '王五', birthday: '2000-06-15', lunarBirthday: '二〇〇〇年五月十四' };
      const page = renderStart('/addPrescriptionContact?mode=1&serviceIndex=6', { 'POST /patient/v1': { code: 200, data: WANG } });
      await screen.findByText('张三');
      await page.press('新建患者');
      const d = await dialog();
      await page.user.type(d.getByLabelText('姓名'), '王五');
      await pickBirthday(page.user);
      await pickRegion(page.user, 0, ['广东省', '广州市', '天河区']);
      await pickRegion(page.user, 1, ['广东省', '广州市', '天河区']);
      await page.user.click(d.getByRole('button', { name: '保存' }));
      await waitFor(() => expect(screen.getByTestId('chosen-patient')).toHaveTextContent('王五'));
      expect(notify.success).toHaveBeenCalledWith('添加成功');
      expect(callMock.mock.calls.find(([k]) => k === 'POST /patient/v1')?.[2]).toMatchObject({ fallback: '添加异常，请联系管理员' });
      expect(within(screen.getByTestId('chosen-patient')).getByText('2000-06-15')).toBeInTheDocument();
    },
    SLOW,
  );
});
