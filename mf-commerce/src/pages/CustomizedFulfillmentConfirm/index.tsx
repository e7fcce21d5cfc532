import { Button, Form } from '@arco-design/web-react';
import { useMemo } from 'react';
import {
  type CustomTeaInfo,
  type DeliveryCentre,
  type DeliveryDraft,
  type DeliveryForm,
  notify,
  type PricePart,
  positiveIntParam,
  useLoad,
  useNavigate,
  useSearchParams,
  yuan,
} from '@tcm/shared';
import {
  TEA_BAGS_PER_BOX,
  TEA_BAGS_PER_DAY,
  TEA_END_DATE,
  TEA_REMARK_MAX,
  customTeaFormProblem,
  teaBoxesFor,
  teaGrams,
  teaOrderGrams,
  teaPriceParts,
  teaSupplyText,
  teaWeightTotal,
  type TeaFormValues,
} from '@tcm/shared/commerce';
import { fetchDraft, fetchForms, saveDraft } from '../../api/delivery';
import { fetchCustomTea, placeCustomTea } from '../../api/customTea';
import { PageFrame, PageSection } from '@tcm/shared/pageFrame';
import { Facts } from '../../components/Facts';
import { NotLoaded } from '../../components/LoadStates';
import { patientLine } from '../../components/PatientFacts';
import { DeliveryFormFooter } from '../../components/deliveryForm/DeliveryFormFooter';
import { DeliveryFormSection } from '../../components/deliveryForm/DeliveryFormSection';
import { DigitsInput } from '../../components/deliveryForm/DigitsInput';
import { draftValues, EMPTY_FORM, formPayload } from '../../components/deliveryForm/formValues';
import { useDeliveryFormFlow } from '../../components/deliveryForm/useDeliveryFormFlow';
import { HerbPairsTable } from '../../components/order/HerbPairsTable';
import { teaOrderPath } from '../../components/teaLinks';
import '../../components/commerce.css';

const EMPTY: TeaFormValues = EMPTY_FORM;

export const NO_TEA_DRAFT_TEXT = '未找到该养生茶的草稿，请重新填写';
export const TEA_ALREADY_PLACED_TEXT = '该养生茶已有配送订单';

/** Whole boxes typed so far, or null. */
const boxesOf = (v: TeaFormValues) => (/^\d+$/.test(String(v.formCount ?? '')) && Number(v.formCount) > 0 ? Number(v.formCount) : null);

/** What the order will cost, part by part (the API's function with the numbers it sent), once form, centre and boxes are chosen. */
export function teaPreviewParts(tea: CustomTeaInfo, forms: DeliveryForm[], centres: DeliveryCentre[], v: TeaFormValues): PricePart[] | null {
  const form = forms.find((f) => f.formCode === v.form);
  const centre = centres.find((c) => c.deliveryId === v.deliveryId);
  const boxes = boxesOf(v);
  if (!form || !centre || !boxes) return null;
  return teaPriceParts(
    { herbFenPerBox: tea.herbFenPerBox, formFeePerBox: form.feePerDose, boxes, shippingFee: centre.shippingFee },
    { prescriptionName: tea.prescriptionInfos[0]?.name, formName: form.formName, centreName: centre.deliveryName },
  );
}

interface Loaded {
  tea: CustomTeaInfo;
  forms: DeliveryForm[];
  draft: DeliveryDraft | null;
}

/**
 * /CUSTOMIZEDfulfillmentConfirm?mode&visitRecordId (spec 3 §2.12, §4, §5): the custom tea's
 * delivery: form, centre, boxes (the days' boxes by default; the bags and the tea's days shown), the
 * recipient (typed, or chosen on /address), remark, the price before 提交. 提交 places the order
 * and replaces this page with its detail; 保存草稿 keeps the form with the draft's rules; mode=1
 * loads the draft.
 */
export default function CustomizedFulfillmentConfirmPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const visitRecordId = positiveIntParam(params.get('visitRecordId'));
  const draftMode = params.get('mode') === '1';

  const flow = useDeliveryFormFlow(visitRecordId ? { visitRecordId, index: 0 } : null, EMPTY, customTeaFormProblem);
  const { values, set } = flow;
  // A form page starts over from each answer.
  const { state, reload: retry } = useLoad(
    visitRecordId ? `${visitRecordId}/${draftMode}` : null,
    async (signal): Promise<Loaded> => {
      const [tea, forms, draft] = await Promise.all([
        fetchCustomTea(visitRecordId!, signal),
        fetchForms('customTea', signal),
        draftMode ? fetchDraft({ visitRecordId: visitRecordId!, prescriptionNo: 0, type: 'customTea' }, signal) : Promise.resolve(null),
      ]);
      return { tea, forms, draft };
    },
    {
      keep: 'never',
      // Without a kept form or a draft: the days' boxes, and the only form.
      onLoaded: ({ tea, forms, draft }) =>
        flow.start({
          draft: draft && draftValues(draft),
          fresh: {
            ...EMPTY,
            form: forms.length === 1 ? forms[0].formCode : '',
            formCount: String(tea.prescriptionInfos[0]?.count ?? teaBoxesFor(tea.takeDays)),
          },
          noDraft: draftMode ? NO_TEA_DRAFT_TEXT : null,
        }),
    },
  );

  const ready = state.kind === 'ready' ? state.data : null;
  const parts = useMemo(() => (ready ? teaPreviewParts(ready.tea, ready.forms, flow.centres, values) : null), [ready, flow.centres, values]);

  const payload = ({ tea }: Loaded) => ({
    ...formPayload(values),
    deliveryType: 'E' as const,
    type: 'customTea' as const,
    visitRecordId: visitRecordId!,
    prescriptionNo: 0,
    startDate: tea.startDate,
  });

  const place = async (loaded: Loaded) => {
    const placed = await placeCustomTea({ ...payload(loaded), endDate: TEA_END_DATE });
    if (!placed.created) notify.info(TEA_ALREADY_PLACED_TEXT);
    void navigate(teaOrderPath(placed.deliveryOrderId), { replace: true });
  };

  let body;
  if (state.kind !== 'ready') {
    body = <NotLoaded state={state} what="养生茶" missing="缺少养生茶信息：请从定制养生茶页面的“配送”进入。" onRetry={retry} />;
  } else if (state.data.tea.deliveryMark === 2 && state.data.tea.deliveryOrderId) {
    const orderId = state.data.tea.deliveryOrderId;
    body = (
      <div className="tcm-shop__empty" role="alert">
        <p>{TEA_ALREADY_PLACED_TEXT}。</p>
        <Button type="primary" onClick={() => navigate(teaOrderPath(orderId), { replace: true })}>
          配送详情
        </Button>
      </div>
    );
  } else {
    const loaded = state.data;
    const { tea, forms } = loaded;
    const rx = tea.prescriptionInfos[0];
    const boxes = boxesOf(values);
    const orderWeights = rx && boxes ? rx.prescription.map((h) => teaOrderGrams(teaGrams(h.value), boxes)) : [];
    body = (
      <>
        <PageSection title="养生茶">
          <Facts
            items={[
              ['患者', patientLine(tea.patient)],
              ['开始日期', tea.startDate],
              ['饮用天数', `${tea.takeDays} 天`],
              ['药材', `${yuan(tea.herbFenPerBox)}/盒`],
            ]}
          />
          {rx && boxes ? (
            <HerbPairsTable
              label="本单药材"
              herbs={rx.prescription}
              weight={(h) => `${teaOrderGrams(teaGrams(h.value), boxes)}g`}
              footer={
                <>
                  {boxes} 盒共 {rx.prescription.length} 味，合计 {teaWeightTotal(orderWeights)}g
                </>
              }
            />
          ) : null}
        </PageSection>
        <DeliveryFormSection flow={flow} forms={forms} remarkMax={TEA_REMARK_MAX}>
          <Form.Item label="盒数" required className="tcm-fulfil__wide" {...flow.status('formCount')}>
            <DigitsInput aria-label="盒数" maxLength={2} value={String(values.formCount ?? '')} onChange={(formCount) => set({ formCount })} suffix="盒" />
            <p className="tcm-fulfil__price-hint" data-testid="boxes-hint">
              {boxes ? teaSupplyText(boxes, tea.takeDays) : `每盒 ${TEA_BAGS_PER_BOX} 袋，每日 ${TEA_BAGS_PER_DAY} 袋，饮用 ${tea.takeDays} 天`}
            </p>
          </Form.Item>
        </DeliveryFormSection>
        <DeliveryFormFooter
          flow={flow}
          parts={parts}
          priceHint="选择剂型、配送中心并填写盒数后显示"
          // Custom tea drafts carry no end date (spec 3 §7).
          onSaveDraft={() => flow.keepDraft(() => saveDraft(payload(loaded)))}
          onSubmit={() => flow.submit(() => place(loaded))}
        />
      </>
    );
  }

  return (
    <PageFrame title="养生茶配送" subtitle={draftMode ? '继续编辑配送草稿' : '定制养生茶：剂型、盒数与收货信息'} className="tcm-fulfil">
      {body}
    </PageFrame>
  );
}
