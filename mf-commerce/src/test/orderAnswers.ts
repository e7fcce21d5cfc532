import type { DeliveryOrderDetail } from '@tcm/shared';

/** An order page's call answered with `order`, or with what `order()` gives at the time (when the order changes during a test). */
export const answerOrder =
  <O>(order: O | (() => O)) =>
  () => ({ code: 200, msg: '', data: typeof order === 'function' ? (order as () => O)() : order });

type PayState = Pick<DeliveryOrderDetail, 'status' | 'statusText' | 'payCountdown' | 'refundFlag' | 'payTime'>;

/** An order waiting for payment until `deadline`. */
export const unpaid = (deadline: number): PayState => ({ status: 0, statusText: '待支付', payCountdown: deadline, refundFlag: 'N', payTime: '' });

/** The same order once `deadline` passed unpaid. */
export const timedOut = (deadline: number): PayState => ({
  status: -1,
  statusText: '已取消（超时未支付）',
  payCountdown: deadline,
  refundFlag: 'N',
  payTime: '',
});
