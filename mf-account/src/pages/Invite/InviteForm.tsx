import { phoneCodeProblem } from '@tcm/shared/account';
import { PHONE_CODE_FIELDS } from '../../components/credentials';
import { AccountForm, PhoneCodeItems } from '../../components/FormItems';
import { useSubmitForm } from '../../components/useSubmitForm';
import { postInviteConfirm } from './api';

/**
 * The invitee's own phone, the SMS code sent with the invitation's securityNo, and 确认 (spec 1
 * §2.9, §5.3: phone required and 11 digits, then the code). The invitation shows its phone masked
 * (139****0001), so the invitee types it in full; the server checks it against the invitation when
 * sending the code and when confirming (手机号与邀请信息不一致 otherwise).
 */
export function InviteForm({ inviteId, securityNo, onConfirmed }: { inviteId: string; securityNo: string; onConfirmed: (qrUrl: string) => void }) {
  const form = useSubmitForm({
    initial: { phone: '', code: '' },
    validate: phoneCodeProblem,
    serverFields: PHONE_CODE_FIELDS,
    request: (v) => postInviteConfirm({ phone: v.phone, code: v.code, inviteId, securityNo }),
    onSuccess: (body) => onConfirmed(body.data?.qrUrl || `${window.location.origin}/Login`),
  });
  return (
    <AccountForm form={form} submitText="确认">
      <PhoneCodeItems form={form} smsType="invite" securityNo={securityNo} />
    </AccountForm>
  );
}
