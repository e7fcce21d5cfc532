import { Alert, Button, Modal, Spin } from '@arco-design/web-react';
import { QRCodeSVG } from 'qrcode.react';
import { useCallback, useEffect, useRef, useState, type CSSProperties } from 'react';
import { isApiError, notify, yuan, type UnifiedOrderResult } from '@tcm/shared';
// The payment constants by path, not through '@tcm/shared/clinic': that entry carries the whole
// questionnaire and herb-safety model, which /order would otherwise download for three numbers.
import { PAY_QR_SIZE } from '../clinic/payment';
import { usePayPolling } from './usePayPolling';

export interface WechatPayDialogProps {
  visible: boolean;
  /** What is being paid, integer fen. */
  amountFen: number;
  /**
   * Places a new WeChat (channel 1) order and answers its QR URL and outTradeNo. Called on opening
   * and by 刷新二维码; a caller in another domain passes its own order (its productId, orderType).
   */
  placeOrder: () => Promise<UnifiedOrderResult>;
  /** Answered 1103: the caller closes the dialog, says 支付成功 and moves on. */
  onPaid: () => void;
  onClose: () => void;
  /** Spec 3 §2.4: the general prescription's dialog offers 二维码已过期？立即刷新 under the code. */
  expiredHint?: boolean;
  /** What happens once paid, said under the code: the clinic's pages move on, /order reloads its row. */
  afterPaid?: string;
}

const QR_FAILED_TEXT = '二维码获取失败，请刷新二维码重试';

/**
 * The dialog's few styles, inline: it is shared by the clinic and commerce remotes, and a shared
 * module carries no stylesheet of its own. A 256 px code still fits a 360 px phone (dialog 328 px,
 * body padding 20 px).
 */
const muted = 'var(--tcm-muted, #7a6a5a)';
const S: Record<string, CSSProperties> = {
  box: { textAlign: 'center' },
  amount: { margin: '0 0 12px', fontSize: 15 },
  amountValue: { color: 'var(--tcm-primary, #8b2c1c)', fontSize: 24 },
  qr: { display: 'flex', alignItems: 'center', justifyContent: 'center', minHeight: 268 },
  svg: { maxWidth: '100%', height: 'auto' },
  hint: { margin: '8px 0 0', color: muted, fontSize: 13 },
  lan: { margin: '8px 0 0', fontSize: 13 },
  url: { display: 'block', fontSize: 12, color: muted, overflowWrap: 'anywhere' },
};

type OrderState = { kind: 'loading' } | { kind: 'ready'; qrcode: string; outTradeNo: string } | { kind: 'failed'; message: string };

/**
 * The WeChat QR dialog (spec 2 §2, §4; spec 3 §2.6 pays a pending prescribing order from /order with it): the amount, the provider page's URL as a 256×256 QR code for
 * the payer's phone, 刷新二维码 for a new order, and polling of the order every 3 s while it is
 * open. The URL is printed as a link as well, so a phone that cannot scan (or a LAN address the
 * camera app will not open) can still be handed the page.
 */
export function WechatPayDialog({
  visible,
  amountFen,
  placeOrder,
  onPaid,
  onClose,
  expiredHint = false,
  afterPaid = '支付完成后页面自动跳转',
}: WechatPayDialogProps) {
  const [order, setOrder] = useState<OrderState>({ kind: 'loading' });
  // Each request for a QR gets a number; an answer that is not the latest (refreshed, or closed
  // meanwhile) is dropped.
  const latest = useRef(0);
  // The caller may pass a new function each render; only opening and 刷新二维码 place an order.
  const place = useRef(placeOrder);
  place.current = placeOrder;

  const refresh = useCallback(() => {
    const id = ++latest.current;
    setOrder({ kind: 'loading' });
    place
      .current()
      .then((r) => {
        if (id === latest.current) setOrder({ kind: 'ready', qrcode: r.qrcode, outTradeNo: r.outTradeNo });
      })
      .catch((error: unknown) => {
        // A refusal was already toasted by the HTTP client; the dialog offers 刷新二维码 to try again.
        if (id === latest.current) setOrder({ kind: 'failed', message: isApiError(error) ? error.message : QR_FAILED_TEXT });
      });
  }, []);

  useEffect(() => {
    if (visible) refresh();
    else latest.current++;
  }, [visible, refresh]);

  usePayPolling({
    outTradeNo: order.kind === 'ready' ? order.outTradeNo : null,
    active: visible,
    onPaid,
    onFailed: (message) => setOrder({ kind: 'failed', message }),
  });

  const copyLink = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      notify.success('链接已复制');
    } catch {
      // No clipboard (plain http on a LAN address): the link stays on screen to long-press instead.
      notify.info('无法自动复制，请长按下方链接复制');
    }
  };

  return (
    <Modal
      title="微信扫码支付"
      visible={visible}
      onCancel={onClose}
      maskClosable={false}
      style={{ width: 400, maxWidth: 'calc(100vw - 32px)' }}
      footer={
        <>
          <Button onClick={onClose}>取消支付</Button>
          <Button type="primary" onClick={refresh} loading={order.kind === 'loading'}>
            刷新二维码
          </Button>
        </>
      }
    >
      <div style={S.box} data-testid="wechat-pay-dialog">
        <p style={S.amount}>
          支付金额{' '}
          <strong style={S.amountValue} data-testid="pay-amount">
            {yuan(amountFen)}
          </strong>
        </p>
        <div style={S.qr}>
          {order.kind === 'ready' ? (
            <QRCodeSVG value={order.qrcode} size={PAY_QR_SIZE} marginSize={2} role="img" aria-label="微信支付二维码" data-testid="pay-qr" style={S.svg} />
          ) : order.kind === 'loading' ? (
            <Spin tip="正在生成二维码…" />
          ) : (
            <Alert type="error" content={order.message} />
          )}
        </div>
        {order.kind === 'ready' ? (
          <>
            <p style={S.hint}>请患者使用微信扫一扫完成支付，{afterPaid}</p>
            {expiredHint ? (
              <p style={S.hint}>
                二维码已过期？
                <Button type="text" size="mini" onClick={refresh}>
                  立即刷新
                </Button>
              </p>
            ) : null}
            <p style={S.lan}>
              手机打不开？
              <Button type="text" size="mini" onClick={() => copyLink(order.qrcode)}>
                复制链接
              </Button>
            </p>
            <a style={S.url} href={order.qrcode} target="_blank" rel="noreferrer" data-testid="pay-url">
              {order.qrcode}
            </a>
          </>
        ) : null}
      </div>
    </Modal>
  );
}
