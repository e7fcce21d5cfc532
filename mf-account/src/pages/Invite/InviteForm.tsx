import { useEffect } from 'react';
import { validatePhoneCode } from '../../common/credentials';
import { AccountForm, PhoneCodeItems } from '../../common/FormItems';
import { useSubmitForm } from '../../common/useSubmitForm';
import { postInviteConfirm } from './inviteApi';

/**
 * Phone (from the invitation, editable only when the invitation did not name one), SMS code sent
 * with the invitation's securityNo, and 确认 (spec 1 §2.9, §5.3: phone required and 11 digits, then
 * the code).
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
  const form = useSubmitForm({
    initial: { phone: invitedPhone, code: '' },
    validate: validatePhoneCode,
    request: (v) => postInviteConfirm({ phone: v.phone, code: v.code, inviteId, securityNo }),
    onSuccess: (body) => onConfirmed(body.data?.qrUrl || `${window.location.origin}/Login`),
  });
  const { setField } = form;

  useEffect(() => {
    if (invitedPhone) setField('phone', invitedPhone);
  }, [invitedPhone, setField]);

  return (
    <AccountForm form={form} submitText="确认">
      <PhoneCodeItems form={form} smsType="invite" securityNo={securityNo} labelled phoneReadOnly={!!invitedPhone} />
    </AccountForm>
  );
}
