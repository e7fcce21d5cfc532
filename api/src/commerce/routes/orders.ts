import type { FastifyInstance } from 'fastify';
import { ORDER_PAGE_SIZE } from '@tcm/shared/commerce';
import type { PlatformCtx } from '../../platform/context';
import { requireUser } from '../../platform/http/sessions';
import { field, pageFields, paging } from '../../platform/http/input';
import { route } from '../../platform/http/route';
import { COMMERCE_MSG } from '../messages';
import { modifyAddress, refundOrder } from '../changes';
import { orderProgress } from '../tracking';
import { orderDetail } from '../detail';
import { listDrafts, listPrescribingOrders, orderList } from '../lists';
import { monthField, orderIdField } from './fields';

/**
 * Spec 3 §7 Orders: the prescribing orders (visit records), the delivery orders and drafts, one
 * delivery order with its express progress, the address change and the refund. Everything is the
 * caller's own: another user's order answers 订单不存在, like a missing one. The reads write
 * nothing: an order reads as the clock makes it (commerce/orderStatus.ts), the sweeper records it.
 */
export function orderRoutes(app: FastifyInstance, ctx: PlatformCtx): void {
  route(
    app,
    'GET /health/v1/prescription/order',
    { query: { ...pageFields(), keyWord: field.text('关键字', 50), createTimeString: monthField(), status: field.int('订单状态', 0, 2, { example: 1 }) } },
    async ({ query: q }, req) => {
      const me = await requireUser(ctx, req);
      const { pageSize, offset } = paging(q, ORDER_PAGE_SIZE);
      const { rows, total } = await listPrescribingOrders(ctx.db, me.userId, {
        status: q.status,
        search: q.keyWord,
        month: q.createTimeString,
        limit: pageSize,
        offset,
        now: ctx.now(),
      });
      return { code: 200, msg: '', rows, total };
    },
  );

  route(
    app,
    'GET /delivery/order/list',
    { query: { ...pageFields(), status: field.text('订单状态', 64, '1,2,3,4'), patientName: field.text('患者姓名', 50), queryMonth: monthField() } },
    async ({ query: q }, req) => {
      const me = await requireUser(ctx, req);
      const { pageSize, offset } = paging(q, ORDER_PAGE_SIZE);
      const { rows, total } = await orderList(
        ctx.db,
        me.userId,
        { status: q.status, search: q.patientName, month: q.queryMonth, limit: pageSize, offset },
        ctx.now(),
      );
      return { code: 200, msg: '', rows, total };
    },
  );

  route(
    app,
    'GET /delivery/order/draft/list',
    { query: { ...pageFields(), patientPhoneNo: field.text('患者姓名或电话', 50), queryMonth: monthField() } },
    async ({ query: q }, req) => {
      const me = await requireUser(ctx, req);
      const { pageSize, offset } = paging(q, ORDER_PAGE_SIZE);
      const { rows, total } = await listDrafts(ctx.db, me.userId, { search: q.patientPhoneNo, month: q.queryMonth, limit: pageSize, offset }, ctx.now());
      return { code: 200, msg: '', rows, total };
    },
  );

  route(app, 'GET /delivery/order/info/:orderId', { params: { orderId: orderIdField() } }, async ({ params }, req) => {
    const me = await requireUser(ctx, req);
    return { code: 200, msg: '', data: await orderDetail(ctx.db, me.userId, params.orderId, ctx.now()) };
  });

  route(app, 'GET /delivery/progress/:orderId', { params: { orderId: orderIdField() } }, async ({ params }, req) => {
    const me = await requireUser(ctx, req);
    return { code: 200, msg: '', data: await orderProgress(ctx.db, me.userId, params.orderId, ctx.now()) };
  });

  route(
    app,
    'POST /delivery/order/modify/address',
    {
      body: {
        deliveryOrderId: orderIdField(),
        recipientName: field.text('收货人', 50, '李四'),
        recipientPhone: field.text('收货人电话', 20, '13900000000'),
        recipientAddress: field.text('收货地址', 300, '浙江省杭州市西湖区文三路2号'),
        province: field.text('省', 50, '浙江省'),
        city: field.text('市', 50, '杭州市'),
        county: field.text('区县', 50, '西湖区'),
        street: field.text('详细地址', 200, '文三路2号'),
        zipCode: field.text('邮编', 10, '310000'),
      },
    },
    async ({ body }, req) => {
      const me = await requireUser(ctx, req);
      await modifyAddress(ctx.db, me.userId, body.deliveryOrderId, body, ctx.now());
      return { code: 200, msg: COMMERCE_MSG.addressModified };
    },
  );

  route(app, 'POST /adapay/v1/refund', { body: { deliveryOrderId: orderIdField() } }, async ({ body }, req) => {
    const me = await requireUser(ctx, req);
    await refundOrder(ctx.db, me.userId, body.deliveryOrderId, ctx.now());
    return { code: 200, msg: COMMERCE_MSG.refunded };
  });
}
