import type { z } from 'zod';
import type * as s from './schema';
import type { ApiBody } from './common';

export type InviteInfo = z.infer<typeof s.inviteInfo>;

export type InviteConfirmRequest = z.infer<typeof s.inviteConfirmRequest>;

export interface InviteCalls {
  'GET /invite/v1/info': { req: { inviteId: string }; res: ApiBody<{ info: InviteInfo; securityNo: string }> };
  /** data.qrUrl: what the success dialog's QR code encodes (the portal's login page). */
  'POST /invite/v1/confirm': { req: InviteConfirmRequest; res: ApiBody<{ data?: { qrUrl: string } }> };
}
