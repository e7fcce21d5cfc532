import { Button, Modal, Spin } from '@arco-design/web-react';

/**
 * 支付中 (spec 3 §2.10): the code was accepted and the bank is settling; the page polls the status
 * behind it. Closing stops waiting here (the order page shows the outcome later).
 */
export function PayingDialog({ visible, onClose }: { visible: boolean; onClose: () => void }) {
  return (
    <Modal
      title="支付中"
      visible={visible}
      onCancel={onClose}
      maskClosable={false}
      style={{ width: 360, maxWidth: 'calc(100vw - 32px)' }}
      className="tcm-pay-dialog"
      footer={<Button onClick={onClose}>关闭</Button>}
      unmountOnExit
    >
      <div className="tcm-pay__paying" data-testid="paying">
        <Spin size={32} />
        <p>正在确认支付结果，请稍候…</p>
        <p className="tcm-pay__hint">请勿重复支付；关闭后可在订单详情查看支付结果</p>
      </div>
    </Modal>
  );
}
