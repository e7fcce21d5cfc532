import { Alert, Form, Input } from '@arco-design/web-react';
import { useState } from 'react';
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
import { PageFrame } from '@tcm/shared/pageFrame';
import { todayYmd } from '../../components/patients/clock';
import { DaysField, StartForm, useFieldError } from '../../components/consult/StartForm';
import { StartDateField } from '../../components/consult/StartDateField';
import { useSingleRun } from '../../components/useSingleRun';
import { lastStartDate, startDestination, startTitle, usageProblem, type UsageField } from './usageRules';
import './addPrescriptionContact.css';

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
  const errors = useFieldError<UsageField>();
  const starting = useSingleRun();
  const today = todayYmd();

  const start = async () => {
    if (starting.isRunning()) return;
    const problem = usageProblem({ hasPatient: !!patient, useDate, useDays, illDay }, todayYmd(), asksIllDay);
    if (problem) return errors.show(problem);
    if (!patient) return;
    errors.clearAll();
    await starting.run(async () => {
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
      void navigate(startDestination(mode, serviceIndex));
    });
  };

  return (
    <PageFrame title={title} subtitle="选择患者，填写使用日期与使用天数，开始咨询">
      {!hasPrescriptionStartRight(userInfo) ? (
        <Alert type="warning" className="tcm-start-alert" content={`${NO_PRESCRIBING_RIGHT}：仅认证医生和管理员可以为患者开方。`} />
      ) : null}
      <StartForm
        patient={patient}
        patientInvalid={errors.error?.field === 'patient'}
        onPatient={errors.clearing('patient', setPatient)}
        title="用药信息"
        onStart={start}
        startText="开始咨询"
        starting={starting.running}
      >
        <StartDateField
          // Spec 2 §5's words for this date: 请选择使用日期, 开方日期必须大于当前日期.
          label="使用日期"
          extra="即开方日期：明天起，一年以内"
          value={useDate}
          today={today}
          last={lastStartDate(today)}
          error={errors.messageOf('useDate')}
          onChange={errors.clearing('useDate', setUseDate)}
        />
        <DaysField
          label="使用天数"
          required
          placeholder="1-30"
          value={useDays}
          onChange={errors.clearing('useDays', setUseDays)}
          status={errors.status('useDays')}
        />
        {asksIllDay ? (
          <Form.Item label="发病日期" {...errors.status('illDay')} extra="不填写则默认为今天">
            <Input type="date" value={illDay} max={today} onChange={errors.clearing('illDay', setIllDay)} aria-label="发病日期" />
          </Form.Item>
        ) : null}
      </StartForm>
    </PageFrame>
  );
}
