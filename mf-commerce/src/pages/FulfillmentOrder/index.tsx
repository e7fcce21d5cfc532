import { Button } from '@arco-design/web-react';
import { type InquiryWireItem, prescriptionTypeText, useNavigate, yuan } from '@tcm/shared';
import { INQUIRY_ARRAY_TITLES } from '@tcm/shared/clinic';
import { fetchDeliveryOrder } from '../../api/orders';
import { PageSection } from '@tcm/shared/pageFrame';
import { PriceBreakdown } from '@tcm/shared/priceBreakdown';
import { Facts } from '../../components/Facts';
import { PatientSection } from '../../components/PatientFacts';
import { HerbPairsTable } from '../../components/order/HerbPairsTable';
import { amountFacts, OrderDetailPage, payTimeFacts } from '../../components/order/OrderDetailPage';
import '../../components/commerce.css';

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

/**
 * /fulfillmentOrder?orderId (spec 3 §2.9, §4): the delivery order's status; while it is 0 or 99
 * the pay countdown (reloading at zero) and 去支付 (→ the cashier with the order in the session);
 * the pay time once paid; courier, number and tracking from shipping on (and for 99); the
 * recipient with 修改地址 where §4 allows it; 申请退款 while refundFlag is Y; the order's details,
 * the patient, the symptoms and the prescription two herbs a row with totals.
 */
export default function FulfillmentOrderPage() {
  const navigate = useNavigate();
  return (
    <OrderDetailPage title="配送详情" load={fetchDeliveryOrder}>
      {(o) => {
        const rx = o.prescriptionInfo;
        const perDose = rx.count > 0 ? Math.round(rx.charge / rx.count) : rx.charge;
        return (
          <>
            <PageSection title="订单信息">
              <Facts
                items={[
                  ['剂型', o.formText],
                  ['剂数', `${o.formCount} 剂`],
                  ['每剂包数', `${o.quantityDispensed} 包`],
                  ['下单时间', o.createTime],
                  ...payTimeFacts(o),
                  ['订单编号', o.deliveryOrderId],
                  ['就诊编号', String(o.visitRecordId)],
                  ['配送中心', o.deliveryName],
                  ['处方类型', prescriptionTypeText(o.type)],
                  ['备注', o.remark],
                  ...amountFacts(o),
                ]}
              />
              <PriceBreakdown parts={o.priceParts} total={o.sumPrice} />
            </PageSection>

            <PatientSection patient={o.patient} more={[['手机号', o.patient.phoneNo]]} />

            <PageSection title="症状信息">
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
            </PageSection>

            <PageSection title={`处方：${rx.name}`}>
              <HerbPairsTable
                herbs={rx.prescription}
                footer={
                  <>
                    共 {rx.prescription.length} 味，每剂 {rx.totalWeight}g，{rx.count} 剂；参考价格 {yuan(perDose)}/剂；有效期 {rx.startDate} 至 {rx.endDate}
                  </>
                }
              />
            </PageSection>

            <div className="tcm-shop__footer">
              <Button onClick={() => navigate('/order')}>我的订单</Button>
            </div>
          </>
        );
      }}
    </OrderDetailPage>
  );
}
