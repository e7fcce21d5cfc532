import { Button } from '@arco-design/web-react';
import { useCallback, useState, type ReactNode } from 'react';
import { notify, readDraft, useNavigate, writeDraft } from '@tcm/shared';
import {
  CHILDBEARING_AGE,
  checkVitals,
  INQUIRY_ARRAY_TITLES,
  INQUIRY_MESSAGES,
  inquiryAnswer,
  mayBePregnant,
  PREGNANT_KEY,
  validateInquiry,
  type InquiryItem,
} from '@tcm/shared/clinic';
import { requestPrice } from '../../api/visits';
import { PageFrame, PageSection } from '@tcm/shared/pageFrame';
import { ConsultSummary } from '../../components/consult/ConsultSummary';
import { NoConsult } from '../../components/consult/ConsultEmpty';
import { BurnerSection } from './BurnerSection';
import { ChoiceItem } from './ChoiceItem';
import { useInquiryDraft } from './useInquiryDraft';
import { useSectionProgress } from './useSectionProgress';
import { VitalsSection } from './VitalsSection';
import './prescriptionInfo.css';
import '../../components/consult/consult.css';

const answers = (items: InquiryItem[]) => Object.fromEntries(items.map((i) => [i.key, typeof i.value === 'string' ? i.value : '']));

/** The page's parts, in order, for the progress in the bar (第 2/5 部分) and its anchors. */
const SECTIONS = [
  { id: 'rxinfo-consult', title: '患者与用药信息' },
  { id: 'rxinfo-basic', title: INQUIRY_ARRAY_TITLES.basic_array },
  { id: 'rxinfo-vitals', title: INQUIRY_ARRAY_TITLES.basic_enter_array },
  { id: 'rxinfo-pulse', title: INQUIRY_ARRAY_TITLES.maixiang_array },
  { id: 'rxinfo-burners', title: '三焦症状' },
] as const;
const SECTION_IDS = SECTIONS.map((s) => s.id);

const PREGNANCY_HINT = `患者为育龄女性（${CHILDBEARING_AGE.min}–${CHILDBEARING_AGE.max} 岁），请确认是否怀孕`;

/** One part of the page: an anchor for the progress, and its titled section. */
function Part({ section, extra, children }: { section: (typeof SECTIONS)[number]; extra?: ReactNode; children: ReactNode }) {
  return (
    <div id={section.id} className="tcm-rxinfo-part">
      <PageSection title={section.title} extra={extra}>
        {children}
      </PageSection>
    </div>
  );
}

/** Brings a refused answer into view (jsdom has no scrolling). */
function reveal(id: string) {
  document.getElementById(id)?.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
}

/** The visit being re-priced, if 下一步 was pressed before in this consultation. */
function draftVisitId(): number | undefined {
  const id = Number(readDraft('visitRecordId'));
  return Number.isInteger(id) && id > 0 ? id : undefined;
}

/**
 * /prescriptionInfo, 处方信息 (spec 2 §3): the symptom questionnaire of the consultation started on
 * /addPrescriptionContact. Every answer is kept in the submitData draft as it is given. 下一步 checks
 * the readings and the questionnaire (the same model the API validates against), asks the server for
 * the price, which creates the visit record, and moves on to 信息确认. 是否孕妇 has no preset answer for
 * a woman of childbearing age and must be chosen (issue 32). 上一步 / 下一步 sit in a bar that stays on
 * screen, with the part of the page being read (第 n/5 部分).
 */
export default function PrescriptionInfoPage() {
  const navigate = useNavigate();
  const [consult] = useState(() => readDraft('consultInfo'));
  const { inquiry, setAnswer, savePriced } = useInquiryDraft(consult);
  const [vitalError, setVitalError] = useState<string | null>(null);
  const [pregnancyError, setPregnancyError] = useState<string | null>(null);
  const section = useSectionProgress(SECTION_IDS);
  const answerBasic = useCallback<typeof setAnswer>(
    (array, key, value) => {
      if (key === PREGNANT_KEY) setPregnancyError(null);
      setAnswer(array, key, value);
    },
    [setAnswer],
  );
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

  const asksPregnancy = mayBePregnant(consult.contact, consult.useDate);

  const next = async () => {
    if (inquiryAnswer(inquiry, 'basic_array', PREGNANT_KEY) === '') {
      setPregnancyError(INQUIRY_MESSAGES.pregnant);
      reveal(SECTIONS[1].id);
      return notify.error(INQUIRY_MESSAGES.pregnant);
    }
    const vitals = checkVitals(answers(inquiry.basic_enter_array));
    setVitalError(vitals?.key ?? null);
    if (vitals) {
      reveal(SECTIONS[2].id);
      return notify.error(vitals.message);
    }
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
      void navigate('/prescriptionResult');
    } catch {
      // A refusal was toasted by the HTTP client (获取支付金额异常，请联系管理员 by default); the answers stay.
    } finally {
      setSubmitting(false);
    }
  };

  const back = () => {
    const q = new URLSearchParams({ mode: String(consult.mode ?? 1) });
    if (consult.serviceIndex != null) q.set('serviceIndex', String(consult.serviceIndex));
    void navigate(`/addPrescriptionContact?${q}`);
  };

  const current = SECTIONS[section];
  return (
    <PageFrame title="处方信息" subtitle="请如实填写患者的基本信息、体征、脉象与症状" className="tcm-rxinfo">
      <Part section={SECTIONS[0]}>
        <ConsultSummary consult={consult} />
      </Part>
      <Part section={SECTIONS[1]}>
        <div className="tcm-rxinfo-choices">
          {inquiry.basic_array.map((item) => (
            <ChoiceItem
              key={item.key}
              array="basic_array"
              item={item}
              onAnswer={answerBasic}
              {...(item.key === PREGNANT_KEY ? { error: pregnancyError, hint: asksPregnancy && item.value === '' ? PREGNANCY_HINT : undefined } : {})}
            />
          ))}
        </div>
      </Part>
      <Part section={SECTIONS[2]}>
        <VitalsSection items={inquiry.basic_enter_array} errorKey={vitalError} onChange={changeVital} />
      </Part>
      <Part section={SECTIONS[3]}>
        <div className="tcm-rxinfo-pulse">
          {inquiry.maixiang_array.map((item) => (
            <ChoiceItem key={item.key} array="maixiang_array" item={item} onAnswer={setAnswer} />
          ))}
        </div>
      </Part>
      <Part section={SECTIONS[4]} extra={<span className="tcm-rxinfo-note">可多选，未见的症状不选</span>}>
        <BurnerSection inquiry={inquiry} onAnswer={setAnswer} />
      </Part>
      {/* Sticky: 下一步 is on screen wherever the doctor is in this long page. */}
      <div className="tcm-consult__footer tcm-rxinfo-bar">
        <p className="tcm-rxinfo-progress" data-testid="section-progress">
          <span className="tcm-rxinfo-progress__step">
            第 {section + 1}/{SECTIONS.length} 部分
          </span>
          <span className="tcm-rxinfo-progress__title">{current.title}</span>
        </p>
        <Button onClick={back}>上一步</Button>
        <Button type="primary" loading={submitting} onClick={next}>
          下一步
        </Button>
      </div>
    </PageFrame>
  );
}
