import { Input } from '@arco-design/web-react';
import type { ReactNode } from 'react';
import { SMS_CODE_LENGTH } from '@tcm/shared';

/** The code input of both SMS dialogs: at most 6 characters (spec 3 §5, §9), digits, with its resend button. */
export function SmsCodeField({ value, onChange, resend }: { value: string; onChange: (code: string) => void; resend: ReactNode }) {
  return (
    <div className="tcm-pay__code">
      <Input
        aria-label="验证码"
        placeholder="请输入验证码"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={SMS_CODE_LENGTH}
        value={value}
        onChange={(v) => onChange(v.replace(/\D/g, '').slice(0, SMS_CODE_LENGTH))}
      />
      {resend}
    </div>
  );
}
