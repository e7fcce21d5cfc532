import { logout, portalConfigAtom, sessionStore, type UserInfo } from '@tcm/shared/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { doctor, userInfo } from '../test/fixtures';
import { currentUrl, renderWithRouter } from '../test/renderWithRouter';
import { UserMenu } from './UserMenu';
import { quietArcoRefWarning } from '../test/quietArcoRefWarning';

jest.mock('@module-federation/enhanced/runtime', () => ({ registerRemotes: jest.fn(), loadRemote: jest.fn() }));
jest.mock('@tcm/shared/core', () => ({ ...jest.requireActual<typeof import('@tcm/shared/core')>('@tcm/shared/core'), logout: jest.fn() }));

const BACK_OFFICE = 'https://admin.example.com/';

quietArcoRefWarning();

beforeEach(() => {
  (logout as jest.Mock).mockReset();
  sessionStore.set(portalConfigAtom, { ...sessionStore.get(portalConfigAtom), backOfficeUrl: BACK_OFFICE });
});

async function openMenu(info: UserInfo) {
  const view = renderWithRouter(<UserMenu userInfo={info} />, '/News');
  fireEvent.click(screen.getByTestId('user-menu-trigger'));
  const list = await waitFor(() => {
    const el = document.querySelector('.user-menu__list');
    if (!el) throw new Error('menu not open');
    return el as HTMLElement;
  });
  const labels = [...list.querySelectorAll('.arco-dropdown-menu-item, .arco-menu-item')].map((el) => el.textContent);
  return { ...view, list, labels };
}

describe('avatar menu', () => {
  it.each([
    ['an ordinary user', ['我的订单', '我的患者', '我的地址', '退出登录'], userInfo(['common'])],
    ['an administrator', ['我的订单', '我的患者', '我的地址', '后台管理', '发布运维', '退出登录'], userInfo(['admin'])],
    ['a super administrator', ['我的订单', '我的患者', '我的地址', '后台管理', '发布运维', '退出登录'], userInfo(['superadmin'])],
    ['a level2 agent', ['我的订单', '我的患者', '我的地址', '后台管理', '退出登录'], userInfo(['level2'])],
    ['a hospital administrator', ['我的订单', '我的患者', '我的地址', '后台管理', '退出登录'], userInfo(['hospital_admin'])],
    ['a certified doctor', ['个人信息', '我的订单', '我的患者', '我的地址', '后台管理', '退出登录'], userInfo(['doctor'], { doctor: doctor('0') })],
    [
      'a doctor under review (still an ordinary user)',
      ['个人信息', '我的订单', '我的患者', '我的地址', '退出登录'],
      userInfo(['doctor'], { doctor: doctor('4') }),
    ],
  ])('for %s lists %j', async (_who, expected, info) => {
    const { labels } = await openMenu(info);
    expect(labels).toEqual(expected);
  });

  it('shows the name, a star for an inheritor, the role label and the role group avatar', () => {
    renderWithRouter(<UserMenu userInfo={userInfo(['doctor'], { doctor: doctor('0'), inheritor: 'Y' })} />);
    const trigger = screen.getByTestId('user-menu-trigger');
    expect(trigger).toHaveTextContent('测试用户★');
    expect(within(trigger).getByText('认证医生')).toBeInTheDocument();
    expect(trigger.querySelector('img')).toHaveAttribute('data-avatar-group', 'doctor');
  });

  it('shows no star for a non-inheritor and the agent avatar for an agent', () => {
    renderWithRouter(<UserMenu userInfo={userInfo(['level1'])} />);
    const trigger = screen.getByTestId('user-menu-trigger');
    expect(trigger).not.toHaveTextContent('★');
    expect(within(trigger).getByText('一级代理')).toBeInTheDocument();
    expect(trigger.querySelector('img')).toHaveAttribute('data-avatar-group', 'agent');
  });

  it.each([
    ['个人信息', '/userInfo'],
    ['我的订单', '/order'],
    ['我的患者', '/Contact'],
    ['我的地址', '/address'],
  ])('%s goes to %s', async (label, path) => {
    const { list, router } = await openMenu(userInfo(['doctor'], { doctor: doctor('0') }));
    fireEvent.click(within(list).getByText(label));
    expect(currentUrl(router)).toBe(path);
  });

  it('发布运维 takes an administrator to /ops', async () => {
    const { list, router } = await openMenu(userInfo(['admin']));
    const label = '发布运维';
    const path = '/ops';
    fireEvent.click(within(list).getByText(label));
    expect(currentUrl(router)).toBe(path);
  });

  it('opens the back office in a new tab without the opener', async () => {
    const { list } = await openMenu(userInfo(['admin']));
    const link = within(list).getByText('后台管理').closest('a')!;
    expect(link).toHaveAttribute('href', BACK_OFFICE);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('asks before logging out, and logs out only when confirmed', async () => {
    const { list } = await openMenu(userInfo(['common']));
    fireEvent.click(within(list).getByText('退出登录'));
    expect(await screen.findByText('确定要退出登录吗？')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByText('确定要退出登录吗？')).not.toBeInTheDocument());
    expect(logout).not.toHaveBeenCalled();

    fireEvent.click(screen.getByTestId('user-menu-trigger'));
    const reopened = await waitFor(() => {
      const el = document.querySelector<HTMLElement>('.user-menu__list');
      if (!el) throw new Error('menu not open');
      return el;
    });
    fireEvent.click(within(reopened).getByText('退出登录'));
    await screen.findByText('确定要退出登录吗？');
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(logout).toHaveBeenCalledTimes(1));
  });

  it('heads the dropdown with the name, the inheritor star and the role label', async () => {
    const { list } = await openMenu(userInfo(['doctor'], { doctor: doctor('0'), inheritor: 'Y' }));
    const identity = list.querySelector('.user-menu__identity') as HTMLElement;
    expect(identity).toHaveTextContent('测试用户★');
    expect(identity).toHaveTextContent('认证医生');
    expect(list).toHaveAttribute('role', 'menu');
  });

  it('tells assistive technology that the trigger opens a menu, and whether it is open', async () => {
    const { list } = await openMenu(userInfo(['common']));
    const trigger = screen.getByTestId('user-menu-trigger');
    expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(trigger).toHaveAccessibleName(expect.stringContaining('测试用户'));
    expect(list).toBeInTheDocument();
  });

  it('works with the keyboard: ArrowDown enters the menu, the arrows move round it, Escape closes it and returns to the trigger', async () => {
    renderWithRouter(<UserMenu userInfo={userInfo(['common'])} />, '/News');
    const trigger = screen.getByTestId('user-menu-trigger');
    trigger.focus();
    fireEvent.keyDown(trigger, { key: 'ArrowDown' });
    const items = await waitFor(() => {
      const found = screen.getAllByRole('menuitem');
      expect(found[0]).toHaveFocus();
      return found;
    });
    expect(items.map((i) => i.textContent)).toEqual(['我的订单', '我的患者', '我的地址', '退出登录']);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const press = (key: string) => fireEvent.keyDown(document.activeElement!, { key });
    press('ArrowDown');
    expect(items[1]).toHaveFocus();
    press('ArrowUp');
    press('ArrowUp');
    expect(items[3]).toHaveFocus();
    press('ArrowDown');
    expect(items[0]).toHaveFocus();
    press('End');
    expect(items[3]).toHaveFocus();
    press('Home');
    expect(items[0]).toHaveFocus();
    press('Escape');
    expect(trigger).toHaveFocus();
    await waitFor(() => expect(trigger).toHaveAttribute('aria-expanded', 'false'));
  });

  it('opens on its last item with ArrowUp', async () => {
    renderWithRouter(<UserMenu userInfo={userInfo(['common'])} />, '/News');
    const trigger = screen.getByTestId('user-menu-trigger');
    trigger.focus();
    fireEvent.keyDown(trigger, { key: 'ArrowUp' });
    await waitFor(() => expect(screen.getByRole('menuitem', { name: '退出登录' })).toHaveFocus());
  });

  it('spells out the inheritor star for screen readers', () => {
    renderWithRouter(<UserMenu userInfo={userInfo(['common'], { inheritor: 'Y' })} />);
    expect(screen.getByTestId('user-menu-trigger')).toHaveAccessibleName(expect.stringMatching(/^测试用户\s*（传承人）\s*普通用户$/));
  });
});
