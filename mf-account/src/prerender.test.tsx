import { hydratePrerendered } from '@tcm/shared/testing/hydratePrerendered';
import { screen, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { portalConfigAtom, sessionStore, userInfoAtom, type UserInfo } from '@tcm/shared';
import { respond } from '@tcm/shared/testing/calls';
import InvitePage from './pages/Invite';
import LoginPage from './pages/Login';
import { PRERENDERED_PATHS, renderPage } from './prerender';

jest.mock('@tcm/shared/core', () => jest.requireActual<typeof import('./test/mockShared')>('./test/mockShared').mockShared('@tcm/shared/core'));

const PLAIN = { backOfficeUrl: '', sandbox: false, wechatAuthorizeUrl: '' };
beforeEach(() => {
  sessionStore.set(portalConfigAtom, PLAIN);
  sessionStore.set(userInfoAtom, null);
});

/**
 * The prerendered markup in the page, then hydrated as the shell does it: the page in Arco's
 * configuration, at the real URL. Returns React's hydration complaints (a mismatch is one).
 */
async function hydrate(path: string, url: string, page: ReactElement, { config = PLAIN, user = null as UserInfo | null } = {}) {
  const { body } = await renderPage(path, { sandbox: config.sandbox });
  // The browser's session and config, which the build did not know.
  sessionStore.set(portalConfigAtom, config);
  sessionStore.set(userInfoAtom, user);
  return hydratePrerendered(body, path, url, page);
}

test('the pages opened from links are the ones prerendered', () => {
  expect(PRERENDERED_PATHS).toEqual(['/Login', '/Invite']);
});

test('/Login: the form is in the markup, ready before any script runs; the scan login only where the portal offers it', async () => {
  const { head, body } = await renderPage('/Login', { sandbox: false });
  expect(head).toMatch(/^<link rel="preload" as="image" href="[^"]+"\/>$/);
  expect(body).toMatch(/role="tab" aria-selected="true"[^>]*><span[^>]*>密码登录</);
  expect(body).toContain('placeholder="请输入手机号码"');
  expect(body).toMatch(/<input[^>]*type="password"/);
  expect(body).toContain('type="checkbox"');
  expect(body).toMatch(/<button[^>]*type="submit"[^>]*>.*登录/);
  expect(body).toContain('注册账号');
  expect(body).not.toContain('扫码登录');
  expect((await renderPage('/Login', { sandbox: true })).body).toContain('扫码登录');
});

test('/Invite: the form and its 确认 are in the markup, the greeting box waits for the invitation', async () => {
  const { body } = await renderPage('/Invite', { sandbox: false });
  expect(body).toContain('正在读取邀请信息…');
  expect(body).toContain('placeholder="请输入手机号码"');
  expect(body).toContain('验证码');
  expect(body).toMatch(/<button[^>]*type="submit"[^>]*>.*确认/);
  expect(body).not.toContain('邀请链接不完整');
});

test('/Login hydrates without a mismatch, keeping its markup; the query and the session show right after', async () => {
  const user: UserInfo = { user: { userId: 8, userName: '普通用户演示', phonenumber: '' }, roles: ['common'], doctor: null, inheritor: 'N', prescription: 'N' };
  const { complaints, firstInput, container } = await hydrate('/Login', '/Login?redirect=%2Forder', <LoginPage />, { user });
  expect(complaints).toEqual([]);
  expect(container.querySelector('input')).toBe(firstInput);
  expect(await screen.findByText(/当前已登录：普通用户演示/)).toBeInTheDocument();
});

test('/Login in a sandbox portal hydrates its sandbox variant (the scan login) without a mismatch', async () => {
  const { complaints } = await hydrate('/Login', '/Login', <LoginPage />, {
    config: { ...PLAIN, sandbox: true, wechatAuthorizeUrl: '/sandbox/wechat/authorize' },
  });
  expect(complaints).toEqual([]);
  expect(screen.getByRole('button', { name: /扫码登录/ })).toBeInTheDocument();
});

test('/Invite hydrates without a mismatch, then greets with the invitation read', async () => {
  respond({
    'GET /invite/v1/info': {
      code: 200,
      info: { inviteName: '王*生', phone: '139****0003', roleName: '认证医生', sponsor: '张院长', deptName: '仁心中医馆' },
      securityNo: 'S',
    },
  });
  const { complaints, firstInput, container } = await hydrate('/Invite', '/Invite?inviteId=42', <InvitePage />);
  expect(complaints).toEqual([]);
  expect(container.querySelector('input')).toBe(firstInput);
  await waitFor(() => expect(screen.getByTestId('invite-greeting')).toHaveTextContent('张院长邀请您加入仁心中医馆'));
  expect(screen.queryByTestId('invite-pending')).not.toBeInTheDocument();
});
