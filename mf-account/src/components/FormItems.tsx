import { Button, Form } from '@arco-design/web-react';
import type { ReactNode } from 'react';
import type { SmsType } from '@tcm/shared';
import { PasswordInput, PhoneInput, SmsCodeInput } from './FormFields';
import { sendSmsCode } from '../api/sendSmsCode';
import type { FieldBinding, ItemStatus } from './useFormFields';

/**
 * The form items of the account pages, each bound to one field of a useSubmitForm form
 * (`form.field('phone')`): a visible label (a placeholder is only a hint, issue 32), the input, the
 * message under it (tied to the input by aria-describedby, announced by role=alert) and its invalid mark.
 */

const invalid = (field: { status: ItemStatus }) => field.status.validateStatus === 'error';

/** A vertical form submitting through useSubmitForm, ending in one full-width primary button. */
export function AccountForm({
  form,
  submitText,
  children,
  autoComplete,
}: {
  form: { submit: () => unknown; submitting: boolean; formError?: string | null };
  /** The button's text, which is also its accessible name (注册, 确认修改, 绑定并登录…). */
  submitText: string;
  children: ReactNode;
  autoComplete?: 'on' | 'off';
}) {
  return (
    <Form layout="vertical" onSubmit={form.submit} autoComplete={autoComplete}>
      {children}
      {/* A refusal that names no field (服务异常…) stays here after its toast has faded. */}
      {form.formError ? (
        <p className="tcm-acc-form-error" role="alert">
          {form.formError}
        </p>
      ) : null}
      <Button type="primary" htmlType="submit" long size="large" loading={form.submitting}>
        {submitText}
      </Button>
    </Form>
  );
}

export function PhoneItem({ field, label = '手机号', readOnly }: { field: FieldBinding<string>; label?: string; readOnly?: boolean }) {
  return (
    <Form.Item label={label} {...field.status}>
      <PhoneInput value={field.value} onChange={field.onChange} readOnly={readOnly} invalid={invalid(field)} describedBy={field.describedBy} />
    </Form.Item>
  );
}

/**
 * The code input and its 获取验证码 button, which sends `smsType` to `phone` (with securityNo for
 * invite); why a send was refused is shown beside the field it is about (`onSendError`).
 */
export function SmsCodeItem({
  field,
  phone,
  smsType,
  securityNo,
  onSendError,
  label = '验证码',
}: {
  field: FieldBinding<string>;
  phone: string;
  smsType: SmsType;
  securityNo?: string;
  onSendError?: (message: string) => void;
  label?: string;
}) {
  return (
    <Form.Item label={label} {...field.status}>
      <SmsCodeInput
        value={field.value}
        onChange={field.onChange}
        onSend={() => sendSmsCode(phone, smsType, securityNo, onSendError)}
        invalid={invalid(field)}
        describedBy={field.describedBy}
      />
    </Form.Item>
  );
}

export function PasswordItem({ field, label = '密码' }: { field: FieldBinding<string>; label?: string }) {
  return (
    <Form.Item label={label} {...field.status}>
      <PasswordInput value={field.value} onChange={field.onChange} invalid={invalid(field)} describedBy={field.describedBy} label={label} />
    </Form.Item>
  );
}

type PhoneCodeForm = {
  values: { phone: string };
  field: (name: 'phone' | 'code') => FieldBinding<string>;
  explain: (message: string) => void;
};

/** Phone and SMS code, as registration, reset, binding and invitation ask for them (spec 1 §5.2, §5.3). */
export function PhoneCodeItems({ form, smsType, securityNo }: { form: PhoneCodeForm; smsType: SmsType; securityNo?: string }) {
  return (
    <>
      <PhoneItem field={form.field('phone')} />
      <SmsCodeItem field={form.field('code')} phone={form.values.phone} smsType={smsType} securityNo={securityNo} onSendError={form.explain} />
    </>
  );
}

/** The password and its confirmation, as registration, reset and set-password show them. */
export function PasswordPairItems({
  form,
  passwordLabel = '密码',
}: {
  form: { field: (name: 'password' | 'confirm') => FieldBinding<string> };
  passwordLabel?: string;
}) {
  const password = form.field('password');
  const confirm = form.field('confirm');
  return (
    <>
      <Form.Item label={passwordLabel} {...password.status}>
        <PasswordInput
          value={password.value}
          onChange={password.onChange}
          invalid={invalid(password)}
          describedBy={password.describedBy}
          label={passwordLabel}
          placeholder={`请输入${passwordLabel}（不少于6位）`}
          autoComplete="new-password"
        />
      </Form.Item>
      <Form.Item label="确认密码" {...confirm.status}>
        <PasswordInput
          value={confirm.value}
          onChange={confirm.onChange}
          invalid={invalid(confirm)}
          describedBy={confirm.describedBy}
          label="确认密码"
          placeholder="请再次输入密码"
          autoComplete="new-password"
        />
      </Form.Item>
    </>
  );
}
