import { screen, waitFor } from '@testing-library/react';
import type { Medicine, MedicineListQuery } from '@tcm/shared';
import { requestsOf } from '@tcm/shared/testing/calls';
import { renderPage } from '../../../test/renderPage';
import { clearHerbSearchCache, HerbPicker } from './HerbPicker';

jest.mock('@tcm/shared', () => require('@tcm/shared/testing/mockShared').mockShared());

const M = (medicineId: number, medicineName: string, pinyinInitialName: string): Medicine => ({ medicineId, medicineName, pinyinInitialName, piecesWeight: 3 });
const TABLE: Record<string, Medicine[]> = {
  d: [M(1, '当归', 'dg'), M(2, '地骨皮', 'dgp'), M(9, '丹参', 'ds')],
  dg: [M(1, '当归', 'dg'), M(2, '地骨皮', 'dgp')],
  ds: [M(9, '丹参', 'ds')],
};

function renderPicker(current: string[] = [], pregnant = false) {
  const onAdd = jest.fn((picked: Medicine | null, weight: string) => (picked && weight ? null : '请选择药材'));
  const page = renderPage(<HerbPicker current={current} pregnant={pregnant} onAdd={onAdd} />, '/handmadePrescription', {
    calls: { 'GET /medicine/list': (q: MedicineListQuery) => ({ code: 200, rows: TABLE[q.keyword ?? ''] ?? [], total: 0 }) },
  });
  return { ...page, onAdd };
}

const search = () => screen.getByRole('combobox', { name: '搜索药材' });

beforeEach(() => clearHerbSearchCache());

describe('HerbPicker', () => {
  it('asks once per keyword: typing it again answers at once from memory', async () => {
    const page = renderPicker();
    await page.user.type(search(), 'dg');
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(2));
    const asked = requestsOf('GET /medicine/list').length;
    await page.user.clear(search());
    await page.user.type(search(), 'dg');
    expect(screen.getAllByRole('option')[0]).toHaveTextContent('当归');
    // Only keywords not seen before were asked for (here: none).
    expect(requestsOf('GET /medicine/list').length).toBe(asked);
  });

  it('marks herbs already in the prescription, pairs with it and pregnancy flags in the list', async () => {
    const page = renderPicker(['当归', '藜芦'], true);
    await page.user.type(search(), 'd');
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(3));
    const [danggui, , danshen] = screen.getAllByRole('option');
    expect(danggui).toHaveTextContent('已添加');
    expect(danshen).toHaveTextContent('与藜芦相反/相畏');
  });

  it('a click picks a match; Escape closes the list; Enter in the weight adds and clears', async () => {
    const page = renderPicker();
    await page.user.type(search(), 'ds');
    await waitFor(() => expect(screen.getByRole('listbox', { hidden: true })).toBeVisible());
    await page.user.keyboard('{Escape}');
    expect(screen.getByRole('listbox', { hidden: true })).not.toBeVisible();
    await page.user.keyboard('{ArrowDown}');
    expect(screen.getByRole('listbox')).toBeVisible();
    await page.user.pointer({ keys: '[MouseLeft>]', target: screen.getByRole('option', { name: /丹参/ }) });
    expect(search()).toHaveValue('丹参');
    await page.user.type(screen.getByLabelText('药材重量'), '9{Enter}');
    expect(page.onAdd).toHaveBeenCalledWith(expect.objectContaining({ medicineName: '丹参' }), '9');
    expect(search()).toHaveValue('');
  });
});
