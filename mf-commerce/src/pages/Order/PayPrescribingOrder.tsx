import { Button, Modal } from '@arco-design/web-react';
import { useState } from 'react';
import { notify, useUserInfo, yuan, type PrescribingOrder } from '@tcm/shared';
import { orderListOffersPublicAccount, PAY_PUBLIC_ACCOUNT, PAY_WECHAT, placeVisitPayment, WechatPayDialog } from '@tcm/shared/wechatPay';
import { COMMERCE_MSG } from '../../api/messages';

type Step = 'idle' | 'choose' | 'qr';

/**
 * 去支付 on a pending prescribing order (spec 3 §2.6, §6): the clinic's WeChat QR for the patient,
 * and the public account beside it only with the popover flag (not a doctor of hospital 101), in
 * which case the doctor chooses first. Paid, it says 支付成功 and the caller reloads the list, where
 * the row now reads 已完成. The amount shown is the list's; what is charged is the server's price.
 */
export function PayPrescribingOrder({ order, onPaid }: { order: PrescribingOrder; onPaid: () => void }) {
  const offersPublic = orderListOffersPublicAccount(useUserInfo());
  const [step, setStep] = useState<Step>('idle');
  const [busy, setBusy] = useState(false);

  const paid = () => {
    setStep('idle');
    notify.success(COMMERCE_MSG.paid);
    onPaid();
  };

  const payFromPublicAccount = async () => {
    setBusy(true);
    try {
      await placeVisitPayment(order.visitRecordId, PAY_PUBLIC_ACCOUNT);
      paid();
    } catch {
      // Toasted by the HTTP client (支付异常，请联系管理员 by default); the choice stays open to retry.
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button type="primary" size="mini" onClick={() => setStep(offersPublic ? 'choose' : 'qr')} aria-label={`支付${order.patientName}的开方订单`}>
        去支付
      </Button>
      {offersPublic ? (
        <Modal
          title="选择支付方式"
          visible={step === 'choose'}
          onCancel={() => setStep('idle')}
          footer={null}
          maskClosable={!busy}
          style={{ width: 400, maxWidth: 'calc(100vw - 32px)' }}
        >
          <div className="tcm-orders-pay">
            <p className="tcm-orders-pay__amount">
              {order.patientName} · 应付金额 <strong>{yuan(order.price)}</strong>
            </p>
            <Button type="primary" long loading={busy} onClick={payFromPublicAccount}>
              公共账户支付
            </Button>
            <Button type="outline" long disabled={busy} onClick={() => setStep('qr')}>
              患者微信扫码支付
            </Button>
          </div>
        </Modal>
      ) : null}
      <WechatPayDialog
        visible={step === 'qr'}
        amountFen={order.price}
        placeOrder={() => placeVisitPayment(order.visitRecordId, PAY_WECHAT)}
        onPaid={paid}
        onClose={() => setStep('idle')}
        afterPaid="支付完成后订单状态自动更新"
      />
    </>
  );
}
