import { phoneCodeProblem } from '@tcm/shared/account';
import { PHONE_CODE_FIELDS } from '../../components/credentials';
import { AccountForm, PhoneCodeItems } from '../../components/FormItems';
import { usePassedPhone } from '../../components/navigation';
import { useFinishLogin } from '../../components/useFinishLogin';
import { useSubmitForm } from '../../components/useSubmitForm';
import { postBind } from './api';

/** Phone + SMS code (type wxbind); a successful bind is a login (spec 1 §4.2). */
export function BindForm({ wxCode, redirect }: { wxCode: string; redirect: string | null }) {
  const finishLogin = useFinishLogin();
  const form = useSubmitForm({
    // Coming from registration, the new phone is passed along.
    initial: { phone: usePassedPhone(), code: '' },
    validate: phoneCodeProblem,
    serverFields: PHONE_CODE_FIELDS,
    request: (v) => postBind(wxCode, v),
    onSuccess: (body) => finishLogin(body, { redirect, checkPasswordSet: true }),
  });

  return (
    <AccountForm form={form} submitText="绑定并登录">
      <PhoneCodeItems form={form} smsType="wxbind" />
    </AccountForm>
  );
}
