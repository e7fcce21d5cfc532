import type { ReactNode } from 'react';
import { type DeliveryOrderDetail, useSearchParams, yuan } from '@tcm/shared';
import { isPaid } from '@tcm/shared/commerce';
import { PageFrame } from '@tcm/shared/pageFrame';
import { OrderNotReady } from './OrderMissing';
import { OrderStatusSection } from './OrderStatusSection';
import { RecipientSection } from './RecipientSection';
import { RefundButton } from './RefundButton';
import { useOrderDetail } from './useOrderDetail';
import '../commerce.css';

/**
 * A delivery order's page (spec 3 §2.9, §4) for the order of ?orderId, read by `load`: until it is
 * there, loading or why not; then 申请退款 while refundFlag is Y, the status (with the pay countdown
 * and 去支付 while 0 or 99), the recipient with 修改地址 where §4 allows it; `children` draw the rest.
 */
export function OrderDetailPage<O extends DeliveryOrderDetail>({
  title,
  load,
  children,
}: {
  title: string;
  load: (orderId: string, signal: AbortSignal) => Promise<O>;
  children: (order: O) => ReactNode;
}) {
  const [params] = useSearchParams();
  const orderId = (params.get('orderId') ?? '').trim();
  const { state, reload, now } = useOrderDetail(orderId, load);

  if (state.kind !== 'ready') return <OrderNotReady title={title} loading={state.kind === 'loading'} orderId={orderId} onRetry={reload} />;

  const o = state.data;
  return (
    <PageFrame
      title={title}
      subtitle={`订单编号 ${o.deliveryOrderId}`}
      className="tcm-order"
      actions={o.refundFlag === 'Y' ? <RefundButton deliveryOrderId={o.deliveryOrderId} onDone={reload} /> : null}
    >
      <OrderStatusSection order={o} now={now} />
      <RecipientSection order={o} onChanged={reload} />
      {children(o)}
    </PageFrame>
  );
}

type Fact = [string, ReactNode];

/** 支付时间, once paid or when the order has one. */
export const payTimeFacts = (o: DeliveryOrderDetail): Fact[] => (isPaid(o.status) || o.payTime ? [['支付时间', o.payTime]] : []);

/** The sum: 实付金额 once paid (refunded included), else 应付金额; then 退款金额 when something was refunded. */
export const amountFacts = (o: DeliveryOrderDetail): Fact[] => [
  [isPaid(o.status) || o.status === -3 ? '实付金额' : '应付金额', yuan(o.sumPrice)],
  ...(o.refundAmount > 0 ? ([['退款金额', yuan(o.refundAmount)]] as Fact[]) : []),
];
