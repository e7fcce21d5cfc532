import { type CommonPrescriptionResponse, LoadFailed, LoadingState, positiveIntParam, useLoad, useNavigate, useSearchParams } from '@tcm/shared';
import { isPregnant } from '@tcm/shared/clinic';
import { fetchCommonPrescription } from '../../api/general';
import { PageFrame, PageSection } from '@tcm/shared/pageFrame';
import { PrescriptionViews } from './PrescriptionViews';
import { SymptomTable } from './SymptomTable';
import '../../components/general/general.css';
import { NoVisit } from '../../components/consult/ConsultEmpty';
import { FactList, patientLines, visitSubtitle, type FactLine } from '../../components/consult/FactList';
import '../../components/consult/consult.css';

function PatientFacts({ data }: { data: CommonPrescriptionResponse }) {
  const lines: FactLine[] = [...patientLines(data.patient, { phone: true }), ['开始日期', data.startDate], ['使用天数', `${data.takeDays} 天`]];
  return <FactList lines={lines} testId="patient-facts" />;
}

/**
 * /GeneralPrescription?visitRecordId&patientId[&prescriptionType] (spec 3 §2.1, §2.4): the paid
 * visit's 处方信息 with 支付成功, the patient, the symptom table, the radio of the four views and
 * 生成处方 → /prescriptionImage. A self-composed visit (prescriptionType S) is the doctor's own
 * prescription: it opens the same component without the 通用方信息 option.
 */
export default function GeneralPrescriptionPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const visitRecordId = positiveIntParam(params.get('visitRecordId'));
  const patientId = positiveIntParam(params.get('patientId'));
  // After a replacement `reload` reads it again: the prescriptions stay shown meanwhile, and a
  // failed reload (toasted by the HTTP client) keeps what was loaded.
  const read = useLoad(visitRecordId && patientId ? `commonPrescription:${visitRecordId}` : null, () => fetchCommonPrescription(visitRecordId!));
  const data = read.data;

  if (!visitRecordId || !patientId) {
    return (
      <PageFrame title="处方信息">
        <NoVisit text="缺少就诊记录信息，请从患者的就诊记录打开处方。" />
      </PageFrame>
    );
  }

  let body;
  if (!data && read.failed) body = <LoadFailed text="处方获取失败" onRetry={read.reload} />;
  else if (!data) body = <LoadingState text="正在出方…" />;
  else {
    body = (
      <>
        <div className="tcm-general__paid" role="status">
          <span aria-hidden="true">✓</span> 支付成功
          <small>{data.freeFlag && data.price === 0 ? '通用方免费，已为您出方' : '已为您出方'}</small>
        </div>
        <PageSection title="患者基本信息">
          <PatientFacts data={data} />
        </PageSection>
        <PageSection title="症状信息">
          <SymptomTable inquiry={data.inquiryInfo} />
        </PageSection>
        <PageSection title="处方信息">
          <PrescriptionViews
            visitRecordId={data.visitRecordId}
            patientId={patientId}
            startDate={data.startDate}
            takeDays={data.takeDays}
            prescriptionType={data.prescriptionType}
            prescriptions={data.prescriptionInfos}
            pregnant={isPregnant(data.inquiryInfo)}
            withGeneral={data.prescriptionType !== 'S'}
            solarTerm={data.solarTerm}
            onChanged={read.reload}
            onGenerate={() => navigate(`/prescriptionImage?visitRecordId=${data.visitRecordId}`)}
          />
        </PageSection>
      </>
    );
  }

  return (
    <PageFrame title="处方信息" subtitle={data ? visitSubtitle(data) : undefined} className="tcm-general">
      {body}
    </PageFrame>
  );
}
