import { Alert, Button, Radio, Spin } from '@arco-design/web-react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import {
  type CashierChannelId,
  cashierChannelText,
  deliveryStatusText,
  LoadingState,
  notify,
  readDraft,
  removeDraft,
  useHydrated,
  useLoad,
  useLocation,
  useNavigate,
  writeDraft,
} from '@tcm/shared';
import { formatCountdown, formCountText, isPayable, msLeft } from '@tcm/shared/commerce';
import { fetchBoundCard, fetchChannels, unifiedOrder } from '../../api/cashier';
import { fetchDeliveryOrder } from '../../api/orders';
import { COMMERCE_FALLBACK, COMMERCE_MSG } from '../../api/messages';
import { PageFrame, PageSection } from '@tcm/shared/pageFrame';
import { PriceBreakdown } from '@tcm/shared/priceBreakdown';
import { Facts } from '../../components/Facts';
import { yuan } from '@tcm/shared';
import { useCountdownClock } from '../../components/useCountdownClock';
import { AlipayQrDialog, alipayOfferOf, type AlipayOffer } from './AlipayQrDialog';
import { BindCardDialog } from './BindCardDialog';
import { CASHIER_MSG } from './cashierText';
import { PayingDialog } from './PayingDialog';
import { PaySmsDialog } from './PaySmsDialog';
import { ALIPAY_CANCELLED, failedPayment, NO_ALIPAY_CODE, notStarted, problemText, type PayProblem } from './payProblems';
import { useStatusPolling } from './useStatusPolling';
import './wjtpay.css';
import '../../components/commerce.css';

/** Where a payment is: its SMS, its QR (the offer is kept apart, to fade out with its dialog), settling after the SMS, or succeeded (leaving in 1 s). */
type Flow =
  { kind: 'idle' } | { kind: 'sms'; paymentId: string } | { kind: 'qr'; paymentId: string } | { kind: 'paying'; paymentId: string } | { kind: 'done' };

const IDLE: Flow = { kind: 'idle' };
/** Spec 3 §9: navigation 1000 ms after the success notice. */
const LEAVE_AFTER_MS = 1000;

const CHANNEL_HINT: Record<CashierChannelId, string> = {
  fast_pay: '使用已绑定的储蓄卡，短信验证后付款',
  alipay_qr: '使用支付宝扫描二维码付款',
};

/**
 * /wjtpay, the cashier (spec 3 §2.10, §4, §5): the order /fulfillmentOrder's 去支付 left in the
 * session, read again from the server (a stored copy is never trusted for status or deadline); its
 * id, countdown and amount due; the channels, the bound card with 绑定银行卡 / 更换银行卡, and 立即支付.
 * Fast pay: unified order → SMS dialog → 支付中 while the status is polled; Alipay: the QR dialog
 * (with 打开支付宝付款 for this device) while polled. succeeded → 支付成功 and back after 1 s;
 * failed → what failed (not started, refused, timed out, cancelled, closed: payProblems.ts) with the
 * provider's reason or 交易失败，请重试, and the order stays payable. At zero: 订单已超时，请重新下单.
 */
export default function WjtpayPage() {
  const navigate = useNavigate();
  // Prerendered (src/prerender.tsx) as the order being read: the draft is this browser's (its session
  // storage), read once hydrated, which a page not prerendered is from its first render.
  const hydrated = useHydrated();
  const location = useLocation();
  const orderId = useMemo(() => (hydrated ? (readDraft('payOrder')?.deliveryOrderId ?? '') : ''), [hydrated]);
  // The stored copy is replaced by the answer: what the cashier pays is the server's order. A failed reload keeps the order shown.
  const entry = useLoad(orderId ? `order:${orderId}:cashier` : null, (signal) => fetchDeliveryOrder(orderId, signal), {
    onLoaded: (order) => writeDraft('payOrder', order),
  });
  const reloadOrder = entry.reload;
  const [channel, setChannel] = useState<CashierChannelId | null>(null);
  const [flow, setFlow] = useState<Flow>(IDLE);
  const [binding, setBinding] = useState(false);
  const [placing, setPlacing] = useState(false);
  const [problem, setProblem] = useState<PayProblem | null>(null);
  const [alipay, setAlipay] = useState<AlipayOffer | null>(null);

  const order = entry.data ?? null;
  const payable = !!order && isPayable(order.status);
  // The channels and the bound card, read side by side while payable and again after a card is bound;
  // a failed reload keeps what was shown (the channels and the card do not vanish for a hiccup).
  const channelsRead = useLoad(payable ? 'cashier:channels' : null, fetchChannels);
  const cardRead = useLoad(payable ? 'cashier:card' : null, fetchBoundCard);
  const channels = channelsRead.state;
  const card = cardRead.state;
  const { reload: reloadChannels } = channelsRead;
  const { reload: reloadCard } = cardRead;
  const reloadCashier = useCallback(() => {
    reloadChannels();
    reloadCard();
  }, [reloadChannels, reloadCard]);

  const deadlines = useMemo(() => (order && payable ? [order.payCountdown] : []), [order, payable]);
  const now = useCountdownClock(deadlines, () => {
    notify.warning(COMMERCE_MSG.timeout);
    setBinding(false);
    // A payment already confirmed may still settle: its wait stays; nothing new can start.
    setFlow((f) => (f.kind === 'paying' || f.kind === 'done' ? f : IDLE));
  });
  const left = order ? msLeft(order.payCountdown, now) : 0;
  const expired = payable && left <= 0;

  useStatusPolling({
    paymentId: flow.kind === 'qr' || flow.kind === 'paying' ? flow.paymentId : null,
    active: flow.kind === 'qr' || flow.kind === 'paying',
    onSucceeded: () => {
      setFlow({ kind: 'done' });
      removeDraft('payOrder');
      notify.success(CASHIER_MSG.paid);
    },
    onFailed: (message, kind) => {
      report(failedPayment(flow.kind === 'qr' ? 'alipay_qr' : 'fast_pay', kind, message));
      setFlow(IDLE);
      reloadOrder();
    },
  });

  function report(p: PayProblem) {
    setProblem(p);
    notify.error(problemText(p));
  }

  // Back where the payer came from; a cashier opened directly goes to the order itself.
  const hasHistory = location.key !== 'default';
  useEffect(() => {
    if (flow.kind !== 'done') return undefined;
    const timer = setTimeout(() => {
      if (hasHistory) void navigate(-1);
      else void navigate(`/fulfillmentOrder?orderId=${encodeURIComponent(orderId)}`, { replace: true });
    }, LEAVE_AFTER_MS);
    return () => clearTimeout(timer);
  }, [flow.kind, hasHistory, navigate, orderId]);

  // The way out, in the banner of every state of the cashier (and the prerendered page's first control).
  const myOrders = <Button onClick={() => navigate('/order')}>我的订单</Button>;

  if (!order) {
    return (
      <PageFrame title="收银台" actions={myOrders}>
        {!hydrated || entry.loading ? (
          <LoadingState text="正在加载订单…" />
        ) : (
          <div className="tcm-shop__error" role="alert">
            <p>{orderId ? COMMERCE_FALLBACK.detail : '没有待支付的订单，请在订单详情中点击「去支付」进入收银台'}</p>
            {orderId ? <Button onClick={reloadOrder}>重试</Button> : null}
          </div>
        )}
      </PageFrame>
    );
  }

  const o = order;
  const detailUrl = `/fulfillmentOrder?orderId=${encodeURIComponent(o.deliveryOrderId)}`;

  if (!payable) {
    return (
      <PageFrame title="收银台" subtitle={`订单编号 ${o.deliveryOrderId}`} actions={myOrders}>
        <div className="tcm-shop__error" role="alert">
          <p>{o.status === -1 ? COMMERCE_MSG.timeout : `该订单无需支付（${deliveryStatusText(o.status)}）`}</p>
          <Button onClick={() => navigate(detailUrl)}>查看订单</Button>
        </div>
      </PageFrame>
    );
  }

  const boundCard = card.kind === 'ready' ? card.data : null;
  const busy = placing || flow.kind !== 'idle';

  const pay = async () => {
    if (expired || busy) return;
    if (!channel) {
      notify.warning(CASHIER_MSG.channelRequired);
      return;
    }
    if (channel === 'fast_pay' && !boundCard) {
      setBinding(true);
      return;
    }
    setPlacing(true);
    setProblem(null);
    try {
      const payment = await unifiedOrder({ deliveryOrderId: o.deliveryOrderId, channel });
      if (channel === 'fast_pay') {
        setFlow({ kind: 'sms', paymentId: payment.paymentId });
        return;
      }
      const offer = alipayOfferOf(payment);
      if (!offer) {
        report(NO_ALIPAY_CODE);
        return;
      }
      setAlipay(offer);
      setFlow({ kind: 'qr', paymentId: payment.paymentId });
    } catch (error) {
      // Refused (an expired order among them: the reload shows it) or unreachable.
      report(notStarted(channel, error));
      reloadOrder();
    } finally {
      setPlacing(false);
    }
  };

  const closeFlow = () => setFlow((f) => (f.kind === 'done' ? f : IDLE));
  const cancelAlipay = () => {
    closeFlow();
    setProblem(ALIPAY_CANCELLED);
  };

  return (
    <PageFrame title="收银台" subtitle={`订单编号 ${o.deliveryOrderId}`} className="tcm-pay" actions={myOrders}>
      <PageSection title="订单信息">
        <Facts
          items={[
            ['订单编号', o.deliveryOrderId],
            ['患者', o.patient.name],
            // A custom tea counts boxes, a decoction doses.
            ['剂型', `${o.formText} · ${formCountText(o.formCount, o.type)}`],
          ]}
        />
        <div className="tcm-pay__due">
          <div>
            <span className="tcm-pay__label">应付金额</span>
            <strong className="tcm-pay__amount" data-testid="amount">
              {yuan(o.sumPrice)}
            </strong>
          </div>
          <div>
            <span className="tcm-pay__label">支付剩余时间</span>
            <span className="tcm-shop__countdown" data-testid="countdown">
              {formatCountdown(left)}
            </span>
          </div>
        </div>
        <PriceBreakdown parts={o.priceParts} total={o.sumPrice} />
        {expired ? <Alert className="tcm-pay__banner" type="warning" content={COMMERCE_MSG.timeout} data-testid="timeout" /> : null}
        {!expired && problem ? (
          <Alert className="tcm-pay__banner" type={problem.tone} title={problem.title} content={problem.detail} data-testid="pay-problem" />
        ) : null}
      </PageSection>

      <PageSection title="支付方式">
        {channels.kind === 'failed' ? (
          <div className="tcm-pay__inline-error">
            <span>获取支付渠道失败</span>
            <Button size="small" onClick={reloadCashier}>
              重试
            </Button>
          </div>
        ) : channels.kind !== 'ready' ? (
          <Spin size={16} tip="正在获取支付渠道…" />
        ) : (
          <Radio.Group
            className="tcm-pay__channels"
            direction="vertical"
            aria-label="支付方式"
            value={channel ?? undefined}
            disabled={expired}
            onChange={(v: CashierChannelId) => setChannel(v)}
          >
            {channels.data.map((c) => (
              <Radio key={c.channelId} value={c.channelId}>
                <span className="tcm-pay__channel-name">{cashierChannelText(c.channelId)}</span>
                <span className="tcm-pay__channel-hint">{CHANNEL_HINT[c.channelId] ?? ''}</span>
              </Radio>
            ))}
          </Radio.Group>
        )}
      </PageSection>

      <PageSection
        title="银行卡"
        extra={
          card.kind === 'ready' ? (
            <Button size="small" disabled={expired} onClick={() => setBinding(true)}>
              {boundCard ? '更换银行卡' : '绑定银行卡'}
            </Button>
          ) : null
        }
      >
        {card.kind === 'failed' ? (
          <div className="tcm-pay__inline-error">
            <span>获取绑定银行卡信息失败</span>
            <Button size="small" onClick={reloadCashier}>
              重试
            </Button>
          </div>
        ) : card.kind !== 'ready' ? (
          <Spin size={16} tip="正在获取银行卡…" />
        ) : boundCard ? (
          <div className="tcm-pay__card" data-testid="bound-card">
            <span className="tcm-pay__bank">{boundCard.bankName}</span>
            <span className="tcm-pay__card-no">{boundCard.cardId}</span>
            <span className="tcm-pay__hint">预留手机 {boundCard.telNo}</span>
          </div>
        ) : (
          <p className="tcm-pay__hint">尚未绑定银行卡，快捷支付前请先绑定本人的储蓄卡</p>
        )}
      </PageSection>

      <div className="tcm-shop__footer">
        <Button onClick={() => navigate(detailUrl)}>查看订单</Button>
        <Button type="primary" size="large" loading={placing} disabled={expired || flow.kind !== 'idle'} onClick={pay}>
          立即支付
        </Button>
      </div>

      <BindCardDialog
        visible={binding && !expired}
        replacing={!!boundCard}
        onClose={() => setBinding(false)}
        onBound={() => {
          setBinding(false);
          reloadCashier();
        }}
      />
      <PaySmsDialog
        paymentId={flow.kind === 'sms' ? flow.paymentId : null}
        deliveryOrderId={o.deliveryOrderId}
        amountFen={o.sumPrice}
        card={boundCard}
        onConfirmed={() => setFlow((f) => (f.kind === 'sms' ? { kind: 'paying', paymentId: f.paymentId } : f))}
        onClose={closeFlow}
      />
      <AlipayQrDialog visible={flow.kind === 'qr'} offer={alipay} amountFen={o.sumPrice} onClose={cancelAlipay} />
      <PayingDialog visible={flow.kind === 'paying'} onClose={closeFlow} />
    </PageFrame>
  );
}
