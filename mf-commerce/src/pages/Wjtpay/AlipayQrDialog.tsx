import { Button, Modal } from '@arco-design/web-react';
import { yuan } from '@tcm/shared';

/** QR size of spec 3 §9. */
const QR_SIZE = 256;

/** Only a PNG data URL is shown: an image source from the server must not reach out anywhere. */
export const isPngDataUrl = (src: string) => /^data:image\/png;base64,[A-Za-z0-9+/]+={0,2}$/.test(src);

/**
 * 支付宝扫码 (spec 3 §4): the provider's QR code (a PNG from the unified order) for the payer's
 * phone; the page polls the payment while this is open and closes it on any end.
 */
export function AlipayQrDialog({ qr, amountFen, onClose }: { qr: string | null; amountFen: number; onClose: () => void }) {
  return (
    <Modal
      title="支付宝扫码支付"
      visible={qr !== null}
      onCancel={onClose}
      maskClosable={false}
      style={{ width: 400, maxWidth: 'calc(100vw - 32px)' }}
      className="tcm-pay-dialog"
      footer={<Button onClick={onClose}>取消支付</Button>}
      unmountOnExit
    >
      <div className="tcm-pay__qr-box">
        <p className="tcm-pay__note">
          支付金额 <strong className="tcm-pay__sum">{yuan(amountFen)}</strong>
        </p>
        {qr && isPngDataUrl(qr) ? (
          <img className="tcm-pay__qr" src={qr} width={QR_SIZE} height={QR_SIZE} alt="支付宝付款二维码" data-testid="alipay-qr" />
        ) : (
          <p role="alert">二维码获取失败，请关闭后重新支付</p>
        )}
        <p className="tcm-pay__hint">请使用支付宝扫一扫完成支付，支付完成后页面自动跳转</p>
      </div>
    </Modal>
  );
}
