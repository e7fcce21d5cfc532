import { useState } from 'react';
import {
  fieldOfMessage,
  hasServiceEntryRight,
  isApiError,
  NO_PRESCRIBING_RIGHT,
  type Patient,
  readDraft,
  removeDraft,
  useNavigate,
  useSearchParams,
  useUserInfo,
  writeDraft,
} from '@tcm/shared';
import { oneYearAfter, SERVICE_START_FIELD_WORDS, serviceOf, serviceStartProblem, type ServiceDef, type ServiceStartField } from '@tcm/shared/clinic';
import { runService } from '../../api/services';
import { PageFrame } from '@tcm/shared/pageFrame';
import { todayYmd } from '../../components/patients/clock';
import { ConsultEmpty } from '../../components/consult/ConsultEmpty';
import { DaysField, StartForm, useFieldError } from '../../components/consult/StartForm';
import { StartDateField } from '../../components/consult/StartDateField';
import { useSingleRun } from '../../components/useSingleRun';

/** What the form starts from: the start kept in this tab (after a reload, or back from the result). */
function initialValues(service: ServiceDef | null) {
  const draft = readDraft('serviceInfo');
  if (!draft || !service) return { patient: null, useDate: '', useDays: '' };
  // The patient and the day carry over to another service; the days only to the same one (their rules differ).
  const sameService = draft.serviceIndex === service.index;
  return {
    patient: draft.patient ?? null,
    useDate: draft.useDate ?? '',
    useDays: sameService && draft.useDays != null ? String(draft.useDays) : '',
  };
}

/** The hint under the days field: the limit, or the standard course used when it is left empty. */
function daysHint(service: ServiceDef): string {
  if (!service.daysRequired) return `选填，不填写则按标准疗程 ${service.defaultDays} 天`;
  return `1-${service.maxDays} 天`;
}

/**
 * /addServiceContact?serviceIndex=N, the service start (spec 3 §2.2, §5): titled by the service; pick
 * or add the patient (the picker and dialog of the consultation, 5 a page), the start date and the
 * days (not required for 3 and 4, at most 30 for 11), then 开始查询 keeps the start in session storage,
 * runs the service and opens /serviceResult with its answer.
 *
 * Rights as the home grid applies them (spec 1 §2.3, the shared SERVICES table): 1 to 5 for every
 * logged-in user, 9, 10 and 11 only with the prescribing right (reading A); a page opened directly by
 * someone without it says so instead of showing the form. 3 and 10 are 暂未开放 on the grid, but
 * work here. The API checks the same rules and rights again.
 */
export default function AddServiceContactPage() {
  const [params] = useSearchParams();
  const query = params.get('serviceIndex');
  // Another service in the address is another form: its own title, rules and kept values.
  return <ServiceStart key={query ?? ''} service={serviceOf(query)} />;
}

function ServiceStart({ service }: { service: ServiceDef | null }) {
  const navigate = useNavigate();
  const userInfo = useUserInfo();

  const [initial] = useState(() => initialValues(service));
  const [patient, setPatient] = useState<Patient | null>(initial.patient);
  const [useDate, setUseDate] = useState(initial.useDate);
  const [useDays, setUseDays] = useState(initial.useDays);
  const errors = useFieldError<ServiceStartField>();
  // One run at a time: service 9 creates a visit.
  const running = useSingleRun();
  const today = todayYmd();

  if (!service) {
    return (
      <PageFrame title="服务咨询">
        <ConsultEmpty text="未知的服务：请从首页的服务入口进入。" to="/" action="返回首页" />
      </PageFrame>
    );
  }

  if (service.right === 'prescriber' && !hasServiceEntryRight(userInfo)) {
    return (
      <PageFrame title={service.title}>
        <ConsultEmpty text={`${NO_PRESCRIBING_RIGHT}：${service.title}仅对认证医生、管理员和代理开放。`} to="/" action="返回首页" testId="service-refused" />
      </PageFrame>
    );
  }

  const start = async () => {
    if (running.isRunning()) return;
    const problem = serviceStartProblem(service, { hasPatient: !!patient, startDate: useDate, days: useDays }, todayYmd());
    if (problem) return errors.show(problem);
    if (!patient) return;
    errors.clearAll();
    const trimmed = useDays.trim();
    const request = {
      patientId: patient.patientId,
      useDate,
      useDays: trimmed === '' ? null : Number(trimmed),
      serviceIndex: service.index,
    };
    writeDraft('serviceInfo', { ...request, patient });
    // An older answer must not be shown for this start if the call fails.
    removeDraft('serviceResult');
    await running.run(async () => {
      try {
        const result = await runService(request);
        writeDraft('serviceResult', { request, result });
        navigate('/serviceResult');
      } catch (refusal) {
        // Toasted by the HTTP client (the server's words); the form keeps what was entered.
        const field = isApiError(refusal) ? fieldOfMessage(refusal.message, SERVICE_START_FIELD_WORDS) : null;
        if (field) errors.show({ field, message: (refusal as Error).message }, false);
      }
    });
  };

  return (
    <PageFrame title={service.title} subtitle="选择患者，填写开始日期与天数，开始查询">
      <StartForm
        patient={patient}
        patientInvalid={errors.error?.field === 'patient'}
        onPatient={errors.clearing('patient', setPatient)}
        title="服务信息"
        fieldsPerRow={2}
        onStart={start}
        startText="开始查询"
        starting={running.running}
      >
        <StartDateField
          label="开始日期"
          value={useDate}
          today={today}
          last={oneYearAfter(today)}
          error={errors.messageOf('startDate')}
          onChange={errors.clearing('startDate', setUseDate)}
        />
        <DaysField
          label="天数"
          required={service.daysRequired}
          extra={daysHint(service)}
          placeholder={service.daysRequired ? `1-${service.maxDays}` : `默认 ${service.defaultDays}`}
          value={useDays}
          onChange={errors.clearing('days', setUseDays)}
          status={errors.status('days')}
        />
      </StartForm>
    </PageFrame>
  );
}
