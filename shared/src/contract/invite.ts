import type { ApiBody } from './common';

/**
 * What the invitation page shows. Whoever holds the link can read it, so the invitee is masked:
 * the invitee types the full phone, which GET /smsCode and the confirmation check.
 */
export interface InviteInfo {
  /** Masked: 王*和, 王* (first character, and from three characters the last). */
  inviteName: string;
  /** Masked: 139****0001. Never a phone to send: the invitee types theirs. */
  phone: string;
  roleName: string;
  sponsor: string;
  deptName: string;
}

export interface InviteConfirmRequest {
  /** The phone the invitee typed; 手机号与邀请信息不一致 unless it is the invited one. */
  telephone: string;
  code: string;
  phoneMd5: string;
  inviteId: string;
  securityNo: string;
}

export interface InviteCalls {
  'GET /invite/v1/info': { req: { inviteId: string }; res: ApiBody<{ info: InviteInfo; securityNo: string }> };
  /** data.qrUrl: what the success dialog's QR code encodes (the portal's login page). */
  'POST /invite/v1/confirm': { req: InviteConfirmRequest; res: ApiBody<{ data?: { qrUrl: string } }> };
}
