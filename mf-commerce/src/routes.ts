import type { RemoteRoute } from '@tcm/shared/routes';

/**
 * The single source of truth for this remote's routes; the build writes the same table (minus the
 * imports) as routes.json. Orders and delivery need a session only (spec 3 §2.1); /order is kept
 * alive, so its list, tab, month and search survive a visit to an order and back. /wjtpay is the
 * cashier of a delivery order (issue 13).
 */
export const routes: RemoteRoute[] = [
  { path: '/order', title: '我的订单', access: 'login', layout: 'main', keepAlive: true, load: () => import('./pages/Order') },
  {
    path: '/fulfillmentConfirm',
    title: '配送确认',
    access: 'login',
    layout: 'main',
    load: () => import('./pages/FulfillmentConfirm'),
  },
  {
    path: '/fulfillmentOrder',
    title: '配送详情',
    access: 'login',
    layout: 'main',
    load: () => import('./pages/FulfillmentOrder'),
  },
  {
    path: '/CUSTOMIZEDPrescription',
    title: '定制养生茶',
    access: 'login',
    layout: 'main',
    load: () => import('./pages/CustomizedPrescription'),
  },
  {
    path: '/CUSTOMIZEDfulfillmentConfirm',
    title: '养生茶配送确认',
    access: 'login',
    layout: 'main',
    load: () => import('./pages/CustomizedFulfillmentConfirm'),
  },
  {
    path: '/CUSTOMIZEDfulfillmentOrder',
    title: '养生茶配送详情',
    access: 'login',
    layout: 'main',
    load: () => import('./pages/CustomizedFulfillmentOrder'),
  },
  { path: '/wjtpay', title: '收银台', access: 'login', layout: 'main', load: () => import('./pages/Wjtpay') },
];

export default routes;
