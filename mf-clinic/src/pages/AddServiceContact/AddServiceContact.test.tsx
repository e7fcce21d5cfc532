import { act, screen, waitFor } from '@testing-library/react';
import { notify, readDraft, writeDraft, type ServiceResult } from '@tcm/shared';
import { SERVICES } from '@tcm/shared/clinic';
import { clock } from '../../components/patients/clock';
import { LI, logInAs, rowsOf, sexShownFor, ZHANG } from '../../components/patients/patientTestKit';
import { apiError, callMock, requestsOf, type CallTable } from '@tcm/shared/testing/calls';
import { renderPage, type RenderedPage } from '../../test/renderPage';
import AddServiceContactPage from '.';

jest.mock('@tcm/shared', () => jest.requireActual<typeof import('@tcm/shared/testing/mockShared')>('@tcm/shared/testing/mockShared').mockShared());

const TODAY = new Date(2026, 10, 23, 10, 0);

const answer = (serviceIndex: ServiceResult['serviceIndex']): ServiceResult => ({
  serviceIndex,
  title: SERVICES[serviceIndex].title,
  patientId: ZHANG.patientId,
  patientName: ZHANG.name,
  startDate: '2026-12-01',
  endDate: '2026-12-07',
  days: 7,
  sections: [{ heading: '结果', lines: ['一行'] }],
  acupoints: [],
});

const ok = (serviceIndex: ServiceResult['serviceIndex']) => ({ code: 200, data: answer(serviceIndex) });

/** Every service call answers; the patient list has 张三 and 李秀英. */
const SERVICE_CALLS: CallTable = {
  'POST /patient/v1/list': rowsOf([ZHANG, LI]),
  'POST /health/v1/disease': ok(1),
  'POST /health/v1/dietTherapy': ok(2),
  'POST /health/v1/massage': ok(3),
  'POST /health/v1/acupuncture': ok(4),
  'POST /health/v1/medicine': (req) => ok(req.serviceIndex ?? 5),
  'POST /health/v1/customTea': { code: 200, data: { ...answer(9), customTeaResult: ['一行'], visitRecordId: 77 } },
  'POST /health/v1/liuQiYin': ok(11),
};

beforeEach(() => {
  clock.now = () => TODAY;
  logInAs('doctor');
});

function renderStart(serviceIndex: number | string, calls: CallTable = {}) {
  return renderPage(<AddServiceContactPage />, `/addServiceContact?serviceIndex=${serviceIndex}`, {
    popups: true,
    calls: { ...SERVICE_CALLS, ...calls },
  });
}

async function fill(page: RenderedPage, { patient, date, days }: { patient?: string; date?: string; days?: string }) {
  if (patient) await page.user.click(await screen.findByRole('button', { name: `选择${patient}` }));
  if (date !== undefined) {
    await page.user.clear(screen.getByLabelText('开始日期'));
    if (date) await page.user.type(screen.getByLabelText('开始日期'), date);
  }
  if (days !== undefined) {
    await page.user.clear(screen.getByLabelText('天数'));
    if (days) await page.user.type(screen.getByLabelText('天数'), days);
  }
}

const refuses = async (page: RenderedPage, message: string) => {
  await page.press('开始查询');
  expect(notify.error).toHaveBeenLastCalledWith(message);
  expect(screen.queryByTestId('elsewhere')).toBeNull();
};

describe('/addServiceContact', () => {
  it.each([
    [1, '健康预测'],
    [2, '药茶'],
    [3, '经络调理'],
    [4, '针灸'],
    [5, '中成药'],
    [9, '定制养生茶'],
    [10, '药食同源'],
    [11, '六气饮'],
  ])('serviceIndex %i is titled %s and picks patients 5 a page', async (index, title) => {
    renderStart(index);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    await screen.findByText('张三');
    expect(requestsOf('POST /patient/v1/list')[0]).toEqual({ name: '', pageNum: 1, pageSize: 5 });
  });

  it.each(['6', '-1', '', 'x', '12'])('says so for serviceIndex %p, which is no service of this page', (index) => {
    renderStart(index);
    expect(screen.getByRole('alert')).toHaveTextContent('未知的服务');
    expect(screen.queryByRole('button', { name: '开始查询' })).toBeNull();
  });

  it("shows each patient’s sex in the picker as the API answers it: 张三 ('1') 男, 李秀英 ('0') 女", async () => {
    renderStart(4);
    expect(await sexShownFor('张三')).toBe('男');
    expect(await sexShownFor('李秀英')).toBe('女');
  });

  it('checks the start rules of service 1 in the spec’s order, the calendar within them', async () => {
    const page = renderStart(1);
    await screen.findByText('张三');
    expect(screen.getByLabelText('开始日期')).toHaveAttribute('min', '2026-11-24');
    expect(screen.getByLabelText('开始日期')).toHaveAttribute('max', '2027-11-23');
    await refuses(page, '请先添加患者信息');
    await fill(page, { patient: '张三' });
    await refuses(page, '请选择开始日期');
    await fill(page, { date: '2026-11-23' });
    await refuses(page, '开始日期必须大于当前日期');
    await fill(page, { date: '2027-11-24' });
    await refuses(page, '开始日期必须在一年以内');
    await fill(page, { date: '2027-11-23' });
    await refuses(page, '请输入天数');
    await fill(page, { days: '7.5' });
    await refuses(page, '请输入整数天数');
    await fill(page, { days: '七' });
    await refuses(page, '请输入整数天数');
    await fill(page, { days: '0' });
    await refuses(page, '天数不能小于1天');
    await fill(page, { days: '366' });
    await refuses(page, '天数不能超过365天');
    expect(requestsOf('POST /health/v1/disease')).toEqual([]);
    await fill(page, { days: '365' });
    await page.press('开始查询');
    expect(await screen.findByTestId('elsewhere')).toHaveTextContent('/serviceResult');
  });

  it('limits 六气饮 (11) to 30 days', async () => {
    const page = renderStart(11);
    await fill(page, { patient: '张三', date: '2026-12-01', days: '31' });
    await refuses(page, '天数不能超过30天');
    await fill(page, { days: '' });
    await refuses(page, '请输入天数');
    await fill(page, { days: '30' });
    await page.press('开始查询');
    await screen.findByTestId('elsewhere');
    expect(requestsOf('POST /health/v1/liuQiYin')).toEqual([{ patientId: 1, toDoDay: '2026-12-01', takeDays: 30 }]);
  });

  it.each([
    [3, 'POST /health/v1/massage', 7],
    [4, 'POST /health/v1/acupuncture', 10],
  ] as const)('does not require the days of service %i (%s), and still checks them when given', async (index, key, course) => {
    const page = renderStart(index);
    expect(screen.getByLabelText('天数')).toHaveAttribute('placeholder', `默认 ${course}`);
    expect(screen.getByText(`选填，不填写则按标准疗程 ${course} 天`)).toBeInTheDocument();
    await fill(page, { patient: '张三', date: '2026-12-01', days: '1.5' });
    await refuses(page, '请输入整数天数');
    await fill(page, { days: '0' });
    await refuses(page, '天数不能小于1天');
    await fill(page, { days: '' });
    await page.press('开始查询');
    await screen.findByTestId('elsewhere');
    expect(requestsOf(key)).toEqual([{ patientId: 1, toDoDay: '2026-12-01' }]);
    expect(readDraft('serviceInfo')).toEqual({ patientId: 1, useDate: '2026-12-01', useDays: null, serviceIndex: index, patient: ZHANG });
  });

  it.each([
    [1, 'POST /health/v1/disease', { patientId: 2, toPredictDay: '20261201', predictDays: 7 }],
    [9, 'POST /health/v1/customTea', { patientId: 2, toPredictDay: '20261201', predictDays: 7 }],
    [2, 'POST /health/v1/dietTherapy', { patientId: 2, toDoDay: '2026-12-01', takeDays: 7 }],
    [4, 'POST /health/v1/acupuncture', { patientId: 2, toDoDay: '2026-12-01', takeDays: 7 }],
    [5, 'POST /health/v1/medicine', { patientId: 2, toDoDay: '2026-12-01', takeDays: 7, serviceIndex: 5 }],
    [10, 'POST /health/v1/medicine', { patientId: 2, toDoDay: '2026-12-01', takeDays: 7, serviceIndex: 10 }],
    [11, 'POST /health/v1/liuQiYin', { patientId: 2, toDoDay: '2026-12-01', takeDays: 7 }],
  ] as const)('service %i calls %s with its body, keeps the start and the answer, then shows the result', async (index, key, body) => {
    const page = renderStart(index);
    await fill(page, { patient: '李秀英', date: '2026-12-01', days: '7' });
    await page.press('开始查询');
    expect(await screen.findByTestId('elsewhere')).toHaveTextContent(/^\/serviceResult$/);
    expect(requestsOf(key)).toEqual([body]);
    expect(callMock.mock.calls.find(([k]) => k === key)?.[2]).toMatchObject({ fallback: '服务异常，请联系管理员' });
    const request = { patientId: 2, useDate: '2026-12-01', useDays: 7, serviceIndex: index };
    expect(readDraft('serviceInfo')).toEqual({ ...request, patient: LI });
    expect(readDraft('serviceResult')).toMatchObject({ request, result: { serviceIndex: index } });
  });

  it('runs the service once on a double click', async () => {
    let release: () => void = () => {};
    const page = renderStart(9, {
      'POST /health/v1/customTea': () =>
        new Promise((resolve) => {
          release = () => resolve({ code: 200, data: { ...answer(9), customTeaResult: [], visitRecordId: 77 } });
        }),
    });
    await fill(page, { patient: '张三', date: '2026-12-01', days: '7' });
    const button = screen.getByRole('button', { name: '开始查询' });
    await page.user.dblClick(button);
    await waitFor(() => expect(requestsOf('POST /health/v1/customTea')).toHaveLength(1));
    release();
    await screen.findByTestId('elsewhere');
    expect(requestsOf('POST /health/v1/customTea')).toHaveLength(1);
  });

  it('stays with what was entered when the service refuses, and keeps no older answer', async () => {
    writeDraft('serviceResult', { request: { patientId: 1, useDate: '2026-11-30', useDays: 3, serviceIndex: 4 }, result: answer(4) });
    const page = renderStart(4, { 'POST /health/v1/acupuncture': apiError('患者不存在') });
    await fill(page, { patient: '张三', date: '2026-12-01', days: '5' });
    await page.press('开始查询');
    await waitFor(() => expect(requestsOf('POST /health/v1/acupuncture')).toHaveLength(1));
    expect(screen.queryByTestId('elsewhere')).toBeNull();
    expect(screen.getByLabelText('天数')).toHaveValue('5');
    expect(readDraft('serviceResult')).toBeNull();
    expect(readDraft('serviceInfo')).toMatchObject({ useDate: '2026-12-01', useDays: 5, serviceIndex: 4 });
  });

  it('says the rule broken, or the server’s refusal about one field, under that field as well as in the toast', async () => {
    const page = renderStart(4, { 'POST /health/v1/acupuncture': apiError('开始日期必须大于当前日期') });
    await fill(page, { patient: '张三' });
    await refuses(page, '请选择开始日期');
    const item = (label: string) => screen.getByLabelText(label).closest('.arco-form-item') as HTMLElement;
    expect(item('开始日期')).toHaveTextContent('请选择开始日期');
    await fill(page, { date: '2026-12-01', days: '5' });
    await page.press('开始查询');
    // The server's clock passed midnight meanwhile: its words, under the date.
    await waitFor(() => expect(item('开始日期')).toHaveTextContent('开始日期必须大于当前日期'));
    expect(item('天数')).not.toHaveTextContent('开始日期必须大于当前日期');
  });

  it('shows the kept start again after a reload; another service keeps the patient and day but not the days', async () => {
    const page = renderStart(11);
    await fill(page, { patient: '李秀英', date: '2026-12-03', days: '12' });
    await page.press('开始查询');
    await screen.findByTestId('elsewhere');
    page.unmount();

    const again = renderStart(11);
    expect(screen.getByTestId('chosen-patient')).toHaveTextContent('李秀英');
    expect(screen.getByLabelText('开始日期')).toHaveValue('2026-12-03');
    expect(screen.getByLabelText('天数')).toHaveValue('12');
    await screen.findByText('张三');
    again.unmount();

    renderStart(1);
    expect(screen.getByTestId('chosen-patient')).toHaveTextContent('李秀英');
    expect(screen.getByLabelText('开始日期')).toHaveValue('2026-12-03');
    expect(screen.getByLabelText('天数')).toHaveValue('');
    await screen.findByText('张三');
  });

  it('becomes the other service’s form when the address changes while the page is open', async () => {
    const page = renderStart(11);
    await fill(page, { patient: '张三', days: '31' });
    await act(() => page.router.navigate('/addServiceContact?serviceIndex=4'));
    expect(screen.getByRole('heading', { level: 1, name: '针灸' })).toBeInTheDocument();
    expect(screen.getByLabelText('天数')).toHaveValue('');
    expect(screen.getByLabelText('天数')).toHaveAttribute('placeholder', '默认 10');
    await screen.findByText('张三');
  });

  it.each([9, 10, 11])('refuses service %i to an ordinary user, opened directly, with 没有开方权限', (index) => {
    logInAs('common');
    renderStart(index);
    expect(screen.getByTestId('service-refused')).toHaveTextContent('没有开方权限');
    expect(screen.queryByRole('button', { name: '开始查询' })).toBeNull();
    expect(callMock).not.toHaveBeenCalled();
  });

  it.each([1, 2, 3, 4, 5])('lets an ordinary user run service %i, as the home grid does', async (index) => {
    logInAs('common');
    renderStart(index);
    expect(screen.getByRole('button', { name: '开始查询' })).toBeInTheDocument();
    await screen.findByText('张三');
  });

  it('lets an agent (the home grid’s right, reading A) run 六气饮', async () => {
    logInAs('agent');
    renderStart(11);
    expect(screen.getByRole('button', { name: '开始查询' })).toBeInTheDocument();
    await screen.findByText('张三');
  });
});
