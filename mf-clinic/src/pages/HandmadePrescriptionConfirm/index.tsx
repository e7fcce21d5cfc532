import { Alert, Button } from '@arco-design/web-react';
import { useState } from 'react';
import { type HandmadeDraft, notify, removeDraft, type SelfComposedRequest, useNavigate } from '@tcm/shared';
import { defaultInquiry, PREGNANT_KEY, type InquiryInfo } from '@tcm/shared/clinic';
import { submitSelfComposed } from '../../api/selfComposed';
import { PageFrame, PageSection } from '@tcm/shared/pageFrame';
import { todayYmd } from '../../components/patients/clock';
import { ComposeTable, totals } from '../../components/selfComposed/ComposeTable';
import { composeProblem, daysBetween } from '../../components/selfComposed/composeRules';
import { NoHandmade } from '../../components/consult/ConsultEmpty';
import { FactList, patientLines, type FactLine } from '../../components/consult/FactList';
import { useSingleRun } from '../../components/useSingleRun';
import { readHandmadeConsult, useHandmadeDraft } from '../../components/selfComposed/useHandmadeDraft';
import '../../components/selfComposed/handmade.css';
import '../../components/consult/consult.css';

/** The questionnaire a self-composed prescription carries: the defaults, 是否孕妇 and 诊断结果 as written. */
export function handmadeInquiry(d: Pick<HandmadeDraft, 'pregnant' | 'disease'>): InquiryInfo {
  const info = defaultInquiry();
  for (const item of info.basic_array) if (item.key === PREGNANT_KEY) item.value = d.pregnant;
  for (const item of info.basic_enter_array) if (item.key === '诊断结果') item.value = d.disease.trim();
  return info;
}

/** The submit call's body (spec 3 §3 "Self-composed submit"): weights as 饮片 grams, days from start to end. */
export function submitRequest(d: HandmadeDraft): SelfComposedRequest {
  return {
    patientId: d.patientId,
    toDoDay: d.startDate,
    takeDays: daysBetween(d.startDate, d.endDate),
    inquiryInfo: handmadeInquiry(d),
    prescriptionBody: {
      disease: d.disease.trim(),
      prescriptionList: d.herbs.map((h, i) => ({ key: h.name, value: Number(h.weight.trim()), index: i + 1 })),
      take_time: d.takeTime || '饭后',
      total: totals(d.herbs).slice,
      form: d.form,
    },
  };
}

/**
 * /handmadePrescriptionConfirm (spec 3 §2.11, §4): the composition once more, read-only, checked
 * again by the same rules; 确认提交 sends it (the server checks and prices it, and makes the visit)
 * and opens its details. 返回修改 goes back with everything kept.
 */
export default function HandmadePrescriptionConfirmPage() {
  const navigate = useNavigate();
  const [consult] = useState(readHandmadeConsult);
  const { draft } = useHandmadeDraft(consult);
  const submitting = useSingleRun();

  if (!consult || !draft) {
    return (
      <PageFrame title="自拟组方确认">
        <NoHandmade />
      </PageFrame>
    );
  }

  const problem = composeProblem(draft, todayYmd());
  const back = () => navigate('/handmadePrescription');

  const submit = async () => {
    if (submitting.isRunning()) return;
    const now = composeProblem(draft, todayYmd());
    if (now) return notify.error(now.message);
    await submitting.run(async () => {
      try {
        const result = await submitSelfComposed(submitRequest(draft));
        removeDraft('handmadeDraft');
        notify.success('操作成功');
        navigate(`/handmadePrescriptionDetails?visitRecordId=${result.visitRecordId}`, { replace: true });
      } catch {
        // Toasted by the HTTP client (the server's message, or 提交自拟处方异常); the page stays.
      }
    });
  };

  const facts: FactLine[] = [
    ...patientLines(consult.contact),
    ['诊断结果', draft.disease.trim() || '—'],
    ['服用时间', draft.takeTime || '—'],
    ['剂型', draft.form],
    ['是否孕妇', draft.pregnant],
    ['开始日期', draft.startDate || '—'],
    ['结束日期', draft.endDate || '—'],
    ['用药天数', draft.startDate && draft.endDate ? `${daysBetween(draft.startDate, draft.endDate)} 天` : '—'],
  ];

  return (
    <PageFrame title="自拟组方确认" subtitle="请核对处方信息，确认无误后提交" className="tcm-handmade">
      {problem ? <Alert className="tcm-handmade-facts" type="error" content={problem.message} /> : null}
      <PageSection title="处方信息">
        <FactList lines={facts} testId="handmade-facts" />
      </PageSection>
      <PageSection title="处方药材">
        <div className="tcm-handmade__table">
          <ComposeTable herbs={draft.herbs} form={draft.form} pregnant={draft.pregnant === '是'} />
        </div>
      </PageSection>
      <div className="tcm-consult__footer">
        <Button size="large" onClick={back}>
          返回修改
        </Button>
        <Button type="primary" size="large" loading={submitting.running} disabled={!!problem} onClick={submit}>
          确认提交
        </Button>
      </div>
    </PageFrame>
  );
}
