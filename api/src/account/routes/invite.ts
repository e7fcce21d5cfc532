import type { FastifyInstance } from 'fastify';
import type { PlatformCtx } from '../../platform/context';
import { field } from '../../platform/http/input';
import { originOf } from '../../platform/http/origin';
import { codeField, phoneField, phoneMd5Field } from '../../platform/http/phone';
import { route } from '../../platform/http/route';
import { confirmInvitation, invitationInfo } from '../invites/confirm';
import { ACCOUNT_MSG } from '../messages';

/** Invitation page and confirmation by SMS (spec 1 §2.9, §5.3): account/invites/confirm.ts. */
export function inviteRoutes(app: FastifyInstance, ctx: PlatformCtx): void {
  const inviteIdField = () => field.text('邀请编号', 64, 'INV-DOCTOR-001');
  route(app, 'GET /invite/v1/info', { query: { inviteId: inviteIdField() } }, async ({ query }) => ({
    code: 200,
    msg: '',
    ...(await invitationInfo(ctx.db, query.inviteId)),
  }));

  const confirmBody = {
    telephone: phoneField(),
    code: codeField(),
    phoneMd5: phoneMd5Field(),
    inviteId: inviteIdField(),
    securityNo: field.text('邀请校验码', 64),
  };
  route(app, 'POST /invite/v1/confirm', { body: confirmBody }, async ({ body }, req) => {
    await confirmInvitation(ctx, body);
    return { code: 200, msg: ACCOUNT_MSG.inviteConfirmed, data: { qrUrl: `${originOf(req)}/Login` } };
  });
}
