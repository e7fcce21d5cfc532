import { call, FALLBACK, getToken, loginReturnPath, notify, SUCCESS, useNavigate, useSearchParams } from '@tcm/shared';
import { AuthLayout, AuthNotice } from '../../components/AuthLayout';
import { passwordPairProblem } from '@tcm/shared/account';
import { EMPTY_PASSWORD_PAIR, PASSWORD_PAIR_FIELDS } from '../../components/credentials';
import { AccountForm, PasswordPairItems } from '../../components/FormItems';
import { useBackOrHome } from '../../components/navigation';
import { useSubmitForm } from '../../components/useSubmitForm';

/**
 * /SetPassword, shown after a first login without a password (spec 1 §2.7). Success returns to the
 * page before login: the login's `redirect` if it brought one, else the previous page, else home.
 */
export default function SetPasswordPage() {
  const navigate = useNavigate();
  const backOrHome = useBackOrHome();
  const [params] = useSearchParams();
  const redirect = loginReturnPath(params.get('redirect'));
  const form = useSubmitForm({
    initial: EMPTY_PASSWORD_PAIR,
    validate: passwordPairProblem,
    serverFields: PASSWORD_PAIR_FIELDS,
    request: (v) => call('POST /setPwd', { password: v.password }, { fallback: FALLBACK.default }),
    onSuccess: () => {
      notify.success(SUCCESS.passwordSet);
      if (redirect) navigate(redirect, { replace: true });
      else backOrHome();
    },
  });

  // The route is public, but setting a password needs the session the login just started.
  if (!getToken()) {
    return (
      <AuthNotice title="设置密码" linkTo="/Login" linkText="去登录">
        登录状态已失效，请重新登录后再设置密码。
      </AuthNotice>
    );
  }

  return (
    <AuthLayout title="设置密码" subtitle="由于您初次登录，请设置密码">
      <AccountForm form={form} submitText="确定">
        <PasswordPairItems form={form} />
      </AccountForm>
    </AuthLayout>
  );
}
