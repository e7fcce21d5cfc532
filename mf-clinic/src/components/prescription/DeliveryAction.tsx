import { Button } from '@arco-design/web-react';
import { type PrescriptionInfo, useNavigate } from '@tcm/shared';
import { deliveryConfirmPath, deliveryOrderPath } from './delivery';

/**
 * A dispensed prescription's way on to its delivery (issue 32 item 2): 去配送 while it has no live
 * order (→ /fulfillmentConfirm for this visit and prescription), else that order's status and
 * 查看配送订单. Nothing for a prescription that has no sheet (a reference, a visit not settled).
 */
export function DeliveryAction({ info, index }: { info: PrescriptionInfo; index: number }) {
  const navigate = useNavigate();
  if (info.status === 1 && info.deliveryOrderId) {
    const orderId = info.deliveryOrderId;
    return (
      <div className="tcm-rx-delivery" data-testid="rx-delivery">
        <span>
          配送订单 {orderId}
          {info.deliveryOrderStatusText ? <strong className="tcm-rx-delivery__status">{info.deliveryOrderStatusText}</strong> : null}
        </span>
        <Button onClick={() => navigate(deliveryOrderPath(orderId))} aria-label={`${info.name}查看配送订单`}>
          查看配送订单
        </Button>
      </div>
    );
  }
  if (!info.imageUrl) return null;
  return (
    <div className="tcm-rx-delivery" data-testid="rx-delivery">
      <span>尚未配送：选择剂型、配送中心与收货地址后下单</span>
      <Button type="primary" onClick={() => navigate(deliveryConfirmPath(info.visitRecordId, index))} aria-label={`${info.name}去配送`}>
        去配送
      </Button>
    </div>
  );
}
