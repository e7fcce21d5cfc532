import { type Patient, sexText } from '@tcm/shared';
import { FACTS } from '@tcm/shared/pageFrame';

export type FactLine = [string, string];

/** Label and value pairs of a summary (patient, usage, visit), in the frame's fact grid. */
export function FactList({ lines, testId }: { lines: FactLine[]; testId: string }) {
  return (
    <dl className={FACTS} data-testid={testId}>
      {lines.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Who the patient is, as every consultation page lists it first: name, sex, birth date, then the lunar one and the phone where asked. */
export function patientLines(p: Patient, also: { lunar?: boolean; phone?: boolean } = {}): FactLine[] {
  return [
    ['患者', p.name],
    ['性别', sexText(p.sex)],
    ['出生日期', p.birthday],
    ...(also.lunar ? ([['农历生日', p.lunarBirthday || '—']] as FactLine[]) : []),
    ...(also.phone ? ([['手机号', p.phoneNo || '—']] as FactLine[]) : []),
  ];
}

/** The subtitle of a visit's result page: whose it is and for when. */
export const visitSubtitle = (v: { patient: Patient; startDate: string; takeDays: number }) => `${v.patient.name} · ${v.startDate} 起 ${v.takeDays} 天`;
