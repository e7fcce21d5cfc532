import type { DeliveryAddress, DeliveryAddressInput } from '@tcm/shared/contract';
import { addressProblem } from '@tcm/shared/account/address';
import { regionNames, regionText } from '@tcm/shared/region';
import type { Db, Queryable } from '../../platform/db';
import { fail } from '../../platform/http/errors';
import type { AbuseLimits, CreationCap } from '../../platform/limits';
import { ACCOUNT_MSG } from '../messages';

/** An address as the input layer read it (the client's addressInfo helpers are not read). */
export type AddressFields = Required<Omit<DeliveryAddressInput, 'addressInfo' | 'addressInfoText'>>;

/**
 * The save rules of spec 1 §5.4, the /address dialog's own (@tcm/shared/account/address), run again
 * here: the server never trusts that the page checked them. The region's names are computed from
 * its codes.
 */
function checked(a: AddressFields): AddressFields {
  const problem = addressProblem(a);
  if (problem) fail(problem.message);
  return a;
}

/** An address's id: the edit and delete calls need one. */
const addressId = (value: number | undefined): number => value ?? fail(ACCOUNT_MSG.addressIdRequired);

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

const likePattern = (keyword: string) => `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * One page of my addresses (spec 1 §2.8), newest first; a keyword matches part of the receiver, the
 * phone, the street or the region's names. Every statement of the book is scoped to its owner.
 */
export async function listAddresses(
  q: Queryable,
  userId: number,
  page: { keyWord?: string; pageSize: number; offset: number },
): Promise<{ rows: DeliveryAddress[]; total: number }> {
  const where = page.keyWord
    ? `user_id = $1 AND (receiver_name ILIKE $2 ESCAPE '\\' OR phone_no ILIKE $2 ESCAPE '\\'
         OR street ILIKE $2 ESCAPE '\\' OR region_text ILIKE $2 ESCAPE '\\')`
    : 'user_id = $1';
  const params: unknown[] = page.keyWord ? [userId, likePattern(page.keyWord)] : [userId];
  const rows = await q.query<AddressRow>(
    `SELECT * FROM delivery_addresses WHERE ${where} ORDER BY delivery_address_id DESC
      LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
    [...params, page.pageSize, page.offset],
  );
  const [count] = await q.query<{ n: number }>(`SELECT count(*)::int AS n FROM delivery_addresses WHERE ${where}`, params);
  return { rows: rows.map(toAddress), total: count!.n };
}

/** A user's delivery addresses are capped in total and per hour (platform/limits: accountCreation). */
const ADDRESSES_CAP: CreationCap = {
  table: 'delivery_addresses',
  live: '',
  cap: 'addressesPerUser',
  perHour: 'addressesPerUserPerHour',
  capped: ACCOUNT_MSG.addressesCapped,
  tooFast: ACCOUNT_MSG.addressesTooFast,
};

/** A new address, within the account's caps (50 addresses, 30 an hour by default), checked under its lock. */
export async function addAddress(db: Db, limits: AbuseLimits, userId: number, fields: AddressFields, now: Date): Promise<void> {
  const a = checked(fields);
  await db.transaction(async (tx) => {
    await limits.accountCreation(tx, ADDRESSES_CAP, userId, now);
    await tx.query(
      `INSERT INTO delivery_addresses (user_id, receiver_name, phone_no, province, city, county, street, zip_code, region_text, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $10)`,
      [userId, a.receiverName, a.phoneNo, a.province, a.city, a.county, a.street, a.zipCode, regionText(a), now],
    );
  });
}

/** One of my addresses changed; another's, or none, answers 地址不存在或无权操作. */
export async function editAddress(q: Queryable, userId: number, addressIdOrNone: number | undefined, fields: AddressFields, now: Date): Promise<void> {
  const id = addressId(addressIdOrNone);
  const a = checked(fields);
  const rows = await q.query(
    `UPDATE delivery_addresses SET receiver_name = $3, phone_no = $4, province = $5, city = $6, county = $7,
            street = $8, zip_code = $9, region_text = $10, updated_at = $11
      WHERE delivery_address_id = $1 AND user_id = $2 RETURNING delivery_address_id`,
    [id, userId, a.receiverName, a.phoneNo, a.province, a.city, a.county, a.street, a.zipCode, regionText(a), now],
  );
  if (rows.length === 0) fail(ACCOUNT_MSG.addressNotFound);
}

/** One of my addresses deleted; another's, or none, answers 地址不存在或无权操作. */
export async function deleteAddress(q: Queryable, userId: number, addressIdOrNone: number | undefined): Promise<void> {
  const id = addressId(addressIdOrNone);
  const rows = await q.query('DELETE FROM delivery_addresses WHERE delivery_address_id = $1 AND user_id = $2 RETURNING delivery_address_id', [id, userId]);
  if (rows.length === 0) fail(ACCOUNT_MSG.addressNotFound);
}
