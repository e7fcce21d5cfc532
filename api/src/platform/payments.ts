import { fail } from './http/errors';

/**
 * The one vocabulary of payments (issue 33): the states every payment of the portal is in, the
 * named moves between them, their words and refusals. A consultation's payment order (the clinic's,
 * clinic/paymentStateMachine.ts) and a delivery order's payment (the cashier's,
 * cashier/paymentStateMachine.ts) are two kinds of payment: each names the moves of this table it
 * takes, and its store moves a payment only along those, in an UPDATE that names the state it leaves
 * (two racing moves cannot both happen). Any other move is refused with a Chinese message and
 * changes nothing.
 *
 *   (new) ─open─→ awaiting ─take (the provider took it; its result comes later)─→ processing
 *     │             ├─pay (paid at once)─→ succeeded ─refund─→ refunded       │
 *     │             ├─fail (refused at once)─→ failed                          ├─pay─→ succeeded
 *     │             └─close (can no longer be paid)─→ closed                   └─fail─→ failed
 *     ├─pay─→ succeeded  (made and paid at once: a free visit, the back office)
 *     └─fail─→ failed    (the back office records a refusal made elsewhere)
 */
export type PaymentState = 'awaiting' | 'processing' | 'succeeded' | 'failed' | 'closed' | 'refunded';

/** Where a move starts: a state, or 'new' for the payment's creation. */
export type PaymentFrom = PaymentState | 'new';

export type PaymentEvent = 'open' | 'take' | 'pay' | 'fail' | 'close' | 'refund';

export const PAYMENT_TRANSITIONS: Record<PaymentEvent, Partial<Record<PaymentFrom, PaymentState>>> = {
  open: { new: 'awaiting' },
  take: { awaiting: 'processing' },
  pay: { new: 'succeeded', awaiting: 'succeeded', processing: 'succeeded' },
  fail: { new: 'failed', awaiting: 'failed', processing: 'failed' },
  close: { awaiting: 'closed' },
  refund: { succeeded: 'refunded' },
};

export const PAYMENT_STATES = ['awaiting', 'processing', 'succeeded', 'failed', 'closed', 'refunded'] as const satisfies readonly PaymentState[];

export const PAYMENT_STATE_TEXT: Record<PaymentState, string> = {
  awaiting: '等待支付',
  processing: '支付处理中',
  succeeded: '支付成功',
  failed: '支付失败',
  closed: '已关闭',
  refunded: '已退款',
};

const VERB: Record<PaymentEvent, string> = { open: '发起', take: '交付处理', pay: '支付', fail: '记为支付失败', close: '关闭', refund: '退款' };

/** A kind of payment: the moves of the table it takes, event by event, from which states. */
export interface PaymentKind {
  readonly moves: { readonly [E in PaymentEvent]?: readonly PaymentFrom[] };
}

/** A kind of payment; a move the table does not have is a mistake in the code, refused at once. */
export function paymentKind(moves: PaymentKind['moves']): PaymentKind {
  for (const [event, froms] of Object.entries(moves) as [PaymentEvent, readonly PaymentFrom[]][]) {
    for (const from of froms) if (!PAYMENT_TRANSITIONS[event][from]) throw new Error(`the payment table has no move ${event} from ${from}`);
  }
  return { moves };
}

/** The kind's moves as arrows, `from→to`, in the table's order. */
export function arrowsOf(kind: PaymentKind): string[] {
  return (Object.keys(PAYMENT_TRANSITIONS) as PaymentEvent[]).flatMap((event) =>
    (kind.moves[event] ?? []).map((from) => `${from}→${PAYMENT_TRANSITIONS[event][from]}`),
  );
}

/** Why `event` is refused to a payment in `from` (该支付等待支付，不能退款). */
export const paymentRefusal = (from: PaymentFrom, event: PaymentEvent) =>
  from === 'new' ? `不能${VERB[event]}新的支付` : `该支付${PAYMENT_STATE_TEXT[from]}，不能${VERB[event]}`;

/** The state after `event` from `from` for this kind, or the refusal. */
export function nextPaymentState(kind: PaymentKind, from: PaymentFrom, event: PaymentEvent): PaymentState {
  const to = kind.moves[event]?.includes(from) ? PAYMENT_TRANSITIONS[event][from] : undefined;
  return to ?? fail(paymentRefusal(from, event));
}

/** Whether this kind moves a payment from `from` to `to` (by any of its events). */
export function canMovePayment(kind: PaymentKind, from: PaymentFrom, to: PaymentState): boolean {
  return (Object.keys(kind.moves) as PaymentEvent[]).some((event) => kind.moves[event]!.includes(from) && PAYMENT_TRANSITIONS[event][from] === to);
}

/** Refuses a move this kind does not take: 该支付已关闭，不能改为支付成功; 不能新建已退款的支付. */
export function assertPaymentMove(kind: PaymentKind, from: PaymentFrom, to: PaymentState): void {
  if (!canMovePayment(kind, from, to))
    fail(from === 'new' ? `不能新建${PAYMENT_STATE_TEXT[to]}的支付` : `该支付${PAYMENT_STATE_TEXT[from]}，不能改为${PAYMENT_STATE_TEXT[to]}`);
}
