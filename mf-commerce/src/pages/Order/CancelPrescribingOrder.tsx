import { Button, Modal } from '@arco-design/web-react';
import { useState } from 'react';
import { notify, yuan, type PrescribingOrder } from '@tcm/shared';
import { cancelPrescribingOrder } from '../../api/orders';
import { COMMERCE_MSG } from '../../api/messages';

/**
 * 取消 on a 待支付 prescribing order (issue 19 §7): asks first (an Arco Modal), then cancels the
 * visit (POST /health/v1/visitRecord/cancel), says 订单已取消 and the caller reloads the list, where
 * the row now reads 已取消. The server refuses a visit paid meanwhile (its message is toasted).
 */
export function CancelPrescribingOrder({ order, onCancelled }: { order: PrescribingOrder; onCancelled: () => void }) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    setBusy(true);
    try {
      await cancelPrescribingOrder(order.visitRecordId);
      setOpen(false);
      notify.success(COMMERCE_MSG.cancelled);
      onCancelled();
    } catch {
      // Toasted by the HTTP client (the server's reason, or 取消订单失败); the dialog stays to retry.
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button type="text" size="mini" status="danger" onClick={() => setOpen(true)} aria-label={`取消${order.patientName}的开方订单`}>
        取消
      </Button>
      <Modal
        title="取消开方订单"
        visible={open}
        onOk={confirm}
        onCancel={() => setOpen(false)}
        okText="确认取消"
        cancelText="暂不取消"
        okButtonProps={{ status: 'danger' }}
        confirmLoading={busy}
        maskClosable={!busy}
        style={{ width: 400, maxWidth: 'calc(100vw - 32px)' }}
      >
        <p>
          确定取消{order.patientName}的开方订单（{yuan(order.price)}）吗？取消后不能再支付，需重新开方。
        </p>
      </Modal>
    </>
  );
}
