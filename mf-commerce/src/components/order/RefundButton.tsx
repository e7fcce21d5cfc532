import { Button, Modal } from '@arco-design/web-react';
import { useState } from 'react';
import { notify } from '@tcm/shared';
import { requestRefund } from '../../api/orders';
import { COMMERCE_MSG } from '../../api/messages';

/** 申请退款 (spec 3 §4: while refundFlag is Y), after a confirmation; the order is read again either way. */
export function RefundButton({ deliveryOrderId, onDone }: { deliveryOrderId: string; onDone: () => void }) {
  const [refunding, setRefunding] = useState(false);
  const refund = () => {
    Modal.confirm({
      title: '申请退款',
      content: `确定为订单 ${deliveryOrderId} 申请退款吗？退款后订单将被取消。`,
      okText: '确定退款',
      cancelText: '取消',
      onOk: async () => {
        setRefunding(true);
        try {
          const msg = await requestRefund(deliveryOrderId);
          notify.success(msg || COMMERCE_MSG.done);
        } catch {
          // Shown by the client; the order is read again in case it changed meanwhile.
        } finally {
          setRefunding(false);
          onDone();
        }
      },
    });
  };
  return (
    <Button onClick={refund} loading={refunding}>
      申请退款
    </Button>
  );
}
