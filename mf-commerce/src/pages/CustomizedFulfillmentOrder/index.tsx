import { Button } from '@arco-design/web-react';
import { useNavigate, yuan } from '@tcm/shared';
import { TEA_BAGS_PER_DAY, TEA_GRAMS_PER_BAG } from '@tcm/shared/commerce';
import { fetchCustomTeaOrder } from '../../api/customTea';
import { PageSection } from '@tcm/shared/pageFrame';
import { PriceBreakdown } from '@tcm/shared/priceBreakdown';
import { Facts } from '../../components/Facts';
import { PatientSection } from '../../components/PatientFacts';
import { HerbPairsTable } from '../../components/order/HerbPairsTable';
import { amountFacts, OrderDetailPage, payTimeFacts } from '../../components/order/OrderDetailPage';
import { teaInfoPath } from '../../components/teaLinks';
import '../../components/commerce.css';

/**
 * /CUSTOMIZEDfulfillmentOrder?orderId (spec 3 §2.12, §4): the custom tea's delivery order, as
 * /fulfillmentOrder shows a decoction's: status, the pay countdown and 去支付 while 0 or 99, the
 * pay time, courier and tracking from shipping on, the recipient with 修改地址 per §4, 申请退款
 * while refundFlag is Y; then the tea's own numbers (boxes, bags, its days, price per box) and its herbs.
 */
export default function CustomizedFulfillmentOrderPage() {
  const navigate = useNavigate();
  return (
    <OrderDetailPage title="养生茶配送详情" load={fetchCustomTeaOrder}>
      {(o) => (
        <>
          <PageSection title="订单信息">
            <Facts
              items={[
                ['剂型', o.formText],
                ['盒数', `${o.boxes} 盒`],
                ['袋数', `${o.bags} 袋（每袋 ${TEA_GRAMS_PER_BAG}g）`],
                // The tea's course, as every tea page says it (the bags beyond it are spare, not more days).
                ['饮用天数', `${o.takeDays} 天（每日 ${TEA_BAGS_PER_DAY} 袋）`],
                ['开始日期', o.startDate],
                ['下单时间', o.createTime],
                ...payTimeFacts(o),
                ['订单编号', o.deliveryOrderId],
                ['配送中心', o.deliveryName],
                ['每盒价格', yuan(o.boxPrice)],
                ['运费', yuan(o.shippingFee)],
                ['备注', o.remark],
                ...amountFacts(o),
              ]}
            />
            <PriceBreakdown parts={o.priceParts} total={o.sumPrice} />
          </PageSection>

          <PatientSection patient={o.patient} more={[['手机号', o.patient.phoneNo]]} />

          <PageSection title={`茶方：${o.prescriptionInfo.name}`}>
            <HerbPairsTable
              label="茶方药材"
              herbs={o.prescriptionInfo.prescription}
              footer={
                <>
                  共 {o.prescriptionInfo.prescription.length} 味，每盒 {o.prescriptionInfo.totalWeight}g；{o.boxes} 盒；饮用 {o.takeDays} 天
                </>
              }
            />
          </PageSection>

          <div className="tcm-shop__footer">
            <Button onClick={() => navigate('/order')}>我的订单</Button>
            <Button onClick={() => navigate(teaInfoPath(o.visitRecordId))}>养生茶详情</Button>
          </div>
        </>
      )}
    </OrderDetailPage>
  );
}
