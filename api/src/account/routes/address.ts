import type { FastifyInstance } from 'fastify';
import { ADDRESS_RULE_MSG } from '@tcm/shared/account/address';
import type { PlatformCtx } from '../../platform/context';
import { field, pageFields, paging } from '../../platform/http/input';
import { phoneField } from '../../platform/http/phone';
import { route } from '../../platform/http/route';
import { requireUser } from '../../platform/http/sessions';
import { PLATFORM_MSG } from '../../platform/messages';
import { addAddress, deleteAddress, editAddress, listAddresses } from '../addresses/book';

/** An address as the input layer reads it; maximums above the page's, whose words answer those (addresses/book.ts). */
const addressBody = {
  receiverName: field.text('收货人姓名', 200, '李时珍'),
  phoneNo: phoneField(),
  province: field.text('省份', 16, '420000'),
  city: field.text('城市', 16, '421100'),
  county: field.text('区县', 16, '421126'),
  street: field.text('详细地址', 400, '蕲州镇雨湖路1号'),
  zipCode: field.text('邮政编码', 40, '436000'),
};

const addressIdField = () => field.int('地址编号', 1, 2_147_483_647);

/** My addresses (spec 1 §2.8), kept by addresses/book.ts: every statement is scoped to the logged-in user. */
export function addressRoutes(app: FastifyInstance, ctx: PlatformCtx): void {
  route(app, 'GET /delivery/address/list', { query: { ...pageFields(), keyWord: field.text('关键字', 100) } }, async ({ query: q }, req) => {
    const me = await requireUser(ctx, req);
    const { pageSize, offset } = paging(q, 12);
    const { rows, total } = await listAddresses(ctx.db, me.userId, { keyWord: q.keyWord, pageSize, offset });
    return { code: 200, msg: '', rows, total };
  });

  route(app, 'POST /delivery/address/add', { body: addressBody }, async ({ body }, req) => {
    const me = await requireUser(ctx, req);
    await addAddress(ctx.db, ctx.limits, me.userId, body, ctx.now());
    return { code: 200, msg: ADDRESS_RULE_MSG.added };
  });

  route(app, 'POST /delivery/address/edit', { body: { ...addressBody, deliveryAddressId: addressIdField() } }, async ({ body }, req) => {
    const me = await requireUser(ctx, req);
    const { deliveryAddressId, ...fields } = body;
    await editAddress(ctx.db, me.userId, deliveryAddressId, fields, ctx.now());
    return { code: 200, msg: PLATFORM_MSG.modified };
  });

  route(app, 'DELETE /delivery/address/:deliveryAddressId', { params: { deliveryAddressId: addressIdField() } }, async ({ params }, req) => {
    const me = await requireUser(ctx, req);
    await deleteAddress(ctx.db, me.userId, params.deliveryAddressId);
    return { code: 200, msg: PLATFORM_MSG.deleted };
  });
}
