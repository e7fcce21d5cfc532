import type { ApiBody, ApiEnvelope } from './common';

export interface InviteInfo {
  inviteName: string;
  phone: string;
  roleName: string;
  sponsor: string;
  deptName: string;
}

export interface InviteConfirmRequest {
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
