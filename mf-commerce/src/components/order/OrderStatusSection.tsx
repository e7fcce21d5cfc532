import { Button, Spin, Tag } from '@arco-design/web-react';
import { useEffect, useState } from 'react';
import { type DeliveryOrderDetail, type ExpressInfo, useNavigate, writeDraft } from '@tcm/shared';
import { formatCountdown, isPayable, msLeft, showsExpress } from '@tcm/shared/commerce';
import { fetchExpress } from '../../api/orders';
import { COMMERCE_FALLBACK } from '../../api/messages';
import { teaConfirmPath } from '../../common/teaLinks';
import { PageSection } from '@tcm/shared/pageFrame';
import { Facts } from '../Facts';
import './orderDetail.css';
import '../commerce.css';

type Express = { kind: 'loading' } | { kind: 'ready'; info: ExpressInfo } | { kind: 'failed' };

/**
 * 订单状态 of a delivery order (spec 3 §4): the status; while 0 or 99 the pay countdown and 去支付
 * (→ the cashier with the order in the session); courier, number and tracking from shipping on
 * (and for 99). A dead order (expired, cancelled, refunded…) no longer holds its prescription
 * (issue 20 item 4): 重新下单 opens the prescription's delivery form again.
 */
export function OrderStatusSection({ order: o, now }: { order: DeliveryOrderDetail; now: number }) {
  const navigate = useNavigate();
  const [express, setExpress] = useState<Express>({ kind: 'loading' });
  const tracking = showsExpress(o.status);

  useEffect(() => {
    if (!tracking) return undefined;
    let live = true;
    setExpress({ kind: 'loading' });
    fetchExpress(o.deliveryOrderId)
      .then((info) => live && setExpress({ kind: 'ready', info }))
      .catch(() => live && setExpress({ kind: 'failed' }));
    return () => {
      live = false;
    };
  }, [o, tracking]);

  const payable = isPayable(o.status);
  const left = msLeft(o.payCountdown, now);
  const pay = () => {
    writeDraft('payOrder', o);
    navigate('/wjtpay');
  };
  const orderAgain = () => {
    if (o.type === 'R') return navigate(teaConfirmPath(o.visitRecordId, 0));
    writeDraft('visitRecordId', String(o.visitRecordId));
    return navigate(`/fulfillmentConfirm?index=${o.prescriptionNo}`);
  };

  return (
    <PageSection title="订单状态">
      <div className="tcm-order__status">
        <Tag size="large" color={payable ? 'orange' : o.status < 0 ? 'gray' : o.status === 5 ? 'green' : 'arcoblue'} data-testid="status">
          {o.statusText}
        </Tag>
        {payable ? (
          <>
            <span>
              支付剩余时间 <span className="tcm-shop__countdown" data-testid="countdown">{formatCountdown(left)}</span>
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
              ['快递公司', o.expressName || (express.kind === 'ready' ? express.info.companyName : '')],
              ['快递单号', o.expressNo || (express.kind === 'ready' ? express.info.expressNo : '')],
            ]}
          />
          {express.kind === 'loading' ? (
            <Spin size={16} tip="正在查询物流…" />
          ) : express.kind === 'failed' ? (
            <p className="tcm-order__muted">{COMMERCE_FALLBACK.express}</p>
          ) : express.info.data.length === 0 ? (
            <p className="tcm-order__muted">暂无物流信息</p>
          ) : (
            <ol className="tcm-order__timeline" aria-label="物流跟踪">
              {express.info.data.map((e, i) => (
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
