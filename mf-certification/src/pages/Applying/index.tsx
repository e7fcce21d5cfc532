import { doctorStatusView, type UserInfo } from '@tcm/shared';
import { CertResult } from '../../components/CertResult';
import { NoDoctorRecord } from '../../components/NoDoctorRecord';
import { doctorStatus } from '../../components/doctorText';
import { SessionGate } from '../../components/SessionGate';
import { PageFrame } from '@tcm/shared/pageFrame';
import { StatusActions } from './StatusActions';
import { statusView } from './statusView';
import '../../components/cert.css';

function ApplyingContent({ userInfo }: { userInfo: UserInfo }) {
  const status = doctorStatus(userInfo.doctor);
  if (!status) return <NoDoctorRecord />;
  const view = statusView(status);
  const remark = userInfo.doctor?.remark?.trim();
  return (
    <CertResult
      tone={view.tone}
      title={<span data-testid="doctor-status">{doctorStatusView(status).text}</span>}
      subTitle={
        <>
          <p>{view.description}</p>
          {remark ? (
            <div className="tcm-cert__remark" data-testid="doctor-remark">
              <span className="tcm-cert__remark-label">审核意见：</span>
              {remark}
            </div>
          ) : null}
        </>
      }
      extra={
        <div className="tcm-cert__actions tcm-cert__actions--center">
          <StatusActions status={status} />
        </div>
      }
    />
  );
}

/** /applying — 认证状态: the doctor status and the reviewer's remark. */
export default function ApplyingPage() {
  return (
    <PageFrame className="tcm-cert" title="认证状态" subtitle="医生认证申请的审核进度与结果">
      <SessionGate>{(userInfo) => <ApplyingContent userInfo={userInfo} />}</SessionGate>
    </PageFrame>
  );
}
