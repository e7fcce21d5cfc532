import { Spin } from '@arco-design/web-react';
import { useState } from 'react';
import { useSearchParams } from '@tcm/shared';
import { AuthLayout, AuthNotice } from '../../components/AuthLayout';
import { InviteForm } from './InviteForm';
import { InviteGreeting } from './InviteGreeting';
import { InviteSuccessModal } from './InviteSuccessModal';
import { useInviteInfo } from './useInviteInfo';

/** /Invite?inviteId=…: an invited person confirms by SMS code (spec 1 §2.9). */
export default function InvitePage() {
  const [params] = useSearchParams();
  const inviteId = params.get('inviteId');
  const { loading, info, securityNo } = useInviteInfo(inviteId);
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
        <div className="tcm-acc-spin">
          <Spin tip="正在读取邀请信息…" />
        </div>
      ) : (
        <>
          <InviteGreeting info={info} />
          <div style={{ marginTop: 20 }}>
            <InviteForm inviteId={inviteId} securityNo={securityNo} onConfirmed={setQrUrl} />
          </div>
        </>
      )}
      <InviteSuccessModal qrUrl={qrUrl} onClose={() => setQrUrl(null)} />
    </AuthLayout>
  );
}
