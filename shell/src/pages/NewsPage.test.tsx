import { call, FALLBACK, type InfoItem } from '@tcm/shared/core';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithRouter } from '../test/renderWithRouter';
import { NewsPage } from './NewsPage';

jest.mock('@tcm/shared/core', () => ({ ...jest.requireActual<typeof import('@tcm/shared/core')>('@tcm/shared/core'), call: jest.fn() }));
const mockCall = call as jest.Mock;

const item = (n: number): InfoItem => ({
  infoTitle: `新闻标题 ${n}`,
  infoUrl: `https://news.example.com/${n}`,
  createTime: `2024-05-${String(n).padStart(2, '0')} 08:30:00`,
});

function respond(rows: InfoItem[], total: number) {
  mockCall.mockResolvedValue({ code: 200, rows, total });
}

beforeEach(() => mockCall.mockReset());

describe('news page', () => {
  it('asks for page 1 with 8 rows and the news fallback', async () => {
    respond([item(1)], 1);
    renderWithRouter(<NewsPage />);
    await screen.findByText('新闻标题 1');
    expect(mockCall).toHaveBeenCalledWith('GET /home/v1/news', { pageNum: 1, pageSize: 8 }, expect.objectContaining({ fallback: FALLBACK.news }));
  });

  it('shows each title with the first 10 characters of createTime', async () => {
    respond([item(1), item(12)], 2);
    renderWithRouter(<NewsPage />);
    expect(await screen.findByText('新闻标题 12')).toBeInTheDocument();
    expect(screen.getByText('2024-05-01')).toBeInTheDocument();
    expect(screen.getByText('2024-05-12')).toBeInTheDocument();
    expect(screen.queryByText(/08:30/)).not.toBeInTheDocument();
  });

  it('opens a news item in a new tab without giving it the opener', async () => {
    respond([item(3)], 1);
    renderWithRouter(<NewsPage />);
    const link = (await screen.findByText('新闻标题 3')).closest('a')!;
    expect(link).toHaveAttribute('href', 'https://news.example.com/3');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(link).toHaveAccessibleName(expect.stringContaining('（在新标签页打开）'));
    expect(link.querySelector('time')).toHaveAttribute('dateTime', '2024-05-03');
  });

  it('does not turn a javascript: URL into a link', async () => {
    respond([{ ...item(4), infoUrl: 'javascript:alert(1)' }], 1);
    renderWithRouter(<NewsPage />);
    expect((await screen.findByText('新闻标题 4')).closest('a')).not.toHaveAttribute('href');
  });

  it('shows 暂无新闻公告 when there is no news', async () => {
    respond([], 0);
    renderWithRouter(<NewsPage />);
    expect(await screen.findByText('暂无新闻公告')).toBeInTheDocument();
  });

  it('shows the empty text, not an error page, when the call fails', async () => {
    mockCall.mockRejectedValue(new Error('transport'));
    renderWithRouter(<NewsPage />);
    expect(await screen.findByText('暂无新闻公告')).toBeInTheDocument();
  });

  it.each([
    [0, false],
    [8, false],
    [9, true],
    [30, true],
  ])('with total %i the pager is shown: %s', async (total, shown) => {
    respond([item(1)], total);
    const { container } = renderWithRouter(<NewsPage />);
    await screen.findByText('新闻标题 1');
    expect(!!container.querySelector('.arco-pagination')).toBe(shown);
  });

  it('loads the next page from the pager', async () => {
    respond([item(1)], 20);
    renderWithRouter(<NewsPage />);
    await screen.findByText('新闻标题 1');
    respond([item(9)], 20);
    fireEvent.click(screen.getByText('2'));
    expect(await screen.findByText('新闻标题 9')).toBeInTheDocument();
    await waitFor(() => expect(mockCall).toHaveBeenLastCalledWith('GET /home/v1/news', { pageNum: 2, pageSize: 8 }, expect.anything()));
  });
});
