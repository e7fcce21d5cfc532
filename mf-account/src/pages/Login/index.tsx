import { Spin } from '@arco-design/web-react';
import { AuthLayout } from '../../common/AuthLayout';
import { LoginForm } from './LoginForm';
import { SignedInNotice } from './SignedInNotice';
import { useWechatCodeLogin } from './useWechatCodeLogin';

/**
 * /Login. Also the landing page of the third-party scan login (?code=…). A logged-in visitor may log
 * in again (e.g. to switch accounts), so nothing here redirects them away.
 */
export default function LoginPage() {
  const exchanging = useWechatCodeLogin();
  return (
    <AuthLayout title="欢迎登录" subtitle="登录后即可使用开方、订单与地址等服务">
      {exchanging ? (
        <div className="tcm-acc-spin">
          <Spin tip="正在登录，请稍候…" />
        </div>
      ) : (
        <>
          <SignedInNotice />
          <LoginForm />
        </>
      )}
    </AuthLayout>
  );
}
