import '@arco-design/web-react/es/_util/react-19-adapter';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notify } from '@tcm/shared';
import { BirthDateDialog } from './BirthDateDialog';

jest.mock('@tcm/shared', () => ({
  ...jest.requireActual<typeof import('@tcm/shared')>('@tcm/shared'),
  notify: { error: jest.fn(), success: jest.fn(), info: jest.fn(), warning: jest.fn() },
}));

const NOW = () => new Date(2026, 10, 23);

function open(value?: string) {
  const onOk = jest.fn();
  const onCancel = jest.fn();
  const user = userEvent.setup({ pointerEventsCheck: 0 });
  render(<BirthDateDialog visible value={value} onOk={onOk} onCancel={onCancel} now={NOW} />);
  return { onOk, onCancel, user };
}

/** The text a select shows for its value ('' when nothing is chosen). */
const shown = (label: string) => screen.getByLabelText(label).querySelector('.arco-select-view')!.getAttribute('title') ?? '';

/** Opens the select, types the option's text (the year list is long and virtual), clicks it. */
async function pick(user: ReturnType<typeof userEvent.setup>, label: string, option: string) {
  await user.click(screen.getByLabelText(label));
  await user.keyboard(option);
  await user.click(within(listOf(label)!).getByRole('option', { name: option }));
  // The select shows it once Arco has applied the choice: on a busy machine that is not at once.
  await waitFor(() => expect(shown(label)).toBe(option));
}

/** A select's own option list (earlier popups stay in the document, hidden). */
const listOf = (label: string) => document.getElementById(screen.getByLabelText(label).getAttribute('aria-controls')!);
/** No list at all when the typed text matches nothing. */
const optionTexts = (label: string) => {
  const list = listOf(label);
  return list
    ? within(list)
        .queryAllByRole('option')
        .map((o) => o.textContent ?? '')
    : [];
};

async function optionsOf(user: ReturnType<typeof userEvent.setup>, label: string): Promise<string[]> {
  await user.click(screen.getByLabelText(label));
  const texts = optionTexts(label);
  await user.keyboard('{Escape}');
  return texts;
}

beforeEach(() => jest.clearAllMocks());

describe('BirthDateDialog', () => {
  it('opens on 2000-06-15 in solar mode and confirms it with its lunar text', async () => {
    const { onOk, user } = open();
    expect(shown('出生年份')).toBe('2000年');
    expect(shown('出生月份')).toBe('6月');
    expect(shown('出生日期')).toBe('15日');
    expect(screen.getByText('公历 2000-06-15 · 农历 二〇〇〇年五月十四')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '确定' }));
    expect(onOk).toHaveBeenCalledWith('2000-06-15', '二〇〇〇年五月十四');
  });

  it('opens on the given birthday', () => {
    open('1987-08-01');
    expect([shown('出生年份'), shown('出生月份'), shown('出生日期')]).toEqual(['1987年', '8月', '1日']);
  });

  it('converts the selection when switching to lunar and back', async () => {
    const { user } = open('2020-05-23');
    await user.click(screen.getByText('农历'));
    expect([shown('出生年份'), shown('出生月份'), shown('出生日期')]).toEqual(['2020年', '闰四月', '初一']);
    await user.click(screen.getByText('公历'));
    expect([shown('出生年份'), shown('出生月份'), shown('出生日期')]).toEqual(['2020年', '5月', '23日']);
  });

  it('offers the leap month and its 29 days, and confirms a lunar pick as its solar day', async () => {
    const { onOk, user } = open();
    await user.click(screen.getByText('农历'));
    await pick(user, '出生年份', '2020年');
    expect(await optionsOf(user, '出生月份')).toContain('闰四月');
    await pick(user, '出生月份', '闰四月');
    const days = await optionsOf(user, '出生日期');
    expect(days).toHaveLength(29);
    expect(days.at(-1)).toBe('廿九');
    await pick(user, '出生日期', '初一');
    await user.click(screen.getByRole('button', { name: '确定' }));
    expect(onOk).toHaveBeenCalledWith('2020-05-23', '二〇二〇年闰四月初一');
  });

  it('drops a day the newly chosen month does not have', async () => {
    const { user } = open('2000-01-31');
    await pick(user, '出生月份', '2月');
    expect(shown('出生日期')).toBe('');
    await user.click(screen.getByRole('button', { name: '确定' }));
    expect(notify.error).toHaveBeenLastCalledWith('请选择出生日期');
  });

  it('asks for the year, then the month, then the day', async () => {
    const { onOk, user } = open();
    const clear = async (label: string) => {
      const box = screen.getByLabelText(label).closest('.arco-select') as HTMLElement;
      await user.hover(box);
      await user.click(box.querySelector('.arco-select-clear-icon') as HTMLElement);
    };
    await clear('出生日期');
    await clear('出生月份');
    await clear('出生年份');
    await user.click(screen.getByRole('button', { name: '确定' }));
    expect(notify.error).toHaveBeenLastCalledWith('请选择出生年份');
    await pick(user, '出生年份', '1990年');
    await user.click(screen.getByRole('button', { name: '确定' }));
    expect(notify.error).toHaveBeenLastCalledWith('请选择出生月份');
    await pick(user, '出生月份', '3月');
    await user.click(screen.getByRole('button', { name: '确定' }));
    expect(notify.error).toHaveBeenLastCalledWith('请选择出生日期');
    expect(onOk).not.toHaveBeenCalled();
  });

  it('offers the years 1900 to the current year + 5 of its clock', async () => {
    const { user } = open();
    await user.click(screen.getByLabelText('出生年份'));
    expect(optionTexts('出生年份')[0]).toBe('2031年');
    await user.keyboard('1899');
    expect(optionTexts('出生年份')).toEqual([]);
    await user.keyboard('{Backspace}{Backspace}{Backspace}{Backspace}2032');
    expect(optionTexts('出生年份')).toEqual([]);
    await user.keyboard('{Backspace}{Backspace}{Backspace}{Backspace}1900');
    expect(optionTexts('出生年份')).toEqual(['1900年']);
  });
});
