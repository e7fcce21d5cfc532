import type { RemoteRoute } from '@tcm/shared/routes';

/** Every commerce page needs a session and sits inside the main layout (spec 3 §2.1). */
const page = (path: string, title: string, load: RemoteRoute['load']): RemoteRoute => ({ path, title, access: 'login', layout: 'main', load });

/**
 * The single source of truth for this remote's routes; the build writes the same table (minus the
 * imports) as routes.json. /order is kept alive, so its list, tab, month and search survive a visit
 * to an order and back. /wjtpay is the cashier of a delivery order (issue 13).
 */
export const routes: RemoteRoute[] = [
  { ...page('/order', '我的订单', () => import('./pages/Order')), keepAlive: true },
  page('/fulfillmentConfirm', '配送确认', () => import('./pages/FulfillmentConfirm')),
  page('/fulfillmentOrder', '配送详情', () => import('./pages/FulfillmentOrder')),
  page('/CUSTOMIZEDPrescription', '定制养生茶', () => import('./pages/CustomizedPrescription')),
  page('/CUSTOMIZEDfulfillmentConfirm', '养生茶配送确认', () => import('./pages/CustomizedFulfillmentConfirm')),
  page('/CUSTOMIZEDfulfillmentOrder', '养生茶配送详情', () => import('./pages/CustomizedFulfillmentOrder')),
  page('/wjtpay', '收银台', () => import('./pages/Wjtpay')),
];

export default routes;
