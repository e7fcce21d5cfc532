import type { FastifyInstance } from 'fastify';
import type { PlatformCtx } from '../../platform/context';
import { codeField, phoneAndCode, phoneField, phoneMd5Field } from '../../platform/http/phone';
import { fail } from '../../platform/http/errors';
import { field } from '../../platform/http/input';
import { originOf } from '../../platform/http/origin';
import { route } from '../../platform/http/route';
import { ACCOUNT_MSG } from '../messages';
import { maskName, maskPhone } from '../invites/mask';
import { acceptInvitation, checkInvitePhone, findInvitation } from '../invites/repo';
import { checkCode } from '../../platform/sms/codes';

/**
 * Invitation page and confirmation by SMS (spec 1 §2.9, §5.3). Whoever holds the link reads the
 * info, so it shows the invitee's name and phone masked (王*和, 139****0001); the invitee types
 * the full phone, which the SMS request and the confirmation check against the invitation.
 */
export function inviteRoutes(app: FastifyInstance, ctx: PlatformCtx): void {
  const inviteIdField = () => field.text('邀请编号', 64, 'INV-DOCTOR-001');
  route(app, 'GET /invite/v1/info', { query: { inviteId: inviteIdField() } }, async ({ query }) => {
    const inviteId = query.inviteId;
    if (!inviteId) return fail(ACCOUNT_MSG.inviteIdRequired);
    const inv = await findInvitation(ctx.db, inviteId);
    if (!inv) return fail(ACCOUNT_MSG.inviteNotFound);
    return {
      code: 200,
      msg: '',
      info: {
        inviteName: maskName(inv.invite_name),
        phone: maskPhone(inv.phone),
        roleName: inv.role_name,
        sponsor: inv.sponsor,
        deptName: inv.dept_name,
      },
      // Proves that an SMS request comes from this page (GET /smsCode?type=invite); the code then
      // proves the phone.
      securityNo: inv.security_no,
    };
  });

  const confirmBody = {
    telephone: phoneField(),
    code: codeField(),
    phoneMd5: phoneMd5Field(),
    inviteId: inviteIdField(),
    securityNo: field.text('邀请校验码', 64),
  };
  route(app, 'POST /invite/v1/confirm', { body: confirmBody }, async ({ body: b }, req) => {
    const { phone, code } = phoneAndCode(b.telephone, b.phoneMd5, b.code);
    const inviteId = b.inviteId;
    if (!inviteId) fail(ACCOUNT_MSG.inviteIdRequired);
    const inv = await findInvitation(ctx.db, inviteId);
    if (!inv) return fail(ACCOUNT_MSG.inviteNotFound);
    if (inv.security_no !== b.securityNo) fail(ACCOUNT_MSG.inviteSecurityMismatch);
    if (inv.status === 'confirmed') fail(ACCOUNT_MSG.inviteAlreadyConfirmed);
    await checkInvitePhone(ctx.db, inv, phone, ctx.now());
    const spend = await checkCode(ctx, phone, 'invite', code);

    await spend((tx, now) => acceptInvitation(tx, inv, phone, now));
    return { code: 200, msg: ACCOUNT_MSG.inviteConfirmed, data: { qrUrl: `${originOf(req)}/Login` } };
  });
}
