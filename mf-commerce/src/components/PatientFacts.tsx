import type { ReactNode } from 'react';
import { type Patient, sexText } from '@tcm/shared';
import { PageSection } from '@tcm/shared/pageFrame';
import { Facts } from './Facts';
import './commerce.css';

/** 患者信息: name, sex and birthday, then the page's `more` facts. */
export function PatientSection({ patient, more }: { patient: Patient; more: [string, ReactNode][] }) {
  return (
    <PageSection title="患者信息">
      <Facts items={[['姓名', patient.name], ['性别', sexText(patient.sex)], ['出生日期', patient.birthday], ...more]} />
    </PageSection>
  );
}

/** The patient in one line, as the delivery forms head their facts: 王小明（男，1988-03-02）. */
export const patientLine = (p: Patient) => `${p.name}（${sexText(p.sex)}，${p.birthday}）`;
