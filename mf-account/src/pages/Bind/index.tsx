import { Link, useSearchParams } from '@tcm/shared';
import { AuthLayout, AuthNotice } from '../../components/AuthLayout';
import { withQuery } from '../../components/navigation';
import { BindForm } from './BindForm';

/** /Bind?code=…: bind a phone to a third-party scan login (spec 1 §2.7). */
export default function BindPage() {
  const [params] = useSearchParams();
  const wxCode = params.get('code');
  const redirect = params.get('redirect');

  if (!wxCode) {
    return (
      <AuthNotice title="绑定手机号" linkTo="/Login" linkText="返回登录">
        未获取到扫码登录信息，无法绑定手机号。请返回登录页重新扫码登录。
      </AuthNotice>
    );
  }

  return (
    <AuthLayout
      title="绑定手机号"
      subtitle="首次扫码登录，请绑定您的手机号码"
      footer={
        <>
          <span>
            还没有账号？<Link to={withQuery('/Signup', { code: wxCode, redirect })}>先注册</Link>
          </span>
          <Link to="/Login">返回登录</Link>
        </>
      }
    >
      <BindForm wxCode={wxCode} redirect={redirect} />
    </AuthLayout>
  );
}
