import { Link, notify, SUCCESS } from '@tcm/shared';
import { AuthLayout } from '../../components/AuthLayout';
import { credentialsProblem } from '@tcm/shared/account';
import { CREDENTIAL_FIELDS, EMPTY_CREDENTIALS } from '../../components/credentials';
import { AccountForm, PasswordPairItems, PhoneCodeItems } from '../../components/FormItems';
import { useBackOrHome } from '../../components/navigation';
import { useSubmitForm } from '../../components/useSubmitForm';
import { postResetPwd } from './api';

/** /ResetPassword: a new password by SMS code (spec 1 §2.7, §5.2); success returns to the previous page. */
export default function ResetPasswordPage() {
  const backOrHome = useBackOrHome();
  const form = useSubmitForm({
    initial: EMPTY_CREDENTIALS,
    validate: credentialsProblem,
    serverFields: CREDENTIAL_FIELDS,
    request: postResetPwd,
    onSuccess: () => {
      notify.success(SUCCESS.modified);
      backOrHome();
    },
  });

  return (
    <AuthLayout
      title="重置密码"
      subtitle="通过手机验证码设置新的登录密码"
      footer={
        <span>
          想起密码了？<Link to="/Login">返回登录</Link>
        </span>
      }
    >
      <AccountForm form={form} submitText="确认修改">
        <PhoneCodeItems form={form} smsType="resetpwd" />
        <PasswordPairItems form={form} passwordLabel="新密码" />
      </AccountForm>
    </AuthLayout>
  );
}
