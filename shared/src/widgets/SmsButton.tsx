import { Button } from '@arco-design/web-react';
import { useEffect, useRef, useState } from 'react';

export const SMS_LOCK_SECONDS = 60;

export interface SmsButtonProps {
  /**
   * Validates the phone, sends the code and resolves true when the send succeeded. The lock starts
   * only after a successful send, so a rejected phone can be corrected and retried at once.
   */
  onSend: () => Promise<boolean>;
  disabled?: boolean;
  className?: string;
}

/** 获取验证码, then disabled for 60 seconds showing 'N秒后重发' (spec 1 §2.6, §9; the seconds named, issue 32). */
export function SmsButton({ onSend, disabled, className }: SmsButtonProps) {
  const [left, setLeft] = useState(0);
  const [sending, setSending] = useState(false);
  const timer = useRef<ReturnType<typeof setInterval>>(undefined);

  useEffect(() => () => clearInterval(timer.current), []);

  const start = () => {
    setLeft(SMS_LOCK_SECONDS);
    clearInterval(timer.current);
    timer.current = setInterval(() => {
      setLeft((n) => {
        if (n <= 1) clearInterval(timer.current);
        return n - 1;
      });
    }, 1000);
  };

  const click = async () => {
    setSending(true);
    try {
      if (await onSend()) start();
    } catch {
      // Failures were already shown by the HTTP client; the button simply becomes usable again.
    } finally {
      setSending(false);
    }
  };

  return (
    <Button type="outline" className={className} loading={sending} disabled={disabled || left > 0} onClick={click} data-testid="sms-button">
      {left > 0 ? `${left}秒后重发` : '获取验证码'}
    </Button>
  );
}
