import { call, FALLBACK } from '@tcm/shared/core';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { COMPANY } from '../../config/company';
import { renderWithRouter } from '../../test/renderWithRouter';
import { HomePage } from './HomePage';

jest.mock('@module-federation/enhanced/runtime', () => ({ registerRemotes: jest.fn(), loadRemote: jest.fn() }));
jest.mock('@tcm/shared/core', () => ({ ...jest.requireActual<typeof import('@tcm/shared/core')>('@tcm/shared/core'), call: jest.fn() }));
const mockCall = call as jest.Mock;

const responses: Record<string, unknown> = {
  'GET /home/v1/notice': {
    code: 200,
    rows: [
      { noticeType: 2, noticeContent: '门户全新上线' },
      { noticeType: '1', noticeContent: '冬至养生提醒' },
    ],
    total: 2,
  },
  'GET /home/v1/carousel': { code: 200, data: [{ imageUrl: '/banners/1.jpg' }, { imageUrl: '/banners/2.jpg' }] },
  'GET /home/v1/info': {
    code: 200,
    data: { deptName: '接口部门', address: '接口地址', phone: '000', email: 'api@example.com' },
  },
};

beforeEach(() => {
  mockCall.mockReset();
  mockCall.mockImplementation(async (key: string) => responses[key]);
});

describe('home page', () => {
  it('prefixes each notice with its type label', async () => {
    renderWithRouter(<HomePage />);
    expect(await screen.findByText('门户全新上线')).toBeInTheDocument();
    const items = screen.getByTestId('notice-ticker').querySelectorAll('.notice-ticker__item');
    expect([...items].map((el) => el.textContent)).toEqual(['【公告】门户全新上线', '【通知】冬至养生提醒']);
  });

  it('labels the ticker for screen readers', async () => {
    renderWithRouter(<HomePage />);
    expect(await screen.findByRole('region', { name: '通知公告' })).toHaveTextContent('门户全新上线');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(COMPANY.homeTitle);
  });

  it('cross-fades instead of sliding when the user asks for reduced motion', async () => {
    const matchMedia = jest
      .spyOn(window, 'matchMedia')
      .mockImplementation((query) => ({ matches: query.includes('reduce'), media: query, addEventListener() {}, removeEventListener() {} }) as never);
    const { container } = renderWithRouter(<HomePage />);
    await screen.findByText('门户全新上线');
    await waitFor(() => expect(container.querySelectorAll('.rotator--fade')).toHaveLength(2));
    expect(container.querySelector('.rotator--horizontal, .rotator--vertical')).toBeNull();
    matchMedia.mockRestore();
  });

  it('slides by itself, pauses under the pointer, and picks a picture from its dots', async () => {
    jest.useFakeTimers();
    try {
      renderWithRouter(<HomePage />);
      const banner = await screen.findByRole('region', { name: '宣传图' });
      const track = banner.querySelector<HTMLElement>('.rotator__track')!;
      expect(track.style.transform).toBe('translateX(0%)');
      act(() => jest.advanceTimersByTime(5000));
      expect(track.style.transform).toBe('translateX(-100%)');
      fireEvent.mouseEnter(banner);
      act(() => jest.advanceTimersByTime(10000));
      expect(track.style.transform).toBe('translateX(-100%)');
      fireEvent.click(screen.getByRole('button', { name: '第 1 张' }));
      expect(track.style.transform).toBe('translateX(0%)');
      expect(screen.getByRole('button', { name: '第 1 张' })).toHaveAttribute('aria-current', 'true');
    } finally {
      jest.useRealTimers();
    }
  });

  it('shows every carousel image', async () => {
    renderWithRouter(<HomePage />);
    await waitFor(() =>
      expect([...document.querySelectorAll('.home-banner__image')].map((img) => img.getAttribute('src'))).toEqual(['/banners/1.jpg', '/banners/2.jpg']),
    );
  });

  it('makes the home calls with the catalogue fallbacks', async () => {
    renderWithRouter(<HomePage />);
    await screen.findByText('门户全新上线');
    expect(mockCall).toHaveBeenCalledWith('GET /home/v1/info', undefined, expect.objectContaining({ fallback: FALLBACK.homeInfo }));
    expect(mockCall).toHaveBeenCalledWith('GET /home/v1/carousel', undefined, expect.objectContaining({ fallback: FALLBACK.homeInfo }));
    expect(mockCall).toHaveBeenCalledWith('GET /home/v1/notice', undefined, expect.anything());
  });

  it('overwrites the contact fields of the home-info call with the fixed company values', async () => {
    renderWithRouter(<HomePage />);
    await waitFor(() => expect(mockCall).toHaveBeenCalledWith('GET /home/v1/info', undefined, expect.anything()));
    expect(await screen.findByText(COMPANY.contact.address)).toBeInTheDocument();
    expect(screen.queryByText('接口地址')).not.toBeInTheDocument();
    expect(screen.queryByText('api@example.com')).not.toBeInTheDocument();
  });

  it('keeps a usable page when the calls fail', async () => {
    mockCall.mockRejectedValue(new Error('transport'));
    renderWithRouter(<HomePage />);
    expect(await screen.findByText('暂无公告')).toBeInTheDocument();
    expect(screen.getByTestId('home-banner')).toHaveTextContent(COMPANY.homeTitle);
    expect(screen.getByText('健康预测')).toBeInTheDocument();
  });
});
