import { Modal } from '@arco-design/web-react';
import type { ReactNode } from 'react';

interface ReplaceModalProps {
  title: string;
  okText: string;
  /** px on a wide screen; a phone gets its width less a margin. */
  width: number;
  open: boolean;
  submitting: boolean;
  onOk: () => void;
  onClose: () => void;
  children: ReactNode;
}

/**
 * The dialog of the two herb-line changes (更换药材, 修改重量): 取消 beside the confirm button, and no
 * closing by a click beside it, so a half-made choice is not lost by a stray click.
 */
export function ReplaceModal({ title, okText, width, open, submitting, onOk, onClose, children }: ReplaceModalProps) {
  return (
    <Modal
      title={title}
      visible={open}
      onOk={onOk}
      onCancel={onClose}
      okText={okText}
      cancelText="取消"
      confirmLoading={submitting}
      maskClosable={false}
      style={{ width, maxWidth: 'calc(100vw - 32px)' }}
    >
      {children}
    </Modal>
  );
}
