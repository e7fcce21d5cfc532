import { Button, Form } from '@arco-design/web-react';
import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { validatePhoneCode, type PhoneCodeValues } from '../../common/credentials';
import { PhoneInput, SmsCodeInput } from '../../common/FormFields';
import { sendSmsCode } from '../../common/sendSmsCode';
import { useFinishLogin } from '../../common/useFinishLogin';
import { useFormFields } from '../../common/useFormFields';
import { postBind } from './bindApi';

/** Phone + SMS code (type wxbind); a successful bind is a login (spec 1 §4.2). */
export function BindForm({ wxCode, redirect }: { wxCode: string; redirect: string | null }) {
  const location = useLocation();
  const finishLogin = useFinishLogin();
  const [submitting, setSubmitting] = useState(false);
  // Coming from registration, the new phone is passed along.
  const statePhone = (location.state as { phone?: unknown } | null)?.phone;
  const { values, setField, fail, itemStatus } = useFormFields<PhoneCodeValues>({
    phone: typeof statePhone === 'string' ? statePhone : '',
    code: '',
  });

  const submit = async () => {
    if (submitting) return;
    const problem = validatePhoneCode(values);
    if (problem) {
      fail(problem);
      return;
    }
    setSubmitting(true);
    try {
      const body = await postBind(wxCode, values);
      await finishLogin(body, { redirect, checkPasswordSet: true });
    } catch {
      // Shown by the HTTP client; the values stay for another try.
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Form layout="vertical" onSubmit={submit}>
      <Form.Item {...itemStatus('phone')}>
        <PhoneInput value={values.phone} onChange={(v) => setField('phone', v)} />
      </Form.Item>
      <Form.Item {...itemStatus('code')}>
        <SmsCodeInput
          value={values.code}
          onChange={(v) => setField('code', v)}
          onSend={() => sendSmsCode(values.phone, 'wxbind')}
        />
      </Form.Item>
      <Button type="primary" htmlType="submit" long size="large" loading={submitting}>
        绑定并登录
      </Button>
    </Form>
  );
}
