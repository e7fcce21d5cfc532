import { routes } from './routes';

describe('account routes', () => {
  it('declares every account page with its title, access and layout', () => {
    const table = routes.map(({ load: _load, ...meta }) => meta);
    expect(table).toEqual([
      { path: '/Login', title: '登录', access: 'public', layout: 'bare' },
      { path: '/Signup', title: '注册', access: 'public', layout: 'bare' },
      { path: '/Bind', title: '绑定手机号', access: 'public', layout: 'bare' },
      { path: '/SetPassword', title: '设置密码', access: 'public', layout: 'bare' },
      { path: '/ResetPassword', title: '重置密码', access: 'public', layout: 'bare' },
      { path: '/Invite', title: '邀请确认', access: 'public', layout: 'bare' },
      { path: '/GetCode', title: '验证码查询', access: 'public', layout: 'bare', keepAlive: true, sandboxOnly: true },
      { path: '/address', title: '我的地址', access: 'login', layout: 'main' },
    ]);
  });

  it('loads a page component for every route', async () => {
    for (const route of routes) {
      const mod = await route.load();
      expect(typeof mod.default).toBe('function');
    }
  });
});
