import { Button, Spin } from '@arco-design/web-react';
import { type DeliveryOrderDetail, deliveryStatus, StatusTag, useLoad, useNavigate, writeDraft } from '@tcm/shared';
import { formatCountdown, isPayable, msLeft, showsExpress } from '@tcm/shared/commerce';
import { fetchExpress } from '../../api/orders';
import { COMMERCE_FALLBACK } from '../../api/messages';
import { teaConfirmPath } from '../teaLinks';
import { PageSection } from '@tcm/shared/pageFrame';
import { Facts } from '../Facts';
import { orderKey } from './useOrderDetail';
import './orderDetail.css';
import '../commerce.css';

/**
 * 订单状态 of a delivery order (spec 3 §4): the status; while 0 or 99 the pay countdown and 去支付
 * (→ the cashier with the order in the session); courier, number and tracking from shipping on
 * (and for 99). A dead order (expired, cancelled, refunded…) no longer holds its prescription
 * (issue 20 item 4): 重新下单 opens the prescription's delivery form again.
 */
export function OrderStatusSection({ order: o, now }: { order: DeliveryOrderDetail; now: number }) {
  const navigate = useNavigate();
  const tracking = showsExpress(o.status);
  // Read again with the order (useOrderDetail's reload names every read of this order).
  const express = useLoad(tracking ? `${orderKey(o.deliveryOrderId)}express` : null, (signal) => fetchExpress(o.deliveryOrderId, signal));
  const info = express.failed ? undefined : express.data;

  const payable = isPayable(o.status);
  const left = msLeft(o.payCountdown, now);
  const pay = () => {
    writeDraft('payOrder', o);
    void navigate('/wjtpay');
  };
  const orderAgain = () => {
    if (o.type === 'R') return navigate(teaConfirmPath(o.visitRecordId, 0));
    writeDraft('visitRecordId', String(o.visitRecordId));
    return navigate(`/fulfillmentConfirm?index=${o.prescriptionNo}`);
  };

  return (
    <PageSection title="订单状态">
      <div className="tcm-order__status">
        <StatusTag size="large" status={deliveryStatus(o.status)} data-testid="status" />
        {payable ? (
          <>
            <span>
              支付剩余时间{' '}
              <span className="tcm-shop__countdown" data-testid="countdown">
                {formatCountdown(left)}
              </span>
            </span>
            <Button type="primary" onClick={pay} disabled={left <= 0}>
              去支付
            </Button>
          </>
        ) : null}
        {o.status < 0 ? (
          <Button type="primary" onClick={orderAgain}>
            重新下单
          </Button>
        ) : null}
      </div>
      {tracking ? (
        <div className="tcm-order__express">
          <Facts
            items={[
              ['快递公司', o.expressName || (info?.companyName ?? '')],
              ['快递单号', o.expressNo || (info?.expressNo ?? '')],
            ]}
          />
          {express.failed ? (
            <p className="tcm-order__muted">{COMMERCE_FALLBACK.express}</p>
          ) : !info ? (
            <Spin size={16} tip="正在查询物流…" />
          ) : info.data.length === 0 ? (
            <p className="tcm-order__muted">暂无物流信息</p>
          ) : (
            <ol className="tcm-order__timeline" aria-label="物流跟踪">
              {info.data.map((e, i) => (
                <li key={`${e.time}-${i}`} className={i === 0 ? 'is-latest' : undefined}>
                  <p>{e.context}</p>
                  <time>{e.time}</time>
                </li>
              ))}
            </ol>
          )}
        </div>
      ) : null}
    </PageSection>
  );
}
