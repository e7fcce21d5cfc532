import { useEffect, useRef, useState } from 'react';
import { notify, type PriceResult, type SubmitData, useNavigate, writeDraft } from '@tcm/shared';
import { CLINIC_MSG, PAY_PUBLIC_ACCOUNT, PAY_REDIRECT_MS } from '@tcm/shared/clinic';
import { placeVisitPayment } from '@tcm/shared/wechatPay';

/**
 * Paying a priced consultation on its confirmation page (spec 2 §4, §6; spec 3 §4), the herbal and
 * the general alike: from the public account (charged at once), or by the WeChat QR the patient
 * scans (`qrOpen`, its dialog the page's). Paid, 支付成功, the questionnaire's quote is kept as the
 * server now answers it (settled: a step back shows 已支付), and one second later `path` opens.
 */
export function useVisitPay(quote: PriceResult | null, submit: SubmitData | null) {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [qrOpen, setQrOpen] = useState(false);
  const [paid, setPaid] = useState(false);
  const redirect = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(redirect.current), []);

  const paidThenOpen = (path: string) => {
    if (!quote || !submit) return;
    setPaid(true);
    writeDraft('submitData', { ...submit, quote: { ...quote, freeFlag: true } });
    notify.success(CLINIC_MSG.paid);
    redirect.current = setTimeout(() => void navigate(path), PAY_REDIRECT_MS);
  };

  /**
   * 公共账户, charged at once: paid, `onPaid` (closing what asked for it) and `path` opens as above; a
   * refusal was toasted by the HTTP client (支付异常，请联系管理员 by default) and may be tried again.
   */
  const payFromPublicAccount = async (path: string, onPaid?: () => void) => {
    if (!quote || paid || busy) return;
    setBusy(true);
    try {
      await placeVisitPayment(quote.visitRecordId, PAY_PUBLIC_ACCOUNT);
      onPaid?.();
      paidThenOpen(path);
    } catch {
      // Toasted by the HTTP client.
    } finally {
      setBusy(false);
    }
  };

  return { busy, paid, qrOpen, setQrOpen, paidThenOpen, payFromPublicAccount };
}
