import { StatusResult } from '@tcm/shared';
import { LinkButton } from './LinkButton';

/** Shown where a doctor record is needed but the user never applied: the way forward is /apply. */
export function NoDoctorRecord({ title = '您还没有提交医生认证申请' }: { title?: string }) {
  return (
    <StatusResult
      status="info"
      title={title}
      subTitle="提交执业资格信息，审核通过后即可成为认证医生，为患者开方问诊。"
      extra={
        <LinkButton type="primary" to="/apply">
          去申请认证
        </LinkButton>
      }
    />
  );
}
