import { Alert, Spin } from '@arco-design/web-react';
import { SESSION_EXPIRED, useSearchParams } from '@tcm/shared';
import { AuthLayout } from '../../components/AuthLayout';
import { LoginForm } from './LoginForm';
import { SignedInNotice } from './SignedInNotice';
import { useWechatCodeLogin } from './useWechatCodeLogin';

/**
 * /Login. Also the landing page of the third-party scan login (?code=…). A logged-in visitor may log
 * in again (e.g. to switch accounts), so nothing here redirects them away. ?expired=1: the session
 * ended under the user (a 401, or the token cookie gone), which the page says until they log in;
 * ?redirect is where the login returns to.
 */
export default function LoginPage() {
  const exchanging = useWechatCodeLogin();
  const [params] = useSearchParams();
  const expired = params.get('expired') === '1';
  return (
    <AuthLayout title="欢迎登录" subtitle="登录后即可使用开方、订单与地址等服务">
      {exchanging ? (
        <div className="tcm-acc-spin">
          <Spin tip="正在登录，请稍候…" />
        </div>
      ) : (
        <>
          {expired ? <Alert className="tcm-acc-expired" type="warning" content={SESSION_EXPIRED} /> : <SignedInNotice />}
          <LoginForm />
        </>
      )}
    </AuthLayout>
  );
}
