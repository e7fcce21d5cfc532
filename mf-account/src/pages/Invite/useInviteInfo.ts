import { useLoad, type InviteInfo } from '@tcm/shared';
import { takeInviteInfo } from './inviteInfoRequest';

export interface InviteState {
  loading: boolean;
  info: InviteInfo;
  securityNo: string;
  /** The info call failed: only the generic greeting can be shown. */
  failed: boolean;
}

const EMPTY: InviteInfo = { inviteName: '', phone: '', roleName: '', sponsor: '', deptName: '' };
/** The invitee's name when the invitation cannot be read (spec 1 §4.4). */
const GUEST_NAME = '客户';
const GUEST: InviteInfo = { ...EMPTY, inviteName: GUEST_NAME };

/**
 * GET /invite/v1/info, read with the platform's useLoad (the first attempt takes the request the
 * route started early); on failure the invitee becomes 客户 (spec 1 §4.4).
 */
export function useInviteInfo(inviteId: string | null): InviteState {
  const read = useLoad(inviteId ? `invite:${inviteId}` : null, () => takeInviteInfo(inviteId!));
  if (read.failed) return { loading: false, info: GUEST, securityNo: '', failed: true };
  if (!read.data) return { loading: read.loading, info: EMPTY, securityNo: '', failed: false };
  const info = { ...EMPTY, ...read.data.info };
  return {
    loading: read.loading,
    info: { ...info, inviteName: info.inviteName || GUEST_NAME },
    securityNo: read.data.securityNo ?? '',
    failed: false,
  };
}
