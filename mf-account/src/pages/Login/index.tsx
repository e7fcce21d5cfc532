import { Alert, Spin } from '@arco-design/web-react';
import { SESSION_EXPIRED, useHydrated, useSearchParams } from '@tcm/shared';
import { AuthLayout } from '../../components/AuthLayout';
import { LoginForm } from './LoginForm';
import { SignedInNotice } from './SignedInNotice';
import { useWechatCodeLogin } from './useWechatCodeLogin';

/**
 * /Login. Also the landing page of the third-party scan login (?code=…). A logged-in visitor may log
 * in again (e.g. to switch accounts), so nothing here redirects them away. ?expired=1: the session
 * ended under the user (a 401, or the token cookie gone), which the page says until they log in;
 * ?redirect is where the login returns to.
 *
 * Opened directly, the page is prerendered (src/prerender.tsx) as a visitor without a query sees it,
 * and hydrates as that: the scan code's exchange, the expired notice and the signed-in notice show
 * from the render after hydration.
 */
export default function LoginPage() {
  const hydrated = useHydrated();
  const exchanging = useWechatCodeLogin() && hydrated;
  const [params] = useSearchParams();
  const expired = hydrated && params.get('expired') === '1';
  return (
    <AuthLayout title="欢迎登录" subtitle="登录后即可使用开方、订单与地址等服务">
      {exchanging ? (
        <div className="tcm-acc-spin">
          <Spin tip="正在登录，请稍候…" />
        </div>
      ) : (
        <>
          {expired ? <Alert className="tcm-acc-expired" type="warning" content={SESSION_EXPIRED} /> : hydrated ? <SignedInNotice /> : null}
          <LoginForm />
        </>
      )}
    </AuthLayout>
  );
}
