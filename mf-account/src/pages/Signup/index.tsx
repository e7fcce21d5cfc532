import { Link, notify, SUCCESS, useNavigate, useSearchParams } from '@tcm/shared';
import { AuthLayout } from '../../components/AuthLayout';
import { credentialsProblem } from '@tcm/shared/account';
import { CREDENTIAL_FIELDS, EMPTY_CREDENTIALS } from '../../components/credentials';
import { AccountForm, PasswordPairItems, PhoneCodeItems } from '../../components/FormItems';
import { withQuery } from '../../components/navigation';
import { useSubmitForm } from '../../components/useSubmitForm';
import { postRegister } from './api';

/**
 * /Signup (spec 1 §2.7, §5.2). Success goes to /Login — except when the page carries a third-party
 * code (?code=… from a scan login whose account had no phone): then it goes to /Bind?code=… so the
 * new phone is bound to that scan login at once. Sending the code to /Login instead would post it as
 * a login again, find no phone and end on /Bind anyway, one toast later; and provider codes are
 * single-use, so the direct route is also the only one that works when the code was already spent.
 * The new phone travels in router state so the next form is pre-filled.
 */
export default function SignupPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const wxCode = params.get('code');
  const redirect = params.get('redirect');
  const form = useSubmitForm({
    initial: EMPTY_CREDENTIALS,
    validate: credentialsProblem,
    serverFields: CREDENTIAL_FIELDS,
    request: postRegister,
    onSuccess: (_, values) => {
      notify.success(SUCCESS.registered);
      const next = wxCode ? withQuery('/Bind', { code: wxCode, redirect }) : withQuery('/Login', { redirect });
      navigate(next, { replace: true, state: { phone: values.phone } });
    },
  });

  return (
    <AuthLayout
      title="注册账号"
      subtitle={wxCode ? '注册完成后将为您绑定扫码登录的账号' : '使用手机号注册，登录后即可使用全部服务'}
      footer={
        <>
          <span>
            已有账号？<Link to={withQuery('/Login', { redirect })}>去登录</Link>
          </span>
          {wxCode ? <Link to={withQuery('/Bind', { code: wxCode, redirect })}>已有账号，直接绑定</Link> : null}
        </>
      }
    >
      <AccountForm form={form} submitText="注册">
        <PhoneCodeItems form={form} smsType="register" />
        <PasswordPairItems form={form} />
      </AccountForm>
    </AuthLayout>
  );
}
