import type { FastifyInstance } from 'fastify';
import type { PlatformCtx } from '../../platform/context';
import { requireUser } from '../../platform/http/sessions';
import { fail } from '../../platform/http/errors';
import { field } from '../../platform/http/input';
import { route } from '../../platform/http/route';
import { centresOf, FORM_TYPES, formsOf } from '../catalogue';
import { COMMERCE_MSG } from '../messages';
import { isMyCustomTea, saveTeaDraft } from '../customTea';
import { draftInfo, saveDraft } from '../drafts';
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
    const forms = formsOf(params.type) ?? fail(COMMERCE_MSG.unknownFormType);
    return { code: 200, msg: '', data: [...forms] };
  });

  route(app, 'GET /delivery/getCurrentDeliveryDept', { query: { formCode: field.text('剂型', 32, 'DECOCTION') } }, async ({ query }, req) => {
    await requireUser(ctx, req);
    if (!query.formCode) return fail(COMMERCE_MSG.formCodeRequired);
    return { code: 200, msg: '', data: [...centresOf(query.formCode)] };
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
      if (!body.visitRecordId) return fail(COMMERCE_MSG.visitRequired);
      return { code: 200, msg: '', data: await draftInfo(ctx.db, me.userId, body.visitRecordId, body.prescriptionNo ?? 0) };
    },
  );

  route(app, 'POST /delivery/order/draft/save', { body: { ...deliveryFormFields(), deliveryType: field.oneOf('配送方式', ['E']) } }, async ({ body }, req) => {
    const me = await requireUser(ctx, req);
    // A custom tea keeps its draft with its own rule set (boxes, no packs per dose); the visit decides, not the body.
    const tea = !!body.visitRecordId && (await isMyCustomTea(ctx.db, me.userId, body.visitRecordId));
    const data = tea ? await saveTeaDraft(ctx.db, me.userId, body, ctx.now()) : await saveDraft(ctx.db, me.userId, body, ctx.now());
    return { code: 200, msg: COMMERCE_MSG.draftSaved, data };
  });
}
