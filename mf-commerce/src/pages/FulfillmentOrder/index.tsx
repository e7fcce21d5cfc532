import { Alert, Button, Modal, Spin, Tag } from '@arco-design/web-react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { notify, writeDraft, type DeliveryOrderDetail, type ExpressInfo, type HerbLine, type InquiryWireItem, yuan } from '@tcm/shared';
import { canModifyAddress, formatCountdown, isPaid, isPayable, msLeft, showsExpress } from '@tcm/shared/commerce';
import { INQUIRY_ARRAY_TITLES } from '@tcm/shared/clinic';
import { fetchDeliveryOrder, fetchExpress, requestRefund } from '../../api/orders';
import { COMMERCE_FALLBACK, COMMERCE_MSG } from '../../api/messages';
import { CommerceFrame, CommerceSection, Facts } from '../../components/CommerceFrame';
import { useCountdownClock } from '../../common/useCountdownClock';
import { AddressDialog } from './AddressDialog';
import './fulfillmentOrder.css';

type State = { kind: 'loading' } | { kind: 'ready'; order: DeliveryOrderDetail } | { kind: 'failed' };
type Express = { kind: 'loading' } | { kind: 'ready'; info: ExpressInfo } | { kind: 'failed' };

/** Two herbs a row (spec 3 §2.9 "two column pairs", spec 3 §9). */
export function herbPairs(herbs: HerbLine[]): [HerbLine, HerbLine | null][] {
  const rows: [HerbLine, HerbLine | null][] = [];
  for (let i = 0; i < herbs.length; i += 2) rows.push([herbs[i], herbs[i + 1] ?? null]);
  return rows;
}

const SYMPTOM_ARRAYS = ['basic_array', 'shangjiao_array', 'zhongjiao_array', 'xiajiao_array'] as const;

function answers(items: InquiryWireItem[] | undefined): string {
  const parts: string[] = [];
  for (const item of items ?? []) {
    if (Array.isArray(item.value)) {
      if (item.value.length) parts.push(`${item.key}：${item.value.join('、')}`);
    } else if (item.value.trim()) parts.push(`${item.key}：${item.value.trim()}`);
  }
  return parts.join('；');
}

const SEX: Record<number, string> = { 1: '男', 0: '女' };

/**
 * /fulfillmentOrder?orderId (spec 3 §2.9, §4): the delivery order's status; while it is 0 or 99
 * the pay countdown (reloading at zero) and 去支付 (→ the cashier with the order in the session);
 * the pay time once paid; courier, number and tracking from shipping on (and for 99); the
 * recipient with 修改地址 where §4 allows it; 申请退款 while refundFlag is Y; the order's details,
 * the patient, the symptoms and the prescription two herbs a row with totals.
 */
export default function FulfillmentOrderPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const orderId = (params.get('orderId') ?? '').trim();
  const [state, setState] = useState<State>(orderId ? { kind: 'loading' } : { kind: 'failed' });
  const [version, setVersion] = useState(0);
  const [express, setExpress] = useState<Express>({ kind: 'loading' });
  const [editing, setEditing] = useState(false);
  const [refunding, setRefunding] = useState(false);
  const reload = useCallback(() => setVersion((v) => v + 1), []);

  useEffect(() => {
    if (!orderId) return undefined;
    let live = true;
    fetchDeliveryOrder(orderId)
      .then((order) => live && setState({ kind: 'ready', order }))
      .catch(() => live && setState((s) => (s.kind === 'ready' ? s : { kind: 'failed' })));
    return () => {
      live = false;
    };
  }, [orderId, version]);

  const order = state.kind === 'ready' ? state.order : null;
  const tracking = !!order && showsExpress(order.status);

  useEffect(() => {
    if (!order || !tracking) return undefined;
    let live = true;
    setExpress({ kind: 'loading' });
    fetchExpress(order.deliveryOrderId)
      .then((info) => live && setExpress({ kind: 'ready', info }))
      .catch(() => live && setExpress({ kind: 'failed' }));
    return () => {
      live = false;
    };
  }, [order, tracking]);

  const deadlines = useMemo(() => (order && isPayable(order.status) ? [order.payCountdown] : []), [order]);
  const now = useCountdownClock(deadlines, reload);

  if (state.kind !== 'ready') {
    return (
      <CommerceFrame title="配送详情">
        {state.kind === 'loading' ? (
          <Spin className="tcm-order__spin" tip="正在加载订单…" />
        ) : (
          <div className="tcm-shop__error" role="alert">
            <p>{orderId ? COMMERCE_FALLBACK.detail : '缺少订单编号'}</p>
            {orderId ? <Button onClick={reload}>重试</Button> : null}
            <Button type="text" onClick={() => navigate('/order')}>
              我的订单
            </Button>
          </div>
        )}
      </CommerceFrame>
    );
  }

  const o = state.order;
  const payable = isPayable(o.status);
  const left = msLeft(o.payCountdown, now);

  const pay = () => {
    writeDraft('payOrder', o);
    navigate('/wjtpay');
  };

  const refund = () => {
    Modal.confirm({
      title: '申请退款',
      content: `确定为订单 ${o.deliveryOrderId} 申请退款吗？退款后订单将被取消。`,
      okText: '确定退款',
      cancelText: '取消',
      onOk: async () => {
        setRefunding(true);
        try {
          const msg = await requestRefund(o.deliveryOrderId);
          notify.success(msg || COMMERCE_MSG.done);
          reload();
        } catch {
          // Shown by the client; the order is read again in case it changed meanwhile.
          reload();
        } finally {
          setRefunding(false);
        }
      },
    });
  };

  const rx = o.prescriptionInfo;
  const perDose = rx.count > 0 ? Math.round(rx.charge / rx.count) : rx.charge;

  return (
    <CommerceFrame
      title="配送详情"
      subtitle={`订单编号 ${o.deliveryOrderId}`}
      className="tcm-order"
      actions={
        o.refundFlag === 'Y' ? (
          <Button onClick={refund} loading={refunding}>
            申请退款
          </Button>
        ) : null
      }
    >
      <CommerceSection title="订单状态">
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
      </CommerceSection>

      <CommerceSection
        title="收货信息"
        extra={
          canModifyAddress(o.status, o.refundFlag) ? (
            <Button size="small" onClick={() => setEditing(true)}>
              修改地址
            </Button>
          ) : null
        }
      >
        <Facts
          items={[
            ['收货人', o.recipientName],
            ['手机号', o.recipientPhone],
            ['邮编', o.zipCode || '—'],
            // A whole row: the address is the longest fact, and a parcel label reads it in one line.
            ['收货地址', o.recipientAddress, 'wide'],
          ]}
        />
      </CommerceSection>

      <CommerceSection title="订单信息">
        <Facts
          items={[
            ['剂型', o.formText],
            ['剂数', `${o.formCount} 剂`],
            ['每剂包数', `${o.quantityDispensed} 包`],
            ['下单时间', o.createTime],
            ...(isPaid(o.status) || o.payTime ? ([['支付时间', o.payTime]] as [string, string][]) : []),
            ['订单编号', o.deliveryOrderId],
            ['就诊编号', String(o.visitRecordId)],
            ['配送中心', o.deliveryName],
            ['处方类型', o.typeText],
            ['备注', o.remark],
            [isPaid(o.status) || o.status === -3 ? '实付金额' : '应付金额', yuan(o.sumPrice)],
            ...(o.refundAmount > 0 ? ([['退款金额', yuan(o.refundAmount)]] as [string, string][]) : []),
          ]}
        />
      </CommerceSection>

      <CommerceSection title="患者信息">
        <Facts
          items={[
            ['姓名', o.patient.name],
            ['性别', SEX[o.patient.sex] ?? ''],
            ['出生日期', o.patient.birthday],
            ['手机号', o.patient.phoneNo],
          ]}
        />
      </CommerceSection>

      <CommerceSection title="症状信息">
        <table className="tcm-order__table tcm-order__symptoms">
          <tbody>
            {SYMPTOM_ARRAYS.map((name) => (
              <tr key={name}>
                <th scope="row">{INQUIRY_ARRAY_TITLES[name]}</th>
                <td>{answers(o.inquiryInfo?.[name]) || '无'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </CommerceSection>

      <CommerceSection title={`处方：${rx.name}`}>
        <table className="tcm-order__table tcm-order__herbs" aria-label="处方药材">
          <thead>
            <tr>
              <th>药材</th>
              <th>剂量</th>
              <th>药材</th>
              <th>剂量</th>
            </tr>
          </thead>
          <tbody>
            {herbPairs(rx.prescription).map(([a, b]) => (
              <tr key={a.index}>
                <td>{a.key}</td>
                <td>{a.value}</td>
                <td>{b?.key ?? ''}</td>
                <td>{b?.value ?? ''}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <td colSpan={4}>
                共 {rx.prescription.length} 味，每剂 {rx.totalWeight}g，{rx.count} 剂；参考价格 {yuan(perDose)}/剂；有效期 {rx.startDate} 至 {rx.endDate}
              </td>
            </tr>
          </tfoot>
        </table>
      </CommerceSection>

      <div className="tcm-shop__footer">
        <Button onClick={() => navigate('/order')}>我的订单</Button>
      </div>

      <AddressDialog
        order={o}
        visible={editing}
        onClose={() => setEditing(false)}
        onChanged={() => {
          setEditing(false);
          reload();
        }}
      />
    </CommerceFrame>
  );
}
