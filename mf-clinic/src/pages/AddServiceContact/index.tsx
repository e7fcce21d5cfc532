import { Button, Form, Input } from '@arco-design/web-react';
import { useRef, useState } from 'react';
import {
  fieldOfMessage,
  hasServiceEntryRight,
  isApiError,
  NO_PRESCRIBING_RIGHT,
  notify,
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
import { PageFrame, PageSection } from '@tcm/shared/pageFrame';
import { todayYmd } from '../../components/patients/clock';
import { PatientChooser } from '../../components/patients/PatientChooser';
import { StartDateField } from '../../components/consult/StartDateField';
import '../../components/consult/startForm.css';
import '../../components/consult/consult.css';


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
  const [error, setError] = useState<{ field: ServiceStartField; message: string } | null>(null);
  const [running, setRunning] = useState(false);
  // A second click before the re-render must not run the service twice (service 9 creates a visit).
  const busy = useRef(false);
  const today = todayYmd();

  if (!service) {
    return (
      <PageFrame title="服务咨询">
        <div className="tcm-consult__empty" role="alert">
          <p>未知的服务：请从首页的服务入口进入。</p>
          <Button type="primary" onClick={() => navigate('/')}>
            返回首页
          </Button>
        </div>
      </PageFrame>
    );
  }

  if (service.right === 'prescriber' && !hasServiceEntryRight(userInfo)) {
    return (
      <PageFrame title={service.title}>
        <div className="tcm-consult__empty" role="alert" data-testid="service-refused">
          <p>
            {NO_PRESCRIBING_RIGHT}：{service.title}仅对认证医生、管理员和代理开放。
          </p>
          <Button type="primary" onClick={() => navigate('/')}>
            返回首页
          </Button>
        </div>
      </PageFrame>
    );
  }

  /** The broken rule (the page's, or the server's about one field) under its field, as well as in the toast. */
  const status = (field: ServiceStartField) => (error?.field === field ? { validateStatus: 'error' as const, help: error.message } : {});
  const clear = (field: ServiceStartField) => setError((e) => (e?.field === field ? null : e));

  const start = async () => {
    if (busy.current) return;
    const problem = serviceStartProblem(service, { hasPatient: !!patient, startDate: useDate, days: useDays }, todayYmd());
    if (problem) {
      setError(problem);
      notify.error(problem.message);
      return;
    }
    if (!patient) return;
    setError(null);
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
    busy.current = true;
    setRunning(true);
    try {
      const result = await runService(request);
      writeDraft('serviceResult', { request, result });
      navigate('/serviceResult');
    } catch (refusal) {
      // Toasted by the HTTP client (the server's words); the form keeps what was entered.
      const field = isApiError(refusal) ? fieldOfMessage(refusal.message, SERVICE_START_FIELD_WORDS) : null;
      if (field) setError({ field, message: (refusal as Error).message });
    } finally {
      busy.current = false;
      setRunning(false);
    }
  };

  return (
    <PageFrame title={service.title} subtitle="选择患者，填写开始日期与天数，开始查询">
      <PageSection title="选择患者">
        <PatientChooser
          patient={patient}
          invalid={error?.field === 'patient'}
          onSelect={(p) => {
            setPatient(p);
            clear('patient');
          }}
        />
      </PageSection>
      <PageSection title="服务信息">
        <Form layout="vertical" className="tcm-start-form" style={{ ['--start-fields' as string]: 2 }} onSubmit={start}>
          <StartDateField
            label="开始日期"
            value={useDate}
            today={today}
            last={oneYearAfter(today)}
            error={error?.field === 'startDate' ? error.message : null}
            onChange={(text) => {
              setUseDate(text);
              clear('startDate');
            }}
          />
          <Form.Item label="天数" required={service.daysRequired} extra={daysHint(service)} {...status('days')}>
            <Input
              value={useDays}
              onChange={(v) => {
                setUseDays(v);
                clear('days');
              }}
              placeholder={service.daysRequired ? `1-${service.maxDays}` : `默认 ${service.defaultDays}`}
              inputMode="numeric"
              maxLength={4}
              suffix="天"
              aria-label="天数"
            />
          </Form.Item>
        </Form>
      </PageSection>
      <div className="tcm-consult__footer">
        <Button type="primary" size="large" loading={running} onClick={start}>
          开始查询
        </Button>
      </div>
    </PageFrame>
  );
}
