import { Button, Modal } from '@arco-design/web-react';
import type { ReactNode } from 'react';

interface Props {
  title: string;
  visible: boolean;
  onClose: () => void;
  /** The primary button: its words, what it does, and whether that is under way. */
  okText: string;
  onOk: () => void;
  busy: boolean;
  cancelText?: string;
  width?: number;
  children: ReactNode;
}

/**
 * The cashier's form dialogs (bind a card, its SMS, the payment SMS): closed only by their buttons,
 * never by a click beside them (a half-typed card number must not vanish), and never wider than a phone.
 */
export function CashierDialog({ title, visible, onClose, okText, onOk, busy, cancelText = '取消', width = 440, children }: Props) {
  return (
    <Modal
      title={title}
      visible={visible}
      onCancel={onClose}
      maskClosable={false}
      style={{ width, maxWidth: 'calc(100vw - 32px)' }}
      className="tcm-pay-dialog"
      footer={
        <>
          <Button onClick={onClose}>{cancelText}</Button>
          <Button type="primary" loading={busy} onClick={onOk}>
            {okText}
          </Button>
        </>
      }
      unmountOnExit
    >
      {children}
    </Modal>
  );
}
