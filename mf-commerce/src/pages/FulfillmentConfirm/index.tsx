import { Alert, Button, Form, Input, Select, Spin } from '@arco-design/web-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import {
  notify,
  readDraft,
  positiveIntParam,
  type CommonPrescriptionResponse,
  type DeliveryCentre,
  type DeliveryDraft,
  type DeliveryForm,
  type PrescriptionInfo,
  yuan,
} from '@tcm/shared';
import {
  deliveryFormProblem,
  deliveryPriceFen,
  QUANTITY_MAX,
  QUANTITY_MIN,
  REMARK_MAX,
  type DeliveryFormValues,
} from '@tcm/shared/commerce';
import { fetchDraft, fetchForms, fetchVisitPrescriptions, placeDelivery, saveDraft } from '../../api/delivery';
import { COMMERCE_MSG } from '../../api/messages';
import { CommerceFrame, CommerceSection, Facts } from '../../components/CommerceFrame';
import { RecipientFields, RemarkField } from '../../components/deliveryForm/RecipientFields';
import { useCentres } from '../../components/deliveryForm/useCentres';
import { leaveForAddress, takeKeptForm, withPickedAddress } from '../../common/addressHandOver';
import { regionCodes, regionNamesOf } from '../../common/region';

const PACKS = Array.from({ length: QUANTITY_MAX - QUANTITY_MIN + 1 }, (_, i) => QUANTITY_MIN + i);

const EMPTY: DeliveryFormValues = {
  form: '',
  deliveryId: '',
  formCount: '',
  quantityDispensed: '',
  recipientName: '',
  recipientPhone: '',
  province: '',
  city: '',
  county: '',
  street: '',
  zipCode: '',
  remark: '',
};

export const NO_DRAFT_TEXT = '未找到该处方的草稿，请重新填写';
export const ALREADY_PLACED_TEXT = '该处方已有配送订单';

const nonNegativeInt = (text: string | null) => {
  if (text === null || !/^\d{1,2}$/.test(text)) return null;
  return Number(text);
};

/** The forms call's `type`: the prescription's type, or herbal for the portal's own (智能) one. */
const formType = (type: string) => type || 'herbal';

/** What the order will cost (spec 3 §2.8), with the API's own formula and the numbers it sent, once form, centre, doses and packs are chosen. */
export function previewPrice(rx: PrescriptionInfo, forms: DeliveryForm[], centres: DeliveryCentre[], v: DeliveryFormValues): number | null {
  const form = forms.find((f) => f.formCode === v.form);
  const centre = centres.find((c) => c.deliveryId === v.deliveryId);
  const formCount = Number(v.formCount);
  const quantity = Number(v.quantityDispensed);
  if (!form || !centre || !/^\d+$/.test(String(v.formCount ?? '')) || formCount <= 0 || !quantity || rx.count <= 0) return null;
  return deliveryPriceFen({
    herbFenPerDose: Math.round(rx.charge / rx.count),
    formFeePerDose: form.feePerDose,
    formCount,
    quantityDispensed: quantity,
    shippingFee: centre.shippingFee,
  });
}

/** The form values of a saved draft. */
const fromDraft = (d: DeliveryDraft): DeliveryFormValues => ({
  ...regionCodes(d),
  form: d.form,
  deliveryId: d.deliveryId,
  formCount: d.formCount ? String(d.formCount) : '',
  quantityDispensed: d.quantityDispensed || '',
  recipientName: d.recipientName,
  recipientPhone: d.recipientPhone,
  street: d.street,
  zipCode: d.zipCode,
  remark: d.remark,
});

interface Loaded {
  visit: CommonPrescriptionResponse;
  rx: PrescriptionInfo;
  forms: DeliveryForm[];
}

type State = { kind: 'loading' } | { kind: 'ready'; data: Loaded } | { kind: 'failed' } | { kind: 'missing' };

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
  const location = useLocation();
  const index = nonNegativeInt(params.get('index') ?? '0');
  const draftMode = params.get('mode') === '1';
  const visitRecordId = positiveIntParam(readDraft('visitRecordId'));

  const [state, setState] = useState<State>(visitRecordId && index !== null ? { kind: 'loading' } : { kind: 'missing' });
  const [attempt, setAttempt] = useState(0);
  const [values, setValues] = useState<DeliveryFormValues>(EMPTY);
  const [busy, setBusy] = useState<'submit' | 'draft' | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  // A centre that came with a draft (or a form left for /address) is kept once its form's centres arrive.
  const keepCentre = useRef('');

  const set = (patch: Partial<DeliveryFormValues>) => {
    setProblem(null);
    setValues((v) => ({ ...v, ...patch }));
  };

  useEffect(() => {
    if (!visitRecordId || index === null) return undefined;
    let live = true;
    setState({ kind: 'loading' });
    (async () => {
      const visit = await fetchVisitPrescriptions(visitRecordId);
      const rx = visit.prescriptionInfos[index];
      if (!rx) return null;
      const [forms, draft] = await Promise.all([
        fetchForms(formType(visit.prescriptionType)),
        draftMode
          ? fetchDraft({ visitRecordId, prescriptionNo: index, startDate: rx.startDate, endDate: rx.endDate, type: visit.prescriptionType })
          : Promise.resolve(null),
      ]);
      return { visit, rx, forms, draft };
    })()
      .then((loaded) => {
        if (!live) return;
        if (!loaded) {
          setState({ kind: 'missing' });
          return;
        }
        const { visit, rx, forms, draft } = loaded;
        // Where the form starts: what was left for /address, else the saved draft, else the prescription's doses.
        const kept = takeKeptForm(visitRecordId, index);
        let start: DeliveryFormValues = { ...EMPTY, formCount: String(rx.count) };
        if (kept) start = { ...EMPTY, ...kept };
        else if (draft) start = fromDraft(draft);
        else if (draftMode) notify.info(NO_DRAFT_TEXT);
        start = withPickedAddress(start);
        keepCentre.current = start.deliveryId ?? '';
        setValues(start);
        setState({ kind: 'ready', data: { visit, rx, forms } });
      })
      .catch(() => live && setState({ kind: 'failed' }));
    return () => {
      live = false;
    };
  }, [visitRecordId, index, draftMode, attempt]);

  // The centres of the chosen form; the only centre is chosen for the doctor.
  const centres = useCentres(values.form, keepCentre, (deliveryId) => setValues((v) => ({ ...v, deliveryId })));

  const ready = state.kind === 'ready' ? state.data : null;
  const price = useMemo(() => (ready ? previewPrice(ready.rx, ready.forms, centres, values) : null), [ready, centres, values]);

  const chooseAddress = () => {
    if (visitRecordId && index !== null) leaveForAddress({ visitRecordId, index, values }, location.pathname + location.search);
  };

  // The form holds region codes (the picker's); the order keeps names.
  const payload = (loaded: Loaded) => ({
    ...regionNamesOf({ province: values.province ?? '', city: values.city ?? '', county: values.county ?? '' }),
    visitRecordId: visitRecordId!,
    prescriptionNo: index!,
    startDate: loaded.rx.startDate,
    endDate: loaded.rx.endDate,
    type: loaded.visit.prescriptionType,
    form: values.form ?? '',
    deliveryId: values.deliveryId ?? '',
    formCount: Number(values.formCount),
    recipientName: (values.recipientName ?? '').trim(),
    recipientPhone: (values.recipientPhone ?? '').trim(),
    street: (values.street ?? '').trim(),
    zipCode: (values.zipCode ?? '').trim(),
    remark: (values.remark ?? '').trim(),
  });

  /** The first rule broken, shown as a toast and under the form; true when the form may go. */
  const check = (mode: 'submit' | 'draft') => {
    const message = deliveryFormProblem(values, mode);
    setProblem(message);
    if (message) notify.error(message);
    return !message;
  };

  const submit = async () => {
    if (!ready || busy || !check('submit')) return;
    setBusy('submit');
    try {
      const placed = await placeDelivery({ ...payload(ready), deliveryType: 'E', quantityDispensed: Number(values.quantityDispensed) });
      if (!placed.created) notify.info(ALREADY_PLACED_TEXT);
      navigate(`/fulfillmentOrder?orderId=${encodeURIComponent(placed.deliveryOrderId)}`, { replace: true });
    } catch {
      // The client has shown the server's words.
      setBusy(null);
    }
  };

  const keepDraft = async () => {
    if (!ready || busy || !check('draft')) return;
    setBusy('draft');
    try {
      const q = values.quantityDispensed === '' ? {} : { quantityDispensed: Number(values.quantityDispensed) };
      await saveDraft({ ...payload(ready), ...q, deliveryType: 'E' });
      notify.success(COMMERCE_MSG.draftSaved);
    } catch {
      // Shown by the client.
    } finally {
      setBusy(null);
    }
  };

  let body;
  if (state.kind === 'missing') {
    body = (
      <div className="tcm-shop__empty" role="alert">
        <p>缺少处方信息：请从处方笺的“配送”或我的订单的草稿进入。</p>
        <Button type="primary" onClick={() => navigate('/order')}>
          我的订单
        </Button>
      </div>
    );
  } else if (state.kind === 'loading') {
    body = <Spin className="tcm-fulfil__spin" tip="正在加载处方…" />;
  } else if (state.kind === 'failed') {
    body = (
      <Alert
        type="error"
        content="处方信息加载失败"
        action={
          <Button size="mini" onClick={() => setAttempt((a) => a + 1)}>
            重试
          </Button>
        }
      />
    );
  } else {
    const { visit, rx, forms } = state.data;
    body = (
      <>
        <CommerceSection title="处方">
          <Facts
            items={[
              ['患者', `${visit.patient.name}（${visit.patient.sex === 1 ? '男' : '女'}，${visit.patient.birthday}）`],
              ['处方', rx.name],
              ['剂数', `${rx.count} 剂`],
              ['用药日期', `${rx.startDate} 至 ${rx.endDate}`],
              ['药费', yuan(rx.charge)],
              ['药材', rx.prescription.map((h) => `${h.key} ${h.value}`).join('、'), 'wide'],
            ]}
          />
        </CommerceSection>
        <CommerceSection title="配送信息">
          <Form layout="vertical" className="tcm-fulfil__form">
            <div className="tcm-fulfil__grid">
              <Form.Item label="剂型" required>
                <Select
                  aria-label="剂型"
                  placeholder="请选择剂型"
                  value={values.form || undefined}
                  onChange={(form: string) => set({ form, deliveryId: '' })}
                  options={forms.map((f) => ({ label: f.formName, value: f.formCode }))}
                />
              </Form.Item>
              <Form.Item label="配送中心" required>
                <Select
                  aria-label="配送中心"
                  placeholder={values.form ? '请选择配送中心' : '请先选择剂型'}
                  disabled={!values.form}
                  value={values.deliveryId || undefined}
                  onChange={(deliveryId: string) => set({ deliveryId })}
                  options={centres.map((c) => ({ label: c.deliveryName, value: c.deliveryId }))}
                />
              </Form.Item>
              <Form.Item label="剂数" required>
                <Input
                  aria-label="剂数"
                  inputMode="numeric"
                  maxLength={3}
                  value={String(values.formCount ?? '')}
                  onChange={(formCount) => set({ formCount: formCount.replace(/\D/g, '') })}
                  suffix="剂"
                />
              </Form.Item>
              <Form.Item label="每剂包数" required>
                <Select
                  aria-label="每剂包数"
                  placeholder="请选择每剂包数"
                  value={values.quantityDispensed === '' ? undefined : Number(values.quantityDispensed)}
                  onChange={(q: number) => set({ quantityDispensed: q })}
                  options={PACKS.map((n) => ({ label: `${n} 包`, value: n }))}
                />
              </Form.Item>
            </div>
            <RecipientFields values={values} onChange={set} onChooseAddress={chooseAddress}>
              <RemarkField value={values.remark} max={REMARK_MAX} onChange={(remark) => set({ remark })} />
            </RecipientFields>
          </Form>
        </CommerceSection>
        <div className="tcm-fulfil__price" aria-live="polite">
          <span>应付金额</span>
          {price === null ? (
            <span data-testid="price" className="tcm-fulfil__price-hint">
              选择剂型、配送中心、剂数和每剂包数后显示
            </span>
          ) : (
            <strong data-testid="price">{yuan(price)}</strong>
          )}
        </div>
        {problem ? <Alert type="warning" content={problem} className="tcm-fulfil__problem" /> : null}
        <div className="tcm-shop__footer">
          <Button onClick={keepDraft} loading={busy === 'draft'} disabled={busy === 'submit'}>
            保存草稿
          </Button>
          <Button type="primary" onClick={submit} loading={busy === 'submit'} disabled={busy === 'draft'}>
            提交
          </Button>
        </div>
      </>
    );
  }

  return (
    <CommerceFrame title="配送确认" subtitle={draftMode ? '继续编辑配送草稿' : '代煎配送：剂型、配送中心与收货信息'} className="tcm-fulfil">
      {body}
    </CommerceFrame>
  );
}
