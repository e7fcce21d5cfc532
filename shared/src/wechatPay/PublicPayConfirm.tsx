import { Button, Modal } from '@arco-design/web-react';
import type { CSSProperties } from 'react';
import { yuan } from '@tcm/shared';

export interface PublicPayConfirmProps {
  visible: boolean;
  /** What the public account will be charged, integer fen (the server's price). */
  amountFen: number;
  /** Whose consultation, when the page knows it. */
  patientName?: string;
  /** The payment is being placed: 确认支付 waits, the dialog stays. */
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

// Inline, as WechatPayDialog's: a shared module carries no stylesheet of its own.
const S: Record<string, CSSProperties> = {
  text: { margin: '0 0 8px', textAlign: 'center' },
  amount: { color: 'var(--tcm-primary, #8b2c1c)', fontSize: 24 },
  hint: { margin: 0, color: 'var(--tcm-muted, #7a6a5a)', fontSize: 13, textAlign: 'center' },
  footer: { display: 'flex', gap: 12, justifyContent: 'flex-end', flexWrap: 'wrap' },
};

/**
 * 公共账户支付 asks first (issue 32 item 6): the public account is charged at once, with no second
 * step at any provider, so the amount is said and confirmed before the order is placed.
 */
export function PublicPayConfirm({ visible, amountFen, patientName, busy, onConfirm, onCancel }: PublicPayConfirmProps) {
  return (
    <Modal
      title="确认公共账户支付"
      visible={visible}
      onCancel={busy ? undefined : onCancel}
      maskClosable={!busy}
      closable={!busy}
      style={{ width: 400, maxWidth: 'calc(100vw - 32px)' }}
      footer={
        <div style={S.footer}>
          <Button onClick={onCancel} disabled={busy}>
            取消
          </Button>
          <Button type="primary" loading={busy} onClick={onConfirm}>
            确认支付 {yuan(amountFen)}
          </Button>
        </div>
      }
    >
      <p style={S.text}>
        {patientName ? `为${patientName}的问诊，` : ''}从公共账户支付 <strong style={S.amount}>{yuan(amountFen)}</strong>
      </p>
      <p style={S.hint}>确认后立即扣款，支付成功即出方。</p>
    </Modal>
  );
}
