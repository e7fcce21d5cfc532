import { Button, Form } from '@arco-design/web-react';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { notify, SUCCESS } from '@tcm/shared';
import { AuthLayout } from '../../common/AuthLayout';
import { clearsConfirm, validateCredentials, type CredentialValues } from '../../common/credentials';
import { PhoneInput, SmsCodeInput } from '../../common/FormFields';
import { withQuery } from '../../common/navigation';
import { PasswordPairItems } from '../../common/PasswordPairItems';
import { sendSmsCode } from '../../common/sendSmsCode';
import { useFormFields } from '../../common/useFormFields';
import { postRegister } from './signupApi';

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
      await postRegister(values);
    } catch {
      setSubmitting(false);
      return;
    }
    setSubmitting(false);
    notify.success(SUCCESS.registered);
    const next = wxCode ? withQuery('/Bind', { code: wxCode, redirect }) : withQuery('/Login', { redirect });
    navigate(next, { replace: true, state: { phone: values.phone } });
  };

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
      <Form layout="vertical" onSubmit={submit}>
        <Form.Item {...itemStatus('phone')}>
          <PhoneInput value={values.phone} onChange={(v) => setField('phone', v)} />
        </Form.Item>
        <Form.Item {...itemStatus('code')}>
          <SmsCodeInput
            value={values.code}
            onChange={(v) => setField('code', v)}
            onSend={() => sendSmsCode(values.phone, 'register')}
          />
        </Form.Item>
        <PasswordPairItems
          password={values.password}
          confirm={values.confirm}
          onChange={setField}
          itemStatus={itemStatus}
        />
        <Button type="primary" htmlType="submit" long size="large" loading={submitting}>
          注册
        </Button>
      </Form>
    </AuthLayout>
  );
}
