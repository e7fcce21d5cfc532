import { Button, Form } from '@arco-design/web-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { call, FALLBACK, notify, phoneMd5, SUCCESS } from '@tcm/shared';
import { AuthLayout } from '../../common/AuthLayout';
import { clearsConfirm, validateCredentials, type CredentialValues } from '../../common/credentials';
import { PhoneInput, SmsCodeInput } from '../../common/FormFields';
import { useBackOrHome } from '../../common/navigation';
import { PasswordPairItems } from '../../common/PasswordPairItems';
import { sendSmsCode } from '../../common/sendSmsCode';
import { useFormFields } from '../../common/useFormFields';

/** /ResetPassword: a new password by SMS code (spec 1 §2.7, §5.2); success returns to the previous page. */
export default function ResetPasswordPage() {
  const backOrHome = useBackOrHome();
  const [submitting, setSubmitting] = useState(false);
  const { values, setField, fail, itemStatus } = useFormFields<CredentialValues>({
    phone: '',
    code: '',
    password: '',
    confirm: '',
  });

  const submit = async () => {
    if (submitting) return;
    const problem = validateCredentials(values);
    if (problem) {
      if (clearsConfirm(problem)) setField('confirm', '');
      fail(problem);
      return;
    }
    setSubmitting(true);
    try {
      await call(
        'POST /resetPwd',
        { code: values.code, username: values.phone, phoneMd5: phoneMd5(values.phone), password: values.password },
        { fallback: FALLBACK.default },
      );
    } catch {
      setSubmitting(false);
      return;
    }
    setSubmitting(false);
    notify.success(SUCCESS.modified);
    backOrHome();
  };

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
      <Form layout="vertical" onSubmit={submit}>
        <Form.Item {...itemStatus('phone')}>
          <PhoneInput value={values.phone} onChange={(v) => setField('phone', v)} />
        </Form.Item>
        <Form.Item {...itemStatus('code')}>
          <SmsCodeInput
            value={values.code}
            onChange={(v) => setField('code', v)}
            onSend={() => sendSmsCode(values.phone, 'resetpwd')}
          />
        </Form.Item>
        <PasswordPairItems
          password={values.password}
          confirm={values.confirm}
          onChange={setField}
          itemStatus={itemStatus}
          passwordLabel="新密码"
        />
        <Button type="primary" htmlType="submit" long size="large" loading={submitting}>
          确认修改
        </Button>
      </Form>
    </AuthLayout>
  );
}
