import { Result } from '@arco-design/web-react';
import { LinkButton } from '../../components/LinkButton';

/**
 * Certified doctors and applications under review cannot apply again (spec 3 §4): instead of the
 * form they are pointed to the status page.
 */
export function ApplyBlocked({ status }: { status: '0' | '4' }) {
  if (status === '0') {
    return (
      <Result
        status="success"
        title="您已通过医生认证"
        subTitle="无需重复申请，可在认证状态中查看审核结果。"
        extra={[
          <LinkButton key="applying" type="primary" to="/applying">
            查看认证状态
          </LinkButton>,
          <LinkButton key="userInfo" to="/userInfo">
            查看个人信息
          </LinkButton>,
        ]}
      />
    );
  }
  return (
    <Result
      status="info"
      title="您的认证申请正在审核中"
      subTitle="审核期间无法重复提交，请耐心等待审核结果。"
      extra={
        <LinkButton type="primary" to="/applying">
          查看审核进度
        </LinkButton>
      }
    />
  );
}
