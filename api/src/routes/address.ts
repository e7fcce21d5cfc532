import type { FastifyInstance } from 'fastify';
import type { DeliveryAddress, DeliveryAddressInput } from '@tcm/shared/contract';
import { isValidRegion, OVERSEAS_CODE, regionNames, regionText } from '@tcm/shared/region';
import { isValidPhone } from '@tcm/shared/validators';
import type { Ctx } from '../context';
import { requireUser } from '../auth/sessions';
import { fail } from '../http/errors';
import { field, pageFields, paging } from '../http/input';
import { phoneField } from '../auth/phone';
import { route } from '../http/route';
import { MSG } from '../messages';

const LIMITS = { receiverName: 50, street: 200, zipCode: 20 };

interface AddressRow {
  delivery_address_id: number;
  receiver_name: string;
  phone_no: string;
  province: string;
  city: string;
  county: string;
  street: string;
  zip_code: string;
}

function toAddress(r: AddressRow): DeliveryAddress {
  const parts = { province: r.province, city: r.city, county: r.county };
  return {
    deliveryAddressId: r.delivery_address_id,
    receiverName: r.receiver_name,
    phoneNo: r.phone_no,
    ...parts,
    street: r.street,
    zipCode: r.zip_code,
    addressInfo: regionNames(parts),
    addressInfoText: regionText(parts),
  };
}

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
export function validateAddress(a: AddressFields): Required<Omit<DeliveryAddressInput, 'addressInfo' | 'addressInfoText'>> {
  if (!a.receiverName) fail(MSG.receiverRequired);
  if (a.receiverName.length > LIMITS.receiverName) fail(MSG.fieldTooLong('收货人姓名', LIMITS.receiverName));
  if (!isValidPhone(a.phoneNo)) fail(MSG.receiverPhoneInvalid);
  if (!isValidRegion(a)) fail(MSG.regionRequired);
  if (!a.street) fail(MSG.streetRequired);
  if (a.street.length > LIMITS.street) fail(MSG.fieldTooLong('详细地址', LIMITS.street));
  if (a.zipCode) {
    const ok = a.province === OVERSEAS_CODE ? /^[A-Za-z0-9 -]{2,20}$/.test(a.zipCode) : /^\d{6}$/.test(a.zipCode);
    if (!ok) fail(MSG.zipInvalid);
  }
  return a;
}

const addressIdField = () => field.int('地址编号', 1, 2_147_483_647);

function addressId(value: number | undefined): number {
  if (value === undefined) return fail(MSG.addressIdRequired);
  return value;
}

const likePattern = (keyword: string) => `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** My addresses (spec 1 §2.8): every statement is scoped to the logged-in user. */
export function addressRoutes(app: FastifyInstance, ctx: Ctx): void {
  route(app, 'GET /delivery/address/list', { query: { ...pageFields(), keyWord: field.text('关键字', 100) } }, async ({ query: q }, req) => {
    const me = await requireUser(ctx, req);
    const { pageSize, offset } = paging(q, 12);
    const keyWord = q.keyWord;
    const where = keyWord
      ? `user_id = $1 AND (receiver_name ILIKE $2 ESCAPE '\\' OR phone_no ILIKE $2 ESCAPE '\\'
           OR street ILIKE $2 ESCAPE '\\' OR region_text ILIKE $2 ESCAPE '\\')`
      : 'user_id = $1';
    const params: unknown[] = keyWord ? [me.userId, likePattern(keyWord)] : [me.userId];
    const rows = await ctx.db.query<AddressRow>(
      `SELECT * FROM delivery_addresses WHERE ${where} ORDER BY delivery_address_id DESC
        LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
      [...params, pageSize, offset],
    );
    const [count] = await ctx.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM delivery_addresses WHERE ${where}`, params);
    return { code: 200, msg: '', rows: rows.map(toAddress), total: count.n };
  });

  route(app, 'POST /delivery/address/add', { body: addressBody }, async ({ body }, req) => {
    const me = await requireUser(ctx, req);
    const a = validateAddress(body);
    const now = ctx.now();
    // The account's caps (50 addresses, 30 an hour by default) under its lock, with the insert.
    await ctx.db.transaction(async (tx) => {
      await ctx.limits.accountCreation(tx, 'addresses', me.userId, now);
      await tx.query(
        `INSERT INTO delivery_addresses (user_id, receiver_name, phone_no, province, city, county, street, zip_code, region_text, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $10)`,
        [me.userId, a.receiverName, a.phoneNo, a.province, a.city, a.county, a.street, a.zipCode, regionText(a), now],
      );
    });
    return { code: 200, msg: MSG.addressAdded };
  });

  const editBody = { ...addressBody, deliveryAddressId: addressIdField() };
  route(app, 'POST /delivery/address/edit', { body: editBody }, async ({ body }, req) => {
    const me = await requireUser(ctx, req);
    const id = addressId(body.deliveryAddressId);
    const a = validateAddress(body);
    const rows = await ctx.db.query(
      `UPDATE delivery_addresses SET receiver_name = $3, phone_no = $4, province = $5, city = $6, county = $7,
              street = $8, zip_code = $9, region_text = $10, updated_at = $11
        WHERE delivery_address_id = $1 AND user_id = $2 RETURNING delivery_address_id`,
      [id, me.userId, a.receiverName, a.phoneNo, a.province, a.city, a.county, a.street, a.zipCode, regionText(a), ctx.now()],
    );
    if (rows.length === 0) fail(MSG.addressNotFound);
    return { code: 200, msg: MSG.modified };
  });

  route(app, 'DELETE /delivery/address/:deliveryAddressId', { params: { deliveryAddressId: addressIdField() } }, async ({ params }, req) => {
    const me = await requireUser(ctx, req);
    const id = addressId(params.deliveryAddressId);
    const rows = await ctx.db.query(
      'DELETE FROM delivery_addresses WHERE delivery_address_id = $1 AND user_id = $2 RETURNING delivery_address_id',
      [id, me.userId],
    );
    if (rows.length === 0) fail(MSG.addressNotFound);
    return { code: 200, msg: MSG.deleted };
  });
}
