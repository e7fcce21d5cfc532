import { useEffect, useState } from 'react';
import type { InviteInfo } from '@tcm/shared';
import { MSG } from '../../common/messages';
import { takeInviteInfo } from './inviteInfoRequest';

export interface InviteState {
  loading: boolean;
  info: InviteInfo;
  securityNo: string;
  /** The info call failed: only the generic greeting can be shown. */
  failed: boolean;
}

const EMPTY: InviteInfo = { inviteName: '', phone: '', roleName: '', sponsor: '', deptName: '' };

/** GET /invite/v1/info; on failure the invitee becomes 客户 (spec 1 §4.4). */
export function useInviteInfo(inviteId: string | null): InviteState {
  const [state, setState] = useState<InviteState>({ loading: !!inviteId, info: EMPTY, securityNo: '', failed: false });

  useEffect(() => {
    if (!inviteId) return;
    let alive = true;
    setState((s) => ({ ...s, loading: true }));
    takeInviteInfo(inviteId)
      .then((body) => {
        if (!alive) return;
        const info = { ...EMPTY, ...body.info };
        setState({
          loading: false,
          info: { ...info, inviteName: info.inviteName || MSG.inviteGuest },
          securityNo: body.securityNo ?? '',
          failed: false,
        });
      })
      .catch(() => {
        if (alive) setState({ loading: false, info: { ...EMPTY, inviteName: MSG.inviteGuest }, securityNo: '', failed: true });
      });
    return () => {
      alive = false;
    };
  }, [inviteId]);

  return state;
}
