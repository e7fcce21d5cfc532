import { Button, Form } from '@arco-design/web-react';
import { useEffect, useState } from 'react';
import { validatePhoneCode, type PhoneCodeValues } from '../../common/credentials';
import { PhoneInput, SmsCodeInput } from '../../common/FormFields';
import { sendSmsCode } from '../../common/sendSmsCode';
import { useFormFields } from '../../common/useFormFields';
import { postInviteConfirm } from './inviteApi';

/**
 * Phone (from the invitation, editable only when the invitation did not name one), SMS code sent
 * with the invitation's securityNo, and 确认 (spec 1 §2.9, §5.3).
 */
export function InviteForm({
  inviteId,
  invitedPhone,
  securityNo,
  onConfirmed,
}: {
  inviteId: string;
  invitedPhone: string;
  securityNo: string;
  onConfirmed: (qrUrl: string) => void;
}) {
  const [submitting, setSubmitting] = useState(false);
  const { values, setField, fail, itemStatus } = useFormFields<PhoneCodeValues>({ phone: invitedPhone, code: '' });

  useEffect(() => {
    if (invitedPhone) setField('phone', invitedPhone);
  }, [invitedPhone, setField]);

  const submit = async () => {
    if (submitting) return;
    // Spec 1 §5.3: phone required and at least 11 characters, then the code.
    const problem = validatePhoneCode(values);
    if (problem) {
      fail(problem);
      return;
    }
    setSubmitting(true);
    try {
      const body = await postInviteConfirm({ phone: values.phone, code: values.code, inviteId, securityNo });
      onConfirmed(body.data?.qrUrl || `${window.location.origin}/Login`);
    } catch {
      // Shown by the HTTP client; the code stays for another try.
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Form layout="vertical" onSubmit={submit}>
      <Form.Item label="手机号" {...itemStatus('phone')}>
        <PhoneInput value={values.phone} onChange={(v) => setField('phone', v)} readOnly={!!invitedPhone} />
      </Form.Item>
      <Form.Item label="验证码" {...itemStatus('code')}>
        <SmsCodeInput
          value={values.code}
          onChange={(v) => setField('code', v)}
          onSend={() => sendSmsCode(values.phone, 'invite', securityNo)}
        />
      </Form.Item>
      <Button type="primary" htmlType="submit" long size="large" loading={submitting}>
        确认
      </Button>
    </Form>
  );
}
