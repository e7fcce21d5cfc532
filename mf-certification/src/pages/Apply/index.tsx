import { Spin } from '@arco-design/web-react';
import { useHydrated, type UserInfo } from '@tcm/shared';
import { doctorStatus } from '../../components/doctorText';
import { SessionGate } from '../../components/SessionGate';
import { PageFrame } from '@tcm/shared/pageFrame';
import { ApplyBlocked, isBlockedStatus } from './ApplyBlocked';
import { ApplyForm } from './ApplyForm';
import { initialApplyValues, NO_APPLY_VALUES } from './applyValues';
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

/**
 * While the account is read: the form, empty and disabled, under 正在加载账户信息…, so the page has its
 * shape from the first paint. It is what /apply is prerendered as (src/prerender.tsx): the account is
 * this browser's, read after hydration, and decides whether the form is offered and what it holds.
 */
function PendingApplyForm() {
  return (
    <Spin className="tcm-cert__pending" loading tip="正在加载账户信息…" block>
      <ApplyForm initialValues={NO_APPLY_VALUES} submitting={false} onSubmit={async () => null} disabled />
    </Spin>
  );
}

/** /apply — 医生认证申请. */
export default function ApplyPage() {
  const hydrated = useHydrated();
  return (
    <PageFrame className="tcm-cert" title="医生认证申请" subtitle="请如实填写执业信息并上传执业证书，审核通过后即可使用开方等医生功能。">
      {hydrated ? <SessionGate pending={<PendingApplyForm />}>{(userInfo) => <ApplyContent userInfo={userInfo} />}</SessionGate> : <PendingApplyForm />}
    </PageFrame>
  );
}
