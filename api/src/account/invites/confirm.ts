import type { PlatformCtx } from '../../platform/context';
import type { Queryable } from '../../platform/db';
import { fail } from '../../platform/http/errors';
import { checkCode } from '../../platform/sms/codes';
import { phoneAndCode } from '../credentials';
import { ACCOUNT_MSG } from '../messages';
import { maskName, maskPhone } from './mask';
import { acceptInvitation, checkInvitePhone, findInvitation } from './repo';

/**
 * The invitation page (spec 1 §2.9, §5.3). Whoever holds the link reads the info, so it shows the
 * invitee's name and phone masked (王*和, 139****0001); the security number proves that an SMS
 * request comes from this page (GET /smsCode?type=invite), the code then proves the phone.
 */
export async function invitationInfo(q: Queryable, inviteId: string) {
  if (!inviteId) return fail(ACCOUNT_MSG.inviteIdRequired);
  const inv = await findInvitation(q, inviteId);
  if (!inv) return fail(ACCOUNT_MSG.inviteNotFound);
  return {
    info: { inviteName: maskName(inv.invite_name), phone: maskPhone(inv.phone), roleName: inv.role_name, sponsor: inv.sponsor, deptName: inv.dept_name },
    securityNo: inv.security_no,
  };
}

/** POST /invite/v1/confirm as the input layer read it. */
export interface InviteConfirmation {
  telephone: string;
  code: string;
  phoneMd5: string;
  inviteId: string;
  securityNo: string;
}

/** The invitee types the full phone and its SMS code: the invitation is accepted once (repo.ts). */
export async function confirmInvitation(ctx: PlatformCtx, b: InviteConfirmation): Promise<void> {
  const { phone, code } = phoneAndCode(b.telephone, b.phoneMd5, b.code);
  if (!b.inviteId) fail(ACCOUNT_MSG.inviteIdRequired);
  const inv = await findInvitation(ctx.db, b.inviteId);
  if (!inv) return fail(ACCOUNT_MSG.inviteNotFound);
  if (inv.security_no !== b.securityNo) fail(ACCOUNT_MSG.inviteSecurityMismatch);
  if (inv.status === 'confirmed') fail(ACCOUNT_MSG.inviteAlreadyConfirmed);
  await checkInvitePhone(ctx.db, inv, phone, ctx.now());
  const spend = await checkCode(ctx, phone, 'invite', code);
  await spend((tx, now) => acceptInvitation(tx, inv, phone, now));
}
