import type { ReactNode } from 'react';
import type { Patient } from '@tcm/shared';
import { CommerceSection, Facts } from './CommerceFrame';

const SEX: Record<number, string> = { 1: '男', 0: '女' };

/** 患者信息: name, sex and birthday, then the page's `more` facts. */
export function PatientSection({ patient, more }: { patient: Patient; more: [string, ReactNode][] }) {
  return (
    <CommerceSection title="患者信息">
      <Facts items={[['姓名', patient.name], ['性别', SEX[patient.sex] ?? ''], ['出生日期', patient.birthday], ...more]} />
    </CommerceSection>
  );
}

/** The patient in one line, as the delivery forms head their facts: 王小明（男，1988-03-02）. */
export const patientLine = (p: Patient) => `${p.name}（${p.sex === 1 ? '男' : '女'}，${p.birthday}）`;
