import { Spin } from '@arco-design/web-react';
import { useState } from 'react';
import { useHydrated, useSearchParams } from '@tcm/shared';
import { AuthLayout, AuthNotice } from '../../components/AuthLayout';
import { InviteForm } from './InviteForm';
import { InviteGreeting } from './InviteGreeting';
import { InviteSuccessModal } from './InviteSuccessModal';
import { useInviteInfo } from './useInviteInfo';

/** What the prerendered page stands for: some invitation (the form does not show the id). */
const PRERENDERED_INVITE = 'prerendered';

/**
 * /Invite?inviteId=…: an invited person confirms by SMS code (spec 1 §2.9). The form shows at once;
 * the greeting's box waits for the invitation, at its size. Opened directly, the page is prerendered
 * (src/prerender.tsx) without a query, as the invitation still being read, and hydrates as that.
 */
export default function InvitePage() {
  const hydrated = useHydrated();
  const [params] = useSearchParams();
  const invite = useInviteInfo(params.get('inviteId'));
  const inviteId = hydrated ? params.get('inviteId') : PRERENDERED_INVITE;
  const loading = !hydrated || invite.loading;
  const [qrUrl, setQrUrl] = useState<string | null>(null);

  if (!inviteId) {
    return (
      <AuthNotice title="邀请确认" linkTo="/" linkText="返回首页">
        邀请链接不完整，请使用邀请短信或邀请人发送的完整链接打开。
      </AuthNotice>
    );
  }

  return (
    <AuthLayout title="邀请确认">
      {loading ? (
        <div className="tcm-acc-notice tcm-acc-invite-pending" data-testid="invite-pending">
          <Spin size={16} tip="正在读取邀请信息…" />
        </div>
      ) : (
        <InviteGreeting info={invite.info} />
      )}
      <div style={{ marginTop: 20 }}>
        <InviteForm inviteId={inviteId} securityNo={invite.securityNo} onConfirmed={setQrUrl} />
      </div>
      <InviteSuccessModal qrUrl={qrUrl} onClose={() => setQrUrl(null)} />
    </AuthLayout>
  );
}
