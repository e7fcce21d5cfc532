import { screen, waitFor, within } from '@testing-library/react';
import { notify, readDraft, writeDraft } from '@tcm/shared';
import { clock } from '../../components/patients/clock';
import { dialog, LI, logInAs, pickBirthday, pickRegion, rowsOf, ZHANG } from '../../components/patients/patientTestKit';
import { apiError, callMock, requestsOf, type CallTable } from '@tcm/shared/testing/calls';
import { renderPage, type RenderedPage } from '../../test/renderPage';
import ContactPage from '.';

jest.mock('@tcm/shared', () => jest.requireActual<typeof import('@tcm/shared/testing/mockShared')>('@tcm/shared/testing/mockShared').mockShared());

const TODAY = new Date(2026, 10, 23, 10, 0);
/** Tests that walk the region cascaders (3 000 options) take seconds in jsdom. */
const SLOW = 30_000;
beforeEach(() => {
  clock.now = () => TODAY;
  logInAs('doctor');
});

function renderContact(calls: CallTable = {}) {
  return renderPage(<ContactPage />, '/Contact', { popups: true, calls: { 'POST /patient/v1/list': rowsOf([ZHANG, LI]), ...calls } });
}

const rowOf = async (name: string) => (await screen.findByText(name)).closest('tr')!;

async function rowAction(page: RenderedPage, name: string, action: string) {
  await page.user.click(within(await rowOf(name)).getByRole('button', { name: `${action}${name}` }));
}

describe('/Contact patient list', () => {
  it('shows the seven columns with both birthdays, 8 a page, with the 患者查询 fallback', async () => {
    renderContact();
    const row = await rowOf('张三');
    for (const title of ['姓名', '性别', '阳历生日', '农历生日', '手机号', '常住地址', '出生地址', '操作']) {
      expect(screen.getByRole('columnheader', { name: title })).toBeInTheDocument();
    }
    const cells = [...row.querySelectorAll('td')].map((td) => [td.getAttribute('data-label'), td.textContent]);
    expect(cells.slice(0, 7)).toEqual([
      ['姓名', '张三'],
      ['性别', '男'],
      ['阳历生日', '1980-05-01'],
      ['农历生日', '一九八〇年三月十七'],
      ['手机号', '13700000001'],
      ['常住地址', '浙江省杭州市西湖区'],
      ['出生地址', '湖北省黄冈市蕲春县'],
    ]);
    expect(within(await rowOf('李秀英')).getByText('女')).toBeInTheDocument();
    expect(requestsOf('POST /patient/v1/list')[0]).toEqual({ name: '', pageNum: 1, pageSize: 8 });
    expect(callMock.mock.calls[0][2]).toMatchObject({ fallback: '患者查询异常，请联系管理员' });
    expect(screen.getByPlaceholderText('姓名或出生日期')).toBeInTheDocument();
    for (const action of ['去开方', '就诊记录', '编辑', '删除']) {
      expect(within(row).getByRole('button', { name: `${action}张三` })).toHaveTextContent(action);
    }
  });

  it('searches from page 1 with the typed text', async () => {
    const page = renderContact();
    await rowOf('张三');
    await page.user.type(screen.getByLabelText('搜索患者'), '1980-05');
    await page.press('搜索');
    await waitFor(() => expect(requestsOf('POST /patient/v1/list')).toHaveLength(2));
    expect(requestsOf('POST /patient/v1/list')[1]).toEqual({ name: '1980-05', pageNum: 1, pageSize: 8 });
  });

  it('shows the pager only when 10 × pages exceeds 10: not for 8 patients, yes for 9', async () => {
    const { unmount } = renderContact({ 'POST /patient/v1/list': rowsOf([ZHANG, LI], 8) });
    await rowOf('张三');
    expect(screen.queryByRole('listitem', { name: '第 2 页' })).toBeNull();
    unmount();
    const page = renderContact({ 'POST /patient/v1/list': rowsOf([ZHANG, LI], 9) });
    await rowOf('张三');
    await page.user.click(screen.getByRole('listitem', { name: '第 2 页' }));
    await waitFor(() => expect(requestsOf('POST /patient/v1/list').at(-1)).toEqual({ name: '', pageNum: 2, pageSize: 8 }));
  });

  it('says there are no patients yet, or none matching a search', async () => {
    const page = renderContact({ 'POST /patient/v1/list': rowsOf([]) });
    expect(await screen.findByText('还没有患者，点击“新建患者”添加')).toBeInTheDocument();
    await page.user.type(screen.getByLabelText('搜索患者'), '王');
    await page.press('搜索');
    expect(await screen.findByText('没有找到匹配的患者')).toBeInTheDocument();
    // A phone that finds nobody says what to do, as the start screen's picker does (spec 2 §4).
    await page.user.clear(screen.getByLabelText('搜索患者'));
    await page.user.type(screen.getByLabelText('搜索患者'), '13912345678');
    await page.press('搜索');
    expect(await screen.findByText('未找到该患者，请手动添加')).toBeInTheDocument();
  });

  it('shows a failed load with 重新加载, which asks again', async () => {
    let fail = true;
    const page = renderContact({
      'POST /patient/v1/list': () => (fail ? Promise.reject(apiError('患者查询异常，请联系管理员')) : Promise.resolve(rowsOf([ZHANG]))),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('患者列表加载失败');
    fail = false;
    await page.press('重新加载');
    expect(await rowOf('张三')).toBeInTheDocument();
  });
});

describe('/Contact row menu', () => {
  it('asks before deleting; 取消 keeps the patient, 删除 says 患者已删除 and reloads', async () => {
    const page = renderContact({ 'DELETE /patient/v1/:patientId': { code: 200 } });
    await rowAction(page, '张三', '删除');
    const confirm = within(await screen.findByRole('dialog', { name: '删除患者' }));
    expect(confirm.getByText('确定要删除患者“张三”吗？其就诊记录仍会保留。')).toBeInTheDocument();
    await page.user.click(confirm.getByRole('button', { name: '取消' }));
    expect(requestsOf('DELETE /patient/v1/:patientId')).toHaveLength(0);

    await rowAction(page, '张三', '删除');
    const again = within((await screen.findAllByRole('dialog', { name: '删除患者' })).at(-1)!);
    await page.user.click(again.getByRole('button', { name: '删除' }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('患者已删除'));
    const del = callMock.mock.calls.find(([k]) => k === 'DELETE /patient/v1/:patientId')!;
    expect(del[2]).toMatchObject({ params: { patientId: 1 }, fallback: '删除失败，请联系管理员' });
    await waitFor(() => expect(requestsOf('POST /patient/v1/list')).toHaveLength(2));
  });

  it('keeps the row when the delete is refused', async () => {
    const page = renderContact({ 'DELETE /patient/v1/:patientId': apiError('删除失败，请联系管理员') });
    await rowAction(page, '张三', '删除');
    const confirm = within(await screen.findByRole('dialog', { name: '删除患者' }));
    await page.user.click(confirm.getByRole('button', { name: '删除' }));
    await waitFor(() => expect(requestsOf('DELETE /patient/v1/:patientId')).toHaveLength(1));
    expect(notify.success).not.toHaveBeenCalled();
    expect(requestsOf('POST /patient/v1/list')).toHaveLength(1);
  });

  it('去开方 without the prescription-start right says 没有开方权限 and stays', async () => {
    // An agent has the home grid's right (reading A) but not the clinic's (reading B, spec 2 §6).
    logInAs('agent');
    const page = renderContact();
    await rowAction(page, '张三', '去开方');
    expect(notify.error).toHaveBeenCalledWith('没有开方权限');
    expect(screen.queryByTestId('elsewhere')).toBeNull();
    expect(readDraft('contactList')).toBeNull();
  });

  it('去开方 for a certified doctor starts a new consultation with this patient', async () => {
    writeDraft('visitRecordId', '99');
    const page = renderContact();
    await rowAction(page, '张三', '去开方');
    expect(await screen.findByTestId('elsewhere')).toHaveTextContent('/addPrescriptionContact?mode=1&serviceIndex=6');
    expect(readDraft('contactList')).toEqual([ZHANG]);
    expect(readDraft('visitRecordId')).toBeNull();
  });

  it('就诊记录 opens the patient’s visit history', async () => {
    const page = renderContact();
    await rowAction(page, '李秀英', '就诊记录');
    expect(await screen.findByTestId('elsewhere')).toHaveTextContent('/medicalRecords?patientId=2');
  });
});

describe('/Contact patient dialog', () => {
  it(
    'checks the rules in the spec’s order, with 男 by default',
    async () => {
      const page = renderContact({ 'POST /patient/v1': { code: 200 } });
      await page.press('新建患者');
      const d = await dialog();
      expect(d.getByRole('radio', { name: '男' })).toBeChecked();
      const save = async (message: string) => {
        await page.user.click(d.getByRole('button', { name: '保存' }));
        expect(notify.error).toHaveBeenLastCalledWith(message);
      };
      await save('请输入姓名');
      await page.user.type(d.getByLabelText('姓名'), '王五');
      await save('请选择出生日期');
      clock.now = () => new Date(2000, 5, 15, 9, 0);
      await pickBirthday(page.user);
      await save('出生日期必须小于当前日期');
      clock.now = () => TODAY;
      await save('请选择常住地址');
      await pickRegion(page.user, 0, ['广东省', '广州市', '天河区']);
      await save('请选择出生地址');
      await pickRegion(page.user, 1, ['海外', '日本']);
      await page.user.type(d.getByLabelText('手机号'), '1370000');
      await save('请输入正确的手机号码');
      expect(requestsOf('POST /patient/v1')).toEqual([]);
    },
    SLOW,
  );

  it(
    'adds a patient born on a lunar leap-month day, with joined region names; 添加成功, list reloads',
    async () => {
      const stored = { ...ZHANG, patientId: 3, name: '王五' };
      const page = renderContact({ 'POST /patient/v1': { code: 200, data: stored } });
      await page.press('新建患者');
      const d = await dialog();
      await page.user.type(d.getByLabelText('姓名'), '王五');
      await page.user.click(d.getByRole('radio', { name: '女' }));
      await pickBirthday(page.user, { lunar: true, year: '1987年', month: '闰六月', day: '初五' });
      expect(d.getByRole('button', { name: '出生日期 1987-07-30' })).toBeInTheDocument();
      await pickRegion(page.user, 0, ['广东省', '广州市', '天河区']);
      await pickRegion(page.user, 1, ['湖北省', '黄冈市', '蕲春县']);
      await page.user.click(d.getByRole('button', { name: '保存' }));
      await waitFor(() => expect(notify.success).toHaveBeenCalledWith('添加成功'));
      expect(requestsOf('POST /patient/v1')).toEqual([
        { name: '王五', sex: '0', phoneNo: '', birthday: '1987-07-30', liveArea: '广东省广州市天河区', birthArea: '湖北省黄冈市蕲春县' },
      ]);
      expect(callMock.mock.calls.find(([k]) => k === 'POST /patient/v1')?.[2]).toMatchObject({ fallback: '添加失败，请联系管理员' });
      await waitFor(() => expect(requestsOf('POST /patient/v1/list')).toHaveLength(2));
    },
    SLOW,
  );

  it('edits a patient, the stored areas read back into the cascaders; 修改成功', async () => {
    const page = renderContact({ 'POST /patient/v1': { code: 200, data: ZHANG } });
    await rowAction(page, '张三', '编辑');
    const d = await dialog();
    expect(d.getByText('编辑患者')).toBeInTheDocument();
    expect(d.getByLabelText('姓名')).toHaveValue('张三');
    expect(d.getByRole('button', { name: '出生日期 1980-05-01' })).toBeInTheDocument();
    expect(d.getAllByTestId('region-cascader')[0]).toHaveTextContent('浙江省 / 杭州市 / 西湖区');
    await page.user.clear(d.getByLabelText('手机号'));
    await page.user.click(d.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('修改成功'));
    expect(requestsOf('POST /patient/v1')).toEqual([
      { patientId: 1, name: '张三', sex: '1', phoneNo: '', birthday: '1980-05-01', liveArea: '浙江省杭州市西湖区', birthArea: '湖北省黄冈市蕲春县' },
    ]);
    expect(callMock.mock.calls.find(([k]) => k === 'POST /patient/v1')?.[2]).toMatchObject({ fallback: '编辑失败，请联系管理员' });
  });

  it('says a refusal of the server about one field beside that field too, until it is edited', async () => {
    const page = renderContact({ 'POST /patient/v1': apiError('手机号格式不正确') });
    await rowAction(page, '张三', '编辑');
    const d = await dialog();
    await page.user.click(d.getByRole('button', { name: '保存' }));
    // The toast is the client's (mocked here): the words on screen are the field's.
    const beside = await d.findByText('手机号格式不正确');
    expect(beside.closest('.arco-form-item')).toContainElement(d.getByLabelText('手机号'));
    await page.user.clear(d.getByLabelText('手机号'));
    await waitFor(() => expect(d.queryByText('手机号格式不正确')).toBeNull());
  });

  it('keeps the dialog and what was typed when the save is refused', async () => {
    const page = renderContact({ 'POST /patient/v1': apiError('编辑失败，请联系管理员') });
    await rowAction(page, '李秀英', '编辑');
    const d = await dialog();
    await page.user.click(d.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(requestsOf('POST /patient/v1')).toHaveLength(1));
    expect(notify.success).not.toHaveBeenCalled();
    expect(d.getByLabelText('姓名')).toHaveValue('李秀英');
    // About no one field: the toast alone says it.
    expect(d.queryByText('编辑失败，请联系管理员')).toBeNull();
  });
});
