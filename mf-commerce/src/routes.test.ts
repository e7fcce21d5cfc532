import { routes } from './routes';

describe('commerce routes', () => {
  it('declares every commerce page with its title, access, layout and keepAlive', () => {
    const table = routes.map(({ load: _load, ...meta }) => meta);
    expect(table).toEqual([
      { path: '/order', title: '我的订单', access: 'login', layout: 'main', keepAlive: true },
      { path: '/fulfillmentConfirm', title: '配送确认', access: 'login', layout: 'main' },
      { path: '/fulfillmentOrder', title: '配送详情', access: 'login', layout: 'main' },
      { path: '/CUSTOMIZEDPrescription', title: '定制养生茶', access: 'login', layout: 'main' },
      { path: '/CUSTOMIZEDfulfillmentConfirm', title: '养生茶配送确认', access: 'login', layout: 'main' },
      { path: '/CUSTOMIZEDfulfillmentOrder', title: '养生茶配送详情', access: 'login', layout: 'main' },
      { path: '/wjtpay', title: '收银台', access: 'login', layout: 'main' },
    ]);
  });

  it('loads a page component for every route', async () => {
    for (const route of routes) {
      const mod = await route.load();
      expect(typeof mod.default).toBe('function');
    }
  });
});
