import { fireEvent, screen, within } from '@testing-library/react';
import { doctor, logIn, logOut, userInfo } from '../test/fixtures';
import { currentUrl, renderWithRouter } from '../test/renderWithRouter';
import { TopBar } from './TopBar';
import { navItems } from './navItems';

jest.mock('@module-federation/enhanced/runtime', () => ({ registerRemotes: jest.fn(), loadRemote: jest.fn() }));

beforeEach(() => logOut());

describe('top bar', () => {
  it('offers 登录 to a visitor and no apply entry', () => {
    renderWithRouter(<TopBar />);
    expect(screen.getByRole('link', { name: '登录' })).toHaveAttribute('href', '/Login');
    expect(screen.queryByText('医生认证')).not.toBeInTheDocument();
    expect(screen.queryByTestId('user-menu-trigger')).not.toBeInTheDocument();
  });

  it('shows the avatar menu (loaded with Arco) and the apply entry to a logged-in user', async () => {
    logIn(userInfo(['common']));
    renderWithRouter(<TopBar />);
    expect(screen.queryByRole('link', { name: '登录' })).not.toBeInTheDocument();
    expect(await screen.findByTestId('user-menu-trigger')).toBeInTheDocument();
    expect(screen.getByText('医生认证')).toBeInTheDocument();
  });

  it('navigates from the horizontal menu', () => {
    const { router } = renderWithRouter(<TopBar />, '/');
    fireEvent.click(screen.getByText('新闻资讯'));
    expect(currentUrl(router)).toBe('/News');
  });

  it('makes the menu a list of links with the current page marked', () => {
    renderWithRouter(<TopBar />, '/News');
    const nav = screen.getByRole('navigation', { name: '主导航' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['/', '/Product', '/Class', '/News', '/About', '/Partner']);
    expect(within(nav).getByRole('link', { name: '新闻资讯' })).toHaveAttribute('aria-current', 'page');
    expect(links.filter((a) => a.hasAttribute('aria-current'))).toHaveLength(1);
  });

  it('marks 医生认证 as current on /applying although the entry leads to /apply', () => {
    logIn(userInfo(['common']));
    renderWithRouter(<TopBar />, '/applying');
    const entry = screen.getByRole('link', { name: '医生认证' });
    expect(entry).toHaveAttribute('href', '/apply');
    expect(entry).toHaveAttribute('aria-current', 'page');
  });
});

describe('the phone menu (a disclosure; only narrow screens show its button)', () => {
  const toggle = () => screen.getByRole('button', { name: '菜单' });
  const panel = () => document.getElementById('shell-nav-panel')!;

  it('opens and closes the menu panel, saying so on the button', () => {
    renderWithRouter(<TopBar />, '/News');
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(toggle()).toHaveAttribute('aria-controls', 'shell-nav-panel');
    expect(panel()).not.toHaveClass('shell-header__nav-row--open');
    fireEvent.click(toggle());
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
    expect(panel()).toHaveClass('shell-header__nav-row--open');
    expect(within(panel()).getByRole('navigation', { name: '主导航' })).toBeInTheDocument();
    fireEvent.click(toggle());
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes when a link in it is followed, also to the page already shown', () => {
    const { router } = renderWithRouter(<TopBar />, '/News');
    fireEvent.click(toggle());
    fireEvent.click(within(panel()).getByRole('link', { name: '关于我们' }));
    expect(currentUrl(router)).toBe('/About');
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(toggle());
    fireEvent.click(within(panel()).getByRole('link', { name: '关于我们' }));
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on Escape with focus back on the button, and on a tap outside the top bar', () => {
    renderWithRouter(
      <>
        <TopBar />
        <p>正文</p>
      </>,
    );
    fireEvent.click(toggle());
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(toggle()).toHaveFocus();
    fireEvent.click(toggle());
    fireEvent.pointerDown(within(panel()).getByRole('link', { name: '首页' }));
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
    fireEvent.pointerDown(screen.getByText('正文'));
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
  });

  it('offers the hotline as a phone link in the panel', () => {
    renderWithRouter(<TopBar />);
    expect(within(panel()).getByRole('link', { name: /服务热线/ })).toHaveAttribute('href', 'tel:4008001668');
  });
});

describe('menu entries', () => {
  it('has the six public entries in order', () => {
    expect(navItems(null).map((i) => [i.label, i.to])).toEqual([
      ['首页', '/'],
      ['企业文化', '/Product'],
      ['学习馆', '/Class'],
      ['新闻资讯', '/News'],
      ['关于我们', '/About'],
      ['合作伙伴', '/Partner'],
    ]);
  });

  it.each([
    ['no doctor record', null, '/apply'],
    ['status 3', '3', '/apply'],
    ['status 0', '0', '/applying'],
    ['status 4', '4', '/applying'],
    ['status 5', '5', '/applying'],
  ] as const)('医生认证 with %s leads to %s', (_n, status, target) => {
    const info = userInfo(['doctor'], { doctor: status ? doctor(status) : null });
    expect(navItems(info).at(-1)).toEqual({ key: 'apply', label: '医生认证', to: target });
  });
});
