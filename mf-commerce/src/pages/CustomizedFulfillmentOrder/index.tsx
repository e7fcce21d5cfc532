import { Button } from '@arco-design/web-react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { isPaid, TEA_BAGS_PER_DAY, TEA_GRAMS_PER_BAG } from '@tcm/shared/commerce';
import { fetchCustomTeaOrder } from '../../api/customTea';
import { CommerceFrame, CommerceSection, Facts } from '../../components/CommerceFrame';
import { HerbPairsTable } from '../../components/order/HerbPairsTable';
import { OrderNotReady } from '../../components/order/OrderMissing';
import { OrderStatusSection } from '../../components/order/OrderStatusSection';
import { RecipientSection } from '../../components/order/RecipientSection';
import { RefundButton } from '../../components/order/RefundButton';
import { useOrderDetail } from '../../components/order/useOrderDetail';
import { yuan } from '@tcm/shared';
import { teaInfoPath } from '../../common/teaLinks';

const SEX: Record<number, string> = { 1: '男', 0: '女' };

/**
 * /CUSTOMIZEDfulfillmentOrder?orderId (spec 3 §2.12, §4): the custom tea's delivery order, as
 * /fulfillmentOrder shows a decoction's: status, the pay countdown and 去支付 while 0 or 99, the
 * pay time, courier and tracking from shipping on, the recipient with 修改地址 per §4, 申请退款
 * while refundFlag is Y; then the tea's own numbers (boxes, bags, days, price per box) and its herbs.
 */
export default function CustomizedFulfillmentOrderPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const orderId = (params.get('orderId') ?? '').trim();
  const { state, reload, now } = useOrderDetail(orderId, fetchCustomTeaOrder);

  if (state.kind !== 'ready') return <OrderNotReady title="养生茶配送详情" loading={state.kind === 'loading'} orderId={orderId} onRetry={reload} />;

  const o = state.order;
  const rx = o.prescriptionInfo;
  const paid = isPaid(o.status) || o.status === -3;

  return (
    <CommerceFrame
      title="养生茶配送详情"
      subtitle={`订单编号 ${o.deliveryOrderId}`}
      className="tcm-order"
      actions={o.refundFlag === 'Y' ? <RefundButton deliveryOrderId={o.deliveryOrderId} onDone={reload} /> : null}
    >
      <OrderStatusSection order={o} now={now} />
      <RecipientSection order={o} onChanged={reload} />

      <CommerceSection title="订单信息">
        <Facts
          items={[
            ['剂型', o.formText],
            ['盒数', `${o.boxes} 盒`],
            ['袋数', `${o.bags} 袋（每袋 ${TEA_GRAMS_PER_BAG}g）`],
            ['可饮天数', `${o.daysCovered} 天（每日 ${TEA_BAGS_PER_DAY} 袋）`],
            ['开始日期', o.startDate],
            ['下单时间', o.createTime],
            ...(isPaid(o.status) || o.payTime ? ([['支付时间', o.payTime]] as [string, string][]) : []),
            ['订单编号', o.deliveryOrderId],
            ['配送中心', o.deliveryName],
            ['每盒价格', yuan(o.boxPrice)],
            ['运费', yuan(o.shippingFee)],
            ['备注', o.remark],
            [paid ? '实付金额' : '应付金额', yuan(o.sumPrice)],
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

      <CommerceSection title={`茶方：${rx.name}`}>
        <HerbPairsTable
          label="茶方药材"
          herbs={rx.prescription}
          footer={
            <>
              共 {rx.prescription.length} 味，每盒 {rx.totalWeight}g；{o.boxes} 盒；饮用 {o.takeDays} 天
            </>
          }
        />
      </CommerceSection>

      <div className="tcm-shop__footer">
        <Button onClick={() => navigate('/order')}>我的订单</Button>
        <Button onClick={() => navigate(teaInfoPath(o.visitRecordId))}>养生茶详情</Button>
      </div>
    </CommerceFrame>
  );
}
