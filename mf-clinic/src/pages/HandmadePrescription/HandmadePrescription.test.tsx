import { screen, waitFor, within } from '@testing-library/react';
import { notify, readDraft, writeDraft, type Medicine, type MedicineListQuery } from '@tcm/shared';
import { clock } from '../../components/patients/clock';
import { clearHerbSearchCache } from './herbPicker/HerbPicker';
import { requestsOf } from '@tcm/shared/testing/calls';
import { renderPage, type RenderedPage } from '../../test/renderPage';
import { CONSULT } from '../../test/visitFixtures';
import HandmadePrescriptionPage from '.';

jest.mock('@tcm/shared', () => jest.requireActual<typeof import('@tcm/shared/testing/mockShared')>('@tcm/shared/testing/mockShared').mockShared());

/** A few herbs of the catalogue, ranked as the API ranks them for the keywords used here. */
const M = (medicineId: number, medicineName: string, pinyinInitialName: string, piecesWeight: number): Medicine => ({
  medicineId,
  medicineName,
  pinyinInitialName,
  piecesWeight,
});
const CATALOGUE: Record<string, Medicine[]> = {
  dg: [M(1, '当归', 'dg', 2.5), M(2, '地骨皮', 'dgp', 5)],
  gc: [M(3, '甘草', 'gc', 3), M(4, '炙甘草', 'zgc', 3)],
  hz: [M(5, '海藻', 'hz', 5), M(6, '诃子', 'hz', 3)],
  sl: [M(7, '三棱', 'sl', 5)],
  xx: [M(8, '细辛', 'xx', 5)],
  fz: [M(9, '附子', 'fz', 5)],
};

function renderCompose() {
  return renderPage(<HandmadePrescriptionPage />, '/handmadePrescription', {
    popups: true,
    calls: { 'GET /medicine/list': (q: MedicineListQuery) => ({ code: 200, rows: CATALOGUE[q.keyword ?? ''] ?? [], total: 0 }) },
  });
}

const search = () => screen.getByRole('combobox', { name: '搜索药材' });
const weight = () => screen.getByLabelText('药材重量');

/** Types initials, waits for the first match, then adds it with Enter, Enter. */
async function addHerb(page: RenderedPage, initials: string, name: string, grams: string) {
  await page.user.clear(search());
  await page.user.type(search(), initials);
  await waitFor(() => expect(screen.getAllByRole('option')[0]).toHaveTextContent(name));
  await page.user.keyboard('{Enter}');
  expect(search()).toHaveValue(name);
  expect(weight()).toHaveFocus();
  await page.user.type(weight(), `${grams}{Enter}`);
}

const rows = () => within(screen.getByRole('table', { name: '处方药材' })).getAllByRole('row');

beforeEach(() => {
  clock.now = () => new Date(2026, 10, 23, 10, 0);
  clearHerbSearchCache();
  writeDraft('consultInfo', { ...CONSULT, mode: 2, serviceIndex: null });
});

describe('/handmadePrescription 自拟组方', () => {
  it('without a mode-2 consultation, shows the way back to the start screen', async () => {
    writeDraft('consultInfo', CONSULT);
    const page = renderCompose();
    await page.press('去选择患者');
    expect(page.router.state.location.pathname + page.router.state.location.search).toBe('/addPrescriptionContact?mode=2');
  });

  it('answers 下一步 with spec 3 §5 in its order, then opens the confirm page', async () => {
    const page = renderCompose();
    expect(screen.getByTestId('handmade-patient')).toHaveTextContent('王小明');
    expect(screen.getByLabelText('开始日期')).toHaveValue('2026-12-01');
    expect(screen.getByLabelText('结束日期')).toHaveValue('2026-12-07');

    await page.press('下一步');
    expect(notify.error).toHaveBeenLastCalledWith('请输入诊断结果');
    await page.user.type(screen.getByLabelText('诊断结果'), '气血两虚');
    await page.press('下一步');
    expect(notify.error).toHaveBeenLastCalledWith('请选择服用时间');
    await page.user.click(within(screen.getByRole('group', { name: '服用时间' })).getByText('饭前'));
    await page.press('下一步');
    expect(notify.error).toHaveBeenLastCalledWith('请添加处方');

    await page.press('添加');
    expect(notify.error).toHaveBeenLastCalledWith('请选择药材');
    await addHerb(page, 'dg', '当归', '10');
    expect(rows()).toHaveLength(3); // head, 当归, total
    await page.user.clear(screen.getByLabelText('当归饮片重量'));
    await page.user.type(screen.getByLabelText('当归饮片重量'), '0');
    await page.press('下一步');
    expect(notify.error).toHaveBeenLastCalledWith('当归剂量必须为大于0的数字');
    await page.user.clear(screen.getByLabelText('当归饮片重量'));
    await page.user.type(screen.getByLabelText('当归饮片重量'), '12');

    await page.press('下一步');
    expect(page.router.state.location.pathname).toBe('/handmadePrescriptionConfirm');
    expect(readDraft('handmadeDraft')).toMatchObject({
      patientId: 7,
      disease: '气血两虚',
      takeTime: '饭前',
      form: '饮片',
      herbs: [{ name: '当归', weight: '12', piecesWeight: 2.5, medicineId: 1 }],
      startDate: '2026-12-01',
      endDate: '2026-12-07',
    });
  });

  it('asks 是否孕妇 of a woman of 14 to 49 instead of presetting 否: required after 服用时间 (issue 32)', async () => {
    writeDraft('consultInfo', { ...CONSULT, mode: 2, serviceIndex: null, contact: { ...CONSULT.contact, sex: '0', birthday: '1985-04-12' } });
    const page = renderCompose();
    const group = screen.getByRole('group', { name: '是否孕妇' });
    expect(within(group).queryByRole('radio', { checked: true })).toBeNull();
    expect(group).toHaveAccessibleDescription('患者为育龄女性（14–49 岁），请确认是否怀孕');
    await page.user.type(screen.getByLabelText('诊断结果'), '气血两虚');
    await page.user.click(within(screen.getByRole('group', { name: '服用时间' })).getByText('饭前'));
    await page.press('下一步');
    expect(notify.error).toHaveBeenLastCalledWith('请选择是否孕妇');
    expect(within(group).getByRole('alert')).toHaveTextContent('请选择是否孕妇');
    await page.user.click(within(group).getByText('否'));
    expect(within(group).queryByRole('alert')).toBeNull();
    await page.press('下一步');
    expect(notify.error).toHaveBeenLastCalledWith('请添加处方');
    expect(readDraft('handmadeDraft')?.pregnant).toBe('否');
  });

  it('the picker: dg offers 当归 first, arrows move, Enter picks; a herb already there is refused', async () => {
    const page = renderCompose();
    await page.user.type(search(), 'dg');
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(2));
    expect(requestsOf('GET /medicine/list').at(-1)).toMatchObject({ keyword: 'dg', pageSize: 8 });
    const [first, second] = screen.getAllByRole('option');
    expect(first).toHaveTextContent('当归dg');
    expect(first).toHaveAttribute('aria-selected', 'true');
    await page.user.keyboard('{ArrowDown}');
    expect(second).toHaveAttribute('aria-selected', 'true');
    expect(search()).toHaveAttribute('aria-activedescendant', second.id);
    await page.user.keyboard('{ArrowUp}{Enter}');
    expect(search()).toHaveValue('当归');
    await page.user.keyboard('{Enter}');
    expect(notify.error).toHaveBeenLastCalledWith('请输入药材重量');
    await page.user.type(weight(), '10{Enter}');
    expect(screen.getByTestId('herb-row-当归')).toBeInTheDocument();
    expect(search()).toHaveValue('');
    expect(search()).toHaveFocus();

    await addHerb(page, 'dg', '当归', '6');
    expect(notify.error).toHaveBeenLastCalledWith('不能选择相同的药材');
    expect(rows()).toHaveLength(3);
  });

  it('flags 甘草 + 海藻 (十八反) on both rows before submit and refuses it; removing one clears it', async () => {
    const page = renderCompose();
    await page.user.type(screen.getByLabelText('诊断结果'), '脾虚');
    await page.user.click(within(screen.getByRole('group', { name: '服用时间' })).getByText('饭后'));
    await addHerb(page, 'gc', '甘草', '6');
    await page.user.clear(search());
    await page.user.type(search(), 'hz');
    await waitFor(() => expect(screen.getAllByRole('option')[0]).toHaveTextContent('与甘草相反/相畏'));
    await page.user.keyboard('{Enter}');
    await page.user.type(weight(), '10{Enter}');
    expect(within(screen.getByTestId('herb-row-甘草')).getByText('十八反：海藻')).toBeInTheDocument();
    expect(within(screen.getByTestId('herb-row-海藻')).getByText('十八反：甘草')).toBeInTheDocument();
    expect(screen.getByText('甘草与海藻属十八反，不可同用，请删除或更换后再提交')).toBeInTheDocument();
    await page.press('下一步');
    expect(notify.error).toHaveBeenLastCalledWith('甘草与海藻属十八反，不可同用');
    expect(page.router.state.location.pathname).toBe('/handmadePrescription');

    await page.press('删除海藻');
    expect(screen.queryByText('十八反：甘草')).not.toBeInTheDocument();
    await page.press('下一步');
    expect(page.router.state.location.pathname).toBe('/handmadePrescriptionConfirm');
  });

  it("a weight outside the herb's 药典 range is named while typing, in the picker and in the table, and never cut to fit", async () => {
    const page = renderCompose();
    await page.user.type(screen.getByLabelText('诊断结果'), '风寒头痛');
    await page.user.click(within(screen.getByRole('group', { name: '服用时间' })).getByText('饭后'));
    await page.user.type(search(), 'xx');
    await waitFor(() => expect(screen.getAllByRole('option')[0]).toHaveTextContent('细辛'));
    await page.user.keyboard('{Enter}');
    expect(weight()).toHaveAttribute('placeholder', '1～3g');
    await page.user.type(weight(), '999');
    // Said before 添加 is pressed.
    const picker = within(screen.getByTestId('herb-picker'));
    expect(picker.getByRole('alert')).toHaveTextContent('细辛的用量超出药典范围（1～3g）');
    expect(notify.error).not.toHaveBeenCalled();
    await page.user.keyboard('{Enter}');
    expect(notify.error).toHaveBeenLastCalledWith('细辛的用量超出药典范围（1～3g）');
    expect(screen.queryByTestId('herb-row-细辛')).not.toBeInTheDocument();
    await page.user.clear(weight());
    await page.user.type(weight(), '3');
    expect(picker.queryByRole('alert')).not.toBeInTheDocument();
    await page.user.keyboard('{Enter}');
    const row = () => within(screen.getByTestId('herb-row-细辛'));
    expect(row().queryByRole('alert')).not.toBeInTheDocument();

    const field = screen.getByLabelText('细辛饮片重量');
    await page.user.clear(field);
    await page.user.type(field, '4');
    expect(row().getByRole('alert')).toHaveTextContent('细辛的用量超出药典范围（1～3g）');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    await page.press('下一步');
    expect(notify.error).toHaveBeenLastCalledWith('细辛的用量超出药典范围（1～3g）');
    expect(page.router.state.location.pathname).toBe('/handmadePrescription');
    await page.user.clear(field);
    await page.user.type(field, '1000');
    expect(field).toHaveValue('1000');
    expect(row().getByRole('alert')).toHaveTextContent('细辛剂量必须是1-999之间的整数');
    await page.user.clear(field);
    await page.user.type(field, '2');
    expect(row().queryByRole('alert')).not.toBeInTheDocument();
    await page.press('下一步');
    expect(page.router.state.location.pathname).toBe('/handmadePrescriptionConfirm');
  });

  it("flags a toxic herb with the 药典's label (附子 有毒), in the list and on its row; a harmless one carries none", async () => {
    const page = renderCompose();
    await page.user.type(search(), 'fz');
    await waitFor(() => expect(screen.getAllByRole('option')[0]).toHaveTextContent('附子fz有毒'));
    await page.user.keyboard('{Enter}');
    await page.user.type(weight(), '9{Enter}');
    expect(within(screen.getByTestId('herb-row-附子')).getByRole('note')).toHaveTextContent('有毒');
    await addHerb(page, 'dg', '当归', '10');
    expect(within(screen.getByTestId('herb-row-当归')).queryByRole('note')).not.toBeInTheDocument();
  });

  it('pregnancy: 三棱 is flagged 孕妇禁用 only when 是否孕妇 is 是, and refused then', async () => {
    const page = renderCompose();
    await page.user.type(screen.getByLabelText('诊断结果'), '癥瘕');
    await page.user.click(within(screen.getByRole('group', { name: '服用时间' })).getByText('饭后'));
    await addHerb(page, 'sl', '三棱', '6');
    expect(within(screen.getByTestId('herb-row-三棱')).queryByText('孕妇禁用')).not.toBeInTheDocument();
    await page.user.click(within(screen.getByRole('group', { name: '是否孕妇' })).getByText('是'));
    expect(within(screen.getByTestId('herb-row-三棱')).getByText('孕妇禁用')).toBeInTheDocument();
    await page.press('下一步');
    expect(notify.error).toHaveBeenLastCalledWith('孕妇禁用：三棱');
  });

  it('颗粒 shows the granule grams and their total; the draft survives a new render (a reload)', async () => {
    const page = renderCompose();
    await addHerb(page, 'dg', '当归', '10');
    await addHerb(page, 'gc', '甘草', '10');
    expect(screen.queryByText('颗粒（g）')).not.toBeInTheDocument();
    await page.user.click(within(screen.getByRole('group', { name: '剂型' })).getByText('颗粒'));
    const row = screen.getByTestId('herb-row-甘草');
    expect(within(row).getAllByRole('cell')[3]).toHaveTextContent('3.333333');
    expect(screen.getByTestId('compose-total')).toHaveTextContent('合计 2 味207.333333');

    page.unmount();
    renderCompose();
    expect(screen.getByTestId('herb-row-当归')).toBeInTheDocument();
    expect(screen.getByTestId('compose-total')).toHaveTextContent('7.333333');
  });

  it("another patient's draft is not reused", () => {
    writeDraft('handmadeDraft', {
      patientId: 99,
      disease: '别人的',
      takeTime: '饭后',
      form: '饮片',
      pregnant: '否',
      herbs: [],
      startDate: '2026-12-01',
      endDate: '2026-12-02',
    });
    renderCompose();
    expect(screen.getByLabelText('诊断结果')).toHaveValue('');
  });
});
