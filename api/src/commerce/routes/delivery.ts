import type { FastifyInstance } from 'fastify';
import type { PlatformCtx } from '../../platform/context';
import { requireUser } from '../../platform/http/sessions';
import { field } from '../../platform/http/input';
import { route } from '../../platform/http/route';
import { FORM_TYPES, offeredCentres, offeredForms } from '../catalogue';
import { COMMERCE_MSG } from '../messages';
import { saveDeliveryDraft } from '../customTea';
import { draftInfo } from '../drafts';
import { placeOrder } from '../placement';
import { deliveryFormFields, SEEDED_VISIT, visitIdField } from './fields';

/**
 * Spec 3 §7 Delivery placement: herb forms by prescription type, delivery centres by form, placing
 * the order (price computed here), and the draft of a prescription (one per visit record,
 * prescription and user).
 */
export function deliveryRoutes(app: FastifyInstance, ctx: PlatformCtx): void {
  route(app, 'GET /medicine/v2/forms/:type', { params: { type: field.oneOf('处方类型', FORM_TYPES) } }, async ({ params }, req) => {
    await requireUser(ctx, req);
    return { code: 200, msg: '', data: offeredForms(params.type) };
  });

  route(app, 'GET /delivery/getCurrentDeliveryDept', { query: { formCode: field.text('剂型', 32, 'DECOCTION') } }, async ({ query }, req) => {
    await requireUser(ctx, req);
    return { code: 200, msg: '', data: offeredCentres(query.formCode) };
  });

  route(app, 'POST /delivery/order/place', { body: { ...deliveryFormFields(), deliveryType: field.oneOf('配送方式', ['E']) } }, async ({ body }, req) => {
    const me = await requireUser(ctx, req);
    const data = await placeOrder(ctx.db, me.userId, body, ctx.now());
    return { code: 200, msg: '', data };
  });

  route(
    app,
    'POST /delivery/order/draft/info',
    {
      body: {
        visitRecordId: visitIdField('问诊记录编号', SEEDED_VISIT),
        prescriptionNo: field.int('处方序号', 0, 99, { example: 0 }),
        startDate: field.text('开始日期', 32, '2026-12-01'),
        endDate: field.text('结束日期', 32, '2026-12-07'),
        type: field.oneOf('处方类型', ['', 'G', 'S', 'R', 'customTea']),
      },
    },
    async ({ body }, req) => {
      const me = await requireUser(ctx, req);
      return { code: 200, msg: '', data: await draftInfo(ctx.db, me.userId, body.visitRecordId, body.prescriptionNo ?? 0) };
    },
  );

  route(app, 'POST /delivery/order/draft/save', { body: { ...deliveryFormFields(), deliveryType: field.oneOf('配送方式', ['E']) } }, async ({ body }, req) => {
    const me = await requireUser(ctx, req);
    return { code: 200, msg: COMMERCE_MSG.draftSaved, data: await saveDeliveryDraft(ctx.db, me.userId, body, ctx.now()) };
  });
}
