import type { FastifyInstance } from 'fastify';
import { isValidRegion, OVERSEAS_CODE } from '@tcm/shared/region';
import { isValidPhone } from '@tcm/shared/validators';
import { addAddress, deleteAddress, editAddress, listAddresses, type AddressInput } from '../addresses/book';
import type { PlatformCtx } from '../../platform/context';
import { requireUser } from '../../platform/http/sessions';
import { fail } from '../../platform/http/errors';
import { field, pageFields, paging } from '../../platform/http/input';
import { phoneField } from '../../platform/http/phone';
import { route } from '../../platform/http/route';
import { ACCOUNT_MSG } from '../messages';
import { PLATFORM_MSG } from '../../platform/messages';

const LIMITS = { receiverName: 50, street: 200, zipCode: 20 };

/** An address as the input layer reads it; maximums above the page's, whose words answer those. */
const addressBody = {
  receiverName: field.text('收货人姓名', 200, '李时珍'),
  phoneNo: phoneField(),
  province: field.text('省份', 16, '420000'),
  city: field.text('城市', 16, '421100'),
  county: field.text('区县', 16, '421126'),
  street: field.text('详细地址', 400, '蕲州镇雨湖路1号'),
  zipCode: field.text('邮政编码', 40, '436000'),
};
type AddressFields = { [K in keyof typeof addressBody]: string };

/** The save rules of spec 1 §5.4, in the spec's order; the client's addressInfo helpers are ignored. */
export function validateAddress(a: AddressFields): AddressInput {
  if (!a.receiverName) fail(ACCOUNT_MSG.receiverRequired);
  if (a.receiverName.length > LIMITS.receiverName) fail(PLATFORM_MSG.fieldTooLong('收货人姓名', LIMITS.receiverName));
  if (!isValidPhone(a.phoneNo)) fail(ACCOUNT_MSG.receiverPhoneInvalid);
  if (!isValidRegion(a)) fail(ACCOUNT_MSG.regionRequired);
  if (!a.street) fail(ACCOUNT_MSG.streetRequired);
  if (a.street.length > LIMITS.street) fail(PLATFORM_MSG.fieldTooLong('详细地址', LIMITS.street));
  if (a.zipCode) {
    const ok = a.province === OVERSEAS_CODE ? /^[A-Za-z0-9 -]{2,20}$/.test(a.zipCode) : /^\d{6}$/.test(a.zipCode);
    if (!ok) fail(ACCOUNT_MSG.zipInvalid);
  }
  return a;
}

const addressIdField = () => field.int('地址编号', 1, 2_147_483_647);

function addressId(value: number | undefined): number {
  if (value === undefined) return fail(ACCOUNT_MSG.addressIdRequired);
  return value;
}

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
    const a = validateAddress(body);
    await addAddress(ctx.db, ctx.limits, me.userId, a, ctx.now());
    return { code: 200, msg: ACCOUNT_MSG.addressAdded };
  });

  const editBody = { ...addressBody, deliveryAddressId: addressIdField() };
  route(app, 'POST /delivery/address/edit', { body: editBody }, async ({ body }, req) => {
    const me = await requireUser(ctx, req);
    const id = addressId(body.deliveryAddressId);
    const a = validateAddress(body);
    await editAddress(ctx.db, me.userId, id, a, ctx.now());
    return { code: 200, msg: PLATFORM_MSG.modified };
  });

  route(app, 'DELETE /delivery/address/:deliveryAddressId', { params: { deliveryAddressId: addressIdField() } }, async ({ params }, req) => {
    const me = await requireUser(ctx, req);
    const id = addressId(params.deliveryAddressId);
    await deleteAddress(ctx.db, me.userId, id);
    return { code: 200, msg: PLATFORM_MSG.deleted };
  });
}
