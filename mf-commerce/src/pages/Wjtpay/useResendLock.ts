import { useCallback, useEffect, useRef, useState } from 'react';
import { SMS_LOCK_SECONDS } from '@tcm/shared';

/**
 * The 60-second resend lock of an SMS code (spec 3 §4, §9), started by `lock()` when a code was
 * sent (the dialogs open right after one was). `left` is the seconds still locked; one timer, gone
 * when the lock ends or the dialog unmounts.
 */
export function useResendLock(): { left: number; lock: () => void } {
  const [left, setLeft] = useState(0);
  const timer = useRef<ReturnType<typeof setInterval>>(undefined);

  useEffect(() => () => clearInterval(timer.current), []);

  const lock = useCallback(() => {
    clearInterval(timer.current);
    setLeft(SMS_LOCK_SECONDS);
    timer.current = setInterval(() => {
      setLeft((n) => {
        if (n <= 1) clearInterval(timer.current);
        return Math.max(0, n - 1);
      });
    }, 1000);
  }, []);

  return { left, lock };
}

/** The resend button's label: 'N后重发' as the spec words it and the login's SmsButton shows it (spec 1 §2.6). */
export const resendLabel = (left: number) => (left > 0 ? `${left}后重发` : '重新发送');
