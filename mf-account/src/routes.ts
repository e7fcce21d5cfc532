import type { RemoteRoute } from '@tcm/shared/routes';

/**
 * The single source of truth for this remote's routes; the build writes the same table (minus the
 * imports) as routes.json. Account access pages are full-page ('bare') and public; the address
 * book needs a session. /GetCode is the sandbox's SMS-code lookup and stays mounted across visits.
 */
export const routes: RemoteRoute[] = [
  { path: '/Login', title: '登录', access: 'public', layout: 'bare', load: () => import('./pages/Login') },
  { path: '/Signup', title: '注册', access: 'public', layout: 'bare', load: () => import('./pages/Signup') },
  { path: '/Bind', title: '绑定手机号', access: 'public', layout: 'bare', load: () => import('./pages/Bind') },
  { path: '/SetPassword', title: '设置密码', access: 'public', layout: 'bare', load: () => import('./pages/SetPassword') },
  { path: '/ResetPassword', title: '重置密码', access: 'public', layout: 'bare', load: () => import('./pages/ResetPassword') },
  {
    path: '/Invite',
    title: '邀请确认',
    access: 'public',
    layout: 'bare',
    // The invitation's info is asked for with the page's code, not after the page has rendered.
    load: () => {
      const page = import('./pages/Invite');
      if (window.location.pathname === '/Invite') {
        const inviteId = new URLSearchParams(window.location.search).get('inviteId');
        void import('./pages/Invite/inviteInfoRequest').then((m) => m.startInviteInfo(inviteId));
      }
      return page;
    },
  },
  {
    path: '/GetCode',
    title: '验证码查询',
    access: 'public',
    layout: 'bare',
    keepAlive: true,
    sandboxOnly: true,
    load: () => import('./pages/GetCode'),
  },
  { path: '/address', title: '我的地址', access: 'login', layout: 'main', load: () => import('./pages/Address') },
];

export default routes;
