import { Button } from '@arco-design/web-react';
import { useState } from 'react';
import { type InquiryWire, readDraft, useNavigate, writeDraft } from '@tcm/shared';
import { defaultInquiry } from '@tcm/shared/clinic';
import { requestGeneralPrice } from '../../api/general';
import { PageFrame, PageSection } from '@tcm/shared/pageFrame';
import { PatientBasics, UsageFacts } from '../../components/consult/ConsultSummary';
import { GENERAL_START, NoGeneralConsult } from '../../components/consult/ConsultEmpty';
import '../../components/general/general.css';
import '../../components/consult/consult.css';
import { useSingleRun } from '../../components/useSingleRun';

/**
 * The questionnaire a general prescription is priced with (spec 3 §2.4: "reads submission data
 * from session storage and defaults the symptom arrays"): the session's, when the doctor filled one
 * for this patient (its pulse and 是否孕妇 still count), else every answer at its default.
 */
export function generalInquiry(): InquiryWire {
  return readDraft('submitData')?.inquiryInfo ?? defaultInquiry();
}

/**
 * /GeneralPrescriptionInfo, 通用方信息 (spec 3 §2.4): the patient and usage chosen on the start
 * screen, read-only, and 提交通用方信息, which prices the general prescription (the formula of the
 * start date's solar term; free) and opens 信息确认.
 */
export default function GeneralPrescriptionInfoPage() {
  const navigate = useNavigate();
  const [consult] = useState(() => readDraft('consultInfo'));
  const submitting = useSingleRun();

  if (!consult?.contact) {
    return (
      <PageFrame title="通用方信息">
        <NoGeneralConsult />
      </PageFrame>
    );
  }

  const submit = () =>
    submitting.run(async () => {
      try {
        const inquiryInfo = generalInquiry();
        const visit = Number(readDraft('visitRecordId'));
        const quote = await requestGeneralPrice({
          patientId: consult.contact.patientId,
          toDoDay: consult.useDate,
          takeDays: consult.useDays,
          inquiryInfo,
          ...(Number.isInteger(visit) && visit > 0 ? { visitRecordId: visit } : {}),
        });
        writeDraft('visitRecordId', String(quote.visitRecordId));
        writeDraft('submitData', { inquiryInfo, quote });
        void navigate('/GeneralPrescriptionResult');
      } catch {
        // Toasted by the HTTP client (the server's rule, or 获取支付金额异常，请联系管理员).
      }
    });

  return (
    <PageFrame title="通用方信息" subtitle="二十四节气通用方：按开始日期所属节气出方，无需填写问诊" className="tcm-general">
      <PageSection title="患者基本信息">
        <PatientBasics patient={consult.contact} />
      </PageSection>
      <PageSection title="用药信息">
        <UsageFacts consult={consult} />
        <p className="tcm-general__note">
          通用方依开始日期所属的节气，从经典方中选取时令之方，并按患者年龄与用药禁忌调整剂量；未填写问诊时，症状按默认值（正常）提交。
        </p>
      </PageSection>
      <div className="tcm-consult__footer">
        <Button onClick={() => navigate(GENERAL_START)}>修改用药信息</Button>
        <Button type="primary" size="large" loading={submitting.running} onClick={submit}>
          提交通用方信息
        </Button>
      </div>
    </PageFrame>
  );
}
