import { Form, Select } from '@arco-design/web-react';
import { useMemo, useRef } from 'react';
import {
  type CommonPrescriptionResponse,
  type DeliveryCentre,
  type DeliveryDraft,
  type DeliveryForm,
  notify,
  positiveIntParam,
  type PrescriptionInfo,
  type PricePart,
  readDraft,
  sumPriceParts,
  useLoad,
  useNavigate,
  useSearchParams,
  yuan,
} from '@tcm/shared';
import {
  deliveryFormProblem,
  deliveryPriceParts,
  orderTotalProblem,
  QUANTITY_MAX,
  QUANTITY_MIN,
  REMARK_MAX,
  type DeliveryFormValues,
} from '@tcm/shared/commerce';
import { fetchDraft, fetchForms, fetchVisitPrescriptions, placeDelivery, saveDraft } from '../../api/delivery';
import { PageFrame, PageSection } from '@tcm/shared/pageFrame';
import { Facts } from '../../components/Facts';
import { NotLoaded } from '../../components/LoadStates';
import { patientLine } from '../../components/PatientFacts';
import { DeliveryFormFooter } from '../../components/deliveryForm/DeliveryFormFooter';
import { DeliveryFormSection } from '../../components/deliveryForm/DeliveryFormSection';
import { DigitsInput } from '../../components/deliveryForm/DigitsInput';
import { draftValues, EMPTY_FORM, formPayload } from '../../components/deliveryForm/formValues';
import { useDeliveryFormFlow } from '../../components/deliveryForm/useDeliveryFormFlow';
import '../../components/commerce.css';

const PACKS = Array.from({ length: QUANTITY_MAX - QUANTITY_MIN + 1 }, (_, i) => QUANTITY_MIN + i);

const EMPTY: DeliveryFormValues = { ...EMPTY_FORM, quantityDispensed: '' };

export const NO_DRAFT_TEXT = '未找到该处方的草稿，请重新填写';
export const ALREADY_PLACED_TEXT = '该处方已有配送订单';

const nonNegativeInt = (text: string | null) => {
  if (text === null || !/^\d{1,2}$/.test(text)) return null;
  return Number(text);
};

/** The forms call's `type`: the prescription's type, or herbal for the portal's own (智能) one. */
const formType = (type: string) => type || 'herbal';

/**
 * What the order will cost (spec 3 §2.8) and what that is made of (issue 32 item 6), with the
 * API's own function and the numbers it sent, once form, centre, doses and packs are chosen.
 */
export function previewParts(rx: PrescriptionInfo, forms: DeliveryForm[], centres: DeliveryCentre[], v: DeliveryFormValues): PricePart[] | null {
  const form = forms.find((f) => f.formCode === v.form);
  const centre = centres.find((c) => c.deliveryId === v.deliveryId);
  const formCount = Number(v.formCount);
  const quantity = Number(v.quantityDispensed);
  if (!form || !centre || !/^\d+$/.test(String(v.formCount ?? '')) || formCount <= 0 || !quantity || rx.count <= 0) return null;
  return deliveryPriceParts(
    {
      herbFenPerDose: Math.round(rx.charge / rx.count),
      formFeePerDose: form.feePerDose,
      formCount,
      quantityDispensed: quantity,
      shippingFee: centre.shippingFee,
    },
    { prescriptionName: rx.name, formName: form.formName, centreName: centre.deliveryName },
  );
}

/** The total of previewParts, or null until it can be priced. */
export const previewPrice = (...args: Parameters<typeof previewParts>): number | null => {
  const parts = previewParts(...args);
  return parts && sumPriceParts(parts);
};

/** The form values of a saved draft. */
const fromDraft = (d: DeliveryDraft): DeliveryFormValues => ({ ...draftValues(d), quantityDispensed: d.quantityDispensed || '' });

interface Loaded {
  visit: CommonPrescriptionResponse;
  rx: PrescriptionInfo;
  forms: DeliveryForm[];
  draft: DeliveryDraft | null;
}

/**
 * /fulfillmentConfirm?index (spec 3 §2.8, §5): the delivery of one prescription of a visit (the
 * visit comes from the session, as the prescription sheet's 配送 or the order list's draft leaves
 * it). Herb form, its delivery centre, doses, packs per dose, the recipient (typed, or chosen on
 * /address through the shared address hand-over), remark, and the price before 提交. 提交 places
 * the order and goes to its detail; 保存草稿 keeps the form on the server with the draft's shorter
 * rules; mode=1 loads that draft.
 */
export default function FulfillmentConfirmPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const index = nonNegativeInt(params.get('index') ?? '0');
  const draftMode = params.get('mode') === '1';
  const visitRecordId = positiveIntParam(readDraft('visitRecordId'));
  const formFor = visitRecordId && index !== null ? { visitRecordId, index } : null;

  // The price shown, for 提交's last rule: a total past the API's bound is refused here in the API's words.
  const shownPrice = useRef<number | null>(null);
  const flow = useDeliveryFormFlow(
    formFor,
    EMPTY,
    (v, mode) => deliveryFormProblem(v, mode) ?? (mode === 'submit' && shownPrice.current !== null ? orderTotalProblem(shownPrice.current) : null),
  );
  const { values, set } = flow;
  // A form page starts over from each answer (keep: 'never'); null: no such prescription.
  const { state, reload: retry } = useLoad(
    formFor && `${formFor.visitRecordId}/${formFor.index}/${draftMode}`,
    async (signal): Promise<Loaded | null> => {
      const visit = await fetchVisitPrescriptions(visitRecordId!, signal);
      const rx = visit.prescriptionInfos[index!];
      if (!rx) return null;
      const [forms, draft] = await Promise.all([
        fetchForms(formType(visit.prescriptionType), signal),
        draftMode
          ? fetchDraft(
              { visitRecordId: visitRecordId!, prescriptionNo: index!, startDate: rx.startDate, endDate: rx.endDate, type: visit.prescriptionType },
              signal,
            )
          : Promise.resolve(null),
      ]);
      return { visit, rx, forms, draft };
    },
    {
      keep: 'never',
      // Without a kept form or a draft: the prescription's doses.
      onLoaded: (loaded) =>
        loaded &&
        flow.start({
          draft: loaded.draft && fromDraft(loaded.draft),
          fresh: { ...EMPTY, formCount: String(loaded.rx.count) },
          noDraft: draftMode ? NO_DRAFT_TEXT : null,
        }),
    },
  );

  const ready = state.kind === 'ready' ? state.data : null;
  const parts = useMemo(() => (ready ? previewParts(ready.rx, ready.forms, flow.centres, values) : null), [ready, flow.centres, values]);
  shownPrice.current = parts && sumPriceParts(parts);

  const payload = ({ rx, visit }: Loaded) => ({
    ...formPayload(values),
    visitRecordId: visitRecordId!,
    prescriptionNo: index!,
    startDate: rx.startDate,
    endDate: rx.endDate,
    type: visit.prescriptionType,
  });

  const place = async (loaded: Loaded) => {
    const placed = await placeDelivery({ ...payload(loaded), deliveryType: 'E', quantityDispensed: Number(values.quantityDispensed) });
    if (!placed.created) notify.info(ALREADY_PLACED_TEXT);
    void navigate(`/fulfillmentOrder?orderId=${encodeURIComponent(placed.deliveryOrderId)}`, { replace: true });
  };

  const keep = (loaded: Loaded) => {
    const q = values.quantityDispensed === '' ? {} : { quantityDispensed: Number(values.quantityDispensed) };
    return saveDraft({ ...payload(loaded), ...q, deliveryType: 'E' });
  };

  let body;
  if (!ready) {
    body = <NotLoaded state={state} what="处方" missing="缺少处方信息：请从处方笺的“配送”或我的订单的草稿进入。" onRetry={retry} />;
  } else {
    const loaded = ready;
    const { visit, rx, forms } = loaded;
    body = (
      <>
        <PageSection title="处方">
          <Facts
            items={[
              ['患者', patientLine(visit.patient)],
              ['处方', rx.name],
              ['剂数', `${rx.count} 剂`],
              ['用药日期', `${rx.startDate} 至 ${rx.endDate}`],
              ['药费', `${yuan(rx.charge)}（${yuan(rx.count > 0 ? rx.charge / rx.count : rx.charge)}/剂 × ${rx.count} 剂）`],
              ['药材', rx.prescription.map((h) => `${h.key} ${h.value}`).join('、'), 'wide'],
            ]}
          />
        </PageSection>
        <DeliveryFormSection flow={flow} forms={forms} remarkMax={REMARK_MAX}>
          <Form.Item label="剂数" required {...flow.status('formCount')}>
            <DigitsInput aria-label="剂数" maxLength={3} value={String(values.formCount ?? '')} onChange={(formCount) => set({ formCount })} suffix="剂" />
          </Form.Item>
          <Form.Item label="每剂包数" required {...flow.status('quantityDispensed')}>
            <Select
              aria-label="每剂包数"
              placeholder="请选择每剂包数"
              value={values.quantityDispensed === '' ? undefined : Number(values.quantityDispensed)}
              onChange={(q: number) => set({ quantityDispensed: q })}
              options={PACKS.map((n) => ({ label: `${n} 包`, value: n }))}
            />
          </Form.Item>
        </DeliveryFormSection>
        <DeliveryFormFooter
          flow={flow}
          parts={parts}
          priceHint="选择剂型、配送中心、剂数和每剂包数后显示"
          onSaveDraft={() => flow.keepDraft(() => keep(loaded))}
          onSubmit={() => flow.submit(() => place(loaded))}
        />
      </>
    );
  }

  return (
    <PageFrame title="配送确认" subtitle={draftMode ? '继续编辑配送草稿' : '代煎配送：剂型、配送中心与收货信息'} className="tcm-fulfil">
      {body}
    </PageFrame>
  );
}
