import type { UserInfo } from '@tcm/shared';
import { doctorStatus } from '../../components/doctorText';
import { SessionGate } from '../../components/SessionGate';
import { PageFrame } from '@tcm/shared/pageFrame';
import { ApplyBlocked, isBlockedStatus } from './ApplyBlocked';
import { ApplyForm } from './ApplyForm';
import { initialApplyValues } from './applyValues';
import { RejectionNotice } from './RejectionNotice';
import { useSubmitApplication } from './useSubmitApplication';
import '../../components/cert.css';

function ApplyContent({ userInfo }: { userInfo: UserInfo }) {
  // Held here, above the form: after a successful submit the reloaded account says "under review",
  // which swaps the form for the notice while the navigation to /applying is still pending.
  const { submitting, submit } = useSubmitApplication();
  const status = doctorStatus(userInfo.doctor);
  if (isBlockedStatus(status)) return <ApplyBlocked status={status} />;
  return (
    <>
      {status === '5' ? <RejectionNotice remark={userInfo.doctor?.remark} /> : null}
      <ApplyForm initialValues={initialApplyValues(userInfo)} submitting={submitting} onSubmit={submit} />
    </>
  );
}

/** /apply — 医生认证申请. */
export default function ApplyPage() {
  return (
    <PageFrame className="tcm-cert" title="医生认证申请" subtitle="请如实填写执业信息并上传执业证书，审核通过后即可使用开方等医生功能。">
      <SessionGate>{(userInfo) => <ApplyContent userInfo={userInfo} />}</SessionGate>
    </PageFrame>
  );
}
