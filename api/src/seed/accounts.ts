import { DEMO_ACCOUNTS, DEMO_PASSWORD, type DemoAccountKey } from '@tcm/shared/demo';
import type { DoctorStatus } from '@tcm/shared/contract';
import { idCheckChar } from '@tcm/shared/validators';
import type { Tx } from '../platform/db';
import { hashPassword } from '../platform/lib/passwords';
import { createUser } from '../account/users';
import { SANDBOX_BOUND_OPENID } from '../account/wechat/codes';
import { seedCertUpload } from './certificates';

export const REJECTED_REMARK = '执业证书照片不清晰，请重新上传';

const withCheck = (first17: string) => first17 + idCheckChar(first17);

const DOCTORS: Partial<Record<DemoAccountKey, { status: DoctorStatus; sex: '0' | '1'; idNo: string; certNo: string; remark?: string }>> = {
  doctor: { status: '0', sex: '1', idNo: withCheck('42112619780526003'), certNo: '110421126000356' },
  doctorReviewing: { status: '4', sex: '0', idNo: withCheck('33010619850312004'), certNo: '110330106000412' },
  doctorRejected: { status: '5', sex: '1', idNo: '', certNo: '110440106000518', remark: REJECTED_REMARK },
};

/** The demo accounts of @tcm/shared/demo with their doctor records (README lists them). */
export async function seedAccounts(tx: Tx, now: Date): Promise<Record<DemoAccountKey, number>> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const ids = {} as Record<DemoAccountKey, number>;
  for (const [key, account] of Object.entries(DEMO_ACCOUNTS) as [DemoAccountKey, (typeof DEMO_ACCOUNTS)[DemoAccountKey]][]) {
    ids[key] = await createUser(tx, {
      phone: account.phone,
      userName: account.userName,
      passwordHash: key === 'noPassword' ? null : passwordHash,
      roles: [...account.roles],
      inheritor: key === 'doctor' ? 'Y' : 'N',
      now,
    });
    const doctor = DOCTORS[key];
    if (doctor) {
      const certImageUrl = await seedCertUpload(tx, ids[key], account.phone, now);
      await tx.query(
        `INSERT INTO doctors (user_id, doctor_name, doctor_sex, doctor_phone, id_no, cert_no, cert_image_url, status, remark, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $10)`,
        [ids[key], account.userName, doctor.sex, account.phone, doctor.idNo, doctor.certNo, certImageUrl, doctor.status, doctor.remark ?? null, now],
      );
    }
  }
  await tx.query('INSERT INTO wx_identities (openid, nickname, user_id, created_at) VALUES ($1, $2, $3, $4)', [
    SANDBOX_BOUND_OPENID,
    '已绑定的测试微信用户',
    ids.user,
    now,
  ]);
  return ids;
}
