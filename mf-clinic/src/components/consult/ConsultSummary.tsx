import dayjs from 'dayjs';
import type { ConsultInfo, Patient } from '@tcm/shared';
import { FactList, patientLines, type FactLine } from './FactList';

/** The last day of the course: the start date counts as day one. */
export function endDate(useDate: string, useDays: number): string {
  return dayjs(useDate)
    .add(useDays - 1, 'day')
    .format('YYYY-MM-DD');
}

/** Patient and usage of a consultation (spec 2 §3 consult info), as name/value lines. */
export function ConsultSummary({ consult }: { consult: ConsultInfo }) {
  const lines: FactLine[] = [
    ...patientLines(consult.contact, { phone: true }),
    // The consultation's own word (spec 2 §5), as on its start form.
    ['使用日期', consult.useDate],
    ['使用天数', `${consult.useDays} 天`],
    ['结束日期', endDate(consult.useDate, consult.useDays)],
  ];
  if (consult.illDay) lines.push(['发病日期', consult.illDay]);
  return <FactList lines={lines} testId="consult-summary" />;
}

/** The patient's basics (spec 3 §2.4), read-only. */
export function PatientBasics({ patient }: { patient: Patient }) {
  return <FactList testId="patient-basics" lines={patientLines(patient, { lunar: true, phone: true })} />;
}

/** The usage of a general prescription: start, days, last day and what is prescribed. */
export function UsageFacts({ consult }: { consult: ConsultInfo }) {
  return (
    <FactList
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
