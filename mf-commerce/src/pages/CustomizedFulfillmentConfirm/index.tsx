import { Alert, Button, Form, Input, Select, Spin } from '@arco-design/web-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { notify, positiveIntParam, type CustomTeaInfo, type DeliveryCentre, type DeliveryDraft, type DeliveryForm } from '@tcm/shared';
import {
  TEA_END_DATE,
  TEA_REMARK_MAX,
  customTeaFormProblem,
  teaBagsOf,
  teaBoxesFor,
  teaDaysCovered,
  teaGrams,
  teaOrderGrams,
  teaPriceFen,
  teaWeightTotal,
  type TeaFormValues,
} from '@tcm/shared/commerce';
import { fetchDraft, fetchForms, saveDraft } from '../../api/delivery';
import { fetchCustomTea, placeCustomTea } from '../../api/customTea';
import { COMMERCE_MSG } from '../../api/messages';
import { CommerceFrame, CommerceSection, Facts } from '../../components/CommerceFrame';
import { RecipientFields, RemarkField } from '../../components/deliveryForm/RecipientFields';
import { useCentres } from '../../components/deliveryForm/useCentres';
import { HerbPairsTable } from '../../components/order/HerbPairsTable';
import { leaveForAddress, takeKeptForm, withPickedAddress } from '../../common/addressHandOver';
import { yuan } from '@tcm/shared';
import { regionCodes, regionNamesOf } from '../../common/region';
import { teaOrderPath } from '../../common/teaLinks';

const EMPTY: TeaFormValues = {
  form: '',
  deliveryId: '',
  formCount: '',
  recipientName: '',
  recipientPhone: '',
  province: '',
  city: '',
  county: '',
  street: '',
  zipCode: '',
  remark: '',
};

export const NO_TEA_DRAFT_TEXT = '未找到该养生茶的草稿，请重新填写';
export const TEA_ALREADY_PLACED_TEXT = '该养生茶已有配送订单';

/** Whole boxes typed so far, or null. */
const boxesOf = (v: TeaFormValues) => (/^\d+$/.test(String(v.formCount ?? '')) && Number(v.formCount) > 0 ? Number(v.formCount) : null);

/** What the order will cost (the API's formula with the numbers it sent) once form, centre and boxes are chosen. */
export function teaPreviewPrice(tea: CustomTeaInfo, forms: DeliveryForm[], centres: DeliveryCentre[], v: TeaFormValues): number | null {
  const form = forms.find((f) => f.formCode === v.form);
  const centre = centres.find((c) => c.deliveryId === v.deliveryId);
  const boxes = boxesOf(v);
  if (!form || !centre || !boxes) return null;
  return teaPriceFen({ herbFenPerBox: tea.herbFenPerBox, formFeePerBox: form.feePerDose, boxes, shippingFee: centre.shippingFee });
}

const fromDraft = (d: DeliveryDraft): TeaFormValues => ({
  ...regionCodes(d),
  form: d.form,
  deliveryId: d.deliveryId,
  formCount: d.formCount ? String(d.formCount) : '',
  recipientName: d.recipientName,
  recipientPhone: d.recipientPhone,
  street: d.street,
  zipCode: d.zipCode,
  remark: d.remark,
});

interface Loaded {
  tea: CustomTeaInfo;
  forms: DeliveryForm[];
}

type State = { kind: 'loading' } | { kind: 'ready'; data: Loaded } | { kind: 'failed' } | { kind: 'missing' };

/**
 * /CUSTOMIZEDfulfillmentConfirm?mode&visitRecordId (spec 3 §2.12, §4, §5): the custom tea's
 * delivery: form, centre, boxes (the days' boxes by default; bags and days covered shown), the
 * recipient (typed, or chosen on /address), remark, the price before 提交. 提交 places the order
 * and replaces this page with its detail; 保存草稿 keeps the form with the draft's rules; mode=1
 * loads the draft.
 */
export default function CustomizedFulfillmentConfirmPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const location = useLocation();
  const visitRecordId = positiveIntParam(params.get('visitRecordId'));
  const draftMode = params.get('mode') === '1';

  const [state, setState] = useState<State>(visitRecordId ? { kind: 'loading' } : { kind: 'missing' });
  const [attempt, setAttempt] = useState(0);
  const [values, setValues] = useState<TeaFormValues>(EMPTY);
  const [busy, setBusy] = useState<'submit' | 'draft' | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const keepCentre = useRef('');

  const set = (patch: Partial<TeaFormValues>) => {
    setProblem(null);
    setValues((v) => ({ ...v, ...patch }));
  };

  useEffect(() => {
    if (!visitRecordId) return undefined;
    let live = true;
    setState({ kind: 'loading' });
    Promise.all([
      fetchCustomTea(visitRecordId),
      fetchForms('customTea'),
      draftMode ? fetchDraft({ visitRecordId, prescriptionNo: 0, type: 'customTea' }) : Promise.resolve(null),
    ])
      .then(([tea, forms, draft]) => {
        if (!live) return;
        // Where the form starts: what was left for /address, else the draft, else the days' boxes (and the only form).
        const kept = takeKeptForm(visitRecordId, 0);
        const daysBoxes = tea.prescriptionInfos[0]?.count ?? teaBoxesFor(tea.takeDays);
        let start: TeaFormValues = { ...EMPTY, form: forms.length === 1 ? forms[0].formCode : '', formCount: String(daysBoxes) };
        if (kept) start = { ...EMPTY, ...kept };
        else if (draft) start = fromDraft(draft);
        else if (draftMode) notify.info(NO_TEA_DRAFT_TEXT);
        start = withPickedAddress(start);
        keepCentre.current = start.deliveryId ?? '';
        setValues(start);
        setState({ kind: 'ready', data: { tea, forms } });
      })
      .catch(() => live && setState({ kind: 'failed' }));
    return () => {
      live = false;
    };
  }, [visitRecordId, draftMode, attempt]);

  const centres = useCentres(values.form, keepCentre, (deliveryId) => setValues((v) => ({ ...v, deliveryId })));
  const ready = state.kind === 'ready' ? state.data : null;
  const price = useMemo(() => (ready ? teaPreviewPrice(ready.tea, ready.forms, centres, values) : null), [ready, centres, values]);

  const chooseAddress = () => {
    if (visitRecordId) leaveForAddress({ visitRecordId, index: 0, values }, location.pathname + location.search);
  };

  // The form holds region codes (the picker's); the order keeps names.
  const payload = (loaded: Loaded) => ({
    ...regionNamesOf({ province: values.province ?? '', city: values.city ?? '', county: values.county ?? '' }),
    deliveryType: 'E' as const,
    type: 'customTea' as const,
    visitRecordId: visitRecordId!,
    prescriptionNo: 0,
    startDate: loaded.tea.startDate,
    form: values.form ?? '',
    deliveryId: values.deliveryId ?? '',
    formCount: Number(values.formCount),
    recipientName: (values.recipientName ?? '').trim(),
    recipientPhone: (values.recipientPhone ?? '').trim(),
    street: (values.street ?? '').trim(),
    zipCode: (values.zipCode ?? '').trim(),
    remark: (values.remark ?? '').trim(),
  });

  const check = (mode: 'submit' | 'draft') => {
    const message = customTeaFormProblem(values, mode);
    setProblem(message);
    if (message) notify.error(message);
    return !message;
  };

  const submit = async () => {
    if (!ready || busy || !check('submit')) return;
    setBusy('submit');
    try {
      const placed = await placeCustomTea({ ...payload(ready), endDate: TEA_END_DATE });
      if (!placed.created) notify.info(TEA_ALREADY_PLACED_TEXT);
      navigate(teaOrderPath(placed.deliveryOrderId), { replace: true });
    } catch {
      // The client has shown the server's words.
      setBusy(null);
    }
  };

  const keepDraft = async () => {
    if (!ready || busy || !check('draft')) return;
    setBusy('draft');
    try {
      // Custom tea drafts carry no end date (spec 3 §7).
      await saveDraft(payload(ready));
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
        <p>缺少养生茶信息：请从定制养生茶页面的“配送”进入。</p>
        <Button type="primary" onClick={() => navigate('/order')}>
          我的订单
        </Button>
      </div>
    );
  } else if (state.kind === 'loading') {
    body = <Spin className="tcm-fulfil__spin" tip="正在加载养生茶…" />;
  } else if (state.kind === 'failed') {
    body = (
      <Alert
        type="error"
        content="养生茶信息加载失败"
        action={
          <Button size="mini" onClick={() => setAttempt((a) => a + 1)}>
            重试
          </Button>
        }
      />
    );
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
    const { tea, forms } = state.data;
    const rx = tea.prescriptionInfos[0];
    const boxes = boxesOf(values);
    const orderWeights = rx && boxes ? rx.prescription.map((h) => teaOrderGrams(teaGrams(h.value), boxes)) : [];
    body = (
      <>
        <CommerceSection title="养生茶">
          <Facts
            items={[
              ['患者', `${tea.patient.name}（${tea.patient.sex === 1 ? '男' : '女'}，${tea.patient.birthday}）`],
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
              <Form.Item label="盒数" required className="tcm-fulfil__wide">
                <Input
                  aria-label="盒数"
                  inputMode="numeric"
                  maxLength={2}
                  value={String(values.formCount ?? '')}
                  onChange={(formCount) => set({ formCount: formCount.replace(/\D/g, '') })}
                  suffix="盒"
                />
                <p className="tcm-fulfil__price-hint" data-testid="boxes-hint">
                  {boxes ? `共 ${teaBagsOf(boxes)} 袋，每日 1 袋，可饮 ${teaDaysCovered(boxes)} 天` : '每盒 48 袋，每日 1 袋'}
                </p>
              </Form.Item>
            </div>
            <RecipientFields values={values} onChange={set} onChooseAddress={chooseAddress}>
              <RemarkField value={values.remark} max={TEA_REMARK_MAX} onChange={(remark) => set({ remark })} />
            </RecipientFields>
          </Form>
        </CommerceSection>
        <div className="tcm-fulfil__price" aria-live="polite">
          <span>应付金额</span>
          {price === null ? (
            <span data-testid="price" className="tcm-fulfil__price-hint">
              选择剂型、配送中心并填写盒数后显示
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
    <CommerceFrame title="养生茶配送" subtitle={draftMode ? '继续编辑配送草稿' : '定制养生茶：剂型、盒数与收货信息'} className="tcm-fulfil">
      {body}
    </CommerceFrame>
  );
}
