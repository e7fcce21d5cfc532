import { Button, Modal } from '@arco-design/web-react';
import { useState, type CSSProperties } from 'react';
import { notify, yuan } from '@tcm/shared';
import { PAY_PUBLIC_ACCOUNT, PAY_WECHAT } from '../clinic/payment';
import { placeVisitPayment } from './payApi';
import { PublicPayConfirm } from './PublicPayConfirm';
import { WechatPayDialog } from './WechatPayDialog';

export interface PayVisitButtonProps {
  visitRecordId: number;
  /** What the list shows; what is charged is the server's price. */
  amountFen: number;
  /** Whose consultation it is, in the dialog and in the button's accessible name. */
  patientName: string;
  /** The doctor may also pay from the public account (spec 3 §6); else the patient's WeChat QR alone. */
  offersPublic: boolean;
  /** Called once paid (after the 支付成功 toast): the caller reloads its list. */
  onPaid: () => void;
  /** The button's accessible name, e.g. 支付张三的开方订单. */
  ariaLabel: string;
  /** The QR dialog's line under the code. */
  afterPaid?: string;
}

type Step = 'idle' | 'choose' | 'confirm' | 'qr';

const CHOICES: CSSProperties = { display: 'flex', flexDirection: 'column', gap: 12 };

/**
 * 去支付 of an unpaid consultation, wherever a list shows one (/order's pending prescribing orders,
 * a patient's 就诊记录): the patient's WeChat QR, and the public account beside it when offered, in
 * which case the doctor chooses first, and confirms the amount before the public account is
 * charged. Paid, it says 支付成功 and the caller reloads.
 */
export function PayVisitButton({ visitRecordId, amountFen, patientName, offersPublic, onPaid, ariaLabel, afterPaid }: PayVisitButtonProps) {
  const [step, setStep] = useState<Step>('idle');
  const [busy, setBusy] = useState(false);

  const paid = () => {
    setStep('idle');
    notify.success('支付成功');
    onPaid();
  };

  const payFromPublicAccount = async () => {
    setBusy(true);
    try {
      await placeVisitPayment(visitRecordId, PAY_PUBLIC_ACCOUNT);
      paid();
    } catch {
      // Toasted by the HTTP client (支付异常，请联系管理员 by default); the confirmation stays open to retry.
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button type="primary" size="mini" onClick={() => setStep(offersPublic ? 'choose' : 'qr')} aria-label={ariaLabel}>
        去支付
      </Button>
      {offersPublic ? (
        <Modal
          title="选择支付方式"
          visible={step === 'choose'}
          onCancel={() => setStep('idle')}
          footer={null}
          style={{ width: 400, maxWidth: 'calc(100vw - 32px)' }}
        >
          <div style={CHOICES}>
            <p style={{ margin: '0 0 4px', textAlign: 'center' }}>
              {/* The patient, when the list knows them (a record opened by its address may not). */}
              {patientName ? `${patientName} · ` : ''}应付金额 <strong style={{ color: 'var(--tcm-primary, #8b2c1c)', fontSize: 20 }}>{yuan(amountFen)}</strong>
            </p>
            <Button type="primary" long onClick={() => setStep('confirm')}>
              公共账户支付
            </Button>
            <Button type="outline" long onClick={() => setStep('qr')}>
              患者微信扫码支付
            </Button>
          </div>
        </Modal>
      ) : null}
      {offersPublic ? (
        <PublicPayConfirm
          visible={step === 'confirm'}
          amountFen={amountFen}
          patientName={patientName}
          busy={busy}
          onConfirm={payFromPublicAccount}
          onCancel={() => setStep('choose')}
        />
      ) : null}
      <WechatPayDialog
        visible={step === 'qr'}
        amountFen={amountFen}
        placeOrder={() => placeVisitPayment(visitRecordId, PAY_WECHAT)}
        onPaid={paid}
        onClose={() => setStep('idle')}
        afterPaid={afterPaid ?? '支付完成后状态自动更新'}
      />
    </>
  );
}
