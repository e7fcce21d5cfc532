import { isValidRegion, regionText } from '@tcm/shared/region';
import type { Tx } from '../platform/db';

const ADDRESSES = [
  { receiverName: '李时珍', phoneNo: '13800000006', province: '420000', city: '421100', county: '421126', street: '蕲州镇东长街18号', zipCode: '435300' },
  {
    receiverName: '王药师',
    phoneNo: '13912345678',
    province: '110000',
    city: '110100',
    county: '110105',
    street: '朝阳路甲6号中医药大厦12层',
    zipCode: '100020',
  },
  { receiverName: '陈小姐', phoneNo: '13712345678', province: '440000', city: '440100', county: '440106', street: '天河北路233号中信广场2608室', zipCode: '' },
  { receiverName: 'Lily Chen', phoneNo: '13612345678', province: '900000', city: '900100', county: '', street: '100 Main St, San Francisco, CA', zipCode: '' },
];

export async function seedAddresses(tx: Tx, userId: number, now: Date): Promise<void> {
  for (const a of ADDRESSES) {
    if (!isValidRegion(a)) throw new Error(`seed address has an invalid region: ${a.street}`);
    await tx.query(
      `INSERT INTO delivery_addresses (user_id, receiver_name, phone_no, province, city, county, street, zip_code, region_text, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $10)`,
      [userId, a.receiverName, a.phoneNo, a.province, a.city, a.county, a.street, a.zipCode, regionText(a), now],
    );
  }
}
