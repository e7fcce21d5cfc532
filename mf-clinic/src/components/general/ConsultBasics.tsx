import { type ConsultInfo, type Patient, sexText } from '@tcm/shared';
import { endDate } from '../consult/ConsultSummary';
import { FactList } from '../consult/FactList';

function Facts({ lines, testId }: { lines: [string, string][]; testId: string }) {
  return <FactList lines={lines} testId={testId} />;
}

/** The patient's basics (spec 3 §2.4), read-only. */
export function PatientBasics({ patient: p }: { patient: Patient }) {
  return (
    <Facts
      testId="patient-basics"
      lines={[
        ['患者', p.name],
        ['性别', sexText(p.sex)],
        ['出生日期', p.birthday],
        ['农历生日', p.lunarBirthday || '—'],
        ['手机号', p.phoneNo || '—'],
      ]}
    />
  );
}

/** The usage of a general prescription: start, days, last day and what is prescribed. */
export function UsageFacts({ consult }: { consult: ConsultInfo }) {
  return (
    <Facts
      testId="usage-info"
      lines={[
        ['开始日期', consult.useDate],
        ['使用天数', `${consult.useDays} 天`],
        ['结束日期', endDate(consult.useDate, consult.useDays)],
        ['处方类型', '通用方（节气方）'],
      ]}
    />
  );
}
