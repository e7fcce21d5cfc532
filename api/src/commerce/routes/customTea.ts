import type { FastifyInstance } from 'fastify';
import { TEA_BOX_MAX, TEA_END_DATE, TEA_MSG } from '@tcm/shared/commerce';
import type { PlatformCtx } from '../../platform/context';
import { requireUser } from '../../platform/http/sessions';
import { field } from '../../platform/http/input';
import { route } from '../../platform/http/route';
import { customTeaInfo, customTeaOrder, placeCustomTea } from '../customTea';
import { deliveryFormFields, orderIdField, SEEDED_VISIT, visitIdField } from './fields';

/**
 * Spec 3 §7, custom tea: the tea's info after service 9, placing its delivery order (the price
 * computed here) and that order's detail. Everything is the caller's own.
 */
export function customTeaRoutes(app: FastifyInstance, ctx: PlatformCtx): void {
  route(app, 'POST /health/v2/customTeaInfo', { body: { visitRecordId: visitIdField('问诊记录编号', SEEDED_VISIT) } }, async ({ body }, req) => {
    const me = await requireUser(ctx, req);
    return { code: 200, msg: '', data: await customTeaInfo(ctx.db, me.userId, body.visitRecordId, ctx.now()) };
  });

  const { quantityDispensed: _packs, type: _type, endDate: _end, formCount: _count, ...form } = deliveryFormFields();
  route(
    app,
    'POST /delivery/orderCustomTea/place',
    {
      body: {
        ...form,
        deliveryType: field.oneOf('配送方式', ['E']),
        type: field.oneOf('处方类型', ['customTea']),
        endDate: field.text('结束日期', 32, TEA_END_DATE),
        // Larger than the rule so the handler answers in the page's words (盒数须为大于0的整数).
        formCount: field.int('盒数', 0, TEA_BOX_MAX * 1000, { invalid: TEA_MSG.boxesInvalid, example: 1 }),
      },
    },
    async ({ body }, req) => {
      const me = await requireUser(ctx, req);
      const data = await placeCustomTea(ctx.db, me.userId, body, ctx.now());
      return { code: 200, msg: '', data };
    },
  );

  route(app, 'GET /delivery/order/customTeaInfo/:orderId', { params: { orderId: orderIdField() } }, async ({ params }, req) => {
    const me = await requireUser(ctx, req);
    return { code: 200, msg: '', data: await customTeaOrder(ctx.db, me.userId, params.orderId, ctx.now()) };
  });
}
