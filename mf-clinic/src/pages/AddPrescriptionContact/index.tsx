import { Alert, Button, Form, Input } from '@arco-design/web-react';
import { useRef, useState } from 'react';
import {
  hasPrescriptionStartRight,
  loadUserInfo,
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
import { PageFrame, PageSection } from '@tcm/shared/pageFrame';
import { todayYmd } from '../../components/patients/clock';
import { PatientChooser } from '../../components/patients/PatientChooser';
import { StartDateField } from '../../components/consult/StartDateField';
import { lastStartDate, startDestination, startTitle, usageProblem, type UsageField } from './usageRules';
import '../../components/consult/startForm.css';
import './addPrescriptionContact.css';
import '../../components/consult/consult.css';

function queryNumber(value: string | null): number | null {
  if (value == null || value.trim() === '') return null;
  const n = Number(value);
  return Number.isInteger(n) ? n : null;
}


/** What the screen starts from: the consultation being edited again, else the patient 去开方 chose. */
function initialDraft() {
  const consult = readDraft('consultInfo');
  const contact = consult?.contact ?? readDraft('contactList')?.[0] ?? null;
  return {
    patient: contact,
    useDate: consult?.useDate ?? '',
    useDays: consult?.useDays ? String(consult.useDays) : '',
    illDay: consult?.illDay ?? '',
  };
}

/**
 * /addPrescriptionContact, the prescription start screen (spec 2 §2, §5): pick or add the patient,
 * the start date and number of days (and the onset date for serviceIndex 6), then 开始咨询 writes
 * the consultation draft and opens the questionnaire. The shell's guard let the user in by the
 * prescription flag; the right is asked again (getInfo, reading B of spec 2 §6) before going on,
 * since it may have been withdrawn while the page was open.
 *
 * The dates are the browser's own date inputs (min/max keep its calendar within the rules; a typed
 * day outside them gets the spec's message): Arco's DatePicker would add ~18 KB (brotli) to the
 * shared Arco that every page of the portal loads.
 */
export default function AddPrescriptionContactPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const userInfo = useUserInfo();
  const mode = queryNumber(params.get('mode')) ?? 1;
  const serviceIndex = queryNumber(params.get('serviceIndex'));
  const asksIllDay = serviceIndex === 6;
  const title = startTitle(mode, serviceIndex);

  const [initial] = useState(initialDraft);
  const [patient, setPatient] = useState<Patient | null>(initial.patient);
  const [useDate, setUseDate] = useState(initial.useDate);
  const [useDays, setUseDays] = useState(initial.useDays);
  const [illDay, setIllDay] = useState(initial.illDay);
  const [error, setError] = useState<{ field: UsageField; message: string } | null>(null);
  const [starting, setStarting] = useState(false);
  // A second click before the re-render must not ask getInfo twice.
  const busy = useRef(false);
  const today = todayYmd();

  /** The broken rule under its field, as well as in the toast. */
  const status = (field: UsageField) => (error?.field === field ? { validateStatus: 'error' as const, help: error.message } : {});
  const clear = (field: UsageField) => setError((e) => (e?.field === field ? null : e));

  const start = async () => {
    if (busy.current) return;
    const problem = usageProblem({ hasPatient: !!patient, useDate, useDays, illDay }, todayYmd(), asksIllDay);
    if (problem) {
      setError(problem);
      notify.error(problem.message);
      return;
    }
    if (!patient) return;
    setError(null);
    busy.current = true;
    setStarting(true);
    try {
      const fresh = await loadUserInfo();
      if (!hasPrescriptionStartRight(fresh)) {
        notify.error(NO_PRESCRIBING_RIGHT);
        return;
      }
      // Another patient: the earlier questionnaire and visit were theirs, not this one's.
      if (readDraft('consultInfo')?.contact.patientId !== patient.patientId) {
        removeDraft('submitData');
        removeDraft('visitRecordId');
      }
      writeDraft('contactList', [patient]);
      writeDraft('consultInfo', {
        contact: patient,
        useDate,
        ...(asksIllDay ? { illDay: illDay || todayYmd() } : {}),
        useDays: Number(useDays),
        mode,
        serviceIndex,
      });
      navigate(startDestination(mode, serviceIndex));
    } finally {
      busy.current = false;
      setStarting(false);
    }
  };

  return (
    <PageFrame title={title} subtitle="选择患者，填写使用日期与使用天数，开始咨询">
      {!hasPrescriptionStartRight(userInfo) ? (
        <Alert type="warning" className="tcm-start-alert" content={`${NO_PRESCRIBING_RIGHT}：仅认证医生和管理员可以为患者开方。`} />
      ) : null}
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
      <PageSection title="用药信息">
        <Form layout="vertical" className="tcm-start-form" onSubmit={start}>
          <StartDateField
            // Spec 2 §5's words for this date: 请选择使用日期, 开方日期必须大于当前日期.
            label="使用日期"
            extra="即开方日期：明天起，一年以内"
            value={useDate}
            today={today}
            last={lastStartDate(today)}
            error={error?.field === 'useDate' ? error.message : null}
            onChange={(text) => {
              setUseDate(text);
              clear('useDate');
            }}
          />
          <Form.Item label="使用天数" required {...status('useDays')}>
            <Input
              value={useDays}
              onChange={(v) => {
                setUseDays(v);
                clear('useDays');
              }}
              placeholder="1-30"
              inputMode="numeric"
              maxLength={4}
              suffix="天"
              aria-label="使用天数"
            />
          </Form.Item>
          {asksIllDay ? (
            <Form.Item label="发病日期" {...status('illDay')} extra="不填写则默认为今天">
              <Input
                type="date"
                value={illDay}
                max={today}
                onChange={(text) => {
                  setIllDay(text);
                  clear('illDay');
                }}
                aria-label="发病日期"
              />
            </Form.Item>
          ) : null}
        </Form>
      </PageSection>
      <div className="tcm-consult__footer">
        <Button type="primary" size="large" loading={starting} onClick={start}>
          开始咨询
        </Button>
      </div>
    </PageFrame>
  );
}
