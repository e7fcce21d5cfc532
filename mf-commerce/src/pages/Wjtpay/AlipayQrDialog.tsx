import { Button, Modal } from '@arco-design/web-react';
import { yuan, type CardPayment } from '@tcm/shared';

/** QR size of spec 3 §9. */
const QR_SIZE = 256;

/** Only a PNG data URL is shown: an image source from the server must not reach out anywhere. */
export const isPngDataUrl = (src: string) => /^data:image\/png;base64,[A-Za-z0-9+/]+={0,2}$/.test(src);

/** Only a web address is offered as the link (never javascript: or another scheme). */
export function webUrl(url: string | undefined): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
  } catch {
    return null;
  }
}

/** What the Alipay dialog offers: the QR for another phone, the link for this one (either may be missing). */
export interface AlipayOffer {
  qr: string | null;
  link: string | null;
}

/** The usable parts of unifiedOrder's answer; null when there is nothing to pay with. */
export function alipayOfferOf(payment: CardPayment): AlipayOffer | null {
  const qr = isPngDataUrl(payment.alipayQrBase64) ? payment.alipayQrBase64 : null;
  const link = webUrl(payment.alipayPayUrl);
  return qr || link ? { qr, link } : null;
}

/**
 * 支付宝支付 (spec 3 §4): the provider's QR code (a PNG from the unified order) for another phone to
 * scan, and 打开支付宝付款, the same payment page opened on this device, for a payer whose phone
 * shows the cashier (it opens beside the cashier, which keeps polling). The page polls the payment
 * while this is open and closes it on any end. `offer` stays while the dialog fades out.
 */
export function AlipayQrDialog({
  visible,
  offer,
  amountFen,
  onClose,
}: {
  visible: boolean;
  offer: AlipayOffer | null;
  amountFen: number;
  onClose: () => void;
}) {
  return (
    <Modal
      title="支付宝扫码支付"
      visible={visible && offer !== null}
      onCancel={onClose}
      maskClosable={false}
      style={{ width: 400, maxWidth: 'calc(100vw - 32px)' }}
      className="tcm-pay-dialog"
      footer={<Button onClick={onClose}>取消支付</Button>}
      unmountOnExit
    >
      {offer ? (
        <div className="tcm-pay__qr-box">
          <p className="tcm-pay__note">
            支付金额 <strong className="tcm-pay__sum">{yuan(amountFen)}</strong>
          </p>
          <div className="tcm-pay__alipay-ways">
            <div className="tcm-pay__alipay-scan">
              {offer.qr ? (
                <img className="tcm-pay__qr" src={offer.qr} width={QR_SIZE} height={QR_SIZE} alt="支付宝付款二维码" data-testid="alipay-qr" />
              ) : (
                <p className="tcm-pay__hint">二维码无法显示，请点击下方按钮在本机付款</p>
              )}
              {offer.qr ? <p className="tcm-pay__hint">请使用支付宝扫一扫完成支付</p> : null}
            </div>
            {offer.link ? (
              <div className="tcm-pay__alipay-here">
                <Button type="primary" long href={offer.link} target="_blank" anchorProps={{ rel: 'noopener noreferrer' }} data-testid="alipay-open">
                  打开支付宝付款
                </Button>
                <p className="tcm-pay__hint">用本机支付宝付款（如在手机上打开本页）</p>
              </div>
            ) : null}
          </div>
          <p className="tcm-pay__hint">支付完成后本页自动跳转</p>
        </div>
      ) : null}
    </Modal>
  );
}
