import { Input } from '@arco-design/web-react';
import { IconLock, IconMobile, IconSafe } from '@arco-design/web-react/icon';
import { PHONE_LENGTH, SmsButton } from '@tcm/shared';

/**
 * The inputs every account form repeats. Values stay plain strings; the forms own state and rules.
 * `invalid` marks the input for assistive technology while its Form.Item shows the message, whose
 * id `describedBy` names. The visible label is the Form.Item's; aria-label repeats it for the input.
 */
export function PhoneInput({
  value,
  onChange,
  readOnly,
  invalid,
  describedBy,
  placeholder = '请输入手机号码',
}: {
  value: string;
  onChange: (value: string) => void;
  readOnly?: boolean;
  invalid?: boolean;
  describedBy?: string;
  placeholder?: string;
}) {
  return (
    <Input
      value={value}
      // Phones are digits only; stripping the rest keeps "exactly 11 characters" meaningful.
      onChange={(v) => onChange(v.replace(/\D/g, ''))}
      maxLength={PHONE_LENGTH}
      placeholder={placeholder}
      prefix={<IconMobile />}
      readOnly={readOnly}
      inputMode="numeric"
      autoComplete="tel"
      aria-label="手机号"
      aria-invalid={invalid || undefined}
      aria-describedby={describedBy}
      size="large"
    />
  );
}

export function SmsCodeInput({
  value,
  onChange,
  onSend,
  invalid,
  describedBy,
}: {
  value: string;
  onChange: (value: string) => void;
  onSend: () => Promise<boolean>;
  invalid?: boolean;
  describedBy?: string;
}) {
  return (
    <div className="tcm-acc-code-row">
      <Input
        value={value}
        onChange={(v) => onChange(v.trim())}
        maxLength={8}
        placeholder="请输入验证码"
        prefix={<IconSafe />}
        inputMode="numeric"
        autoComplete="one-time-code"
        aria-label="验证码"
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        size="large"
      />
      <SmsButton onSend={onSend} className="tcm-acc-sms" />
    </div>
  );
}

export function PasswordInput({
  value,
  onChange,
  invalid,
  describedBy,
  placeholder = '请输入密码',
  label = '密码',
  autoComplete = 'current-password',
}: {
  value: string;
  onChange: (value: string) => void;
  invalid?: boolean;
  describedBy?: string;
  placeholder?: string;
  label?: string;
  autoComplete?: string;
}) {
  return (
    <Input.Password
      value={value}
      onChange={onChange}
      placeholder={placeholder}
      prefix={<IconLock />}
      autoComplete={autoComplete}
      aria-label={label}
      aria-invalid={invalid || undefined}
      aria-describedby={describedBy}
      size="large"
    />
  );
}
