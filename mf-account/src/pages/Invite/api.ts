// The core entry, not the root: the root brings Arco, and the info is asked for before Arco arrives
// (inviteInfoRequest.ts).
import { call, FALLBACK, phoneMd5 } from '@tcm/shared/core';

export function getInviteInfo(inviteId: string) {
  return call('GET /invite/v1/info', { inviteId }, { fallback: FALLBACK.service });
}

export function postInviteConfirm(args: { phone: string; code: string; inviteId: string; securityNo: string }) {
  return call(
    'POST /invite/v1/confirm',
    {
      telephone: args.phone,
      code: args.code,
      phoneMd5: phoneMd5(args.phone),
      inviteId: args.inviteId,
      securityNo: args.securityNo,
    },
    { fallback: FALLBACK.service },
  );
}
