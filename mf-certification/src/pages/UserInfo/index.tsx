import { isInheritor, type UserInfo } from '@tcm/shared';
import { LinkButton } from '../../components/LinkButton';
import { NoDoctorRecord } from '../../components/NoDoctorRecord';
import { doctorStatus } from '../../components/doctorText';
import { SessionGate } from '../../components/SessionGate';
import { PageFrame } from '@tcm/shared/pageFrame';
import { DoctorDescriptions } from './DoctorDescriptions';
import '../../components/cert.css';

function UserInfoContent({ userInfo }: { userInfo: UserInfo }) {
  const doctor = userInfo.doctor;
  if (!doctor) return <NoDoctorRecord title="暂无医生信息" />;
  const status = doctorStatus(doctor);
  return (
    <>
      <DoctorDescriptions doctor={doctor} inheritor={isInheritor(userInfo)} />
      <div className="tcm-cert__footer">
        {status === '5' || status === '3' ? (
          <LinkButton type="primary" to="/apply">
            {status === '5' ? '重新申请' : '去上传资料'}
          </LinkButton>
        ) : null}
        <LinkButton to="/applying">查看认证状态</LinkButton>
      </div>
    </>
  );
}

/** /userInfo — 个人信息: the doctor record of the logged-in user. */
export default function UserInfoPage() {
  return (
    <PageFrame className="tcm-cert" title="个人信息" subtitle="您的医生认证资料">
      <SessionGate>{(userInfo) => <UserInfoContent userInfo={userInfo} />}</SessionGate>
    </PageFrame>
  );
}
