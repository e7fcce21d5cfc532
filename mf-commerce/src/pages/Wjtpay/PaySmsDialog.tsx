import { Alert, Button } from '@arco-design/web-react';
import { useEffect, useState } from 'react';
import { isApiError, notify, type BoundCard } from '@tcm/shared';
import { CARD_MSG } from '@tcm/shared/bankCard';
import { confirmFastPay, resendPaySms } from '../../api/cashier';
import { yuan } from '@tcm/shared';
import { CashierDialog } from './CashierDialog';
import { CASHIER_MSG } from './cashierText';
import { SmsCodeField } from './SmsCodeField';
import { resendLabel, useResendLock } from './useResendLock';

export interface PaySmsDialogProps {
  /** The open fast pay payment; null: the dialog is closed. */
  paymentId: string | null;
  deliveryOrderId: string;
  amountFen: number;
  card: BoundCard | null;
  /** The code was accepted; the payment settles next (the caller polls its status). */
  onConfirmed: () => void;
  onClose: () => void;
}

/**
 * The payment SMS dialog (spec 3 §4, §5): the unified order sent a code to the bound card's phone;
 * the payer types it (请输入验证码 when empty) and confirms, or asks again after 60 s.
 */
export function PaySmsDialog({ paymentId, deliveryOrderId, amountFen, card, onConfirmed, onClose }: PaySmsDialogProps) {
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { left, lock } = useResendLock();

  useEffect(() => {
    if (paymentId) {
      setCode('');
      setProblem(null);
      lock();
    }
  }, [paymentId, lock]);

  const resend = async () => {
    try {
      await resendPaySms(deliveryOrderId);
      lock();
      notify.success(CASHIER_MSG.sent);
    } catch {
      // Toasted by the client; the button is usable again.
    }
  };

  const confirm = async () => {
    if (!paymentId) return;
    if (!code.trim()) {
      setProblem(CARD_MSG.payCodeRequired);
      notify.error(CARD_MSG.payCodeRequired);
      return;
    }
    setBusy(true);
    try {
      await confirmFastPay(paymentId, code.trim());
      onConfirmed();
    } catch (error) {
      if (isApiError(error)) setProblem(error.message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <CashierDialog title="支付验证" visible={!!paymentId} onClose={onClose} cancelText="取消支付" okText="确认支付" onOk={confirm} busy={busy} width={420}>
      <p className="tcm-pay__note">
        支付金额 <strong className="tcm-pay__sum">{yuan(amountFen)}</strong>
      </p>
      <p className="tcm-pay__note">验证码已发送至{card ? ` ${card.bankName} ${card.cardId} 的预留手机 ${card.telNo}` : '银行预留手机'}。</p>
      <SmsCodeField
        value={code}
        onChange={(v) => {
          setProblem(null);
          setCode(v);
        }}
        resend={
          <Button type="outline" disabled={left > 0} onClick={resend} data-testid="pay-resend">
            {resendLabel(left)}
          </Button>
        }
      />
      {problem ? <Alert className="tcm-pay__problem" type="error" content={problem} /> : null}
    </CashierDialog>
  );
}
