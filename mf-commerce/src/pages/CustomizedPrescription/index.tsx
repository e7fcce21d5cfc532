import { Button } from '@arco-design/web-react';
import { positiveIntParam, useLoad, useNavigate, useSearchParams } from '@tcm/shared';
import { TEA_BAGS_PER_BOX, TEA_GRAMS_PER_BAG, teaGrams, teaSliceWeight, teaWeightTotal } from '@tcm/shared/commerce';
import { fetchCustomTea } from '../../api/customTea';
import { PageFrame, PageSection } from '@tcm/shared/pageFrame';
import { NotLoaded } from '../../components/LoadStates';
import { PatientSection } from '../../components/PatientFacts';
import { HerbPairsTable } from '../../components/order/HerbPairsTable';
import { yuan } from '@tcm/shared';
import { teaConfirmPath, teaOrderPath } from '../../components/teaLinks';
import { TeaResultLines } from './TeaResultLines';
import './customTea.css';
import '../../components/commerce.css';

/** The weight of a herb as this page shows it: slice grams rounded (spec 3 §9). */
const editWeight = (value: string) => `${teaSliceWeight(teaGrams(value), 'edit')}g`;

/**
 * /CUSTOMIZEDPrescription?visitRecordId (spec 3 §2.12): the custom tea of service 9: its result
 * text, the patient, the tea (grams of one box, two herbs a row) and, by deliveryMark, 配送 (→ the
 * delivery form) or 配送详情 (→ its order); a saved draft can be continued.
 */
export default function CustomizedPrescriptionPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const visitRecordId = positiveIntParam(params.get('visitRecordId'));
  const { state, reload: retry } = useLoad(visitRecordId ? String(visitRecordId) : null, (signal) => fetchCustomTea(visitRecordId!, signal), { keep: 'never' });

  let body;
  if (state.kind !== 'ready') {
    body = <NotLoaded state={state} what="养生茶" missing="缺少问诊记录编号：请从定制养生茶的服务结果或我的订单进入。" onRetry={retry} />;
  } else {
    const tea = state.data;
    const rx = tea.prescriptionInfos[0];
    const weights = rx ? rx.prescription.map((h) => teaSliceWeight(teaGrams(h.value), 'edit')) : [];
    const delivered = tea.deliveryMark === 2 && !!tea.deliveryOrderId;
    body = (
      <>
        <PatientSection
          patient={tea.patient}
          more={[
            ['开始日期', tea.startDate],
            ['饮用天数', `${tea.takeDays} 天`],
          ]}
        />
        <PageSection title="结果说明">
          <TeaResultLines lines={tea.customTeaResult} />
        </PageSection>
        {rx ? (
          <PageSection title={`茶方：${rx.name}`}>
            <HerbPairsTable
              label="茶方药材"
              herbs={rx.prescription}
              weight={(h) => editWeight(h.value)}
              footer={
                <>
                  共 {rx.prescription.length} 味，每盒 {teaWeightTotal(weights)}g（{TEA_BAGS_PER_BOX} 袋 × {TEA_GRAMS_PER_BAG}g，每日 1 袋）；{tea.takeDays}{' '}
                  天需 {rx.count} 盒； 药材 {yuan(tea.herbFenPerBox)}/盒
                </>
              }
            />
          </PageSection>
        ) : (
          <p className="tcm-tea__hint">暂无茶方</p>
        )}
        <div className="tcm-shop__footer">
          <Button onClick={() => navigate('/order')}>我的订单</Button>
          {delivered ? (
            <Button type="primary" onClick={() => navigate(teaOrderPath(tea.deliveryOrderId))}>
              配送详情
            </Button>
          ) : (
            <>
              {tea.hasDraft ? <Button onClick={() => navigate(teaConfirmPath(tea.visitRecordId, 1))}>继续编辑草稿</Button> : null}
              <Button type="primary" onClick={() => navigate(teaConfirmPath(tea.visitRecordId, 0))} disabled={!rx}>
                配送
              </Button>
            </>
          )}
        </div>
      </>
    );
  }

  return (
    <PageFrame title="定制养生茶" subtitle="五运六气 · 按体质与时令定制，袋泡代茶饮" className="tcm-tea">
      {body}
    </PageFrame>
  );
}
