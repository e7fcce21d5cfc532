import { Button } from '@arco-design/web-react';
import { useCallback, useState } from 'react';
import { notify, readDraft, useNavigate, writeDraft } from '@tcm/shared';
import { checkVitals, INQUIRY_ARRAY_TITLES, validateInquiry, type InquiryItem } from '@tcm/shared/clinic';
import { requestPrice } from '../../../api/visits';
import { PageFrame, PageSection } from '@tcm/shared/pageFrame';
import { ConsultSummary } from '../../../components/consult/ConsultSummary';
import { NoConsult } from '../../../components/consult/NoConsult';
import { BurnerSection } from './BurnerSection';
import { ChoiceItem } from './ChoiceItem';
import { useInquiryDraft } from './useInquiryDraft';
import { VitalsSection } from './VitalsSection';
import './prescriptionInfo.css';
import '../../../components/consult/consult.css';

const answers = (items: InquiryItem[]) =>
  Object.fromEntries(items.map((i) => [i.key, typeof i.value === 'string' ? i.value : '']));

/** The visit being re-priced, if 下一步 was pressed before in this consultation. */
function draftVisitId(): number | undefined {
  const id = Number(readDraft('visitRecordId'));
  return Number.isInteger(id) && id > 0 ? id : undefined;
}

/**
 * /prescriptionInfo, 处方信息 (spec 2 §3): the symptom questionnaire of the consultation started on
 * /addPrescriptionContact. Every answer is kept in the submitData draft as it is given. 下一步 checks
 * the readings and the questionnaire (the same model the API validates against), asks the server for
 * the price, which creates the visit record, and moves on to 信息确认.
 */
export default function PrescriptionInfoPage() {
  const navigate = useNavigate();
  const [consult] = useState(() => readDraft('consultInfo'));
  const { inquiry, setAnswer, savePriced } = useInquiryDraft();
  const [vitalError, setVitalError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const changeVital = useCallback(
    (key: string, value: string) => {
      setVitalError((e) => (e === key ? null : e));
      setAnswer('basic_enter_array', key, value);
    },
    [setAnswer],
  );

  if (!consult?.contact) {
    return (
      <PageFrame title="处方信息">
        <NoConsult what="还没有本次咨询的患者和用药信息：请先选择患者，填写开始日期和使用天数，再填写处方信息。" />
      </PageFrame>
    );
  }

  const next = async () => {
    const vitals = checkVitals(answers(inquiry.basic_enter_array));
    setVitalError(vitals?.key ?? null);
    if (vitals) return notify.error(vitals.message);
    const checked = validateInquiry(inquiry);
    if (!checked.ok) return notify.error(checked.msg);
    setSubmitting(true);
    try {
      const quote = await requestPrice({
        patientId: consult.contact.patientId,
        toDoDay: consult.useDate,
        ...(consult.illDay ? { illDay: consult.illDay } : {}),
        takeDays: consult.useDays,
        inquiryInfo: checked.value,
        visitRecordId: draftVisitId(),
      });
      writeDraft('visitRecordId', String(quote.visitRecordId));
      savePriced(checked.value, quote);
      navigate('/prescriptionResult');
    } catch {
      // A refusal was toasted by the HTTP client (获取支付金额异常，请联系管理员 by default); the answers stay.
    } finally {
      setSubmitting(false);
    }
  };

  const back = () => {
    const q = new URLSearchParams({ mode: String(consult.mode ?? 1) });
    if (consult.serviceIndex != null) q.set('serviceIndex', String(consult.serviceIndex));
    navigate(`/addPrescriptionContact?${q}`);
  };

  return (
    <PageFrame title="处方信息" subtitle="请如实填写患者的基本信息、体征、脉象与症状" className="tcm-rxinfo">
      <PageSection title="患者与用药信息">
        <ConsultSummary consult={consult} />
      </PageSection>
      <PageSection title={INQUIRY_ARRAY_TITLES.basic_array}>
        <div className="tcm-rxinfo-choices">
          {inquiry.basic_array.map((item) => (
            <ChoiceItem key={item.key} array="basic_array" item={item} onAnswer={setAnswer} />
          ))}
        </div>
      </PageSection>
      <PageSection title={INQUIRY_ARRAY_TITLES.basic_enter_array}>
        <VitalsSection items={inquiry.basic_enter_array} errorKey={vitalError} onChange={changeVital} />
      </PageSection>
      <PageSection title={INQUIRY_ARRAY_TITLES.maixiang_array}>
        <div className="tcm-rxinfo-pulse">
          {inquiry.maixiang_array.map((item) => (
            <ChoiceItem key={item.key} array="maixiang_array" item={item} onAnswer={setAnswer} />
          ))}
        </div>
      </PageSection>
      <PageSection title="三焦症状" extra={<span className="tcm-rxinfo-note">可多选，未见的症状不选</span>}>
        <BurnerSection inquiry={inquiry} onAnswer={setAnswer} />
      </PageSection>
      <div className="tcm-consult__footer">
        <Button onClick={back}>上一步</Button>
        <Button type="primary" loading={submitting} onClick={next}>
          下一步
        </Button>
      </div>
    </PageFrame>
  );
}
